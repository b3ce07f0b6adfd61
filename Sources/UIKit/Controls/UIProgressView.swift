import Foundation

/// A bar that fills from the leading edge as a task progresses (`UIProgressView`).
///
/// Built from two image views, as UIKit's: the track across the bounds and the progress over its
/// leading part, `progress` of its width (from the right in right-to-left layouts). The bar is as
/// tall as the bounds; its natural height (`intrinsicContentSize`, and the frame
/// `init(progressViewStyle:)` gives) is 4 pt for `.default` with rounded ends (iOS 13+) and 2.5 pt
/// for `.bar`. The progress is drawn in `progressTintColor`, else the view's `tintColor`; the
/// track in `trackTintColor`, else light grey (`.default`) or nothing (`.bar`). Images replace
/// the colours, stretched to the parts they fill (use resizable images for caps).
@MainActor
open class UIProgressView: UIView {
    private let _trackView = UIImageView()
    private let _progressView = UIImageView()
    private var _progress: Float = 0
    private var _style: Style

    /// A progress view of `style`, as tall as the style's natural height (and 0 wide).
    public init(progressViewStyle style: Style) {
        _style = style
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIProgressView._height(for: style)))
        _setUp()
    }

    /// A `.default` progress view in `frame`.
    public override init(frame: CGRect) {
        _style = .default
        super.init(frame: frame)
        _setUp()
    }

    public required init?(coder: NSCoder) {
        _style = .default
        super.init(coder: coder)
    }

    private func _setUp() {
        isOpaque = false
        clipsToBounds = false
        addSubview(_trackView)
        addSubview(_progressView)
        _updateAppearance()
    }

    /// The look. Default `.default`.
    open var progressViewStyle: Style {
        get { _style }
        set {
            guard newValue != _style else { return }
            _style = newValue
            _updateAppearance()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// How much is done, from 0 to 1 (values outside are pinned; NaN reads as 0). Default 0.
    /// Setting it moves the bar at once; `setProgress(_:animated:)` can animate.
    open var progress: Float {
        get { _progress }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets `progress`; with `animated`, the bar slides to it (0.25 s, ease-in-out).
    open func setProgress(_ progress: Float, animated: Bool) {
        let pinned = progress.isNaN ? 0 : min(max(progress, 0), 1)
        guard pinned != _progress else { return }
        _progress = pinned
        setNeedsLayout()
        if animated && window != nil {
            UIView.animate(withDuration: ControlConstants.progressAnimationDuration, delay: 0,
                           options: [.curveEaseInOut, .beginFromCurrentState], animations: {
                self.layoutIfNeeded()
            })
        }
    }

    /// The colour of the done part; nil uses `tintColor`. Default nil.
    open var progressTintColor: UIColor? {
        didSet { _updateAppearance() }
    }

    /// The colour of the track; nil uses the style's. Default nil.
    open var trackTintColor: UIColor? {
        didSet { _updateAppearance() }
    }

    /// An image drawn for the done part instead of its colour, stretched to it. Default nil.
    open var progressImage: UIImage? {
        didSet { _updateAppearance() }
    }

    /// An image drawn for the track instead of its colour, stretched across the bounds. Default nil.
    open var trackImage: UIImage? {
        didSet { _updateAppearance() }
    }

    // MARK: Size and layout

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView._height(for: _style))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UIProgressView._height(for: _style))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        _trackView.frame = b
        let width = b.width * CGFloat(_progress)
        let leftToRight = effectiveUserInterfaceLayoutDirection == .leftToRight
        _progressView.frame = CGRect(x: leftToRight ? b.minX : b.maxX - width, y: b.minY, width: width, height: b.height)
        let radius = _style == .default ? b.height / 2 : 0
        if _trackView.layer.cornerRadius != radius {
            _trackView.layer.cornerRadius = radius
            _progressView.layer.cornerRadius = radius
            _trackView.clipsToBounds = radius > 0
            _progressView.clipsToBounds = radius > 0
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if progressTintColor == nil && progressImage == nil { _progressView.backgroundColor = tintColor }
    }

    private func _updateAppearance() {
        _progressView.image = progressImage
        _progressView.backgroundColor = progressImage == nil ? (progressTintColor ?? tintColor) : nil
        _trackView.image = trackImage
        if trackImage != nil {
            _trackView.backgroundColor = nil
        } else {
            _trackView.backgroundColor = trackTintColor ?? (_style == .default ? ControlConstants.progressDefaultTrackColor : nil)
        }
    }

    static func _height(for style: Style) -> CGFloat {
        style == .default ? ControlConstants.progressDefaultHeight : ControlConstants.progressBarHeight
    }
}
