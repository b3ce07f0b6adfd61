import Foundation

/// A control for picking a value from a continuous range by dragging a thumb along a track, drawn
/// as iOS 13–17 draw it: a 4 pt rounded track, tinted left of the thumb and grey right of it, and a
/// white 28 pt thumb with a shadow.
///
/// The parts are views in one content view, as on iOS: image views for the minimum and maximum value images, the two
/// halves of the track and the thumb, placed by the overridable `minimumValueImageRect(forBounds:)`,
/// `maximumValueImageRect(forBounds:)`, `trackRect(forBounds:)` and
/// `thumbRect(forBounds:trackRect:value:)`. Numbers: `ControlConstants+Slider.swift`; images and
/// colours: `UISlider+Appearance.swift`.
///
/// Values are `Float`s (`UISlider.h`): `value` 0 pinned to `minimumValue` 0 … `maximumValue` 1;
/// changing the range pins the value again (a minimum above the maximum raises the maximum to it,
/// and the other way round). Setting the value in code (`value = …`, `setValue(_:animated:)`)
/// sends no action.
///
/// A finger drags the thumb only when it lands on it (its rectangle grown to 44 × 44 pt); the thumb
/// then follows the finger, keeping the offset at which it was grabbed. A touch on the track
/// elsewhere does nothing: iOS's slider does not jump to a tapped point. With `isContinuous`
/// (default) each change of the value while dragging sends `.valueChanged` (then
/// `.primaryActionTriggered`) before the move's `.touchDragInside`; without it, one `.valueChanged`
/// goes out when the finger lifts (before `.touchUpInside`) if the value changed. A pan or swipe
/// of another view that moves along the track and starts on the thumb is refused, so a slider in a
/// horizontal scroll view is dragged rather than scrolled.
@MainActor
open class UISlider: UIControl {
    // MARK: Parts

    /// Holds the parts, so a disabled slider fades as one picture (group opacity).
    let _contentView = UIView()
    let _minimumValueImageView = UIImageView()
    let _maximumValueImageView = UIImageView()
    /// The track left of the thumb (the minimum track) and right of it.
    let _minimumTrackView = UIImageView()
    let _maximumTrackView = UIImageView()
    let _thumbView = UIImageView()

    var _minimumTrackTintColor: UIColor?
    var _maximumTrackTintColor: UIColor?
    var _thumbTintColor: UIColor?

    private var _value: Float = 0
    private var _minimumValue: Float = 0
    private var _maximumValue: Float = 1

    /// Images by state (`UIControl.State.rawValue`), set by the `set…Image(_:for:)` methods.
    var _thumbImages: [UInt: UIImage] = [:]
    var _minimumTrackImages: [UInt: UIImage] = [:]
    var _maximumTrackImages: [UInt: UIImage] = [:]

    /// The horizontal distance between the finger and the thumb's centre when it was grabbed.
    private var _grabOffset: CGFloat = 0
    private var _valueAtTouchDown: Float = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        _contentView.isUserInteractionEnabled = false
        addSubview(_contentView)
        for part in [_minimumValueImageView, _maximumValueImageView, _minimumTrackView, _maximumTrackView, _thumbView] {
            part.isUserInteractionEnabled = false
            _contentView.addSubview(part)
        }
        _minimumValueImageView.isHidden = true
        _maximumValueImageView.isHidden = true
        _thumbView.layer.shadowColor = UIColor.black.cgColor
        _thumbView.layer.shadowOffset = ControlConstants.sliderThumbShadowOffset
        _thumbView.layer.shadowRadius = ControlConstants.sliderThumbShadowRadius
        _thumbView.layer.borderColor = UIColor(white: 0, alpha: ControlConstants.switchThumbBorderAlpha).cgColor
        _updateAppearance()
        _layoutParts()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Value

    /// The value, pinned to `minimumValue`…`maximumValue`. Default 0. Setting it moves the thumb
    /// at once and sends no action.
    open var value: Float {
        get { _value }
        set { setValue(newValue, animated: false) }
    }

