import UIKit
import UIKitTesting

/// The stage most navigation-transition tests start from, and the app-driven interactive pop
/// they run on it.
@MainActor
extension JournalingNavigationController {
    /// A host showing a journaling navigation controller with "A" at the root and "B" pushed on
    /// it without animation (`pushesB` false: A alone, B made but not pushed); the journal is
    /// cleared once everything settled.
    public static func showing(journal: LifecycleJournal, pushesB: Bool = true)
        -> (UITestHost, JournalingNavigationController, JournalingViewController, JournalingViewController) {
        let host = UITestHost()
        let a = JournalingViewController("A", journal: journal)
        let b = JournalingViewController("B", journal: journal)
        let nav = JournalingNavigationController(rootViewController: a, journal: journal)
        host.show(nav)
        if pushesB { nav.pushViewController(b, animated: false) }
        host.settle()
        journal.removeAll()
        return (host, nav, a, b)
    }

    /// Pops the top controller with `animator` as the delegate's animator, driven by a new
    /// `UIPercentDrivenInteractiveTransition` (the delegate's interaction controller), and runs
    /// the frame in which the pop starts. Returns the interaction, at 0 %.
    public func beginInteractivePop(animator: any UIViewControllerAnimatedTransitioning,
                                    host: UITestHost) -> UIPercentDrivenInteractiveTransition {
        let interaction = UIPercentDrivenInteractiveTransition()
        customAnimator = animator
        customInteraction = interaction
        popViewController(animated: true)
        host.advance(by: 1.0 / 60)
        return interaction
    }
}
