import Foundation

extension UIAlertController {
    /// How an alert controller is shown. Raw values are UIKit's (`UIAlertControllerStyle`).
    public enum Style: Int, Sendable {
        /// A sheet of actions rising from the bottom of the screen, shown by the controller that
        /// presents it; the cancel action sits apart below the others.
        case actionSheet = 0
        /// A panel in the middle of the screen, shown modally for the app.
        case alert = 1
    }
}
