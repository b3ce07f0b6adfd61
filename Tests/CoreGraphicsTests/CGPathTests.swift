import Testing
import Foundation
import CoreGraphics

@Suite struct CGPathTests {
    /// The arch from (0, 0) to (100, 0) with controls (0, 100) and (100, 100): its top is at
    /// y = B(½) = 3/8·100 + 3/8·100 = 75.
    private func arch() -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        return path
    }

    @Test func boundingBoxIncludesControlPoints() {
        #expect(arch().boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func boundingBoxOfPathIsTight() {
        let box = arch().boundingBoxOfPath
        #expect(abs(box.maxY - 75) < 1e-9)
        #expect(abs(box.minX) < 1e-9 && abs(box.maxX - 100) < 1e-9 && abs(box.minY) < 1e-9)
    }

    @Test func emptyPathHasNullBoxesAndZeroCurrentPoint() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        #expect(path.boundingBox.isNull)
        #expect(path.boundingBoxOfPath.isNull)
        #expect(path.currentPoint == .zero)
    }

    @Test func ellipseBoxesEqualItsRect() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        let path = CGPath(ellipseIn: rect, transform: nil)
        #expect(path.boundingBox == rect)
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.minX - 10) < 1e-9 && abs(tight.maxX - 40) < 1e-9 && abs(tight.maxY - 60) < 1e-9)
    }

    @Test func rectPathIsMoveThreeLinesAndClose() {
        var types: [CGPathElementType] = []
        var points: [CGPoint] = []
        CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).applyWithBlock { element in
            types.append(element.pointee.type)
            for i in 0..<(element.pointee.type == .closeSubpath ? 0 : 1) { points.append(element.pointee.points[i]) }
        }
        #expect(types == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(points == [CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6)])
    }

    @Test func convenienceInitialisersApplyTheirTransform() {
        var t = CGAffineTransform(translationX: 5, y: 7)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &t)
        #expect(path.boundingBox == CGRect(x: 5, y: 7, width: 1, height: 1))
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 2, cornerHeight: 2, transform: &t)
        #expect(rounded.boundingBox == CGRect(x: 5, y: 7, width: 10, height: 10))
    }

    @Test func containsFollowsTheWindingRule() {
        // Two nested squares drawn in the same direction: winding 2 in the inner one.
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(path.contains(CGPoint(x: 5, y: 5), using: .winding))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 1, y: 1), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 11, y: 5)))
    }

    @Test func oppositeDirectionsMakeAHoleUnderWinding() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addLines(between: [CGPoint(x: 3, y: 3), CGPoint(x: 3, y: 7), CGPoint(x: 7, y: 7), CGPoint(x: 7, y: 3)])
        path.closeSubpath()
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .winding))
        #expect(path.contains(CGPoint(x: 1, y: 5), using: .winding))
    }

    @Test func containsFlattensCurvesAndClosesOpenSubpaths() {
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        #expect(circle.contains(CGPoint(x: 6.9, y: 6.9)))        // radius 9.76
        #expect(!circle.contains(CGPoint(x: 7.2, y: 7.2)))       // radius 10.18
        // The open arch is filled as if closed by its base.
        #expect(arch().contains(CGPoint(x: 50, y: 70)))
        #expect(!arch().contains(CGPoint(x: 50, y: 80)))
    }

    @Test func containsTransformsThePath() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(path.contains(CGPoint(x: 105, y: 5), transform: CGAffineTransform(translationX: 100, y: 0)))
        #expect(!path.contains(CGPoint(x: 5, y: 5), transform: CGAffineTransform(translationX: 100, y: 0)))
    }

    @Test func copiesAreEqualAndIndependent() {
        let path = arch()
        let copy = path.copy()!
        let mutable = path.mutableCopy()!
        #expect(copy == path)
        mutable.addLine(to: CGPoint(x: 0, y: 0))
        #expect(mutable != path)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func copyUsingTransformMovesEveryPoint() {
        var t = CGAffineTransform(scaleX: 2, y: 3)
        let copy = CGPath(rect: CGRect(x: 1, y: 1, width: 1, height: 1), transform: nil).copy(using: &t)!
        #expect(copy.boundingBox == CGRect(x: 2, y: 3, width: 2, height: 3))
        #expect(copy.currentPoint == CGPoint(x: 2, y: 3))
    }
}
