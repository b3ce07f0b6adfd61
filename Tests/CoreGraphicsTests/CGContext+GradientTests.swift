import Testing
import Foundation
import CoreGraphics

@Suite struct CGContextGradientTests {
    /// Black to white, evenly spaced.
    private let ramp = CGGradient(colorsSpace: CGColorSpaceCreateDeviceGray(), colors: [.black, .white], locations: nil)!

    @Test func linearGradientInterpolatesAlongTheAxis() {
        let context = makeContext(width: 20, height: 4)
        context.drawLinearGradient(ramp, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 20, y: 0), options: [])
        // Pixel 10 is sampled at x = 10.5: location 0.525 → 134.
        let mid = rgbaAt(context, x: 10, y: 1)
        #expect(abs(Int(mid[0]) - 134) <= 2 && mid[3] == 255)
        #expect(rgbaAt(context, x: 0, y: 1)[0] < rgbaAt(context, x: 5, y: 1)[0])
        #expect(rgbaAt(context, x: 15, y: 1)[0] < rgbaAt(context, x: 19, y: 1)[0])
    }

    @Test func withoutOptionsNothingIsPaintedBeyondTheEnds() {
        let context = makeContext(width: 20, height: 4)
        context.drawLinearGradient(ramp, start: CGPoint(x: 5, y: 0), end: CGPoint(x: 15, y: 0), options: [])
        #expect(rgbaAt(context, x: 2, y: 1)[3] == 0)
        #expect(rgbaAt(context, x: 17, y: 1)[3] == 0)
        #expect(rgbaAt(context, x: 10, y: 1)[3] == 255)
    }

    @Test func bothOptionsExtendTheEndColours() {
        let context = makeContext(width: 20, height: 4)
        context.drawLinearGradient(ramp, start: CGPoint(x: 5, y: 0), end: CGPoint(x: 15, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(rgbaAt(context, x: 2, y: 1) == [0, 0, 0, 255])
        #expect(rgbaAt(context, x: 17, y: 1) == [255, 255, 255, 255])
    }

    @Test func oneOptionExtendsOnlyItsSide() {
        let after = makeContext(width: 20, height: 4)
        after.drawLinearGradient(ramp, start: CGPoint(x: 5, y: 0), end: CGPoint(x: 15, y: 0), options: .drawsAfterEndLocation)
        #expect(rgbaAt(after, x: 2, y: 1)[3] == 0)
        #expect(rgbaAt(after, x: 17, y: 1) == [255, 255, 255, 255])
        let before = makeContext(width: 20, height: 4)
        before.drawLinearGradient(ramp, start: CGPoint(x: 5, y: 0), end: CGPoint(x: 15, y: 0), options: .drawsBeforeStartLocation)
        #expect(rgbaAt(before, x: 2, y: 1) == [0, 0, 0, 255])
        #expect(rgbaAt(before, x: 17, y: 1)[3] == 0)
    }

    @Test func verticalGradientRunsUpInAYUpContext() {
        let context = makeContext(width: 4, height: 20)
        context.drawLinearGradient(ramp, start: .zero, end: CGPoint(x: 0, y: 20), options: [])
        // Black at the bottom of user space (last memory row), white at the top.
        #expect(bytes(context, x: 1, row: 19)[0] < 20)
        #expect(bytes(context, x: 1, row: 0)[0] > 235)
    }

    @Test func radialGradientGoesFromCentreToRim() {
        let context = makeContext(width: 21, height: 21)
        let centre = CGPoint(x: 10.5, y: 10.5)
        context.drawRadialGradient(ramp, startCenter: centre, startRadius: 0, endCenter: centre, endRadius: 10,
                                   options: [])
        #expect(rgbaAt(context, x: 10, y: 10)[0] < 20)
        #expect(rgbaAt(context, x: 18, y: 10)[0] > 180)
        #expect(rgbaAt(context, x: 0, y: 0)[3] == 0)  // outside the end circle
    }

    @Test func radialAfterEndFillsOutsideTheEndCircle() {
        let context = makeContext(width: 21, height: 21)
        let centre = CGPoint(x: 10.5, y: 10.5)
        context.drawRadialGradient(ramp, startCenter: centre, startRadius: 3, endCenter: centre, endRadius: 8,
                                   options: .drawsAfterEndLocation)
        #expect(rgbaAt(context, x: 0, y: 0) == [255, 255, 255, 255])
        #expect(rgbaAt(context, x: 10, y: 10)[3] == 0)  // inside the start circle
    }

    @Test func gradientRespectsTheClipAndAlpha() {
        let context = makeContext(width: 20, height: 4)
        context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 4))
        context.setAlpha(0.5)
        context.drawLinearGradient(ramp, start: .zero, end: CGPoint(x: 20, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(close([rgbaAt(context, x: 5, y: 1)[3]], [128]))
        #expect(rgbaAt(context, x: 15, y: 1)[3] == 0)
    }
}
