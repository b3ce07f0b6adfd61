import Testing
import Foundation
@testable import CoreGraphics

@Suite struct PathGeometryTests {
    @Test func quarterTurnHandleFactorIsFourThirdsOfSqrtTwoMinusOne() {
        // tan(π/8) = √2 − 1.
        #expect(abs(PathGeometry.arcHandleFactor(.pi / 2) - 4 / 3 * (2.0.squareRoot() - 1)) < 1e-12)
    }

    @Test func counterclockwiseSweepRaisesTheEndAngle() {
        #expect(abs(PathGeometry.arcSweep(start: 0, end: .pi / 2, clockwise: false) - .pi / 2) < 1e-12)
        #expect(abs(PathGeometry.arcSweep(start: 0, end: -.pi / 2, clockwise: false) - 3 * .pi / 2) < 1e-12)
        #expect(abs(PathGeometry.arcSweep(start: 0, end: 2 * .pi, clockwise: false) - 2 * .pi) < 1e-12)
    }

    @Test func clockwiseSweepLowersTheEndAngle() {
        #expect(abs(PathGeometry.arcSweep(start: 0, end: .pi / 2, clockwise: true) + 3 * .pi / 2) < 1e-12)
        #expect(abs(PathGeometry.arcSweep(start: 0, end: -.pi / 2, clockwise: true) + .pi / 2) < 1e-12)
        #expect(PathGeometry.arcSweep(start: 0, end: 2 * .pi, clockwise: true) == 0)
    }

    @Test func sweepsLongerThanATurnAreCut() {
        #expect(abs(PathGeometry.arcSweep(start: 0, end: 5 * .pi, clockwise: false) - 2 * .pi) < 1e-12)
    }

    @Test func arcCurvesUseOneCubicPerQuarterAndStayOnTheCircle() {
        var ends: [CGPoint] = []
        var midpoints: [CGPoint] = []
        var start = CGPoint(x: 10, y: 0)
        PathGeometry.arcCurves(center: .zero, radius: 10, start: 0, sweep: 3 * .pi / 2) { c1, c2, end in
            ends.append(end)
            // The Bézier at t = 1/2: (p0 + 3c1 + 3c2 + p3) / 8.
            midpoints.append(CGPoint(x: (start.x + 3 * c1.x + 3 * c2.x + end.x) / 8,
                                     y: (start.y + 3 * c1.y + 3 * c2.y + end.y) / 8))
            start = end
        }
        #expect(ends.count == 3)
        #expect(abs(ends[0].x) < 1e-9 && abs(ends[0].y - 10) < 1e-9)
        #expect(abs(ends[2].x) < 1e-9 && abs(ends[2].y + 10) < 1e-9)
        for m in midpoints { #expect(abs(hypot(m.x, m.y) - 10) < 10 * 3e-4) }
    }

    @Test func tangentArcOfARightAngleTouchesBothLinesAtTheRadius() {
        // Corner at (10, 0), coming from the origin and turning to +y: tangent points r back along each line.
        let arc = PathGeometry.tangentArc(current: .zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), radius: 3)!
        #expect(abs(arc.start.x - 7) < 1e-9 && abs(arc.start.y) < 1e-9)
        #expect(abs(arc.end.x - 10) < 1e-9 && abs(arc.end.y - 3) < 1e-9)
        #expect(abs(arc.center.x - 7) < 1e-9 && abs(arc.center.y - 3) < 1e-9)
        #expect(abs(arc.sweep - .pi / 2) < 1e-9)
    }

    @Test func collinearPointsHaveNoTangentArc() {
        #expect(PathGeometry.tangentArc(current: .zero, CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 0), radius: 2) == nil)
    }

    @Test func cubicExtremumOfASymmetricArchIsAtOneHalf() {
        let (t1, t2) = PathGeometry.cubicExtrema(0, 100, 100, 0)
        let ts = [t1, t2].compactMap { $0 }
        #expect(ts.count == 1)
        #expect(abs(ts[0] - 0.5) < 1e-12)
        #expect(abs(PathGeometry.cubic(0, 100, 100, 0, 0.5) - 75) < 1e-12)
    }

    @Test func quadIsRaisedToTheEqualCubic() {
        let (c1, c2) = PathGeometry.quadToCubic(.zero, CGPoint(x: 3, y: 6), CGPoint(x: 6, y: 0))
        #expect(abs(c1.x - 2) < 1e-12 && abs(c1.y - 4) < 1e-12)
        #expect(abs(c2.x - 4) < 1e-12 && abs(c2.y - 4) < 1e-12)
    }

    @Test func squareAroundThePointWindsOnceWithItsDirectionsSign() {
        let corners = [CGPoint(x: -1, y: -1), CGPoint(x: 1, y: -1), CGPoint(x: 1, y: 1), CGPoint(x: -1, y: 1)]
        var counterclockwise = 0, clockwise = 0
        for i in 0..<4 {
            PathGeometry.accumulateWinding(&counterclockwise, corners[i], corners[(i + 1) % 4], .zero)
            PathGeometry.accumulateWinding(&clockwise, corners[(i + 1) % 4], corners[i], .zero)
        }
        #expect(counterclockwise == 1)
        #expect(clockwise == -1)
        var outside = 0
        for i in 0..<4 { PathGeometry.accumulateWinding(&outside, corners[i], corners[(i + 1) % 4], CGPoint(x: 5, y: 0)) }
        #expect(outside == 0)
    }
}
