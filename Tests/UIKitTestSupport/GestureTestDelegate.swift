import UIKit

/// A gesture recognizer delegate whose answers the test sets; it records which questions were
/// asked ("shouldBegin", "shouldReceiveTouch", "shouldReceiveEvent", "simultaneous").
@MainActor public final class GestureTestDelegate: UIGestureRecognizerDelegate {
    public var shouldBegin = true
    public var receives: (UITouch) -> Bool = { _ in true }
    public var receivesEvent = true
    public var simultaneous = false
    public var requiresFailureOf: [UIGestureRecognizer] = []
    public var requiredToFailBy: [UIGestureRecognizer] = []
    public var asked: [String] = []

    public init() {}

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("shouldBegin")
        return shouldBegin
    }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        asked.append("shouldReceiveTouch")
        return receives(touch)
    }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        asked.append("shouldReceiveEvent")
        return receivesEvent
    }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("simultaneous")
        return simultaneous
    }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requiresFailureOf.contains { $0 === otherGestureRecognizer }
    }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        requiredToFailBy.contains { $0 === otherGestureRecognizer }
    }
}
