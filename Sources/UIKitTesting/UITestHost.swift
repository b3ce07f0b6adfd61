import IssueReporting
@_exported import UIKit

/// A headless application with a virtual clock and synthetic fingers, for driving UIKit code the
/// way a user would, deterministically.
///
/// Each host runs its own application in its own runtime: its virtual clock (starting at 0),
/// framework timers, layer animations, property animators and display links. While a host is the
/// one in use — from when it is made, and again from each call to it, until another host is made
/// or used — `UIApplication.shared` is its `application`, `UIScreen.main` its screen and
/// `CACurrentMediaTime()` its clock. So every test can start from a fresh host, and several hosts
/// can live side by side, each moving only its own time.
///
/// Time moves only in `advance(by:)` (and the gesture helpers, which call it): frames run at 60 Hz,
/// each one delivering input, firing timers and display links, running animations, layout and
/// display, in that order. Finger calls (`touchDown`, `move`, `lift`, `cancel`) deliver one event
/// at once without moving time.
///
/// Points are in window coordinates, which are the screen's: the host's window fills the screen.
@MainActor
public final class UITestHost {
    /// The host's application (`UIApplication.shared` while the host is in use).
    public let application: UIApplication

    /// The key window; its frame is the screen's bounds.
    public let window: UIWindow

    /// The host's virtual time, in seconds: `CACurrentMediaTime()` while the host is in use.
    public var now: TimeInterval { runtime.clock.now() }

    /// The launched app's sandbox (`UITestHost(launching:container:)`): its root directory, which
    /// is `NSHomeDirectory()` while the host is in use; nil for a host made with `init(screen:)`.
    public var containerURL: URL? { appContainer?.url }

    /// The launched app's container: current while the host is in use.
    package let appContainer: _AppContainer?

    /// The host's runtime: its clock, animations, display links, screen and application.
    package let runtime: _UIRuntime
    /// The platform side of the host: frames stay in the windows' framebuffers.
    let headless: _HeadlessHost

    /// Called after every frame the host runs (each step of `advance(by:)`, and so of the gesture
    /// helpers and `settle()`), with the host: for recording what a transition or a gesture shows
    /// frame by frame (a filmstrip). Nil by default.
    public var afterEachFrame: (@MainActor (UITestHost) -> Void)?

    private var nextFingerID = 1
    private var fingerLocations: [Int: CGPoint] = [:]

    /// Makes a host simulating `screen` and puts it in use. The frameworks' console lines (UIKit's
    /// logs, CoreGraphics' complaints) are not printed while hosts run tests — they are provoked on
    /// purpose there; UIKit's are in `loggedMessages` — unless `ROCKHOPPER_TEST_LOG=1`.
    public init(screen: UITestScreen = .phone) {
        UITestHost._silenceConsole()
        appContainer = nil
        let uiScreen = UIScreen(bounds: CGRect(origin: .zero, size: screen.size), scale: screen.scale,
                                statusBarHeight: screen.statusBarHeight, safeAreaInsets: screen.safeAreaInsets,
                                userInterfaceIdiom: screen.userInterfaceIdiom)
        headless = _HeadlessHost()
        runtime = _UIRuntime(clock: .virtual(startingAt: 0), screen: uiScreen, host: headless)
        runtime.makeCurrent()
        application = runtime.application
        window = UIWindow(frame: uiScreen.bounds)
        window.makeKeyAndVisible()
    }

    /// Launches the app whose delegate is `delegateClass` on a host simulating `screen`, as
    /// `UIApplicationMain` (or `@main`) would in a window: the application (an instance of
    /// `applicationClass`) and the delegate are made, the delegate's launch methods run, the
    /// scene connects (its delegate makes the window in a scene-based app), the app becomes
    /// active, and a first frame runs (without moving time), so the root view controller has
    /// appeared. The app's key window becomes the host's `window`; launching an app that makes
    /// none stops with a message saying so.
    ///
    /// The app runs in its own sandbox, as on iOS (`container`: a fresh temporary one by
    /// default, removed when the host goes away; or a named one that a later launch finds with
    /// its data): while the host is in use, `NSHomeDirectory()`, the search paths,
    /// `NSTemporaryDirectory()` and `UserDefaults.standard` are the container's (see
    /// `Container`).
    public init<Delegate: UIApplicationDelegate>(launching delegateClass: Delegate.Type,
                                                 applicationClass: UIApplication.Type = UIApplication.self,
                                                 screen: UITestScreen = .phone,
                                                 container: Container = .temporary) {
        appContainer = container._make()
        let uiScreen = UIScreen(bounds: CGRect(origin: .zero, size: screen.size), scale: screen.scale,
                                statusBarHeight: screen.statusBarHeight, safeAreaInsets: screen.safeAreaInsets,
                                userInterfaceIdiom: screen.userInterfaceIdiom)
        UITestHost._silenceConsole()
        headless = _HeadlessHost()
        runtime = _UIRuntime(clock: .virtual(startingAt: 0), screen: uiScreen, host: headless)
        // The app's sandbox before its launch (what it logs goes to this host).
        runtime.makeCurrent()
        appContainer?.activate()
        application = UIApplication._launch(applicationClass, delegateClass: delegateClass, in: runtime)
        guard let key = application.keyWindow else {
            _rockhopperFailure("UITestHost(launching: \(delegateClass)): the app made no key window during its launch (make one in application(_:didFinishLaunchingWithOptions:) or in the scene delegate's scene(_:willConnectTo:options:), then call makeKeyAndVisible())")
        }
        window = key
        application._runFrame()
    }

