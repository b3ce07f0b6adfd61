import Foundation

// MARK: - One touch, from the platform to the responder chain
//
// This file is the one place where views hear about touches: every call of a view's
// `touchesBegan`, `touchesMoved`, `touchesEnded` and `touchesCancelled` in the framework is made
// here (a view's default implementation then forwards up the responder chain). Tracing one finger:
//
// 1. Host input. The platform host (`UITestHost` in tests; a window host feeds the same queue)
//    turns a finger going down, moving, lifting or being cancelled into a `_TouchInput` and queues
//    it with `UIApplication._enqueue(_:)`.
// 2. The event queue. At the start of the next frame (or at once for a `UITestHost` finger call)
//    `UIApplication._deliverQueuedInput()` (UIApplication+Events.swift) folds the queue into the
//    application's one touches `UIEvent`: a new finger becomes a `UITouch`, hit-tested once in the
//    front-most window under it and bound to that view for life; UIKit's multiple- and
//    exclusive-touch rules decide there whether its view gets it at all (`_TouchDelivery.reachesView`).
//    Fingers without input are `.stationary`.
// 3. `UIApplication.sendEvent(_:)` calls `sendEvent(_:)` of each window that has touches in the event.
// 4. `UIWindow.sendEvent(_:)` opens one gesture dispatch around two steps, so recognizers' actions
//    are sent after the views had the event:
// 5. The gesture environment (`_UIGestureEnvironment.deliver(_:in:)`). A new touch joins the
//    enabled recognizers of its view and the view's ancestors (whose delegates agree); every
//    participating recognizer gets its touches, phase by phase. Recognizers change state; the
//    environment arbitrates (simultaneity, `require(toFail:)`, prevention) and decides the touch's
//    fate for the view, but never calls a view: it hands the touch back to this file.
//    - `cancelsTouchesInView`: when a recognizer begins or recognizes, the environment hands back
//      each of its touches (`_cancelTouchInView`): a view that began gets `touchesCancelled`, one
//      that did not never hears of the touch.
//    - `delaysTouchesBegan`/`delaysTouchesEnded`: whenever a recognizer decides (fails,
//      recognizes, or stops), the environment hands back each held touch with what still holds it
//      (`_deliverReleasedTouch`); one nothing delays any more gets a late `touchesBegan` (showing
//      the touch where and when it touched down, `_callLateBegan`), then
//      `touchesEnded`/`touchesCancelled` if the finger is already gone, or its held
//      `touchesEnded`.
// 6. The delivery state (`_TouchDelivery`, one per touch, `UITouch._delivery`). Here, for each
//    touch of the event, `phaseArrived(_:heldByRecognizers:)` says what the view gets for the
//    touch's new phase: deliver it, hold it (an undecided recognizer delays `touchesBegan` or
//    `touchesEnded`; the environment keeps the touch until it decides), or nothing.
// 7. `view.touches…`: each view gets one call per phase, in the order began, moved, ended,
//    cancelled, with its touches in that phase (the common one-finger case passes the touch's
//    cached one-element set, so a move allocates nothing).
// 8. The responder chain: `UIResponder`'s defaults forward the call to `next` (superview, view
//    controller, window, application, app delegate) until a responder handles it.
//
// After the event, the application drops ended and cancelled touches; one that no recognizer
// holds back retires (`UITouch._retire()`) and lets go of its view. A held one retires when the
// environment lets it go.
extension UIWindow {
    /// Steps 6 and 7: the views' share of an event whose touches the recognizers have seen.
    func _deliverTouchesToViews(of event: UIEvent) {
        let touches = event._touches
        let environment = _application._gestureEnvironment
        for t in touches where t.window === self {
            t._pendingViewPhase = nil
            guard t.view != nil else { continue }
            let wasHeld = t._delivery.isHeld
            let action = t._delivery.phaseArrived(t.phase, heldByRecognizers: environment.holdsBack(t, at: t.phase))
            switch action {
            case .deliver(let phase): t._pendingViewPhase = phase
            case .nothing, .hold, .drop, .cancel, .deliverBegan: break
            }
            if t._delivery.isHeld != wasHeld { UIWindow._updateHold(of: t, in: environment) }
        }
        _deliver(.began, of: touches, with: event)
        _deliver(.moved, of: touches, with: event)
        _deliver(.ended, of: touches, with: event)
        _deliver(.cancelled, of: touches, with: event)
    }

    /// Calls each view once for `phase` with its touches in that phase.
    private func _deliver(_ phase: UITouch.Phase, of touches: [UITouch], with event: UIEvent) {
        let n = touches.count
        for i in 0..<n {
            let t = touches[i]
            guard t._pendingViewPhase == phase, t.window === self, let view = t.view else { continue }
            // Handle each (phase, view) group once, at its first touch.
            var isFirst = true
            for j in 0..<i where _sameGroup(touches[j], t) { isFirst = false; break }
            guard isFirst else { continue }
            var count = 1
            for j in (i + 1)..<n where _sameGroup(touches[j], t) { count += 1 }
            let set = count == 1 ? t._singletonSet : Set(touches.filter { _sameGroup($0, t) })
            UIWindow._call(view, phase, set, event)
        }
        for t in touches where t._pendingViewPhase == phase { t._pendingViewPhase = nil }
    }

