import Foundation

/// A control for incrementing or decrementing a value, drawn as iOS 13–17 draw it: a 94 × 32 light
/// grey rounded rectangle split by a thin divider, with a black − on the left and + on the right.
///
/// The parts are views, as on iOS: each half is a clipping view holding its background (an image
/// view: the grey fill, or the background image for the half's state stretched over the whole
/// control) and its glyph (an image view), and the divider is an image view. Numbers:
/// `ControlConstants+Stepper.swift`; images: `UIStepper+Images.swift`.
///
/// A touch on an enabled half changes the value at once by `stepValue` (just after `.touchDown`)
/// and, with `autorepeat` (default), keeps changing it while the finger stays on the control: the
/// first repeat 0.5 s
/// after the touch-down, then every 0.1 s, faster (every 0.05 s) after ten repeats. Each change
/// sends `.valueChanged` (then `.primaryActionTriggered`); without `isContinuous`, one
/// `.valueChanged` goes out when the finger lifts (before `.touchUpInside`) if the value changed.
/// Values are clamped to `minimumValue`…`maximumValue`; with `wraps`, stepping past one end goes to
/// the other. Without `wraps`, the half that cannot step further is disabled (its glyph grey) and
/// ignores touches. Setting `value` in code sends nothing.
///
/// What UIKit raises on stops the program here: a `stepValue` of 0 or less, a `minimumValue` not
/// below `maximumValue` and a `maximumValue` not above `minimumValue` (Apple's documentation of
/// each property: "raises an invalidArgumentException"). The frame's size is ignored: a stepper is
/// always 94 × 32. An ancestor's single-tap recognizer does not take the stepper's taps.
@MainActor
open class UIStepper: UIControl {
    // MARK: Parts

    /// The rounded clip around both halves.
    let _backgroundView = UIView()
    /// The halves (clipping), their backgrounds (image views as large as the control) and glyphs.
    let _decrementHalf = UIView()
    let _incrementHalf = UIView()
    let _decrementBackground = UIImageView()
    let _incrementBackground = UIImageView()
    let _decrementGlyph = UIImageView()
    let _incrementGlyph = UIImageView()
    let _dividerView = UIImageView()

    private var _value: Double = 0
    private var _minimumValue: Double = 0
    private var _maximumValue: Double = 100
    private var _stepValue: Double = 1

    /// Images by state (`UIControl.State.rawValue`); dividers by the two halves' states.
    var _backgroundImages: [UInt: UIImage] = [:]
    var _incrementImages: [UInt: UIImage] = [:]
    var _decrementImages: [UInt: UIImage] = [:]
    var _dividerImages: [_StateIndexPair: UIImage] = [:]

    /// The half the tracked finger pressed (true: +), its repeat timer and how many repeats ran.
    private var _pressedIncrement: Bool?
    private var _repeatTimer: _FrameworkTimers.ID?
    private var _repeatCount = 0
    private var _valueAtTouchDown: Double = 0

    /// A stepper at `frame`'s origin, 94 × 32 whatever `frame`'s size.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: ControlConstants.stepperSize))
        isOpaque = false
        _backgroundView.isUserInteractionEnabled = false
        _backgroundView.clipsToBounds = true
        addSubview(_backgroundView)
        for (half, background, glyph) in [(_decrementHalf, _decrementBackground, _decrementGlyph),
                                          (_incrementHalf, _incrementBackground, _incrementGlyph)] {
            half.isUserInteractionEnabled = false
            half.clipsToBounds = true
            half.addSubview(background)
            half.addSubview(glyph)
            _backgroundView.addSubview(half)
        }
        _dividerView.isUserInteractionEnabled = false
        addSubview(_dividerView)
        _updateAppearance()
        _layoutParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Values

    /// The value, clamped to `minimumValue`…`maximumValue`. Default 0. Setting it sends no action.
    open var value: Double {
        get { _value }
        set {
            _requireFinite(CGFloat(newValue), "UIStepper value")
            _value = _clamped(newValue)
            _updateAppearance()
        }
    }

    /// The lowest value. Default 0. Must be below `maximumValue` (UIKit raises otherwise); the
    /// value is clamped again.
    open var minimumValue: Double {
        get { _minimumValue }
        set {
            _rockhopperPrecondition(newValue < _maximumValue,
                "UIStepper minimumValue (\(newValue)) must be less than maximumValue (\(_maximumValue)); set maximumValue first")
            _minimumValue = newValue
            _value = _clamped(_value)
            _updateAppearance()
        }
    }

    /// The highest value. Default 100. Must be above `minimumValue` (UIKit raises otherwise); the
    /// value is clamped again.
    open var maximumValue: Double {
        get { _maximumValue }
        set {
            _rockhopperPrecondition(newValue > _minimumValue,
                "UIStepper maximumValue (\(newValue)) must be greater than minimumValue (\(_minimumValue)); set minimumValue first")
            _maximumValue = newValue
            _value = _clamped(_value)
            _updateAppearance()
        }
    }

    /// How much one press changes the value. Default 1. Must be greater than 0 (UIKit raises
    /// otherwise).
    open var stepValue: Double {
        get { _stepValue }
        set {
            _rockhopperPrecondition(newValue > 0, "UIStepper stepValue (\(newValue)) must be greater than 0")
            _stepValue = newValue
        }
    }

    /// Whether changes while the finger is down are sent as they happen (true, the default) or
    /// once when it lifts.
    open var isContinuous: Bool = true

    /// Whether pressing and holding keeps changing the value. Default true.
    open var autorepeat: Bool = true

    /// Whether stepping past one end goes to the other (true) or holds at the end (false, the
    /// default).
    open var wraps: Bool = false {
        didSet { _updateAppearance() }
    }

