import Testing
import CoreGraphics

@Suite struct CGColorTests {
    @Test func rgbColorHasFourComponentsEndingWithAlpha() {
        let color = CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(color.components == [0.1, 0.2, 0.3, 0.4])
        #expect(color.numberOfComponents == 4)
        #expect(color.alpha == 0.4)
        #expect(color.colorSpace?.model == .rgb)
    }

    @Test func grayColorHasTwoComponents() {
        let color = CGColor(gray: 0.25, alpha: 0.5)
        #expect(color.components == [0.25, 0.5])
        #expect(color.numberOfComponents == 2)
        #expect(color.colorSpace?.model == .monochrome)
    }

    @Test func srgbColorIsInTheSRGBSpace() {
        let color = CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1)
        #expect(color.colorSpace?.name == CGColorSpace.sRGB)
        #expect(color.components == [1, 0, 0, 1])
    }

    @Test func namedColorsAreGray() {
        #expect(CGColor.black.components == [0, 1])
        #expect(CGColor.white.components == [1, 1])
        #expect(CGColor.clear.components == [0, 0])
        #expect(CGColor.black.colorSpace?.model == .monochrome)
    }

    @Test func colorFromSpaceReadsComponentsPlusAlpha() {
        let values: [CGFloat] = [0.5, 0.6, 0.7, 0.8, 99]
        let color = CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: values)
        #expect(color?.components == [0.5, 0.6, 0.7, 0.8])
        let gray = CGColor(colorSpace: CGColorSpaceCreateDeviceGray(), components: values)
        #expect(gray?.components == [0.5, 0.6])
    }

    @Test func copyWithAlphaReplacesOnlyAlpha() {
        let color = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1).copy(alpha: 0.25)
        #expect(color?.components == [1, 0.5, 0, 0.25])
        #expect(color?.alpha == 0.25)
    }

    @Test func equalityNeedsSameSpaceAndComponents() {
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1) != CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(CGColor(gray: 0, alpha: 1) != CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(CGColor.black == CGColor(gray: 0, alpha: 1))
    }
}
