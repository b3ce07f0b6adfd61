import Foundation

/// A view that scrolls its content by moving its `bounds.origin`: `contentOffset` *is*
/// `bounds.origin`, so subviews placed in content coordinates appear shifted by it.
///
/// Dragging runs on `panGestureRecognizer`: past an edge the content follows the finger with
/// UIKit's rubber band; on release it decelerates exponentially (`decelerationRate` per
/// millisecond) toward the closed-form target `scrollViewWillEndDragging` reports (which the
/// delegate may change), bounces back from the edges, or snaps to pages. Pinching zooms the
/// delegate's `viewForZooming(in:)`. Content touches wait 0.15 s (`delaysContentTouches`) so a
/// drag starting in that window never reaches the content; a drag starting later cancels them
/// (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
///
/// The numbers are in `ScrollConstants`; the physics in `_ScrollSimulation` and its parts.
/// Everything moves on the media clock, once per frame.
@MainActor
open class UIScrollView: UIView {
    /// The scroll view's velocity decay per millisecond (`.normal` 0.998, `.fast` 0.99).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: ScrollConstants.decelerationRateNormal)
        public static let fast = DecelerationRate(rawValue: ScrollConstants.decelerationRateFast)
    }

    /// Which safe-area insets `adjustedContentInset` adds to `contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `.scrollableAxes` (top and bottom always, inside navigation and tab bar
        /// controllers once those exist).
        case automatic
        /// Only along axes that scroll (content larger than the bounds, or `alwaysBounce…`).
        case scrollableAxes
        /// None.
        case never
        /// All of them.
        case always
    }

    /// The scroll indicators' colour scheme.
    public enum IndicatorStyle: Int, Sendable { case `default`, black, white }

    /// How dragging the content dismisses the keyboard: `.none`, or on a drag that scrolls (the
    /// other four act alike here; docs/DEVIATIONS.md).
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    // MARK: State

    /// Who moves the content: nobody, the fingers, or one motion (`_ScrollActivity`, the transitions
    /// in `+Dragging`, `+Settling`, `+Zooming`, `+ProgrammaticScrolling`).
    var _activity: _ScrollActivity = .idle
    /// A finger is on the content: set by the scroll view's pan when one lands, cleared when the last
    /// lifts. Beside `_activity`, not in it: a finger may rest on the content whatever moves it.
    var _isTracking = false
    var _adjustedContentInset = UIEdgeInsets.zero
    var _indicators: _ScrollIndicators?
    let _panDelegate = _UIScrollViewPanDelegate()
    var _pinch: UIPinchGestureRecognizer?
    let _delayRecognizer: _UIScrollViewDelayedTouchesBeganGestureRecognizer
    /// `contentLayoutGuide` and `frameLayoutGuide`, made on first use (UIScrollView+AutoLayout.swift).
    var _contentLayoutGuideStorage: UILayoutGuide?
    var _frameLayoutGuideStorage: UILayoutGuide?
    /// `refreshControl`, and the height it adds to the top of `adjustedContentInset` while it
    /// refreshes (UIScrollView+RefreshControl.swift).
    var _refreshControlStorage: UIRefreshControl?
    var _refreshControlInset: CGFloat = 0

    /// Creates a scroll view: it clips to its bounds and takes multiple touches, as UIKit's does.
    public override init(frame: CGRect) {
        let pan = _UIScrollViewPanGestureRecognizer()
        panGestureRecognizer = pan
        _delayRecognizer = _UIScrollViewDelayedTouchesBeganGestureRecognizer()
        super.init(frame: frame)
        clipsToBounds = true
        isMultipleTouchEnabled = true
        pan.addTarget(self, action: UIScrollView._handlePan)
        pan.delegate = _panDelegate
        pan.delaysTouchesEnded = false
        _panDelegate.scrollView = self
        addGestureRecognizer(_delayRecognizer)
        addGestureRecognizer(pan)
    }

    public required init?(coder: NSCoder) {
        _rockhopperFailure("UIScrollView.init(coder:): nibs and storyboards are not supported by Rockhopper; create the scroll view with init(frame:)")
    }

    /// Hears scrolling, dragging, deceleration and zooming. Held weakly.
    open weak var delegate: (any UIScrollViewDelegate)?

    // MARK: Content

    /// The offset of the content's origin from the view's top-left: `bounds.origin`. Setting it
    /// moves the content at once; unlike `setContentOffset(_:animated:)` it does not stop a fling,
    /// which continues from the new offset (UIKit's `setContentOffset:`, which an infinite list
    /// re-centring itself relies on).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { _setContentOffset(newValue, animated: false) }
    }

    /// Moving `bounds.origin` is scrolling, however it is done: UIKit tells the delegate
    /// `scrollViewDidScroll` from `setBounds:` ([R] iOS 18.2 UIKitCore `UIScrollView`), so setting
    /// `bounds` directly scrolls exactly like setting `contentOffset` (which goes through here). A new
    /// size changes the scrollable range, which a fling in progress follows.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds
            super.bounds = newValue
            if newValue.size != old.size { _contentGeometryDidChange() }
            guard newValue.origin != old.origin else { return }
            _frameLayoutGuideStorage?._ownerGeometryDidChange()
            _indicatorsDidScroll()
            _refreshControlStorage?._update()
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// A new frame size changes the scrollable range, which a fling in progress follows.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let oldSize = super.bounds.size
            super.frame = newValue
            if super.bounds.size != oldSize { _contentGeometryDidChange() }
        }
    }

    /// Moves the content to `contentOffset`, at once or in a 0.3 s animation (ease in, ease out),
    /// calling `scrollViewDidScroll` on every change and, when animated,
    /// `scrollViewDidEndScrollingAnimation` at the end. Out of a window it applies at once.
    ///
    /// It first stops any motion: a fling, bounce or page ends (`isDecelerating` false,
    /// `scrollViewDidEndDecelerating`), a zoom animation jumps to its final scale
    /// (`scrollViewDidEndZooming`) — `setContentOffset(contentOffset, animated: false)` is the
    /// classic way to stop a scroll view. A drag or pinch in progress goes on.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        _stopMotion(notify: true)
        _setContentOffset(contentOffset, animated: animated)
    }

    /// The size of the content, in points. Default zero. A negative size scrolls like zero; NaN or
    /// infinity stops the program.
    open var contentSize: CGSize = .zero {
        willSet { _requireFinite(newValue, "UIScrollView contentSize") }
        didSet {
            guard contentSize != oldValue else { return }
            _contentLayoutGuideStorage?._ownerGeometryDidChange()
            _contentGeometryDidChange()
        }
    }

    /// Extra scrollable space around the content. Default zero.
    open var contentInset: UIEdgeInsets = .zero {
        willSet { _requireFinite(newValue, "UIScrollView contentInset") }
        didSet { if contentInset != oldValue { _contentGeometryDidChange() } }
    }

    /// `contentInset` plus the safe-area insets chosen by `contentInsetAdjustmentBehavior`. A
    /// full-screen vertical scroll view under the 20 pt status bar gets 20 at the top.
    open var adjustedContentInset: UIEdgeInsets { _adjustedContentInset }

    /// Called when `adjustedContentInset` changed. Default does nothing.
    open func adjustedContentInsetDidChange() {}

    /// Default `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { _contentGeometryDidChange() } }
    }

    /// The pull-to-refresh control at the top of the content. Setting it removes the old one and
    /// adds the new one behind the content (subview 0). Default nil.
    open var refreshControl: UIRefreshControl? {
        get { _refreshControlStorage }
        set { _setRefreshControl(newValue) }
    }

    // MARK: Behaviour

    /// Whether the content rubber-bands past its edges and bounces back. Default true.
    open var bounces = true
    /// Bounce vertically even when the content is not taller than the view. Default false.
    open var alwaysBounceVertical = false
    /// Bounce horizontally even when the content is not wider than the view. Default false.
    open var alwaysBounceHorizontal = false

    /// When false the scroll view does not scroll by dragging (its pan is disabled). Default true.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }

    /// Lock a drag that starts mostly horizontal or vertical to that axis. Default false.
    open var isDirectionalLockEnabled = false

    /// Stop on multiples of the bounds size. Default false.
    open var isPagingEnabled = false

    /// Velocity decay per millisecond after a fling. Any value snaps to `.fast` (below 0.994) or
    /// `.normal`, as UIKit does. Default `.normal`.
    open var decelerationRate: DecelerationRate {
        get { _decelerationRate }
        set { _decelerationRate = DecelerationRate(rawValue: _DecelerationSimulation.effectiveRate(forRequested: newValue.rawValue)) }
    }
    private var _decelerationRate = DecelerationRate.normal

    /// A finger is on the content (it may not have moved yet).
    open var isTracking: Bool { _isTracking }
    /// The user is dragging the content.
    open var isDragging: Bool { _activity.isDragging }
    /// The content moves on after the finger lifted (a fling, a bounce, a page).
    open var isDecelerating: Bool { _activity.isDecelerating }
    /// The user is pinching.
    open var isZooming: Bool { _activity.isZooming }
    /// The zoom scale is returning inside its limits after an over-zoom.
    open var isZoomBouncing: Bool { _activity.isZoomBouncing }

    // MARK: Content touches

    /// Hold touch-downs back from the content for 0.15 s in case they start a drag. Default true.
    open var delaysContentTouches = true {
        didSet { _delayRecognizer.isEnabled = delaysContentTouches }
    }

    /// Let a drag that starts after the content got its touches cancel them. Default true.
    open var canCancelContentTouches = true

    /// Asked before content `view` gets (possibly delayed) touches; false keeps them from it.
    /// Default true.
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    /// Asked before a drag cancels the touches of content `view`; false keeps them (and the scroll
    /// view does not scroll). Default: true, but false for a `UIControl` (Apple's documentation).
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// The recognizer that drags the content. Its delegate must stay the scroll view's.
    public let panGestureRecognizer: UIPanGestureRecognizer

    /// The recognizer that zooms; nil unless `minimumZoomScale` differs from `maximumZoomScale`.
    open var pinchGestureRecognizer: UIPinchGestureRecognizer? { _pinch }

    // MARK: Programmatic scrolling

    /// Whether tapping the status bar scrolls this view to its top (when it is the only such view
    /// on screen). Default true.
    open var scrollsToTop = true

    /// Scrolls the least distance that makes `rect` (content coordinates) visible; nothing when it
    /// already is.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        _requireFinite(rect, "UIScrollView scrollRectToVisible(_:animated:) rect")
        _scrollRectToVisible(rect, animated: animated)
    }

    // MARK: Indicators

    /// Default true.
    open var showsVerticalScrollIndicator = true
    /// Default true.
    open var showsHorizontalScrollIndicator = true
    /// Default `.default`.
    open var indicatorStyle: IndicatorStyle = .default
    /// Insets of the vertical indicator's track. Default zero.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Insets of the horizontal indicator's track. Default zero.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Reads the vertical insets; sets both.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// Add the safe area to the indicator insets. Default true.
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// Shows the indicators briefly.
    open func flashScrollIndicators() {
        _flashIndicators()
    }

    /// Whether dragging the content dismisses the keyboard: with `.onDrag` (and `.interactive`,
    /// which acts the same here), a drag that scrolls makes the first responder resign when it is a
    /// text input. Default `.none`.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    // MARK: Zoom

    /// Default 1. NaN or infinity stops the program.
    open var minimumZoomScale: CGFloat = 1 {
        willSet { _requireFinite(newValue, "UIScrollView minimumZoomScale") }
        didSet { _updatePinchRecognizer() }
    }
    /// Default 1. NaN or infinity stops the program.
    open var maximumZoomScale: CGFloat = 1 {
        willSet { _requireFinite(newValue, "UIScrollView maximumZoomScale") }
        didSet { _updatePinchRecognizer() }
    }

    /// The scale of the zooming view. Setting it is `setZoomScale(_:animated: false)`.
    open var zoomScale: CGFloat {
        get { _currentZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }
    var _currentZoomScale: CGFloat = 1

    /// Scales the zooming view (clamped to the limits) around the visible centre.
    /// NaN stops the program; infinity is clamped to `maximumZoomScale` like any scale.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        _requireNotNaN(scale, "UIScrollView zoomScale")
        _setZoomScale(scale, animated: animated)
    }

    /// Zooms so `rect` (in the zooming view's coordinates) fills the bounds as far as the limits
    /// allow, centred.
    open func zoom(to rect: CGRect, animated: Bool) {
        _requireFinite(rect, "UIScrollView zoom(to:animated:) rect")
        _zoom(to: rect, animated: animated)
    }

    /// Rubber-band past the zoom limits while pinching and animate back. Default true.
    open var bouncesZoom = true

    // MARK: Overrides

    /// The scroll view's own rules for its pan: it does not begin when the content is tracking a
    /// touch it may not cancel (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer { return _panShouldBegin() }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Keeps the adjusted insets and the indicators in step with the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _adoptContentSizeFromConstraints()
        _updateAdjustedContentInset()
        _layoutIndicators()
        _refreshControlStorage?._update()
    }

    // A scroll view keeps its touches: they do not travel up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
