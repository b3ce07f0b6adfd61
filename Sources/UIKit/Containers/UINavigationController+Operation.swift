import Foundation

extension UINavigationController {
    /// What a navigation transition does, as the delegate's
    /// `navigationController(_:animationControllerFor:from:to:)` is told.
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
}
