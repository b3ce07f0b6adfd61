import Testing
import Foundation
import CoreGraphics

@Suite struct CGContextShadowTests {
    @Test func sharpShadowIsTheShapeMovedByTheOffsetYUp() {
        let context = makeContext(width: 20, height: 20)
        context.setShadow(offset: CGSize(width: 4, height: 5), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 2, y: 2, width: 6, height: 6))
        #expect(rgbaAt(context, x: 4, y: 4) == [255, 0, 0, 255])    // the shape
        #expect(rgbaAt(context, x: 10, y: 11) == [0, 0, 255, 255])  // shadow covers x 6..<12, y 7..<13
        #expect(rgbaAt(context, x: 12, y: 11)[3] == 0)
        #expect(rgbaAt(context, x: 10, y: 13)[3] == 0)
        #expect(rgbaAt(context, x: 1, y: 1)[3] == 0)
    }

    @Test func shadowOffsetIgnoresTheCTM() {
        let context = makeContext(width: 20, height: 20)
        // UIKit-style flip: positive height still moves the shadow up on screen (to smaller memory rows).
        context.translateBy(x: 0, y: 20)
        context.scaleBy(x: 1, y: -1)
        context.setShadow(offset: CGSize(width: 0, height: 5), blur: 0, color: .black)
        context.fill(CGRect(x: 0, y: 10, width: 4, height: 4))  // memory rows 10..<14
        #expect(bytes(context, x: 1, row: 6)[3] == 255)
        #expect(bytes(context, x: 1, row: 15)[3] == 0)
    }

    @Test func defaultShadowIsBlackAtOneThirdAlpha() {
        let context = makeContext(width: 20, height: 20)
        context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0)
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(close(rgbaAt(context, x: 12, y: 2), [0, 0, 0, 85]))  // 255 / 3
    }

    @Test func blurredShadowFadesWithDistance() {
        let context = makeContext(width: 40, height: 40)
        context.setShadow(offset: .zero, blur: 8, color: .black)
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        let near = rgbaAt(context, x: 31, y: 20)[3], far = rgbaAt(context, x: 36, y: 20)[3]
        #expect(near > far)
        #expect(near > 0 && near < 255)
        #expect(rgbaAt(context, x: 39, y: 39)[3] < near)
        #expect(rgbaAt(context, x: 20, y: 20) == [255, 255, 255, 255])
    }

    @Test func nilColourAndRestoreTurnTheShadowOff() {
        let context = makeContext(width: 20, height: 20)
        context.saveGState()
        context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: .black)
        context.restoreGState()
        context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(rgbaAt(context, x: 12, y: 2)[3] == 0)
        context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: nil)
        context.fill(CGRect(x: 0, y: 10, width: 5, height: 5))
        #expect(rgbaAt(context, x: 12, y: 12)[3] == 0)
    }

    @Test func clearCastsNoShadow() {
        let context = makeContext(width: 20, height: 20)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        context.setShadow(offset: CGSize(width: 10, height: 0), blur: 0, color: .white)
        context.clear(CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(rgbaAt(context, x: 2, y: 2) == [0, 0, 0, 0])
        #expect(rgbaAt(context, x: 12, y: 2) == [0, 0, 0, 255])
    }
}
