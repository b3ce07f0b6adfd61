import Foundation

/// The two scroll indicators: subviews of the scroll view (added the first time they show, then
/// kept in front), shown while the content moves and faded out after. Not API.
@MainActor
package final class _ScrollIndicators {
    let vertical = UIView()
    let horizontal = UIView()
    /// When the indicators start fading out; nil while they stay shown.
    var fadeStart: TimeInterval?
    var isShown = false

    var isAnimating: Bool { fadeStart != nil }

    init(style: UIScrollView.IndicatorStyle) {
        for view in [vertical, horizontal] {
            view.isUserInteractionEnabled = false
            view.alpha = 0
            view.layer.cornerRadius = ScrollConstants.indicatorThickness / 2
            view.backgroundColor = _ScrollIndicators.color(for: style)
        }
    }

    static func color(for style: UIScrollView.IndicatorStyle) -> UIColor {
        switch style {
        case .default, .black: UIColor(white: 0, alpha: ScrollConstants.indicatorAlpha)
        case .white: UIColor(white: 1, alpha: ScrollConstants.indicatorAlpha)
        }
    }
}

extension UIScrollView {
    /// Shows the indicators of the axes that scroll, in front of the content.
    package func _showIndicators() {
        guard showsVerticalScrollIndicator || showsHorizontalScrollIndicator else { return }
        let indicators = _indicators ?? _ScrollIndicators(style: indicatorStyle)
        _indicators = indicators
        for view in [indicators.vertical, indicators.horizontal] {
            if view._superview !== self { addSubview(view) }
            view.backgroundColor = _ScrollIndicators.color(for: indicatorStyle)
        }
        let n = _subviews.count
        if !(_subviews[n - 1] === indicators.horizontal && _subviews[n - 2] === indicators.vertical) {
            bringSubviewToFront(indicators.vertical)
            bringSubviewToFront(indicators.horizontal)
        }
        indicators.isShown = true
        indicators.fadeStart = nil
        indicators.vertical.alpha = showsVerticalScrollIndicator && _scrollsVertically ? 1 : 0
        indicators.horizontal.alpha = showsHorizontalScrollIndicator && _scrollsHorizontally ? 1 : 0
        _layoutIndicators()
    }

    package func _indicatorsDidScroll() {
        if _indicators?.isShown ?? false { _layoutIndicators() }
    }

    /// Starts the fade-out now (after a scroll ends) or after `delay` (a flash).
    package func _hideIndicatorsSoon(after delay: TimeInterval = 0) {
        guard let indicators = _indicators, indicators.isShown else { return }
        indicators.fadeStart = _now + delay
        _application._frameTickers.add(self)
    }

    package func _flashIndicators() {
        _showIndicators()
        _hideIndicatorsSoon(after: ScrollConstants.indicatorFlashDuration)
    }

    package func _tickIndicators(at time: TimeInterval) {
        guard let indicators = _indicators, let fadeStart = indicators.fadeStart, time >= fadeStart else { return }
        let f = min(1, (time - fadeStart) / ScrollConstants.indicatorFadeDuration)
        let alpha = CGFloat(1 - f)
        if showsVerticalScrollIndicator && _scrollsVertically { indicators.vertical.alpha = alpha }
        if showsHorizontalScrollIndicator && _scrollsHorizontally { indicators.horizontal.alpha = alpha }
        if f >= 1 {
            indicators.fadeStart = nil
            indicators.isShown = false
            indicators.vertical.alpha = 0
            indicators.horizontal.alpha = 0
        }
    }

    /// Places the indicators: along the trailing and bottom edges (inside the safe area when
    /// `automaticallyAdjustsScrollIndicatorInsets`), their length the visible fraction of the
    /// content (at least 36 pt; down to 7 pt while rubber-banding), their position the offset's.
    package func _layoutIndicators() {
        guard let indicators = _indicators, indicators.isShown else { return }
        let b = bounds
        let t = ScrollConstants.indicatorThickness, edge = ScrollConstants.indicatorInset
        let safe = automaticallyAdjustsScrollIndicatorInsets ? safeAreaInsets : .zero
        let inset = _adjustedContentInset
        // Vertical.
        do {
            let insets = verticalScrollIndicatorInsets
            let trackStart = b.minY + edge + insets.top + safe.top
            let trackLength = max(0, b.height - 2 * edge - insets.top - insets.bottom - safe.top - safe.bottom)
            let content = contentSize.height + inset.top + inset.bottom
            let frame = _indicatorSpan(offset: b.minY, range: _rangeY, content: content, visible: b.height,
                                       trackStart: trackStart, trackLength: trackLength)
            indicators.vertical.frame = CGRect(x: b.maxX - edge - t - insets.right - safe.right, y: frame.start,
                                               width: t, height: frame.length)
        }
        // Horizontal.
        do {
            let insets = horizontalScrollIndicatorInsets
            let trackStart = b.minX + edge + insets.left + safe.left
            let trackLength = max(0, b.width - 2 * edge - insets.left - insets.right - safe.left - safe.right - t)
            let content = contentSize.width + inset.left + inset.right
            let frame = _indicatorSpan(offset: b.minX, range: _rangeX, content: content, visible: b.width,
                                       trackStart: trackStart, trackLength: trackLength)
            indicators.horizontal.frame = CGRect(x: frame.start, y: b.maxY - edge - t - insets.bottom - safe.bottom,
                                                 width: frame.length, height: t)
        }
    }

    private func _indicatorSpan(offset: CGFloat, range: ClosedRange<CGFloat>, content: CGFloat, visible: CGFloat,
                                trackStart: CGFloat, trackLength: CGFloat) -> (start: CGFloat, length: CGFloat) {
        guard content > 0, trackLength > 0 else { return (trackStart, 0) }
        var length = max(ScrollConstants.indicatorMinimumLength, trackLength * min(1, visible / content))
        let overshoot = offset < range.lowerBound ? range.lowerBound - offset
            : (offset > range.upperBound ? offset - range.upperBound : 0)
        length = max(min(length, trackLength) - overshoot, ScrollConstants.indicatorMinimumRubberBandLength)
        let span = range.upperBound - range.lowerBound
        let fraction = span > 0 ? min(1, max(0, (offset - range.lowerBound) / span)) : 0
        return (trackStart + (trackLength - length) * fraction, length)
    }
}
