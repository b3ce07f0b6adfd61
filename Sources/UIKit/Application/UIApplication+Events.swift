import Foundation

// From raw input to a touches event: the first step of every frame, and of every `UITestHost`
// finger call. Steady input (one finger moving) allocates nothing here.
extension UIApplication {

    /// Turns the queued input into one touches event and sends it: new fingers are hit-tested once
    /// and bound to their view for life; fingers not in the input are `.stationary`.
    package func _deliverQueuedInput() {
        guard !_inputQueue.isEmpty else { return }
        let now = CACurrentMediaTime()
        let event = _touchesEvent
        event.timestamp = now
        for touch in event._touches {
            touch.phase = .stationary
            touch._previousLocationInWindow = touch._locationInWindow
        }
        for input in _inputQueue {
            _apply(input, to: event, at: now)
        }
        _inputQueue.removeAll(keepingCapacity: true)

        sendEvent(event)

        // Forget fingers that lifted or were cancelled, remembering the last tap for `tapCount`.
        if _touchTracker.active.contains(where: { $0.touch.phase == .ended || $0.touch.phase == .cancelled }) {
            for entry in _touchTracker.active where entry.touch.phase == .ended {
                let t = entry.touch
                _touchTracker.lastTap = (now, t._locationInWindow, t.tapCount, t.window.map(ObjectIdentifier.init))
            }
            _touchTracker.active.removeAll { $0.touch.phase == .ended || $0.touch.phase == .cancelled }
            event._removeFinishedTouches(isHeld: _gestureEnvironment.isHolding)
        }
    }

    private func _apply(_ input: _TouchInput, to event: UIEvent, at now: TimeInterval) {
        switch input.kind {
        case .down:
            _rockhopperPrecondition(_touchTracker.touch(for: input.finger) == nil,
                                    "touch input: finger \(input.finger) is already down")
            var window = _windowForTouch(at: input.location) ?? _keyWindow
            // The software keyboard takes the touches that land on it: no view of the app gets them.
            if let w = window, w._keyboardCovers(input.location) { window = nil }
            let local = window.map { $0.layer.convert(input.location, from: nil) } ?? input.location
            let touch = UITouch(locationInWindow: local, timestamp: now)
            touch.window = window
            touch.phase = .began
            touch.tapCount = _touchTracker.tapCount(at: local, in: window.map(ObjectIdentifier.init), time: now)
            touch.view = window?.hitTest(local, with: event)
            _touchTracker.active.append((input.finger, touch))
            event._addTouch(touch)
            touch._delivery = _TouchDelivery(reachesView: _shouldDeliverToView(touch, in: event))
        case .move, .up, .cancel:
            guard let touch = _touchTracker.touch(for: input.finger) else {
                _rockhopperFailure("touch input: finger \(input.finger) is not down")
            }
            if let window = touch.window {
                touch._locationInWindow = window.layer.convert(input.location, from: nil)
            } else {
                touch._locationInWindow = input.location
            }
            touch.timestamp = now
            switch input.kind {
            case .move: touch.phase = .moved
            case .up: touch.phase = .ended
            case .cancel: touch.phase = .cancelled
            case .down: break
            }
        }
    }

    /// UIKit's rules for whether a new touch reaches its view: a view without
    /// `isMultipleTouchEnabled` gets only the first of its touches; while a view with
    /// `isExclusiveTouch` tracks a touch no other view gets one, and an exclusive view gets none
    /// while others track touches.
    private func _shouldDeliverToView(_ touch: UITouch, in event: UIEvent) -> Bool {
        guard let view = touch.view else { return false }
        for other in event._touches where other !== touch && other._delivery.reachesView
            && other.phase != .ended && other.phase != .cancelled && other.window === touch.window {
            guard let otherView = other.view else { continue }
            if otherView === view {
                if !view.isMultipleTouchEnabled { return false }
            } else if otherView.isExclusiveTouch || view.isExclusiveTouch {
                return false
            }
        }
        return true
    }
}
