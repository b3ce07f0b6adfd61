import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

/// `UIViewController`: the lazily loaded view, the appearance callbacks of a window's root in the
/// order logged on iOS (the lifecycle logs of arm1.ru and readke.com; Apple's `viewIsAppearing(_:)`
/// documentation), the begin/end appearance state machine with UIKit's warning for unbalanced
/// calls, and the controller's place in the responder chain (Apple's `UIViewController`
/// documentation and `UIViewController.h`).
@MainActor @Suite struct UIViewControllerTests {
    final class Log { var lines: [String] = [] }

    /// Logs loading and appearance, with the `animated` flag.
    final class Controller: UIViewController {
        let log = Log()
        var customView: UIView?
        override func loadView() {
            log.lines.append("loadView")
            if let customView { view = customView } else { super.loadView() }
        }
        override func viewDidLoad() { log.lines.append("viewDidLoad loaded=\(isViewLoaded)") }
        override func viewWillAppear(_ animated: Bool) { log.lines.append("viewWillAppear(\(animated))") }
        override func viewIsAppearing(_ animated: Bool) { log.lines.append("viewIsAppearing(\(animated))") }
        override func viewWillLayoutSubviews() { log.lines.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.lines.append("viewDidLayoutSubviews") }
        override func viewDidAppear(_ animated: Bool) { log.lines.append("viewDidAppear(\(animated))") }
        override func viewWillDisappear(_ animated: Bool) { log.lines.append("viewWillDisappear(\(animated))") }
        override func viewDidDisappear(_ animated: Bool) { log.lines.append("viewDidDisappear(\(animated))") }
    }

    /// Records the geometry it sees when `viewIsAppearing` runs.
    final class GeometryController: UIViewController {
        var frameAtIsAppearing: CGRect?
        var windowAtIsAppearing: UIWindow?
        var safeTopAtIsAppearing: CGFloat?
        override func viewIsAppearing(_ animated: Bool) {
            frameAtIsAppearing = view.frame
            windowAtIsAppearing = view.window
            safeTopAtIsAppearing = view.safeAreaInsets.top
        }
    }

    private let frameInterval = 1.0 / 60.0

    // MARK: Lazy loading

    @Test func aNewControllerHasNoView() {
        let vc = Controller()
        #expect(vc.isViewLoaded == false)
        #expect(vc.viewIfLoaded == nil)
        #expect(vc.log.lines.isEmpty)
    }

    @Test func readingViewLoadsItWithLoadViewThenViewDidLoad() {
        _ = UITestHost()
        let vc = Controller()
        let view = vc.view
        #expect(view != nil)
        #expect(vc.isViewLoaded)
        #expect(vc.viewIfLoaded === view)
        #expect(vc.log.lines == ["loadView", "viewDidLoad loaded=true"])
    }

    @Test func theViewLoadsOnlyOnce() {
        _ = UITestHost()
        let vc = Controller()
        let first = vc.view
        let second = vc.view
        #expect(first === second)
        #expect(vc.log.lines.count == 2)
    }

