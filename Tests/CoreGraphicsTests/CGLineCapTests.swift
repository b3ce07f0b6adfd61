import Testing
import CoreGraphics

@Suite struct CGLineCapTests {
    @Test func rawValuesAreApples() {
        #expect(CGLineCap.butt.rawValue == 0 && CGLineCap.round.rawValue == 1 && CGLineCap.square.rawValue == 2)
    }

    @Test func buttCapStopsAtTheEndPoint() {
        let context = makeContext(width: 20, height: 20)
        context.setLineWidth(4)
        context.strokeLineSegments(between: [CGPoint(x: 5, y: 10), CGPoint(x: 15, y: 10)])
        #expect(rgbaAt(context, x: 4, y: 10)[3] == 0)
        #expect(rgbaAt(context, x: 5, y: 10)[3] == 255)
    }
}
