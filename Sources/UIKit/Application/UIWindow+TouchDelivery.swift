import Foundation

// Delivering a touches event to the views of one window, after the gesture recognizers have
// seen it. Each touch's view gets what its recognizers allow:
// - `touchesBegan`, unless a recognizer with `delaysTouchesBegan` is undecided (held back);
// - `touchesMoved` once it has begun;
// - `touchesEnded`, unless a recognizer with `delaysTouchesEnded` is undecided (held back);
// - `touchesCancelled` for a system cancel;
// - nothing more once a recognizer with `cancelsTouchesInView` recognized (the view got
//   `touchesCancelled` then).
// Held-back events are delivered by the gesture environment when the recognizers decide. Each view
// gets one call per phase with its touches in that phase; the common one-finger case passes the
// touch's cached one-element set, so a move allocates nothing.
extension UIWindow {
    package func _deliverTouchesToViews(of event: UIEvent) {
        let touches = event._touches
        let environment = UIApplication.shared._gestureEnvironment
        for t in touches where t.window === self {
            t._pendingViewPhase = _viewPhase(for: t, environment: environment)
        }
        _deliver(.began, of: touches, with: event)
        _deliver(.moved, of: touches, with: event)
        _deliver(.ended, of: touches, with: event)
        _deliver(.cancelled, of: touches, with: event)
    }

    /// Which call the touch's view gets now, updating what the view has been told.
    private func _viewPhase(for t: UITouch, environment: _UIGestureEnvironment) -> UITouch.Phase? {
        guard t._deliversToView, t.view != nil else { return nil }
        switch (t.phase, t._viewDelivery) {
        case (.began, .none):
            if environment.delaysBegan(t) {
                t._viewDelivery = .withheld
                environment.hold(t)
                return nil
            }
            t._viewDelivery = .began
            return .began
        case (.moved, .began):
            return .moved
        case (.ended, .began):
            if environment.delaysEnded(t) {
                t._viewDelivery = .endPending
                environment.hold(t)
                return nil
            }
            t._viewDelivery = .finished
            return .ended
        case (.cancelled, .began), (.cancelled, .endPending):
            t._viewDelivery = .finished
            return .cancelled
        case (.cancelled, .withheld), (.cancelled, .none):
            t._viewDelivery = .finished
            return nil
        default:
            return nil
        }
    }

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
            switch phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            case .cancelled: view.touchesCancelled(set, with: event)
            case .stationary, .regionEntered, .regionMoved, .regionExited: break
            }
        }
        for t in touches where t._pendingViewPhase == phase { t._pendingViewPhase = nil }
    }

    private func _sameGroup(_ a: UITouch, _ b: UITouch) -> Bool {
        a._pendingViewPhase == b._pendingViewPhase && a.view === b.view && a.window === b.window
    }
}
