import Foundation

/// A spinner showing that something is under way (`UIActivityIndicatorView`): eight spokes fading
/// from a leading one, turning clockwise a spoke at a time while it animates.
///
/// `init(style:)` sizes the view for the style (20 × 20 for `.medium`, `.white`, `.gray`; 37 × 37
/// for `.large`, `.whiteLarge`); `init(frame:)` keeps the frame and draws the `.medium` spinner
/// centred in it. With `hidesWhenStopped` (the default) the indicator is hidden while stopped —
/// a new one is hidden until `startAnimating()`. The spokes are plain layers and the turning is a
/// Core Animation keyframe animation (discrete, repeating) on the frame clock, so an animating
/// indicator costs no work of its own per frame; the animation is on only while the indicator is
/// in a window.
@MainActor
open class UIActivityIndicatorView: UIView {
    private var _style: Style
    private var _color: UIColor?
    private var _isAnimating = false
    /// Holds the spokes; the turning animation rotates it.
    private let _spokesLayer = CALayer()
    private var _spokeLayers: [CALayer] = []
    /// The side the spokes were laid out for (−1: not yet).
    private var _laidOutSide: CGFloat = -1

    /// The key of the turning animation on the spokes' layer.
    static let _spinAnimationKey = "UIActivityIndicatorView.spin"

    /// An indicator of `style`, sized for it, stopped and (with `hidesWhenStopped`) hidden.
    public init(style: Style) {
        _style = style
        let side = UIActivityIndicatorView._side(for: style)
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        _setUp()
    }

    /// A `.medium` indicator in `frame`, stopped and hidden.
    public override init(frame: CGRect) {
        _style = .medium
        super.init(frame: frame)
        _setUp()
    }

    public required init?(coder: NSCoder) {
        _style = .medium
        super.init(coder: coder)
    }

    private func _setUp() {
        isOpaque = false
        layer.addSublayer(_spokesLayer)
        for _ in 0..<ControlConstants.activityIndicatorSpokeCount {
            let spoke = CALayer()
            _spokesLayer.addSublayer(spoke)
            _spokeLayers.append(spoke)
        }
        _updateSpokeColor()
        isHidden = hidesWhenStopped
    }

    /// The size and default colour. Changing it changes the intrinsic size, not the frame.
    open var style: Style {
        get { _style }
        set {
            guard newValue != _style else { return }
            _style = newValue
            _laidOutSide = -1
            _updateSpokeColor()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The spokes' colour; nil restores the style's (white for `.white` and `.whiteLarge`, grey for
    /// `.gray`, `UIColor.secondaryLabel` for `.medium` and `.large`).
    open var color: UIColor! {
        get { _color ?? _defaultColor }
        set {
            _color = newValue
            _updateSpokeColor()
        }
    }

    /// Whether the indicator is hidden while it is stopped. Default true. Setting it while stopped
    /// hides or shows the indicator.
    open var hidesWhenStopped = true {
        didSet { if !_isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the spokes are turning.
    open var isAnimating: Bool { _isAnimating }

    /// Starts turning (and shows the indicator when `hidesWhenStopped`).
    open func startAnimating() {
        guard !_isAnimating else { return }
        _isAnimating = true
        if hidesWhenStopped { isHidden = false }
        _addSpin()
    }

    /// Stops turning (and hides the indicator when `hidesWhenStopped`).
    open func stopAnimating() {
        guard _isAnimating else { return }
        _isAnimating = false
        _spokesLayer.removeAnimation(forKey: UIActivityIndicatorView._spinAnimationKey)
        if hidesWhenStopped { isHidden = true }
    }

    /// The spokes turn only while the indicator is in a window: leaving one takes the animation
    /// off (so nothing keeps a removed indicator turning, or alive), coming back puts it on again
    /// while `isAnimating`.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil {
            _spokesLayer.removeAnimation(forKey: UIActivityIndicatorView._spinAnimationKey)
        } else if _isAnimating {
            _addSpin()
        }
    }

    /// Puts the turning animation on the spokes' layer, when the indicator is in a window.
    private func _addSpin() {
        guard window != nil, _spokesLayer.animation(forKey: UIActivityIndicatorView._spinAnimationKey) == nil else { return }
        let count = ControlConstants.activityIndicatorSpokeCount
        let spin = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        spin.values = (0..<count).map { CGFloat($0) * 2 * .pi / CGFloat(count) }
        spin.calculationMode = .discrete
        spin.duration = ControlConstants.activityIndicatorPeriod
        spin.repeatCount = .infinity
        spin.isRemovedOnCompletion = false
        _spokesLayer.add(spin, forKey: UIActivityIndicatorView._spinAnimationKey)
    }

    // MARK: Size and layout

    open override var intrinsicContentSize: CGSize {
        let side = UIActivityIndicatorView._side(for: _style)
        return CGSize(width: side, height: side)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = UIActivityIndicatorView._side(for: _style)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        _spokesLayer.bounds = CGRect(x: 0, y: 0, width: side, height: side)
        _spokesLayer.position = CGPoint(x: bounds.midX, y: bounds.midY)
        if _laidOutSide != side {
            _laidOutSide = side
            _layOutSpokes(side: side)
        }
        CATransaction.commit()
    }

    /// Places the spokes around the centre of a `side`-point square: spoke i at i eighths of a turn
    /// counter-clockwise from the top, fading from the leading (top) one.
    private func _layOutSpokes(side: CGFloat) {
        let c = ControlConstants.self
        let width = side * c.activityIndicatorSpokeWidth
        let length = side * c.activityIndicatorSpokeLength
        let middle = side * c.activityIndicatorSpokeOuterRadius - length / 2
        let count = _spokeLayers.count
        for (i, spoke) in _spokeLayers.enumerated() {
            let angle = -CGFloat(i) * 2 * .pi / CGFloat(count)
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.cornerRadius = width / 2
            spoke.position = CGPoint(x: side / 2 + middle * sin(angle), y: side / 2 - middle * cos(angle))
            spoke.setAffineTransform(CGAffineTransform(rotationAngle: angle))
            let fraction = count > 1 ? Float(i) / Float(count - 1) : 0
            spoke.opacity = c.activityIndicatorHeadOpacity + (c.activityIndicatorTailOpacity - c.activityIndicatorHeadOpacity) * fraction
        }
    }

    private var _defaultColor: UIColor {
        switch _style {
        case .white, .whiteLarge: .white
        case .gray: .gray
        case .medium, .large: ControlConstants.activityIndicatorDefaultColor
        }
    }

    private func _updateSpokeColor() {
        let cgColor = color.cgColor
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for spoke in _spokeLayers { spoke.backgroundColor = cgColor }
        CATransaction.commit()
    }

    static func _side(for style: Style) -> CGFloat {
        switch style {
        case .white, .gray, .medium: ControlConstants.activityIndicatorSmallSide
        case .whiteLarge, .large: ControlConstants.activityIndicatorLargeSide
        }
    }
}
