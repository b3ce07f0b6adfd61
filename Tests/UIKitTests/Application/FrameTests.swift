import Testing
@testable import QuartzCore
import UIKitTesting
import UIKitTestSupport

/// The frame pipeline (`UIApplication+Frame.swift`, ARCHITECTURE.md "One clock, one frame"): each
/// frame delivers queued input, then fires display links, then runs the layout pass with the
/// appearance transitions around it.
@MainActor @Suite struct FrameTests {
    final class Log { var lines: [String] = [] }

    /// Logs its layout passes ("layout") and touch-downs ("touch") into a shared log.
    final class LoggingView: TouchRecordingView {
        var log: Log?
        override func layoutSubviews() {
            super.layoutSubviews()
            log?.lines.append("layout")
        }
        override func didRecord(_ call: Call) {
            if call.method == .began { log?.lines.append("touch") }
        }
    }

    final class Ticker {
        let log: Log
        var onTick: () -> Void = {}
        init(log: Log) { self.log = log }
        func tick() { log.lines.append("link"); onTick() }
    }

    final class Controller: UIViewController {
        let log = Log()
        override func loadView() {
            let v = LoggingView()
            v.log = log
            view = v
        }
        override func viewWillAppear(_ animated: Bool) { log.lines.append("viewWillAppear") }
        override func viewIsAppearing(_ animated: Bool) { log.lines.append("viewIsAppearing") }
        override func viewWillLayoutSubviews() { log.lines.append("viewWillLayoutSubviews") }
        override func viewDidLayoutSubviews() { log.lines.append("viewDidLayoutSubviews") }
        override func viewDidAppear(_ animated: Bool) { log.lines.append("viewDidAppear") }
    }

    private let frameInterval = 1.0 / 60.0

    @Test func framesAreOneSixtiethOfASecondApart() {
        #expect(abs(FrameConstants.frameInterval - 1.0 / 60.0) < 1e-15)
    }

    @Test func aFrameDeliversQueuedInputThenFiresLinksThenLaysOut() {
        let host = UITestHost()
        let log = Log()
        let view = LoggingView(frame: host.window.bounds)
        view.log = log
        host.window.addSubview(view)
        host.settle()
        log.lines.removeAll()
        let ticker = Ticker(log: log)
        let link = CADisplayLink(target: ticker, selector: Ticker.tick)
        link.add(to: .main, forMode: .common)
        view.setNeedsLayout()
        host.application._enqueue(_TouchInput(finger: 1, kind: .down, location: CGPoint(x: 10, y: 10)))
        host.advance(by: frameInterval)
        #expect(log.lines == ["touch", "link", "layout"])
        link.invalidate()
    }

    @Test func layoutRequestedByADisplayLinkHappensInTheSameFrame() {
        let host = UITestHost()
        let log = Log()
        let view = LoggingView(frame: host.window.bounds)
        view.log = log
        host.window.addSubview(view)
        host.settle()
        log.lines.removeAll()
        let ticker = Ticker(log: log)
        ticker.onTick = { view.setNeedsLayout() }
        let link = CADisplayLink(target: ticker, selector: Ticker.tick)
        link.add(to: .main, forMode: .default)
        host.advance(by: 2 * frameInterval)
        #expect(log.lines == ["link", "layout", "link", "layout"])
        link.invalidate()
    }

    @Test func setNeedsLayoutWaitsForTheNextFrame() {
        let host = UITestHost()
        let log = Log()
        let view = LoggingView(frame: host.window.bounds)
        view.log = log
        host.window.addSubview(view)
        host.settle()
        log.lines.removeAll()
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(log.lines.isEmpty)
        host.advance(by: frameInterval)
        #expect(log.lines == ["layout"])
        host.advance(by: frameInterval)
        #expect(log.lines == ["layout"])
    }

    @Test func viewsOfEveryVisibleWindowAreLaidOut() {
        let host = UITestHost()
        let log = Log()
        let window = UIWindow(frame: host.window.bounds)
        window.isHidden = false
        let view = LoggingView(frame: window.bounds)
        view.log = log
        window.addSubview(view)
        host.settle()
        log.lines.removeAll()
        view.setNeedsLayout()
        host.advance(by: frameInterval)
        #expect(log.lines == ["layout"])
    }

