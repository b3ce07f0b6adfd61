import Foundation

/// Every number of UIScrollView's physics and touch handling, with unit, value and source.
///
/// Source tags: see docs/API.md. The [R] values were read from iOS 18.2's UIKitCore (the class and
/// method named after the tag).
///
/// Units: offsets in points (pt), time in milliseconds (ms) unless the name says seconds, velocities in
/// points per millisecond (pt/ms) — UIKit's own unit for scroll velocity: the `withVelocity` of
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` is in pt/ms, and the deceleration
/// rates are factors per millisecond. Velocity in pt/s (as `UIPanGestureRecognizer.velocity(in:)` reports
/// it) is converted by dividing by `millisecondsPerSecond`.
enum ScrollConstants {
    /// Milliseconds per second (1000), to convert between the pan recognizer's pt/s and the scroll view's pt/ms,
    /// and between `CACurrentMediaTime()` seconds and the simulations' milliseconds. [D] the definition of
    /// the millisecond.
    static let millisecondsPerSecond: Double = 1000

    // MARK: Deceleration

    /// `UIScrollView.DecelerationRate.normal`: 0.998, the factor velocity keeps per millisecond
    /// (so `0.998^1000` ≈ 0.135 of it per second). The default of `decelerationRate`.
    /// [M] ansaurus.com Q&A 1651560 "Predicting the resting offset in a UIScrollView after deceleration"
    /// (unchanged since iPhone OS 3.0); Ilya Lobanov, "Scrolling mechanics of UIScrollView"; [R] `UIScrollView`
    /// init sets 0.998; [A] `UIScrollView.DecelerationRate` names the constant.
    static let decelerationRateNormal: CGFloat = 0.998

    /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond (`0.99^1000` ≈ 4.3e-5 per second).
    /// [M] the same Q&A and article; [R] `UIScrollView`.
    static let decelerationRateFast: CGFloat = 0.99

    /// Setting `decelerationRate` to any other value snaps it: below 0.994 → `.fast`, otherwise `.normal`
    /// (logged: 0.7 → 0.99, 0.995 → 0.998). Dimensionless. [R] `-[UIScrollView setDecelerationRate:]`;
    /// [M] the logged values in pullrequest.ru Q&A 511467.
    static let decelerationRateSnapThreshold: CGFloat = 0.994

    /// A fling stops when |velocity| falls below 0.01 pt/ms (= 10 pt/s); iOS tests `v² < 0.0001`.
    /// It is also the velocity below which a release in bounds does not decelerate at all
    /// (`scrollViewDidEndDragging(_:willDecelerate: false)`), the amount the closed-form target subtracts
    /// from the release velocity, and the velocity under which a bounce or page animation may settle.
    /// Unit: pt/ms. [R] `UIScrollView` deceleration step.
    static let decelerationStopVelocity: CGFloat = (0.0001 as CGFloat).squareRoot()

    /// When the delegate rewrites `targetContentOffset`, UIKit derives a new per-ms factor
    /// `exp(−(|v| − stop)/distance)` and caps it at 0.999 (beyond that it raises the velocity instead).
    /// Dimensionless, per ms. [R] `UIScrollView`, the rewritten-target path of its drag end.
    static let retargetedDecelerationRateLimit: CGFloat = 0.999

    /// The per-ms factor UIKit falls back to when a rewritten target cannot be reached with the release
    /// velocity (it points the other way or is below the stop velocity); the velocity is then chosen to
    /// stop exactly on the target. Dimensionless, per ms. [R] `UIScrollView`, the same path (the value);
    /// [N] which cases use it is our reading of that code.
    static let retargetedDecelerationFallbackRate: CGFloat = 0.985

    // MARK: Rubber band and bounce

    /// Rubber-band coefficient `c` of `b = c·x·d / (d + c·x)`: the slope at the edge (a finger 1 pt past the
    /// edge shows 0.55 pt). Dimensionless. [M] the formula and value posted by @chpwn (2013; gist
    /// originell/6961057, a copy of squareb.wordpress.com 2013-01-06), copied by most reimplementations.
    /// [N] iOS 18.2 reads the value from a per-device table ([R] `_UIScrollViewRubberBandCoefficient`) that
    /// could not be seen; 0.55 is the only published number.
    static let rubberBandCoefficient: CGFloat = 0.55

    /// Rate ω of the bounce back: an overshoot released at rest decays as `exp(−ω·t)`, with
    /// ω = −ln 0.99 ≈ 0.01005 per ms (time constant ≈ 99.5 ms). We use it as the rate of a critically
    /// damped spring, `overshoot(t) = (o₀ + u·t)·exp(−ω·t)`, which is exactly that decay for a release
    /// at rest and also carries the velocity of a fling that crosses the edge.
    /// Unit: 1/ms. [R] `UIScrollView` bounce step (the decay rate); [N] the spring form, so that a fling's
    /// velocity carries across the edge (see `_BounceSimulation`).
    static let bounceRate: CGFloat = -log(0.99 as CGFloat)

    /// Velocity carried into a bounce is clamped to ±3 pt/ms: the release velocity while out of bounds
    /// ([R] `UIScrollView` drag end) and, by our choice [N], the velocity at which a fling crosses the
    /// edge, which keeps the largest overshoot at `3/(ω·e)` ≈ 110 pt ([O] Flutter caps the same hand-off).
    static let bounceVelocityLimit: CGFloat = 3

    /// A bounce or page animation has settled once it is closer than 0.1 pt to its resting offset (and slower
    /// than `decelerationStopVelocity`); the offset then snaps to the resting value. 0.1 pt is below a
    /// third of a pixel on a 3× screen, so the snap is invisible. Unit: pt. [N] that reason; UIKit's
    /// value was not visible.
    static let restingDistance: CGFloat = 0.1

    // MARK: Paging

    /// A paging release faster than 0.3 pt/ms (300 pt/s) goes to the next page in the direction of the
    /// fling; a slower one goes to the nearest page. Unit: pt/ms. [R] `UIScrollView` paging target.
    static let pagingFlickVelocity: CGFloat = 0.3

    /// The page animation is a per-millisecond spring `v += (target − x)·pull; v *= friction; x += v` whose
    /// `pull` and `friction` are linear in the page size `w` between two anchors and constant above the
    /// second: w = 320 pt → (0.0003, 0.97); w ≥ 1024 pt → (0.00017, 0.977). [R] `UIScrollView` paging
    /// animation (as `0.000359090909 − 1.84659091e-7·w`, `0.966818182 + 9.94318182e-6·w`, which are these
    /// lines).
    static let pagingSpringSmallPageSize: CGFloat = 320
    /// See `pagingSpringSmallPageSize` ([R]). Unit: pt.
    static let pagingSpringLargePageSize: CGFloat = 1024
    /// Pull per ms² per pt of distance at a 320 pt page. [R] `UIScrollView` paging animation.
    static let pagingSpringSmallPagePull: CGFloat = 0.0003
    /// Pull at a page of 1024 pt or more. [R] `UIScrollView` paging animation.
    static let pagingSpringLargePagePull: CGFloat = 0.00017
    /// Velocity kept per ms at a 320 pt page. [R] `UIScrollView` paging animation.
    static let pagingSpringSmallPageFriction: CGFloat = 0.97
    /// Velocity kept per ms at a page of 1024 pt or more. [R] `UIScrollView` paging animation.
    static let pagingSpringLargePageFriction: CGFloat = 0.977

    // MARK: Directional lock

    /// With `isDirectionalLockEnabled`, a drag whose first movement is within 20° of horizontal scrolls only
    /// horizontally. Unit: radians (20° ≈ 0.349). [R] `UIScrollViewPanGestureRecognizer`.
    static let directionalLockHorizontalAngle: CGFloat = 20 * CGFloat.pi / 180
    /// A first movement 70° or more from horizontal locks to vertical; between the two the drag is free.
    /// Unit: radians (70° ≈ 1.222). [R] `UIScrollViewPanGestureRecognizer`.
    static let directionalLockVerticalAngle: CGFloat = 70 * CGFloat.pi / 180

    // MARK: Zoom

    /// A zoom animation (`setZoomScale(_:animated:)`, `zoom(to:animated:)`, the bounce back after over-zooming)
    /// lasts `min(|ln s − ln s_target|·0.3 + 0.1, 0.4)` seconds: this is the 0.3 s per natural-log unit of
    /// scale. Unit: seconds. [R] `UIScrollView` zoom animation.
    static let zoomAnimationDurationPerLogScale: TimeInterval = 0.3
    /// The 0.1 s every zoom animation lasts at least. [R] `UIScrollView` zoom animation.
    static let zoomAnimationBaseDuration: TimeInterval = 0.1
    /// The 0.4 s no zoom animation exceeds. [R] `UIScrollView` zoom animation.
    static let zoomAnimationMaximumDuration: TimeInterval = 0.4

    // MARK: Programmatic scrolling and content touches

    /// Duration of `setContentOffset(_:animated: true)` and `scrollRectToVisible(_:animated: true)`:
    /// 0.3 s, whatever the distance. Unit: seconds.
    /// [H] UIScrollView.h promises "constant velocity" for `setContentOffset:animated:`; [R] iOS 18.2 uses a
    /// fixed duration (`-[UIScrollView contentOffsetAnimationDuration]`, also the init value of the internal
    /// animation duration). We follow iOS 18.2 because it is what current iOS does; the header sentence
    /// predates it. [N] the timing curve is not established (see `UIScrollView+ProgrammaticScrolling`).
    static let contentOffsetAnimationDuration: TimeInterval = 0.3

    /// With `delaysContentTouches`, touch-down reaches the content after 0.15 s unless a scroll has begun
    /// (`_touchDelayForScrollDetection`). Unit: seconds. [R] `UIScrollViewDelayedTouchesBeganGestureRecognizer`;
    /// [A] `UIScrollView.delaysContentTouches` docs (the delay itself, not its length).
    static let touchDelayForScrollDetection: TimeInterval = 0.15

    /// Finger movement along an axis that cannot scroll, beyond which delayed content touches are
    /// delivered at once (`_scrollHysteresis`). Unit: pt. [R] `UIScrollViewDelayedTouchesBeganGestureRecognizer`
    /// (an Apple subclass's `_scrollHysteresis` override returns 10).
    static let scrollHysteresis: CGFloat = 10
}

// MARK: - Scroll indicators

extension ScrollConstants {
    /// Thickness of a scroll indicator, in points: 3. [N] iOS draws about 2.5–3 pt; its value was not
    /// visible.
    static let indicatorThickness: CGFloat = 3
    /// Distance of an indicator from the scroll view's edges, in points: 3. [R] `UIScrollView` indicators.
    static let indicatorInset: CGFloat = 3
    /// Shortest indicator, in points: 36. [R] `UIScrollView` indicators.
    static let indicatorMinimumLength: CGFloat = 36
    /// Shortest indicator while the content is rubber-banding, in points: 7. [R] `UIScrollView` indicators.
    static let indicatorMinimumRubberBandLength: CGFloat = 7
    /// How long `flashScrollIndicators()` keeps them shown before fading, in seconds: 1.0. [R] `UIScrollView`
    /// indicator auto-hide ([H] UIScrollView.h says only "a short time").
    static let indicatorFlashDuration: TimeInterval = 1.0
    /// Fade-out time of an indicator, in seconds: 0.25. [R] `UIScrollView` per-indicator hide fade.
    static let indicatorFadeDuration: TimeInterval = 0.25
    /// Opacity of a shown indicator: 0.35 of black (`.default`, `.black`) or white. [N] close to iOS's look;
    /// its value was not visible.
    static let indicatorAlpha: CGFloat = 0.35
}
