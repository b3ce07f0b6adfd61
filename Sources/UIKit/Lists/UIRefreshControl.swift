import Foundation

/// Pull to refresh (`UIRefreshControl`): a control at the top of a scroll view's content that the
/// user reveals by pulling the content down; pulled far enough while the finger is down, it starts
/// refreshing and sends `.valueChanged`, and stays visible until the app calls `endRefreshing()`.
///
/// Attach it with `scrollView.refreshControl = control` (or a `UITableViewController`'s
/// `refreshControl`). It is made of real subviews: a `UIActivityIndicatorView` (the spinner, in
/// `tintColor`) and a `UILabel` for `attributedTitle` below it.
///
/// What happens, as iOS 17/18 UIKitCore's `UIRefreshControl` does it ([R], numbers in
/// `ListConstants+RefreshControl.swift`):
/// 1. Scrolling, its frame follows the top of the visible area (below the top inset), as wide as
///    the scroll view and 60 pt tall (more with a title). Its *visible height* is how far the
///    content is pulled below its top. At 5 pt or less the control is hidden; while pulling, the
///    spinner and title fade in with the pull.
/// 2. When the visible height reaches the *snapping height* —
///    `min(round(H / 2), (titleHeight + 100) × 1.125 × H / 568)` for a scroll view `H` tall (a
///    667-pt one: 132.1 pt) — while the finger is down (`isTracking`), the control begins
///    refreshing: `isRefreshing` becomes true, the spinner turns, the scroll view's top inset grows
///    by the control's height (in `adjustedContentInset`; `contentInset` does not change) and
///    `.valueChanged` is sent, once. A release before that, or a fling that bounces past it, does
///    nothing. Released, the content rests with the control in view.
/// 3. `endRefreshing()` removes the inset and, when the control is in view and no finger is on
///    the content, scrolls it away (`setContentOffset(_:animated: true)`, 0.3 s); it is ready for
///    the next pull once it is hidden again.
///
/// `beginRefreshing()` starts refreshing without sending `.valueChanged`; out of a window it does
/// nothing (as on iOS 17), logging. A scroll view resting at its top shows the control at once.
///
/// Touches go through it to the scroll view: a drag that starts on the spinner scrolls.
@MainActor
open class UIRefreshControl: UIControl {
    /// UIKit's states (`refreshControlState`, [R]): idle (0), pulling (1), refreshing (3), and
    /// ending — animating away (4) or held by the finger (5). The armed state (2) lasts no time:
    /// the modern content view moves on to refreshing as it enters it (`_snappingMagic`).
    enum _State { case idle, pulling, refreshing, ending }

    var _state: _State = .idle
    /// The scroll view it is attached to (its nearest scroll-view ancestor).
    weak var _scrollView: UIScrollView?
    /// How far the content is pulled below its top, in points.
    var _visibleHeight: CGFloat = 0
    /// The height added to the scroll view's top inset while refreshing (0 when none).
    var _appliedInset: CGFloat = 0
    /// Set while the control changes the scroll view's inset, so its scrolling does not re-enter.
    var _adjustingInsets = false

    let _spinner = UIActivityIndicatorView(style: .medium)
    let _titleLabel = UILabel()
    private var _customTint: UIColor?

