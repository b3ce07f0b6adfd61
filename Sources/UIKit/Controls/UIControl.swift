import Foundation

/// The base class of controls: views that turn touches into actions (buttons, switches, sliders,
/// text fields).
///
/// A control tracks the first finger that lands on it, in this order (UIKit's, `UIControl.h`):
/// 1. down: `beginTracking(_:with:)` (false: no tracking, no events); `isTracking` and
///    `isHighlighted` become true; `.touchDown` is sent (with `.touchDownRepeat` when the touch's
///    `tapCount` is above one);
/// 2. each move: "inside" is the bounds grown by `ControlConstants.trackingSlop` (70 pt);
///    `isHighlighted` follows it; `continueTracking(_:with:)` (false ends tracking quietly); then
///    `.touchDragInside` or `.touchDragOutside`, with `.touchDragEnter` / `.touchDragExit` when the
///    finger crossed;
/// 3. lift: `isHighlighted` false, `endTracking(_:with:)`, then `.touchUpInside` or
///    `.touchUpOutside`;
/// 4. cancel (a gesture recognizer took the touch, the control left its window):
///    `isHighlighted` false, `cancelTracking(with:)`, `.touchCancel`.
/// A disabled control tracks nothing and sends nothing; its touches travel up the responder
/// chain (DEVIATIONS.md). Actions go out in the order they were added, each once per
/// dispatch however many of the dispatched events it was added for
/// (`UIControl+TargetAction.swift`).
@MainActor
open class UIControl: UIView {
    /// Target–action entries and `UIAction`s, in the order they were added.
    var _actionEntries: [_UIControlActionEntry] = []
    /// The touch being tracked.
    weak var _trackedTouch: UITouch?
    private var _tracking = false
    private var _touchInside = false

    /// A control. Controls take touches but are not multi-touch by default, as views.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control that performs `primaryAction` for `.primaryActionTriggered` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        _rockhopperFailure("UIControl.init(coder:): nibs and storyboards are not supported by Rockhopper; create the control in code")
    }

    // MARK: State

    /// Whether the control is enabled. A disabled control's `state` contains `.disabled`; it
    /// tracks no touches and sends no actions. Default true.
    open var isEnabled: Bool = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled && _tracking { _cancelTracking(with: nil) }
            _stateDidChange()
        }
    }

    /// Whether the control is selected; for the app and subclasses to use. Default false.
    open var isSelected: Bool = false {
        didSet { if isSelected != oldValue { _stateDidChange() } }
    }

    /// Whether the control draws highlighted: UIKit sets it while a tracked touch is inside.
    /// Default false.
    open var isHighlighted: Bool = false {
        didSet { if isHighlighted != oldValue { _stateDidChange() } }
    }

    /// The control's state, made of its flags as UIKit makes it: `.disabled` when not enabled,
    /// `.highlighted`, `.selected`; `.normal` (empty) when none holds. The flags combine
    /// (`[.disabled, .selected]`).
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// One of the flags changed: subclasses redraw for the new `state`. Not API.
    func _stateDidChange() {}

    /// How the content (title, image) sits horizontally in the bounds. Default `.center`.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }

    /// How the content sits vertically in the bounds. Default `.center`.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// The horizontal alignment with `.leading`/`.trailing` resolved for the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    // MARK: Tracking

    /// True while the control tracks a touch (from a `beginTracking` that returned true until
    /// the touch ends, is cancelled or `continueTracking` returns false).
    open var isTracking: Bool { _tracking }

    /// Whether the tracked touch is inside the control (its bounds grown by the tracking slop).
    open var isTouchInside: Bool { _touchInside }

    /// A touch landed on the control: return true to track it (the default).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved: return true to keep tracking (the default).
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch lifted (`touch` is nil when tracking ends without one).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Whether `point` (in the control's coordinates) counts as inside while tracking.
    func _isInsideForTracking(_ point: CGPoint) -> Bool {
        let slop = ControlConstants.trackingSlop
        return bounds.insetBy(dx: -slop, dy: -slop).contains(point)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, _trackedTouch == nil, let touch = touches.first else {
            if !isEnabled { super.touchesBegan(touches, with: event) }
            return
        }
        _trackedTouch = touch
        _touchInside = true
        _tracking = beginTracking(touch, with: event)
        guard _tracking else { return }
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        _sendActions(for: events, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = _trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesMoved(touches, with: event) }
            return
        }
        let wasInside = _touchInside
        _touchInside = _isInsideForTracking(touch.location(in: self))
        guard _tracking else { return }
        isHighlighted = _touchInside
        _tracking = continueTracking(touch, with: event)
        guard _tracking else {
            isHighlighted = false
            return
        }
        var events: Event = _touchInside ? .touchDragInside : .touchDragOutside
        if _touchInside && !wasInside { events.insert(.touchDragEnter) }
        if !_touchInside && wasInside { events.insert(.touchDragExit) }
        _sendActions(for: events, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = _trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesEnded(touches, with: event) }
            return
        }
        _touchInside = _isInsideForTracking(touch.location(in: self))
        let wasTracking = _tracking
        _trackedTouch = nil
        _tracking = false
        isHighlighted = false
        if wasTracking {
            endTracking(touch, with: event)
            _sendActions(for: _touchInside ? .touchUpInside : .touchUpOutside, with: event)
            if _touchInside { _didTouchUpInside(with: event) }
        }
        _touchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = _trackedTouch, touches.contains(touch) else {
            if !isEnabled { super.touchesCancelled(touches, with: event) }
            return
        }
        _cancelTracking(with: event)
    }

    private func _cancelTracking(with event: UIEvent?) {
        let wasTracking = _tracking
        _trackedTouch = nil
        _tracking = false
        _touchInside = false
        isHighlighted = false
        if wasTracking {
            cancelTracking(with: event)
            _sendActions(for: .touchCancel, with: event)
        }
    }

    /// After `.touchUpInside` went out: buttons send `.primaryActionTriggered`. Not API.
    func _didTouchUpInside(with event: UIEvent?) {}

    // MARK: Gesture recognizers

    /// Whether `recognizer` is a one-finger single tap of another view: a control whose default
    /// action is a tap keeps such recognizers of its ancestors from recognizing its taps (iOS 6+,
    /// `UIView.gestureRecognizerShouldBegin(_:)`'s documentation). Not API.
    func _isOverlappingSingleTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer.view !== self, let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
