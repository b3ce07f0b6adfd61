import Foundation

/// Hears how a presentation adapts and, for sheets, about the user pulling them down.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether a pull-down may dismiss the sheet (asked only when `isModalInPresentation` is false).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user is dismissing the sheet.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the sheet (not called for `dismiss(animated:)` from code).
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss a sheet that refuses (`isModalInPresentation` or the delegate).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
