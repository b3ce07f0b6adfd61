import Foundation

/// A control that offers a binary choice, on or off, drawn as iOS 13–17 draw it: a 51 × 31 pill
/// (grey when off, green when on) with a white thumb that slides across.
///
/// The parts are plain views in one content view, as on iOS: the track (the off colour, or `tintColor` when one is set
/// on the switch), the on fill (`onTintColor`, faded in when on) and the thumb (`thumbTintColor`,
/// white by default, with a shadow). Numbers: `ControlConstants+Switch.swift`.
///
/// The user toggles it in two ways, and each change sends `.valueChanged` (then
/// `.primaryActionTriggered`) once:
/// - a tap: a touch that lifts within `ControlConstants.switchTapSlop` (10 pt) of where it landed
///   flips the value;
/// - a drag: once the finger moved further, the thumb jumps to the side of the switch the finger is
///   on, and when it lifts the value is that side (so a drag may end where it started and change
///   nothing).
/// While a finger is on the switch the thumb stretches towards the other side. The events of one
/// touch come in this order: `.touchDown`, the drags, `.valueChanged`, `.primaryActionTriggered`,
/// then `.touchUpInside` (the value is decided in `endTracking(_:with:)`, before the touch-up goes
/// out). `isOn = …` and `setOn(_:animated:)` send nothing ("does not send action", `UISwitch.h`),
/// so two switches that set each other from their actions do not loop.
///
/// The frame's size is ignored: the switch is always 51 × 31 (`UISwitch.h`); scale it with a
/// transform. An ancestor's single-tap recognizer does not take the switch's taps, and a
/// horizontal pan or swipe that starts on the knob is refused (it drags the knob instead).
@MainActor
open class UISwitch: UIControl {
    // MARK: Parts

    /// Holds the parts, so a disabled switch fades as one picture (group opacity).
    let _contentView = UIView()
    /// The track: the off colour, the whole pill.
    let _trackView = UIView()
    /// The on colour over the track, faded in when on.
    let _onFillView = UIView()
    /// The thumb.
    let _thumbView = UIView()

    private var _on = false
    /// The side the thumb shows: the value, or where a dragging finger is.
    private var _visualOn = false
    /// A finger is on the switch: the thumb is stretched.
    private var _pressed = false
    /// Where the tracked touch landed, and whether it has moved beyond the tap slop.
    private var _touchStart = CGPoint.zero
    private var _dragging = false
    private var _valueAtTouchDown = false

    /// A switch at `frame`'s origin, 51 × 31 whatever `frame`'s size (`UISwitch.h`).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: ControlConstants.switchSize))
        isOpaque = false
        _contentView.isUserInteractionEnabled = false
        _contentView.frame = CGRect(origin: .zero, size: ControlConstants.switchSize)
        addSubview(_contentView)
        for part in [_trackView, _onFillView, _thumbView] {
            part.isUserInteractionEnabled = false
            _contentView.addSubview(part)
        }
        let radius = ControlConstants.switchSize.height / 2
        _trackView.layer.cornerRadius = radius
        _onFillView.layer.cornerRadius = radius
        _thumbView.layer.cornerRadius = ControlConstants.switchThumbDiameter / 2
        _thumbView.layer.shadowColor = UIColor.black.cgColor
        _thumbView.layer.shadowOpacity = ControlConstants.switchThumbShadowOpacity
        _thumbView.layer.shadowOffset = ControlConstants.switchThumbShadowOffset
        _thumbView.layer.shadowRadius = ControlConstants.switchThumbShadowRadius
        _thumbView.layer.borderWidth = ControlConstants.switchThumbBorderWidth
        _thumbView.layer.borderColor = UIColor(white: 0, alpha: ControlConstants.switchThumbBorderAlpha).cgColor
        _updateColors()
        _layoutParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Value

    /// Whether the switch is on. Default false. Setting it moves the thumb at once and sends no
    /// action.
    open var isOn: Bool {
        get { _on }
        set { setOn(newValue, animated: false) }
    }

    /// Turns the switch on or off, sliding the thumb when `animated`. Sends no action
    /// (`UISwitch.h`: "does not send action").
    open func setOn(_ on: Bool, animated: Bool) {
        _on = on
        _setVisual(on, animated: animated)
    }

    // MARK: Appearance

    /// The colour of the track when on; nil: `UIColor.systemGreen`.
    open var onTintColor: UIColor? {
        didSet { _updateColors() }
    }

