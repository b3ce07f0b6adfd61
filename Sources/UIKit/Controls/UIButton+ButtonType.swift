import Foundation

extension UIButton {
    /// A button's kind, fixed when it is made (`UIButtonType`, raw values of `UIButton.h`).
    public enum ButtonType: Int, Sendable {
        /// No style: a white title, images as they are (darkened while highlighted). What
        /// `UIButton(frame:)` and `UIButton()` make.
        case custom = 0
        /// iOS 7's button: title and template images in the tint, fading while touched.
        case system = 1
        /// A circled "i" (the same glyph as `.infoLight` since iOS 7).
        case detailDisclosure = 2
        /// A circled "i".
        case infoLight = 3
        /// A circled "i" (the same as `.infoLight` since iOS 7).
        case infoDark = 4
        /// A circled "+".
        case contactAdd = 5
        /// A plain button with no background, as `.system` without the legacy fade (iOS 15).
        case plain = 6
        /// A filled grey circle with an "×" (iOS 13).
        case close = 7

        /// The deprecated name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }
}
