import Testing
@testable import QuartzCore

/// Reference evaluation written independently of `_UnitBezier`: the Bernstein form of the cubic,
/// with x(t) = x solved by plain bisection on t.
private func referenceEase(_ x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
    func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = (lo + hi) / 2
        if bernstein(mid, x1, x2) < x { lo = mid } else { hi = mid }
    }
    return bernstein((lo + hi) / 2, y1, y2)
}

@Suite struct UnitBezierTests {
    static let curves: [(Double, Double, Double, Double)] = [
        (0.42, 0, 0.58, 1), (0.25, 0.1, 0.25, 1), (0.42, 0, 1, 1), (0, 0, 0.58, 1),
        (0.5, 0, 0.9, 0.7), (1, 0, 0, 1), (0, 1, 1, 0), (0.9, 0.05, 0.95, 0.1), (0.05, 0.9, 0.1, 0.95),
    ]

    @Test func solveMatchesIndependentBisectionToTwelveDigits() {
        // (1, 0, 0, 1) is left out: its tangent is vertical at x = 0.5, where y(x) has infinite
        // slope and no double-precision solver can be exact (see the next test).
        for c in Self.curves where c != (1, 0, 0, 1) {
            let curve = _UnitBezier(c.0, c.1, c.2, c.3)
            for i in 0...200 {
                let x = Double(i) / 200
                let expected = referenceEase(x, c.0, c.1, c.2, c.3)
                #expect(abs(curve.solve(x) - expected) < 1e-12, "curve \(c) at x = \(x)")
            }
        }
    }

    @Test func verticalTangentIsSolvedToTheCubeRootOfRounding() {
        // x(t) − 0.5 = 4(t − 0.5)³ near t = 0.5, so t is fixed only to ∛(1e-16 / 4) ≈ 3e-6 and
        // y (slope 1.5 in t) to about 5e-6; the exact value there is y = 0.5.
        let curve = _UnitBezier(1, 0, 0, 1)
        #expect(abs(curve.solve(0.5) - 0.5) < 1e-5)
        #expect(abs(curve.solve(0.4) - referenceEase(0.4, 1, 0, 0, 1)) < 1e-12)
    }

    @Test func endPointsAreExact() {
        for c in Self.curves {
            let curve = _UnitBezier(c.0, c.1, c.2, c.3)
            #expect(curve.solve(0) == 0)
            #expect(curve.solve(1) == 1)
        }
    }

    @Test func inputOutsideUnitIntervalIsClamped() {
        let curve = _UnitBezier(0.42, 0, 0.58, 1)
        #expect(curve.solve(-0.5) == 0)
        #expect(curve.solve(1.5) == 1)
        #expect(curve.solve(-.infinity) == 0)
    }

    @Test func linearCurveIsIdentity() {
        let curve = _UnitBezier(0, 0, 1, 1)
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(abs(curve.solve(x) - x) < 1e-15)
        }
    }

    @Test func controlPointsOutsideUnitSquareAreClampedBeforeEvaluation() {
        let overshooting = _UnitBezier(0.5, -0.5, 0.5, 1.5)
        let clamped = _UnitBezier(0.5, 0, 0.5, 1)
        #expect(overshooting.y1 == 0 && overshooting.y2 == 1)
        for i in 0...50 {
            let x = Double(i) / 50
            #expect(overshooting.solve(x) == clamped.solve(x))
            #expect(overshooting.solve(x) >= 0 && overshooting.solve(x) <= 1)
        }
    }

    @Test func solveIsMonotonicForEveryCurve() {
        for c in Self.curves {
            let curve = _UnitBezier(c.0, c.1, c.2, c.3)
            var previous = 0.0
            for i in 1...1000 {
                let value = curve.solve(Double(i) / 1000)
                #expect(value >= previous - 1e-15, "curve \(c)")
                previous = value
            }
        }
    }

    @Test func inverseUndoesSolve() {
        for c in Self.curves where c != (1, 0, 0, 1) {  // (1,0,0,1) is vertical at x = 0.5
            let curve = _UnitBezier(c.0, c.1, c.2, c.3)
            for i in 0...100 {
                let x = Double(i) / 100
                #expect(abs(curve.inverse(curve.solve(x)) - x) < 1e-9, "curve \(c) at \(x)")
            }
        }
    }

    @Test func slopeMatchesCentralDifference() {
        let h = 1e-6
        for c in Self.curves.prefix(5) {
            let curve = _UnitBezier(c.0, c.1, c.2, c.3)
            for i in 1..<20 {
                let x = Double(i) / 20
                let numeric = (curve.solve(x + h) - curve.solve(x - h)) / (2 * h)
                #expect(abs(curve.slope(x) - numeric) < 1e-5, "curve \(c) at \(x)")
            }
        }
    }

    @Test func slopeAtEndsOfEaseInEaseOutIsZero() {
        // P1 = (0.42, 0) lies on the x axis: dy/dt = 0 at t = 0 while dx/dt = 3·0.42.
        let curve = _UnitBezier(0.42, 0, 0.58, 1)
        #expect(curve.slope(0) == 0)
        #expect(abs(curve.slope(1)) < 1e-15)
        // The linear curve has slope 1 everywhere, including its ends.
        #expect(abs(_UnitBezier(0, 0, 1, 1).slope(0) - 1) < 1e-15)
    }

    @Test func slopeIsLimitWhereBothDerivativesVanish() {
        // P1 = (0,0): x ≈ 3x2·t², y ≈ 3y2·t² near t = 0, so dy/dx → y2/x2 = 0.5/0.25 = 2.
        let curve = _UnitBezier(0, 0, 0.25, 0.5)
        #expect(abs(curve.slope(0) - 2) < 1e-12)
    }
}
