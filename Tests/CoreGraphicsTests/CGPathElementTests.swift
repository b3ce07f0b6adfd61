import Testing
import CoreGraphics

@Suite struct CGPathElementTests {
    @Test func curveElementCarriesControlPointsThenEnd() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 1, y: 0), control2: CGPoint(x: 2, y: 0))
        var points: [CGPoint] = []
        path.applyWithBlock { element in
            if element.pointee.type == .addCurveToPoint { points = (0..<3).map { element.pointee.points[$0] } }
        }
        #expect(points == [CGPoint(x: 1, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 3, y: 3)])
    }
}