    /// A refresh control 320 × 60 pt, stopped; the scroll view sizes it when attached.
    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: ListConstants.refreshControlInitialWidth,
                                height: ListConstants.refreshControlHeight))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = .flexibleWidth
        _spinner.hidesWhenStopped = false
        _spinner.color = ListConstants.refreshControlDefaultColor
        _titleLabel.font = .preferredFont(forTextStyle: .caption1)
        _titleLabel.textColor = .label
        _titleLabel.textAlignment = .center
        _titleLabel.numberOfLines = 1
        _titleLabel.backgroundColor = .clear
        addSubview(_spinner)
        addSubview(_titleLabel)
        _titleLabel.isHidden = true
    }

    public required init?(coder: NSCoder) {
        _rockhopperFailure("UIRefreshControl.init(coder:): nibs and storyboards are not supported by Rockhopper; create the control with init()")
    }

    // MARK: API

    /// Whether a refresh is under way: from the pull (or `beginRefreshing()`) to `endRefreshing()`.
    open var isRefreshing: Bool { _state == .refreshing }

    /// The spinner's colour. Default `UIColor.secondaryLabel`; nil restores it.
    open override var tintColor: UIColor! {
        get { _customTint ?? ListConstants.refreshControlDefaultColor }
        set {
            _customTint = newValue
            _spinner.color = newValue ?? ListConstants.refreshControlDefaultColor
        }
    }

    /// A title shown under the spinner (caption 1, `UIColor.label`, centred). Default nil. It makes
    /// the control taller by its height.
    open var attributedTitle: NSAttributedString? {
        get { _titleLabel.attributedText }
        set {
            _titleLabel.attributedText = newValue
            _titleLabel.isHidden = newValue == nil || newValue?.length == 0
            _resizeToFitContents()
        }
    }

    /// Starts refreshing without sending `.valueChanged` (the app started the refresh itself). Does
    /// nothing while already refreshing, or out of a window (logged, as iOS 17 SDK apps get).
    open func beginRefreshing() {
        guard window != nil else {
            _UIKitLog.warning("UIRefreshControl received beginRefreshing while offscreen; ignoring it (\(Unmanaged.passUnretained(self).toOpaque())).")
            return
        }
        guard _state != .refreshing else { return }
        _setState(.refreshing, notify: false)
    }

    /// Ends the refresh: the inset goes, and a control in view scrolls away in 0.3 s (when no finger
    /// holds the content; otherwise it goes when the content is let go). Does nothing when not
    /// refreshing.
    open func endRefreshing() {
        guard _state == .refreshing else { return }
        _update()
        let visible = _visibleHeight
        _setState(visible > 0 ? .ending : .idle, notify: false)
        guard visible > 0, let scroll = _scrollView, !scroll.isTracking, !scroll.isDecelerating else { return }
        var target = scroll.contentOffset
        target.y += visible
        scroll.setContentOffset(target, animated: UIView.areAnimationsEnabled)
    }

    // MARK: Overrides

    /// Finds the scroll view it belongs to; a refresh control outside any scroll view stops the
    /// program with UIKit's message.
    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        guard superview != nil else { return }
        if _scrollView == nil {
            var view = superview
            while let v = view, !(v is UIScrollView) { view = v.superview }
            guard let scroll = view as? UIScrollView else {
                _rockhopperFailure("UIRefreshControl was unable to find its associated scroll view")
            }
            _scrollView = scroll
        }
        _resizeToFitContents()
        _update()
    }

    /// Touches pass through to the scroll view (a drag on the spinner scrolls the content).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }

    /// Its size: the scroll view's width (or the current one) by 60 pt, plus the title's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: _scrollView?.bounds.width ?? bounds.width, height: _contentHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let spinnerSize = _spinner.bounds.size
        _spinner.frame = CGRect(x: ((width - spinnerSize.width) / 2).rounded(),
                                y: ListConstants.refreshControlSpinnerCenterY - spinnerSize.height / 2,
                                width: spinnerSize.width, height: spinnerSize.height)
        if !_titleLabel.isHidden {
            // Centred by its frame (a title without a paragraph style is left-aligned text).
            let titleSize = _titleLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            let titleWidth = min(width, titleSize.width.rounded(.up))
            _titleLabel.frame = CGRect(x: ((width - titleWidth) / 2).rounded(),
                                       y: _spinner.frame.maxY + ListConstants.refreshControlTitleGap,
                                       width: titleWidth, height: titleSize.height.rounded(.up))
        }
    }

    // MARK: Geometry

    /// The title's height (0 without a title).
    var _titleHeight: CGFloat {
        guard !_titleLabel.isHidden else { return 0 }
        return _titleLabel.sizeThatFits(CGSize(width: max(bounds.width, 1), height: .greatestFiniteMagnitude)).height.rounded(.up)
    }

    /// 60 pt, plus the title's height when there is one.
    var _contentHeight: CGFloat { ListConstants.refreshControlHeight + _titleHeight }

    /// The visible height at which a pull starts refreshing, for the attached scroll view
    /// ([R] `_updateSnappingHeight`, `maximumSnappingHeight`).
    var _snappingHeight: CGFloat {
        let h = _scrollView?.bounds.height ?? 0
        let scale = h < ListConstants.refreshControlSnappingSmallHeight
            ? ListConstants.refreshControlSnappingSmallScale : h / ListConstants.refreshControlSnappingReferenceHeight
        let maximum = (_titleHeight + ListConstants.refreshControlMaximumSnappingBase)
            * ListConstants.refreshControlMaximumSnappingFactor * scale
        let half = (h * ListConstants.refreshControlSnappingFraction).rounded()
        return max(min(half, maximum), ListConstants.refreshControlMinimumSnappingHeight)
    }

    /// The title changed: a new height, and a refresh in progress keeps its inset the new height.
    private func _resizeToFitContents() {
        let height = _contentHeight
        if bounds.height != height {
            var f = frame
            f.size.height = height
            frame = f
            if _appliedInset > 0 {
                _setInset(0)
                _setInset(height)
            }
        }
        setNeedsLayout()
        _update()
    }

    /// Called by the scroll view when it scrolls, lays out or changes its insets: the frame follows
    /// the visible top, the visible height and the state follow the pull.
    func _update() {
        guard !_adjustingInsets, let scroll = _scrollView else { return }
        let offset = scroll.contentOffset
        let baseTop = scroll.adjustedContentInset.top - _appliedInset
        let newFrame = CGRect(x: offset.x, y: offset.y + baseTop,
                              width: scroll.bounds.width, height: _contentHeight)
        if frame != newFrame { frame = newFrame }
        let visible = max(0, -baseTop - offset.y)
        _visibleHeight = visible
        _setState(_recomputedState(scroll), notify: true)
        _updateAppearance()
    }

    /// UIKit's `_recomputeNewState`, without its states for the old styles.
    private func _recomputedState(_ scroll: UIScrollView) -> _State {
        let hidden = ListConstants.refreshControlHiddenHeight
        let snapping = _snappingHeight
        let revealed = snapping > 0 ? min(max(_visibleHeight / snapping, 0), 1) : 1
        switch _state {
        case .idle:
            // A fling or bounce that passes the threshold does not arm the control.
            if _visibleHeight > hidden && revealed < 1 { return .pulling }
            if revealed >= 1 && !scroll.isTracking { return .pulling }
            return .idle
        case .pulling:
            if revealed >= 1 && scroll.isTracking { return .refreshing }
            return _visibleHeight >= hidden ? .pulling : .idle
        case .refreshing:
            return .refreshing
        case .ending:
            return _visibleHeight <= hidden ? .idle : .ending
        }
    }

    /// Moves to `state`: refreshing adds the inset (and sends `.valueChanged` when `notify`), leaving
    /// it removes the inset.
    private func _setState(_ state: _State, notify: Bool) {
        guard state != _state else { return }
        _state = state
        if state == .refreshing {
            _spinner.startAnimating()
            _setInset(_contentHeight)
            _updateAppearance()
            if notify { sendActions(for: .valueChanged) }
        } else {
            _spinner.stopAnimating()
            _setInset(0)
        }
    }

    private func _setInset(_ inset: CGFloat) {
        guard inset != _appliedInset, let scroll = _scrollView else { return }
        _adjustingInsets = true
        _appliedInset = inset
        scroll._setRefreshControlInset(inset)
        _adjustingInsets = false
    }

    /// Hidden at 5 pt of visible height or less; while pulling, the spinner and title fade in with
    /// the pull ([R] the title's alpha is `_percentageShowing`: visible ÷ maximum snapping height).
    private func _updateAppearance() {
        let hidden = ListConstants.refreshControlHiddenHeight
        let shown = _state == .refreshing || _visibleHeight > hidden
        if isHidden == shown { isHidden = !shown }
        let snapping = _snappingHeight
        let alpha: CGFloat = _state == .refreshing || snapping <= 0 ? 1 : min(1, _visibleHeight / snapping)
        if _spinner.alpha != alpha { _spinner.alpha = alpha }
        if _titleLabel.alpha != alpha { _titleLabel.alpha = alpha }
    }
}
