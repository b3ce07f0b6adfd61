import Testing
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// Appearance driven by the view's window (reference §1.3 a, Apple's `viewIsAppearing`
/// documentation): a window's root replaced, a window hidden and shown, the view moved between
/// windows, and the begin/end state machine reversing.
@MainActor @Suite struct UIViewControllerAppearanceTests {
    let journal = LifecycleJournal()

    @Test func replacingTheRootMakesTheOldOneDisappearAndTheNewOneAppear() {
        let host = UITestHost()
        let a = JournalingViewController("A", journal: journal)
        let b = JournalingViewController("B", journal: journal)
        host.show(a)
        journal.removeAll()
        host.window.rootViewController = b
        #expect(journal.withoutLayout == ["A.viewWillDisappear(false)", "B.viewDidLoad", "B.viewWillAppear(false)"])
        host.settle()
        #expect(journal.withoutLayout == ["A.viewWillDisappear(false)", "B.viewDidLoad", "B.viewWillAppear(false)",
                                          "B.viewIsAppearing(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)"])
        #expect(a.viewIfLoaded?.superview == nil)
    }

    @Test func hidingAndShowingTheWindowDrivesTheRootAndItsPresentedController() {
        let host = UITestHost()
        let a = JournalingViewController("A", journal: journal)
        host.show(a)
        let m = JournalingViewController("M", journal: journal)
        m.modalPresentationStyle = .overFullScreen
        a.present(m, animated: false)
        host.settle()
        journal.removeAll()
        host.window.isHidden = true
        host.settle()
        #expect(journal.appearance == ["A.viewWillDisappear(false)", "M.viewWillDisappear(false)",
                                       "A.viewDidDisappear(false)", "M.viewDidDisappear(false)"])
        journal.removeAll()
        host.window.isHidden = false
        host.settle()
        #expect(journal.appearance.filter { $0.contains("DidAppear") } == ["A.viewDidAppear(false)", "M.viewDidAppear(false)"])
    }

    @Test func aRootInAHiddenWindowDoesNotAppearUntilTheWindowShows() {
        let host = UITestHost()
        let window = UIWindow(frame: host.window.bounds)
        let a = JournalingViewController("A", journal: journal)
        window.rootViewController = a
        host.settle()
        #expect(journal.appearance.isEmpty)
        window.makeKeyAndVisible()
        host.settle()
        #expect(journal.appearance == ["A.viewWillAppear(false)", "A.viewIsAppearing(false)", "A.viewDidAppear(false)"])
    }

    @Test func aWillReversedBeforeTheFrameEndsGivesOneDid() {
        let host = UITestHost()
        let a = JournalingViewController("A", journal: journal)
        host.show(a)
        journal.removeAll()
        let child = JournalingViewController("C", journal: journal)
        a.addChild(child)
        a.view.addSubview(child.view)
        child.view.removeFromSuperview()
        host.settle()
        #expect(journal.appearance == ["C.viewWillAppear(false)", "C.viewWillDisappear(false)", "C.viewDidDisappear(false)"])
    }
}
