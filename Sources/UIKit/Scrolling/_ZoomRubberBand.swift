import Foundation

/// The resistance of pinching past `minimumZoomScale` or `maximumZoomScale` when `bouncesZoom` is true,
/// and the duration of zoom animations ([R] iOS 18.2 UIKitCore `UIScrollView`).
///
/// A pinch asking for scale `s` shows:
/// - above the maximum `M`: `M·(2 − M/s)` — slope 1 at `M`, approaching `2M` however far the fingers spread;
/// - below the minimum `m`: `m/(2 − s/m)` — slope 1 at `m`, approaching `m/2` as the fingers close;
/// - inside `m...M`: `s` itself.
///
/// After the fingers lift, the shown scale animates back into range over `animationDuration(from:to:)`.
/// Scales are dimensionless factors (> 0).
struct _ZoomRubberBand: Equatable, Sendable {
    /// `minimumZoomScale`.
    var minimumScale: CGFloat
    /// `maximumZoomScale`.
    var maximumScale: CGFloat

    init(minimumScale: CGFloat, maximumScale: CGFloat) {
        _rockhopperPrecondition(minimumScale > 0 && maximumScale >= minimumScale && maximumScale.isFinite,
                                "UIScrollView zoom limits must satisfy 0 < minimumZoomScale (\(minimumScale)) ≤ maximumZoomScale (\(maximumScale)) < infinity")
        self.minimumScale = minimumScale
        self.maximumScale = maximumScale
    }

    /// The scale shown for the pinch's requested scale `s` (> 0).
    func displayedScale(forRequested s: CGFloat) -> CGFloat {
        if s > maximumScale { return maximumScale * (2 - maximumScale / s) }
        if s < minimumScale { return minimumScale / (2 - s / minimumScale) }
        return s
    }

    /// The requested scale that shows `shown`, so a pinch that begins during a zoom bounce continues
    /// without a jump: above the maximum `M/(2 − shown/M)`, below the minimum `m·(2 − m/shown)`.
    /// Nil outside `(m/2, 2M)`, which no pinch can show.
    func requestedScale(forDisplayed shown: CGFloat) -> CGFloat? {
        if shown > maximumScale {
            guard shown < 2 * maximumScale else { return nil }
            return maximumScale / (2 - shown / maximumScale)
        }
        if shown < minimumScale {
            guard shown > minimumScale / 2 else { return nil }
            return minimumScale * (2 - minimumScale / shown)
        }
        return shown
    }

    /// Seconds a zoom animation from scale `from` to scale `to` takes: `min(|ln from − ln to|·0.3 + 0.1, 0.4)`.
    static func animationDuration(from: CGFloat, to: CGFloat) -> TimeInterval {
        let logDistance = Double(abs(log(from) - log(to)))
        return min(logDistance * ScrollConstants.zoomAnimationDurationPerLogScale + ScrollConstants.zoomAnimationBaseDuration,
                   ScrollConstants.zoomAnimationMaximumDuration)
    }
}
