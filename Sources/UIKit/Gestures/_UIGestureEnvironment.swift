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
///   then fail the possible recognizers it prevents and those waiting for it to fail, and take
///   its touches from the views (`cancelsTouchesInView`);
/// - failing: recognizers waiting on it try again; touches held back from views by
///   `delaysTouchesBegan`/`delaysTouchesEnded` are let go once nothing delays them.
/// Actions are sent when the outermost dispatch (an event, or a timer) finishes, and recognizers
/// in a final state whose touches have all ended are reset then.
///
/// The environment decides what the views get but never calls them: the touches it takes
/// (`cancelsTouchesInView`) or lets go (`delaysTouchesBegan/Ended`) go back to the window's
/// delivery (`UIWindow+TouchDelivery.swift`), the one caller of a view's `touches…` methods.
///
/// The bookkeeping of arbitration lives here, not in the recognizers: one `_Participant` record
/// per recognizer taking part in the current sequence (the touches it has seen, a state it asked
/// for while waiting for another's failure), dropped when the recognizer resets. A recognizer keeps
/// only its public state and what its own logic reads (its active touches, timers, locations).
@MainActor
final class _UIGestureEnvironment {
    /// A recognizer taking part in the current touch sequence, with what arbitration knows of it.
    private struct _Participant {
        /// The recognizer's identity, compared when looking a record up (no reference counting).
        let id: ObjectIdentifier
        let recognizer: UIGestureRecognizer
        /// Every touch the recognizer has seen since it joined (for sharing touches, and for
        /// `cancelsTouchesInView`).
        var seenTouches: [UITouch]
        /// The state it asked for (`.began` or `.ended`) while a recognizer it requires to fail is
        /// undecided.
        var wish: UIGestureRecognizer.State?
    }

