import Testing
@testable import QuartzCore

private func controlPoint(_ function: CAMediaTimingFunction, _ index: Int) -> (Float, Float) {
    var values: [Float] = [-7, -7]
    function.getControlPoint(at: index, values: &values)
    return (values[0], values[1])
}

@Suite struct CAMediaTimingFunctionTests {
    @Test func namedFunctionsHaveApplesControlPoints() {
        let expected: [(CAMediaTimingFunctionName, Float, Float, Float, Float)] = [
            (.linear, 0, 0, 1, 1), (.easeIn, 0.42, 0, 1, 1), (.easeOut, 0, 0, 0.58, 1),
            (.easeInEaseOut, 0.42, 0, 0.58, 1), (.default, 0.25, 0.1, 0.25, 1),
        ]
        for (name, c1x, c1y, c2x, c2y) in expected {
            let function = CAMediaTimingFunction(name: name)
            #expect(controlPoint(function, 0) == (0, 0))
            #expect(controlPoint(function, 1) == (c1x, c1y), "\(name.rawValue)")
            #expect(controlPoint(function, 2) == (c2x, c2y), "\(name.rawValue)")
            #expect(controlPoint(function, 3) == (1, 1))
        }
    }

    @Test func customControlPointsAreReportedAsGiven() {
        let function = CAMediaTimingFunction(controlPoints: 0.5, -0.25, 0.9, 1.7)
        #expect(controlPoint(function, 1) == (0.5, -0.25))
        #expect(controlPoint(function, 2) == (0.9, 1.7))
    }

    @Test func customPointsNearABuiltinBecomeThatBuiltin() {
        // Within 0.001 of easeInEaseOut in every component, as Core Animation matches.
        let near = CAMediaTimingFunction(controlPoints: 0.4205, 0.0004, 0.5799, 0.9995)
        #expect(controlPoint(near, 1) == (0.42, 0))
        #expect(near == CAMediaTimingFunction(name: .easeInEaseOut))
        #expect(near.description == "easeInEaseOut")
        let notNear = CAMediaTimingFunction(controlPoints: 0.422, 0, 0.58, 1)
        #expect(controlPoint(notNear, 1) == (0.422, 0))
        #expect(notNear != CAMediaTimingFunction(name: .easeInEaseOut))
    }

    @Test func equalityFollowsControlPoints() {
        #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(name: .easeIn))
        #expect(CAMediaTimingFunction(name: .easeIn) != CAMediaTimingFunction(name: .easeOut))
        let a = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        let b = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
    }

    @Test func descriptionNamesBuiltinsAndListsCustomPoints() {
        #expect(CAMediaTimingFunction(name: .default).description == "default")
        #expect(CAMediaTimingFunction(controlPoints: 0.5, 0, 0.9, 0.7).description == "(0.5 0; 0.9 0.7)")
    }

    @Test func solveHasExactEndPoints() {
        for name: CAMediaTimingFunctionName in [.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
            let function = CAMediaTimingFunction(name: name)
            #expect(function._solve(0) == 0)
            #expect(function._solve(1) == 1)
            #expect(function._solve(-1) == 0)
            #expect(function._solve(2) == 1)
        }
    }

    @Test func easeInEaseOutIsPointSymmetric() {
        // (0.42, 0) and (0.58, 1) are mirror images through (0.5, 0.5), so f(x) + f(1 − x) = 1.
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(abs(function._solve(0.5) - 0.5) < 1e-12)
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(abs(function._solve(x) + function._solve(1 - x) - 1) < 1e-12)
        }
    }

    @Test func easeInAndEaseOutMirrorEachOther() {
        // easeOut's points are easeIn's reflected through (0.5, 0.5): easeOut(x) = 1 − easeIn(1 − x).
        let easeIn = CAMediaTimingFunction(name: .easeIn), easeOut = CAMediaTimingFunction(name: .easeOut)
        for i in 0...100 {
            let x = Double(i) / 100
            #expect(abs(easeOut._solve(x) - (1 - easeIn._solve(1 - x))) < 1e-12)
        }
    }

    @Test func namedCurvesAreMonotonicAndShaped() {
        let easeIn = CAMediaTimingFunction(name: .easeIn), easeOut = CAMediaTimingFunction(name: .easeOut)
        for i in 1..<100 {
            let x = Double(i) / 100
            #expect(easeIn._solve(x) < x)   // slow start: behind the linear pace
            #expect(easeOut._solve(x) > x)  // fast start: ahead of it
            #expect(easeIn._solve(x) > easeIn._solve(x - 0.01))
        }
    }

    @Test func knownValuesMatchIndependentCubicSolution() {
        // easeInEaseOut at x = 0.25: solve 3(1−t)²t·0.42 + 3(1−t)t²·0.58 + t³ = 0.25 by bisection,
        // then y = 3(1−t)t² + t³ (c1y = 0, c2y = 1).
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let t = (lo + hi) / 2
            let x = 3 * (1 - t) * (1 - t) * t * 0.42 + 3 * (1 - t) * t * t * 0.58 + t * t * t
            if x < 0.25 { lo = t } else { hi = t }
        }
        let t = (lo + hi) / 2
        let expected = 3 * (1 - t) * t * t + t * t * t
        #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut)._solve(0.25) - expected) < 1e-12)
        // Sanity of the reference itself: the curve is well known to be ≈ 0.129 there.
        #expect(abs(expected - 0.129) < 0.001)
    }

    @Test func overshootingControlPointsAreClampedWhenEvaluated() {
        let function = CAMediaTimingFunction(controlPoints: 0.3, 1.6, 0.7, 1.4)
        for i in 0...20 {
            #expect(function._solve(Double(i) / 20) <= 1)
        }
    }

    @Test func inverseAndSlopeDelegateToTheCurve() {
        let function = CAMediaTimingFunction(name: .default)
        #expect(abs(function._inverse(function._solve(0.3)) - 0.3) < 1e-12)
        #expect(abs(function._slope(0.3) - function._curve.slope(0.3)) == 0)
    }

    @Test func isSendableAcrossTasks() async {
        let function = CAMediaTimingFunction(name: .easeOut)
        let value = await Task.detached { function._solve(0.5) }.value
        #expect(value == function._solve(0.5))
    }
}