    @Test func theDefaultViewIsAPlainViewTheSizeOfTheScreen() {
        _ = UITestHost(screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 2))
        let vc = UIViewController()
        #expect(type(of: vc.view!) == UIView.self)
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(vc.view.superview == nil)
    }

    @Test func aCustomLoadViewProvidesTheView() {
        _ = UITestHost()
        let vc = Controller()
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        vc.customView = custom
        #expect(vc.view === custom)
        #expect(vc.log.lines == ["loadView", "viewDidLoad loaded=true"])
    }

    @Test func settingTheViewNeedsNoLoading() {
        _ = UITestHost()
        let vc = Controller()
        let mine = UIView()
        vc.view = mine
        #expect(vc.isViewLoaded)
        #expect(vc.view === mine)
        #expect(vc.log.lines.contains("loadView") == false)
    }

    @Test func settingTheViewToNilUnloadsItSoTheNextReadLoadsAgain() {
        _ = UITestHost()
        let vc = Controller()
        let first = vc.view
        vc.view = nil
        #expect(vc.isViewLoaded == false)
        #expect(vc.viewIfLoaded == nil)
        let second = vc.view
        #expect(second !== first)
        #expect(vc.log.lines == ["loadView", "viewDidLoad loaded=true", "loadView", "viewDidLoad loaded=true"])
    }

    @Test func aLoadViewThatSetsNoViewStillCallsViewDidLoadAndLeavesItUnloaded() {
        final class Forgetful: UIViewController {
            var loads = 0, didLoads = 0
            override func loadView() { loads += 1 }
            override func viewDidLoad() { didLoads += 1 }
        }
        _ = UITestHost()
        let vc = Forgetful()
        vc.loadViewIfNeeded()
        #expect(vc.loads == 1)
        #expect(vc.didLoads == 1)
        #expect(vc.isViewLoaded == false)
    }

    @Test func aViewCanBeTheViewOfOnlyOneController() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let first = UIViewController(), second = UIViewController()
                let shared = UIView()
                first.view = shared
                second.view = shared
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("a view can be the view of only one view controller"))
    }

    @Test func loadViewIfNeededLoadsOnce() {
        _ = UITestHost()
        let vc = Controller()
        vc.loadViewIfNeeded()
        #expect(vc.isViewLoaded)
        vc.loadViewIfNeeded()
        #expect(vc.log.lines == ["loadView", "viewDidLoad loaded=true"])
    }

    @Test func titleAndNibNameAreKept() {
        let vc = UIViewController()
        #expect(vc.title == nil)
        #expect(vc.nibName == nil)
        vc.title = "Settings"
        #expect(vc.title == "Settings")
        let named = UIViewController(nibName: "Main", bundle: .main)
        #expect(named.nibName == "Main")
        #expect(named.nibBundle === Bundle.main)
        #expect(named.isViewLoaded == false)
    }

    @Test func loadingANibStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UITestHost()
                _ = UIViewController(nibName: "Main", bundle: nil).view
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("loading the nib \"Main\" is not supported"))
    }

    // MARK: Appearing as the window's root

    @Test func showingARootControllerRunsTheCallbacksInOrder() {
        let host = UITestHost()
        let vc = Controller()
        host.show(vc)
        #expect(vc.log.lines == ["loadView", "viewDidLoad loaded=true", "viewWillAppear(false)",
                                 "viewIsAppearing(false)", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
                                 "viewDidAppear(false)"])
    }

    @Test func theViewsGeometryIsFinalInViewIsAppearing() {
        let host = UITestHost()
        let vc = GeometryController()
        host.show(vc)
        #expect(vc.frameAtIsAppearing == host.window.bounds)
        #expect(vc.windowAtIsAppearing === host.window)
        #expect(vc.safeTopAtIsAppearing == 20)
    }

    @Test func aLaterLayoutCallsTheLayoutCallbacksAgainButNotTheAppearanceOnes() {
        let host = UITestHost()
        let vc = Controller()
        host.show(vc)
        vc.log.lines.removeAll()
        vc.view.setNeedsLayout()
        host.advance(by: frameInterval)
        #expect(vc.log.lines == ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    }

    // MARK: begin/endAppearanceTransition

    @Test func anAppearanceTransitionCallsWillThenDidAppearWithItsAnimatedFlag() {
        _ = UITestHost()
        let vc = Controller()
        vc.beginAppearanceTransition(true, animated: true)
        #expect(vc.log.lines == ["viewWillAppear(true)"])
        vc.endAppearanceTransition()
        #expect(vc.log.lines == ["viewWillAppear(true)", "viewDidAppear(true)"])
        #expect(_UIKitLog.messages.isEmpty)
    }

    @Test func aDisappearanceTransitionCallsWillThenDidDisappear() {
        _ = UITestHost()
        let vc = Controller()
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        vc.log.lines.removeAll()
        vc.beginAppearanceTransition(false, animated: false)
        vc.endAppearanceTransition()
        #expect(vc.log.lines == ["viewWillDisappear(false)", "viewDidDisappear(false)"])
        #expect(_UIKitLog.messages.isEmpty)
    }

    @Test func aCancelledAppearanceTurnsIntoADisappearance() {
        _ = UITestHost()
        let vc = Controller()
        vc.beginAppearanceTransition(true, animated: true)
        vc.beginAppearanceTransition(false, animated: true)
        vc.endAppearanceTransition()
        #expect(vc.log.lines == ["viewWillAppear(true)", "viewWillDisappear(true)", "viewDidDisappear(true)"])
        #expect(_UIKitLog.messages.isEmpty)
    }

    @Test func aCancelledDisappearanceTurnsBackIntoAnAppearance() {
        _ = UITestHost()
        let vc = Controller()
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        vc.log.lines.removeAll()
        vc.beginAppearanceTransition(false, animated: true)
        vc.beginAppearanceTransition(true, animated: true)
        vc.endAppearanceTransition()
        #expect(vc.log.lines == ["viewWillDisappear(true)", "viewWillAppear(true)", "viewDidAppear(true)"])
        #expect(_UIKitLog.messages.isEmpty)
    }

    @Test func endingWithoutBeginningLogsUnbalancedCallsAndCallsNothing() {
        _ = UITestHost()
        let vc = Controller()
        vc.endAppearanceTransition()
        #expect(vc.log.lines.isEmpty)
        #expect(_UIKitLog.messages.count == 1)
        let message = _UIKitLog.messages.first ?? ""
        #expect(message.hasPrefix("Unbalanced calls to begin/end appearance transitions for <"))
        #expect(message.contains("Controller"))
    }

    @Test func beginningTheSameAppearanceTwiceLogsUnbalancedCalls() {
        _ = UITestHost()
        let vc = Controller()
        vc.beginAppearanceTransition(true, animated: false)
        vc.beginAppearanceTransition(true, animated: false)
        #expect(vc.log.lines == ["viewWillAppear(false)"])
        #expect(_UIKitLog.messages.count == 1)
        #expect(_UIKitLog.messages.first?.contains("Unbalanced calls") == true)
    }

    @Test func disappearingWhenAlreadyGoneLogsUnbalancedCalls() {
        _ = UITestHost()
        let vc = Controller()
        vc.beginAppearanceTransition(false, animated: false)
        #expect(vc.log.lines.isEmpty)
        #expect(_UIKitLog.messages.count == 1)
    }

    @Test func endingTwiceLogsOnTheSecondEnd() {
        _ = UITestHost()
        let vc = Controller()
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        #expect(_UIKitLog.messages.isEmpty)
        vc.endAppearanceTransition()
        #expect(vc.log.lines == ["viewWillAppear(false)", "viewDidAppear(false)"])
        #expect(_UIKitLog.messages.count == 1)
    }

    @Test func aNewHostClearsTheLog() {
        _ = UITestHost()
        UIViewController().endAppearanceTransition()
        #expect(_UIKitLog.messages.count == 1)
        _ = UITestHost()
        #expect(_UIKitLog.messages.isEmpty)
    }

    // MARK: Responder chain

    @Test func anUnloadedControllerHasNoNextAndStaysUnloaded() {
        let vc = Controller()
        #expect(vc.next == nil)
        #expect(vc.isViewLoaded == false)
    }

    @Test func aLoadedControllerOutsideAHierarchyHasNoNext() {
        _ = UITestHost()
        let vc = UIViewController()
        vc.loadViewIfNeeded()
        #expect(vc.next == nil)
    }

    @Test func theControllersNextIsItsViewsSuperview() {
        _ = UITestHost()
        let vc = UIViewController()
        let container = UIView()
        container.addSubview(vc.view)
        #expect(vc.next === container)
        #expect(vc.view.next === vc)
    }

    @Test func aReplacedRootViewNoLongerLeadsToTheController() {
        _ = UITestHost()
        let vc = UIViewController()
        let old = vc.view!
        let parent = UIView()
        parent.addSubview(old)
        vc.view = UIView()
        #expect(old.next === parent)
        #expect(vc.view.next === vc)
    }
}
