import Foundation

// UIKit's string drawing on `NSString` and `String`: each call is the `NSAttributedString` one on
// `NSAttributedString(string: self, attributes: attributes)`, made in Swift storage
// (`_AttributedText`), which does not leak as swift-corelibs-foundation's `NSAttributedString` does.

extension NSString {
    /// The size of the string with `attributes`, unwrapped (newlines start lines). Not rounded.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        _AttributedText(self as String, attributes: attributes).size()
    }

    /// Draws the string with its top-left at `point`, unwrapped, into the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        _AttributedText(self as String, attributes: attributes).draw(at: point)
    }

    /// Draws the string wrapped to `rect` (see `NSAttributedString.draw(in:)`).
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        _AttributedText(self as String, attributes: attributes).draw(in: rect)
    }

    /// See `NSAttributedString.draw(with:options:context:)`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        _AttributedText(self as String, attributes: attributes).draw(with: rect, options: options, context: context)
    }

    /// See `NSAttributedString.boundingRect(with:options:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        _AttributedText(self as String, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}

extension String {
    /// The size of the string with `attributes`, unwrapped (newlines start lines). Not rounded.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        _AttributedText(self, attributes: attributes).size()
    }

    /// Draws the string with its top-left at `point`, unwrapped, into the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        _AttributedText(self, attributes: attributes).draw(at: point)
    }

    /// Draws the string wrapped to `rect` (see `NSAttributedString.draw(in:)`).
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        _AttributedText(self, attributes: attributes).draw(in: rect)
    }

    /// See `NSAttributedString.draw(with:options:context:)`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        _AttributedText(self, attributes: attributes).draw(with: rect, options: options, context: context)
    }

    /// See `NSAttributedString.boundingRect(with:options:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        _AttributedText(self, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}
