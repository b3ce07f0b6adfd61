import Foundation

/// A colour, stored as sRGB components and alpha, each 0...1, in one of UIKit's two component
/// colour spaces: extended sRGB (`init(red:green:blue:alpha:)`) or extended grey
/// (`init(white:alpha:)` and the grey named colours `black`, `darkGray`, `lightGray`, `white`,
/// `gray`, `clear`). As in UIKit, colours in different spaces are never equal:
/// `UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1)`.
///
/// This file holds the initialisers, the classic named colours and reading components back;
/// `UIColor+Drawing.swift` bridges to `CGColor` and the current context, `UIColor+HSB.swift` has
/// hue/saturation/brightness, `UIColor+System.swift` the `system*` and semantic colours (their
/// light-mode values: there is no dark mode here).
open class UIColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    let _red: CGFloat
    let _green: CGFloat
    let _blue: CGFloat
    let _alpha: CGFloat
    /// True for colours in the grey colour space (made from a white level).
    let _isGrey: Bool

    /// Components are stored as given; UIKit's extended-range colours allow values outside 0...1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _red = red; _green = green; _blue = blue; _alpha = alpha; _isGrey = false
    }

    /// A grey in the grey colour space: `white` 0 is black, 1 is white.
    public init(white: CGFloat, alpha: CGFloat) {
        _red = white; _green = white; _blue = white; _alpha = alpha; _isGrey = true
    }

    /// Reads the colour's RGBA components; returns true (every `UIColor` here is RGB-compatible).
    /// Any pointer may be nil.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = _red; green?.pointee = _green; blue?.pointee = _blue; alpha?.pointee = _alpha
        return true
    }

    /// Reads the colour as a grey level and alpha; true only when red, green and blue are equal.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard _red == _green && _green == _blue else { return false }
        white?.pointee = _red; alpha?.pointee = _alpha
        return true
    }

    /// The same colour, in the same colour space, with `alpha` replaced.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        _isGrey ? UIColor(white: _red, alpha: alpha) : UIColor(red: _red, green: _green, blue: _blue, alpha: alpha)
    }

    /// Equal when in the same colour space with the same components, as UIKit's `isEqual:`.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs._isGrey == rhs._isGrey &&
            lhs._red == rhs._red && lhs._green == rhs._green && lhs._blue == rhs._blue && lhs._alpha == rhs._alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(_isGrey)
        hasher.combine(_red); hasher.combine(_green); hasher.combine(_blue); hasher.combine(_alpha)
    }

    /// `UIExtendedSRGBColorSpace r g b a` or `UIExtendedGrayColorSpace w a`, the forms UIKit
    /// prints, each component formatted with `%g` as UIKit does (6 significant digits, no trailing
    /// zeros): `UIColor(red: 0, green: 210/255, blue: 0, alpha: 1)` prints
    /// `UIExtendedSRGBColorSpace 0 0.823529 0 1`, `UIColor.black` prints `UIExtendedGrayColorSpace 0 1`.
    public var description: String {
        func g(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
        if _isGrey { return "UIExtendedGrayColorSpace \(g(_red)) \(g(_alpha))" }
        return "UIExtendedSRGBColorSpace \(g(_red)) \(g(_green)) \(g(_blue)) \(g(_alpha))"
    }

    // MARK: Named colours (UIKit's values)

    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
