import Testing
import UIKit

@MainActor @Suite struct UIColorSystemTests {
    private func bytes(_ c: UIColor) -> [Int] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        c.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b].map { Int(($0 * 255).rounded()) }
    }

    @Test func systemColoursHaveTheHIGLightValues() {
        #expect(bytes(.systemRed) == [255, 59, 48])
        #expect(bytes(.systemGreen) == [52, 199, 89])
        #expect(bytes(.systemBlue) == [0, 122, 255])
        #expect(bytes(.systemOrange) == [255, 149, 0])
        #expect(bytes(.systemYellow) == [255, 204, 0])
        #expect(bytes(.systemPink) == [255, 45, 85])
        #expect(bytes(.systemPurple) == [175, 82, 222])
        #expect(bytes(.systemTeal) == [48, 176, 199])
        #expect(bytes(.systemIndigo) == [88, 86, 214])
    }

    @Test func systemGraysGetLighterFromGrayToGray6() {
        let grays: [UIColor] = [.systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6]
        #expect(bytes(grays[0]) == [142, 142, 147])
        #expect(bytes(grays[5]) == [242, 242, 247])
        let reds = grays.map { bytes($0)[0] }
        #expect(reds == reds.sorted())
    }

    @Test func labelIsOpaqueBlackAndSecondaryLabelIsTranslucent() {
        #expect(UIColor.label == UIColor(white: 0, alpha: 1))
        #expect(bytes(.secondaryLabel) == [60, 60, 67])
        #expect(UIColor.secondaryLabel.cgColor.alpha == 0.6)
        #expect(UIColor.tertiaryLabel.cgColor.alpha == 0.3)
    }

    @Test func backgroundsAreWhiteAndGroupedBackgroundIsGray6() {
        #expect(UIColor.systemBackground == UIColor.white)
        #expect(UIColor.secondarySystemBackground == UIColor.systemGray6)
        #expect(UIColor.systemGroupedBackground == UIColor.systemGray6)
        #expect(UIColor.secondarySystemGroupedBackground == UIColor.white)
    }

    @Test func linkIsSystemBlue() {
        #expect(UIColor.link == UIColor.systemBlue)
    }
}
