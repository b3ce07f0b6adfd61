import Testing
@testable import UIKit

/// `UIStatusBarAnimation`'s cases and raw values, as in UIKit's headers.
@MainActor @Suite struct UIStatusBarAnimationTests {
    @Test func theRawValuesAreUIKits() {
        #expect(UIStatusBarAnimation.none.rawValue == 0)
        #expect(UIStatusBarAnimation.fade.rawValue == 1)
        #expect(UIStatusBarAnimation.slide.rawValue == 2)
    }
}
