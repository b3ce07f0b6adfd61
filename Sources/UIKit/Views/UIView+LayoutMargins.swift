import Foundation

// Layout margins: the space a view keeps free along its edges for its content, which
// `layoutMarginsGuide` (and the `…Margin` attributes of Auto Layout) stand for.
//
// A view's margins, as `layoutMargins` and `directionalLayoutMargins` read them, are what UIKit
// calls its actual margins, built from the ones set in this order:
// 1. the margins set (8 pt on each side by default; a controller's root view without margins of
//    its own starts from zero), on the sides the view's layout direction gives them;
// 2. a controller's root view: each side at least the controller's `systemMinimumLayoutMargins`
//    while `viewRespectsSystemMinimumLayoutMargins` (16 or 20 pt leading and trailing);
// 3. `insetsLayoutMarginsFromSafeArea` (default true): plus the view's `safeAreaInsets`, so the
//    margins are measured from the edge of the safe area;
// 4. `preservesSuperviewLayoutMargins` (default false): each side at least as far in as the
//    superview's margin on that side reaches into the view ("the smallest amount needed to ensure
//    that content is also inside the superview's margins").
// Sources: Apple's documentation of `layoutMargins`, `directionalLayoutMargins`,
// `insetsLayoutMarginsFromSafeArea`, `preservesSuperviewLayoutMargins`,
// `systemMinimumLayoutMargins` and `viewRespectsSystemMinimumLayoutMargins`: the properties read
// the actual margins ("the default value of this property reflects the system minimum margins
// and safe area insets"; for other views the values "may be greater if the view is not fully
// inside the safe area or if the preservesSuperviewLayoutMargins property is true"). Apple does
// not say whether step 3 adds the safe area or takes the larger of the two ("margins that are
// outside the safe area are automatically modified to fall within the safe area boundary"); it
// adds it, as code that reproduces UIKit's margins by hand for views that opt out does
// (SwiftMessages' `MarginAdjustable`: margins are "the amount to add to the safe area insets").
// The root view's starting point of zero follows the iOS 8–10 text of `layoutMargins` ("The top
// and bottom margins are set to zero points"), which the minimums then raise at the sides.
//
// When they change. Each view keeps the margins it last computed and reported
// (`_layoutMarginsState.effective`), so reading them costs a flag check, and recomputes them only
// after something they depend on changed:
// - its own settings (the two margin properties, `preservesSuperviewLayoutMargins`,
//   `insetsLayoutMarginsFromSafeArea`, `semanticContentAttribute`, the controller's
//   `viewRespectsSystemMinimumLayoutMargins`): at once;
// - its geometry (a new size, position or transform, a new superview or window, becoming or
//   ceasing to be a root view) and its safe area (a status bar that comes or goes, bars and
//   `additionalSafeAreaInsets` of its controller, where `UIViewController+SafeArea.swift` and
//   `UIWindow+StatusBar.swift` mark views): the view is marked stale (a flag, nothing else) and
//   recomputes when they are read — so `_effectiveLayoutMargins` is always current when read —
//   and, if someone may be waiting for the change (`_reportsLayoutMarginsInLayout`: a root view,
//   a view of the app's class, a view whose margins guide is in use), in its next layout (before
//   `layoutSubviews`) or right after its superview's `layoutSubviews` (which is where subviews
//   are usually moved);
// - its superview's margins, when it preserves them: the superview's change reaches down at once,
//   through the subviews that preserve their superview's margins only.
// A change calls `_effectiveLayoutMarginsDidChange()`: `layoutMarginsDidChange()`, the
// controller's `viewLayoutMarginsDidChange()` for a root view, and a new layout of the view.
// Nothing walks the tree per frame: the costs follow the changes. What is not tracked: a view
// that moves only because an ancestor moves (or because the scroll view it is in scrolls) is not
// marked, and keeps its margins until something marks it (its own geometry, a safe-area change
// its controller sees) — as its `safeAreaInsetsDidChange()` is not called either.
extension UIView {

    // MARK: - Auto Layout's entry points

