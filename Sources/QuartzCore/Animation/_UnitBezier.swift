/// The cubic Bézier timing curve from (0, 0) through control points (x1, y1), (x2, y2) to (1, 1),
/// read as a function y = f(x): input progress (fraction of the duration) to eased progress.
///
/// The curve is the parametric pair x(t), y(t) for t in [0, 1]:
/// `B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³`. With every component in [0, 1] both x(t) and y(t)
/// are strictly increasing — their derivatives are 3[(1−t)²c1 + 2(1−t)t(c2−c1) + t²(1−c2)],
/// at least 3(1−2t)² ≥ 0 and zero at most at one point — so f and its inverse are functions.
/// The initialiser clamps the components to [0, 1] to keep that true.
///
/// Solving is exact to floating-point resolution (Newton's method from t = x, falling back to
/// bisection), allocation-free and safe to call from any thread. Eased values are exact to
/// ~1e-15, except near an interior vertical tangent (only possible with x1 = 1 and x2 = 0 or
/// close to it), where y(x) has unbounded slope and the error grows to the cube root of the
/// rounding (~1e-5 at the tangent itself).
package struct _UnitBezier: Hashable, Sendable {
    /// Polynomial coefficients: x(t) = ((ax·t + bx)·t + cx)·t, and the same for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double

    /// The control points as used, after clamping.
    package let x1: Double, y1: Double, x2: Double, y2: Double

    package init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        let range = AnimationConstants.controlPointRange
        func clamp(_ v: Double) -> Double { v.isNaN ? range.lowerBound : min(max(v, range.lowerBound), range.upperBound) }
        self.x1 = clamp(x1); self.y1 = clamp(y1); self.x2 = clamp(x2); self.y2 = clamp(y2)
        cx = 3 * self.x1
        bx = 3 * (self.x2 - self.x1) - cx
        ax = 1 - cx - bx
        cy = 3 * self.y1
        by = 3 * (self.y2 - self.y1) - cy
        ay = 1 - cy - by
    }

    /// x(t).
    @inline(__always) package func x(atParameter t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    /// y(t).
    @inline(__always) package func y(atParameter t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    /// dx/dt.
    @inline(__always) private func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    /// dy/dt.
    @inline(__always) private func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// Eased progress f(x). `x` outside [0, 1] is clamped, so the result is always in [0, 1].
    package func solve(_ x: Double) -> Double {
        y(atParameter: parameter(forX: x))
    }

    /// The slope df/dx at `x` (clamped to [0, 1]): how fast eased progress moves per unit of
    /// input progress. Multiply by (distance / duration) for the on-screen velocity.
    /// Where the curve is vertical (dx/dt = 0, dy/dt > 0) the slope is `+infinity`; where both
    /// vanish it is the limit along the curve.
    func slope(_ x: Double) -> Double {
        let t = parameter(forX: x)
        let dxdt = dx(t), dydt = dy(t)
        if dxdt != 0 { return dydt / dxdt }
        if dydt != 0 { return .infinity }
        // Both derivatives vanish only at an end point with a control point on it
        // (t = 0 with P1 = (0,0), or t = 1 with P2 = (1,1)); take the ratio of second derivatives.
        let ddx = 6 * ax * t + 2 * bx, ddy = 6 * ay * t + 2 * by
        return ddx != 0 ? ddy / ddx : 1
    }

    /// The input progress x at which the eased progress is `y` (clamped to [0, 1]): the inverse
    /// of `solve`, for turning a position on the curve back into elapsed time.
    package func inverse(_ y: Double) -> Double {
        x(atParameter: parameter(forY: y))
    }

    /// The curve parameter t with x(t) = x.
    package func parameter(forX x: Double) -> Double {
        Self.root(of: { self.x(atParameter: $0) }, derivative: { self.dx($0) }, equal: x)
    }

    /// The curve parameter t with y(t) = y.
    package func parameter(forY y: Double) -> Double {
        Self.root(of: { self.y(atParameter: $0) }, derivative: { self.dy($0) }, equal: y)
    }

    /// Solves g(t) = target on [0, 1] for a strictly increasing cubic g with g(0) = 0, g(1) = 1.
    @inline(__always)
    private static func root(of g: (Double) -> Double, derivative: (Double) -> Double,
                             equal target: Double) -> Double {
        guard target > 0 else { return 0 }
        guard target < 1 else { return 1 }
        let tolerance = AnimationConstants.bezierSolveTolerance
        // Newton from t = target (exact for the linear curve).
        var t = target
        for _ in 0..<AnimationConstants.bezierNewtonIterations {
            let error = g(t) - target
            if abs(error) <= tolerance { return t }
            let slope = derivative(t)
            if abs(slope) < AnimationConstants.bezierNewtonMinimumSlope { break }
            let next = t - error / slope
            if !(next >= 0 && next <= 1) { break }
            t = next
        }
        // Bisection keeps the invariant g(lo) ≤ target ≤ g(hi).
        var lo = 0.0, hi = 1.0
        for _ in 0..<AnimationConstants.bezierBisectionIterations {
            let mid = 0.5 * (lo + hi)
            let value = g(mid)
            if abs(value - target) <= tolerance { return mid }
            if value < target { lo = mid } else { hi = mid }
        }
        return 0.5 * (lo + hi)
    }
}
