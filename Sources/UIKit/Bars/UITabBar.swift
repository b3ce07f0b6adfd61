import Foundation

/// A bar of items at the bottom of the screen, one of which is selected; tapping an item selects
/// it and tells the `delegate`.
///
/// Drawn as iOS 13–17 draws it on a phone in portrait: 49 pt tall, the items sharing the width
/// equally, each an image (tinted from its alpha) above a 10-pt title, the selected one in
/// `tintColor` (inherited, the system blue by default) and the others in
/// `unselectedItemTintColor` (the system grey by default); a red badge at the image's top-right
/// when the item has a `badgeValue`. The background is the translucent near-white of iOS (not
/// blurred here) with a hairline along the top edge; when the bar sits on the window's bottom
/// safe-area inset (the home indicator) the background reaches down to the screen's edge, and
/// when the bar itself covers that inset its items stay in the top 49 pt.
///
/// Views inside: one background view (index 0) and one button view per item, in order, each
/// with a `UIImageView` and a `UILabel` (and the badge's `UILabel`), so tests can find the
/// texts. Every look property may be set on `UITabBar.appearance()` (UITabBar.h marks them
/// `UI_APPEARANCE_SELECTOR`). Not implemented: `standardAppearance`/`scrollEdgeAppearance`
/// (UITabBarAppearance), customizing (`beginCustomizingItems`) and spring loading.
@MainActor
open class UITabBar: UIView, _UIAppearanceParticipant {
    /// Hears the user select items. Held weakly, as UIKit does. Default nil.
    open weak var delegate: UITabBarDelegate?

    private var _items: [UITabBarItem]?
    private var _buttons: [_UITabBarButton] = []
    /// Buttons of removed items fading out (`setItems(_:animated: true)`).
    private var _departingButtons: [_UITabBarButton] = []
    private weak var _selectedItem: UITabBarItem?
    private let _backgroundView = _UITabBarBackgroundView()

    /// Asked before a tap selects an item; false makes the tap do nothing (no selection, no
    /// delegate call). Set by a tab bar controller to apply its delegate's `shouldSelect`.
    var _shouldSelectItem: (@MainActor (UITabBarItem) -> Bool)?

