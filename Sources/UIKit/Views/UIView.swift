import Foundation

/// A rectangle on screen that draws, lays out its subviews and handles touches.
///
/// Geometry lives in the view's `layer`: `bounds`, `center` (the layer's `position`) and
/// `transform` are primary; `frame` is derived (the bounding box of the transformed bounds in the
/// superview). `bounds.origin` is the view's scroll offset: it shifts where subviews appear.
///
/// Everything a subclass may override is declared here; the larger implementations live in
/// `UIView+Hierarchy.swift`, `UIView+Geometry.swift` (conversion, hit-testing, safe area),
/// `UIView+AutoresizingMask.swift`, `UIView+ContentMode.swift` and `UIView+Rendering.swift`.
@MainActor
open class UIView: UIResponder, CALayerDelegate, _CALayerGeometryObserver {
    /// The class of the view's backing layer. Override to back a view with a `CALayer` subclass.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer; the view is its delegate.
    public let layer: CALayer

    var _subviews: [UIView] = []
    weak var _superview: UIView?
    weak var _window: UIWindow?
    /// The view controller whose root view this is.
    weak var _viewController: UIViewController?

    /// Trait change handlers registered with `registerForTraitChanges` (released with the view).
    public var _traitChangeRegistrations: [_UITraitChangeRegistration] = []

    /// The view's traits: its window's (see `UIWindow.traitCollection`); a view in no window has
    /// its screen's.
    open var traitCollection: UITraitCollection {
        _window?.traitCollection ?? _application._screen.traitCollection
    }

    /// Called after the view's traits changed (its window was resized, see `UITraitEnvironment`),
    /// with the old traits. Default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Creates a view with `frame` (in the superview's coordinates it will get).
    public init(frame: CGRect) {
        guard let layerType = Self.layerClass as? CALayer.Type else {
            _rockhopperFailure("\(Self.self).layerClass must be CALayer or a subclass of it")
        }
        layer = layerType.init()
        super.init()
        layer.delegate = self
        layer._geometryObserver = self
        layer._delegateRefusesActions = _UIViewClassInfo.keepsDefaultActions(self)
        layer.frame = frame
        _setUpRendering()
        // A view that makes its constraints only in `updateConstraints()` gets that pass
        // without anyone asking (UIKit's "chicken and egg" note on the class property).
        if Self.requiresConstraintBasedLayout { _setNeedsUpdateConstraints() }
    }

    /// `UIView()` is `UIView(frame: .zero)`, as on iOS.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Views are built in code here: nibs and storyboards (and so `NSCoder` decoding) are not
    /// supported. Calling this stops the program with a message saying so.
    public required init?(coder: NSCoder) {
        _rockhopperFailure("UIView.init(coder:): nibs and storyboards are not supported by Rockhopper; create \(Self.self) with init(frame:)")
    }