    /// Records of the participating recognizers, in the order they joined. Entries are added only
    /// when touches join (`_attach`) and removed only when recognizers reset at the end of a
    /// dispatch, so an index stays valid for the whole of a dispatch's arbitration.
    private var participants: [_Participant] = []
    /// How many participants have a wish; lets `isWaiting(_:)` answer without a search.
    private var waitingCount = 0
    private var pendingActions: [UIGestureRecognizer] = []
    /// Touches whose view delivery is held back (their `_TouchDelivery` is held); kept in step by
    /// the window.
    private var heldTouches: [UITouch] = []
    private var dispatchDepth = 0
    private static let phases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]
    private unowned let application: UIApplication

    init(application: UIApplication) {
        self.application = application
    }

    // MARK: - Events

    /// Step one of a window's event delivery: recognizers see the touches before the views.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        _beginDispatch()
        for touch in event._touches where touch.window === window && touch.phase == .began && touch._delivery.stage == .untold {
            _attach(touch, event: event)
        }
        var i = 0
        while i < participants.count {
            _deliver(event, to: participants[i].recognizer, in: window)
            i += 1
        }
        _endDispatch()
    }

    private func _attach(_ touch: UITouch, event: UIEvent) {
        var view = touch.view
        while let v = view {
            if let recognizers = v._gestureRecognizers {
                for r in recognizers where r.isEnabled && !_GestureStateTransition.isTerminal(r._state) {
                    let index = _index(of: r)
                    if let index, participants[index].wish != nil { continue }
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
                    touch._gestureRecognizers.append(r)
                    if let index {
                        participants[index].seenTouches.append(touch)
                    } else {
                        participants.append(_Participant(id: ObjectIdentifier(r), recognizer: r, seenTouches: [touch], wish: nil))
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
    func dispatch(_ body: () -> Void) {
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
        // Index loop: runs after every event; reading the records in place costs no copies.
        var anyFinished = false
        for i in participants.indices where _isFinished(participants[i].recognizer) {
            anyFinished = true
            break
        }
        guard anyFinished else { return }
        let finished = participants.filter { _isFinished($0.recognizer) }
        participants.removeAll { _isFinished($0.recognizer) }
        for record in finished {
            if record.wish != nil { waitingCount -= 1 }
            _reset(record)
        }
    }

    private func _isFinished(_ r: UIGestureRecognizer) -> Bool {
        _GestureStateTransition.isTerminal(r._state) && r._activeTouches.isEmpty
    }

    /// Returns a recognizer that left the sequence to `.possible`; its record is already dropped.
    private func _reset(_ record: _Participant) {
        let r = record.recognizer
        _log(r, "reset (\(r._state) -> possible)")
        r._cancelTimers()
        for t in record.seenTouches { t._gestureRecognizers.removeAll { $0 === r } }
        r._activeTouches.removeAll()
        r._state = .possible
        r.reset()
    }

    // MARK: - Participants

    /// The record of `r`, by identity: a few integer compares, asked on every state change.
    private func _index(of r: UIGestureRecognizer) -> Int? {
        let id = ObjectIdentifier(r)
        for i in participants.indices where participants[i].id == id { return i }
        return nil
    }

    /// Whether `r` takes part in the current touch sequence.
    func isParticipating(_ r: UIGestureRecognizer) -> Bool {
        _index(of: r) != nil
    }

    /// Whether `r` asked to leave `.possible` and waits for a recognizer it requires to fail.
    func isWaiting(_ r: UIGestureRecognizer) -> Bool {
        guard waitingCount > 0, let i = _index(of: r) else { return false }
        return participants[i].wish != nil
    }

    private func _wish(at i: Int?) -> UIGestureRecognizer.State? {
        i.flatMap { participants[$0].wish }
    }

    private func _setWish(_ wish: UIGestureRecognizer.State?, at i: Int?) {
        guard let i else { return }
        let had = participants[i].wish != nil
        participants[i].wish = wish
        waitingCount += (wish != nil ? 1 : 0) - (had ? 1 : 0)
    }

    // MARK: - Arbitration

    /// Decides a recognizer's request to leave `.possible` for `target` (`.began` or `.ended`).
    func requestLeavingPossible(_ r: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        _beginDispatch()
        defer { _endDispatch() }
        let ri = _index(of: r)
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
        let seen = ri.map { participants[$0].seenTouches } ?? []
        for (i, t) in seen.enumerated() {
            guard let touched = t.view, touched !== r._view,
                  !seen[..<i].contains(where: { $0.view === touched }) else { continue }
            if !touched.gestureRecognizerShouldBegin(r) {
                _log(r, "possible -> failed (touched \(type(of: touched)) gestureRecognizerShouldBegin: false)")
                _fail(r)
                return
            }
        }
        var j = 0
        while j < participants.count {
            defer { j += 1 }
            let other = participants[j].recognizer
            guard other !== r, _isActive(other) || other._state == .ended, _shareTouches(seen, participants[j].seenTouches),
                  !_simultaneous(r, other), other.canPrevent(r), r.canBePrevented(by: other) else { continue }
            _log(r, "possible -> failed (prevented by \(other))")
            _fail(r)
            return
        }
        j = 0
        while j < participants.count {
            defer { j += 1 }
            let other = participants[j].recognizer
            guard other !== r, _requiresFailure(r, of: other) else { continue }
            switch other._state {
            case .possible:
                if _wish(at: ri) == nil { _log(r, "waits for \(other) to fail") }
                _setWish(target, at: ri)
                return
            case .began, .changed, .ended:
                _log(r, "possible -> failed (\(other) it requires to fail recognized)")
                _fail(r)
                return
            case .failed, .cancelled:
                continue
            }
        }
        let waited = _wish(at: ri) != nil
        _setWish(nil, at: ri)
        _log(r, "possible -> \(target)")
        r._state = target
        pendingActions.append(r)
        if waited { r._didCommitPendingState() }
        _didRecognize(r)
    }

    /// Effects of `r` recognizing: it takes its touches from the views (first, so touches it
    /// takes are never released to a view by the failures that follow), prevents others, and fails
    /// those waiting for it.
    private func _didRecognize(_ r: UIGestureRecognizer) {
        let seen = _index(of: r).map { participants[$0].seenTouches } ?? []
        if r.cancelsTouchesInView {
            let event = application._touchesEvent
            for t in seen { UIWindow._cancelTouchInView(t, with: event, environment: self) }
        }
        var j = 0
        while j < participants.count {
            defer { j += 1 }
            let other = participants[j].recognizer
            guard other !== r, !_GestureStateTransition.isTerminal(other._state) else { continue }
            if _requiresFailure(other, of: r) {
                if other._state == .possible {
                    _log(other, "possible -> failed (\(r) it requires to fail recognized)")
                    _fail(other)
                }
                continue
            }
            guard _shareTouches(seen, participants[j].seenTouches), !_simultaneous(r, other),
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
    func _fail(_ r: UIGestureRecognizer) {
        _setWish(nil, at: _index(of: r))
        r._state = .failed
        r._cancelTimers()
        var j = 0
        while j < participants.count {
            defer { j += 1 }
            let other = participants[j].recognizer
            guard other !== r, let wish = participants[j].wish, _requiresFailure(other, of: r) else { continue }
            requestLeavingPossible(other, to: wish)
        }
        _flushHeldTouches()
    }

    /// Records a state change that needs no decision (`.changed`, `.ended`, `.cancelled` after
    /// `.began`, or `.failed`).
    func recordChange(_ r: UIGestureRecognizer, from old: UIGestureRecognizer.State, to new: UIGestureRecognizer.State) {
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
    func _stopRecognizer(_ r: UIGestureRecognizer, reason: String) {
        guard isParticipating(r) else { return }
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

    private func _shareTouches(_ a: [UITouch], _ b: [UITouch]) -> Bool {
        for t in a where b.contains(where: { $0 === t }) { return true }
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
    func delaysBegan(_ touch: UITouch) -> Bool {
        touch._gestureRecognizers.contains { $0.delaysTouchesBegan && $0.isEnabled && $0._state == .possible }
    }

    /// Whether an undecided recognizer of `touch` holds back its `touchesEnded` from the view.
    func delaysEnded(_ touch: UITouch) -> Bool {
        touch._gestureRecognizers.contains { $0.delaysTouchesEnded && $0.isEnabled && $0._state == .possible }
    }

    /// Whether an undecided recognizer of `touch` holds back the view's call for `phase`
    /// (`touchesBegan` or `touchesEnded`; the other phases are never held back).
    func holdsBack(_ touch: UITouch, at phase: UITouch.Phase) -> Bool {
        switch phase {
        case .began: delaysBegan(touch)
        case .ended: delaysEnded(touch)
        case .moved, .stationary, .cancelled, .regionEntered, .regionMoved, .regionExited: false
        }
    }

    /// The touch's view will never hear of it (a scroll view's `touchesShouldBegin` said no): the
    /// window drops it.
    func neverDeliverToView(_ touch: UITouch) {
        UIWindow._refuseTouch(touch, environment: self)
    }

    /// The window holds `touch` back from its view until the recognizers decide.
    func hold(_ touch: UITouch) {
        if !heldTouches.contains(where: { $0 === touch }) { heldTouches.append(touch) }
    }

    /// Whether the touch's view delivery is held back by an undecided recognizer.
    func isHolding(_ touch: UITouch) -> Bool {
        heldTouches.contains { $0 === touch }
    }

    /// The touch is no longer held back; one that is over and already out of the event retires
    /// (see `UITouch._retire()`).
    func stopHolding(_ touch: UITouch) {
        guard let i = heldTouches.firstIndex(where: { $0 === touch }) else { return }
        heldTouches.remove(at: i)
        if touch.phase == .ended || touch.phase == .cancelled,
           !application._touchesEvent._touches.contains(where: { $0 === touch }) {
            touch._retire()
        }
    }

    /// Hands every held touch back to the window with what still holds it: those nothing delays
    /// any more go to their views.
    private func _flushHeldTouches() {
        guard !heldTouches.isEmpty else { return }
        let held = heldTouches
        let event = application._touchesEvent
        for touch in held {
            UIWindow._deliverReleasedTouch(touch, stillHoldingBegan: delaysBegan(touch),
                                           stillHoldingEnded: delaysEnded(touch), with: event, environment: self)
        }
    }

    // MARK: - State of the environment

    /// True while a recognizer is undecided or a touch is held back from its view.
    var hasPendingWork: Bool {
        !heldTouches.isEmpty || !pendingActions.isEmpty
    }

    /// What `hasPendingWork` waits for, in words (`UIApplication._pendingWorkDescription`).
    var pendingWorkDescriptions: [String] {
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
    var _participants: [UIGestureRecognizer] { participants.map(\.recognizer) }

    // MARK: - Diagnostics

    func _log(_ r: UIGestureRecognizer?, _ message: String) {
        guard RockhopperDebug.logsGestureArbitration else { return }
        let who = r.map { "\($0)" } ?? "-"
        RockhopperDebug.gestureLog(String(format: "[gesture] t=%.4f ", CACurrentMediaTime()) + "\(who) \(message)")
    }
}
