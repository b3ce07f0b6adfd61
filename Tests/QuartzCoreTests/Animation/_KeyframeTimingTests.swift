import Testing
@testable import QuartzCore

private func value(_ timing: _KeyframeTiming, _ values: [Double], at p: Double) -> Double {
    timing.sample(at: p).combine { values[$0] }
}

@Suite struct KeyframeTimingTests {
    @Test func linearSpacesValuesEvenlyWithoutKeyTimes() {
        let values = [0.0, 10, 30]
        let timing = _KeyframeTiming(mode: .linear, valueCount: 3)
        #expect(timing.resolvedKeyTimes == [0, 0.5, 1])
        #expect(abs(value(timing, values, at: 0.25) - 5) < 1e-12)
        #expect(abs(value(timing, values, at: 0.75) - 20) < 1e-12)
        #expect(value(timing, values, at: 0) == 0)
        #expect(value(timing, values, at: 1) == 30)
        #expect(value(timing, values, at: 1.5) == 30)
        #expect(value(timing, values, at: -1) == 0)
    }

    @Test func linearFollowsKeyTimes() {
        let values = [0.0, 10, 30]
        let timing = _KeyframeTiming(mode: .linear, valueCount: 3, keyTimes: [0, 0.8, 1])
        #expect(abs(value(timing, values, at: 0.4) - 5) < 1e-12)
        #expect(abs(value(timing, values, at: 0.9) - 20) < 1e-12)
        #expect(abs(value(timing, values, at: 0.8) - 10) < 1e-12)
    }

    @Test func repeatedKeyTimeJumpsToTheLaterValue() {
        let values = [0.0, 10, 20, 30]
        let timing = _KeyframeTiming(mode: .linear, valueCount: 4, keyTimes: [0, 0.5, 0.5, 1])
        #expect(abs(value(timing, values, at: 0.5 - 1e-9) - 10) < 1e-6)
        #expect(value(timing, values, at: 0.5) == 20)
    }

    @Test func unusableKeyTimesAreIgnored() {
        let wrongCount = _KeyframeTiming(mode: .linear, valueCount: 3, keyTimes: [0, 1])
        let decreasing = _KeyframeTiming(mode: .linear, valueCount: 3, keyTimes: [0, 0.7, 0.2])
        #expect(wrongCount.resolvedKeyTimes == [0, 0.5, 1])
        #expect(decreasing.resolvedKeyTimes == [0, 0.5, 1])
    }

    @Test func segmentTimingFunctionShapesItsSegmentOnly() {
        let values = [0.0, 10, 30]
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        let timing = _KeyframeTiming(mode: .linear, valueCount: 3, timingFunctions: [easeIn])
        #expect(abs(value(timing, values, at: 0.25) - 10 * easeIn._solve(0.5)) < 1e-12)
        // The second segment has no timing function: linear.
        #expect(abs(value(timing, values, at: 0.75) - 20) < 1e-12)
    }

    @Test func animationTimingFunctionIsAppliedBeforeTheKeyframes() {
        let values = [0.0, 100]
        let curve = CAMediaTimingFunction(name: .easeInEaseOut)
        let timing = _KeyframeTiming(mode: .linear, valueCount: 2, timingFunction: curve)
        for p in [0.1, 0.3, 0.6] {
            #expect(abs(value(timing, values, at: p) - 100 * curve._solve(p)) < 1e-12)
        }
    }

    @Test func discreteHoldsEachValueForAnEqualShareWithoutKeyTimes() {
        let timing = _KeyframeTiming(mode: .discrete, valueCount: 3)
        let values = [1.0, 2, 3]
        #expect(value(timing, values, at: 0) == 1)
        #expect(value(timing, values, at: 0.3) == 1)
        #expect(value(timing, values, at: 0.34) == 2)
        #expect(value(timing, values, at: 0.99) == 3)
        #expect(value(timing, values, at: 1) == 3)
    }

    @Test func discreteKeyTimesHaveOneMoreEntryThanValues() {
        // Apple's example: the value at the penultimate key time stays until the animation ends.
        let timing = _KeyframeTiming(mode: .discrete, valueCount: 3, keyTimes: [0, 0.25, 0.75, 1])
        let values = [0.0, 300, 60]
        #expect(value(timing, values, at: 0.1) == 0)
        #expect(value(timing, values, at: 0.5) == 300)
        #expect(value(timing, values, at: 0.8) == 60)
        #expect(value(timing, values, at: 1) == 60)
    }

    @Test func pacedMovesAtConstantSpeedAndIgnoresTiming() {
        // Apple's example values 310, 60, 120, 60, 310: 620 points of travel in total.
        let values = [310.0, 60, 120, 60, 310]
        let lengths = zip(values, values.dropFirst()).map { abs($1 - $0) }
        let timing = _KeyframeTiming(mode: .paced, valueCount: 5, keyTimes: [0, 0.1, 0.2, 0.3, 1],
                                     timingFunctions: [CAMediaTimingFunction(name: .easeIn)],
                                     timingFunction: CAMediaTimingFunction(name: .easeOut),
                                     segmentLengths: lengths)
        let expected: [Double] = [0, 250.0 / 620, 310.0 / 620, 370.0 / 620, 1]
        #expect(timing.resolvedKeyTimes == expected)
        let h = 1e-6
        for p in [0.1, 0.3, 0.45, 0.55, 0.8, 0.95] {
            let speed = abs(value(timing, values, at: p + h) - value(timing, values, at: p - h)) / (2 * h)
            #expect(abs(speed - 620) < 1e-3, "at \(p)")
        }
    }

