import Foundation

/// The bar at the top of a navigation interface: a stack of navigation items, the top one shown
/// (title, bar button items) with a back button made from the one below it.
///
/// Geometry as on an iPhone in portrait: 44 pt tall (`sizeThatFits` gives the width asked for ×
/// 44). Its background (the translucent bar material, a colour or an image, with the 0.5-pt
/// hairline along the bottom) lies behind the content; when the delegate places the bar at
/// `.topAttached`, the background reaches up behind the status bar to the top of the bar's
/// window, as iOS draws it. The layout of the items is described at `_UINavigationBarContentView`.
///
/// Looks: the legacy properties (`barStyle`, `isTranslucent`, `barTintColor`,
/// `titleTextAttributes`, background and shadow images) or, from iOS 13, `standardAppearance`
/// (which replaces them once set) and `scrollEdgeAppearance`; a top item's own appearances win.
/// `tintColor` colours the bar button items and the back button. Every look property may be set
/// on `UINavigationBar.appearance()`.
///
/// Items: `pushItem(_:animated:)`, `popItem(animated:)` and `setItems(_:animated:)`; the delegate
/// may refuse a push or pop and hears of each after its animation. Tapping the back button pops
/// the top item (animated), or, when a navigation controller manages the bar, asks it to pop.
@MainActor
open class UINavigationBar: UIView, UIBarPositioning, _UIAppearanceParticipant, _UIBarItemHost {
    var _items: [UINavigationItem] = []

    /// The background view (behind everything else).
    let _background = _UIBarBackground()
    /// What the bar shows for its top item.
    var _content: _UINavigationBarContentView?
    /// Content views animating out.
    var _leavingContents: [_UINavigationBarContentView] = []
    /// Set when what the bar shows must be made again at the next layout.
    var _contentNeedsUpdate = true
    /// Counts transitions, so a finished animation knows whether a newer one replaced it.
    var _transitionCount = 0
    /// The delegate calls of the running animated transition (run when it ends, or at once
    /// when another transition starts first).
    var _pendingTransitionEnd: (@MainActor () -> Void)?

    var _appearanceState = _UIAppearanceState()
    static var _appearanceClass: AnyClass { UINavigationBar.self }

    /// Set by a navigation controller managing the bar: the back button calls it instead of
    /// popping the bar's top item (the controller pops its controller and updates the bar's items
    /// itself with `setItems`/`popItem`).
    var _backButtonAction: (@MainActor () -> Void)?

    /// Whether the bar sits at the top edge of scrolled-to-top content, which makes it use its
    /// scroll-edge appearance. A navigation controller sets it. Default false.
    var _isAtScrollEdge = false {
        didSet { if _isAtScrollEdge != oldValue { _appearanceDidChange() } }
    }

    /// A bar with `frame`; give it the full width and 44 pt of height.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUpBar()
        _applyAppearance()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The appearance proxy's bar: nothing applied to it.
    private init(_appearanceProxy: Void) {
        super.init(frame: .zero)
        _setUpBar()
    }

    private func _setUpBar() {
        isOpaque = false
        addSubview(_background)
    }

    // MARK: - Appearance proxy

    /// The appearance proxy of navigation bars: the look properties set on it (`barStyle`,
    /// `barTintColor`, `tintColor`, `isTranslucent`, `titleTextAttributes`, background and shadow
    /// images, back indicator images, the standard, compact and scroll-edge appearances) apply to
    /// every bar made afterwards and to every bar entering a window, unless the bar set them
    /// itself; bars already in a window keep their look. Only `UINavigationBar.appearance()`
    /// itself is supported: calling it on a subclass stops the program.
    public class func appearance() -> Self {
        _UIAppearanceStorage.current.proxy(of: UINavigationBar.self, as: Self.self) { UINavigationBar(_appearanceProxy: ()) }
    }

    // MARK: - Delegate and position

    /// The delegate, held weakly. A navigation controller managing the bar is its delegate.
    open weak var delegate: (any UINavigationBarDelegate)? {
        didSet { setNeedsLayout() }
    }

