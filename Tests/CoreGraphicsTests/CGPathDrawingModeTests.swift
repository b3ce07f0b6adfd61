import Testing
import CoreGraphics

@Suite struct CGPathDrawingModeTests {
    @Test func rawValuesAreApples() {
        #expect(CGPathDrawingMode.fill.rawValue == 0)
        #expect(CGPathDrawingMode.eoFill.rawValue == 1)
        #expect(CGPathDrawingMode.stroke.rawValue == 2)
        #expect(CGPathDrawingMode.fillStroke.rawValue == 3)
        #expect(CGPathDrawingMode.eoFillStroke.rawValue == 4)
    }

    @Test func eoFillStrokeLeavesTheHoleButStrokesItsEdge() {
        let context = makeContext(width: 20, height: 20)
        context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setLineWidth(2)
        context.addRect(CGRect(x: 2, y: 2, width: 16, height: 16))
        context.addRect(CGRect(x: 6, y: 6, width: 8, height: 8))
        context.drawPath(using: .eoFillStroke)
        #expect(rgbaAt(context, x: 10, y: 10)[3] == 0)
        #expect(rgbaAt(context, x: 6, y: 10) == [0, 0, 255, 255])
        #expect(rgbaAt(context, x: 4, y: 10) == [0, 0, 0, 255])
    }
}