    @Test func pacedWithoutDistancesSpacesEvenly() {
        #expect(_KeyframeTiming(mode: .paced, valueCount: 3, segmentLengths: [0, 0]).resolvedKeyTimes == [0, 0.5, 1])
        #expect(_KeyframeTiming(mode: .paced, valueCount: 3).resolvedKeyTimes == [0, 0.5, 1])
    }

    @Test func cubicPassesThroughEveryValueAtItsKeyTime() {
        let values = [0.0, 5, -3, 8, 2]
        for keyTimes in [nil, [0, 0.1, 0.5, 0.6, 1]] as [[Double]?] {
            let timing = _KeyframeTiming(mode: .cubic, valueCount: 5, keyTimes: keyTimes,
                                         tensionValues: [0.3, -0.2, 0.5, 0, 0.1], biasValues: [0, 0.4, -0.4, 0, 0])
            for (i, t) in timing.resolvedKeyTimes.enumerated() {
                #expect(abs(value(timing, values, at: t) - values[i]) < 1e-12)
            }
        }
    }

    @Test func cubicDefaultsToCatmullRomWhichReproducesAParabola() {
        // On an even grid Catmull–Rom is exact for quadratics away from the ends: values k²
        // give (k + 1/2)² at the middle of segment k.
        let values = [0.0, 1, 4, 9, 16]
        let timing = _KeyframeTiming(mode: .cubic, valueCount: 5)
        #expect(abs(value(timing, values, at: 0.375) - 2.25) < 1e-12)  // middle of segment 1
        #expect(abs(value(timing, values, at: 0.625) - 6.25) < 1e-12)  // middle of segment 2
    }

    @Test func fullTensionGivesSmoothstepBetweenValues() {
        // Tension 1 zeroes the tangents: value = Pᵢ + (Pᵢ₊₁ − Pᵢ)·(3u² − 2u³).
        let values = [0.0, 10, 30]
        let timing = _KeyframeTiming(mode: .cubic, valueCount: 3, tensionValues: [1, 1, 1])
        let u = 0.25
        #expect(abs(value(timing, values, at: 0.125) - 10 * (3 * u * u - 2 * u * u * u)) < 1e-12)
    }

    @Test func catmullRomIsSmoothAcrossKeyframes() {
        let values = [0.0, 5, -3, 8]
        let timing = _KeyframeTiming(mode: .cubic, valueCount: 4)
        let h = 1e-7, t = 1.0 / 3
        let left = (value(timing, values, at: t) - value(timing, values, at: t - h)) / h
        let right = (value(timing, values, at: t + h) - value(timing, values, at: t)) / h
        #expect(abs(left - right) < 1e-4 * abs(left))
    }

    @Test func weightsAlwaysSumToOne() {
        let modes: [CAAnimationCalculationMode] = [.linear, .discrete, .paced, .cubic, .cubicPaced]
        for mode in modes {
            let timing = _KeyframeTiming(mode: mode, valueCount: 6, segmentLengths: [1, 4, 2, 0, 3],
                                         tensionValues: [0.5, -1, 0, 0.2, 0.9, 0],
                                         continuityValues: [0, 0.5, -0.5, 0, 1, 0], biasValues: [1, 0, -1, 0.5, 0, 0])
            for i in 0...100 {
                let w = timing.sample(at: Double(i) / 100).weights
                #expect(abs(w.0 + w.1 + w.2 + w.3 - 1) < 1e-12, "\(mode.rawValue)")
            }
        }
    }

    @Test func cubicPacedUsesChordLengthKeyTimes() {
        let timing = _KeyframeTiming(mode: .cubicPaced, valueCount: 3, keyTimes: [0, 0.9, 1], segmentLengths: [1, 3])
        #expect(timing.resolvedKeyTimes == [0, 0.25, 1])
        #expect(abs(value(timing, [0, 1, 4], at: 0.25) - 1) < 1e-12)
    }

    @Test func singleValueIsAlwaysThatValue() {
        for mode: CAAnimationCalculationMode in [.linear, .discrete, .paced, .cubic] {
            let timing = _KeyframeTiming(mode: mode, valueCount: 1)
            #expect(value(timing, [7], at: 0.4) == 7)
        }
    }

    @Test func unknownModeBehavesAsLinear() {
        let timing = _KeyframeTiming(mode: CAAnimationCalculationMode("spline"), valueCount: 2)
        #expect(timing.mode == .linear)
        #expect(abs(value(timing, [0, 10], at: 0.3) - 3) < 1e-12)
    }
}
