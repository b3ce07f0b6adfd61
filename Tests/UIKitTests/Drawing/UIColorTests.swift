import Testing
import UIKitTesting

@MainActor @Suite struct UIColorTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -9, g: CGFloat = -9, b: CGFloat = -9, a: CGFloat = -9
        let ok = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(ok)
        return [r, g, b, a]
    }

    private func close(_ a: [CGFloat], _ b: [CGFloat]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 1e-12 }
    }

    // MARK: Components

    @Test func getRedReadsBackTheComponents() {
        let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(rgba(color) == [0.1, 0.2, 0.3, 0.4])
    }

    @Test func getRedAcceptsNilPointers() {
        var green: CGFloat = 0
        let ok = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4).getRed(nil, green: &green, blue: nil, alpha: nil)
        #expect(ok)
        #expect(green == 0.2)
    }

    @Test func extendedRangeComponentsAreKept() {
        // UIKit's extended sRGB colours may go below 0 and above 1.
        let color = UIColor(red: -0.25, green: 1.5, blue: 0, alpha: 1)
        #expect(rgba(color) == [-0.25, 1.5, 0, 1])
    }

    @Test func whiteInitializerMakesAGrey() {
        #expect(rgba(UIColor(white: 0.25, alpha: 0.5)) == [0.25, 0.25, 0.25, 0.5])
    }

    @Test func getWhiteReadsAGrey() {
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
        #expect(white == 0.25)
        #expect(alpha == 0.5)
    }

    @Test func getWhiteRefusesAColourThatIsNotGrey() {
        var white: CGFloat = -1
        #expect(!UIColor.red.getWhite(&white, alpha: nil))
        #expect(white == -1)
    }

    @Test func withAlphaComponentReplacesOnlyAlpha() {
        let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).withAlphaComponent(0.25)
        #expect(rgba(color) == [0.1, 0.2, 0.3, 0.25])
    }

    // MARK: Equality

    @Test func coloursWithTheSameComponentsAreEqualAndHashAlike() {
        let a = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(a == UIColor.red)
        #expect(a.hashValue == UIColor.red.hashValue)
        #expect(Set([a, UIColor.red, UIColor.blue]).count == 2)
    }

    @Test func aDifferentAlphaMakesADifferentColour() {
        #expect(UIColor.red != UIColor.red.withAlphaComponent(0.5))
    }

    @Test func aGreyIsNotEqualToTheSameRGBColour() {
        // UIKit: `UIColor.white` (grey colour space) is not equal to an sRGB white.
        #expect(UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(UIColor.black != UIColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(UIColor(white: 0.5, alpha: 1) == UIColor.gray)
        #expect(Set([UIColor.white, UIColor(red: 1, green: 1, blue: 1, alpha: 1)]).count == 2)
    }

    @Test func withAlphaComponentKeepsAGreyGrey() {
        #expect(UIColor.black.withAlphaComponent(0.5) == UIColor(white: 0, alpha: 0.5))
        #expect(UIColor.black.withAlphaComponent(0.5) != UIColor(red: 0, green: 0, blue: 0, alpha: 0.5))
    }

    // MARK: Named colours (values from Apple's documentation of each class property)

    @Test func primaryAndSecondaryColoursHaveFullComponents() {
        #expect(rgba(.black) == [0, 0, 0, 1])
        #expect(rgba(.white) == [1, 1, 1, 1])
        #expect(rgba(.red) == [1, 0, 0, 1])
        #expect(rgba(.green) == [0, 1, 0, 1])
        #expect(rgba(.blue) == [0, 0, 1, 1])
        #expect(rgba(.cyan) == [0, 1, 1, 1])
        #expect(rgba(.yellow) == [1, 1, 0, 1])
        #expect(rgba(.magenta) == [1, 0, 1, 1])
    }

    @Test func greysAreThirdsAndAHalf() {
        #expect(close(rgba(.darkGray), [1.0 / 3, 1.0 / 3, 1.0 / 3, 1]))
        #expect(close(rgba(.lightGray), [2.0 / 3, 2.0 / 3, 2.0 / 3, 1]))
        #expect(rgba(.gray) == [0.5, 0.5, 0.5, 1])
    }

    @Test func orangePurpleAndBrownHaveAppleValues() {
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
        #expect(rgba(.purple) == [0.5, 0, 0.5, 1])
        #expect(close(rgba(.brown), [0.6, 0.4, 0.2, 1]))
    }

    @Test func clearIsBlackWithZeroAlpha() {
        #expect(rgba(.clear) == [0, 0, 0, 0])
    }

    // MARK: Printing

    @Test func descriptionPrintsComponentsLikeUIKit() {
        // UIKit prints components with %g: 210/255 shows as 0.823529 and whole numbers without ".0".
        #expect(UIColor(red: 0, green: 210.0 / 255, blue: 0, alpha: 1).description == "UIExtendedSRGBColorSpace 0 0.823529 0 1")
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect("\(UIColor(red: -0.146119, green: 0.5, blue: 0.25, alpha: 0.75))" == "UIExtendedSRGBColorSpace -0.146119 0.5 0.25 0.75")
    }

    @Test func greysPrintInTheGreyColourSpace() {
        #expect(UIColor.black.description == "UIExtendedGrayColorSpace 0 1")
        #expect(UIColor.clear.description == "UIExtendedGrayColorSpace 0 0")
        #expect(UIColor.darkGray.description == "UIExtendedGrayColorSpace 0.333333 1")
        #expect(UIColor(white: 0.5, alpha: 0.25).description == "UIExtendedGrayColorSpace 0.5 0.25")
    }

    // MARK: On views

    @Test func aViewKeepsItsBackgroundColour() {
        let view = UIView()
        view.backgroundColor = .orange
        #expect(view.backgroundColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        view.backgroundColor = nil
        #expect(view.backgroundColor == nil)
    }
}
