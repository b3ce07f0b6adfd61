import Foundation

/// A button (or space) in a navigation bar or toolbar: a title, an image, a system item or a
/// custom view, and what happens when it is tapped.
///
/// Tapping the item performs its `primaryAction` when it has one, else sends its action to its
/// target. Target–action takes a method reference, as everywhere in Rockhopper:
/// `UIBarButtonItem(title: "Save", style: .done, target: self, action: Self.save)`, where `save`
/// takes the item or nothing. The target is held weakly. With a nil target (or one that went
/// away) the action goes to the first object of the method's class along the responder chain,
/// starting at the key window's first responder or else at the item's button, as UIKit sends a
/// nil-targeted action. `action: nil` makes an item without an action (a back button title, say).
///
/// Styling: `tintColor` (nil: the bar's), `setTitleTextAttributes(_:for:)`, `style` (`.done` is
/// semibold), `width` (0: fit the content). Changing any of them, or `title`, `image`,
/// `isEnabled`, `isHidden`, while the item is shown updates the bar.
@MainActor
open class UIBarButtonItem: UIBarItem, _UIAppearanceParticipant {
    /// How a target–action pair reaches its target. Not API.
    struct _Action {
        /// Whether an object is of the class whose method the action is.
        let accepts: @MainActor (AnyObject) -> Bool
        /// Calls the method on a target (one that `accepts` it) with the item.
        let send: @MainActor (AnyObject, UIBarButtonItem) -> Void
    }

    /// The system item the item was made as, if any.
    private(set) var _systemItem: SystemItem?
    private weak var _target: AnyObject?
    var _action: _Action?

    static var _appearanceClass: AnyClass { UIBarButtonItem.self }

    /// An item without title, image, action or target (plain style).
    public override init() {
        super.init()
        _applyAppearance()
    }

    // MARK: - Creating items