    @Test func anAppearingRootIsLaidOutBetweenViewIsAppearingAndViewDidAppear() {
        let host = UITestHost()
        let vc = Controller()
        host.show(vc)
        #expect(vc.log.lines == ["viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews", "layout",
                                 "viewDidLayoutSubviews", "viewDidAppear"])
    }

    @Test func theAppearanceFinishesInTheFrameAfterTheWindowShows() {
        let host = UITestHost()
        let vc = Controller()
        let window = UIWindow(frame: host.window.bounds)
        window.rootViewController = vc
        window.makeKeyAndVisible()
        #expect(vc.log.lines == ["viewWillAppear"])
        host.advance(by: frameInterval)
        #expect(vc.log.lines.last == "viewDidAppear")
        #expect(vc.log.lines.filter { $0 == "viewDidAppear" }.count == 1)
    }

    @Test func aQuietAppHasNothingToSettle() {
        let host = UITestHost()
        host.show(UIViewController())
        #expect(host.settle() == 0)
    }

    @Test func aPendingAppearanceIsWorkToSettle() {
        let host = UITestHost()
        let vc = Controller()
        let window = UIWindow(frame: host.window.bounds)
        window.rootViewController = vc
        window.makeKeyAndVisible()
        #expect(host.settle() == 1)
        #expect(vc.log.lines.last == "viewDidAppear")
    }

    @Test func queuedInputIsWorkToSettle() {
        let host = UITestHost()
        let log = Log()
        let view = LoggingView(frame: host.window.bounds)
        view.log = log
        host.window.addSubview(view)
        host.settle()
        log.lines.removeAll()
        host.application._enqueue(_TouchInput(finger: 7, kind: .down, location: CGPoint(x: 10, y: 10)))
        #expect(host.settle() == 1)
        #expect(log.lines == ["touch"])
    }

    // MARK: The display pass serves what asked

    /// Counts its `draw(_:)` calls.
    final class DrawingView: UIView {
        var draws = 0
        override func draw(_ rect: CGRect) { draws += 1 }
    }

    @Test func theDisplayPassDrawsOnlyTheViewsThatAskedForIt() {
        let host = UITestHost()
        let views = (0..<50).map { i in DrawingView(frame: CGRect(x: CGFloat(i % 10) * 30, y: CGFloat(i / 10) * 30, width: 20, height: 20)) }
        for view in views { host.window.addSubview(view) }
        host.settle()
        #expect(views.allSatisfy { $0.draws == 1 })
        views[7].setNeedsDisplay()
        host.advance(by: 1.0 / 60)
        #expect(views[7].draws == 2)
        #expect(views.enumerated().allSatisfy { $0.offset == 7 || $0.element.draws == 1 })
    }

    /// Requests of views that never reach a window go with the views, at the next frame or, with
    /// no frame between, as more requests come: the list does not grow with the views made.
    @Test func requestsOfDiscardedViewsDoNotAccumulate() {
        let host = UITestHost()
        host.settle()
        let before = _CADisplayRequests.pendingCount
        var most = 0
        for _ in 0..<1_000 {
            let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.setNeedsDisplay()
            most = max(most, _CADisplayRequests.pendingCount)
        }
        #expect(most > before, "the requests wait for a frame")
        #expect(most <= max(64, 2 * before) + 1, "no frame ran, and the list kept \(most) requests")
        host.advance(by: 1.0 / 60)
        #expect(_CADisplayRequests.pendingCount <= before)
    }

    @Test func aHiddenViewDrawsWhenShownAndAViewOutOfTheWindowWhenAdded() {
        let host = UITestHost()
        let hidden = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        host.window.addSubview(hidden)
        host.settle()
        hidden.isHidden = true
        hidden.setNeedsDisplay()
        host.settle()
        #expect(hidden.draws == 1)
        hidden.isHidden = false
        host.settle()
        #expect(hidden.draws == 2)

        let outside = DrawingView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(outside)
        host.settle()
        #expect(outside.draws == 0)
        outside.setNeedsDisplay()
        host.settle()
        #expect(outside.draws == 0)
        host.window.addSubview(container)
        host.settle()
        #expect(outside.draws == 1)
    }

    @Test func aViewWaitingForASizeDrawsOnceItHasOne() {
        let host = UITestHost()
        let view = DrawingView(frame: .zero)
        host.window.addSubview(view)
        host.settle()
        #expect(view.draws == 0)
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        host.settle()
        #expect(view.draws == 1)
    }
}
