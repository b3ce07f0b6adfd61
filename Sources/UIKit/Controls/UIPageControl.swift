import Foundation

/// A row of dots, one per page, with the current page's dot highlighted: 7 pt dots 16 pt apart,
/// centred in the bounds, white (the others translucent white) unless coloured.
///
/// Each dot is a view. `numberOfPages` is 0 and `currentPage` 0 by default; `currentPage` is pinned
/// to 0…`numberOfPages` − 1. Setting either in code sends nothing. A tap (the finger lifting inside
/// the control) on the left half of the control goes to the previous page, on the right half to the
/// next (one page at most, none past either end) and sends `.valueChanged` (then
/// `.primaryActionTriggered`) before `.touchUpInside`. With `defersCurrentPageDisplay`, the dots
/// keep showing the old page after such a tap until `updateCurrentPageDisplay()`. With
/// `hidesForSinglePage`, a single page shows no dot. An ancestor's single-tap recognizer does not
/// take the control's taps. Numbers: `ControlConstants+PageControl.swift`.
@MainActor
open class UIPageControl: UIControl {
    /// The dots, one per page.
    var _indicatorViews: [UIView] = []

    private var _numberOfPages = 0
    private var _currentPage = 0
    /// The page the dots show (lags `currentPage` while a display is deferred).
    private var _displayedPage = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Pages

    /// The number of pages (dots). Default 0; a negative number counts as 0. The current page is
    /// pinned again.
    open var numberOfPages: Int {
        get { _numberOfPages }
        set {
            let count = max(0, newValue)
            guard count != _numberOfPages else { return }
            _numberOfPages = count
            while _indicatorViews.count < count {
                let dot = UIView()
                dot.isUserInteractionEnabled = false
                dot.layer.cornerRadius = ControlConstants.pageIndicatorDiameter / 2
                addSubview(dot)
                _indicatorViews.append(dot)
            }
            while _indicatorViews.count > count { _indicatorViews.removeLast().removeFromSuperview() }
            _currentPage = _pinned(_currentPage)
            _displayedPage = _currentPage
            invalidateIntrinsicContentSize()
            _updateIndicators()
            setNeedsLayout()
        }
    }

    /// The current page, pinned to 0…`numberOfPages` − 1. Default 0. Setting it shows it at once
    /// and sends nothing.
    open var currentPage: Int {
        get { _currentPage }
        set {
            _currentPage = _pinned(newValue)
            _displayedPage = _currentPage
            _updateIndicators()
        }
    }

    /// Whether a single page shows no dot. Default false.
    open var hidesForSinglePage: Bool = false {
        didSet { _updateIndicators() }
    }

    /// Whether a tap leaves the dots on the old page until `updateCurrentPageDisplay()`. Default
    /// false.
    open var defersCurrentPageDisplay: Bool = false

    /// Shows `currentPage` after a deferred tap; does nothing unless `defersCurrentPageDisplay`.
    open func updateCurrentPageDisplay() {
        guard defersCurrentPageDisplay else { return }
        _displayedPage = _currentPage
        _updateIndicators()
    }

    /// The colour of the other pages' dots; nil (default): translucent white.
    open var pageIndicatorTintColor: UIColor? {
        didSet { _updateIndicators() }
    }

    /// The colour of the current page's dot; nil (default): white.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { _updateIndicators() }
    }

    private func _pinned(_ page: Int) -> Int {
        min(max(page, 0), max(_numberOfPages - 1, 0))
    }

    // MARK: Size and layout

    /// The smallest size that shows `pageCount` dots: 16 pt per dot after the first plus 7 pt,
    /// 37 pt high (zero wide for no page).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = max(0, pageCount)
        let width = count == 0 ? 0 : CGFloat(count - 1) * ControlConstants.pageIndicatorPitch + ControlConstants.pageIndicatorDiameter
        return CGSize(width: width, height: ControlConstants.pageControlHeight)
    }

    /// `size(forNumberOfPages: numberOfPages)`.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: _numberOfPages) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: _numberOfPages) }

    /// The dots in a row, centred in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let diameter = ControlConstants.pageIndicatorDiameter
        let pitch = ControlConstants.pageIndicatorPitch
        let width = size(forNumberOfPages: _numberOfPages).width
        let startX = bounds.midX - width / 2
        for (i, dot) in _indicatorViews.enumerated() {
            dot.frame = CGRect(x: startX + CGFloat(i) * pitch, y: bounds.midY - diameter / 2, width: diameter, height: diameter)
        }
    }

    private func _updateIndicators() {
        let hidden = hidesForSinglePage && _numberOfPages == 1
        let other = pageIndicatorTintColor ?? ControlConstants.pageIndicatorDefaultColor
        let current = currentPageIndicatorTintColor ?? ControlConstants.currentPageIndicatorDefaultColor
        for (i, dot) in _indicatorViews.enumerated() {
            dot.isHidden = hidden
            dot.backgroundColor = i == _displayedPage ? current : other
        }
    }

    // MARK: Tracking

    /// A tap that lifts inside: one page back on the left half, one forward on the right half.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, _numberOfPages > 0 else { return }
        let forward = touch.location(in: self).x >= bounds.midX
        let page = _pinned(_currentPage + (forward ? 1 : -1))
        guard page != _currentPage else { return }
        _currentPage = page
        if !defersCurrentPageDisplay {
            _displayedPage = page
            _updateIndicators()
        }
        _sendValueChanged(with: event)
    }

    // MARK: Gesture recognizers

    /// Refuses an ancestor's single tap: the control's own tap turns the page (iOS 6+).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if _isOverlappingSingleTap(gestureRecognizer) { return false }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
}
