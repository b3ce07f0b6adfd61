import Testing
@testable import UIKitTesting
@testable import UIKit

/// `UIBarAppearance`: the three configurations and copying (Apple's `UIBarAppearance`
/// documentation; the default shadow colour as iOS 13+ reports it).
@MainActor @Suite struct UIBarAppearanceTests {
    @Test func aNewAppearanceHasTheDefaultBackground() {
        let appearance = UIBarAppearance()
        #expect(appearance._hasMaterial)
        #expect(appearance.backgroundColor == nil)
        #expect(appearance.backgroundImage == nil)
        #expect(appearance.backgroundImageContentMode == .scaleToFill)
        #expect(appearance.shadowColor == UIColor(white: 0, alpha: 0.3))
        #expect(appearance.shadowImage == nil)
    }

    @Test func theConfigurationsReplaceTheBackgroundValues() {
        let appearance = UIBarAppearance()
        appearance.backgroundColor = .red
        appearance.configureWithOpaqueBackground()
        #expect(!appearance._hasMaterial)
        #expect(appearance.backgroundColor == .white)
        #expect(appearance.shadowColor == UIColor(white: 0, alpha: 0.3))
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == nil)
        #expect(appearance.shadowColor == nil)
        appearance.configureWithDefaultBackground()
        #expect(appearance._hasMaterial)
        #expect(appearance.backgroundColor == nil)
    }

    @Test func copiesAreIndependent() {
        let appearance = UIBarAppearance()
        appearance.backgroundColor = .red
        let copy = appearance.copy()
        copy.backgroundColor = .blue
        #expect(appearance.backgroundColor == .red)
        let other = UIBarAppearance(barAppearance: appearance)
        #expect(other.backgroundColor == .red)
    }
}
