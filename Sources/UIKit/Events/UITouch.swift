import Foundation

/// One finger on the screen, for the whole of its life: the same object is updated from
/// `.began` through `.moved`/`.stationary` to `.ended` or `.cancelled`.
///
/// The view it touched down in (found by hit-testing once, at touch-down) stays its `view` for the
/// whole sequence, even after the finger leaves that view.
@MainActor
open class UITouch: Hashable {
    /// Where the touch is in its life.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// The kind of input that made the touch. Rockhopper makes `.direct` touches.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    /// The touch's phase in the event being delivered.
    open internal(set) var phase: Phase = .began

    /// How many quick taps at the same spot this touch completes: 1 for a single tap, 2 for the
    /// second tap of a double tap, … (see `EventConstants` for the time and distance limits).
    open internal(set) var tapCount: Int = 1

    /// When the touch last changed, in seconds on `CACurrentMediaTime()`'s clock.
    open internal(set) var timestamp: TimeInterval = 0

    /// The view the touch began in (the hit-test view); nil when it began outside every view.
    open internal(set) var view: UIView?

    /// The window the touch began in.
    open internal(set) weak var window: UIWindow?

    /// `.direct` for finger touches.
    open internal(set) var type: TouchType = .direct

    /// The radius of the touch, in points. Synthetic touches report 20 pt.
    open internal(set) var majorRadius: CGFloat = EventConstants.syntheticTouchRadius

    /// The tolerance of `majorRadius`, in points.
    open internal(set) var majorRadiusTolerance: CGFloat = 0

    /// Pressure; 0 where the input has none, as on devices without force sensing.
    open internal(set) var force: CGFloat = 0

    /// The largest possible `force`; 0 where the input has none.
    open internal(set) var maximumPossibleForce: CGFloat = 0

    /// Location in the window's coordinates.
    var _locationInWindow: CGPoint = .zero
    var _previousLocationInWindow: CGPoint = .zero
    /// Where and when the finger touched down: what a view that gets its `touchesBegan` late (a
    /// recognizer delayed it) is shown.
    let _beganLocationInWindow: CGPoint
    let _beganTimestamp: TimeInterval

    /// The recognizers receiving this touch.
    var _gestureRecognizers: [UIGestureRecognizer] = []

    /// How far the touch's view has been told about it (gesture recognizers may hold events back);
    /// its transitions are run only by the window's delivery (`UIWindow+TouchDelivery.swift`). The
    /// application sets whether the view gets the touch at all when the finger touches down.
    final var _delivery = _TouchDelivery(reachesView: true)

    /// Which call the view gets for this touch in the event being delivered; set and used by the
    /// window's delivery.
    final var _pendingViewPhase: Phase?

    /// `[self]`, built once: what a view gets in the common one-finger case, so delivering a move
    /// allocates nothing. The set holds the touch, so it is dropped when the touch retires.
    var _singletonSet: Set<UITouch> {
        if let set = _singletonStorage { return set }
        let set: Set<UITouch> = [self]
        if !_isRetired { _singletonStorage = set }
        return set
    }
    private var _singletonStorage: Set<UITouch>?

    /// Whether the touch's sequence is over and nothing will deliver it again (see `_retire()`).
    private(set) var _isRetired = false

    package init(locationInWindow: CGPoint, timestamp: TimeInterval) {
        self._locationInWindow = locationInWindow
        self._previousLocationInWindow = locationInWindow
        self._beganLocationInWindow = locationInWindow
        self._beganTimestamp = timestamp
        self.timestamp = timestamp
    }

    /// Lets go of what the touch holds once its last event has been delivered — its view, its
    /// recognizers and its cached one-element set — as UIKit releases a touch's view when the touch
    /// ends. A touch kept past its sequence (which UIKit's documentation warns against) then keeps
    /// nothing alive: no view, recognizer or controller outlives its removal because a finger once
    /// touched it. Called by the application when an ended or cancelled touch leaves the event and no
    /// recognizer holds back its delivery.
    func _retire() {
        guard !_isRetired else { return }
        _isRetired = true
        _singletonStorage = nil
        _gestureRecognizers.removeAll()
        view = nil
    }

    /// The gesture recognizers receiving the touch; nil when there are none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        _gestureRecognizers.isEmpty ? nil : _gestureRecognizers
    }

    /// The touch's location in `view`'s coordinate system; nil means the window's.
    open func location(in view: UIView?) -> CGPoint {
        _convert(_locationInWindow, to: view)
    }

    /// The location at the previous event of this touch, in `view`'s coordinates (nil: window).
    open func previousLocation(in view: UIView?) -> CGPoint {
        _convert(_previousLocationInWindow, to: view)
    }

    private func _convert(_ p: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window else { return p }
        if view === window { return p }
        return view.convert(p, from: window)
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
