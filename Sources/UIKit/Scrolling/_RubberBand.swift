import Foundation

/// The resistance of a scroll view dragged past an edge: a finger that has gone `x` points past the edge
/// shows the content `b = c·x·d / (d + c·x)` points past it (equivalently `(1 − 1/(x·c/d + 1))·d`),
/// where `d` is the scroll view's bounds size on that axis and `c` the coefficient (0.55).
///
/// The curve has slope `c` at the edge and approaches `d` without reaching it: the content can never
/// be pulled a full viewport away. It is odd (`b(−x) = −b(x)`), so one formula serves both edges.
/// [M] The formula and coefficient posted by @chpwn (2013; gist originell/6961057), which most
/// reimplementations copy.
///
/// The scroll view uses it per axis while dragging: the finger gives an *unconstrained* offset
/// (`offset at drag start − translation`); inside the scrollable range it is shown as is, past an edge
/// through `offset(forUnconstrainedOffset:in:)`. A drag that begins while the content is already past an
/// edge (during a bounce) starts from `unconstrainedOffset(forOffset:in:)`, so the content does not jump.
struct _RubberBand: Equatable, Sendable {
    /// `d`: the scroll view's bounds width (horizontal axis) or height (vertical axis), in points.
    var dimension: CGFloat
    /// `c`: slope at the edge, dimensionless.
    var coefficient: CGFloat

    init(dimension: CGFloat, coefficient: CGFloat = ScrollConstants.rubberBandCoefficient) {
        self.dimension = dimension
        self.coefficient = coefficient
    }

    /// The overshoot shown, in points, for a finger overshoot `x` in points (either sign).
    /// A non-positive `dimension` shows no overshoot at all.
    func displayedOvershoot(forOvershoot x: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let magnitude = abs(x)
        let shown = coefficient * magnitude * dimension / (dimension + coefficient * magnitude)
        return x < 0 ? -shown : shown
    }

    /// The finger overshoot, in points, that shows the overshoot `b`: `x = b·d / (c·(d − b))` for `|b| < d`.
    /// Returns nil when no drag can show `b` — `|b| ≥ d`, reachable only by setting `contentOffset`
    /// programmatically that far past the edge (or when `dimension` is not positive and `b ≠ 0`).
    func overshoot(forDisplayedOvershoot b: CGFloat) -> CGFloat? {
        let magnitude = abs(b)
        if magnitude == 0 { return 0 }
        guard magnitude < dimension else { return nil }
        let finger = magnitude * dimension / (coefficient * (dimension - magnitude))
        return b < 0 ? -finger : finger
    }

    /// The offset to show for the finger's unconstrained offset `u`: `u` itself inside `range`, the edge
    /// plus the rubber-banded overshoot outside it. `range` is the scrollable range of `contentOffset` on
    /// this axis (`-adjustedContentInset.top ... max(that, contentSize.height + adjustedContentInset.bottom
    /// − bounds.height)` vertically).
    func offset(forUnconstrainedOffset u: CGFloat, in range: ClosedRange<CGFloat>) -> CGFloat {
        if u < range.lowerBound { return range.lowerBound + displayedOvershoot(forOvershoot: u - range.lowerBound) }
        if u > range.upperBound { return range.upperBound + displayedOvershoot(forOvershoot: u - range.upperBound) }
        return u
    }

    /// The inverse of `offset(forUnconstrainedOffset:in:)`: the unconstrained offset a drag starting at the
    /// shown `offset` continues from. Nil when `offset` is a full `dimension` or more past an edge
    /// (see `overshoot(forDisplayedOvershoot:)`); the caller then starts the drag from `offset` itself.
    func unconstrainedOffset(forOffset offset: CGFloat, in range: ClosedRange<CGFloat>) -> CGFloat? {
        if offset < range.lowerBound {
            return overshoot(forDisplayedOvershoot: offset - range.lowerBound).map { range.lowerBound + $0 }
        }
        if offset > range.upperBound {
            return overshoot(forDisplayedOvershoot: offset - range.upperBound).map { range.upperBound + $0 }
        }
        return offset
    }
}
