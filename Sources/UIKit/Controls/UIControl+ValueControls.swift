import Foundation

// What the value controls (UISwitch, UISlider, UIStepper, UISegmentedControl, UIPageControl)
// share: how a change made by the user is announced, and which recognizers of other views a
// control keeps from taking its touches.
extension UIControl {
    /// The user changed the control's value: `.valueChanged`, then `.primaryActionTriggered` —
    /// the event `UIControl(frame:primaryAction:)` registers its action for, which value controls
    /// send for their value changes (iOS 14: `UISwitch(frame: .zero, primaryAction:)` runs its
    /// action on each toggle). Each goes out in its own dispatch, so an action added for both runs
    /// twice. A change made in code sends neither. Not API.
    func _sendValueChanged(with event: UIEvent?) {
        _sendActions(for: .valueChanged, with: event)
        _sendActions(for: .primaryActionTriggered, with: event)
    }

    /// Whether `recognizer`, of another view, is a pan or a swipe that moves mostly horizontally
    /// and started inside `rect` (in the control's coordinates): the gesture UISlider refuses on its
    /// thumb and UISwitch on its knob (`UIView.gestureRecognizerShouldBegin(_:)`'s documentation:
    /// "UISlider … prevent[s] swipes parallel to the slider that start in the thumb"). Not API.
    func _isHorizontalDrag(_ recognizer: UIGestureRecognizer, startingIn rect: CGRect) -> Bool {
        guard recognizer.view !== self, recognizer.numberOfTouches <= 1 else { return false }
        if let pan = recognizer as? UIPanGestureRecognizer {
            let movement = pan._movement
            guard abs(movement.x) >= abs(movement.y) else { return false }
            let now = pan.location(in: nil)
            let start = convert(CGPoint(x: now.x - movement.x, y: now.y - movement.y), from: nil)
            return rect.contains(start)
        }
        if let swipe = recognizer as? UISwipeGestureRecognizer {
            guard !swipe.direction.isDisjoint(with: [.left, .right]) else { return false }
            return rect.contains(swipe.location(in: self))
        }
        return false
    }
}
