import Testing
import UIKit

@Suite struct UIRectCornerTests {
    @Test func cornersHaveApplesBits() {
        #expect(UIRectCorner.topLeft.rawValue == 1)
        #expect(UIRectCorner.topRight.rawValue == 2)
        #expect(UIRectCorner.bottomLeft.rawValue == 4)
        #expect(UIRectCorner.bottomRight.rawValue == 8)
    }

    @Test func allCornersContainsEachCorner() {
        #expect(UIRectCorner.allCorners.isSuperset(of: [.topLeft, .topRight, .bottomLeft, .bottomRight]))
    }
}
