import Foundation

/// A horizontal position anchor: leading, trailing, left, right, centerX.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (8 points between plain views; see
    /// `LayoutConstants.systemSpacing`).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.equal, anchor, multiplier: 1, constant: LayoutConstants.systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutConstants.systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutConstants.systemSpacing * multiplier)
    }

    /// The distance from this anchor to `otherAnchor` (`otherAnchor − self`), as a size anchor:
    /// constrain it like a width (`a.anchorWithOffset(to: b).constraint(equalTo: c.anchorWithOffset(to: d))`
    /// keeps two gaps equal). The distance is negative when `otherAnchor` lies before this one.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        _offset(to: otherAnchor)
    }
}
