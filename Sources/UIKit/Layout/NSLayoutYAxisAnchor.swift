import Foundation

/// A vertical position anchor: top, bottom, centerY, first and last baseline.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing` (8 points between plain views; see
    /// `LayoutConstants.systemSpacing`).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.equal, anchor, multiplier: 1, constant: LayoutConstants.systemSpacing * multiplier)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: LayoutConstants.systemSpacing * multiplier)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        _constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: LayoutConstants.systemSpacing * multiplier)
    }

    /// The distance from this anchor to `otherAnchor` (`otherAnchor − self`), as a size anchor:
    /// constrain it like a width (`a.anchorWithOffset(to: b).constraint(equalTo: c.anchorWithOffset(to: d))`
    /// keeps two gaps equal). The distance is negative when `otherAnchor` lies before this one.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        _offset(to: otherAnchor)
    }
}
