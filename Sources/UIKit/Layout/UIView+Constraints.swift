import Foundation

// Auto Layout on views: anchors, installed constraints, content priorities, layout guides, the
// update-constraints pass and the application of the engine's solution in `layoutSubviews`.
// The overridable members (translatesAutoresizingMaskIntoConstraints, updateConstraints,
// alignment rectangles, systemLayoutSizeFitting…) are declared in UIView.swift.
extension UIView: _UILayoutItem {
    var _layoutItemState: _UILayoutItemState {
        if let state = _layoutState { return state }
        let state = _UILayoutItemState()
        _layoutState = state
        return state
    }

    var _existingLayoutItemState: _UILayoutItemState? { _layoutState }
    var _layoutParent: UIView? { _superview }
    var _hierarchyView: UIView? { self }
}

extension UIView {
    // MARK: Anchors

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .right) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_item: self, attribute: .bottom) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(_item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(_item: self, attribute: .height) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .centerX) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_item: self, attribute: .centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_item: self, attribute: .lastBaseline) }

    // MARK: Installed constraints

    /// The constraints installed on this view (activated with it as the closest common ancestor
    /// of their items), in installation order.
    public var constraints: [NSLayoutConstraint] { _layoutState?.installed ?? [] }

    /// Activates `constraint` (the legacy form: it must concern this view or its subviews).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
    }

    /// Activates each of `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.activate(constraints)
    }

    /// Deactivates `constraint` when it is installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint._installedOn === self { constraint.isActive = false }
    }

    /// Deactivates each of `constraints` installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { removeConstraint(c) }
    }

    // MARK: Content priorities

    /// How strongly the view resists growing beyond its intrinsic size on `axis`. Default 250.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = _layoutState else { return UILayoutPriority(LayoutConstants.defaultHugging) }
        return UILayoutPriority(axis == .horizontal ? state.hugging.0 : state.hugging.1)
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = _layoutItemState
        if axis == .horizontal { state.hugging.0 = priority.rawValue } else { state.hugging.1 = priority.rawValue }
        _intrinsicConstraintsNeedUpdate()
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`. Default 750.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = _layoutState else { return UILayoutPriority(LayoutConstants.defaultCompressionResistance) }
        return UILayoutPriority(axis == .horizontal ? state.compressionResistance.0 : state.compressionResistance.1)
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = _layoutItemState
        if axis == .horizontal { state.compressionResistance.0 = priority.rawValue } else { state.compressionResistance.1 = priority.rawValue }
        _intrinsicConstraintsNeedUpdate()
    }

    func _invalidateIntrinsicContentSize() {
        _intrinsicConstraintsNeedUpdate()
        _superview?._intrinsicContentSizeInvalidated(forChildView: self)
    }

    private func _intrinsicConstraintsNeedUpdate() {
        guard let state = _layoutState, state.variables != nil, let engine = state.engine else { return }
        engine.noteIntrinsicSizeInvalidated(of: self)
    }

    // MARK: Fitting sizes

    /// The smallest size for `systemLayoutSizeFitting(_:)`: (0, 0).
    public static let layoutFittingCompressedSize = LayoutConstants.fittingCompressedSize
    /// The largest size for `systemLayoutSizeFitting(_:)`: (10000, 10000).
    public static let layoutFittingExpandedSize = LayoutConstants.fittingExpandedSize

    func _systemLayoutSizeFitting(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        // Constraints made in `updateConstraints()` (a stack view's) count too.
        _updateConstraintsAndSolveIfNeeded()
        guard let engine = _rootLayoutEngine(creating: false) else {
            return _fittingSizeWithoutConstraints(target)
        }
        return engine.fittingSize(of: self, target: target, horizontal: horizontal.rawValue, vertical: vertical.rawValue)
            ?? _fittingSizeWithoutConstraints(target)
    }

    /// A view no constraint mentions: its intrinsic size where it has one, else the target.
    private func _fittingSizeWithoutConstraints(_ target: CGSize) -> CGSize {
        let intrinsic = intrinsicContentSize
        return CGSize(width: intrinsic.width == UIView.noIntrinsicMetric ? target.width : intrinsic.width,
                      height: intrinsic.height == UIView.noIntrinsicMetric ? target.height : intrinsic.height)
    }

    // MARK: Layout guides

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { _layoutGuides }

    /// Adds `guide` to the view (removing it from its previous view first).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        if guide._owningView === self { return }
        guide._owningView?.removeLayoutGuide(guide)
        guide._owningView = self
        _layoutGuides.append(guide)
    }

    /// Removes `guide`, deactivating the constraints that mention it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide._owningView === self else { return }
        _deactivateConstraints { $0._relatedItems.contains { $0 === guide } }
        _layoutGuides.removeAll { $0 === guide }
        guide._owningView = nil
    }

    /// The guide for the view's bounds inset by its layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        _systemGuide(\UIView._layoutMarginsGuideStorage, .layoutMargins, "UIViewLayoutMarginsGuide")
    }

    /// The guide for the part of the view not covered by bars, the status bar or the screen's
    /// unsafe edges (`safeAreaInsets`).
    public var safeAreaLayoutGuide: UILayoutGuide {
        _systemGuide(\UIView._safeAreaLayoutGuideStorage, .safeArea, "UIViewSafeAreaLayoutGuide")
    }

    /// The guide for a comfortable line length: the margins guide, at most 672 points wide
    /// (`LayoutConstants.readableWidth`), centred.
    public var readableContentGuide: UILayoutGuide {
        _systemGuide(\UIView._readableContentGuideStorage, .readableContent, "UIViewReadableContentGuide")
    }

    /// The system guide kept in `storage`, made on first use. A guide that follows the margins
    /// keeps them recomputed at layout (`_layoutMarginsState.isObserved`, UIView+LayoutMargins.swift).
    func _systemGuide<View: UIView>(_ storage: ReferenceWritableKeyPath<View, UILayoutGuide?>,
                                    _ kind: UILayoutGuide._SystemKind, _ identifier: String) -> UILayoutGuide {
        let view = self as! View
        if let guide = view[keyPath: storage] { return guide }
        let guide = UILayoutGuide(_system: kind, identifier: identifier)
        guide._owningView = self
        if kind == .layoutMargins || kind == .readableContent {
            _layoutMarginsState.isObserved = true
            // Now reported in the layout pass: stale margins are brought up to date there.
            if _layoutMarginsState.isStale { _markLayoutMarginsStale() }
        }
        view[keyPath: storage] = guide
        return guide
    }

    /// The layout margins the margins guide insets the bounds by.
    var _layoutMarginsForGuide: UIEdgeInsets { _effectiveLayoutMargins }

    /// The safe area or the margins changed: moves the system guides.
    func _systemGuideInsetsDidChange() {
        _safeAreaLayoutGuideStorage?._ownerGeometryDidChange()
        _layoutMarginsGuideStorage?._ownerGeometryDidChange()
        _readableContentGuideStorage?._ownerGeometryDidChange()
        _keyboardLayoutGuideStorage?._ownerGeometryDidChange()
    }

    // MARK: The passes

    func _setNeedsUpdateConstraints() {
        _layoutItemState.needsUpdateConstraints = true
        _rootLayoutEngine(creating: true)!.constraintUpdatesRequested = true
        setNeedsLayout()
    }

    /// Whether `setNeedsUpdateConstraints()` was called since the last update pass.
    public func needsUpdateConstraints() -> Bool {
        _layoutState?.needsUpdateConstraints ?? false
    }

    /// The update-constraints pass over the subtree: views whose constraints need updating,
    /// subviews before their superviews. A controller's root view asks its controller
    /// (`updateViewConstraints()`).
    func _updateConstraintsIfNeeded() {
        var order: [UIView] = []
        _forEachInSubtree { if $0._layoutState?.needsUpdateConstraints == true { order.append($0) } }
        for view in order.reversed() where view._layoutState?.needsUpdateConstraints == true {
            if let vc = view._viewController { vc.updateViewConstraints() } else { view.updateConstraints() }
            view._layoutState?.needsUpdateConstraints = false
        }
    }

    /// Runs pending constraint updates and brings the hierarchy's engine up to date.
    func _updateConstraintsAndSolveIfNeeded() {
        let root = _hierarchyRoot
        guard let engine = root._layoutEngine else {
            if _layoutState?.needsUpdateConstraints == true { _updateConstraintsIfNeeded() }
            return
        }
        if engine.constraintUpdatesRequested {
            // Cleared first: a request made during the pass is kept for the next one, and a
            // fitting-size query inside `updateConstraints()` does not start the pass again.
            engine.constraintUpdatesRequested = false
            root._updateConstraintsIfNeeded()
        }
        engine.solveIfNeeded()
    }

    /// The default `layoutSubviews()`: sets the frames the engine solved for the subviews that
    /// do not translate their autoresizing masks (their center and bounds size, so a transform
    /// stays as it is), edges rounded to the screen's pixels.
    func _applyEngineLayoutToSubviews() {
        guard let state = _layoutState, state.engagedChildren > 0, let engine = state.engine else { return }
        let scale = _window?.screen.scale ?? UIScreen.main.scale
        // A multi-line label given a new width wraps again and asks for another solve: UIKit's
        // second layout pass, done here at once (bounded, as text could oscillate).
        for _ in 0..<3 {
            engine.solveIfNeeded()
            for sub in _subviews where !sub._translatesAutoresizingMask {
                guard let subState = sub._layoutState, let variables = subState.variables, subState.engine === engine else { continue }
                let rect = _UILayoutEngine.pixelAligned(engine.rect(of: variables), scale: scale)
                sub._setFrameFromEngine(sub.frame(forAlignmentRect: rect))
            }
            if !engine.hasPendingChanges { break }
        }
    }

    /// Sets the untransformed frame: bounds size and center (through the anchor point).
    fileprivate func _setFrameFromEngine(_ frame: CGRect) {
        let size = frame.size
        if layer.bounds.size != size {
            let widthChanged = layer.bounds.width != size.width
            bounds = CGRect(origin: bounds.origin, size: size)
            if widthChanged { _layoutDidChangeWidth() }
        }
        let anchor = layer.anchorPoint
        let position = CGPoint(x: frame.minX + anchor.x * size.width, y: frame.minY + anchor.y * size.height)
        if layer.position != position { center = position }
    }

    /// The view's alignment rectangle from its center and bounds, ignoring the transform (what
    /// generated autoresizing constraints pin).
    var _untransformedAlignmentRect: CGRect {
        let size = layer.bounds.size
        let anchor = layer.anchorPoint
        let p = layer.position
        return alignmentRect(forFrame: CGRect(x: p.x - anchor.x * size.width, y: p.y - anchor.y * size.height,
                                              width: size.width, height: size.height))
    }

    /// The view whose layout applies this view's frame (its superview), or the view itself.
    var _layoutParentOrSelf: UIView { _superview ?? self }

    /// The frame changed: generated autoresizing constraints follow it.
    func _noteFrameChangeForLayoutEngine() {
        guard let state = _layoutState, !state.autoresizingConstraints.isEmpty, let engine = state.engine else { return }
        engine.noteAutoresizingFrameChange(of: self)
    }

    func _translatesAutoresizingMaskDidChange() {
        guard let state = _layoutState, state.variables != nil, let engine = state.engine else { return }
        engine.translatesAutoresizingMaskDidChange(of: self)
    }

    // MARK: Debugging (UIConstraintBasedLayoutDebugging)

    /// The constraints that affect the view's position and size on `axis`. Debugging only.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        _rootLayoutEngine(creating: false)?.constraintsAffecting(self, axis: axis) ?? []
    }

    /// Whether the constraints leave the view's position or size undetermined (another frame
    /// would satisfy them as well). Debugging only; nothing checks this automatically.
    public var hasAmbiguousLayout: Bool {
        _rootLayoutEngine(creating: false)?.isAmbiguous(self) ?? false
    }

    /// Moves an ambiguously laid-out view to another frame its constraints allow, to show the
    /// ambiguity on screen. Debugging only; the next layout of its superview may move it back.
    public func exerciseAmbiguityInLayout() {
        guard let engine = _rootLayoutEngine(creating: false) else { return }
        UIView._exerciseCount &+= 1
        guard let rect = engine.alternativeRect(of: self, seed: UIView._exerciseCount) else { return }
        let scale = _window?.screen.scale ?? UIScreen.main.scale
        _setFrameFromEngine(frame(forAlignmentRect: _UILayoutEngine.pixelAligned(rect, scale: scale)))
    }

    private static var _exerciseCount = 0

    // MARK: Hierarchy changes

    /// Deactivates the constraints installed on this view or its ancestors that `matches`.
    func _deactivateConstraints(where matches: (NSLayoutConstraint) -> Bool) {
        var view: UIView? = self
        while let v = view {
            if let installed = v._layoutState?.installed, !installed.isEmpty {
                for c in installed where matches(c) { c.isActive = false }
            }
            view = v._superview
        }
    }

    /// Before the view leaves its superview: constraints between its subtree and the rest of
    /// the hierarchy are deactivated (as UIKit's `removeFromSuperview` does), and those inside
    /// the subtree leave the old hierarchy's engine.
    func _layoutWillLeaveSuperview() -> [NSLayoutConstraint] {
        guard let parent = _superview, parent._hierarchyRoot._layoutEngine != nil else { return [] }
        parent._deactivateConstraints { c in
            c._mentions(viewIn: self)
        }
        var moving: [NSLayoutConstraint] = []
        _forEachInSubtree { view in
            guard let installed = view._layoutState?.installed else { return }
            for c in installed where c._isActive {
                c._engine?.remove(c)
                moving.append(c)
            }
        }
        return moving
    }

    /// After the view joined a hierarchy (or became a root): its constraints, and those of the
    /// engine it had as a root, enter the new hierarchy's engine.
    func _layoutDidJoinHierarchy(_ moving: [NSLayoutConstraint]) {
        var constraints = moving
        if let ownEngine = _layoutEngine, _superview != nil {
            for c in ownEngine.allConstraints {
                ownEngine.remove(c)
                constraints.append(c)
            }
            _layoutEngine = nil
            // Views of the subtree still waiting for `updateConstraints()` wait in the new engine.
            if ownEngine.constraintUpdatesRequested { _rootLayoutEngine(creating: true)!.constraintUpdatesRequested = true }
        }
        guard !constraints.isEmpty else { return }
        let engine = _rootLayoutEngine(creating: true)!
        for c in constraints where c._isActive { engine.add(c) }
    }
}

extension NSLayoutConstraint {
    /// Whether one of the constraint's items is `view` or one of its guides.
    func _mentions(itemOf view: UIView) -> Bool {
        for object in _relatedItems {
            if object === view { return true }
            if let guide = object as? UILayoutGuide, guide._owningView === view { return true }
        }
        return false
    }

    /// Whether one of the constraint's items is `view` or inside it.
    func _mentions(viewIn view: UIView) -> Bool {
        for object in _relatedItems {
            guard let item = object as? any _UILayoutItem, let v = item._hierarchyView else { continue }
            if v.isDescendant(of: view) { return true }
        }
        return false
    }
}