    /// The insets of `layoutMarginsGuide` from the view's bounds: the margins with everything
    /// above included, left and right as laid out. Current when read (stale margins are
    /// recomputed first, which may report a change through `_effectiveLayoutMarginsDidChange()`);
    /// read it before solving, not inside a solve.
    var _effectiveLayoutMargins: UIEdgeInsets {
        if _layoutMarginsState.isStale || _hasStalePreservedAncestor { _updateEffectiveLayoutMargins() }
        return _layoutMarginsState.effective
    }

    /// Whether a superview whose margins this view's read (through `preservesSuperviewLayoutMargins`,
    /// and so on up) is stale.
    private var _hasStalePreservedAncestor: Bool {
        var view = self
        while view._layoutMarginsState.preservesSuperview, let superview = view._superview {
            if superview._layoutMarginsState.isStale { return true }
            view = superview
        }
        return false
    }

    /// The view's margins changed (`_effectiveLayoutMargins` holds the new ones): the view hears
    /// `layoutMarginsDidChange()`, a root view's controller `viewLayoutMarginsDidChange()`, and
    /// the view is laid out again (unless it is being laid out now).
    func _effectiveLayoutMarginsDidChange() {
        _layoutMarginsGuideStorage?._ownerGeometryDidChange()
        _readableContentGuideStorage?._ownerGeometryDidChange()
        layoutMarginsDidChange()
        _viewController?.viewLayoutMarginsDidChange()
        if !_layoutMarginsState.isUpdatingForOwnLayout { setNeedsLayout() }
    }

    // MARK: - The properties

    /// `layoutMargins`'s setter: these margins on these sides, whatever the layout direction.
    func _setLayoutMargins(_ margins: UIEdgeInsets) {
        _requireFinite(margins, "UIView layoutMargins")
        _setMargins(NSDirectionalEdgeInsets(top: margins.top, leading: margins.left, bottom: margins.bottom,
                                            trailing: margins.right), directional: false)
    }

    /// `directionalLayoutMargins`'s setter: leading and trailing follow the layout direction.
    func _setDirectionalLayoutMargins(_ margins: NSDirectionalEdgeInsets) {
        _requireFinite(margins, "UIView directionalLayoutMargins")
        _setMargins(margins, directional: true)
    }

    private func _setMargins(_ margins: NSDirectionalEdgeInsets, directional: Bool) {
        let state = _layoutMarginsState
        if state.isSet && state.isDirectional == directional && state.specified == margins { return }
        _layoutMarginsState.specified = margins
        _layoutMarginsState.isDirectional = directional
        _layoutMarginsState.isSet = true
        _layoutMarginsInputDidChange()
    }

    /// `preservesSuperviewLayoutMargins`'s setter.
    func _setPreservesSuperviewLayoutMargins(_ preserves: Bool) {
        guard preserves != _layoutMarginsState.preservesSuperview else { return }
        _layoutMarginsState.preservesSuperview = preserves
        _layoutMarginsInputDidChange()
    }

    /// `insetsLayoutMarginsFromSafeArea`'s setter.
    func _setInsetsLayoutMarginsFromSafeArea(_ insets: Bool) {
        guard insets != _layoutMarginsState.insetsFromSafeArea else { return }
        _layoutMarginsState.insetsFromSafeArea = insets
        _layoutMarginsInputDidChange()
    }

    /// One of the view's own margin settings changed: recompute now.
    func _layoutMarginsInputDidChange() {
        _layoutMarginsState.isStale = true
        _updateEffectiveLayoutMargins()
    }

    // MARK: - Marking stale

    /// The view's size changed: its margins (its safe area, its distance to a preserved
    /// superview's far edges, a root view's minimum) and those of its subviews that preserve its
    /// margins (their distance to its right and bottom edges) may be different. Both are laid out
    /// in the coming layout pass, which recomputes them.
    func _layoutMarginsSizeDidChange() {
        _markLayoutMarginsStale()
        for subview in _subviews where subview._layoutMarginsState.preservesSuperview {
            subview._markLayoutMarginsStale()
        }
    }

    // MARK: - Recomputing

