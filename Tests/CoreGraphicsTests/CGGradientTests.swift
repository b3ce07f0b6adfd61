import Testing
import Foundation
import CoreGraphics

@Suite struct CGGradientTests {
    @Test func needsAtLeastOneColour() {
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
        #expect(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [.black], locations: nil) != nil)
    }

    @Test func componentInitialiserReadsOneColourPerStop() {
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        let locations: [CGFloat] = [0, 1]
        let gradient = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
                                  locations: locations, count: 2)!
        // Drawn across 10 pixels: red at the left, blue at the right.
        let context = makeContext()
        context.drawLinearGradient(gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 10, y: 0), options: [])
        #expect(rgbaAt(context, x: 0, y: 5)[0] > 230)
        #expect(rgbaAt(context, x: 9, y: 5)[2] > 230)
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 0) == nil)
    }

    @Test func colourSpaceIsKept() {
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceGray(), colors: [.black, .white], locations: nil)!
        #expect(gradient.colorSpace == CGColorSpaceCreateDeviceGray())
    }
}