    /// Sets the value (pinned to the range), moving the thumb at a fixed speed when `animated`
    /// (so the time depends on the distance, `UISlider.h`). Sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        _requireFinite(CGFloat(value), "UISlider value")
        let oldX = _thumbView.frame.midX
        _value = _pinned(value)
        guard animated, window != nil else {
            _layoutParts()
            return
        }
        let newX = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: _value).midX
        let duration = TimeInterval(abs(newX - oldX) / ControlConstants.sliderAnimationSpeed)
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .curveLinear]) { [self] in
            _layoutParts()
        }
    }

    /// The value at the left end. Default 0. A minimum above `maximumValue` raises the maximum to
    /// it; the value is pinned again.
    open var minimumValue: Float {
        get { _minimumValue }
        set {
            _requireFinite(CGFloat(newValue), "UISlider minimumValue")
            _minimumValue = newValue
            if _maximumValue < newValue { _maximumValue = newValue }
            _value = _pinned(_value)
            _layoutParts()
        }
    }

    /// The value at the right end. Default 1. A maximum below `minimumValue` lowers the minimum to
    /// it; the value is pinned again.
    open var maximumValue: Float {
        get { _maximumValue }
        set {
            _requireFinite(CGFloat(newValue), "UISlider maximumValue")
            _maximumValue = newValue
            if _minimumValue > newValue { _minimumValue = newValue }
            _value = _pinned(_value)
            _layoutParts()
        }
    }

    /// Whether dragging sends `.valueChanged` at every change (true, the default) or once when the
    /// finger lifts.
    open var isContinuous: Bool = true

    private func _pinned(_ value: Float) -> Float {
        min(max(value, _minimumValue), _maximumValue)
    }

    // MARK: Geometry (overridable, `UISlider.h` "lets a subclass lay out the track and thumb")

    /// Where the minimum value image goes: at the left end, centred vertically, at the image's
    /// size; `.zero` without an image.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return .zero }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image goes: at the right end, centred vertically, at the image's
    /// size; `.zero` without an image.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return .zero }
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The whole track between the value images (8 pt from each), inset 2 pt, 4 pt thick, centred
    /// vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX
        var maxX = bounds.maxX
        let spacing = ControlConstants.sliderValueImageSpacing
        if minimumValueImage != nil { minX = minimumValueImageRect(forBounds: bounds).maxX + spacing }
        if maximumValueImage != nil { maxX = maximumValueImageRect(forBounds: bounds).minX - spacing }
        minX += ControlConstants.sliderTrackInset
        maxX -= ControlConstants.sliderTrackInset
        let thickness = ControlConstants.sliderTrackThickness
        return CGRect(x: minX, y: bounds.midY - thickness / 2, width: max(0, maxX - minX), height: thickness)
    }

    /// The thumb for `value`: the thumb image's size (28 × 28 by default), centred vertically on
    /// the track; its left edge 2 pt before the track at the minimum and its right edge 2 pt past
    /// it at the maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = _thumbSize
        let inset = ControlConstants.sliderTrackInset
        let start = rect.minX - inset
        let travel = max(0, rect.width + 2 * inset - size.width)
        let range = _maximumValue - _minimumValue
        let fraction = range > 0 ? CGFloat((min(max(value, _minimumValue), _maximumValue) - _minimumValue) / range) : 0
        return CGRect(x: start + travel * fraction, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    var _thumbSize: CGSize {
        if let image = currentThumbImage { return image.size }
        let d = ControlConstants.sliderThumbDiameter
        return CGSize(width: d, height: d)
    }

    /// No intrinsic width; 31 pt high (or the thumb's height, if taller).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: _fittingHeight)
    }

    /// The current width, 31 pt high (or the thumb's or track images' height, if taller).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: _fittingHeight)
    }

    private var _fittingHeight: CGFloat {
        max(ControlConstants.sliderHeight, _thumbSize.height,
            currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        _layoutParts()
    }

    /// Places every part for the current bounds, value and images.
    func _layoutParts() {
        let bounds = self.bounds
        _contentView.frame = bounds
        _minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
        _maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: _value)
        _thumbView.frame = thumb
        _thumbView.layer.cornerRadius = currentThumbImage == nil ? min(thumb.width, thumb.height) / 2 : 0
        let split = min(max(thumb.midX, track.minX), track.maxX)
        func trackFrame(_ minX: CGFloat, _ maxX: CGFloat, image: UIImage?) -> CGRect {
            let height = image?.size.height ?? track.height
            return CGRect(x: minX, y: track.midY - height / 2, width: max(0, maxX - minX), height: height)
        }
        _minimumTrackView.frame = trackFrame(track.minX, split, image: currentMinimumTrackImage)
        _maximumTrackView.frame = trackFrame(split, track.maxX, image: currentMaximumTrackImage)
        let radius = currentMinimumTrackImage == nil ? track.height / 2 : 0
        _minimumTrackView.layer.cornerRadius = radius
        _maximumTrackView.layer.cornerRadius = currentMaximumTrackImage == nil ? track.height / 2 : 0
    }

    /// The value whose thumb is centred at `x`, pinned to the range: linear between the thumb's
    /// centres at the minimum and the maximum (so overridden rectangles are followed).
    private func _value(forThumbCenterX x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let start = thumbRect(forBounds: bounds, trackRect: track, value: _minimumValue).midX
        let end = thumbRect(forBounds: bounds, trackRect: track, value: _maximumValue).midX
        guard end != start else { return _minimumValue }
        let fraction = Float(min(max((x - start) / (end - start), 0), 1))
        return _pinned(_minimumValue + fraction * (_maximumValue - _minimumValue))
    }

    /// The rectangle a touch must land in to grab the thumb: the thumb grown to at least 44 × 44.
    private var _thumbHitRect: CGRect {
        let thumb = _thumbView.frame
        let minimum = ControlConstants.sliderThumbMinimumHitSize
        return thumb.insetBy(dx: -max(0, (minimum - thumb.width) / 2), dy: -max(0, (minimum - thumb.height) / 2))
    }

    // MARK: State and tint

    /// The minimum track follows the tint colour when it has no colour of its own.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _updateAppearance()
    }

    /// A state's images (highlighted while the thumb is dragged, disabled) replace the normal ones.
    override func _stateDidChange() {
        super._stateDidChange()
        _updateAppearance()
        _layoutParts()
    }

    // MARK: Tracking

    /// Tracks a touch that lands on the thumb; elsewhere, nothing.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        guard _thumbHitRect.contains(point) else { return false }
        _grabOffset = point.x - _thumbView.frame.midX
        _valueAtTouchDown = _value
        return true
    }

    /// Moves the thumb with the finger (keeping the grab offset); sends `.valueChanged` when the
    /// value changed and `isContinuous`.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let newValue = _value(forThumbCenterX: touch.location(in: self).x - _grabOffset)
        if newValue != _value {
            _value = newValue
            _layoutParts()
            if isContinuous { _sendValueChanged(with: event) }
        }
        return true
    }

    /// Without `isContinuous`, sends the one `.valueChanged` of the drag (if the value changed).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous && _value != _valueAtTouchDown { _sendValueChanged(with: event) }
    }

    /// The thumb stays where the finger left it; without `isContinuous` the change is announced.
    open override func cancelTracking(with event: UIEvent?) {
        if !isContinuous && _value != _valueAtTouchDown { _sendValueChanged(with: event) }
    }

    // MARK: Gesture recognizers

    /// Refuses another view's pan or swipe along the track that starts on the thumb (`UIView.h`'s
    /// example of `gestureRecognizerShouldBegin(_:)`).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if _isHorizontalDrag(gestureRecognizer, startingIn: _thumbHitRect) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