    /// What UIKit logged (without raising) while this host was in use, oldest first: unbalanced
    /// appearance calls, a presentation while another is in progress, unsatisfiable constraints.
    public var loggedMessages: [String] { runtime.logMessages }

    /// Turns the frameworks' console off for tests, unless `ROCKHOPPER_TEST_LOG=1`.
    static func _silenceConsole() {
        _Console.setSilenced(ProcessInfo.processInfo.environment["ROCKHOPPER_TEST_LOG"] != "1")
    }

    /// Puts this host in use: `UIApplication.shared`, `UIScreen.main` and `CACurrentMediaTime()`
    /// become its application, screen and clock. Every other call of the host does this first;
    /// call it before code that uses those outside the host's calls when several hosts are alive.
    /// A launched app's container becomes the one in use too (the process's environment and
    /// `UserDefaults.standard`; the container in use before saves its defaults first).
    public func makeCurrent() {
        runtime.makeCurrent()
        appContainer?.activate()
    }

    /// Makes `viewController` the window's root, key and visible, and runs one frame (without
    /// moving time), so it has loaded, appeared and been laid out.
    public func show(_ viewController: UIViewController) {
        makeCurrent()
        window.rootViewController = viewController
        window.makeKeyAndVisible()
        application._runFrame()
    }

    /// Moves time forward by `seconds`, running a frame every 1/60 s and one at the end.
    /// `advance(by: 0)` does nothing.
    public func advance(by seconds: TimeInterval) {
        _rockhopperPrecondition(seconds >= 0 && seconds.isFinite, "UITestHost.advance(by: \(seconds)): time moves forward only")
        makeCurrent()
        for t in _FrameTimes(from: now, for: seconds) {
            runtime.clock.setVirtualTime(t)
            application._runFrame()
            afterEachFrame?(self)
        }
    }

    /// Runs frames (1/60 s each) until nothing is animating, decelerating or pending, and returns
    /// how many it ran. Records a test failure if still busy after `timeout` seconds of virtual
    /// time (an endless animation or display link), listing what is still pending: each animation
    /// (key path, view class, timing), display link (target class), scroll view moving by itself,
    /// framework timer and touch held by a recognizer. The failure is reported through
    /// IssueReporting at the caller's line, so it fails a Swift Testing test and an XCTest case
    /// alike (the test target depends on IssueReportingTestSupport; see the README).
    @discardableResult
    public func settle(timeout: TimeInterval = 10, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) -> Int {
        makeCurrent()
        let start = now
        var frames = 0
        while application._hasPendingWork {
            if now - start >= timeout {
                _reportStillBusy("settle(timeout: \(timeout))", frames: frames, timeout: timeout,
                                 at: (fileID, filePath, line, column))
                break
            }
            advance(by: FrameConstants.frameInterval)
            frames += 1
        }
        return frames
    }

