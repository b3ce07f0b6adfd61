import Testing
import UIKit

@MainActor @Suite struct UIBezierPathReversingTests {
    private func elements(_ path: UIBezierPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.cgPath.applyWithBlock { e in
            let n = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3][e.pointee.type] ?? 0
            result.append((e.pointee.type, (0..<n).map { e.pointee.points[$0] }))
        }
        return result
    }

    @Test func reversedPolylineRunsBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 1, y: 0))
        path.addLine(to: CGPoint(x: 1, y: 1))
        let reversed = elements(path.reversing())
        #expect(reversed.map(\.1) == [[CGPoint(x: 1, y: 1)], [CGPoint(x: 1, y: 0)], [CGPoint(x: 0, y: 0)]])
    }

    @Test func reversedCurveSwapsItsControlPoints() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 3, y: 0), controlPoint1: CGPoint(x: 1, y: 1), controlPoint2: CGPoint(x: 2, y: 1))
        let reversed = elements(path.reversing())
        #expect(reversed[1].0 == .addCurveToPoint)
        #expect(reversed[1].1 == [CGPoint(x: 2, y: 1), CGPoint(x: 1, y: 1), CGPoint(x: 0, y: 0)])
    }

    @Test func closedSubpathsStayClosedAndKeepTheirArea() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        path.lineWidth = 3
        let reversed = path.reversing()
        #expect(elements(reversed).last?.0 == .closeSubpath)
        #expect(reversed.bounds == path.bounds)
        #expect(reversed.contains(CGPoint(x: 2, y: 2)))
        #expect(reversed.lineWidth == 3)
    }
}