    /// Where the bar sits: the delegate's `position(for:)`, else `.top`.
    open var barPosition: UIBarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .top : position
    }

    // MARK: - Look (legacy properties)

    /// Light (`.default`) or dark (`.black`: dark material, white title). Default `.default`.
    open var barStyle: UIBarStyle {
        get { _barStyle }
        set {
            _appearanceState.noteSet("barStyle") { ($0 as? UINavigationBar)?.barStyle = newValue }
            _barStyle = newValue
            _appearanceDidChange()
        }
    }
    private var _barStyle: UIBarStyle = .default

    /// Whether the background is the translucent material (true, the default since iOS 7) or
    /// opaque.
    open var isTranslucent: Bool {
        get { _isTranslucent }
        set {
            _appearanceState.noteSet("isTranslucent") { ($0 as? UINavigationBar)?.isTranslucent = newValue }
            _isTranslucent = newValue
            _appearanceDidChange()
        }
    }
    private var _isTranslucent = true

    /// The background colour; nil (default) shows the material. (Since iOS 7 `tintColor` no
    /// longer colours the background: this does.)
    open var barTintColor: UIColor? {
        get { _barTintColor }
        set {
            _appearanceState.noteSet("barTintColor") { ($0 as? UINavigationBar)?.barTintColor = newValue }
            _barTintColor = newValue
            _appearanceDidChange()
        }
    }
    private var _barTintColor: UIColor?

    /// The colour of the bar button items and the back button (items with their own `tintColor`
    /// keep it). Inherited from the superview like any view's, else `UIColor.systemBlue`; setting nil inherits again.
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            _appearanceState.noteSet("tintColor") { ($0 as? UINavigationBar)?.tintColor = newValue }
            super.tintColor = newValue
        }
    }

    /// The tint changed (here or inherited from a superview): the items take it.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _appearanceDidChange()
    }

    /// Attributes of the title (`.font`, `.foregroundColor`, …) over the defaults (17-pt semibold,
    /// black, or white on `.black` bars). Default nil.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { _titleTextAttributes }
        set {
            _appearanceState.noteSet("titleTextAttributes") { ($0 as? UINavigationBar)?.titleTextAttributes = newValue }
            _titleTextAttributes = newValue
            _appearanceDidChange()
        }
    }
    private var _titleTextAttributes: [NSAttributedString.Key: Any]?

    private var _backgroundImages: [Int: UIImage] = [:]

    /// Sets the background image for bars at `barPosition` with `barMetrics` (`.any`: every
    /// position). The image replaces the material; with an image, `shadowImage` replaces the
    /// hairline.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        _appearanceState.noteSet("backgroundImage.\(barPosition.rawValue).\(barMetrics.rawValue)") {
            ($0 as? UINavigationBar)?.setBackgroundImage(backgroundImage, for: barPosition, barMetrics: barMetrics)
        }
        _backgroundImages[barPosition.rawValue * 1000 + barMetrics.rawValue] = backgroundImage
        _appearanceDidChange()
    }

    /// The image set for `barPosition` and `barMetrics`.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        _backgroundImages[barPosition.rawValue * 1000 + barMetrics.rawValue]
    }

    /// Sets the background image for every position with `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// The image set for every position with `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    /// An image replacing the hairline; used only when a background image is set too (as on iOS).
    /// Default nil.
    open var shadowImage: UIImage? {
        get { _shadowImage }
        set {
            _appearanceState.noteSet("shadowImage") { ($0 as? UINavigationBar)?.shadowImage = newValue }
            _shadowImage = newValue
            _appearanceDidChange()
        }
    }
    private var _shadowImage: UIImage?

    /// The back chevron image (drawn as a template in the tint colour); nil (default) draws the
    /// system chevron. Used only when `backIndicatorTransitionMaskImage` is set too, as on iOS.
    open var backIndicatorImage: UIImage? {
        get { _backIndicatorImage }
        set {
            _appearanceState.noteSet("backIndicatorImage") { ($0 as? UINavigationBar)?.backIndicatorImage = newValue }
            _backIndicatorImage = newValue
            _appearanceDidChange()
        }
    }
    private var _backIndicatorImage: UIImage?

    /// The mask of the back chevron during transitions. Stored; both images must be set for
    /// either to be used.
    open var backIndicatorTransitionMaskImage: UIImage? {
        get { _backIndicatorTransitionMaskImage }
        set {
            _appearanceState.noteSet("backIndicatorTransitionMaskImage") { ($0 as? UINavigationBar)?.backIndicatorTransitionMaskImage = newValue }
            _backIndicatorTransitionMaskImage = newValue
            _appearanceDidChange()
        }
    }
    private var _backIndicatorTransitionMaskImage: UIImage?

    private var _titleVerticalAdjustments: [UIBarMetrics: CGFloat] = [:]

    /// Moves the title down by `adjustment` points (up when negative) for `barMetrics`.
    open func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        _appearanceState.noteSet("titleVerticalPositionAdjustment.\(barMetrics.rawValue)") {
            ($0 as? UINavigationBar)?.setTitleVerticalPositionAdjustment(adjustment, for: barMetrics)
        }
        _titleVerticalAdjustments[barMetrics] = adjustment
        _appearanceDidChange()
    }

    /// The title's vertical adjustment for `barMetrics`. Default 0.
    open func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        _titleVerticalAdjustments[barMetrics] ?? 0
    }

    // MARK: - Look (appearances, iOS 13)

    /// The bar's look (iOS 13). Reading it before one was set gives an appearance made from the
    /// legacy properties; setting one (a copy is kept) replaces those properties. A top item's
    /// `standardAppearance` wins over it.
    open var standardAppearance: UINavigationBarAppearance {
        get { _standardAppearance ?? _legacyAppearance() }
        set {
            _appearanceState.noteSet("standardAppearance") { ($0 as? UINavigationBar)?.standardAppearance = newValue }
            _standardAppearance = newValue.copy()
            _appearanceDidChange()
        }
    }
    private(set) var _standardAppearance: UINavigationBarAppearance?

    /// The look in compact height (phones in landscape). Stored: bars here are never compact.
    open var compactAppearance: UINavigationBarAppearance? {
        get { _compactAppearance }
        set {
            _appearanceState.noteSet("compactAppearance") { ($0 as? UINavigationBar)?.compactAppearance = newValue }
            _compactAppearance = newValue?.copy()
        }
    }
    private var _compactAppearance: UINavigationBarAppearance?

    /// The look while the content under the bar is scrolled to its top edge. Nil (default): the
    /// standard appearance with a transparent background (iOS 15+). A top item's
    /// `scrollEdgeAppearance` wins over it.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { _scrollEdgeAppearance }
        set {
            _appearanceState.noteSet("scrollEdgeAppearance") { ($0 as? UINavigationBar)?.scrollEdgeAppearance = newValue }
            _scrollEdgeAppearance = newValue?.copy()
            _appearanceDidChange()
        }
    }
    private var _scrollEdgeAppearance: UINavigationBarAppearance?

    // MARK: - Items

    /// The items, bottom first; the last is the one shown. Setting it is `setItems(_:animated:
    /// false)`. Nil when the bar has none.
    open var items: [UINavigationItem]? {
        get { _items.isEmpty ? nil : _items }
        set { setItems(newValue, animated: false) }
    }

    /// The item shown (the last of `items`).
    open var topItem: UINavigationItem? { _items.last }

    /// The item below the top one, whose titles make the back button.
    open var backItem: UINavigationItem? { _items.count >= 2 ? _items[_items.count - 2] : nil }

    /// Pushes `item` on top: it shows, with a back button made from the item below. The
    /// delegate may refuse (`navigationBar(_:shouldPush:)`) and hears `didPush` after the
    /// animation (at once when not animated). Animated, the new title slides in from the trailing
    /// side while everything cross-fades, over 0.35 s. Pushing an item already in the bar stops
    /// the program.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        _pushItem(item, animated: animated)
    }

    /// Pops the top item and returns it; the item below shows. The delegate may refuse
    /// (`navigationBar(_:shouldPop:)`, then nil is returned) and hears `didPop` after the
    /// animation. Nil when the bar has no items.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        _popItem(animated: animated)
    }

    /// Replaces the items. Animated, the change looks like a push when the new top item was not
    /// in the bar, like a pop when it was below the top, and cross-fades otherwise. The delegate
    /// is not asked. An item listed twice stops the program.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        _setItems(items, animated: animated)
    }

    // MARK: - Size and layout

    /// The width asked for × 44 pt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarConstants.navigationBarHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: BarConstants.navigationBarHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutBackground()
        if _contentNeedsUpdate { _replaceContent() }
        _content?.frame = bounds
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        let storage = _application._runtime.appearance
        _applyAppearance(from: storage)
        for item in _items {
            for barButtonItem in item._allBarButtonItems { barButtonItem._applyAppearance(from: storage) }
        }
        _appearanceDidChange()
    }
}
