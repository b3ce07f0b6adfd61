import Testing
import Foundation
import CoreGraphics

@Suite struct CGMutablePathTests {
    private func types(_ path: CGPath) -> [CGPathElementType] {
        var result: [CGPathElementType] = []
        path.applyWithBlock { result.append($0.pointee.type) }
        return result
    }

    @Test func currentPointFollowsTheLastElementAndCloseReturnsToTheStart() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        #expect(path.currentPoint == CGPoint(x: 5, y: 1))
        path.addQuadCurve(to: CGPoint(x: 5, y: 5), control: CGPoint(x: 9, y: 3))
        #expect(path.currentPoint == CGPoint(x: 5, y: 5))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        #expect(types(path) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .closeSubpath])
    }

    @Test func linesWithoutACurrentPointAreIgnored() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 3, y: 3))
        path.addCurve(to: .zero, control1: .zero, control2: .zero)
        #expect(path.isEmpty)
    }

    @Test func transformIsAppliedToStoredPoints() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2), transform: CGAffineTransform(scaleX: 10, y: 10))
        #expect(path.currentPoint == CGPoint(x: 10, y: 20))
    }

    @Test func counterclockwiseArcSweepsTowardsPlusY() {
        // From angle 0 to π/2 counterclockwise: a quarter circle in the +x +y quadrant.
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.maxX - 10) < 1e-9 && abs(box.maxY - 10) < 1e-9)
        #expect(types(path) == [.moveToPoint, .addCurveToPoint])
        #expect(abs(path.currentPoint.x) < 1e-9 && abs(path.currentPoint.y - 10) < 1e-9)
    }

    @Test func clockwiseArcGoesTheOtherWayRound() {
        // From 0 to π/2 clockwise: three quarters through −y and −x.
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX + 10) < 1e-9 && abs(box.minY + 10) < 1e-9 && abs(box.maxX - 10) < 1e-9 && abs(box.maxY - 10) < 1e-9)
        #expect(types(path) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint])
    }

    @Test func arcAfterAPointStartsWithALine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -20, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(types(path) == [.moveToPoint, .addLineToPoint, .addCurveToPoint, .addCurveToPoint])
    }

    @Test func relativeArcSweepsExactlyDelta() {
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: -.pi / 2)
        #expect(abs(path.currentPoint.x) < 1e-9 && abs(path.currentPoint.y + 1) < 1e-9)
    }

    @Test func tangentArcRoundsACorner() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        #expect(abs(path.currentPoint.x - 10) < 1e-9 && abs(path.currentPoint.y - 4) < 1e-9)
        #expect(types(path) == [.moveToPoint, .addLineToPoint, .addCurveToPoint])
    }

    @Test func ellipseIsMoveFourCurvesAndCloseStartingAtMaxXMidY() {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(types(path) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .closeSubpath])
        var first = CGPoint.zero
        path.applyWithBlock { if $0.pointee.type == .moveToPoint { first = $0.pointee.points[0] } }
        #expect(first == CGPoint(x: 20, y: 5))
    }

    @Test func roundedRectKeepsItsBoxAndCutsItsCorners() {
        let path = CGMutablePath()
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 4, cornerHeight: 4)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(!path.contains(CGPoint(x: 0.3, y: 0.3)))
        #expect(path.contains(CGPoint(x: 2, y: 2)))
        #expect(path.contains(CGPoint(x: 10, y: 0.3)))
    }

    @Test func addRectsAndAddPathAppendEveryElement() {
        let path = CGMutablePath()
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 5, y: 5, width: 1, height: 1)])
        let other = CGMutablePath()
        other.addPath(path, transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(types(other).count == 10)
        #expect(other.boundingBox == CGRect(x: 10, y: 0, width: 6, height: 6))
        path.addPath(path)
        #expect(types(path).count == 20)
    }
}
