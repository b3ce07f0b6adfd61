/// An animator's timing curve as a function of the fraction u (0…1) of its run time. Not API.
struct _UIAnimatorCurve {
    private let cubic: CAMediaTimingFunction?
    private let spring: _SpringSolution?
    /// Seconds for u to go from 0 to 1.
    var seconds: Double

    /// The curve `provider` gives for an animation of `duration` seconds (nil: ease-in-out).
    @MainActor
    init(_ provider: (any UITimingCurveProvider)?, duration: Double) {
        if let s = provider?.springTimingParameters {
            let (solution, seconds) = s._spring(duration: duration)
            spring = solution
            cubic = nil
            self.seconds = seconds
        } else {
            cubic = provider?.cubicTimingParameters?._timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
            spring = nil
            seconds = duration
        }
    }

    /// Eased progress at u; 1 from u = 1 on (a spring is cut off there).
    @inline(__always)
    func progress(_ u: Double) -> Double {
        if u >= 1 { return 1 }
        if u <= 0 { return 0 }
        if let cubic { return cubic._solve(u) }
        return spring!.progress(at: u * seconds)
    }

    /// The u at which the progress is `p`, for cubic curves; nil for springs (not invertible).
    func inverse(_ p: Double) -> Double? {
        cubic.map { $0._inverse(min(max(p, 0), 1)) }
    }
}

extension _UIAnimatorCurve {
    /// `curve` run over `seconds` instead (a spring keeps its shape in time and is cut off).
    init(rescaling curve: _UIAnimatorCurve, seconds: Double) {
        self = curve
        self.seconds = seconds
    }
}
