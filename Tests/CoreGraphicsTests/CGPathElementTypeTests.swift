import Testing
@testable import CoreGraphics

@Suite struct CGPathElementTypeTests {
    @Test func rawValuesAreApples() {
        #expect(CGPathElementType.moveToPoint.rawValue == 0)
        #expect(CGPathElementType.addLineToPoint.rawValue == 1)
        #expect(CGPathElementType.addQuadCurveToPoint.rawValue == 2)
        #expect(CGPathElementType.addCurveToPoint.rawValue == 3)
        #expect(CGPathElementType.closeSubpath.rawValue == 4)
    }

    @Test func pointCountsMatchTheElementKind() {
        #expect(CGPathElementType.moveToPoint.pointCount == 1)
        #expect(CGPathElementType.addQuadCurveToPoint.pointCount == 2)
        #expect(CGPathElementType.addCurveToPoint.pointCount == 3)
        #expect(CGPathElementType.closeSubpath.pointCount == 0)
    }
}
