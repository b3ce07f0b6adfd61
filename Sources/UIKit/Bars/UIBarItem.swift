import Foundation

/// What a bar shows for a bar item, told when the item changes so it can redraw. Not API.
@MainActor
protocol _UIBarItemHost: AnyObject {
    /// `item` changed something the host shows (title, image, enabled state, tint, attributes).
    func _barItemDidChange(_ item: UIBarItem)
}

/// The abstract base of the items bars show: bar button items (navigation bars, toolbars) and
/// tab bar items. It holds what all of them have: a title, an image, the enabled state, a tag
/// and title text attributes per control state.
///
/// A bar showing the item is told of every change (it holds the item; the item knows the bar
/// weakly), so changing `title` or `isEnabled` of an item on screen updates the bar.
@MainActor
open class UIBarItem: NSObject {
    /// The bar showing the item (navigation bar, toolbar, tab bar), held weakly.
    weak var _host: (any _UIBarItemHost)?
    /// The item's part in UIAppearance (`_UIAppearanceStorage`); subclasses with an
    /// `appearance()` proxy use it.
    var _appearanceState = _UIAppearanceState()
    /// Whether the proxy's values were applied to the item while it was shown in a window.
    var _appearanceAppliedInWindow = false

    private var _titleTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() {
        super.init()
    }

    /// Tells the bar showing the item that it changed.
    func _noteChange() {
        _host?._barItemDidChange(self)
    }

    /// Whether the item responds to taps. A disabled item draws dimmed and ignores touches.
    /// Default true.
    open var isEnabled: Bool = true {
        didSet { if isEnabled != oldValue { _noteChange() } }
    }

    /// The title shown on the item. Default nil.
    open var title: String? {
        didSet { if title != oldValue { _noteChange() } }
    }

    /// The image shown on the item. Bars draw it as a template: its shape in the item's tint
    /// colour. Default nil.
    open var image: UIImage? {
        didSet { if image !== oldValue { _noteChange() } }
    }

    /// Insets of the image in the item's space (positive values shrink it). Default zero.
    open var imageInsets: UIEdgeInsets = .zero {
        didSet { if imageInsets != oldValue { _noteChange() } }
    }

    /// A number for the app to tell items apart. Default 0.
    open var tag: Int = 0

    /// Sets the attributes of the title for `state` (`.font`, `.foregroundColor`, …). States
    /// without attributes of their own use those of `.normal`; nil removes them. Also an
    /// appearance property of `UIBarButtonItem.appearance()`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        let copy = attributes
        _appearanceState.noteSet("titleTextAttributes.\(state.rawValue)") { item in
            (item as? UIBarItem)?.setTitleTextAttributes(copy, for: state)
        }
        _titleTextAttributes[state.rawValue] = attributes
        _noteChange()
    }

    /// The attributes set for `state` with `setTitleTextAttributes(_:for:)`; nil when none were.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        _titleTextAttributes[state.rawValue]
    }

    /// The attributes the title is drawn with in `state`: the state's own, else `.normal`'s
    /// (UIKit falls back to the normal state's attributes).
    func _effectiveTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        if state != .normal, let own = _titleTextAttributes[state.rawValue] { return own }
        return _titleTextAttributes[UIControl.State.normal.rawValue] ?? [:]
    }
}