    private func _sameGroup(_ a: UITouch, _ b: UITouch) -> Bool {
        a._pendingViewPhase == b._pendingViewPhase && a.view === b.view && a.window === b.window
    }

    // MARK: Touches the gesture environment hands back
    //
    // These are static: a touch's window is held weakly, and a touch held back by a recognizer
    // must still reach its view (or be let go) when the recognizer decides.

    /// Recognizers that held `touch` back decided (one failed, or recognized without taking the
    /// touch, or stopped): the view gets what it is owed unless an undecided recognizer still
    /// delays it.
    static func _deliverReleasedTouch(_ touch: UITouch, stillHoldingBegan: @autoclosure () -> Bool,
                                               stillHoldingEnded: @autoclosure () -> Bool,
                                               with event: UIEvent, environment: _UIGestureEnvironment) {
        let action = touch._delivery.recognizersReleased(touchPhase: touch.phase, stillHoldingBegan: stillHoldingBegan(),
                                                         stillHoldingEnded: stillHoldingEnded())
        _perform(action, for: touch, with: event)
        _updateHold(of: touch, in: environment)
    }

    /// A recognizer with `cancelsTouchesInView` began or recognized: the view loses `touch`.
    static func _cancelTouchInView(_ touch: UITouch, with event: UIEvent, environment: _UIGestureEnvironment) {
        let action = touch._delivery.recognizerCancelled()
        if action == .cancel {
            environment._log(nil, "touch cancelled in \(touch.view.map { "\(type(of: $0))" } ?? "no view") (cancelsTouchesInView)")
        }
        _perform(action, for: touch, with: event)
        _updateHold(of: touch, in: environment)
    }

    /// The touch's view will never hear of it (a scroll view's `touchesShouldBegin` said no before
    /// the view got `touchesBegan`).
    static func _refuseTouch(_ touch: UITouch, environment: _UIGestureEnvironment) {
        _ = touch._delivery.viewRefused()
        _updateHold(of: touch, in: environment)
    }

    /// Carries out `action` for one touch, alone in its set.
    private static func _perform(_ action: _TouchDeliveryAction, for touch: UITouch, with event: UIEvent) {
        guard let view = touch.view else { return }
        switch action {
        case .deliver(let phase):
            _call(view, phase, touch._singletonSet, event)
        case .deliverBegan(let then):
            _callLateBegan(view, touch, event)
            if let then { _call(view, then, touch._singletonSet, event) }
        case .cancel:
            _call(view, .cancelled, touch._singletonSet, event)
        case .nothing, .hold, .drop:
            break
        }
    }

    /// A `touchesBegan` that a recognizer delayed: the view sees the touch as it began (phase,
    /// place and time of the touch-down), then the touch as it is now. Apple's documentation of
    /// `delaysTouchesBegan`: the window delivers the touches "in a touchesBegan(_:with:) message
    /// (and possibly a follow-up touchesMoved(_:with:) message to inform it of the touches'
    /// current locations)" — the follow-up is the event's own `touchesMoved` when the release
    /// happened during a move. So a slider in a scroll view gets the touch on its thumb even after
    /// the finger moved along the axis that cannot scroll.
    private static func _callLateBegan(_ view: UIView, _ touch: UITouch, _ event: UIEvent) {
        let phase = touch.phase, location = touch._locationInWindow
        let previous = touch._previousLocationInWindow, timestamp = touch.timestamp
        touch.phase = .began
        touch._locationInWindow = touch._beganLocationInWindow
        touch._previousLocationInWindow = touch._beganLocationInWindow
        touch.timestamp = touch._beganTimestamp
        _call(view, .began, touch._singletonSet, event)
        touch.phase = phase
        touch._locationInWindow = location
        touch._previousLocationInWindow = location == touch._beganLocationInWindow ? previous : touch._beganLocationInWindow
        touch.timestamp = timestamp
    }

    /// Keeps the environment's list of held touches in step with the touch's delivery state.
    private static func _updateHold(of touch: UITouch, in environment: _UIGestureEnvironment) {
        if touch._delivery.isHeld {
            environment.hold(touch)
        } else {
            environment.stopHolding(touch)
        }
    }

    /// The one place a view's `touches…` methods are called.
    private static func _call(_ view: UIView, _ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent) {
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        case .cancelled: view.touchesCancelled(touches, with: event)
        case .stationary, .regionEntered, .regionMoved, .regionExited: break
        }
    }
}
