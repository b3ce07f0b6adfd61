import Testing
import UIKitTesting

// Helpers shared by the gesture suites: a target that logs actions, a view that logs its touch
// events, and a delegate whose answers a test sets.

/// A target–action receiver: logs "<name> <state>" for every action it gets.
@MainActor final class GestureActionLog {
    var entries: [String] = []
    var senders: [UIGestureRecognizer] = []
    /// What `onAction` saw, for tests that read a recognizer's values inside its action.
    var onAction: ((UIGestureRecognizer) -> Void)?

    func handle(_ g: UIGestureRecognizer) {
        entries.append("\(g.name ?? "?") \(g.state)")
        senders.append(g)
        onAction?(g)
    }

    func handleTap(_ g: UITapGestureRecognizer) { handle(g) }
    func handlePan(_ g: UIPanGestureRecognizer) { handle(g) }
    func handleNothing() { entries.append("fired") }

    /// The states logged for the recognizer named `name`.
    func states(of name: String) -> [String] {
        entries.filter { $0.hasPrefix(name + " ") }.map { String($0.dropFirst(name.count + 1)) }
    }
}

/// A view that logs its touch events as "began", "moved", "ended", "cancelled" (one entry per call)
/// and remembers which touches each event carried.
final class GestureTouchRecorder: UIView {
    var log: [String] = []
    var touchesByEvent: [(String, Set<UITouch>)] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note("cancelled", touches) }
    private func note(_ what: String, _ touches: Set<UITouch>) {
        log.append(what)
        touchesByEvent.append((what, touches))
    }
    /// The log without the moves.
    var phases: [String] { log.filter { $0 != "moved" } }
}

/// A delegate whose answers the test sets; it records which questions were asked.
@MainActor final class GestureTestDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var receives: (UITouch) -> Bool = { _ in true }
    var receivesEvent = true
    var simultaneous = false
    var requiresFailureOf: [UIGestureRecognizer] = []
    var requiredToFailBy: [UIGestureRecognizer] = []
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("shouldBegin")
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        asked.append("shouldReceiveTouch")
        return receives(touch)
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        asked.append("shouldReceiveEvent")
        return receivesEvent
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("simultaneous")
        return simultaneous
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requiresFailureOf.contains { $0 === otherGestureRecognizer }
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requiredToFailBy.contains { $0 === otherGestureRecognizer }
    }
}

/// A host with one recorder view filling `frame` (default: a 300×300 square at the origin).
@MainActor func gestureScene(_ frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 300)) -> (UITestHost, GestureTouchRecorder) {
    let host = UITestHost()
    let view = GestureTouchRecorder(frame: frame)
    host.window.addSubview(view)
    return (host, view)
}

/// Adds `recognizer`, named `name`, to `view`, sending its actions to `log`.
@MainActor @discardableResult
func attach<R: UIGestureRecognizer>(_ recognizer: R, named name: String, to view: UIView, log: GestureActionLog) -> R {
    recognizer.name = name
    recognizer.addTarget(log, action: GestureActionLog.handle)
    view.addGestureRecognizer(recognizer)
    return recognizer
}

/// One frame, in seconds.
let gestureFrame: TimeInterval = FrameConstants.frameInterval

/// Moves `finger` from `start` by `delta` in `steps` equal moves, each one frame after the
/// previous (the first one frame after the call); the last move is at the current time on return.
@MainActor func glide(_ host: UITestHost, _ finger: UITestFinger, from start: CGPoint, by delta: CGPoint, steps: Int) {
    for i in 1...steps {
        let f = CGFloat(i) / CGFloat(steps)
        host.advance(by: gestureFrame)
        host.move(finger, to: CGPoint(x: start.x + delta.x * f, y: start.y + delta.y * f))
    }
}
