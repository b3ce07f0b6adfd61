import Foundation

/// One button revealed by swiping a row ([A] `UIContextualAction`, iOS 11): a title and/or image
/// on a coloured background, and a handler the table calls when the button is tapped or the row
/// is swiped all the way (the first action of a configuration that allows it).
///
/// The handler gets the action, the button view, and a completion to call with whether the action
/// was performed: true closes the row (a destructive action's row is expected to be deleted by
/// then), false closes it too and keeps the row.
@MainActor
open class UIContextualAction {
    /// The handler's type: the action, the view that showed it, and the completion to call.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

    /// The look of the button ([A] `UIContextualAction.Style`; raw values [H] UIContextualAction.h).
    public enum Style: Int, Sendable {
        /// A grey button.
        case normal = 0
        /// A red button; a full swipe on it removes the row at once when the action is performed.
        case destructive = 1
    }

    /// The button's style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// Called when the button is tapped or triggered by a full swipe.
    public let handler: Handler
    /// The background; default `systemRed` for `.destructive`, `systemGray` for `.normal`.
    open var backgroundColor: UIColor! {
        get { _backgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { _backgroundColor = newValue }
    }
    private var _backgroundColor: UIColor?
    /// An image shown above the title (or alone). Default nil.
    open var image: UIImage?

    /// An action with `style`, `title` and `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