    var _appearanceState = _UIAppearanceState()
    static var _appearanceClass: AnyClass { UITabBar.self }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUpBar()
        _updateBackground()
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
        _backgroundView.isUserInteractionEnabled = false
        addSubview(_backgroundView)
    }

    /// The appearance proxy of tab bars: the look properties set on it (`barTintColor`,
    /// `tintColor`, `unselectedItemTintColor`, `barStyle`, `isTranslucent`, the background,
    /// shadow and selection indicator images, `itemPositioning`, `itemWidth`, `itemSpacing`)
    /// apply to every tab bar made afterwards (a tab bar controller's too) and to every tab bar
    /// entering a window, unless the bar set them itself (Apple's `UIAppearance`). Changing the
    /// proxy later leaves bars already in a window as they are until they enter one again. Only
    /// `UITabBar.appearance()` itself is supported: calling it on a subclass stops the program.
    public class func appearance() -> Self {
        _UIAppearanceStorage.current.proxy(of: UITabBar.self, as: Self.self) { UITabBar(_appearanceProxy: ()) }
    }

    // MARK: - Items

    /// The items shown, left to right. Default nil. Setting it is `setItems(_:animated: false)`.
    open var items: [UITabBarItem]? {
        get { _items }
        set { setItems(newValue, animated: false) }
    }

    /// Shows `items`, left to right. Buttons of items that stay are kept; with `animated` (and
    /// the bar in a window) new items fade in, removed ones fade out and the others slide to
    /// their new places. When the selected item is not among the new items, nothing is selected.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        let newItems = items ?? []
        let kept = Set(newItems.map(ObjectIdentifier.init))
        var oldButtons: [ObjectIdentifier: _UITabBarButton] = [:]
        for button in _buttons { oldButtons[ObjectIdentifier(button.item)] = button }

        for button in _buttons where !kept.contains(ObjectIdentifier(button.item)) {
            if button.item._tabBar === self { button.item._tabBar = nil }
        }
        let leaving = _buttons.filter { !kept.contains(ObjectIdentifier($0.item)) }

        var buttons: [_UITabBarButton] = []
        var arriving: [_UITabBarButton] = []
        for item in newItems {
            if let other = item._tabBar, other !== self { other._forget(item) }
            item._tabBar = self
            if let button = oldButtons.removeValue(forKey: ObjectIdentifier(item)) {
                buttons.append(button)
            } else {
                let button = _UITabBarButton(item: item, tabBar: self)
                buttons.append(button)
                arriving.append(button)
                addSubview(button)
            }
        }
        _items = items
        _buttons = buttons
        if window != nil { _applyAppearanceToItemsInWindow(newItems) }
        if let selected = _selectedItem, !kept.contains(ObjectIdentifier(selected)) { _selectedItem = nil }
        for button in buttons { _refresh(button) }

        if animated && window != nil {
            _departingButtons.append(contentsOf: leaving)
            let frames = _buttonFrames()
            for (button, frame) in zip(buttons, frames) where arriving.contains(where: { $0 === button }) {
                button.frame = frame
                button.alpha = 0
                button.layoutIfNeeded()
            }
            UIView.animate(withDuration: TabBarConstants.itemsAnimationDuration, animations: {
                for (button, frame) in zip(buttons, frames) {
                    button.frame = frame
                    button.alpha = 1
                }
                for button in leaving { button.alpha = 0 }
            }, completion: { [weak self] _ in
                for button in leaving {
                    button.removeFromSuperview()
                    self?._departingButtons.removeAll { $0 === button }
                }
            })
        } else {
            for button in leaving { button.removeFromSuperview() }
            setNeedsLayout()
        }
    }

    /// The selected item, shown in `tintColor`; nil for none. Held weakly, as UIKit does. Setting
    /// it in code does not call the delegate. Default nil.
    open var selectedItem: UITabBarItem? {
        get { _selectedItem }
        set {
            let old = _selectedItem
            _selectedItem = newValue
            if old === newValue { return }
            for button in _buttons where button.item === old || button.item === newValue { _refresh(button) }
        }
    }

    // MARK: - Appearance

    /// The colour of unselected items (their images as templates, and titles); nil (the default)
    /// is the system grey.
    open var unselectedItemTintColor: UIColor? {
        didSet {
            let value = unselectedItemTintColor
            _appearanceState.noteSet("unselectedItemTintColor") { ($0 as? UITabBar)?.unselectedItemTintColor = value }
            if unselectedItemTintColor != oldValue { _refreshButtons() }
        }
    }

    /// The background's colour; nil (the default) is the light or dark translucent background
    /// of `barStyle`. Shown as given when translucent (as iOS 13+ shows it over its blur), at
    /// full alpha otherwise; under a background image only when not translucent.
    open var barTintColor: UIColor? {
        didSet {
            let value = barTintColor
            _appearanceState.noteSet("barTintColor") { ($0 as? UITabBar)?.barTintColor = value }
            if barTintColor != oldValue { _updateBackground() }
        }
    }

    /// Light (`.default`, the default) or dark (`.black`) background.
    open var barStyle: UIBarStyle = .default {
        didSet {
            let value = barStyle
            _appearanceState.noteSet("barStyle") { ($0 as? UITabBar)?.barStyle = value }
            if barStyle != oldValue { _updateBackground() }
        }
    }

    /// Whether the background lets what is behind show through. Default true. When false the
    /// background is opaque: `barTintColor` at full alpha, else white (`.default`) or black
    /// (`.black`), also under a background image.
    open var isTranslucent: Bool = true {
        didSet {
            let value = isTranslucent
            _appearanceState.noteSet("isTranslucent") { ($0 as? UITabBar)?.isTranslucent = value }
            if isTranslucent != oldValue { _updateBackground() }
        }
    }

    /// An image tiled over the whole background instead of its colour (UITabBar.h: "tiled to
    /// fit, even if it was not created via the UIImage resizableImage methods"; a resizable image
    /// is drawn in nine parts over the background). Default nil.
    open var backgroundImage: UIImage? {
        didSet {
            let value = backgroundImage
            _appearanceState.noteSet("backgroundImage") { ($0 as? UITabBar)?.backgroundImage = value }
            if backgroundImage !== oldValue { _updateBackground() }
        }
    }

    /// An image drawn above the bar's top edge instead of the hairline; shown only when a
    /// `backgroundImage` is set too (UITabBar.h). Default nil.
    open var shadowImage: UIImage? {
        didSet {
            let value = shadowImage
            _appearanceState.noteSet("shadowImage") { ($0 as? UITabBar)?.shadowImage = value }
            if shadowImage !== oldValue { _updateBackground() }
        }
    }

    /// An image drawn behind the selected item's image and title (UITabBar.h: "drawn on top of
    /// the tab bar, behind the bar item icon"): centred in the item at its own size, or filling
    /// the item when resizable. Default nil.
    open var selectionIndicatorImage: UIImage? {
        didSet {
            let value = selectionIndicatorImage
            _appearanceState.noteSet("selectionIndicatorImage") { ($0 as? UITabBar)?.selectionIndicatorImage = value }
            if selectionIndicatorImage !== oldValue { _refreshButtons() }
        }
    }

    /// How the items share the width. Default `.automatic`, which is `.fill` on phones.
    open var itemPositioning: ItemPositioning = .automatic {
        didSet {
            let value = itemPositioning
            _appearanceState.noteSet("itemPositioning") { ($0 as? UITabBar)?.itemPositioning = value }
            if itemPositioning != oldValue { setNeedsLayout() }
        }
    }

    /// Width of each item when centred; 0 or less (the default) uses the system width.
    open var itemWidth: CGFloat = 0 {
        didSet {
            let value = itemWidth
            _appearanceState.noteSet("itemWidth") { ($0 as? UITabBar)?.itemWidth = value }
            if itemWidth != oldValue { setNeedsLayout() }
        }
    }

    /// Space between centred items; 0 or less (the default) uses the system spacing.
    open var itemSpacing: CGFloat = 0 {
        didSet {
            let value = itemSpacing
            _appearanceState.noteSet("itemSpacing") { ($0 as? UITabBar)?.itemSpacing = value }
            if itemSpacing != oldValue { setNeedsLayout() }
        }
    }

    /// The colour of the selected item; inherited from the superview unless set (UIView's rule),
    /// the system blue at the top. Also an appearance property of `UITabBar.appearance()`.
    open override var tintColor: UIColor! {
        get { super.tintColor }
        set {
            _appearanceState.noteSet("tintColor") { ($0 as? UITabBar)?.tintColor = newValue }
            super.tintColor = newValue
        }
    }

    /// The selected item's colour follows the (inherited) tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _refreshButtons()
    }

    // MARK: - Layout

    /// `size.width` × 49, plus the bar's bottom safe-area inset when the bar covers it (so a bar
    /// sized this way at the bottom of a home-indicator screen keeps 49 pt for its items).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: TabBarConstants.barHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let extent = _bottomExtension()
        _backgroundView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + extent)
        for (button, frame) in zip(_buttons, _buttonFrames()) { button.frame = frame }
    }

    // The background's reach below the bar depends on where the bar is in its window.
    open override var frame: CGRect {
        didSet { if frame != oldValue { setNeedsLayout() } }
    }

    open override var center: CGPoint {
        didSet { if center != oldValue { setNeedsLayout() } }
    }

    /// Entering a window applies the appearance proxies of the bar's application: `UITabBar`'s
    /// to the bar, `UITabBarItem`'s to its items (each item once).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
        guard window != nil else { return }
        _applyAppearance(from: _application._runtime.appearance)
        _applyAppearanceToItemsInWindow(_items ?? [])
    }

    /// How far the background reaches below the bounds: down to the window's bottom edge when
    /// the bar's bottom lies on or below the window's bottom safe-area edge (a 49-pt bar resting
    /// on the home indicator's inset); else 0.
    private func _bottomExtension() -> CGFloat {
        guard let window else { return 0 }
        let inset = window.safeAreaInsets.bottom
        guard inset > 0 else { return 0 }
        let bottom = convert(CGPoint(x: 0, y: bounds.maxY), to: window).y
        let safeBottom = window.bounds.maxY - inset
        guard bottom >= safeBottom - 0.5, bottom < window.bounds.maxY else { return 0 }
        return window.bounds.maxY - bottom
    }

    /// The buttons' frames: in the item area (the bounds above the bottom safe-area inset),
    /// equal shares of the width (`.fill`, `.automatic`), or a centred row (`.centered`).
    private func _buttonFrames() -> [CGRect] {
        let count = _buttons.count
        guard count > 0 else { return [] }
        let itemAreaHeight = max(0, bounds.height - safeAreaInsets.bottom)
        let top = TabBarConstants.buttonTop
        let height = max(0, itemAreaHeight - top)
        var frames: [CGRect] = []
        frames.reserveCapacity(count)
        switch itemPositioning {
        case .automatic, .fill:
            let share = bounds.width / CGFloat(count)
            let inset = TabBarConstants.buttonHorizontalInset
            for i in 0..<count {
                frames.append(CGRect(x: share * CGFloat(i) + inset, y: top, width: max(0, share - 2 * inset), height: height))
            }
        case .centered:
            let width = itemWidth > 0 ? itemWidth : TabBarConstants.defaultCenteredItemWidth
            let spacing = itemSpacing > 0 ? itemSpacing : TabBarConstants.defaultCenteredItemSpacing
            let total = width * CGFloat(count) + spacing * CGFloat(count - 1)
            let start = (bounds.width - total) / 2
            for i in 0..<count {
                frames.append(CGRect(x: start + CGFloat(i) * (width + spacing), y: top, width: width, height: height))
            }
        }
        return frames
    }

    // MARK: - Internal

    /// A button saw a tap lift inside it: select its item and tell the delegate (also when it
    /// already was selected), unless the item is disabled or the hook refuses.
    func _buttonTapped(_ button: _UITabBarButton) {
        let item = button.item
        guard item.isEnabled, _buttons.contains(where: { $0 === button }) else { return }
        if let shouldSelect = _shouldSelectItem, !shouldSelect(item) { return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    /// `item` changed one of its properties: redraw its button.
    func _itemDidChange(_ item: UITabBarItem) {
        guard let button = _buttons.first(where: { $0.item === item }) else { return }
        _refresh(button)
    }

    /// Another bar takes `item`: drop it from this one.
    private func _forget(_ item: UITabBarItem) {
        guard let items = _items else { return }
        setItems(items.filter { $0 !== item }, animated: false)
    }

    /// `items` get the `UITabBarItem` proxy's values the first time they are shown in a window.
    private func _applyAppearanceToItemsInWindow(_ items: [UITabBarItem]) {
        let storage = _application._runtime.appearance
        for item in items where !item._appearanceAppliedInWindow {
            item._applyAppearance(from: storage)
            item._appearanceAppliedInWindow = true
        }
    }

    private func _refreshButtons() {
        guard !_appearanceState.isProxy else { return }
        for button in _buttons { _refresh(button) }
    }

    private func _refresh(_ button: _UITabBarButton) {
        let selected = button.item === _selectedItem
        button.update(isSelected: selected,
                      color: selected ? tintColor : (unselectedItemTintColor ?? TabBarConstants.unselectedItemColor),
                      selectionIndicatorImage: selected ? selectionIndicatorImage : nil)
    }

    private func _updateBackground() {
        guard !_appearanceState.isProxy else { return }
        let dark = barStyle != .default
        let opaque = barTintColor?.withAlphaComponent(1)
            ?? (dark ? TabBarConstants.darkOpaqueBackground : TabBarConstants.lightOpaqueBackground)
        let fill: UIColor?
        if backgroundImage != nil {
            // UITabBar.h: an opaque bar puts barTintColor (else white or black) under the image.
            fill = isTranslucent ? nil : opaque
        } else if isTranslucent {
            fill = barTintColor ?? (dark ? TabBarConstants.darkTranslucentBackground : TabBarConstants.lightTranslucentBackground)
        } else {
            fill = opaque
        }
        let customShadow = backgroundImage != nil ? shadowImage : nil
        _backgroundView.configure(fill: fill, image: backgroundImage, shadowImage: customShadow,
                                  shadowColor: dark ? TabBarConstants.darkShadowColor : TabBarConstants.lightShadowColor)
    }
}
