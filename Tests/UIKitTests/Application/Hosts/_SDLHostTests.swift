import Foundation
import Testing
@testable import UIKit
@testable import QuartzCore

/// The SDL window host, on SDL's offscreen video driver (no display needed): it runs an application
/// on the real clock, turns the mouse into a finger, presents frames only when pixels change, and
/// stops when the window is closed.
@MainActor @Suite(.serialized) struct _SDLHostTests {
    @MainActor final class Taps {
        var count = 0
        func tap() { count += 1 }
    }

    func makeHost() throws -> _SDLHost {
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 240), scale: 1,
                              statusBarHeight: 0, safeAreaInsets: .zero)
        return try _SDLHost(screen: screen, title: "Rockhopper test")
    }

    @Test func itRunsOnTheRealClock() throws {
        let host = try makeHost()
        #expect(!host.runtime.clock.isVirtual)
        #expect(UIApplication.shared === host.application)
        #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 240))
    }

    @Test func aMouseClickIsATapOnTheViewUnderIt() throws {
        let host = try makeHost()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let taps = Taps()
        view.addGestureRecognizer(UITapGestureRecognizer(target: taps, action: Taps.tap))
        window.addSubview(view)
        window.makeKeyAndVisible()
        host.runOnce()
        host.postMouse(.down, at: CGPoint(x: 150, y: 150))
        host.runOnce()
        host.postMouse(.up, at: CGPoint(x: 150, y: 150))
        host.runOnce()
        #expect(taps.count == 1)
        // A quick click, down and up within one frame: still a tap (two events, in order).
        host.postMouse(.down, at: CGPoint(x: 150, y: 150))
        host.postMouse(.up, at: CGPoint(x: 150, y: 150))
        host.runOnce()
        #expect(taps.count == 2)
        // Outside the view: nothing.
        host.postMouse(.down, at: CGPoint(x: 10, y: 10))
        host.postMouse(.up, at: CGPoint(x: 10, y: 10))
        host.runOnce()
        #expect(taps.count == 2)
    }

    @Test func itPresentsAFrameOnlyWhenPixelsChange() throws {
        let host = try makeHost()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        host.runOnce()
        let first = host.presentedFrameCount
        #expect(first == 1)
        host.runOnce()
        host.runOnce()
        #expect(host.presentedFrameCount == first)
        window.backgroundColor = .black
        host.runOnce()
        #expect(host.presentedFrameCount == first + 1)
    }

    @Test func aLaunchedAppFollowsTheWindowsFocusMinimizingAndClosing() throws {
        let host = try makeHost()
        AppLifecycleJournal.start()
        defer { AppLifecycleJournal.stop() }
        host.launch(UIApplication.self, delegateClass: JournalingAppDelegate.self)
        #expect(host.application.applicationState == .active)
        host.postWindowEvent(.focusLost)
        host.runOnce()
        #expect(host.application.applicationState == .inactive)
        host.postWindowEvent(.focusGained)
        host.runOnce()
        #expect(host.application.applicationState == .active)
        host.postWindowEvent(.minimized)
        host.runOnce()
        #expect(host.application.applicationState == .background)
        host.postWindowEvent(.restored)
        host.runOnce()
        #expect(host.application.applicationState == .active)
        host.postQuit()
        host.run()   // returns after the app terminated
        #expect(host.quitRequested)
        #expect(AppLifecycleJournal.calls.suffix(3) == ["applicationWillResignActive active", "applicationDidEnterBackground background",
                                                     "applicationWillTerminate"])
    }

    @Test func typedKeysAndCommittedTextReachTheFirstResponder() throws {
        let host = try makeHost()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        field.autocapitalizationType = .none
        window.addSubview(field)
        window.makeKeyAndVisible()
        host.runOnce()
        field.becomeFirstResponder()
        host.postKey(.keyboardH, down: true, text: "h")
        host.postKey(.keyboardH, down: false)
        host.postKey(.keyboardI, down: true, text: "i")
        host.postKey(.keyboardI, down: false)
        host.postText("你好")
        host.runOnce()
        #expect(field.text == "hi你好")
        host.postKey(.keyboardDeleteOrBackspace, down: true)
        host.postKey(.keyboardDeleteOrBackspace, down: false)
        host.runOnce()
        #expect(field.text == "hi你")
    }

    @Test func onlyTheDamagedRectanglesAreUploaded() throws {
        let host = try makeHost()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let small = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
        small.backgroundColor = .red
        window.addSubview(small)
        window.makeKeyAndVisible()
        host.runOnce()
        let full = host.uploadedPixelCount
        #expect(full == 320 * 240)
        small.backgroundColor = .blue
        host.runOnce()
        let changed = host.uploadedPixelCount - full
        #expect(changed > 0)
        #expect(changed <= 40 * 30, "uploaded \(changed) pixels for a 20 × 10 view")
    }

    /// The real run loop's modes: while the user drags a scroll view, a `Timer` scheduled in the
    /// default mode waits and one added for `.common` fires (UIKit's tracking mode is common);
    /// once the scroll view is at rest (here: gone), the default-mode timer fires.
    @Test func defaultModeTimersWaitWhileAScrollViewIsDraggedAndCommonOnesFire() throws {
        let host = try makeHost()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 5_000)
        window.addSubview(scroll)
        window.makeKeyAndVisible()
        host.runOnce()
        host.postMouse(.down, at: CGPoint(x: 100, y: 200))
        host.runOnce()
        for step in 1...5 {
            host.postMouse(.move, at: CGPoint(x: 100, y: 200 - CGFloat(step) * 15))
            host.runOnce()
        }
        #expect(scroll.isDragging)
        final class Fired: @unchecked Sendable { var modes: [String] = [] }
        let fired = Fired()
        // Due already: each fires in the first turn of the run loop in one of its modes.
        let due = Date(timeIntervalSinceNow: -1)
        let defaultTimer = Timer(fire: due, interval: 0, repeats: false) { _ in fired.modes.append("default") }
        let commonTimer = Timer(fire: due, interval: 0, repeats: false) { _ in fired.modes.append("common") }
        // The host runs the run loop of the thread that made it: the main one in an app, the
        // test's here.
        RunLoop.current.add(defaultTimer, forMode: .default)
        RunLoop.current.add(commonTimer, forMode: .common)
        host.runOnce()
        host.runOnce()
        #expect(fired.modes == ["common"])
        scroll.removeFromSuperview()
        host.runOnce()
        #expect(fired.modes == ["common", "default"])
    }

    /// With frame statistics on, the host counts frames, uploads and the latency of a click that
    /// changed pixels.
    @Test func frameStatisticsCountPresentedFramesAndInputLatency() throws {
        setenv("ROCKHOPPER_FRAME_STATS", "1", 1)
        defer { unsetenv("ROCKHOPPER_FRAME_STATS") }
        let host = try makeHost()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        view.backgroundColor = .red
        @MainActor final class Painter { let view: UIView; init(_ view: UIView) { self.view = view }; func paint() { view.backgroundColor = .green } }
        let painter = Painter(view)
        view.addGestureRecognizer(UITapGestureRecognizer(target: painter, action: Painter.paint))
        window.addSubview(view)
        window.makeKeyAndVisible()
        host.runOnce()
        host.postMouse(.down, at: CGPoint(x: 120, y: 120))
        host.postMouse(.up, at: CGPoint(x: 120, y: 120))
        host.runOnce()
        let stats = try #require(host.statistics)
        #expect(stats.framesRun == 2)
        #expect(stats.framesPresented == 2)
        #expect(stats.latencies.count == 1)
        #expect(stats.latencies[0] < 1)
        // The second frame uploaded only the square's damage, not the whole 320 × 240 frame.
        #expect(stats.pixelsUploaded < 320 * 240 + 320 * 240 / 4)
    }

    @Test func closingTheWindowEndsTheRunLoop() throws {
        let host = try makeHost()
        host.postQuit()
        host.run()   // returns after the turn that saw the close request
        #expect(host.quitRequested)
    }

    /// Hosts opened, clicked, animated and dropped over and over: each goes with its window,
    /// application and runtime.
    @Test func hostsOpenedAndDroppedRepeatedlyLeaveNothingBehind() throws {
        let cycles = ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init).map { min($0, 500) } ?? 10
        var watched: [() -> AnyObject?] = []
        for _ in 0..<cycles {
            do {
                let host = try makeHost()
                let window = UIWindow(frame: UIScreen.main.bounds)
                let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
                let taps = Taps()
                view.addGestureRecognizer(UITapGestureRecognizer(target: taps, action: Taps.tap))
                window.addSubview(view)
                window.makeKeyAndVisible()
                host.runOnce()
                host.postMouse(.down, at: CGPoint(x: 150, y: 150))
                host.runOnce()
                host.postMouse(.up, at: CGPoint(x: 150, y: 150))
                host.runOnce()
                #expect(taps.count == 1)
                UIView.animate(withDuration: 10) { view.alpha = 0 }   // still running when dropped
                host.runOnce()
                weak var weakHost = host, runtime = host.runtime, app = host.application, weakWindow = window
                watched += [{ weakHost }, { runtime }, { app }, { weakWindow }]
            }
        }
        _ = try makeHost()   // the last runtime is no longer current
        let alive = watched.compactMap { $0() }
        #expect(alive.isEmpty, "still alive: \(alive.map { type(of: $0) })")
    }

    @Test func aResizedWindowResizesTheScreenTheWindowAndTheRootView() throws {
        let host = try makeHost()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        host.runOnce()
        host.postWindowEvent(.resized(width: 200, height: 300))
        host.runOnce()
        #expect(UIScreen.main.bounds.size == CGSize(width: 200, height: 300))
        #expect(window.bounds.size == CGSize(width: 200, height: 300))
        #expect(controller.view.bounds.size == CGSize(width: 200, height: 300))
        #expect(controller.traitCollection.verticalSizeClass == .regular)
        #expect(window._compositor?.pixelWidth == 200)
    }

    @Test func aWheelTurnScrollsTheScrollViewUnderThePointer() throws {
        let host = try makeHost()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2_000)
        window.addSubview(scroll)
        window.makeKeyAndVisible()
        host.runOnce()
        host.postWheel(dx: 0, dy: -2, at: CGPoint(x: 100, y: 100))
        host.runOnce()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 80))
    }

    @Test func theGeneralPasteboardIsTheSystemClipboard() throws {
        let host = try makeHost()
        _ = host
        let pasteboard = UIPasteboard.general
        pasteboard.string = "copied in the app"
        #expect(_SDLClipboard.clipboardText() == "copied in the app")
        let count = pasteboard.changeCount
        _SDLClipboard.setClipboardText("copied elsewhere")
        #expect(pasteboard.string == "copied elsewhere")
        #expect(pasteboard.changeCount == count + 1)
        pasteboard.url = URL(string: "https://swift.org")
        #expect(pasteboard.url == URL(string: "https://swift.org"))
        #expect(_SDLClipboard.clipboardText() == "https://swift.org")
    }

    @Test func theCursorIsATextBeamOverEditableTextAndAnArrowElsewhere() throws {
        let host = try makeHost()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 40)))
        window.makeKeyAndVisible()
        host.runOnce()
        host.postPointer(at: CGPoint(x: 50, y: 30))
        host.runOnce()
        #expect(host.showsTextCursor)
        host.postPointer(at: CGPoint(x: 50, y: 200))
        host.runOnce()
        #expect(!host.showsTextCursor)
    }

    @Test func framesArePacedAtTheDisplaysRefreshRateOrSixtyHertz() throws {
        let host = try makeHost()
        // The offscreen driver reports no refresh rate and its software renderer no vsync.
        #expect(host.frameInterval == 1 / WindowHostConstants.fallbackRefreshRate)
        #expect(!host.presentsWithVSync || host.frameInterval > 0)
    }
}
