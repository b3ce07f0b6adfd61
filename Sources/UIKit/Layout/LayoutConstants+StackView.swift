import Foundation

/// UIStackView's numbers: the priorities of the constraints it makes (identifiers `UISV-…`), with
/// their sources (tags: docs/API.md).
extension LayoutConstants {
    /// `UIStackView.spacingUseDefault`: `FLT_MAX`. [H] UIStackView.h `UIStackViewSpacingUseDefault`.
    static let stackSpacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// `UIStackView.spacingUseSystem`: `FLT_MIN` (the smallest normal `Float`).
    /// [H] UIStackView.h `UIStackViewSpacingUseSystem`.
    static let stackSpacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// `UISV-hiding` (a hidden arranged view's size along the axis == 0): 999.999, just below
    /// required, so an app's required size constraint on a hidden view is not a conflict.
    /// [R] `-[_UIOrderedLayoutArrangement _setUpHidingDimensionConstraintForItem:]` (priority bits 0x4479FFF0).
    static let stackHidingPriority = Float(bitPattern: 0x4479FFF0)

    /// `UISV-spacing-hidden` (where a hidden arranged view sits along the axis): 50.
    /// [R] `-[_UIOrderedLayoutArrangement _activateAndInsertEdgeToEdgeConstraintForGapBetweenPrecedingItem:…]`.
    static let stackHiddenSpacingPriority: Float = 50

    /// `UISV-fill-proportionally` of the item at index i: max(999 − i, 751), so the last items
    /// absorb what the proportions and the spacing cannot both give.
    /// [R] `-[_UIOrderedLayoutArrangement _setUpDimensionConstraintForItem:referenceItem:atIndex:]`;
    /// [M] kean.blog "Let's Build UIStackView" (2017) prints 999, 998, 997.
    static let stackProportionalFirstPriority: Float = 999
    static let stackProportionalFloorPriority: Float = 751

    /// `UISV-fill-equally` between the distributing guides of `.equalCentering`, guide i:
    /// max(150 − i, 50) — below compression resistance, so the views keep their size and the
    /// centers give way first. [R] same method; [M] kean.blog prints 149 for the second guide.
    static let stackEqualCenteringFirstPriority: Float = 150
    static let stackEqualCenteringFloorPriority: Float = 50

    /// `UISV-canvas-fit` (the stack's size along the axis == 0) for `.equalSpacing` and
    /// `.equalCentering`, whose gaps would otherwise grow without limit: 49, just below
    /// `UILayoutPriority.fittingSizeLevel`. [R] `-[_UILayoutArrangement _updateCanvasConnectionConstraintsIfNecessary]`
    /// (priority bits 0x42440000); [M] kean.blog.
    static let stackCanvasFitPriority: Float = 49

    /// `UISV-spanning-boundary` equalities of the alignment spanner (`.leading`/`.trailing`):
    /// 999.5. [M] kean.blog "Let's Build UIStackView".
    static let stackSpanningBoundaryPriority: Float = 999.5

    /// `UISV-spanning-fit` (the alignment spanner's size across the axis == 0): 51 with a visible
    /// arranged view, 0.001 with none. [R] `-[_UILayoutArrangement _spanningLayoutGuideFittingPriority]`.
    static let stackSpanningFitPriority: Float = 51
    static let stackSpanningFitPriorityAllHidden: Float = 0.001

    /// `UISV-ambiguity-suppression` (each arranged view's size across the axis == 0) for the
    /// alignments other than `.fill`: 25, below hugging, so a view without an intrinsic size
    /// collapses instead of being ambiguous. [R] `-[_UIAlignedLayoutArrangement _setUpConstraintForItem:referenceItem:attribute:inConstraintsTable:]`.
    static let stackAmbiguitySuppressionPriority: Float = 25
}
