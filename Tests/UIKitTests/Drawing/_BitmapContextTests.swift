import Testing
@testable import UIKit
@testable import QuartzCore

@MainActor @Suite struct BitmapContextTests {
    @Test func pixelsRoundUpButIgnoreFloatNoise() {
        #expect(_BitmapContext.pixels(10, scale: 1) == 10)
        #expect(_BitmapContext.pixels(10.5, scale: 1) == 11)
        #expect(_BitmapContext.pixels(10.000000001, scale: 1) == 10)
        #expect(_BitmapContext.pixels(33.3333333, scale: 3) == 100)
    }

    @Test func contextIsFlippedLikeUIKits() {
        let context = _BitmapContext.make(size: CGSize(width: 10, height: 20), scale: 2, opaque: false, caller: "test")
        #expect(context.width == 20 && context.height == 40)
        // Apple: a UIKit context at scale s on h pixels reports (s, 0, 0, −s, 0, h).
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: -2, tx: 0, ty: 40))
    }

    @Test func opaqueContextsHaveNoAlpha() {
        let opaque = _BitmapContext.make(size: CGSize(width: 1, height: 1), scale: 1, opaque: true, caller: "test")
        let clear = _BitmapContext.make(size: CGSize(width: 1, height: 1), scale: 1, opaque: false, caller: "test")
        #expect(opaque.alphaInfo == .noneSkipFirst)
        #expect(clear.alphaInfo == .premultipliedFirst)
    }
}
