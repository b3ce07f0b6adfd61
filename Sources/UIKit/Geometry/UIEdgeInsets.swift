import Foundation

/// Inset distances for the four edges of a rectangle, in points. Positive values shrink the
/// rectangle, negative values grow it.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle with each edge moved inwards by the corresponding inset, as UIKit's
    /// `inset(by:)` (`UIEdgeInsetsInsetRect`). A result with negative width or height is not
    /// standardized.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}

/// `_requireFinite` (CoreGraphics/_FiniteCheck.swift) for insets: "[top left bottom right]".
@inlinable @inline(__always)
package func _requireFinite(_ insets: UIEdgeInsets, _ property: @autoclosure () -> String,
                            file: StaticString = #fileID, line: UInt = #line) {
    if insets.top.isFinite && insets.left.isFinite && insets.bottom.isFinite && insets.right.isFinite { return }
    _nonFiniteFailure(property(), [insets.top, insets.left, insets.bottom, insets.right], file: file, line: line)
}