    /// Recomputes the margins now; when they changed, reports it and passes the change down to
    /// the subviews that preserve them. When this view preserves a superview whose margins are
    /// stale (or one further up the chain of preserving views), those are recomputed first, top
    /// down; their changes reach this view through the cascade.
    func _updateEffectiveLayoutMargins() {
        var top: UIView = self
        var view = self
        while view._layoutMarginsState.preservesSuperview, let superview = view._superview {
            if superview._layoutMarginsState.isStale { top = superview }
            view = superview
        }
        if top === self {
            _recomputeLayoutMargins()
            return
        }
        _layoutMarginsState.isStale = true
        var path: [UIView] = []
        view = self
        while view !== top { path.append(view); view = view._superview! }
        path.append(top)
        for view in path.reversed() where view._layoutMarginsState.isStale { view._recomputeLayoutMargins() }
    }

    /// The layout pass, before `layoutSubviews`: the margins of a view that reports them are
    /// current when it lays out.
    func _updateLayoutMarginsBeforeLayout() {
        guard _layoutMarginsState.isStale, _reportsLayoutMarginsInLayout else { return }
        _layoutMarginsState.isUpdatingForOwnLayout = true
        _updateEffectiveLayoutMargins()
        _layoutMarginsState.isUpdatingForOwnLayout = false
    }

    /// The layout pass, after `layoutSubviews`: subviews it moved that report their margins
    /// recompute them (those laid out next would anyway; the others only moved). Only when one
    /// that reports them was marked stale since the last time (`_markLayoutMarginsStale()`): a
    /// scroll view lays out at every frame of a scroll, and must not go through thousands of rows
    /// each time.
    func _updateSubviewLayoutMarginsAfterLayout() {
        guard _layoutMarginsState.hasStaleReportingSubview else { return }
        // Marks made by the updates themselves (a reported change) send the next pass through again.
        _layoutMarginsState.hasStaleReportingSubview = false
        _UIViewLayoutMarginsState.subviewsLookedAt &+= _subviews.count
        for subview in _subviews where subview._layoutMarginsState.isStale && subview._reportsLayoutMarginsInLayout {
            subview._updateEffectiveLayoutMargins()
        }
    }

    /// Whether stale margins are recomputed in the layout pass (so a change is reported as it
    /// happens) rather than when read: for views whose change someone may be waiting for — a
    /// controller's root view (`viewLayoutMarginsDidChange()`), a view of the app's own class
    /// (it may override `layoutMarginsDidChange()`), a view whose margins are observed
    /// (`_layoutMarginsState.isObserved`: a `layoutMarginsGuide` in use). UIKit's own view classes
    /// do nothing in `layoutMarginsDidChange()`, so theirs wait to be read: a safe area costs a
    /// walk to the window, which a layout pass over a thousand plain views should not pay.
    var _reportsLayoutMarginsInLayout: Bool {
        _layoutMarginsState.isObserved || !_UIViewLayoutMarginsClassInfo.isFrameworkClass(self) || _viewController != nil
    }

    /// Marks the margins stale: something they depend on changed, and they are recomputed when
    /// next read. A view that reports its margins in the layout pass also tells its superview,
    /// whose next layout brings them up to date (`_updateSubviewLayoutMarginsAfterLayout`).
    func _markLayoutMarginsStale() {
        _layoutMarginsState.isStale = true
        // Most views do not report (a frame change of every plain view comes here): ask that first.
        guard _reportsLayoutMarginsInLayout, let superview = _superview,
              !superview._layoutMarginsState.hasStaleReportingSubview else { return }
        superview._layoutMarginsState.hasStaleReportingSubview = true
    }

    /// Recomputes this view's margins (its superview's are current); when they changed, reports
    /// it here and in every subview below that preserves its superview's margins and whose
    /// margins change with them, parents first. The walk goes down only through those subviews.
    private func _recomputeLayoutMargins() {
        guard _storeEffectiveLayoutMargins() else { return }
        _effectiveLayoutMarginsDidChange()
        guard _subviews.contains(where: { $0._layoutMarginsState.preservesSuperview }) else { return }
        var stack: [UIView] = []
        for subview in _subviews.reversed() where subview._layoutMarginsState.preservesSuperview {
            stack.append(subview)
        }
        while let view = stack.popLast() {
            guard view._storeEffectiveLayoutMargins() else { continue }
            view._effectiveLayoutMarginsDidChange()
            for subview in view._subviews.reversed() where subview._layoutMarginsState.preservesSuperview {
                stack.append(subview)
            }
        }
    }