    /// An item showing `title` that sends `action` (taking the item) to `target`.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: AnyObject?, action: @escaping (T) -> (UIBarButtonItem) -> Void) {
        self.init()
        self.title = title
        self.style = style
        _setAction(target: target, action: action)
    }

    /// An item showing `title` that sends `action` (taking nothing) to `target`.
    public convenience init<T: AnyObject>(title: String?, style: Style, target: AnyObject?, action: @escaping (T) -> () -> Void) {
        self.init()
        self.title = title
        self.style = style
        _setAction(target: target, action: action)
    }

    /// An item showing `title` without an action (`action: nil`; Apple's selector is nil).
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Never?) {
        self.init()
        self.title = title
        self.style = style
        _target = target
    }

    /// An item showing `image` (as a template in the tint colour) that sends `action` (taking the
    /// item) to `target`.
    public convenience init<T: AnyObject>(image: UIImage?, style: Style, target: AnyObject?, action: @escaping (T) -> (UIBarButtonItem) -> Void) {
        self.init()
        self.image = image
        self.style = style
        _setAction(target: target, action: action)
    }

    /// An item showing `image` that sends `action` (taking nothing) to `target`.
    public convenience init<T: AnyObject>(image: UIImage?, style: Style, target: AnyObject?, action: @escaping (T) -> () -> Void) {
        self.init()
        self.image = image
        self.style = style
        _setAction(target: target, action: action)
    }

    /// An item showing `image` without an action.
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Never?) {
        self.init()
        self.image = image
        self.style = style
        _target = target
    }

    /// A system item that sends `action` (taking the item) to `target`.
    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: @escaping (T) -> (UIBarButtonItem) -> Void) {
        self.init()
        _systemItem = systemItem
        _setAction(target: target, action: action)
    }

    /// A system item that sends `action` (taking nothing) to `target`.
    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: @escaping (T) -> () -> Void) {
        self.init()
        _systemItem = systemItem
        _setAction(target: target, action: action)
    }

    /// A system item without an action (spaces, mostly).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?) {
        self.init()
        _systemItem = systemItem
        _target = target
    }

    /// A system item performing `primaryAction` when tapped (iOS 14). (`menu:` is not here yet.)
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.init()
        _systemItem = systemItem
        self.primaryAction = primaryAction
        _primaryActionDidChange()
    }

    /// An item showing `title` or `image` and performing `primaryAction` when tapped (iOS 14).
    /// With an action, the item shows the action's title and image instead. (`menu:` is not here
    /// yet.)
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        _primaryActionDidChange()
    }

    /// An item showing `customView` (at the view's own size) instead of a button. The view
    /// handles its own touches; the item's action is not sent.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A flexible space item (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }

    /// A fixed space item `width` points wide (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    // MARK: - Appearance proxy

    /// The appearance proxy of bar button items: `tintColor` and `setTitleTextAttributes(_:for:)`
    /// set on it apply to every item made afterwards, and to older items when their bar enters a
    /// window, unless the item set them itself. Only `UIBarButtonItem.appearance()` itself is
    /// supported: calling it on a subclass stops the program.
    public class func appearance() -> Self {
        _UIAppearanceStorage.current.proxy(of: UIBarButtonItem.self, as: Self.self) { UIBarButtonItem._makeProxy() }
    }

    /// A bare item for the proxy (no appearance applied to it).
    private static func _makeProxy() -> UIBarButtonItem {
        UIBarButtonItem(_proxy: ())
    }

    private init(_proxy: Void) {
        super.init()
    }

    // MARK: - Properties

    /// How the title is drawn (`.done`: semibold). Default `.plain`.
    open var style: Style = .plain {
        didSet { if style != oldValue { _noteChange() } }
    }

    /// The width of the item in points; 0 or less (default) fits the title or image. For a
    /// `.fixedSpace` item, the width of the space.
    open var width: CGFloat = 0 {
        didSet { if width != oldValue { _noteChange() } }
    }

    /// A view shown instead of the button, at its own size (its frame's, else its intrinsic
    /// content size). Default nil.
    open var customView: UIView? {
        didSet { if customView !== oldValue { _noteChange() } }
    }

    /// The colour of the title and image; nil (default) uses the bar's `tintColor`. Also an
    /// appearance property of `UIBarButtonItem.appearance()`.
    open var tintColor: UIColor? {
        get { _tintColor }
        set {
            _appearanceState.noteSet("tintColor") { ($0 as? UIBarButtonItem)?.tintColor = newValue }
            _tintColor = newValue
            _noteChange()
        }
    }
    private var _tintColor: UIColor?

    /// Whether the item is left out of its bar's layout (iOS 16). Default false.
    open var isHidden: Bool = false {
        didSet { if isHidden != oldValue { _noteChange() } }
    }

    /// The action performed when the item is tapped, instead of its target–action (iOS 14).
    /// Setting one shows the action's title and image on the item. Default nil.
    open var primaryAction: UIAction? {
        didSet { _primaryActionDidChange() }
    }

    /// Shows the primary action's title and image (initializers call it too: property observers
    /// don't run there).
    private func _primaryActionDidChange() {
        if let primaryAction {
            title = primaryAction.title.isEmpty ? nil : primaryAction.title
            image = primaryAction.image
        }
        _noteChange()
    }

    /// The object the action is sent to, held weakly; nil sends it along the responder chain.
    /// Setting an object that is not of the class whose method the action is stops the program.
    open var target: AnyObject? {
        get { _target }
        set {
            if let newValue, let _action {
                _rockhopperPrecondition(_action.accepts(newValue),
                    "UIBarButtonItem.target: \(type(of: newValue)) does not have the method the item's action refers to")
            }
            _target = newValue
        }
    }

    // MARK: - Internals

    /// Whether the item is a flexible or fixed space.
    var _isSpace: Bool { _systemItem?._isSpace ?? false }

    /// Stores the target and a method reference taking the item.
    private func _setAction<T: AnyObject>(target: AnyObject?, action: @escaping (T) -> (UIBarButtonItem) -> Void) {
        if let target {
            _rockhopperPrecondition(target is T,
                "UIBarButtonItem: the target (\(type(of: target))) is not an instance of \(T.self), whose method was passed as the action")
        }
        _target = target
        _action = _Action(accepts: { $0 is T }, send: { target, item in action(target as! T)(item) })
    }

    /// Stores the target and a method reference taking nothing.
    private func _setAction<T: AnyObject>(target: AnyObject?, action: @escaping (T) -> () -> Void) {
        if let target {
            _rockhopperPrecondition(target is T,
                "UIBarButtonItem: the target (\(type(of: target))) is not an instance of \(T.self), whose method was passed as the action")
        }
        _target = target
        _action = _Action(accepts: { $0 is T }, send: { target, _ in action(target as! T)() })
    }

    /// What a tap on the item's button does: performs `primaryAction` (sender: the item), else
    /// sends the action to the target or, without one, to the first responder along the chain
    /// from the key window's first responder (else from `button`) that has the method.
    func _sendAction(from button: UIView) {
        if let primaryAction {
            primaryAction._perform(sender: self)
            return
        }
        guard let action = _action else { return }
        if let target = _target {
            action.send(target, self)
            return
        }
        var responder: UIResponder? = button.window?._firstResponder ?? button
        while let current = responder {
            if action.accepts(current) {
                action.send(current, self)
                return
            }
            responder = current.next
        }
    }
}
