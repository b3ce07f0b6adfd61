import Testing
@testable import UIKit

/// `UIStatusBarStyle`'s cases and raw values, as in UIKit's headers.
@MainActor @Suite struct UIStatusBarStyleTests {
    @Test func theRawValuesAreUIKits() {
        #expect(UIStatusBarStyle.default.rawValue == 0)
        #expect(UIStatusBarStyle.lightContent.rawValue == 1)
        #expect(UIStatusBarStyle.darkContent.rawValue == 3)
        #expect(UIStatusBarStyle(rawValue: 2) == nil)
    }

    @Test func defaultIsDarkContentInTheLightInterfaceStyle() {
        #expect(_UIStatusBar.contentColor(for: .default) == .black)
        #expect(_UIStatusBar.contentColor(for: .darkContent) == .black)
        #expect(_UIStatusBar.contentColor(for: .lightContent) == .white)
    }
}
