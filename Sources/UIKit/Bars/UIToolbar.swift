import Foundation

/// A bar of bar button items, usually at the bottom of the screen.
///
/// 44 pt tall (`sizeThatFits` gives the width asked for × 44). Items are laid out from the
/// leading margin, flexible spaces sharing the width that is left (see `_UIToolbarContentView`).
/// The background is the translucent bar material, a colour or an image, with the 0.5-pt
/// hairline along its top edge (along the bottom when the delegate puts the bar at the top).
/// `tintColor` colours the items; every look property may be set on `UIToolbar.appearance()`.
@MainActor
open class UIToolbar: UIView, UIBarPositioning, _UIAppearanceParticipant, _UIBarItemHost {
    private var _items: [UIBarButtonItem] = []
    let _background = _UIBarBackground()
    private(set) var _content: _UIToolbarContentView?
    private var _contentNeedsUpdate = true

    var _appearanceState = _UIAppearanceState()
    static var _appearanceClass: AnyClass { UIToolbar.self }

    /// A toolbar with `frame`; give it the full width and 44 pt of height.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUpBar()
        _applyAppearance()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private init(_appearanceProxy: Void) {
        super.init(frame: .zero)
        _setUpBar()
    }

    private func _setUpBar() {
        isOpaque = false
        addSubview(_background)
    }

    /// The appearance proxy of toolbars: the look properties set on it (`barStyle`,
    /// `barTintColor`, `tintColor`, `isTranslucent`, background and shadow images, the
    /// appearances) apply to every toolbar made afterwards and to every toolbar entering a window,
    /// unless the toolbar set them itself. Only `UIToolbar.appearance()` itself is supported:
    /// calling it on a subclass stops the program.
    public class func appearance() -> Self {
        _UIAppearanceStorage.current.proxy(of: UIToolbar.self, as: Self.self) { UIToolbar(_appearanceProxy: ()) }
    }

    // MARK: - Items

    /// The items, leading first. Setting it is `setItems(_:animated: false)`. Nil when none.
    open var items: [UIBarButtonItem]? {
        get { _items.isEmpty ? nil : _items }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items, cross-fading when `animated`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        _items = items ?? []
        if window != nil {
            let storage = _application._runtime.appearance
            for item in _items where !item._appearanceAppliedInWindow {
                item._applyAppearance(from: storage)
                item._appearanceAppliedInWindow = true
            }
        }
        guard animated, window != nil, let old = _content else {
            _setNeedsContentUpdate()
            return
        }
        _contentNeedsUpdate = false
        let new = _makeContent()
        _content = new
        new.frame = bounds
        insertSubview(new, aboveSubview: old)
        new.layoutIfNeeded()
        new.alpha = 0
        old.isLeaving = true
        old.isUserInteractionEnabled = false
        UIView.animate(withDuration: BarConstants.itemFadeDuration, animations: {
            new.alpha = 1
            old.alpha = 0
        }, completion: { _ in
            MainActor.assumeIsolated { old.removeFromSuperview() }
        })
    }

    // MARK: - Delegate and position

    /// The delegate, held weakly.
    open weak var delegate: (any UIToolbarDelegate)? {
        didSet { setNeedsLayout() }
    }

    /// Where the toolbar sits: the delegate's `position(for:)`, else `.bottom`.
    open var barPosition: UIBarPosition {
        let position = delegate?.position(for: self) ?? .any
        return position == .any ? .bottom : position
    }

    // MARK: - Look

    /// Light (`.default`) or dark (`.black`). Default `.default`.
    open var barStyle: UIBarStyle {
        get { _barStyle }
        set {
            _appearanceState.noteSet("barStyle") { ($0 as? UIToolbar)?.barStyle = newValue }
            _barStyle = newValue
            _appearanceDidChange()
        }
    }
    private var _barStyle: UIBarStyle = .default

    /// Whether the background is the translucent material (default true) or opaque.
    open var isTranslucent: Bool {
        get { _isTranslucent }
        set {
            _appearanceState.noteSet("isTranslucent") { ($0 as? UIToolbar)?.isTranslucent = newValue }
            _isTranslucent = newValue
            _appearanceDidChange()
        }
    }
    private var _isTranslucent = true

    /// The background colour; nil (default) shows the material.
    open var barTintColor: UIColor? {
        get { _barTintColor }
        set {
            _appearanceState.noteSet("barTintColor") { ($0 as? UIToolbar)?.barTintColor = newValue }
            _barTintColor = newValue
            _appearanceDidChange()
        }
    }
    private var _barTintColor: UIColor?

