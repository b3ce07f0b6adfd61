import Testing
import UIKit

@MainActor @Suite struct UIColorHSBTests {
    private func rgb(_ c: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    private func close(_ a: [CGFloat], _ b: [CGFloat]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 } }

    @Test func primaryHuesAreAThirdOfATurnApart() {
        #expect(close(rgb(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1]))
        #expect(close(rgb(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)), [0, 1, 0, 1]))
        #expect(close(rgb(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1)), [0, 0, 1, 1]))
    }

    @Test func hueOneIsRedAgain() {
        #expect(close(rgb(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 0.5)), [1, 0, 0, 0.5]))
    }

    @Test func halfSaturationMixesInWhite() {
        // c = 1 · 0.5, m = 1 − c: red 1, others 0.5.
        #expect(close(rgb(UIColor(hue: 0, saturation: 0.5, brightness: 1, alpha: 1)), [1, 0.5, 0.5, 1]))
    }

    @Test func zeroSaturationIsAGreyOfTheBrightness() {
        #expect(close(rgb(UIColor(hue: 0.7, saturation: 0, brightness: 0.4, alpha: 1)), [0.4, 0.4, 0.4, 1]))
    }

    @Test func orangeSitsBetweenRedAndYellow() {
        // hue 1/12: sector 0, x = c · (1 − |0.5 − 1|) = 0.5.
        #expect(close(rgb(UIColor(hue: 1.0 / 12, saturation: 1, brightness: 1, alpha: 1)), [1, 0.5, 0, 1]))
    }

    @Test func getHueInvertsTheInitialiser() {
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor(hue: 0.55, saturation: 0.3, brightness: 0.8, alpha: 0.6).getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(close([h, s, b, a], [0.55, 0.3, 0.8, 0.6]))
    }

    @Test func getHueOfAGreyReportsNoHueOrSaturation() {
        var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1
        UIColor.gray.getHue(&h, saturation: &s, brightness: &b, alpha: nil)
        #expect(h == 0 && s == 0 && b == 0.5)
    }

    @Test func getHueOfMagentaIsFiveSixths() {
        var h: CGFloat = 0
        UIColor.magenta.getHue(&h, saturation: nil, brightness: nil, alpha: nil)
        #expect(abs(h - 5.0 / 6) < 1e-12)
    }
}
