import Foundation

extension UIButton.Configuration {
    /// How a configuration's corner radius is chosen (`UIButtonConfigurationCornerStyle`).
    public enum CornerStyle: Int, Sendable {
        /// `background.cornerRadius` as it is.
        case fixed = -1
        /// The radius of the button's size (the default).
        case dynamic = 0
        /// A small system radius.
        case small = 1
        /// A medium system radius.
        case medium = 2
        /// A large system radius.
        case large = 3
        /// Half the button's height.
        case capsule = 4
    }

    /// A configuration's metrics (`UIButtonConfigurationSize`).
    public enum Size: Int, Sendable {
        case medium = 0
        case small = 1
        case mini = 2
        case large = 3
    }

    /// How a title and subtitle align with each other (`UIButtonConfigurationTitleAlignment`).
    public enum TitleAlignment: Int, Sendable {
        /// Leading when the image is beside the text, centred when above or below it.
        case automatic = 0
        case leading = 1
        case center = 2
        case trailing = 3
    }
}