    /// The colour of the items (items with their own `tintColor` keep it). Default
    /// `UIColor.systemBlue`; setting nil restores it.
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            _appearanceState.noteSet("tintColor") { ($0 as? UIToolbar)?.tintColor = newValue }
            super.tintColor = newValue
        }
    }

    /// The tint changed (here or inherited from a superview): the items take it.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _appearanceDidChange()
    }

    private var _backgroundImages: [Int: UIImage] = [:]
    private var _shadowImages: [Int: UIImage] = [:]

    /// Sets the background image for toolbars at `topOrBottom` (`.any`: both) with `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        _appearanceState.noteSet("backgroundImage.\(topOrBottom.rawValue).\(barMetrics.rawValue)") {
            ($0 as? UIToolbar)?.setBackgroundImage(backgroundImage, forToolbarPosition: topOrBottom, barMetrics: barMetrics)
        }
        _backgroundImages[topOrBottom.rawValue * 1000 + barMetrics.rawValue] = backgroundImage
        _appearanceDidChange()
    }

    /// The background image set for `topOrBottom` and `barMetrics`.
    open func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        _backgroundImages[topOrBottom.rawValue * 1000 + barMetrics.rawValue]
    }

    /// Sets the image replacing the hairline at `topOrBottom`; used only with a background image
    /// (as on iOS).
    open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        _appearanceState.noteSet("shadowImage.\(topOrBottom.rawValue)") {
            ($0 as? UIToolbar)?.setShadowImage(shadowImage, forToolbarPosition: topOrBottom)
        }
        _shadowImages[topOrBottom.rawValue] = shadowImage
        _appearanceDidChange()
    }

    /// The shadow image set for `topOrBottom`.
    open func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        _shadowImages[topOrBottom.rawValue]
    }

    /// The toolbar's look (iOS 13). Reading it before one was set gives an appearance made from
    /// the legacy properties; setting one (a copy is kept) replaces those properties.
    open var standardAppearance: UIToolbarAppearance {
        get { _standardAppearance ?? _legacyAppearance() }
        set {
            _appearanceState.noteSet("standardAppearance") { ($0 as? UIToolbar)?.standardAppearance = newValue }
            _standardAppearance = newValue.copy()
            _appearanceDidChange()
        }
    }
    private var _standardAppearance: UIToolbarAppearance?

    /// The look in compact height. Stored: bars here are never compact.
    open var compactAppearance: UIToolbarAppearance? {
        get { _compactAppearance }
        set {
            _appearanceState.noteSet("compactAppearance") { ($0 as? UIToolbar)?.compactAppearance = newValue }
            _compactAppearance = newValue?.copy()
        }
    }
    private var _compactAppearance: UIToolbarAppearance?

    /// The look while the content is scrolled to the toolbar's edge (iOS 15). Stored: nothing
    /// tells a standalone toolbar about scroll edges here.
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        get { _scrollEdgeAppearance }
        set {
            _appearanceState.noteSet("scrollEdgeAppearance") { ($0 as? UIToolbar)?.scrollEdgeAppearance = newValue }
            _scrollEdgeAppearance = newValue?.copy()
        }
    }
    private var _scrollEdgeAppearance: UIToolbarAppearance?

    /// The legacy properties as an appearance (see `UINavigationBar._legacyAppearance()`).
    private func _legacyAppearance() -> UIToolbarAppearance {
        let appearance = UIToolbarAppearance()
        let dark = barStyle != .default
        let opaque = dark ? BarConstants.opaqueDarkBackground : BarConstants.opaqueLightBackground
        let shadow = dark ? BarConstants.darkShadowColor : BarConstants.defaultShadowColor
        let position = barPosition
        if let image = backgroundImage(forToolbarPosition: position, barMetrics: .default)
            ?? backgroundImage(forToolbarPosition: .any, barMetrics: .default) {
            appearance.configureWithTransparentBackground()
            if !isTranslucent { appearance.backgroundColor = barTintColor ?? opaque }
            appearance.backgroundImage = image
            appearance.shadowColor = shadow
            appearance.shadowImage = shadowImage(forToolbarPosition: position) ?? shadowImage(forToolbarPosition: .any)
        } else if isTranslucent {
            appearance.configureWithDefaultBackground()
            appearance.backgroundColor = barTintColor
            appearance.shadowColor = shadow
        } else {
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = barTintColor ?? opaque
            appearance.shadowColor = shadow
        }
        return appearance
    }

    // MARK: - Size and layout

    /// The width asked for × 44 pt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarConstants.toolbarHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: BarConstants.toolbarHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutBackground()
        if _contentNeedsUpdate {
            _contentNeedsUpdate = false
            _content?.removeFromSuperview()
            let content = _makeContent()
            addSubview(content)
            _content = content
        }
        _content?.frame = bounds
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil else { return }
        let storage = _application._runtime.appearance
        _applyAppearance(from: storage)
        for item in _items {
            item._applyAppearance(from: storage)
            item._appearanceAppliedInWindow = true
        }
        _appearanceDidChange()
    }

    // MARK: - Internals

    func _barItemDidChange(_ item: UIBarItem) {
        _setNeedsContentUpdate()
    }

    private func _setNeedsContentUpdate() {
        _contentNeedsUpdate = true
        setNeedsLayout()
    }

    private func _appearanceDidChange() {
        guard !_appearanceState.isProxy else { return }
        _setNeedsContentUpdate()
    }

    private func _makeContent() -> _UIToolbarContentView {
        for item in _items { item._host = self }
        return _UIToolbarContentView(items: _items, palette: _UIButtonBarButton.Palette(tint: tintColor, isDark: barStyle != .default))
    }

    private func _layoutBackground() {
        let look = _standardAppearance ?? _legacyAppearance()
        var fills: [UIColor] = []
        if look._hasMaterial {
            fills.append(barStyle != .default ? BarConstants.defaultDarkBackground : BarConstants.defaultLightBackground)
        }
        if let color = look.backgroundColor { fills.append(color) }
        _background.apply(_UIBarBackground.Look(fills: fills, image: look.backgroundImage, imageContentMode: look.backgroundImageContentMode,
                                                shadowColor: look.shadowColor, shadowImage: look.shadowImage))
        var frame = bounds
        let position = barPosition
        if position == .topAttached, let window {
            let top = convert(CGPoint.zero, to: window).y
            if top > 0 {
                frame.origin.y -= top
                frame.size.height += top
            }
        }
        _background.frame = frame
        _background.hairlineEdge = position == .top || position == .topAttached ? .bottom : .top
        sendSubviewToBack(_background)
    }
}
