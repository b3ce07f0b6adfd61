import Foundation

/// Duration of a navigation controller's bar hide/show animation
/// (`setNavigationBarHidden(_:animated:)`, `setToolbarHidden(_:animated:)`), seconds. UIKit
/// exports the constant but does not document its value; 0.2 is the value developers report
/// printing it as. [N] see docs/DEVIATIONS.md.
public let UINavigationControllerHideShowBarDuration: CGFloat = NavigationConstants.hideShowBarDuration

/// The numbers of UINavigationController. Each says where it comes from.
enum NavigationConstants {
    /// See `UINavigationControllerHideShowBarDuration`. [N]
    static let hideShowBarDuration: CGFloat = 0.2

    /// Duration of the push/pop slide, seconds. 0.35. [N] undocumented (reference §3.6 and §9
    /// item 1): 0.35 s is the commonly quoted figure; others report 0.5 s with UIKit's private
    /// curve 7. The issue asks for 0.35 s.
    static let pushDuration: TimeInterval = 0.35

    /// How far the outgoing view moves during a push, as a fraction of the width (the parallax of
    /// iOS 7+). 0.3. [O] the `_UINavigationParallaxTransition` look reproduced by open
    /// re-implementations; [N] not documented.
    static let parallaxFraction: CGFloat = 0.3

    /// Opacity of the black overlay on the covered view at the end of a push. 0.1. [N] chosen
    /// to look like iOS 7–17; not documented.
    static let coveredDimmingAlpha: CGFloat = 0.1

    /// An interactive pop finishes on release past this fraction of the width. 0.5. [N] the
    /// folklore value (reference §3.4: "~50 % progress"); undocumented.
    static let popFinishFraction: CGFloat = 0.5

    /// …or when the finger leaves faster than this to the right, points per second. 500. [N]
    /// undocumented ("a sufficiently fast rightward flick").
    static let popFinishVelocity: CGFloat = 500

    /// Height of the navigation bar and of the toolbar on a phone in portrait, points. 44.
    /// [M] reference §3.2.
    static let barHeight: CGFloat = 44
}
