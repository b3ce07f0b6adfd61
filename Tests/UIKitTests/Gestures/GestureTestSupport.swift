import Testing
import UIKitTesting
import UIKitTestSupport

// Scene helpers shared by the gesture suites. The recorders they use (`TouchRecordingView`,
// `GestureActionLog`, `GestureTestDelegate`) live in the UIKitTestSupport target.

/// A host with one recorder view filling `frame` (default: a 300×300 square at the origin).
@MainActor func gestureScene(_ frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 300)) -> (UITestHost, TouchRecordingView) {
    let host = UITestHost()
    let view = TouchRecordingView(frame: frame)
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
