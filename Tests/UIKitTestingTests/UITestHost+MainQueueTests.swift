import Foundation
import Testing
import UIKitTesting
import UIKitTestSupport

/// `run(for:)` and `runUntilSettled(timeout:)`: the main queue and main-actor tasks run between
/// frames, in the order they were queued; hosts stay isolated while other tests' work runs.
@MainActor @Suite struct UITestHostMainQueueTests {
    /// Logs each frame through a display link.
    @MainActor final class FrameLog {
        var entries: [String] = []
        private var link: CADisplayLink?
        init() {
            let link = CADisplayLink(target: self, selector: FrameLog.step)
            link.add(to: .main, forMode: .default)
            self.link = link
        }
        func step(_ link: CADisplayLink) { entries.append("frame") }
        func stop() { link?.invalidate() }
    }

    final class Box: @unchecked Sendable { var value = "" }

    @Test func aMainQueueBlockAndAMainActorTaskRunBeforeTheFirstFrameInTheOrderTheyWereQueued() async {
        let host = UITestHost()
        let log = FrameLog()
        DispatchQueue.main.async { MainActor.assumeIsolated { log.entries.append("dispatch") } }
        Task { @MainActor in log.entries.append("task") }
        await host.run(for: 2.0 / 60)
        log.stop()
        #expect(log.entries == ["dispatch", "task", "frame", "frame"])
    }

    @Test func workQueuedDuringAFrameRunsAfterThatFrameAndBeforeTheNext() async {
        let host = UITestHost()
        let log = FrameLog()
        var queued = false
        let link = CADisplayLinkTarget {
            guard !queued else { return }
            queued = true
            DispatchQueue.main.async { MainActor.assumeIsolated { log.entries.append("dispatch") } }
        }
        await host.run(for: 3.0 / 60)
        log.stop(); link.stop()
        #expect(log.entries == ["frame", "dispatch", "frame", "frame"])
    }

    @Test func aButtonWhoseActionUpdatesTheLabelOnTheMainQueueShowsTheTextAfterRun() async {
        let host = UITestHost()
        let controller = DeferredLabelController()
        host.show(controller)
        host.tap(controller.button)
        #expect(controller.label.text == "Waiting", "advance(by:) does not run the main queue")
        await host.run(for: 1.0 / 60)
        #expect(controller.label.text == "Done")
    }

    @Test func runForZeroRunsNoFrameButLetsQueuedWorkRun() async {
        let host = UITestHost()
        let box = Box()
        DispatchQueue.main.async { box.value = "ran" }
        await host.run(for: 0)
        #expect(box.value == "ran")
        #expect(host.now == 0)
    }

    @Test func runMovesTheVirtualClockLikeAdvance() async {
        let host = UITestHost()
        await host.run(for: 0.25)
        #expect(abs(host.now - 0.25) < 1e-9)
    }

    @Test func runUntilSettledWaitsForAnAnimationStartedFromAMainActorTask() async {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        Task { @MainActor in UIView.animate(withDuration: 0.5) { view.alpha = 0 } }
        let frames = await host.runUntilSettled()
        #expect(frames >= 29 && frames <= 32)
        #expect(view.layer.presentation()?.opacity ?? 0 == 0)
    }

    @Test func runUntilSettledReportsAnEndlessAnimationAsAnIssue() async {
        let host = UITestHost()
        let spinner = UIActivityIndicatorView(style: .medium)
        host.window.addSubview(spinner)
        spinner.startAnimating()
        await withKnownIssue {
            await host.runUntilSettled(timeout: 0.1)
        } matching: { issue in
            "\(issue)".contains("runUntilSettled(timeout: 0.1): still busy")
        }
    }

    @Test func aHostReplacedByANewerOneStillFiresItsLongPressTimer() {
        let first = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        first.window.addSubview(view)
        let log = GestureActionLog()
        let press = UILongPressGestureRecognizer(target: log, action: GestureActionLog.handle)
        press.name = "press"
        view.addGestureRecognizer(press)
        let second = UITestHost()
        second.advance(by: 1)
        first.longPress(at: CGPoint(x: 100, y: 100))
        #expect(log.entries == ["press began", "press ended"])
    }
}

/// A screen whose button, like much app code, updates its label later on the main queue.
@MainActor final class DeferredLabelController: UIViewController {
    let button = UIButton(type: .system)
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Waiting"
        label.frame = CGRect(x: 20, y: 100, width: 200, height: 30)
        button.setTitle("Load", for: .normal)
        button.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
        button.addTarget(self, action: DeferredLabelController.load, for: .touchUpInside)
        view.addSubview(label)
        view.addSubview(button)
    }

    func load() {
        DispatchQueue.main.async { MainActor.assumeIsolated { self.label.text = "Done" } }
    }
}

/// Runs `body` on every frame through a display link.
@MainActor final class CADisplayLinkTarget {
    private let body: () -> Void
    private var link: CADisplayLink?
    init(_ body: @escaping () -> Void) {
        self.body = body
        let link = CADisplayLink(target: self, selector: CADisplayLinkTarget.step)
        link.add(to: .main, forMode: .default)
        self.link = link
    }
    func step() { body() }
    func stop() { link?.invalidate() }
}