    /// Frees a deep subtree without recursion: subviews that die with this view hand their own
    /// subviews to a work list first, so each release frees one level (Swift would otherwise
    /// release a 10,000-deep chain with 10,000 nested calls).
    isolated deinit {
        // The layer may outlive the view: without its delegate it looks its actions up again.
        layer._delegateRefusesActions = false
        guard !_subviews.isEmpty else { return }
        var pending = _subviews
        _subviews = []
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view), !view._subviews.isEmpty {
                pending.append(contentsOf: view._subviews)
                view._subviews = []
            }
        }
    }

    // MARK: - Geometry

    /// The bounding box of the view in its superview's coordinates. Setting it (with an identity
    /// transform) sets `center` to the rect's midpoint and `bounds.size` to its size;
    /// `bounds.origin` is untouched. A size change lays the view out again.
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }

    /// The view's own coordinate space. Changing `size` grows or shrinks the view around its
    /// center; changing `origin` scrolls the subviews. Any change lays the view out again.
    open var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }

    /// The view's center in its superview's coordinates (the layer's `position`). Valid under any
    /// transform.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// The view's affine transform around its center (anchor point). It changes how the view
    /// appears in its superview but neither `bounds` nor `center`.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }

    /// The layer's full 3-D transform.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: - Hierarchy

    /// The view this view is a subview of.
    open var superview: UIView? { _superview }

    /// The subviews, back to front.
    open var subviews: [UIView] { _subviews }

    /// The window the view is in, if any.
    open var window: UIWindow? { _window }

    /// Adds `view` on top of the other subviews, removing it from its old superview first. Adding a
    /// subview again brings it to the front. Stops the program when `view` is this view or one of
    /// its ancestors.
    open func addSubview(_ view: UIView) {
        _insertSubview(view, at: _subviews.count)
    }

    /// Inserts `view` at `index` in `subviews` (clamped to 0...count).
    open func insertSubview(_ view: UIView, at index: Int) {
        _insertSubview(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`, or on top when that is not a subview.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        _insertSubview(view, above: siblingSubview)
    }

    /// Inserts `view` just below `siblingSubview`, or on top when that is not a subview.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        _insertSubview(view, below: siblingSubview)
    }

    /// Removes the view from its superview (and window). Nothing happens when it has none.
    open func removeFromSuperview() {
        _removeFromSuperview()
    }

    /// Moves `view` to the front of the subviews; nothing happens when it is not a subview.
    open func bringSubviewToFront(_ view: UIView) {
        _bringSubviewToFront(view)
    }

    /// Moves `view` to the back of the subviews; nothing happens when it is not a subview.
    open func sendSubviewToBack(_ view: UIView) {
        _sendSubviewToBack(view)
    }

    /// Swaps the subviews at the two indices. Stops the program on an index out of range.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        _exchangeSubview(at: index1, withSubviewAt: index2)
    }

    /// Called with `view` just after it was added as a subview. Default does nothing.
    open func didAddSubview(_ subview: UIView) {}

    /// Called with `subview` just before it is removed (or moved to another superview).
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called before the view moves to `newSuperview` (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}

    /// Called after the view moved to a new superview (or was removed).
    open func didMoveToSuperview() {}

    /// Called before the view (or an ancestor) moves to `newWindow` (nil: it leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}

    /// Called after the view's window changed.
    open func didMoveToWindow() {}

    /// True when the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let c = current {
            if c === view { return true }
            current = c._superview
        }
        return false
    }

    /// An integer to find the view by with `viewWithTag(_:)`. Default 0.
    open var tag: Int = 0

    /// This view if its tag matches, else the first matching descendant (depth first, subviews in
    /// order).
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        // Depth first with an explicit stack: trees of any depth.
        var stack: [UIView] = _subviews.reversed()
        while let view = stack.popLast() {
            if view.tag == tag { return view }
            stack.append(contentsOf: view._subviews.reversed())
        }
        return nil
    }

    // MARK: - Appearance

    /// Hidden views are not drawn and not hit-tested. Default false. A change tells the
    /// superview (`_subviewHiddenDidChange`: a `UIStackView` collapses a hidden arranged view).
    open var isHidden: Bool {
        get { _layerShownUntilCollapseEnds || layer.isHidden }
        set {
            let wasHidden = _layerShownUntilCollapseEnds || layer.isHidden
            _layerShownUntilCollapseEnds = false
            layer.isHidden = newValue
            if newValue != wasHidden { _superview?._subviewHiddenDidChange(self) }
        }
    }

    /// Hidden, but the layer stays shown until a stack view's animated collapse of the view ends
    /// (UIKit hides an arranged view hidden inside an animation block once the block's
    /// animations end). See `UIStackView+Hiding.swift`.
    var _layerShownUntilCollapseEnds = false

    /// A subview's `isHidden` changed. Default: nothing (`UIStackView` overrides it).
    func _subviewHiddenDidChange(_ subview: UIView) {}

    /// A subview's intrinsic content size was invalidated (UIKit's
    /// `_intrinsicContentSizeInvalidatedForChildView:`). Default: nothing (`UIStackView`
    /// overrides it).
    func _intrinsicContentSizeInvalidated(forChildView child: UIView) {}

    /// Opacity, 0...1, stored in the layer's `opacity` (a `Float`, so 0.3 reads back as
    /// 0.30000001192092896, as on iOS). Views below 0.01 are not hit-tested. Default 1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// A hint that the view fills its bounds with opaque content. Default true.
    open var isOpaque: Bool = true

    /// Whether subviews are clipped to the bounds (the layer's `masksToBounds`). Default false.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The fill behind the view's content, drawn by the layer (`layer.backgroundColor` mirrors
    /// it). Default nil (transparent). Animatable.
    open var backgroundColor: UIColor? {
        didSet {
            layer.backgroundColor = backgroundColor?.cgColor
            _backgroundColorDidChange()
        }
    }

    /// How the view's content is laid out in its bounds when its size changes; `.redraw` calls
    /// `draw(_:)` again. Default `.scaleToFill`.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { _contentModeDidChange() }
    }

    /// The tint this view set itself; nil inherits (see `UIView+TintColor.swift`).
    var _ownTintColor: UIColor?
    /// The tint the view inherits or set, undimmed, kept up to date on sets and moves; nil: the
    /// system tint.
    var _resolvedTintColor: UIColor?
    /// The adjustment mode this view set itself (`tintAdjustmentMode`'s stored value).
    var _ownTintAdjustmentMode: TintAdjustmentMode = .automatic
    /// The dimmed tint the view shows while its effective adjustment mode is `.dimmed`; nil while
    /// it is `.normal`. Shared with the subviews that inherit the same tint.
    var _dimmedTintColor: UIColor?

    /// The colour of the view's template images and accents: the nearest tint set on the view or
    /// an ancestor, else the system blue; desaturated to grey while `tintAdjustmentMode` is
    /// `.dimmed`. Setting nil inherits again. A change calls `tintColorDidChange()` on the view
    /// and on every descendant that inherits it.
    open var tintColor: UIColor! {
        get { _dimmedTintColor ?? _resolvedTintColor ?? UIView._defaultTintColor }
        set { _setOwnTintColor(newValue) }
    }

    /// Whether the view's tint is dimmed: the first value other than `.automatic` on the view or
    /// an ancestor, else `.normal` — reading it never gives `.automatic`. While `.dimmed`,
    /// `tintColor` is a desaturated grey; a change calls `tintColorDidChange()` on every view
    /// whose tint it changes. UIKit dims the views behind a presented alert or action sheet.
    /// Default `.automatic`.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { _dimmedTintColor != nil ? .dimmed : .normal }
        set { _setOwnTintAdjustmentMode(newValue) }
    }

    /// Called when the `tintColor` this view shows changed: set on it or an ancestor, or the view
    /// moved under another tint. The default does nothing; override to redraw.
    open func tintColorDidChange() {}

    // MARK: - Drawing

    /// Draws the view's content in `rect` (in the view's bounds coordinates) into the current
    /// context (`UIGraphicsGetCurrentContext()`), which is flipped so the origin is top-left.
    /// Called when the view first displays and after `setNeedsDisplay()`; never call it directly.
    /// The default draws nothing.
    open func draw(_ rect: CGRect) {
        _drawReachedDefault = true
    }

    /// Set by the default `draw(_:)`: tells the display pass that the drawing may be UIView's
    /// empty one (see `UIView+Rendering.swift`).
    var _drawReachedDefault = false

    /// Draws the view's layer: pushes `ctx` (flipped, origin top-left, at the layer's
    /// `contentsScale`) as the current UIKit context and calls `draw(_:)` with the bounds.
    /// The layer calls this from its display; don't call it directly.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        _drawLayerContent(in: ctx)
    }

    /// Marks the whole view for redrawing: `draw(_:)` runs in the next frame's display pass.
    open func setNeedsDisplay() {
        layer.setNeedsDisplay()
    }

    /// Marks part of the view (in its bounds coordinates) for redrawing.
    open func setNeedsDisplay(_ invalidRect: CGRect) {
        layer.setNeedsDisplay(invalidRect)
    }

    // MARK: - Interaction

    /// When false the view and its subviews are skipped by hit-testing, so they get no touches.
    /// Default true (false for `UILabel` and `UIImageView`).
    open var isUserInteractionEnabled: Bool = true

    /// When false (the default) the view receives only the first touch of a multi-touch sequence.
    /// Gesture recognizers are not affected.
    open var isMultipleTouchEnabled: Bool = false

    /// When true, while this view tracks a touch no other view in the window gets touches, and it
    /// gets none while other views are tracking. Default false.
    open var isExclusiveTouch: Bool = false

    /// The farthest descendant (or this view) that contains `point` (in this view's coordinates):
    /// nil when the view is hidden, has interaction disabled, has `alpha` below 0.01, or
    /// `point(inside:with:)` says no; otherwise subviews are asked front to back and the first hit
    /// wins, else the view itself. Parts of subviews outside this view's bounds are never hit.
    /// Must be free of side effects: it may run more than once per touch.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        _defaultHitTest(point, with: event)
    }

    /// Whether `point` (in this view's coordinates) is inside the view: `bounds.contains(point)`.
    /// Override to grow or shrink the touchable area.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        layer._bounds.contains(point)
    }

    // MARK: - Gesture recognizers

    var _gestureRecognizers: [UIGestureRecognizer]?

    /// The recognizers attached to the view; nil when there are none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { _gestureRecognizers }
        set {
            for r in _gestureRecognizers ?? [] { removeGestureRecognizer(r) }
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    /// Attaches `gestureRecognizer`, detaching it from its previous view first. It sees the touches
    /// of this view and its subviews from the next touch on.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        _addGestureRecognizer(gestureRecognizer)
    }

    /// Detaches `gestureRecognizer`; if it is mid-gesture it is cancelled (or fails).
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        _removeGestureRecognizer(gestureRecognizer)
    }

    /// Asked before a recognizer attached to this view or an ancestor leaves `.possible`; false
    /// makes it fail. Default true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: - Layout

    /// Marks the view for layout; `layoutSubviews` runs in the next frame's layout pass (or at
    /// `layoutIfNeeded`). Calls coalesce.
    open func setNeedsLayout() {
        layer.setNeedsLayout()
    }

    /// Lays out now if a layout is pending, from the highest ancestor that needs layout down;
    /// first brings the hierarchy's constraints up to date (pending constraint updates, new
    /// constraints, constants), so "change a constant, then `layoutIfNeeded()` inside an
    /// animation block" animates every view the change moves.
    open func layoutIfNeeded() {
        _updateConstraintsAndSolveIfNeeded()
        layer.layoutIfNeeded()
    }

    /// Lays out the subviews. The default applies the Auto Layout engine's solution to the
    /// subviews that do not translate their autoresizing masks into constraints (autoresizing
    /// has already been applied when the bounds changed); a subclass that overrides it must call
    /// `super` for constraints to place its subviews. Don't call it directly.
    open func layoutSubviews() {
        _applyEngineLayoutToSubviews()
    }

    /// How subviews resize when this view's superview changes size. Default none.
    open var autoresizingMask: AutoresizingMask {
        get { _autoresizingMask }
        set { _autoresizingMask = newValue }
    }
    // Internal storage behind the open accessors: a superview's size change reads every
    // subview's mask, and an open stored property's accesses are checked for exclusivity at run
    // time (docs/ARCHITECTURE.md, "Hot paths: exclusivity checked statically").
    var _autoresizingMask: AutoresizingMask = []

    /// Whether subviews' `autoresizingMask`s apply when this view's size changes. Default true.
    open var autoresizesSubviews: Bool {
        get { _autoresizesSubviews }
        set { _autoresizesSubviews = newValue }
    }
    var _autoresizesSubviews = true

    /// The size the view would like within `size`. The default returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        layer._bounds.size
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping `frame.origin`. Don't override.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        let origin = frame.origin
        frame = CGRect(origin: origin, size: size)
    }

    /// The natural size of the view's content, or `UIView.noIntrinsicMetric` per axis. Default:
    /// no intrinsic size.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// "No intrinsic size on this axis": −1.
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: - Auto Layout (see Layout/UIView+Constraints.swift)

    /// The view's Auto Layout state (constraints installed on it, priorities, its variables);
    /// nil until constraints or priorities concern it.
    var _layoutState: _UILayoutItemState?
    /// The layout engine of the hierarchy this view is the root of.
    var _layoutEngine: _UILayoutEngine?
    var _translatesAutoresizingMask = true
    var _layoutGuides: [UILayoutGuide] = []
    var _layoutMarginsGuideStorage: UILayoutGuide?
    var _safeAreaLayoutGuideStorage: UILayoutGuide?
    var _keyboardLayoutGuideStorage: UIKeyboardLayoutGuide?
    var _readableContentGuideStorage: UILayoutGuide?

    /// Whether the view's frame and autoresizing mask become constraints that fix its position
    /// and size in the layout engine. True for views made in code; set it to false on a view you
    /// place with constraints, or those constraints conflict with the frame's.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { _translatesAutoresizingMask }
        set {
            guard newValue != _translatesAutoresizingMask else { return }
            _translatesAutoresizingMask = newValue
            _translatesAutoresizingMaskDidChange()
        }
    }

    /// The layout engine gave the view a new width (a multi-line label wraps again). Not API.
    func _layoutDidChangeWidth() {}

    /// Tells the layout engine that `intrinsicContentSize` changed; the next layout uses the new
    /// size. Views whose content changes call it themselves (labels, image views).
    open func invalidateIntrinsicContentSize() {
        _invalidateIntrinsicContentSize()
    }

    /// Override to add or update the view's constraints; called in the update-constraints pass
    /// (subviews before their superviews) after `setNeedsUpdateConstraints()`. Call `super` last.
    open func updateConstraints() {
        _layoutState?.needsUpdateConstraints = false
    }

    /// Marks the view's constraints for updating: `updateConstraints()` runs before the next
    /// layout.
    open func setNeedsUpdateConstraints() {
        _setNeedsUpdateConstraints()
    }

    /// Runs the update-constraints pass now for the view and its subviews, subviews first.
    open func updateConstraintsIfNeeded() {
        _updateConstraintsIfNeeded()
    }

    /// Return true when the view makes its constraints only in `updateConstraints()`, so the
    /// window engages constraint-based layout for it. Default false.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// How far the view's alignment rectangle (what constraints relate) lies inside its frame.
    /// Default zero.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle for `frame`: the frame inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        frame.inset(by: alignmentRectInsets)
    }

    /// The frame for an alignment rectangle: the inverse of `alignmentRect(forFrame:)`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
    }

    /// The size the view's constraints give it closest to `targetSize` (each dimension held at
    /// `.fittingSizeLevel`). Does not change the view.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        _systemLayoutSizeFitting(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The size the view's constraints give it closest to `targetSize`, the width held at
    /// `horizontalFittingPriority` and the height at `verticalFittingPriority` (`.required` width
    /// with `.fittingSizeLevel` height asks for the height at a width).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        _systemLayoutSizeFitting(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// How much of the view is covered by the status bar and the screen's unsafe edges, in the
    /// view's coordinates. Zero outside a window.
    open var safeAreaInsets: UIEdgeInsets {
        _computedSafeAreaInsets
    }

    /// The safe area changed (called for a view controller's root view, before its layout).
    /// Default does nothing.
    open func safeAreaInsetsDidChange() {}

    // MARK: - Layout margins, layout direction, baselines

    /// The margins, their settings and the semantic content attribute
    /// (`UIView+LayoutMargins.swift`, `UIView+LayoutDirection.swift`).
    var _layoutMarginsState = _UIViewLayoutMarginsState()

    /// The space kept free along the edges for content, left and right as laid out. Reading gives
    /// the actual margins: the ones set (default 8 pt each side), raised for a controller's root
    /// view to its `systemMinimumLayoutMargins`, plus the safe area (`insetsLayoutMarginsFromSafeArea`)
    /// and at least the superview's reaching in (`preservesSuperviewLayoutMargins`). Setting sets
    /// them on these sides whatever the layout direction.
    open var layoutMargins: UIEdgeInsets {
        get { _effectiveLayoutMargins }
        set { _setLayoutMargins(newValue) }
    }

    /// `layoutMargins` with leading and trailing: set these to have the margins follow the layout
    /// direction (`effectiveUserInterfaceLayoutDirection`).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { _directionalInsets(_effectiveLayoutMargins) }
        set { _setDirectionalLayoutMargins(newValue) }
    }

    /// Whether the margins are at least as large as needed to keep content inside the
    /// superview's margins where the view comes near its superview's edges. Default false.
    open var preservesSuperviewLayoutMargins: Bool {
        get { _layoutMarginsState.preservesSuperview }
        set { _setPreservesSuperviewLayoutMargins(newValue) }
    }

    /// Whether the margins are measured from the safe area (they are added to `safeAreaInsets`)
    /// rather than from the bounds. Default true.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { _layoutMarginsState.insetsFromSafeArea }
        set { _setInsetsLayoutMarginsFromSafeArea(newValue) }
    }

    /// Called when `layoutMargins` changed: set, or through the safe area, the superview's
    /// margins or the layout direction. The default does nothing.
    open func layoutMarginsDidChange() {}

    /// What the view's content means for its layout direction. Default `.unspecified` (the app's
    /// direction); `.forceRightToLeft` lays the view's own content out right to left.
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { _layoutMarginsState.semanticContentAttribute }
        set { _setSemanticContentAttribute(newValue) }
    }

    /// The direction for arranging the view's immediate content: its `semanticContentAttribute`
    /// relative to the app's direction. Not inherited by subviews.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        _effectiveLayoutDirection
    }

    /// The view whose first baseline stands for this view's in Auto Layout. Default
    /// `forLastBaselineLayout`.
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

    /// The view whose last baseline stands for this view's in Auto Layout. Default the view itself.
    open var forLastBaselineLayout: UIView { self }

    /// How far below the top of the bounds the view's own first baseline lies, for Auto Layout
    /// (which first follows `forFirstBaselineLayout`). A view without text has no baseline: both
    /// baselines are its bottom edge, so this is its height. `UILabel` answers from its text.
    var _firstBaselineOffsetFromTop: CGFloat { layer._bounds.height }

    /// How far above the bottom of the bounds the view's own last baseline lies: 0 (the bottom
    /// edge) for a view without text.
    var _lastBaselineOffsetFromBottom: CGFloat { 0 }

    // MARK: - Responder chain

    /// The view controller if this is its root view, otherwise the superview.
    open override var next: UIResponder? {
        if let vc = _viewController { return vc }
        return _superview
    }

    override var _windowForFirstResponder: UIWindow? { _window }

    // MARK: - CALayerDelegate

    /// Runs the view's layout (`layoutSubviews`, with the owning view controller's
    /// `viewWillLayoutSubviews`/`viewDidLayoutSubviews` around it).
    public func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        if let vc = _viewController {
            vc._checkSafeAreaInsets()
            vc._layoutContainerIfNeeded()
        }
        _updateLayoutMarginsBeforeLayout()
        _viewController?.viewWillLayoutSubviews()
        layoutSubviews()
        _updateSubviewLayoutMarginsAfterLayout()
        _viewController?.viewDidLayoutSubviews()
    }

    /// The action for a change of the view's own layer: inside an animation block, the
    /// animation the block makes of it; outside, `NSNull()` — a view's layer never animates
    /// implicitly. Other layers get nil (they keep looking). Override to animate more keys.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        _viewAction(for: layer, forKey: event)
    }
}
