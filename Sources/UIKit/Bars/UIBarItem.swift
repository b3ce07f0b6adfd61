import Foundation

/// What the items of bars have in common (`UITabBarItem`, `UIBarButtonItem`): a title, an image,
/// whether the user can pick it, and a tag. An item is not a view: the bar that shows it makes a
/// view for it and updates that view when the item changes.
@MainActor
open class UIBarItem: NSObject {
    public override init() {
        super.init()
    }

    /// Whether the item takes taps. A disabled item is drawn dimmed. Default true.
    open var isEnabled: Bool = true

    /// The text shown for the item. Default nil.
    open var title: String?

    /// The picture shown for the item; bars draw it as a template unless its rendering mode is
    /// `.alwaysOriginal`. Default nil.
    open var image: UIImage?

    /// How far to move each edge of the image's frame in (positive) or out (negative), in
    /// points. Default `.zero`.
    open var imageInsets: UIEdgeInsets = .zero

    /// An integer to tell items apart. Default 0.
    open var tag: Int = 0
}
