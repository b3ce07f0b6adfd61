/// The timing of a `CAKeyframeAnimation`: for a point in the animation, which keyframe values
/// contribute to the presented value and with what weights.
///
/// It knows nothing about the value type. A `Sample` names up to four value indices and weights
/// that sum to 1; the presented value is Σ weightₖ · values[indexₖ], which the caller computes for
/// its own type (`CGFloat`, `CGPoint`, `CATransform3D` components, colours…).
///
/// Build one when the animation starts (this allocates its resolved key times); `sample(at:)`
/// is then allocation-free.
///
/// Semantics, from Apple's `keyTimes`, `timingFunctions` and calculation mode docs:
/// - The animation's own `timingFunction` is applied to the progress first, then the timing
///   function of the keyframe segment to the progress within the segment (linear and cubic).
/// - `.linear` and `.cubic`: `keyTimes` has one entry per value, non-decreasing from 0 to 1;
///   without it (or with one that does not fit, see below) values are evenly spaced in time.
/// - `.discrete`: value i is shown from keyTimes[i] until keyTimes[i + 1]; `keyTimes` has one
///   entry more than `values` (one entry per value is accepted too, the last value then lasting
///   to the end); without it each of n values lasts 1/n of the duration.
/// - `.paced` and `.cubicPaced`: `keyTimes`, `timingFunctions` and the animation's
///   `timingFunction` are ignored; key times are proportional to the accumulated distance between
///   consecutive values (`segmentLengths`, supplied by the caller, who knows the value type).
///
/// Where Apple documents no behaviour we chose, and say so: key times with the wrong count or
/// decreasing entries are ignored (even spacing); a segment without a timing function is
/// linear; the cubic spline repeats the end values beyond the ends (so its end tangents point
/// at the neighbouring value) and scales tangents for uneven key times in the usual
/// Kochanek–Bartels way; `.cubicPaced` paces by chord length, which is exact at the keyframes and
/// close to constant speed between them.
package struct _KeyframeTiming: Sendable {
    /// Value indices and their weights at one instant; weights sum to 1.
    package struct Sample: Equatable, Sendable {
        package var indices: (Int, Int, Int, Int)
        var weights: (Double, Double, Double, Double)

        package static func == (a: Sample, b: Sample) -> Bool {
            a.indices == b.indices && a.weights == b.weights
        }

        /// Σ weightₖ · value(indexₖ).
        @inlinable
        package func combine(_ value: (Int) -> Double) -> Double {
            weights.0 * value(indices.0) + weights.1 * value(indices.1)
                + weights.2 * value(indices.2) + weights.3 * value(indices.3)
        }
    }

    package let mode: CAAnimationCalculationMode
    let valueCount: Int
    /// The key times in use: n entries for interpolating modes, n + 1 for `.discrete`
    /// (n when the caller gave n).
    let resolvedKeyTimes: [Double]
    private let segmentTimingFunctions: [CAMediaTimingFunction]
    private let animationTimingFunction: CAMediaTimingFunction?
    private let tension: [Double], continuity: [Double], bias: [Double]

    /// - Parameters:
    ///   - mode: the animation's `calculationMode`; an unknown mode is treated as `.linear`.
    ///   - valueCount: number of keyframe values (at least 1).
    ///   - keyTimes: the animation's `keyTimes`, or nil.
    ///   - timingFunctions: the animation's `timingFunctions` (one per segment), or nil.
    ///   - timingFunction: the animation's own `timingFunction`, or nil for linear.
    ///   - segmentLengths: distance between values i and i + 1 (n − 1 entries), for the paced
    ///     modes; nil or a wrong count paces evenly.
    ///   - tensionValues, continuityValues, biasValues: the cubic spline's per-value parameters
    ///     (missing entries are 0, which gives a Catmull–Rom spline).
    package init(mode: CAAnimationCalculationMode, valueCount: Int, keyTimes: [Double]? = nil,
                 timingFunctions: [CAMediaTimingFunction]? = nil, timingFunction: CAMediaTimingFunction? = nil,
                 segmentLengths: [Double]? = nil, tensionValues: [Double]? = nil,
                 continuityValues: [Double]? = nil, biasValues: [Double]? = nil) {
        _rockhopperPrecondition(valueCount >= 1, "a keyframe animation needs at least one value")
        let known: Set<CAAnimationCalculationMode> = [.linear, .discrete, .paced, .cubic, .cubicPaced]
        let mode = known.contains(mode) ? mode : .linear
        self.mode = mode
        self.valueCount = valueCount
        let n = valueCount
        let paced = mode == .paced || mode == .cubicPaced

        func isUsable(_ times: [Double]) -> Bool {
            zip(times, times.dropFirst()).allSatisfy { $0 <= $1 } && times.allSatisfy(\.isFinite)
        }
        func evenlySpaced(_ count: Int) -> [Double] {
            count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) }
        }

        if mode == .discrete {
            if let keyTimes, keyTimes.count == n + 1 || keyTimes.count == n, isUsable(keyTimes) {
                resolvedKeyTimes = keyTimes
            } else {
                resolvedKeyTimes = evenlySpaced(n + 1)
            }
        } else if paced {
            if let lengths = segmentLengths, lengths.count == n - 1,
               lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.reduce(0, +) > 0 {
                let total = lengths.reduce(0, +)
                var times = [0.0]
                var accumulated = 0.0
                for length in lengths.dropLast() {
                    accumulated += length
                    times.append(accumulated / total)
                }
                if n > 1 { times.append(1) }
                resolvedKeyTimes = times
            } else {
                resolvedKeyTimes = evenlySpaced(n)
            }
        } else if let keyTimes, keyTimes.count == n, isUsable(keyTimes) {
            resolvedKeyTimes = keyTimes
        } else {
            resolvedKeyTimes = evenlySpaced(n)
        }

        segmentTimingFunctions = paced ? [] : (timingFunctions ?? [])
        animationTimingFunction = paced ? nil : timingFunction
        func padded(_ values: [Double]?) -> [Double] {
            let given = values ?? []
            return (0..<n).map { $0 < given.count ? given[$0] : 0 }
        }
        tension = padded(tensionValues)
        continuity = padded(continuityValues)
        bias = padded(biasValues)
    }

    /// The weights at `progress`, the fraction of the animation's (single-iteration) duration
    /// elapsed; values outside [0, 1] are clamped.
    package func sample(at progress: Double) -> Sample {
        var p = progress.isNaN ? 0 : min(max(progress, 0), 1)
        if let animationTimingFunction { p = animationTimingFunction._solve(p) }
        let n = valueCount
        let times = resolvedKeyTimes

        if mode == .discrete {
            let i = min(lastIndex(atOrBefore: p, in: times, limit: times.count - 1), n - 1)
            return Sample(indices: (i, i, i, i), weights: (0, 1, 0, 0))
        }
        guard n > 1 else { return Sample(indices: (0, 0, 0, 0), weights: (0, 1, 0, 0)) }

        // Segment [times[i], times[i + 1]] holding p; the last such one when key times repeat.
        let i = min(lastIndex(atOrBefore: p, in: times, limit: n - 1), n - 2)
        let start = times[i], end = times[i + 1]
        var u: Double
        if p <= start { u = 0 } else if p >= end { u = 1 } else { u = (p - start) / (end - start) }
        if i < segmentTimingFunctions.count { u = segmentTimingFunctions[i]._solve(u) }

        let before = max(i - 1, 0), after = min(i + 2, n - 1)
        if mode == .linear || mode == .paced {
            return Sample(indices: (before, i, i + 1, after), weights: (0, 1 - u, u, 0))
        }
        return cubicSample(segment: i, u: u, before: before, after: after)
    }

    /// Kochanek–Bartels Hermite weights for segment i at local parameter u.
    private func cubicSample(segment i: Int, u: Double, before: Int, after: Int) -> Sample {
        let times = resolvedKeyTimes
        let duration = times[i + 1] - times[i]
        let previousDuration = i > 0 ? times[i] - times[i - 1] : duration
        let nextDuration = i + 2 < valueCount ? times[i + 2] - times[i + 1] : duration
        // Tangent scaling for uneven spacing: 2Δᵢ / (Δᵢ₋₁ + Δᵢ) and 2Δᵢ / (Δᵢ + Δᵢ₊₁).
        func scale(_ a: Double, _ b: Double) -> Double { a + b > 0 ? 2 * duration / (a + b) : 1 }
        let outScale = scale(previousDuration, duration), inScale = scale(duration, nextDuration)

        // Outgoing tangent at value i: a·(Pᵢ − Pᵢ₋₁) + b·(Pᵢ₊₁ − Pᵢ).
        let (t0, c0, b0) = (tension[i], continuity[i], bias[i])
        let a = (1 - t0) * (1 + b0) * (1 + c0) / 2 * outScale
        let b = (1 - t0) * (1 - b0) * (1 - c0) / 2 * outScale
        // Incoming tangent at value i + 1: c·(Pᵢ₊₁ − Pᵢ) + d·(Pᵢ₊₂ − Pᵢ₊₁).
        let (t1, c1, b1) = (tension[i + 1], continuity[i + 1], bias[i + 1])
        let c = (1 - t1) * (1 + b1) * (1 - c1) / 2 * inScale
        let d = (1 - t1) * (1 - b1) * (1 + c1) / 2 * inScale

        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u
        let h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        return Sample(indices: (before, i, i + 1, after),
                      weights: (-h10 * a,
                                h00 + h10 * (a - b) - h11 * c,
                                h01 + h10 * b + h11 * (c - d),
                                h11 * d))
    }

    /// The largest index k ≤ limit with times[k] ≤ p (0 if none), by binary search.
    private func lastIndex(atOrBefore p: Double, in times: [Double], limit: Int) -> Int {
        var lo = 0, hi = limit
        if times[0] > p { return 0 }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if times[mid] <= p { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
