import Foundation

/// Something constraints can relate: a `UIView` or a `UILayoutGuide`. Not API.
@MainActor
protocol _UILayoutItem: AnyObject {
    /// The item's layout state, made on first use.
    var _layoutItemState: _UILayoutItemState { get }
    /// The item's layout state if it has one.
    var _existingLayoutItemState: _UILayoutItemState? { get }
    /// The view whose bounds coordinates the item's variables are in (the superview of a view,
    /// the owning view of a guide), and whose `layoutSubviews` applies the item's solution.
    var _layoutParent: UIView? { get }
    /// The view that stands for the item in the hierarchy (the view itself, a guide's owning
    /// view): what common ancestors are computed from.
    var _hierarchyView: UIView? { get }
}

/// What the layout engine keeps for one item. Not API.
@MainActor
final class _UILayoutItemState {
    /// The item's variables in its engine: origin (in the layout parent's bounds coordinates)
    /// and size of its alignment rectangle. Nil while no constraint in a solver mentions it.
    var variables: _UILayoutVariables?
    /// The engine the variables belong to.
    weak var engine: _UILayoutEngine?
    /// How many constraints in the solver mention the item (its own generated constraints aside).
    var useCount = 0

    // Views only.
    /// Constraints installed on this view (`UIView.constraints`), in installation order.
    var installed: [NSLayoutConstraint] = []
    /// Content hugging and compression resistance priorities per axis (horizontal, vertical).
    var hugging: (Float, Float) = (LayoutConstants.defaultHugging, LayoutConstants.defaultHugging)
    var compressionResistance: (Float, Float) = (LayoutConstants.defaultCompressionResistance,
                                                 LayoutConstants.defaultCompressionResistance)
    /// The intrinsic content size the solver holds, and its constraints: per axis ≥ (compression
    /// resistance) and ≤ (hugging).
    var intrinsicSize: CGSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    var intrinsicConstraints: [_CassowarySolver.Constraint?] = [nil, nil, nil, nil]
    var intrinsicSizeIsStale = false
    /// The constraints `translatesAutoresizingMaskIntoConstraints` generated, while engaged.
    var autoresizingConstraints: [NSLayoutConstraint] = []
    /// Engaged items whose frames this view's `layoutSubviews` sets (subviews and guides).
    var engagedChildren = 0
    /// `setNeedsUpdateConstraints()` was called (or the view is new to a constraint-based window).
    var needsUpdateConstraints = true

    init() {}
}

/// The four variables of an item in a solver. Not API.
struct _UILayoutVariables {
    let minX, minY, width, height: _CassowarySolver.Variable
}

/// A weak reference to an item, for the engine's variable → item table. Not API.
@MainActor
struct _UIWeakLayoutItem {
    weak var item: (any _UILayoutItem)?
}
