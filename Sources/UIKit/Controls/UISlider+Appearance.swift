import Foundation

// UISlider's colours and images (`UISlider.h`). The default look is drawn by plain views: the
// minimum track in `minimumTrackTintColor` (nil: the tint colour), the maximum track in
// `maximumTrackTintColor` (nil: light grey), the thumb in `thumbTintColor` (nil: white) with a
// shadow. An image set for a state replaces that part's drawing (the colour is then not used):
// the thumb's image at its own size, track images stretched along the track (make them resizable,
// "3 part resizable … along the direction that is longer") at their own height. A state without an
// image of its own uses the `.normal` one.
extension UISlider {
    // MARK: Colours

    /// The colour of the track left of the thumb; nil (default): the slider's `tintColor`.
    public var minimumTrackTintColor: UIColor? {
        get { _minimumTrackTintColor }
        set { _minimumTrackTintColor = newValue; _updateAppearance() }
    }

    /// The colour of the track right of the thumb; nil (default): light grey.
    public var maximumTrackTintColor: UIColor? {
        get { _maximumTrackTintColor }
        set { _maximumTrackTintColor = newValue; _updateAppearance() }
    }

    /// The colour of the thumb; nil (default): white.
    public var thumbTintColor: UIColor? {
        get { _thumbTintColor }
        set { _thumbTintColor = newValue; _updateAppearance() }
    }

    /// The image left of the track ("e.g. speaker off", `UISlider.h`); nil (default): none.
    public var minimumValueImage: UIImage? {
        get { _minimumValueImageView.image }
        set {
            _minimumValueImageView.image = newValue
            _minimumValueImageView.isHidden = newValue == nil
            _layoutParts()
        }
    }

    /// The image right of the track ("e.g. speaker max"); nil (default): none.
    public var maximumValueImage: UIImage? {
        get { _maximumValueImageView.image }
        set {
            _maximumValueImageView.image = newValue
            _maximumValueImageView.isHidden = newValue == nil
            _layoutParts()
        }
    }

    // MARK: Images by state

    /// Sets the thumb's image for `state` (nil removes it).
    public func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        _thumbImages[state.rawValue] = image
        _imagesDidChange()
    }

    /// Sets the image of the track left of the thumb for `state`.
    public func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        _minimumTrackImages[state.rawValue] = image
        _imagesDidChange()
    }

    /// Sets the image of the track right of the thumb for `state`.
    public func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        _maximumTrackImages[state.rawValue] = image
        _imagesDidChange()
    }

    /// The thumb image set for `state` (nil: none set for it).
    public func thumbImage(for state: UIControl.State) -> UIImage? { _thumbImages[state.rawValue] }

    /// The minimum track image set for `state`.
    public func minimumTrackImage(for state: UIControl.State) -> UIImage? { _minimumTrackImages[state.rawValue] }

    /// The maximum track image set for `state`.
    public func maximumTrackImage(for state: UIControl.State) -> UIImage? { _maximumTrackImages[state.rawValue] }

    /// The thumb image shown now: the current state's, else the normal one; nil with the default look.
    public var currentThumbImage: UIImage? { _image(in: _thumbImages) }

    /// The minimum track image shown now.
    public var currentMinimumTrackImage: UIImage? { _image(in: _minimumTrackImages) }

    /// The maximum track image shown now.
    public var currentMaximumTrackImage: UIImage? { _image(in: _maximumTrackImages) }

    private func _image(in images: [UInt: UIImage]) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    private func _imagesDidChange() {
        _updateAppearance()
        invalidateIntrinsicContentSize()
        _layoutParts()
    }

    // MARK: Drawing the parts

    /// Gives each part its image, or its colour when it has none.
    func _updateAppearance() {
        if let image = currentThumbImage {
            _thumbView.image = image
            _thumbView.backgroundColor = nil
            _thumbView.layer.shadowOpacity = 0
            _thumbView.layer.borderWidth = 0
        } else {
            _thumbView.image = nil
            _thumbView.backgroundColor = thumbTintColor ?? .white
            _thumbView.layer.shadowOpacity = ControlConstants.sliderThumbShadowOpacity
            _thumbView.layer.borderWidth = ControlConstants.switchThumbBorderWidth
        }
        _style(_minimumTrackView, image: currentMinimumTrackImage, color: minimumTrackTintColor ?? tintColor)
        _style(_maximumTrackView, image: currentMaximumTrackImage,
               color: maximumTrackTintColor ?? ControlConstants.sliderDefaultMaximumTrackColor)
        _contentView.alpha = isEnabled ? 1 : ControlConstants.sliderDisabledAlpha
    }

    private func _style(_ track: UIImageView, image: UIImage?, color: UIColor) {
        track.image = image
        track.backgroundColor = image == nil ? color : nil
    }
}