    private func _clamped(_ value: Double) -> Double {
        min(max(value, _minimumValue), _maximumValue)
    }

    /// Whether the + (or −) half can be pressed: the stepper is enabled and it wraps or is not at
    /// that end.
    func _isHalfEnabled(increment: Bool) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return increment ? _value < _maximumValue : _value > _minimumValue
    }

    /// The state a half is drawn in: disabled, highlighted while pressed with the finger inside,
    /// else normal.
    func _halfState(increment: Bool) -> UIControl.State {
        if !_isHalfEnabled(increment: increment) { return .disabled }
        if _pressedIncrement == increment && isHighlighted { return .highlighted }
        return .normal
    }

    /// One step on the + (or −) half: clamped, or wrapped. Returns whether the value changed.
    private func _step(increment: Bool) -> Bool {
        var newValue = _value + (increment ? _stepValue : -_stepValue)
        if newValue > _maximumValue { newValue = wraps ? _minimumValue : _maximumValue }
        if newValue < _minimumValue { newValue = wraps ? _maximumValue : _minimumValue }
        guard newValue != _value else { return false }
        _value = newValue
        _updateAppearance()
        return true
    }

    // MARK: Size and layout

    /// The frame's size stays 94 × 32; its origin is set.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: ControlConstants.stepperSize) }
    }

    /// The bounds' size stays 94 × 32; its origin is set.
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: ControlConstants.stepperSize) }
    }

    /// 94 × 32.
    open override var intrinsicContentSize: CGSize { ControlConstants.stepperSize }

    /// 94 × 32, whatever `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { ControlConstants.stepperSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutParts()
    }

    private func _layoutParts() {
        let size = ControlConstants.stepperSize
        let full = CGRect(origin: .zero, size: size)
        _backgroundView.frame = full
        let half = size.width / 2
        _decrementHalf.frame = CGRect(x: 0, y: 0, width: half, height: size.height)
        _incrementHalf.frame = CGRect(x: half, y: 0, width: half, height: size.height)
        _decrementBackground.frame = full
        _incrementBackground.frame = CGRect(x: -half, y: 0, width: size.width, height: size.height)
        for glyph in [_decrementGlyph, _incrementGlyph] {
            let glyphSize = glyph.image?.size ?? .zero
            glyph.frame = CGRect(x: (half - glyphSize.width) / 2, y: (size.height - glyphSize.height) / 2,
                                 width: glyphSize.width, height: glyphSize.height)
        }
        let divider = _dividerView.image?.size
            ?? CGSize(width: ControlConstants.stepperDividerSize.width, height: ControlConstants.stepperDividerSize.height)
        let dividerHeight = _dividerView.image == nil ? divider.height : size.height
        _dividerView.frame = CGRect(x: half - divider.width / 2, y: (size.height - dividerHeight) / 2,
                                    width: divider.width, height: dividerHeight)
    }

    // MARK: State and tint

    /// Custom template glyphs follow the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _updateAppearance()
    }

    override func _stateDidChange() {
        super._stateDidChange()
        _updateAppearance()
    }

    // MARK: Tracking

    /// A touch on an enabled half is tracked (and pressed); on a disabled half, nothing.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let increment = touch.location(in: self).x >= bounds.midX
        guard _isHalfEnabled(increment: increment) else { return false }
        _pressedIncrement = increment
        _valueAtTouchDown = _value
        _repeatCount = 0
        _updateAppearance()
        return true
    }

    /// The first step comes right after `.touchDown` went out (UIControl sends it once
    /// `beginTracking` said yes), then the repeats start.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesBegan(touches, with: event)
        guard !wasTracking, isTracking, let increment = _pressedIncrement else { return }
        if _step(increment: increment) && isContinuous { _sendValueChanged(with: event) }
        if autorepeat { _scheduleRepeat(after: ControlConstants.stepperAutorepeatDelay) }
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _updateAppearance()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        _finishTracking(with: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        _finishTracking(with: event)
    }

    private func _finishTracking(with event: UIEvent?) {
        _cancelRepeat()
        _pressedIncrement = nil
        _updateAppearance()
        if !isContinuous && _value != _valueAtTouchDown { _sendValueChanged(with: event) }
    }

    /// Repeats on the framework timers (the frame clock): each fire steps while the finger is
    /// inside, and stops at a limit it cannot pass.
    private func _scheduleRepeat(after delay: TimeInterval) {
        let app = _application
        _repeatTimer = app._timers.schedule(at: app._runtime.clock.now() + delay) { [weak self] _ in
            self?._repeatFired()
        }
    }

    private func _repeatFired() {
        _repeatTimer = nil
        guard isTracking, let increment = _pressedIncrement else { return }
        if isTouchInside {
            _repeatCount += 1
            guard _step(increment: increment) else { return }
            if isContinuous { _sendValueChanged(with: nil) }
        }
        let fast = _repeatCount >= ControlConstants.stepperAutorepeatAccelerationCount
        _scheduleRepeat(after: fast ? ControlConstants.stepperAutorepeatFastInterval : ControlConstants.stepperAutorepeatInterval)
    }

    private func _cancelRepeat() {
        guard let id = _repeatTimer else { return }
        _application._timers.cancel(id)
        _repeatTimer = nil
    }

    // MARK: Gesture recognizers

    /// Refuses an ancestor's single tap: the stepper's own press changes the value (iOS 6+).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if _isOverlappingSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}

/// Two control states, the key of the stepper's divider images (left half's, right half's). Not API.
struct _StateIndexPair: Hashable {
    var left: UInt
    var right: UInt
}
