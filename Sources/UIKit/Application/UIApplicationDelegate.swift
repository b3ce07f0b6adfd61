import Foundation

/// The app's delegate, set on `UIApplication.shared.delegate`.
///
/// When it is a `UIResponder` (and not a view, view controller or the application), it ends the
/// responder chain after the application. The launch and life-cycle callbacks arrive with
/// `UIApplicationMain` (see docs/COMPATIBILITY.md).
@MainActor
public protocol UIApplicationDelegate: AnyObject {}
