import Foundation

/// Recognizes a gesture from the touches of a view and its subviews, then sends its actions.
///
/// Recognizers see each touch before the touched view does (ARCHITECTURE.md's event path). One
/// gesture environment per application arbitrates among them: the first recognizer to leave
/// `.possible` prevents the others that share its touches unless a delegate allows simultaneous
/// recognition; a recognizer that must wait for another to fail (`require(toFail:)` or the
/// delegate) stays `.possible` until that one decides; `cancelsTouchesInView`,
/// `delaysTouchesBegan` and `delaysTouchesEnded` decide what the view gets.
///
/// Target–action takes method references: `UITapGestureRecognizer(target: self, action: Self.tap)`,
/// where `tap` takes the recognizer (typed as its own class or any superclass) or nothing.
/// Targets are held weakly. Actions are sent after the event that changed the state has been
/// delivered (UIKit: "at the next turn of the run loop"), for `.began`, each `.changed`,
/// `.ended` (`.recognized`) and `.cancelled` — never for `.failed`.
///
/// Subclassing: override `touchesBegan/Moved/Ended/Cancelled(_:with:)` and `reset()`, and set
/// `state`. Setting it checks UIKit's allowed transitions and stops the program on others.
@MainActor
open class UIGestureRecognizer {
    /// The states of a recognizer; see the class documentation for the allowed transitions.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// The discrete recognizers' name for `.ended`.
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    var _state: State = .possible
    var _targets: [_TargetAction<UIGestureRecognizer>] = []
    weak var _view: UIView?

    /// Touches this recognizer tracks that are still down, in the order they began (what
    /// `numberOfTouches` and `location(ofTouch:in:)` read). The gesture environment adds and removes
    /// them; what arbitration needs beyond this lives in the environment.
    var _activeTouches: [UITouch] = []
    /// The centroid of the last touches seen, in window coordinates (for `location(in:)` after
    /// the fingers lifted).
    var _lastCentroidInWindow: CGPoint = .zero
    weak var _lastWindow: UIWindow?

    /// Failure requirements from `require(toFail:)`: configuration the recognizer is given, which
    /// the environment reads when it arbitrates.
    private(set) var _requiredToFail: [_WeakRecognizer] = []
    /// Framework timers running for this recognizer.
    var _timerIDs: [_FrameworkTimers.ID] = []

    /// Creates a recognizer without targets.
    public init() {}

