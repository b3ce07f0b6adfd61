import Testing
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// Modal presentation: the callback orders of reference §1.3 f–h (CAT26, PT/SHUZ logs; Apple's
/// `present`/`dismiss` and `UIModalPresentationStyle` documentation), the relationship properties
/// (§2.4), chains, UIKit's warnings (§5) and the sheet's pull-down (§1.3 g).
@MainActor @Suite struct UIViewControllerPresentationTests {
    let journal = LifecycleJournal()

    private func showRoot() -> (UITestHost, JournalingViewController) {
        let host = UITestHost()
        let a = JournalingViewController("A", journal: journal)
        host.show(a)
        journal.removeAll()
        return (host, a)
    }

    private func controller(_ name: String, style: UIModalPresentationStyle) -> JournalingViewController {
        let vc = JournalingViewController(name, journal: journal)
        vc.modalPresentationStyle = style
        return vc
    }

    @Test func aFullScreenPresentationRunsUIKitsOrder() {
        let (host, a) = showRoot()
        let m = controller("M", style: .fullScreen)
        var completed = false
        a.present(m, animated: true) { completed = true; self.journal.record("completion") }
        #expect(journal.withoutLayout == ["M.viewDidLoad", "A.viewWillDisappear(true)", "M.viewWillAppear(true)"])
        host.settle()
        #expect(completed)
        #expect(journal.withoutLayout == ["M.viewDidLoad", "A.viewWillDisappear(true)", "M.viewWillAppear(true)",
                                          "M.viewIsAppearing(true)", "M.viewDidAppear(true)", "A.viewDidDisappear(true)",
                                          "completion"])
        #expect(a.presentedViewController === m)
        #expect(m.presentingViewController === a)
        #expect(a.viewIfLoaded?.window == nil)     // the presenter's view left the window
        #expect(m.view.window === host.window)
        #expect(m.view.frame == host.window.bounds)
    }

    @Test func aFullScreenDismissalRunsUIKitsOrderAndReleasesThePresented() {
        let (host, a) = showRoot()
        weak var weakM: UIViewController?
        do {
            let m = controller("M", style: .fullScreen)
            weakM = m
            a.present(m, animated: true)
            host.settle()
            journal.removeAll()
            m.dismiss(animated: true) { self.journal.record("completion") }
        }
        host.settle()
        #expect(journal.withoutLayout == ["M.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)",
                                          "A.viewDidAppear(true)", "M.viewDidDisappear(true)", "completion"])
        #expect(a.presentedViewController == nil)
        #expect(a.view.window === host.window)
        #expect(weakM == nil)
        #expect(host.window.subviews.count == 1)
    }

    @Test func theCoverVerticalAnimationSlidesUpOverTheDuration() {
        let (host, a) = showRoot()
        let m = controller("M", style: .fullScreen)
        a.present(m, animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: PresentationConstants.modalTransitionDuration / 2)
        let y = m.view.layer.presentation()!.frame.minY
        #expect(y > 0 && y < host.window.bounds.height)
        host.advance(by: PresentationConstants.modalTransitionDuration)
        #expect(m.view.layer.presentation()!.frame.minY == 0)
    }

    @Test func overFullScreenKeepsThePresenterWithoutCallbacks() {
        let (host, a) = showRoot()
        let m = controller("M", style: .overFullScreen)
        a.present(m, animated: true)
        host.settle()
        #expect(journal.appearance == ["M.viewWillAppear(true)", "M.viewIsAppearing(true)", "M.viewDidAppear(true)"])
        #expect(a.view.window === host.window)
        journal.removeAll()
        a.dismiss(animated: true)
        host.settle()
        #expect(journal.appearance == ["M.viewWillDisappear(true)", "M.viewDidDisappear(true)"])
    }

    @Test func theAutomaticStyleIsASheetOnAPhoneThatKeepsThePresenter() {
        let (host, a) = showRoot()
        let m = JournalingViewController("M", journal: journal)
        #expect(m.modalPresentationStyle == .automatic)
        a.present(m, animated: true)
        host.settle()
        #expect(!journal.entries.contains { $0.hasPrefix("A.") })
        #expect(m.presentationController?.presentationStyle == .pageSheet)
        #expect(m.view.frame.minY == 20 + PresentationConstants.sheetTopGap)
        #expect(a.view.window === host.window)
    }

    @Test func crossDissolveFadesThePresentedViewIn() {
        let (host, a) = showRoot()
        let m = controller("M", style: .fullScreen)
        m.modalTransitionStyle = .crossDissolve
        a.present(m, animated: true)
        host.advance(by: 1.0 / 60)
        host.advance(by: PresentationConstants.modalTransitionDuration / 2)
        let alpha = m.view.layer.presentation()!.opacity
        #expect(alpha > 0.1 && alpha < 0.9)
        host.settle()
        #expect(m.view.alpha == 1)
    }

    @Test func flipHorizontalPresentsAndDismisses() {
        let (host, a) = showRoot()
        let m = controller("M", style: .fullScreen)
        m.modalTransitionStyle = .flipHorizontal
        a.present(m, animated: true)
        host.settle()
        #expect(a.presentedViewController === m)
        a.dismiss(animated: true)
        host.settle()
        #expect(a.presentedViewController == nil)
        #expect(a.view.window === host.window)
    }

    @Test func presentingWhileAlreadyPresentingLogsUIKitsWarningAndDoesNothing() {
        let (host, a) = showRoot()
        let m = controller("M", style: .fullScreen)
        let n = controller("N", style: .fullScreen)
        a.present(m, animated: false)
        host.settle()
        _UIRuntime.current.logMessages.removeAll()
        a.present(n, animated: false)
        host.settle()
        #expect(_UIKitLog.messages.first?.hasPrefix("Attempt to present <JournalingViewController> on <JournalingViewController> (from <JournalingViewController>) which is already presenting") == true)
        #expect(n.presentingViewController == nil)
        #expect(a.presentedViewController === m)
    }

    @Test func presentingFromAViewOutsideAWindowLogsAndDoesNothing() {
        let host = UITestHost()
        _ = host
        let a = UIViewController()
        let m = UIViewController()
        _UIRuntime.current.logMessages.removeAll()
        a.present(m, animated: false)
        #expect(_UIKitLog.messages.first?.contains("whose view is not in the window hierarchy") == true)
        #expect(a.presentedViewController == nil)
    }

    @Test func aChildPresentsThroughItsRootAndSeesTheRelationships() {
        let host = UITestHost()
        let root = JournalingViewController("A", journal: journal)
        let nav = UINavigationController(rootViewController: root)
        host.show(nav)
        let m = controller("M", style: .fullScreen)
        root.present(m, animated: false)
        host.settle()
        #expect(m.presentingViewController === nav)
        #expect(nav.presentedViewController === m)
        #expect(root.presentedViewController === m)     // "or its nearest ancestor"
        #expect(nav.visibleViewController === m)
        // Dismissing from the child dismisses what its ancestor presents.
        root.dismiss(animated: false)
        host.settle()
        #expect(nav.presentedViewController == nil)
    }

    @Test func dismissingLowerInAChainDismissesEverythingAbove() {
        let (host, a) = showRoot()
        let m = controller("M", style: .fullScreen)
        let n = controller("N", style: .fullScreen)
        a.present(m, animated: false)
        host.settle()
        m.present(n, animated: false)
        host.settle()
        #expect(m.presentedViewController === n)
        journal.removeAll()
        a.dismiss(animated: true) { self.journal.record("completion") }
        host.settle()
        #expect(a.presentedViewController == nil)
        #expect(m.presentedViewController == nil)
        #expect(a.view.window === host.window)
        #expect(host.window.subviews.count == 1)
        #expect(journal.withoutLayout.contains("A.viewDidAppear(true)"))
        #expect(journal.withoutLayout.last == "completion")
    }

    @Test func currentContextCoversTheContextControllerOnly() {
        let host = UITestHost()
        let container = UIViewController()
        let child = JournalingViewController("C", journal: journal)
        child.definesPresentationContext = true
        container.addChild(child)
        child.view.frame = CGRect(x: 0, y: 300, width: 375, height: 200)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        host.show(container)
        let m = controller("M", style: .currentContext)
        child.present(m, animated: false)
        host.settle()
        #expect(m.presentingViewController === child)
        #expect(m.view.convert(m.view.bounds, to: host.window) == CGRect(x: 0, y: 300, width: 375, height: 200))
        #expect(child.viewIfLoaded?.window == nil)
        child.dismiss(animated: false)
        host.settle()
        #expect(child.view.window === host.window)
    }

    @Test func aSheetPulledDownFarDismissesAndTellsTheDelegate() {
        let (host, a) = showRoot()
        let m = controller("M", style: .pageSheet)
        final class Delegate: UIAdaptivePresentationControllerDelegate {
            var calls: [String] = []
            func presentationControllerWillDismiss(_ p: UIPresentationController) { calls.append("willDismiss") }
            func presentationControllerDidDismiss(_ p: UIPresentationController) { calls.append("didDismiss") }
            func presentationControllerDidAttemptToDismiss(_ p: UIPresentationController) { calls.append("attempt") }
        }
        let delegate = Delegate()
        a.present(m, animated: true)
        host.settle()
        m.presentationController?.delegate = delegate
        host.drag(from: CGPoint(x: 180, y: 200), to: CGPoint(x: 180, y: 600), duration: 0.3)
        host.settle()
        #expect(delegate.calls == ["willDismiss", "didDismiss"])
        #expect(a.presentedViewController == nil)
    }

    @Test func aSheetPulledDownALittleSpringsBack() {
        let (host, a) = showRoot()
        let m = controller("M", style: .pageSheet)
        a.present(m, animated: true)
        host.settle()
        let rest = m.view.frame
        host.drag(from: CGPoint(x: 180, y: 200), to: CGPoint(x: 180, y: 260), duration: 0.5, holdAtEnd: 0.1)
        host.settle()
        #expect(a.presentedViewController === m)
        #expect(m.view.frame == rest)
    }

    @Test func aModalInPresentationSheetRefusesThePullAndTellsTheDelegate() {
        let (host, a) = showRoot()
        let m = controller("M", style: .pageSheet)
        m.isModalInPresentation = true
        final class Delegate: UIAdaptivePresentationControllerDelegate {
            var attempts = 0
            func presentationControllerDidAttemptToDismiss(_ p: UIPresentationController) { attempts += 1 }
        }
        let delegate = Delegate()
        a.present(m, animated: true)
        host.settle()
        m.presentationController?.delegate = delegate
        host.drag(from: CGPoint(x: 180, y: 200), to: CGPoint(x: 180, y: 600), duration: 0.3)
        host.settle()
        #expect(delegate.attempts == 1)
        #expect(a.presentedViewController === m)
    }

    @Test func replacingTheRootTakesDownWhatItPresents() {
        let (host, a) = showRoot()
        weak var weakM: UIViewController?
        do {
            let m = controller("M", style: .fullScreen)
            weakM = m
            a.present(m, animated: false)
            host.settle()
            journal.removeAll()
            host.window.rootViewController = UIViewController()
        }
        host.settle()
        #expect(journal.appearance == ["M.viewWillDisappear(false)", "M.viewDidDisappear(false)"])
        #expect(weakM == nil)
        #expect(a.presentedViewController == nil)
        #expect(host.window.subviews.count == 1)
    }

    @Test func presentingAControllerThatHasAParentStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = UITestHost()
                let nav = UINavigationController(rootViewController: UIViewController())
                host.show(UIViewController())
                host.window.rootViewController?.present(nav.viewControllers[0], animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("that has a parent view controller"))
    }

    @Test func dismissingWhileThePresentationAnimatesLogsUIKitsWarningAndDoesNothing() {
        let (host, a) = showRoot()
        let m = controller("M", style: .fullScreen)
        a.present(m, animated: true)
        host.advance(by: 0.1)
        _UIRuntime.current.logMessages.removeAll()
        a.dismiss(animated: true)
        #expect(_UIKitLog.messages == ["Attempt to dismiss from view controller <JournalingViewController> while a presentation or dismiss is in progress!"])
        host.settle()
        #expect(a.presentedViewController === m)
        #expect(m.view.window === host.window)
    }

    /// Present/dismiss cycles in every style, animated or not, interrupted by taps and by
    /// dismissals during the presentation: every presented controller is freed and the window
    /// ends as it began. 300 cycles in the suite; the long run (`ROCKHOPPER_LEAK_CYCLES=10000`)
    /// prints resident memory.
    @Test func presentDismissCyclesLeaveNothingBehind() {
        let cycles = ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init) ?? 300
        var rssAfterWarmUp = 0
        let (host, a) = showRoot()
        weak var last: UIViewController?
        for i in 0..<cycles {
            if i == min(cycles - 1, 200) { rssAfterWarmUp = ResidentMemory.kilobytes() }
            let m = UIViewController()
            m.modalPresentationStyle = [.fullScreen, .overFullScreen, .pageSheet, .currentContext, .overCurrentContext][i % 5]
            m.modalTransitionStyle = [.coverVertical, .crossDissolve][i % 2]
            last = m
            a.present(m, animated: i % 2 == 0)
            host.advance(by: 0.1)
            if i % 5 == 0 { host.tap(at: CGPoint(x: 100, y: 300)) }
            a.dismiss(animated: i % 4 == 0)     // ignored (with UIKit's warning) while presenting
            host.settle()
            if a.presentedViewController != nil {
                a.dismiss(animated: i % 3 == 0)
                host.settle()
            }
            #expect(a.presentedViewController == nil)
        }
        #expect(last == nil)
        #expect(host.window.subviews.count == 1)
        #expect(a.view.window === host.window)
        if cycles > 1000 {
            let end = ResidentMemory.kilobytes()
            print("present/dismiss cycles: \(cycles), RSS after 200: \(rssAfterWarmUp) kB, at end: \(end) kB, growth: \(end - rssAfterWarmUp) kB")
        }
    }
}
