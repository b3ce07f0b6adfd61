import Foundation

// The state setter, actions, timers and locations of a recognizer.
extension UIGestureRecognizer {
    /// The application's gesture environment while the recognizer's view is in a window.
    var _environment: _UIGestureEnvironment? {
        guard let window = _view?._window else { return nil }
        return window._application._gestureEnvironment
    }

    /// What `state = newValue` does: check UIKit's transition table, then let the environment
    /// decide (leaving `.possible`) or record the change.
    func _requestState(_ newValue: State) {
        let old = _state
        if old == .possible && newValue == .possible { return }
        _rockhopperPrecondition(_GestureStateTransition.isAllowed(from: old, to: newValue),
            "\(type(of: self)): the state cannot change from .\(old) to .\(newValue); UIKit allows possible → began/recognized/failed, began/changed → changed/ended/cancelled")
        guard let environment = _environment, environment.isParticipating(self) else {
            // Not attached to a touch sequence (a recognizer driven by hand): no arbitration.
            _state = newValue
            if newValue != .failed && newValue != .possible { _sendActions() }
            return
        }
        if old == .possible && (newValue == .began || newValue == .ended) {
            environment.requestLeavingPossible(self, to: newValue)
        } else {
            environment.recordChange(self, from: old, to: newValue)
        }
    }

    /// Whether the recognizer asked to leave `.possible` and waits for a recognizer it requires to
    /// fail (the environment keeps the wish). Subclasses' deadlines leave such a recognizer alone.
    ///
    /// Subclasses ask it while their application delivers touches or fires their timers, when that
    /// application's runtime is the current one, so the running application is asked directly: no
    /// walk to the view's window on the per-move path.
    var _isWaitingForFailure: Bool {
        UIApplication.shared._gestureEnvironment.isWaiting(self)
    }

    /// Sends every action, pruning targets that are gone.
    func _sendActions() {
        let targets = _targets
        var lost = false
        for target in targets where !target.send(self) { lost = true }
        if lost { _targets.removeAll { $0.target == nil } }
    }

    /// The application of the recognizer's view's window (whose timers and environment it uses),
    /// else the one running now.
    private var _application: UIApplication { _view?._application ?? UIApplication.shared }

    // MARK: Timers

    /// Runs `body` after `delay` seconds on the media clock, as a gesture dispatch; cancelled when
    /// the recognizer fails, ends or resets.
    @discardableResult
    func _schedule(after delay: TimeInterval, _ body: @escaping @MainActor (UIGestureRecognizer) -> Void) -> _FrameworkTimers.ID {
        let app = _application
        let id = app._timers.schedule(at: app._runtime.clock.now() + delay) { [weak self, weak app] id in
            guard let self, let app else { return }
            self._timerIDs.removeAll { $0 == id }
            app._gestureEnvironment.dispatch { body(self) }
        }
        _timerIDs.append(id)
        return id
    }

    func _cancelTimer(_ id: _FrameworkTimers.ID?) {
        guard let id else { return }
        _application._timers.cancel(id)
        _timerIDs.removeAll { $0 == id }
    }

    func _cancelTimers() {
        guard !_timerIDs.isEmpty else { return }
        let app = _application
        for id in _timerIDs { app._timers.cancel(id) }
        _timerIDs.removeAll()
    }

    // MARK: Locations

    /// Records the centroid of the active touches (kept for `location(in:)` after they lift).
    func _updateCentroid() {
        guard !_activeTouches.isEmpty else { return }
        _lastCentroidInWindow = _centroid(of: _activeTouches)
        _lastWindow = _activeTouches[0].window
    }

    var _currentCentroidInWindow: CGPoint {
        _activeTouches.isEmpty ? _lastCentroidInWindow : _centroid(of: _activeTouches)
    }

    func _centroid(of touches: [UITouch]) -> CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0
        for t in touches { x += t._locationInWindow.x; y += t._locationInWindow.y }
        let n = CGFloat(max(1, touches.count))
        return CGPoint(x: x / n, y: y / n)
    }

    /// Converts a window point into `view`'s coordinates (nil: the window's).
    func _convertFromWindow(_ p: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return p }
        guard let window = _activeTouches.first?.window ?? _lastWindow ?? view._window else { return p }
        return view === window ? p : view.convert(p, from: window)
    }

    /// Converts a window vector (a translation, a velocity) into `view`'s coordinates: only the
    /// linear part of the transforms applies.
    func _convertVectorFromWindow(_ v: CGPoint, to view: UIView?) -> CGPoint {
        guard view != nil else { return v }
        let a = _convertFromWindow(.zero, to: view)
        let b = _convertFromWindow(v, to: view)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Converts a vector given in `view`'s coordinates into window coordinates.
    func _convertVectorToWindow(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = _activeTouches.first?.window ?? _lastWindow ?? view._window, view !== window else { return v }
        let a = view.convert(CGPoint.zero, to: window)
        let b = view.convert(v, to: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}
