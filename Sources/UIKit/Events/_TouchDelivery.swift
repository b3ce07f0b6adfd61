/// How far one touch's view has been told about the touch, as a value: each transition is a pure
/// function of the stage and of what the gesture recognizers say, and returns the one thing the
/// view gets now (`_TouchDeliveryAction`). Not API.
///
/// The window (`UIWindow+TouchDelivery.swift`) is the only code that runs these transitions and
/// the only caller of a view's `touches…` methods; the gesture environment only decides (a
/// recognizer holds the touch back, lets it go, or takes it) and hands the touch back to the
/// window. The stages follow UIKit's rules for a touch that gesture recognizers see first:
///
/// - `untold` → `began` (the view gets `touchesBegan`) → `finished` (`touchesEnded`, or
///   `touchesCancelled` for a system cancel): a touch no recognizer holds back.
/// - `delaysTouchesBegan`: while a recognizer with it is still `.possible`, `touchesBegan` waits
///   (`beganHeld`). Once nothing delays it any more the view gets it late, with whatever the
///   touch did since (`touchesEnded`/`touchesCancelled` if it is over) — unless a recognizer took
///   the touch first, and then the view never hears of it.
/// - `delaysTouchesEnded`: while a recognizer with it is still `.possible`, `touchesEnded` waits
///   (`endedHeld`); it goes through once nothing delays it, or becomes `touchesCancelled` if a
///   recognizer takes the touch.
/// - `cancelsTouchesInView`: a recognizer that begins or recognizes takes its touches: a view that
///   began gets `touchesCancelled`, one that did not never hears of the touch.
/// (Apple: "UIGestureRecognizer", "delaysTouchesBegan", "delaysTouchesEnded",
/// "cancelsTouchesInView".)
struct _TouchDelivery: Equatable, Sendable {
    /// How far the view has been told.
    enum Stage: Equatable, Sendable {
        /// Nothing yet: the touch is new.
        case untold
        /// `touchesBegan` is held back by an undecided recognizer with `delaysTouchesBegan`.
        case beganHeld
        /// The view got `touchesBegan` and follows the touch.
        case began
        /// The finger lifted; `touchesEnded` is held back by an undecided recognizer with
        /// `delaysTouchesEnded`.
        case endedHeld
        /// The view got `touchesEnded` or `touchesCancelled`, or will never hear of the touch.
        case finished
    }

    /// How far the view has been told.
    private(set) var stage: Stage = .untold

    /// Whether the touch reaches its view at all: UIKit's multiple-touch and exclusive-touch rules,
    /// decided once at touch-down (false too for a touch outside every view).
    let reachesView: Bool

    init(reachesView: Bool) {
        self.reachesView = reachesView
    }

    /// Whether recognizers hold back what the view is owed: the touch waits for their decision.
    var isHeld: Bool { stage == .beganHeld || stage == .endedHeld }

    /// A phase of the touch arrives in an event (after the recognizers saw it).
    /// `heldByRecognizers`: whether an undecided recognizer of the touch delays this phase
    /// (`delaysTouchesBegan` for `.began`, `delaysTouchesEnded` for `.ended`; ignored otherwise).
    mutating func phaseArrived(_ phase: UITouch.Phase,
                                       heldByRecognizers: @autoclosure () -> Bool) -> _TouchDeliveryAction {
        guard reachesView else { return .nothing }
        switch (phase, stage) {
        case (.began, .untold):
            if heldByRecognizers() {
                stage = .beganHeld
                return .hold
            }
            stage = .began
            return .deliver(.began)
        case (.moved, .began):
            return .deliver(.moved)
        case (.ended, .began):
            if heldByRecognizers() {
                stage = .endedHeld
                return .hold
            }
            stage = .finished
            return .deliver(.ended)
        case (.cancelled, .began), (.cancelled, .endedHeld):
            stage = .finished
            return .deliver(.cancelled)
        case (.cancelled, .untold), (.cancelled, .beganHeld):
            stage = .finished
            return .drop
        case (.began, _), (.moved, _), (.ended, _), (.cancelled, _),
             (.stationary, _), (.regionEntered, _), (.regionMoved, _), (.regionExited, _):
            return .nothing
        }
    }

    /// The recognizers holding the touch back decided something (one failed, recognized without
    /// taking the touch, or stopped). `touchPhase` is where the touch is now;
    /// `stillHoldingBegan`/`stillHoldingEnded`: whether an undecided recognizer still delays
    /// `touchesBegan`/`touchesEnded`. A touch held at touch-down gets `touchesBegan` late, then its
    /// end if it is over and nothing delays that.
    mutating func recognizersReleased(touchPhase: UITouch.Phase, stillHoldingBegan: @autoclosure () -> Bool,
                                              stillHoldingEnded: @autoclosure () -> Bool) -> _TouchDeliveryAction {
        switch stage {
        case .beganHeld:
            if stillHoldingBegan() { return .nothing }
            switch touchPhase {
            case .cancelled:
                stage = .finished
                return .deliverBegan(then: .cancelled)
            case .ended:
                if stillHoldingEnded() {
                    stage = .endedHeld
                    return .deliverBegan(then: nil)
                }
                stage = .finished
                return .deliverBegan(then: .ended)
            case .began, .moved, .stationary, .regionEntered, .regionMoved, .regionExited:
                stage = .began
                return .deliverBegan(then: nil)
            }
        case .endedHeld:
            if touchPhase == .cancelled {
                stage = .finished
                return .deliver(.cancelled)
            }
            if stillHoldingEnded() { return .nothing }
            stage = .finished
            return .deliver(.ended)
        case .untold, .began, .finished:
            return .nothing
        }
    }

    /// A recognizer with `cancelsTouchesInView` began or recognized: the view loses the touch.
    mutating func recognizerCancelled() -> _TouchDeliveryAction {
        switch stage {
        case .began, .endedHeld:
            stage = .finished
            return .cancel
        case .untold, .beganHeld:
            stage = .finished
            return .drop
        case .finished:
            return .nothing
        }
    }

    /// The view refuses the touch before it began there (a scroll view's `touchesShouldBegin`
    /// said no): it will never hear of it.
    mutating func viewRefused() -> _TouchDeliveryAction {
        switch stage {
        case .untold, .beganHeld:
            stage = .finished
            return .drop
        case .began, .endedHeld, .finished:
            return .nothing
        }
    }
}

/// What the window does for a touch's view after one transition of its `_TouchDelivery`. Not API.
enum _TouchDeliveryAction: Equatable, Sendable {
    /// Nothing for the view now.
    case nothing
    /// The view's call waits for the recognizers (`delaysTouchesBegan`/`delaysTouchesEnded`).
    case hold
    /// The view gets this phase now: `touchesBegan`, `touchesMoved`, `touchesEnded`, or
    /// `touchesCancelled` (a system cancel, or the end of a held touch that was cancelled).
    case deliver(UITouch.Phase)
    /// The view gets its held-back `touchesBegan` now, then `then` if the touch is over (nil: the
    /// finger is still down, or its end is still held back).
    case deliverBegan(then: UITouch.Phase?)
    /// A recognizer took the touch: the view gets `touchesCancelled` and nothing more.
    case cancel
    /// The view never hears of the touch (or nothing more of it).
    case drop
}
