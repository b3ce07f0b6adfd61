import Foundation

/// The one arbiter of an application's gesture recognizers. Not API.
///
/// For each touches event, before the views: new touches join the recognizers of their hit view
/// and its ancestors (enabled ones whose delegate agrees), then every participating recognizer gets
/// its touches in each phase. State changes come back through `_requestState` and are decided
/// here:
/// - leaving `.possible` (to `.began` or `.recognized`): fail if the delegate, the view or a touched view says
///   no, or a recognizer that is active (or recognized in this sequence) prevents it; wait (stay `.possible`, remembering the wish) while a
///   recognizer it requires to fail is undecided; fail if that one recognized; otherwise go, and
///   then fail the possible recognizers it prevents and those waiting for it to fail, and cancel
///   its touches in the views (`cancelsTouchesInView`);
/// - failing: recognizers waiting on it try again; touches held back from views by
///   `delaysTouchesBegan`/`delaysTouchesEnded` are delivered once nothing delays them.
/// Actions are sent when the outermost dispatch (an event, or a timer) finishes, and recognizers
/// in a final state whose touches have all ended are reset then.
@MainActor
package final class _UIGestureEnvironment {
    private var participants: [UIGestureRecognizer] = []
    private var pendingActions: [UIGestureRecognizer] = []
    /// Touches whose view delivery is held back (`.withheld` or `.endPending`).
    private var heldTouches: [UITouch] = []
    private var dispatchDepth = 0
    private static let phases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]
    private unowned let application: UIApplication

    package init(application: UIApplication) {
        self.application = application
    }

    // MARK: - Events

    /// Step one of a window's event delivery: recognizers see the touches before the views.
    package func deliver(_ event: UIEvent, in window: UIWindow) {
        _beginDispatch()
        for touch in event._touches where touch.window === window && touch.phase == .began && touch._viewDelivery == .none {
            _attach(touch, event: event)
        }
        let current = participants
        for recognizer in current where recognizer._isParticipating {
            _deliver(event, to: recognizer, in: window)
        }
        _endDispatch()
    }

    private func _attach(_ touch: UITouch, event: UIEvent) {
        var view = touch.view
        while let v = view {
            if let recognizers = v._gestureRecognizers {
                for r in recognizers where r.isEnabled && r._pendingState == nil
                    && !_GestureStateTransition.isTerminal(r._state) {
                    // UIKit asks about the event before the touch; a recognizer that refuses the
                    // event never sees the touch.
                    guard r.shouldReceive(event), r.delegate?.gestureRecognizer(r, shouldReceive: event) ?? true else {
                        _log(r, "refuses a touch (shouldReceive event: false)")
                        continue
                    }
                    guard r.delegate?.gestureRecognizer(r, shouldReceive: touch) ?? true else {
                        _log(r, "refuses a touch (delegate shouldReceive: false)")
                        continue
                    }
                    r._activeTouches.append(touch)
                    r._seenTouches.append(touch)
                    touch._gestureRecognizers.append(r)
                    if !r._isParticipating {
                        r._isParticipating = true
                        participants.append(r)
                    }
                }
            }
            view = v._superview
        }
    }

    private func _deliver(_ event: UIEvent, to r: UIGestureRecognizer, in window: UIWindow) {
        guard _hasTouches(of: r, in: event, window: window) else { return }
        let listening = r.isEnabled && !_GestureStateTransition.isTerminal(r._state)
            && r.shouldReceive(event) && (r.delegate?.gestureRecognizer(r, shouldReceive: event) ?? true)
        if listening {
            r._updateCentroid()
            for phase in _UIGestureEnvironment.phases {
                guard r.isEnabled, !_GestureStateTransition.isTerminal(r._state) else { break }
                _send(phase, of: event, to: r, in: window)
            }
        }
        // Ended and cancelled touches leave the recognizer whether or not it listened.
        if r._activeTouches.contains(where: { $0.phase == .ended || $0.phase == .cancelled }) {
            r._updateCentroid()
            r._activeTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
        }
    }

    private func _hasTouches(of r: UIGestureRecognizer, in event: UIEvent, window: UIWindow) -> Bool {
        for t in r._activeTouches where t.window === window && t.phase != .stationary { return true }
        return false
    }

    private func _send(_ phase: UITouch.Phase, of event: UIEvent, to r: UIGestureRecognizer, in window: UIWindow) {
        var count = 0
        var only: UITouch?
        for t in r._activeTouches where t.phase == phase && t.window === window {
            count += 1
            only = t
        }
        guard count > 0, let first = only else { return }
        let touches = count == 1 ? first._singletonSet
            : Set(r._activeTouches.filter { $0.phase == phase && $0.window === window })
        switch phase {
        case .began: r.touchesBegan(touches, with: event)
        case .moved: r.touchesMoved(touches, with: event)
        case .ended: r.touchesEnded(touches, with: event)
        case .cancelled: r.touchesCancelled(touches, with: event)
        case .stationary, .regionEntered, .regionMoved, .regionExited: break
        }
    }

    // MARK: - Dispatch bracket

    /// Runs `body` as a dispatch: actions and resets happen when the outermost one ends.
    package func dispatch(_ body: () -> Void) {
        _beginDispatch()
        body()
        _endDispatch()
    }

    private func _beginDispatch() { dispatchDepth += 1 }

    private func _endDispatch() {
        dispatchDepth -= 1
        guard dispatchDepth == 0 else { return }
        dispatchDepth += 1
        // Index loop: actions may queue more actions; nothing is copied or freed.
        var i = 0
        while i < pendingActions.count {
            pendingActions[i]._sendActions()
            i += 1
        }
        pendingActions.removeAll(keepingCapacity: true)
        _resetFinishedRecognizers()
        dispatchDepth -= 1
    }

    private func _resetFinishedRecognizers() {
        guard participants.contains(where: { _GestureStateTransition.isTerminal($0._state) && $0._activeTouches.isEmpty }) else { return }
        let finished = participants.filter { _GestureStateTransition.isTerminal($0._state) && $0._activeTouches.isEmpty }
        participants.removeAll { r in finished.contains { $0 === r } }
        for r in finished { _reset(r) }
    }

    private func _reset(_ r: UIGestureRecognizer) {
        _log(r, "reset (\(r._state) -> possible)")
        r._cancelTimers()
        for t in r._seenTouches { t._gestureRecognizers.removeAll { $0 === r } }
        r._activeTouches.removeAll()
        r._seenTouches.removeAll()
        r._pendingState = nil
        r._isParticipating = false
        r._state = .possible
        r.reset()
    }

    // MARK: - Arbitration

    /// Decides a recognizer's request to leave `.possible` for `target` (`.began` or `.ended`).
    package func requestLeavingPossible(_ r: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        _beginDispatch()
        defer { _endDispatch() }
        if !(r.delegate?.gestureRecognizerShouldBegin(r) ?? true) {
            _log(r, "possible -> failed (delegate gestureRecognizerShouldBegin: false)")
            _fail(r)
            return
        }
        if let view = r._view, !view.gestureRecognizerShouldBegin(r) {
            _log(r, "possible -> failed (view gestureRecognizerShouldBegin: false)")
            _fail(r)
            return
        }
        // The views the touches are in are asked too (UIKit's example: a slider refuses a
        // superview's swipe that starts on its thumb).
        for (i, t) in r._seenTouches.enumerated() {
            guard let touched = t.view, touched !== r._view,
                  !r._seenTouches[..<i].contains(where: { $0.view === touched }) else { continue }
            if !touched.gestureRecognizerShouldBegin(r) {
                _log(r, "possible -> failed (touched \(type(of: touched)) gestureRecognizerShouldBegin: false)")
                _fail(r)
                return
            }
        }
        for other in participants where other !== r && (_isActive(other) || other._state == .ended) && _shareTouches(r, other)
            && !_simultaneous(r, other) && other.canPrevent(r) && r.canBePrevented(by: other) {
            _log(r, "possible -> failed (prevented by \(other))")
            _fail(r)
            return
        }
        for other in participants where other !== r && _requiresFailure(r, of: other) {
            switch other._state {
            case .possible:
                if r._pendingState == nil { _log(r, "waits for \(other) to fail") }
                r._pendingState = target
                return
            case .began, .changed, .ended:
                _log(r, "possible -> failed (\(other) it requires to fail recognized)")
                _fail(r)
                return
            case .failed, .cancelled:
                continue
            }
        }
        let waited = r._pendingState != nil
        r._pendingState = nil
        _log(r, "possible -> \(target)")
        r._state = target
        pendingActions.append(r)
        if waited { r._didCommitPendingState() }
        _didRecognize(r)
    }

    /// Effects of `r` recognizing: it cancels its touches in the views (first, so touches it
    /// takes are never released to a view by the failures that follow), prevents others, and fails
    /// those waiting for it.
    private func _didRecognize(_ r: UIGestureRecognizer) {
        if r.cancelsTouchesInView {
            for t in r._seenTouches { _cancelInView(t) }
        }
        for other in participants where other !== r && !_GestureStateTransition.isTerminal(other._state) {
            if _requiresFailure(other, of: r) {
                if other._state == .possible {
                    _log(other, "possible -> failed (\(r) it requires to fail recognized)")
                    _fail(other)
                }
                continue
            }
            guard _shareTouches(r, other), !_simultaneous(r, other),
                  r.canPrevent(other), other.canBePrevented(by: r) else { continue }
            switch other._state {
            case .possible:
                _log(other, "possible -> failed (prevented by \(r))")
                _fail(other)
            case .began, .changed:
                _log(other, "\(other._state) -> cancelled (prevented by \(r))")
                other._state = .cancelled
                pendingActions.append(other)
            case .ended, .cancelled, .failed:
                break
            }
        }
        _flushHeldTouches()
    }

    /// `r` fails: its wish is dropped, waiters try again, held touches may go to their views.
    package func _fail(_ r: UIGestureRecognizer) {
        r._pendingState = nil
        r._state = .failed
        r._cancelTimers()
        for other in participants where other !== r && other._pendingState != nil && _requiresFailure(other, of: r) {
            if let wish = other._pendingState {
                requestLeavingPossible(other, to: wish)
            }
        }
        _flushHeldTouches()
    }

    /// Records a state change that needs no decision (`.changed`, `.ended`, `.cancelled` after
    /// `.began`, or `.failed`).
    package func recordChange(_ r: UIGestureRecognizer, from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State) {
        _beginDispatch()
        defer { _endDispatch() }
        if new != .changed || old != .changed { _log(r, "\(old) -> \(new)") }
        if new == .failed {
            _fail(r)
            return
        }
        r._state = new
        pendingActions.append(r)
        if _GestureStateTransition.isTerminal(new) { r._cancelTimers() }
    }

    /// A recognizer removed from its view, disabled, or whose view left the window: cancelled if it
    /// had begun, failed if it was possible; it lets go of its touches.
    package func _stopRecognizer(_ r: UIGestureRecognizer, reason: String) {
        guard r._isParticipating else { return }
        _beginDispatch()
        defer { _endDispatch() }
        switch r._state {
        case .began, .changed:
            _log(r, "\(r._state) -> cancelled (\(reason))")
            r._state = .cancelled
            pendingActions.append(r)
            r._cancelTimers()
        case .possible:
            _log(r, "possible -> failed (\(reason))")
            _fail(r)
        case .ended, .cancelled, .failed:
            break
        }
        for t in r._activeTouches { t._gestureRecognizers.removeAll { $0 === r } }
        r._activeTouches.removeAll()
        _flushHeldTouches()
    }

    private func _isActive(_ r: UIGestureRecognizer) -> Bool {
        r._state == .began || r._state == .changed
    }

    private func _shareTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        for t in a._seenTouches where b._seenTouches.contains(where: { $0 === t }) { return true }
        return false
    }

    private func _simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// Whether `a` must wait for `b` to fail: `require(toFail:)`, the class-wide overrides, or
    /// either delegate.
    private func _requiresFailure(_ a: UIGestureRecognizer, of b: UIGestureRecognizer) -> Bool {
        a._requiredToFail.contains { $0.recognizer === b }
            || a.shouldRequireFailure(of: b) || b.shouldBeRequiredToFail(by: a)
            || (a.delegate?.gestureRecognizer(a, shouldRequireFailureOf: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldBeRequiredToFailBy: a) ?? false)
    }

    // MARK: - What the views get

    /// Whether an undecided recognizer of `touch` holds back its `touchesBegan` from the view.
    package func delaysBegan(_ touch: UITouch) -> Bool {
        touch._gestureRecognizers.contains { $0.delaysTouchesBegan && $0.isEnabled && $0._state == .possible }
    }

    /// Whether an undecided recognizer of `touch` holds back its `touchesEnded` from the view.
    package func delaysEnded(_ touch: UITouch) -> Bool {
        touch._gestureRecognizers.contains { $0.delaysTouchesEnded && $0.isEnabled && $0._state == .possible }
    }

    /// The touch's view will never hear of it (a scroll view's `touchesShouldBegin` said no).
    package func neverDeliverToView(_ touch: UITouch) {
        if touch._viewDelivery == .none || touch._viewDelivery == .withheld {
            touch._viewDelivery = .finished
            _release(touch)
        }
    }

    package func hold(_ touch: UITouch) {
        if !heldTouches.contains(where: { $0 === touch }) { heldTouches.append(touch) }
    }

    /// Whether the touch's view delivery is held back by an undecided recognizer.
    package func isHolding(_ touch: UITouch) -> Bool {
        heldTouches.contains { $0 === touch }
    }

    /// The touch is no longer held back; one that is over and already out of the event retires
    /// (see `UITouch._retire()`).
    private func _release(_ touch: UITouch) {
        guard let i = heldTouches.firstIndex(where: { $0 === touch }) else { return }
        heldTouches.remove(at: i)
        if touch.phase == .ended || touch.phase == .cancelled,
           !application._touchesEvent._touches.contains(where: { $0 === touch }) {
            touch._retire()
        }
    }

    /// A recognizer with `cancelsTouchesInView` recognized: the view loses `touch`.
    private func _cancelInView(_ touch: UITouch) {
        switch touch._viewDelivery {
        case .began, .endPending:
            touch._viewDelivery = .finished
            _log(nil, "touch cancelled in \(touch.view.map { "\(type(of: $0))" } ?? "no view") (cancelsTouchesInView)")
            touch.view?.touchesCancelled(touch._singletonSet, with: application._touchesEvent)
        case .none, .withheld:
            touch._viewDelivery = .finished
        case .finished:
            break
        }
        _release(touch)
    }

    /// Delivers what held touches owe their views once nothing delays them any more.
    private func _flushHeldTouches() {
        guard !heldTouches.isEmpty else { return }
        let held = heldTouches
        let event = application._touchesEvent
        for touch in held {
            guard let view = touch.view else { continue }
            var delivery = touch._viewDelivery
            if delivery == .withheld {
                if delaysBegan(touch) { continue }
                delivery = .began
                touch._viewDelivery = .began
                view.touchesBegan(touch._singletonSet, with: event)
            }
            if delivery == .began || delivery == .endPending {
                switch touch.phase {
                case .cancelled:
                    delivery = .finished
                    touch._viewDelivery = .finished
                    view.touchesCancelled(touch._singletonSet, with: event)
                case .ended:
                    if delaysEnded(touch) {
                        delivery = .endPending
                    } else {
                        delivery = .finished
                        touch._viewDelivery = .finished
                        view.touchesEnded(touch._singletonSet, with: event)
                    }
                case .began, .moved, .stationary, .regionEntered, .regionMoved, .regionExited:
                    delivery = .began
                }
                if touch._viewDelivery != .finished { touch._viewDelivery = delivery }
            }
            if touch._viewDelivery != .withheld && touch._viewDelivery != .endPending {
                _release(touch)
            }
        }
    }

    // MARK: - State of the environment

    /// True while a recognizer is undecided or a touch is held back from its view.
    package var hasPendingWork: Bool {
        !heldTouches.isEmpty || !pendingActions.isEmpty
    }

    /// What `hasPendingWork` waits for, in words (`UIApplication._pendingWorkDescription`).
    package var pendingWorkDescriptions: [String] {
        var lines: [String] = []
        if !heldTouches.isEmpty {
            let views = heldTouches.map { $0.view.map { "\(type(of: $0))" } ?? "no view" }
            lines.append("\(heldTouches.count) touch(es) held back from their views by gesture recognizers (\(views.joined(separator: ", ")))")
        }
        if !pendingActions.isEmpty {
            lines.append("actions of \(pendingActions.map { "\(type(of: $0))" }.joined(separator: ", ")) waiting to be sent")
        }
        return lines
    }

    /// Recognizers taking part in the current touch sequence (for tests and the fuzz invariants).
    package var _participants: [UIGestureRecognizer] { participants }

    // MARK: - Diagnostics

    package func _log(_ r: UIGestureRecognizer?, _ message: String) {
        guard RockhopperDebug.logsGestureArbitration else { return }
        let who = r.map { "\($0)" } ?? "-"
        RockhopperDebug.gestureLog(String(format: "[gesture] t=%.4f ", CACurrentMediaTime()) + "\(who) \(message)")
    }
}