    /// The colour of the thumb; nil: white.
    open var thumbTintColor: UIColor? {
        didSet { _updateColors() }
    }

    /// Has no effect on iOS 7 and later (Apple's documentation of `onImage`); kept for source
    /// compatibility.
    open var onImage: UIImage?

    /// Has no effect on iOS 7 and later (Apple's documentation of `offImage`); kept for source
    /// compatibility.
    open var offImage: UIImage?

    /// The style asked for (iOS 14). Default `.automatic`. On iOS it changes nothing: `style` is
    /// always `.sliding`.
    open var preferredStyle: Style = .automatic

    /// The style the switch is drawn in: `.sliding` on iOS, whatever `preferredStyle` says.
    open var style: Style { .sliding }

    /// The track's colour when off follows the switch's own `tintColor` (not an inherited one:
    /// an app's blue tint leaves switches grey).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _updateColors()
    }

    override func _stateDidChange() {
        super._stateDidChange()
        _contentView.alpha = isEnabled ? 1 : ControlConstants.switchDisabledAlpha
    }

    private func _updateColors() {
        _trackView.backgroundColor = _ownTintColor ?? ControlConstants.switchOffTrackColor
        _onFillView.backgroundColor = onTintColor ?? ControlConstants.switchDefaultOnTintColor
        _thumbView.backgroundColor = thumbTintColor ?? .white
    }

    // MARK: Size

    /// The frame's size stays 51 × 31 (`UISwitch.h`); its origin is set.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: ControlConstants.switchSize) }
    }

    /// The bounds' size stays 51 × 31; its origin is set.
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: ControlConstants.switchSize) }
    }

    /// 51 × 31.
    open override var intrinsicContentSize: CGSize { ControlConstants.switchSize }

    /// 51 × 31, whatever `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { ControlConstants.switchSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutParts()
    }

    /// Places the parts for the side shown and the press.
    private func _layoutParts() {
        let size = ControlConstants.switchSize
        let full = CGRect(origin: .zero, size: size)
        _contentView.frame = full
        _trackView.frame = full
        _onFillView.frame = full
        _onFillView.alpha = _visualOn ? 1 : 0
        let inset = ControlConstants.switchThumbInset
        let diameter = ControlConstants.switchThumbDiameter
        let width = diameter + (_pressed ? ControlConstants.switchThumbPressedGrowth : 0)
        let x = _visualOn ? size.width - inset - width : inset
        _thumbView.frame = CGRect(x: x, y: inset, width: width, height: diameter)
    }

    /// Shows `on`'s side: with the switch's spring when `animated`.
    private func _setVisual(_ on: Bool, animated: Bool) {
        _visualOn = on
        guard animated, window != nil else {
            _layoutParts()
            return
        }
        UIView.animate(withDuration: ControlConstants.switchAnimationDuration, delay: 0,
                       usingSpringWithDamping: ControlConstants.switchAnimationDamping, initialSpringVelocity: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction]) { [self] in
            _layoutParts()
        }
    }

    private func _setPressed(_ pressed: Bool) {
        guard pressed != _pressed else { return }
        _pressed = pressed
        guard window != nil else {
            _layoutParts()
            return
        }
        UIView.animate(withDuration: ControlConstants.switchPressAnimationDuration, delay: 0,
                       options: [.beginFromCurrentState, .allowUserInteraction, .curveEaseOut]) { [self] in
            _layoutParts()
        }
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _touchStart = touch.location(in: self)
        _dragging = false
        _valueAtTouchDown = _on
        _setPressed(true)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let slop = ControlConstants.switchTapSlop
        if !_dragging && (abs(point.x - _touchStart.x) > slop || abs(point.y - _touchStart.y) > slop) {
            _dragging = true
        }
        if _dragging {
            let side = point.x >= bounds.midX
            if side != _visualOn { _setVisual(side, animated: true) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let newValue = _dragging ? _visualOn : !_valueAtTouchDown
        _dragging = false
        _pressed = false
        _on = newValue
        _setVisual(newValue, animated: true)
        if newValue != _valueAtTouchDown { _sendValueChanged(with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        _dragging = false
        _pressed = false
        _setVisual(_on, animated: true)
    }

    // MARK: Gesture recognizers

    /// Refuses an ancestor's single tap (the switch's own tap toggles it, iOS 6+) and a horizontal
    /// pan or swipe that starts on the knob (it drags the knob).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if _isOverlappingSingleTap(gestureRecognizer) { return false }
        if _isHorizontalDrag(gestureRecognizer, startingIn: _thumbView.frame) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
