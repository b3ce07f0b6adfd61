import Testing
import Foundation
import CoreGraphics

@Suite struct CGContextPathTests {
    @Test func pathStartsEmptyAndTracksItsCurrentPoint() {
        let context = makeContext()
        #expect(context.isPathEmpty)
        #expect(context.currentPointOfPath == .zero)
        context.move(to: CGPoint(x: 1, y: 2))
        context.addLine(to: CGPoint(x: 3, y: 4))
        #expect(!context.isPathEmpty)
        #expect(context.currentPointOfPath == CGPoint(x: 3, y: 4))
        context.beginPath()
        #expect(context.isPathEmpty)
    }

    @Test func lineWithoutACurrentPointIsIgnored() {
        let context = makeContext()
        context.addLine(to: CGPoint(x: 3, y: 4))
        #expect(context.isPathEmpty)
    }

    @Test func boundingBoxOfPathIncludesControlPoints() {
        let context = makeContext()
        context.move(to: .zero)
        context.addCurve(to: CGPoint(x: 8, y: 0), control1: CGPoint(x: 0, y: 9), control2: CGPoint(x: 8, y: 9))
        #expect(context.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 8, height: 9))
        #expect(makeContext().boundingBoxOfPath.isNull)
    }

    @Test func pathPointsAreFixedByTheCTMWhenAdded() {
        let context = makeContext()
        context.translateBy(x: 5, y: 0)
        context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.translateBy(x: -5, y: 0)
        // In the new user space the rect sits 5 units to the right.
        #expect(context.boundingBoxOfPath == CGRect(x: 5, y: 0, width: 1, height: 1))
        context.fillPath()
        #expect(rgbaAt(context, x: 5, y: 0)[3] == 255)
        #expect(rgbaAt(context, x: 0, y: 0)[3] == 0)
        #expect(context.isPathEmpty)
    }

    @Test func counterclockwiseArcInAYUpContextCoversTheUpperHalf() {
        let context = makeContext(width: 20, height: 20)
        // Half disc from angle 0 to π, counterclockwise in y-up space: through (10, 18), above the centre.
        context.move(to: CGPoint(x: 10, y: 10))
        context.addArc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi, clockwise: false)
        context.closePath()
        context.fillPath()
        #expect(rgbaAt(context, x: 10, y: 15)[3] == 255)
        #expect(rgbaAt(context, x: 10, y: 5)[3] == 0)
    }

    @Test func clockwiseArcInAYUpContextCoversTheLowerHalf() {
        let context = makeContext(width: 20, height: 20)
        context.move(to: CGPoint(x: 10, y: 10))
        context.addArc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi, clockwise: true)
        context.closePath()
        context.fillPath()
        #expect(rgbaAt(context, x: 10, y: 5)[3] == 255)
        #expect(rgbaAt(context, x: 10, y: 15)[3] == 0)
    }

    @Test func inAFlippedContextTheSameArcAppearsInTheOtherHalf() {
        let context = makeContext(width: 20, height: 20)
        // UIKit's flip: origin top-left, y down.
        context.translateBy(x: 0, y: 20)
        context.scaleBy(x: 1, y: -1)
        context.move(to: CGPoint(x: 10, y: 10))
        context.addArc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: .pi, clockwise: false)
        context.closePath()
        context.fillPath()
        // The arc passes through user (10, 18), which is 18 units *down* from the top: memory row 18.
        #expect(bytes(context, x: 10, row: 15)[3] == 255)
        #expect(bytes(context, x: 10, row: 5)[3] == 0)
    }

    @Test func addPathAppendsACGPath() {
        let context = makeContext()
        context.addPath(CGPath(ellipseIn: CGRect(x: 2, y: 2, width: 6, height: 6), transform: nil))
        #expect(context.boundingBoxOfPath == CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(context.pathContains(CGPoint(x: 5, y: 5), mode: .fill))
        #expect(!context.pathContains(CGPoint(x: 2.2, y: 2.2), mode: .fill))
    }

    @Test func tangentArcEndsOnTheSecondLine() {
        let context = makeContext()
        context.move(to: .zero)
        context.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 3)
        #expect(abs(context.currentPointOfPath.x - 10) < 1e-6 && abs(context.currentPointOfPath.y - 3) < 1e-6)
    }

    @Test func quadCurveEndsAtItsEndPoint() {
        let context = makeContext()
        context.move(to: .zero)
        context.addQuadCurve(to: CGPoint(x: 6, y: 0), control: CGPoint(x: 3, y: 6))
        #expect(context.currentPointOfPath == CGPoint(x: 6, y: 0))
        // Control points of the equal cubic reach y = 4.
        #expect(abs(context.boundingBoxOfPath.height - 4) < 1e-9)
    }
}
