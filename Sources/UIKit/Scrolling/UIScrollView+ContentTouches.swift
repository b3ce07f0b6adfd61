import Foundation

// The scroll view's private recognizers and the rules between its drag and its content's touches
// (Apple's `UIScrollView` documentation of `delaysContentTouches`, `canCancelContentTouches` and
// `touchesShouldCancel(in:)`; the delay and hysteresis read from iOS 18.2 UIKitCore
// `UIScrollViewDelayedTouchesBeganGestureRecognizer` and `UIScrollViewPanGestureRecognizer`).

/// The scroll view's pan: it counts only movement along axes that scroll, tells the scroll view
/// when a finger is on the content (`isTracking`), and catches a moving scroll view at touch-down:
/// the motion stops and the pan begins at once, so the content does not get that tap. Not API.
@MainActor
final class _UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let scrollView else { return }
        scrollView._isTracking = true
        if state == .possible && scrollView._motionOwnsOffset {
            scrollView._stopMotion()
            state = .began
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        _updateTracking()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        _updateTracking()
    }

    override func reset() {
        super.reset()
        scrollView?._isTracking = false
        scrollView?._settleIfIdle()
    }

    /// The last finger lifted: not tracking any more. If the fingers stopped a motion without
    /// dragging (the pan may have been refused), the content settles from where it stopped.
    private func _updateTracking() {
        if !_activeTouches.contains(where: { $0.phase != .ended && $0.phase != .cancelled }) {
            scrollView?._isTracking = false
            scrollView?._settleIfIdle()
        }
    }

    override func _movementBegins(_ movement: CGPoint) -> Bool {
        guard let scrollView else { return super._movementBegins(movement) }
        let h = _startThreshold
        return (scrollView._scrollsHorizontally && abs(movement.x) >= h)
            || (scrollView._scrollsVertically && abs(movement.y) >= h)
    }
}

/// Holds touch-downs back from the content (`delaysTouchesBegan`) until it fails: after 0.15 s,
/// when the fingers lift, or when they move 10 pt along an axis that cannot scroll. If the
/// scroll view's pan begins first, the touches never reach the content. Without
/// `delaysContentTouches` it fails at once. It never recognizes. Not API.
@MainActor
final class _UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    private var start: CGPoint?

    override init() {
        super.init()
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    private var scrollView: UIScrollView? { view as? UIScrollView }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView else { state = .failed; return }
        // Content may refuse the touches altogether.
        for touch in touches {
            if let target = touch.view, target !== scrollView,
               !scrollView.touchesShouldBegin(touch._singletonSet, with: event, in: target) {
                scrollView._application._gestureEnvironment.neverDeliverToView(touch)
            }
        }
        if !scrollView.delaysContentTouches { state = .failed; return }
        if start == nil {
            start = _currentCentroidInWindow
            _schedule(after: ScrollConstants.touchDelayForScrollDetection) { r in
                if r.state == .possible { r.state = .failed }
            }
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView, let start else { return }
        let p = _currentCentroidInWindow
        let h = ScrollConstants.scrollHysteresis
        if (!scrollView._scrollsHorizontally && abs(p.x - start.x) > h)
            || (!scrollView._scrollsVertically && abs(p.y - start.y) > h) {
            state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    override func reset() {
        super.reset()
        start = nil
    }
}

/// The delegate of the scroll view's own recognizers (UIKit makes it the scroll view itself; a
/// separate object here, so subclasses of `UIScrollView` can still adopt
/// `UIGestureRecognizerDelegate`). Its pan and pinch recognize together. Not API.
@MainActor
final class _UIScrollViewPanDelegate: UIGestureRecognizerDelegate {
    weak var scrollView: UIScrollView?

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        guard let scrollView else { return false }
        let own: [UIGestureRecognizer?] = [scrollView.panGestureRecognizer, scrollView._pinch]
        return own.contains { $0 === gestureRecognizer } && own.contains { $0 === other }
    }
}

extension UIScrollView {
    /// The pan may not begin while content tracks a touch the scroll view may not take away.
    func _panShouldBegin() -> Bool {
        for touch in panGestureRecognizer._activeTouches {
            guard let target = touch.view, target !== self, touch._delivery.stage == .began else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: target) { return false }
        }
        return true
    }
}
