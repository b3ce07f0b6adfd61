import Testing
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// Containment (reference §2.1–2.4: `UIViewController.h`, Apple's custom-container guide): the
/// automatic `willMove`/`didMove` calls, appearance forwarding to children, manual forwarding,
/// `transition(from:to:…)` and the relationship properties.
@MainActor @Suite struct UIViewControllerContainmentTests {
    let journal = LifecycleJournal()

    @Test func addChildCallsWillMoveBeforeLinkingAndRemoveCallsDidMoveAfter() {
        final class Child: JournalingViewController {
            var parentSeenInWillMove: UIViewController??
            override func willMove(toParent parent: UIViewController?) {
                if parentSeenInWillMove == nil { parentSeenInWillMove = .some(self.parent) }
                super.willMove(toParent: parent)
            }
        }
        let container = JournalingViewController("P", journal: journal)
        let child = Child("C", journal: journal)
        container.addChild(child)
        #expect(journal.entries == ["C.willMove(toParent: P)"])
        #expect(child.parentSeenInWillMove! == nil)      // the header: called before adding
        #expect(child.parent === container)
        #expect(container.children == [child])
        #expect(child.isMovingToParent)
        child.didMove(toParent: container)
        #expect(!child.isMovingToParent)
        journal.removeAll()
        child.willMove(toParent: nil)
        #expect(child.isMovingFromParent)
        child.removeFromParent()
        #expect(journal.entries == ["C.willMove(toParent: nil)", "C.didMove(toParent: nil)"])
        #expect(child.parent == nil)
        #expect(container.children.isEmpty)
    }

    @Test func addingAChildOfAnotherParentMovesIt() {
        let first = UIViewController(), second = UIViewController()
        let child = JournalingViewController("C", journal: journal)
        first.addChild(child)
        second.addChild(child)
        #expect(first.children.isEmpty)
        #expect(second.children == [child])
        #expect(journal.entries == ["C.willMove(toParent: UIViewController)", "C.didMove(toParent: nil)",
                                    "C.willMove(toParent: UIViewController)"])
    }

    @Test func aChildAddedToAVisibleContainerAppearsWithItsView() {
        let host = UITestHost()
        let container = JournalingViewController("P", journal: journal)
        host.show(container)
        journal.removeAll()
        let child = JournalingViewController("C", journal: journal)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        host.settle()
        #expect(journal.withoutLayout == ["C.willMove(toParent: P)", "C.viewDidLoad", "C.viewWillAppear(false)",
                                          "C.didMove(toParent: P)", "C.viewIsAppearing(false)", "C.viewDidAppear(false)"])
        journal.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        host.settle()
        #expect(journal.withoutLayout == ["C.willMove(toParent: nil)", "C.viewWillDisappear(false)",
                                          "C.didMove(toParent: nil)", "C.viewDidDisappear(false)"])
    }

    @Test func aContainerForwardsItsAppearanceToChildrenInItsView() {
        let host = UITestHost()
        let container = JournalingViewController("P", journal: journal)
        let child = JournalingViewController("C", journal: journal)
        let detached = JournalingViewController("D", journal: journal)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        container.addChild(detached)     // its view is not in the container's view
        detached.didMove(toParent: container)
        journal.removeAll()
        host.show(container)
        #expect(journal.appearance == ["P.viewWillAppear(false)", "C.viewWillAppear(false)",
                                       "P.viewIsAppearing(false)", "C.viewIsAppearing(false)",
                                       "P.viewDidAppear(false)", "C.viewDidAppear(false)"])
    }

    @Test func aContainerThatForwardsByHandDrivesItsChildren() {
        final class ManualContainer: JournalingViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let host = UITestHost()
        let container = ManualContainer("P", journal: journal)
        let child = JournalingViewController("C", journal: journal)
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        journal.removeAll()
        host.show(container)
        #expect(journal.appearance == ["P.viewWillAppear(false)", "P.viewIsAppearing(false)", "P.viewDidAppear(false)"])
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        #expect(journal.appearance.suffix(2) == ["C.viewWillAppear(true)", "C.viewDidAppear(true)"])
    }

    @Test func transitionFromToSwapsTwoChildrenWithTheirCallbacks() {
        let host = UITestHost()
        let container = JournalingViewController("P", journal: journal)
        let a = JournalingViewController("A", journal: journal)
        let b = JournalingViewController("B", journal: journal)
        container.addChild(a)
        container.view.addSubview(a.view)
        a.didMove(toParent: container)
        host.show(container)
        container.addChild(b)
        a.willMove(toParent: nil)
        journal.removeAll()
        var finished: Bool?
        container.transition(from: a, to: b, duration: 0.3, options: [], animations: { b.view.alpha = 1 }) { done in
            finished = done
            a.removeFromParent()
            b.didMove(toParent: container)
        }
        #expect(journal.appearance == ["A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)"])
        host.settle()
        #expect(finished == true)
        #expect(journal.appearance == ["A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
                                       "A.viewDidDisappear(true)", "B.viewDidAppear(true)"])
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(b.view.superview === container.view)
        #expect(container.children == [b])
    }

    @Test func transitionFromToWithAFlipReplacesTheViewInsideTheTransition() {
        let host = UITestHost()
        let container = JournalingViewController("P", journal: journal)
        let a = JournalingViewController("A", journal: journal)
        let b = JournalingViewController("B", journal: journal)
        container.addChild(a)
        container.view.addSubview(a.view)
        a.didMove(toParent: container)
        host.show(container)
        container.addChild(b)
        journal.removeAll()
        var finished: Bool?
        container.transition(from: a, to: b, duration: 0.4, options: [.transitionFlipFromRight], animations: nil) { finished = $0 }
        #expect(b.view.superview === container.view)
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(container.view._currentTransition != nil)
        host.settle()
        #expect(finished == true)
        #expect(!b.view.isHidden)
        #expect(journal.appearance == ["A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
                                       "A.viewDidDisappear(true)", "B.viewDidAppear(true)"])
    }

    @Test func transitionBetweenControllersThatAreNotChildrenStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let container = UIViewController()
                container.transition(from: UIViewController(), to: UIViewController(), duration: 0, animations: nil)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("must be children of"))
    }

    @Test func addingAnAncestorAsAChildStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let a = UIViewController(), b = UIViewController()
                a.addChild(b)
                b.addChild(a)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("would make a cycle"))
    }

    @Test func navigationAndTabBarControllersAreFoundUpTheParents() {
        let inner = UIViewController()
        let nav = UINavigationController(rootViewController: inner)
        let tab = UITabBarController()
        tab.viewControllers = [nav]
        #expect(inner.navigationController === nav)
        #expect(inner.tabBarController === tab)
        #expect(nav.tabBarController === tab)
        #expect(tab.navigationController == nil)
    }

    @Test func settingTheTitleSetsTheNavigationItemsAndTabBarItemsTitles() {
        let vc = UIViewController()
        _ = vc.navigationItem
        _ = vc.tabBarItem
        vc.title = "Contacts"
        #expect(vc.navigationItem.title == "Contacts")
        #expect(vc.tabBarItem.title == "Contacts")
    }

    @Test func aRemovedChildAndItsViewAreFreed() {
        let host = UITestHost()
        let container = UIViewController()
        host.show(container)
        weak var weakChild: UIViewController?
        weak var weakView: UIView?
        do {
            let child = UIViewController()
            weakChild = child
            weakView = child.view
            container.addChild(child)
            container.view.addSubview(child.view)
            child.didMove(toParent: container)
            host.settle()
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        host.settle()
        #expect(weakChild == nil)
        #expect(weakView == nil)
    }
}
