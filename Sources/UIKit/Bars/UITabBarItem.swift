import Foundation

/// One item of a `UITabBar`: a title and an image (a different one when selected, if given),
/// an optional badge, and a tag.
///
/// Images are drawn from their alpha, tinted with the bar's `tintColor` when the item is
/// selected and its `unselectedItemTintColor` otherwise, unless their rendering mode is
/// `.alwaysOriginal` (UITabBarItem.h: "To prevent system coloring, provide images with
/// UIImageRenderingModeAlwaysOriginal"). Changing any property while the item is in a bar
/// updates the bar at once.
///
/// A system item (`init(tabBarSystemItem:tag:)`) shows iOS's English title and a glyph drawn
/// by Rockhopper; its `title` and `image` cannot be changed (setting them changes nothing shown),
/// as Apple documents.
///
/// `badgeColor`, `titlePositionAdjustment` and the title text attributes may be set on
/// `UITabBarItem.appearance()` (UITabBarItem.h and UIBarItem.h mark them
/// `UI_APPEARANCE_SELECTOR`). The title takes the font of its state's text attributes (else the
/// `.normal` ones') and the foreground colour of its own state's only: `.normal` for unselected
/// items, `.selected` for the selected one, which otherwise shows the bar's tint.
@MainActor
open class UITabBarItem: UIBarItem, _UIAppearanceParticipant {
    /// The bar showing the item, if any (it holds the item; an item is in at most one bar).
    weak var _tabBar: UITabBar?

    /// Set by `init(tabBarSystemItem:tag:)`.
    private(set) var _systemItem: SystemItem?

    static var _appearanceClass: AnyClass { UITabBarItem.self }

    /// An item with no title, image or badge.
    public override init() {
        super.init()
        _applyAppearance()
    }

    private init(_proxy: Void) {
        super.init()
    }

    /// The appearance proxy of tab bar items: `badgeColor`, `titlePositionAdjustment` and
    /// `setTitleTextAttributes(_:for:)` set on it apply to every item made afterwards, and to
    /// older items when they are first shown in a tab bar in a window, unless the item set them
    /// itself. Only `UITabBarItem.appearance()` itself is supported: calling it on a subclass
    /// stops the program.
    public class func appearance() -> Self {
        _UIAppearanceStorage.current.proxy(of: UITabBarItem.self, as: Self.self) { UITabBarItem(_proxy: ()) }
    }

    /// An item showing `title` above nothing or under `image` (nil for none), the same image
    /// when selected.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item showing `image` when not selected and `selectedImage` when selected (`image`
    /// when `selectedImage` is nil).
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// One of iOS's system items: its English title ("Favorites", "Most Recent"…) and glyph.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        _systemItem = systemItem
        self.tag = tag
    }

    // MARK: - What the bar shows

    open override var title: String? {
        didSet { _changed() }
    }

    open override var image: UIImage? {
        didSet { if image !== oldValue { _changed() } }
    }

    open override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { _changed() } }
    }

    open override var imageInsets: UIEdgeInsets {
        didSet { if imageInsets != oldValue { _changed() } }
    }

    /// The image shown while the item is selected; nil shows `image`. Default nil.
    open var selectedImage: UIImage? {
        didSet { if selectedImage !== oldValue { _changed() } }
    }

    /// The text of the badge at the image's top-right corner; nil (the default) shows no badge.
    /// An empty string shows an empty badge.
    open var badgeValue: String? {
        didSet { if badgeValue != oldValue { _changed() } }
    }

    /// The badge's background colour; nil (the default) is the system red.
    open var badgeColor: UIColor? {
        didSet {
            let value = badgeColor
            _appearanceState.noteSet("badgeColor") { ($0 as? UITabBarItem)?.badgeColor = value }
            if badgeColor != oldValue { _changed() }
        }
    }

    /// Moves the title from its place under the image: right and down by the offset's
    /// components, in points. Default `.zero`.
    open var titlePositionAdjustment: UIOffset = .zero {
        didSet {
            let value = titlePositionAdjustment
            _appearanceState.noteSet("titlePositionAdjustment") { ($0 as? UITabBarItem)?.titlePositionAdjustment = value }
            if titlePositionAdjustment != oldValue { _changed() }
        }
    }

    /// Sets the title's attributes for `state` (`.normal`: unselected, `.selected`); see the
    /// type's description for what the bar takes from them.
    open override func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        super.setTitleTextAttributes(attributes, for: state)
        _changed()
    }

    // MARK: - Internal

    /// The title on screen: the system item's, else `title`.
    var _shownTitle: String? {
        _systemItem?._title ?? title
    }

    /// The image on screen in the given state: the system glyph, else the selected image (when
    /// selected and set), else `image`.
    func _shownImage(selected: Bool) -> UIImage? {
        if let system = _systemItem { return _UITabBarSystemGlyph.image(for: system) }
        return selected ? (selectedImage ?? image) : image
    }

    private func _changed() {
        _tabBar?._itemDidChange(self)
    }
}
