import Foundation

// UIStepper's images by state (`UIStepper.h`, iOS 6). Each half is drawn in its own state
// (normal, highlighted while pressed, disabled at a limit or when the stepper is): the background
// image for that state stretched over the whole control (each half shows its part), the glyph for
// that state centred in the half, and between them the divider image chosen by both halves'
// states. A state without an image of its own uses the `.normal` one. With no background image the
// halves are the grey iOS 13 fill inside a rounded clip; with no glyph image, the drawn − and +
// (template images, black, grey when disabled); custom template glyphs take the `tintColor`.
extension UIStepper {
    /// Sets the background for `state`, stretched over the whole control (make it resizable).
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        _backgroundImages[state.rawValue] = image
        _updateAppearance()
    }

    /// The background image set for `state` (nil: none set for it).
    public func backgroundImage(for state: UIControl.State) -> UIImage? {
        _backgroundImages[state.rawValue]
    }

    /// Sets the image drawn between the halves when the left half is in `leftState` and the right
    /// in `rightState`.
    public func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State,
                                rightSegmentState rightState: UIControl.State) {
        _dividerImages[_StateIndexPair(left: leftState.rawValue, right: rightState.rawValue)] = image
        _updateAppearance()
    }

    /// The divider image set for these two states (nil: none set for them).
    public func dividerImage(forLeftSegmentState leftState: UIControl.State,
                             rightSegmentState rightState: UIControl.State) -> UIImage? {
        _dividerImages[_StateIndexPair(left: leftState.rawValue, right: rightState.rawValue)]
    }

    /// Sets the glyph of the + half for `state`.
    public func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        _incrementImages[state.rawValue] = image
        _updateAppearance()
    }

    /// The glyph of the + half for `state`: the one set for it, else the normal one, else the
    /// drawn +.
    public func incrementImage(for state: UIControl.State) -> UIImage? {
        _incrementImages[state.rawValue] ?? _incrementImages[UIControl.State.normal.rawValue] ?? _UIStepperGlyphs.plus
    }

    /// Sets the glyph of the − half for `state`.
    public func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        _decrementImages[state.rawValue] = image
        _updateAppearance()
    }

    /// The glyph of the − half for `state`: the one set for it, else the normal one, else the
    /// drawn −.
    public func decrementImage(for state: UIControl.State) -> UIImage? {
        _decrementImages[state.rawValue] ?? _decrementImages[UIControl.State.normal.rawValue] ?? _UIStepperGlyphs.minus
    }

    // MARK: Drawing the parts

    /// Gives each half its background, glyph and colours for its state, and the divider its image.
    func _updateAppearance() {
        let leftState = _halfState(increment: false)
        let rightState = _halfState(increment: true)
        let hasBackgroundImages = !_backgroundImages.isEmpty
        _backgroundView.layer.cornerRadius = hasBackgroundImages ? 0 : ControlConstants.stepperCornerRadius
        _style(background: _decrementBackground, glyph: _decrementGlyph, state: leftState,
               custom: _decrementImages, image: decrementImage(for: leftState))
        _style(background: _incrementBackground, glyph: _incrementGlyph, state: rightState,
               custom: _incrementImages, image: incrementImage(for: rightState))
        let divider = dividerImage(forLeftSegmentState: leftState, rightSegmentState: rightState)
            ?? dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal)
        let oldDivider = _dividerView.image
        _dividerView.image = divider
        _dividerView.backgroundColor = divider == nil ? ControlConstants.stepperDividerColor : nil
        if oldDivider?.size != divider?.size { setNeedsLayout() }
    }

    private func _style(background: UIImageView, glyph: UIImageView, state: UIControl.State,
                        custom: [UInt: UIImage], image: UIImage?) {
        if let backgroundImage = _backgroundImages[state.rawValue] ?? _backgroundImages[UIControl.State.normal.rawValue] {
            background.image = backgroundImage
            background.backgroundColor = nil
        } else {
            background.image = nil
            background.backgroundColor = state == .highlighted
                ? ControlConstants.stepperHighlightedBackgroundColor : ControlConstants.stepperBackgroundColor
        }
        let isCustom = !custom.isEmpty
        let oldSize = glyph.image?.size
        glyph.image = image
        if isCustom {
            glyph.tintColor = nil
            glyph.alpha = state == .disabled && custom[UIControl.State.disabled.rawValue] == nil
                ? ControlConstants.stepperDisabledCustomGlyphAlpha : 1
        } else {
            glyph.tintColor = state == .disabled ? ControlConstants.stepperDisabledGlyphColor : ControlConstants.stepperGlyphColor
            glyph.alpha = 1
        }
        if oldSize != image?.size { setNeedsLayout() }
    }
}

/// The stepper's default glyphs, drawn once per screen scale: a − and a + of
/// `ControlConstants.stepperGlyphSize` points with round-capped strokes, as template images. Not API.
@MainActor
enum _UIStepperGlyphs {
    private static var cache: [String: UIImage] = [:]

    static var minus: UIImage { glyph("minus", vertical: false) }
    static var plus: UIImage { glyph("plus", vertical: true) }

    private static func glyph(_ name: String, vertical: Bool) -> UIImage {
        let key = "\(name)@\(UIScreen.main.scale)"
        if let image = cache[key] { return image }
        let side = ControlConstants.stepperGlyphSize
        let width = ControlConstants.stepperGlyphLineWidth
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: width / 2, y: side / 2))
            path.addLine(to: CGPoint(x: side - width / 2, y: side / 2))
            if vertical {
                path.move(to: CGPoint(x: side / 2, y: width / 2))
                path.addLine(to: CGPoint(x: side / 2, y: side - width / 2))
            }
            path.lineWidth = width
            path.lineCapStyle = .round
            UIColor.black.setStroke()
            path.stroke()
        }.withRenderingMode(.alwaysTemplate)
        cache[key] = image
        return image
    }
}
