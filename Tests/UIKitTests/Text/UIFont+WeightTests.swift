import Testing
@testable import UIKit
@testable import QuartzCore

@Suite struct UIFontWeightTests {
    @Test func weightsHaveApplesValues() {
        #expect(UIFont.Weight.ultraLight.rawValue == -0.8)
        #expect(UIFont.Weight.thin.rawValue == -0.6)
        #expect(UIFont.Weight.light.rawValue == -0.4)
        #expect(UIFont.Weight.regular.rawValue == 0)
        #expect(UIFont.Weight.medium.rawValue == 0.23)
        #expect(UIFont.Weight.semibold.rawValue == 0.3)
        #expect(UIFont.Weight.bold.rawValue == 0.4)
        #expect(UIFont.Weight.heavy.rawValue == 0.56)
        #expect(UIFont.Weight.black.rawValue == 0.62)
    }

    @Test func otherValuesMapToTheNearestNamedWeight() {
        #expect(UIFont.Weight(0.38).nearest.cssWeight == 700)
        #expect(UIFont.Weight(0.1).nearest.cssWeight == 400)
        #expect(UIFont.Weight(-1).nearest.cssWeight == 100)
    }
}
