import Foundation

/// What a navigation bar shows while the item is on top of its stack — the title (or a title
/// view), the left and right bar button items — and, while it is just below the top, what the
/// back button says.
///
/// An item shown in a bar knows the bar (weakly): changing any of its properties updates the
/// bar at its next layout. The animated setters cross-fade the change.
@MainActor
open class UINavigationItem: NSObject {
    /// The bar whose stack holds the item.
    weak var _navigationBar: UINavigationBar?

    /// An item without a title.
    public override init() {
        super.init()
    }

    /// An item with `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }

    private func _noteChange(animated: Bool = false) {
        _navigationBar?._navigationItemDidChange(self, animated: animated)
    }

    // MARK: - Title

    /// The title shown in the middle of the bar while the item is on top, and the back button's
    /// text of the item above it (unless `backButtonTitle` or `backBarButtonItem` says otherwise).
    /// Default nil.
    open var title: String? {
        didSet { if title != oldValue { _noteChange() } }
    }

    /// A view shown in the middle of the bar instead of the title, at its own size (clamped to
    /// the space between the items), while the item is on top. Default nil.
    open var titleView: UIView? {
        didSet { if titleView !== oldValue { _noteChange() } }
    }

    /// A line of text above the bar. Stored only: Rockhopper does not draw prompts yet (the bar
    /// would grow by 30 pt on iOS).
    open var prompt: String?

    // MARK: - Back button

    /// The item the back button of the item above this one is made from: its `title` (or
    /// `image`) replaces the text derived from this item's titles; its action and custom view
    /// are ignored (tapping the back button always goes back). Default nil.
    open var backBarButtonItem: UIBarButtonItem? {
        didSet { if backBarButtonItem !== oldValue { _noteChange() } }
    }

    /// The back button's text while this item is just below the top (iOS 11), preferred over
    /// `title`. Default nil.
    open var backButtonTitle: String? {
        didSet { if backButtonTitle != oldValue { _noteChange() } }
    }

    /// Which texts the back button derived from this item may show (iOS 14). Default `.default`.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default {
        didSet { if backButtonDisplayMode != oldValue { _noteChange() } }
    }

    /// Whether the back button is hidden while this item is on top. Default false.
    open var hidesBackButton: Bool {
        get { _hidesBackButton }
        set { setHidesBackButton(newValue, animated: false) }
    }
    private var _hidesBackButton = false

    /// Hides or shows the back button, cross-fading when `animated`.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        guard hidesBackButton != _hidesBackButton else { return }
        _hidesBackButton = hidesBackButton
        _noteChange(animated: animated)
    }

    /// Whether the left items are shown after the back button (true) or instead of it (false,
    /// the default).
    open var leftItemsSupplementBackButton: Bool = false {
        didSet { if leftItemsSupplementBackButton != oldValue { _noteChange() } }
    }

    // MARK: - Bar button items

    /// The items on the leading side, from the edge inwards. Default nil.
    open var leftBarButtonItems: [UIBarButtonItem]? {
        get { _leftItems.isEmpty ? nil : _leftItems }
        set { setLeftBarButtonItems(newValue, animated: false) }
    }
    private var _leftItems: [UIBarButtonItem] = []

    /// The items on the trailing side, from the edge inwards. Default nil.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        get { _rightItems.isEmpty ? nil : _rightItems }
        set { setRightBarButtonItems(newValue, animated: false) }
    }
    private var _rightItems: [UIBarButtonItem] = []

    /// The first of `leftBarButtonItems`; setting it makes it the only one.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { _leftItems.first }
        set { setLeftBarButton(newValue, animated: false) }
    }

    /// The first of `rightBarButtonItems`; setting it makes it the only one.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { _rightItems.first }
        set { setRightBarButton(newValue, animated: false) }
    }

    /// Sets the left items, cross-fading when `animated`.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        _leftItems = items ?? []
        _noteChange(animated: animated)
    }

    /// Sets the right items, cross-fading when `animated`.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        _rightItems = items ?? []
        _noteChange(animated: animated)
    }

    /// Sets the only left item (nil: none), cross-fading when `animated`.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setLeftBarButtonItems(item.map { [$0] }, animated: animated)
    }

    /// Sets the only right item (nil: none), cross-fading when `animated`.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        setRightBarButtonItems(item.map { [$0] }, animated: animated)
    }

    // MARK: - Appearance

    /// The bar's look while this item is on top, instead of the bar's `standardAppearance`.
    /// Copied when set (as UIKit's `@NSCopying` property); the bar reads it at each layout.
    /// Default nil.
    open var standardAppearance: UINavigationBarAppearance? {
        get { _standardAppearance }
        set { _standardAppearance = newValue?.copy(); _noteChange() }
    }
    private(set) var _standardAppearance: UINavigationBarAppearance?

    /// The look in compact height (phones in landscape) while this item is on top. Stored:
    /// Rockhopper's bars are never compact.
    open var compactAppearance: UINavigationBarAppearance? {
        get { _compactAppearance }
        set { _compactAppearance = newValue?.copy() }
    }
    private var _compactAppearance: UINavigationBarAppearance?

    /// The bar's look while this item is on top and the content is at its top edge, instead of
    /// the bar's `scrollEdgeAppearance`. Copied when set. Default nil.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { _scrollEdgeAppearance }
        set { _scrollEdgeAppearance = newValue?.copy(); _noteChange() }
    }
    private(set) var _scrollEdgeAppearance: UINavigationBarAppearance?

    // MARK: - Internals

    /// Every bar button item the item holds (left, right, back).
    var _allBarButtonItems: [UIBarButtonItem] {
        var items = _leftItems + _rightItems
        if let backBarButtonItem { items.append(backBarButtonItem) }
        return items
    }
}
