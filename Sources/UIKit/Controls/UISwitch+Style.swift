import Foundation

extension UISwitch {
    /// How a switch is drawn (iOS 14, `UISwitch.h` `UISwitchStyle`). On iPhone and iPad every
    /// switch is `.sliding`; `.checkbox` is the Mac idiom's look.
    public enum Style: Int, Sendable {
        /// The platform's look: `.sliding` on iOS.
        case automatic = 0
        /// A checkbox (Mac idiom only).
        case checkbox = 1
        /// The sliding on/off switch.
        case sliding = 2
    }
}
