import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct UIApplicationWindowResizeTests {
    @Test func aResizeTellsWillTransitionThenViewWillTransitionThenTraitsThenAlongsideThenLayoutThenCompletion() {
        let host = UITestHost()
        let journal = TraitJournal()
        host.show(TraitLoggingController("root", journal))
        host.resize(to: CGSize(width: 667, height: 375))
        #expect(journal.entries == [
            "root willTransition compact",
            "root viewWillTransition 667x375 bounds 375",
            "root traits compact",
            "root.view traits regular→compact",
            "root alongside bounds 667",
            "root layout 667",
            "root completion",
        ])
    }

    @Test func viewWillTransitionIsForwardedToChildrenByTheDefault() {
        let host = UITestHost()
        let journal = TraitJournal()
        let root = TraitLoggingController("root", journal)
        let child = TraitLoggingController("child", journal)
        host.show(root)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        host.resize(to: CGSize(width: 667, height: 375))
        let transitions = journal.entries.filter { $0.contains("Transition") }
        #expect(transitions == [
            "root willTransition compact", "child willTransition compact",
            "root viewWillTransition 667x375 bounds 375", "child viewWillTransition 667x375 bounds 0",
        ])
    }

    @Test func theScreenWindowAndRootViewTakeTheNewSize() {
        let host = UITestHost()
        let controller = UIViewController()
        host.show(controller)
        host.resize(to: CGSize(width: 500, height: 700))
        #expect(UIScreen.main.bounds.size == CGSize(width: 500, height: 700))
        #expect(host.window.bounds.size == CGSize(width: 500, height: 700))
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 500, height: 700))
        #expect(host.snapshotCGImage().width == 1000)
    }

    @Test func theCoordinatorOfAResizeIsNotAnimated() {
        final class Probe: UIViewController {
            var animated: Bool?
            var container: UIView?
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                animated = coordinator.isAnimated
                container = coordinator.containerView
            }
        }
        let host = UITestHost()
        let probe = Probe()
        host.show(probe)
        host.resize(to: CGSize(width: 400, height: 700))
        #expect(probe.animated == false)
        #expect(probe.container === host.window)
    }

    @Test func resizingToTheSameSizeDoesNothing() {
        let host = UITestHost()
        let journal = TraitJournal()
        host.show(TraitLoggingController("root", journal))
        host.resize(to: CGSize(width: 375, height: 667))
        #expect(journal.entries.isEmpty)
    }

    @Test func anIPadNarrowedToASplitColumnBecomesCompactWide() {
        let host = UITestHost(screen: .pad)
        let controller = UIViewController()
        host.show(controller)
        host.resize(to: CGSize(width: 320, height: 1180))
        #expect(controller.traitCollection.horizontalSizeClass == .compact)
        #expect(controller.traitCollection.verticalSizeClass == .regular)
    }
}
