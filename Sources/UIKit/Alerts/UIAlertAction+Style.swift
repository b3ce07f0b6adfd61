import Foundation

extension UIAlertAction {
    /// What an action does, which sets how its button looks. Raw values are UIKit's
    /// (`UIAlertActionStyle`).
    public enum Style: Int, Sendable {
        /// The default look: a system-blue title.
        case `default` = 0
        /// Cancels and leaves things unchanged: a bold title (unless another action is the alert's
        /// `preferredAction`); an alert controller can have only one. In an action sheet it sits
        /// apart, below the others.
        case cancel = 1
        /// May change or delete data: a red title.
        case destructive = 2
    }
}