    /// Creates a recognizer sending `action` to `target`; the action receives the recognizer.
    /// Stops the program when `action`'s parameter type is not this recognizer's class or one of
    /// its superclasses.
    public convenience init<T: AnyObject, Sender: UIGestureRecognizer>(target: AnyObject, action: @escaping (T) -> (Sender) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer sending `action`, which takes no argument, to `target`.
    public convenience init<T: AnyObject>(target: AnyObject, action: @escaping (T) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// `UITapGestureRecognizer(target: nil, action: nil)`: a recognizer without targets, given
    /// them later with `addTarget(_:action:)` (UIKit's nil forms).
    public convenience init(target: AnyObject?, action: Never?) {
        self.init()
    }

    /// Adds a target–action pair; the action receives the recognizer.
    public func addTarget<T: AnyObject, Sender: UIGestureRecognizer>(_ target: AnyObject, action: @escaping (T) -> (Sender) -> Void) {
        _rockhopperPrecondition(self is Sender,
            "addTarget(_:action:): the action takes a \(Sender.self), but this recognizer is a \(type(of: self))")
        let forward: (T) -> (UIGestureRecognizer) -> Void = { target in { sender in action(target)(sender as! Sender) } }
        _targets.append(_TargetAction(target: target, action: forward))
    }

    /// Adds a target–action pair whose action takes no argument.
    public func addTarget<T: AnyObject>(_ target: AnyObject, action: @escaping (T) -> () -> Void) {
        _targets.append(_TargetAction(target: target, action: action))
    }

    /// Removes every action of `target`, or every target–action pair when `target` is nil.
    /// (Method references cannot be compared, so one action of a target cannot be removed alone;
    /// see docs/DEVIATIONS.md.)
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { _targets.removeAll(); return }
        _targets.removeAll { $0.target === target || $0.target == nil }
    }

    /// `removeTarget(target, action: nil)`: removes every action of `target`, or every pair when
    /// `target` is nil too (UIKit's nil forms).
    public func removeTarget(_ target: AnyObject?, action: Never?) {
        removeTarget(target)
    }

    // MARK: - State

    /// The recognizer's state. Subclasses set it as touches arrive; the setter applies UIKit's
    /// arbitration (a recognizer may be made to wait, or fail) and queues the actions.
    open var state: State {
        get { _state }
        set { _requestState(newValue) }
    }

    /// The recognizer's delegate, asked about beginning, receiving touches and cooperating with
    /// other recognizers. Held weakly.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// A disabled recognizer receives no touches; disabling one mid-gesture cancels it (or fails
    /// it if it had not begun). Default true.
    open var isEnabled: Bool = true {
        didSet {
            if oldValue && !isEnabled { _environment?._stopRecognizer(self, reason: "disabled") }
        }
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { _view }

    /// When the recognizer recognizes, touches it shares with the view are cancelled in the view
    /// (`touchesCancelled`) and the view gets no more events for them. Default true.
    open var cancelsTouchesInView: Bool = true

    /// While the recognizer might still recognize, the view does not get `touchesBegan` for its
    /// touches; they arrive if it fails and never if it recognizes. Default false.
    open var delaysTouchesBegan: Bool = false

    /// While the recognizer might still recognize, the view's `touchesEnded` is held back; if it
    /// recognizes the view gets `touchesCancelled` instead. Default true.
    open var delaysTouchesEnded: Bool = true

    /// A name for debugging. Default nil.
    open var name: String?

    /// How many touches the recognizer tracks that are still down.
    open var numberOfTouches: Int { _activeTouches.count }

    /// The centroid of the recognizer's touches in `view`'s coordinates (nil: the window's). After
    /// the touches lifted, where they were last.
    open func location(in view: UIView?) -> CGPoint {
        _convertFromWindow(_currentCentroidInWindow, to: view)
    }

    /// The location of touch `touchIndex` (0 ..< `numberOfTouches`). Stops the program on an index
    /// out of range, as UIKit raises.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        _rockhopperPrecondition(touchIndex >= 0 && touchIndex < _activeTouches.count,
            "-[UIGestureRecognizer locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(_activeTouches.count)).")
        return _activeTouches[touchIndex].location(in: view)
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails; if the other recognizes,
    /// this one fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        _rockhopperPrecondition(otherGestureRecognizer !== self, "require(toFail:): a recognizer cannot require itself to fail")
        _requiredToFail.removeAll { $0.recognizer == nil }
        if !_requiredToFail.contains(where: { $0.recognizer === otherGestureRecognizer }) {
            _requiredToFail.append(_WeakRecognizer(recognizer: otherGestureRecognizer))
        }
    }

    // MARK: - Subclassing

    /// New touches for the recognizer. Default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches moved. Default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches lifted. Default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The recognizer's touches were cancelled. Default: a recognizer that had begun is
    /// cancelled, one still possible fails.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        case .ended, .cancelled, .failed: break
        }
    }

    /// Called when the recognizer returns to `.possible` after a gesture: clear per-gesture state
    /// here (call `super`).
    open func reset() {}

    /// Stops tracking `touch`: the recognizer gets no more events for it.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        _activeTouches.removeAll { $0 === touch }
        touch._gestureRecognizers.removeAll { $0 === self }
    }

    /// Whether this recognizer, by recognizing, may prevent `preventedGestureRecognizer`.
    /// Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, by recognizing, may prevent this one. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// A class-wide failure requirement: true makes this recognizer wait for `otherGestureRecognizer`
    /// to fail. Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// A class-wide failure requirement: true makes `otherGestureRecognizer` wait for this one to
    /// fail. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer wants `event` at all. Default true.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Called by the environment when a state asked for while waiting took effect. Not API; the
    /// pan uses it to restart its translation.
    func _didCommitPendingState() {}
}

extension UIGestureRecognizer: @MainActor CustomStringConvertible {
    /// `<UITapGestureRecognizer "name" state=possible view=UIView>`.
    public var description: String {
        var s = "<\(type(of: self))"
        if let name { s += " \"\(name)\"" }
        s += " state=\(_state)"
        if let view = _view { s += " view=\(type(of: view))" }
        return s + ">"
    }
}

/// A weak reference to a recognizer, for failure requirements. Not API.
@MainActor
struct _WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
