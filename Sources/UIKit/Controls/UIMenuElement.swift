import Foundation

/// The base of the things a menu shows and the actions controls and bar button items perform:
/// a title and an image. You use its subclass `UIAction`; UIKit's `UIMenu` is not here yet.
@MainActor
open class UIMenuElement: NSObject {
    var _title: String
    var _image: UIImage?

    /// The element's title.
    open var title: String { _title }

    /// A second line under the title in menus; nil by default.
    open var subtitle: String?

    /// The element's image; nil by default.
    open var image: UIImage? { _image }

    init(title: String, image: UIImage?) {
        _title = title
        _image = image
        super.init()
    }
}
