import Foundation

// Delivering a touches event to the views of one window. Each view gets one call per phase with
// its touches in that phase; the common one-finger case passes the touch's cached one-element set,
// so a move allocates nothing.
extension UIWindow {
    package func _deliverTouchesToViews(of event: UIEvent) {
        let touches = event._touches
        _deliver(.began, of: touches, with: event)
        _deliver(.moved, of: touches, with: event)
        _deliver(.ended, of: touches, with: event)
        _deliver(.cancelled, of: touches, with: event)
    }

    private func _deliver(_ phase: UITouch.Phase, of touches: [UITouch], with event: UIEvent) {
        let n = touches.count
        for i in 0..<n {
            let t = touches[i]
            guard t.phase == phase, t.window === self, t._deliversToView, let view = t.view else { continue }
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
    }

    private func _sameGroup(_ a: UITouch, _ b: UITouch) -> Bool {
        a.phase == b.phase && a.view === b.view && a.window === b.window && a._deliversToView
    }
}