    /// Reports, through IssueReporting and at the test's call, that `call` timed out with work
    /// still pending.
    func _reportStillBusy(_ call: String, frames: Int, timeout: TimeInterval,
                          at site: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)) {
        reportIssue("""
            UITestHost.\(call): still busy after \(frames) frames (\(timeout) s of virtual time); pending:
            \(application._pendingWorkDescription)
            """, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }

    // MARK: - Resizing

    /// Resizes the simulated screen and the window to `size` points, as the user resizing the
    /// desktop window does (or an iPad's multitasking, or a rotation when width and height swap):
    /// the root view controller (and those presented over it) get `willTransition(to:with:)` if
    /// the size classes change, then `viewWillTransition(to:with:)`, then the bounds change, the
    /// traits change (`traitCollectionDidChange(_:)`, trait change registrations), the
    /// coordinator's alongside animations run, layout runs, its completions run; then one frame
    /// runs (without moving time). The safe-area insets stay the screen's.
    public func resize(to size: CGSize) {
        _rockhopperPrecondition(size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite,
                                "UITestHost.resize(to: \(size)): the size must be positive and finite")
        makeCurrent()
        application._resizeScreen(to: size)
        application._runFrame()
    }

    /// A turn of the mouse wheel or a two-finger trackpad scroll with the pointer at `point`:
    /// the innermost scroll view under it that can move moves its content by `delta` points at
    /// once (added to its `contentOffset`, clamped to its range; `scrollViewDidScroll`), as an
    /// iPad with a trackpad does. One frame runs after (without moving time).
    public func scroll(at point: CGPoint, by delta: CGVector) {
        makeCurrent()
        application._scrollWheel(at: point, by: delta)
        application._runFrame()
    }

    // MARK: - Snapshots

    /// The host's window as it is now, at the screen's scale: its size in points, `scale` the
    /// screen's. Pending layout and drawing run first; time does not move. The pixels are a copy of
    /// the window's framebuffer, exactly what the compositor shows.
    public func snapshot() -> UIImage {
        snapshot(scale: screenScale)
    }

    /// The host's window as it is now, rendered at `scale` pixels per point (1 is cheaper for
    /// tests that only compare colours): its size in points, its `scale` the one asked for.
    public func snapshot(scale: CGFloat) -> UIImage {
        UIImage(cgImage: snapshotCGImage(scale: scale), scale: scale, orientation: .up)
    }

    /// `snapshot(scale:)` as a `CGImage` (pixels, row 0 at the top); nil: the screen's scale.
    public func snapshotCGImage(scale: CGFloat? = nil) -> CGImage {
        makeCurrent()
        return window._snapshotImage(scale: scale)
    }

    private var screenScale: CGFloat { window.screen.scale }

    /// Redraws every pixel of the window from the layers' cached content (as when it is first
    /// shown), without layout or display: what one full frame of the compositor costs. For
    /// measuring; a normal frame redraws only what changed.
    public func recompositeWindow() {
        makeCurrent()
        window._compositor?.invalidateAll()
        window._composite()
    }

    // MARK: - Gestures

    /// A tap: down, 0.05 s, up; for `count` > 1, taps start 0.15 s apart. A frame runs after the
    /// last lift.
    public func tap(at point: CGPoint, count: Int = 1) {
        _rockhopperPrecondition(count >= 1, "UITestHost.tap(at:count: \(count)): count must be at least 1")
        for i in 0..<count {
            if i > 0 { advance(by: UITestHost.multiTapSpacing - UITestHost.tapDuration) }
            let finger = touchDown(at: point)
            advance(by: UITestHost.tapDuration)
            lift(finger)
        }
        advance(by: FrameConstants.frameInterval)
    }

    /// A tap at the center of `view`, which must be in the host's window.
    public func tap(_ view: UIView) {
        _rockhopperPrecondition(view.window === window, "UITestHost.tap(_:): \(Swift.type(of: view)) is not in the host's window")
        tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
    }

    /// A finger held still at `point` for `duration` seconds, then lifted; a frame runs after.
    public func longPress(at point: CGPoint, duration: TimeInterval = 1.0) {
        let finger = touchDown(at: point)
        advance(by: duration)
        lift(finger)
        advance(by: FrameConstants.frameInterval)
    }

    /// A one-finger drag in a straight line at constant speed: one move per frame for `duration`,
    /// then, with `holdAtEnd`, a rest (so the release velocity is about zero), then the lift at
    /// the end point without further movement. A frame runs after every event.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25, holdAtEnd: TimeInterval = 0) {
        let finger = touchDown(at: start)
        advance(by: FrameConstants.frameInterval)
        let steps = UITestHost.steps(for: duration)
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            move(finger, to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
            advance(by: FrameConstants.frameInterval)
        }
        if holdAtEnd > 0 { advance(by: holdAtEnd) }
        lift(finger)
        advance(by: FrameConstants.frameInterval)
    }

    /// Two fingers on a horizontal line through `center`, `startDistance` apart, moving
    /// symmetrically to `endDistance` apart over `duration` (one move per frame), then lifting.
    public func pinch(center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, duration: TimeInterval = 0.5) {
        func points(_ distance: CGFloat) -> [CGPoint] {
            [CGPoint(x: center.x - distance / 2, y: center.y), CGPoint(x: center.x + distance / 2, y: center.y)]
        }
        let fingers = touchDown(at: points(startDistance))
        advance(by: FrameConstants.frameInterval)
        let steps = UITestHost.steps(for: duration)
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            move(fingers, to: points(startDistance + (endDistance - startDistance) * f))
            advance(by: FrameConstants.frameInterval)
        }
        lift(fingers)
        advance(by: FrameConstants.frameInterval)
    }

    /// Two fingers `radius` from `center` on opposite sides (starting on the horizontal line),
    /// turning by `angle` radians over `duration` (one move per frame), then lifting. A positive
    /// angle turns clockwise on screen, like `CGAffineTransform(rotationAngle:)`.
    public func rotate(center: CGPoint, radius: CGFloat, by angle: CGFloat, duration: TimeInterval = 0.5) {
        func points(_ theta: CGFloat) -> [CGPoint] {
            let dx = radius * cos(theta), dy = radius * sin(theta)
            return [CGPoint(x: center.x + dx, y: center.y + dy), CGPoint(x: center.x - dx, y: center.y - dy)]
        }
        let fingers = touchDown(at: points(0))
        advance(by: FrameConstants.frameInterval)
        let steps = UITestHost.steps(for: duration)
        for i in 1...steps {
            move(fingers, to: points(angle * CGFloat(i) / CGFloat(steps)))
            advance(by: FrameConstants.frameInterval)
        }
        lift(fingers)
        advance(by: FrameConstants.frameInterval)
    }

    /// A tap on the status bar: the one visible scroll view with `scrollsToTop` scrolls to its
    /// top (with none or several, nothing happens, as on iPhone). Delivered now; the scroll
    /// animates as time advances.
    public func tapStatusBar() {
        makeCurrent()
        application._statusBarTapped()
    }

    // MARK: - Fingers

    /// One finger down at `point`, delivered now.
    public func touchDown(at point: CGPoint) -> UITestFinger {
        let finger = _newFinger(at: point)
        application._deliverQueuedInput()
        return finger
    }

    /// Several fingers down together, in one event.
    public func touchDown(at points: [CGPoint]) -> [UITestFinger] {
        let fingers = points.map { _newFinger(at: $0) }
        application._deliverQueuedInput()
        return fingers
    }

    /// Moves a finger to `point`, delivered now.
    public func move(_ finger: UITestFinger, to point: CGPoint) {
        _queue(finger, .move, at: point)
        application._deliverQueuedInput()
    }

    /// Moves several fingers in one event; `points[i]` is where `fingers[i]` goes.
    public func move(_ fingers: [UITestFinger], to points: [CGPoint]) {
        _rockhopperPrecondition(fingers.count == points.count,
            "UITestHost.move(_:to:): \(fingers.count) fingers but \(points.count) points")
        for (finger, point) in zip(fingers, points) { _queue(finger, .move, at: point) }
        application._deliverQueuedInput()
    }

    /// Lifts a finger where it is, delivered now.
    public func lift(_ finger: UITestFinger) {
        _queue(finger, .up, at: nil)
        fingerLocations[finger.id] = nil
        application._deliverQueuedInput()
    }

    /// Lifts several fingers in one event.
    public func lift(_ fingers: [UITestFinger]) {
        for finger in fingers { _queue(finger, .up, at: nil) }
        for finger in fingers { fingerLocations[finger.id] = nil }
        application._deliverQueuedInput()
    }

    /// The system cancels these fingers' touches (a call comes in, say), in one event.
    public func cancel(_ fingers: [UITestFinger]) {
        for finger in fingers { _queue(finger, .cancel, at: nil) }
        for finger in fingers { fingerLocations[finger.id] = nil }
        application._deliverQueuedInput()
    }

    private func _newFinger(at point: CGPoint) -> UITestFinger {
        makeCurrent()
        let finger = UITestFinger(id: nextFingerID)
        nextFingerID += 1
        fingerLocations[finger.id] = point
        application._enqueue(_TouchInput(finger: finger.id, kind: .down, location: point))
        return finger
    }

    private func _queue(_ finger: UITestFinger, _ kind: _TouchInput.Kind, at point: CGPoint?) {
        makeCurrent()
        guard let last = fingerLocations[finger.id] else {
            _rockhopperFailure("UITestHost: finger \(finger.id) is not down (it was lifted or cancelled)")
        }
        let location = point ?? last
        if point != nil { fingerLocations[finger.id] = location }
        application._enqueue(_TouchInput(finger: finger.id, kind: kind, location: location))
    }

    // MARK: - Constants

    /// Time a tap's finger stays down, in seconds: 0.05.
    public static let tapDuration: TimeInterval = 0.05
    /// Time from one tap's touch-down to the next in `tap(at:count:)`, in seconds: 0.15 (well
    /// inside UIKit's 0.35 s multi-tap interval).
    public static let multiTapSpacing: TimeInterval = 0.15
    /// Moves for a gesture lasting `duration`: one per frame, at least one.
    private static func steps(for duration: TimeInterval) -> Int {
        max(1, Int((duration / FrameConstants.frameInterval).rounded()))
    }
}
