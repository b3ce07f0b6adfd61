import Foundation

/// The closure an action runs, with the action itself (`action.sender` says who sent it).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action with a title and an image, as bar button items (`primaryAction`) and,
/// later, buttons and menus perform it.
///
/// `init(title:image:identifier:discoverabilityTitle:handler:)` as on iOS 14; the `attributes`
/// and `state` parameters are not here yet (they belong to menus).
@MainActor
open class UIAction: UIMenuElement {
    private let handler: UIActionHandler

    /// The action's title. Default "".
    open override var title: String {
        get { _title }
        set { _title = newValue }
    }

    /// The action's image. Default nil.
    open override var image: UIImage? {
        get { _image }
        set { _image = newValue }
    }

    /// A longer title for discoverability (keyboard shortcuts); stored. Default nil.
    open var discoverabilityTitle: String?

    /// The action's identifier: the one given, else a unique one made at init.
    public let identifier: Identifier

    /// The object performing the action while its handler runs (a `UIBarButtonItem` when a bar
    /// button item performs it); nil otherwise.
    open private(set) var sender: Any?

    /// An action running `handler` with itself when performed. Without `identifier` it gets a
    /// unique one.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler) {
        self.handler = handler
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set for its duration, as UIKit does when a control or bar
    /// button item performs the action.
    func _perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
