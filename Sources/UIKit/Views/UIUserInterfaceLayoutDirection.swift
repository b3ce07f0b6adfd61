import Foundation

/// The direction in which an interface flows horizontally: where "leading" and "trailing" are.
///
/// `UIApplication.shared.userInterfaceLayoutDirection` gives the app's;
/// `UIView.effectiveUserInterfaceLayoutDirection` a view's, after its
/// `semanticContentAttribute`. Auto Layout's leading and trailing attributes and
/// `directionalLayoutMargins` follow the view's.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Leading is left, trailing is right.
    case leftToRight = 0
    /// Leading is right, trailing is left.
    case rightToLeft = 1
}