    /// Computes the margins and stores them; true when they differ from the stored ones.
    private func _storeEffectiveLayoutMargins() -> Bool {
        let margins = _computedLayoutMargins()
        _layoutMarginsState.isStale = false
        guard margins != _layoutMarginsState.effective else { return false }
        _layoutMarginsState.effective = margins
        return true
    }

    /// The margins from the four steps above, with the superview's stored margins.
    private func _computedLayoutMargins() -> UIEdgeInsets {
        let state = _layoutMarginsState
        let controller = _viewController
        var margins: UIEdgeInsets = .zero
        if state.isSet || controller == nil {
            margins = state.isDirectional
                ? _absoluteInsets(state.specified)
                : UIEdgeInsets(top: state.specified.top, left: state.specified.leading,
                               bottom: state.specified.bottom, right: state.specified.trailing)
        }
        if let controller, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = _absoluteInsets(controller.systemMinimumLayoutMargins)
            margins = UIEdgeInsets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
                                   bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
        }
        if state.insetsFromSafeArea, _window != nil {
            let safe = _computedSafeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if state.preservesSuperview, let superview = _superview {
            let outer = superview._layoutMarginsState.effective
            let container = superview.bounds
            let mine = frame
            margins.left = max(margins.left, outer.left - (mine.minX - container.minX))
            margins.top = max(margins.top, outer.top - (mine.minY - container.minY))
            margins.right = max(margins.right, outer.right - (container.maxX - mine.maxX))
            margins.bottom = max(margins.bottom, outer.bottom - (container.maxY - mine.maxY))
        }
        return margins
    }
}

/// The layout-margin state of one view (`UIView._layoutMarginsState`), with its semantic content
/// attribute.
@MainActor
struct _UIViewLayoutMarginsState {
    /// Subviews the layout passes have looked through for stale margins: for tests.
    static var subviewsLookedAt = 0
    /// The margins set, as set: leading and trailing when `isDirectional`, else left and right in
    /// `leading` and `trailing`.
    var specified = NSDirectionalEdgeInsets(top: LayoutMarginConstants.defaultMargin,
                                            leading: LayoutMarginConstants.defaultMargin,
                                            bottom: LayoutMarginConstants.defaultMargin,
                                            trailing: LayoutMarginConstants.defaultMargin)
    var isDirectional = true
    /// Whether the app set margins; a controller's root view without any starts from zero.
    var isSet = false
    var preservesSuperview = false
    var insetsFromSafeArea = true
    var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    /// The margins last computed and reported: what `layoutMargins` reads.
    var effective = UIEdgeInsets(top: LayoutMarginConstants.defaultMargin, left: LayoutMarginConstants.defaultMargin,
                                 bottom: LayoutMarginConstants.defaultMargin, right: LayoutMarginConstants.defaultMargin)
    /// Something `effective` depends on changed since it was computed.
    var isStale = false
    /// A subview that reports its margins in the layout pass was marked stale since this view's
    /// last layout (`UIView._markLayoutMarginsStale()`).
    var hasStaleReportingSubview = false
    /// Set while the view's own layout recomputes its margins, which need not lay it out again.
    var isUpdatingForOwnLayout = false
    /// Something reads the margins as they change — Auto Layout sets it for a view whose
    /// `layoutMarginsGuide` is in use: stale margins are then recomputed in the layout pass
    /// (`UIView._reportsLayoutMarginsInLayout`).
    var isObserved = false
}

/// Which view classes are UIKit's own (their `layoutMarginsDidChange()` does nothing): the others
/// are the app's, which may override it. Swift cannot ask whether a method is overridden.
@MainActor
enum _UIViewLayoutMarginsClassInfo {
    private static var frameworkClasses = _ModuleClassCache(module: "UIKit")

    static func isFrameworkClass(_ view: UIView) -> Bool {
        let type = type(of: view)
        if type == UIView.self { return true }
        return frameworkClasses.isDeclaredInModule(type)
    }
}
