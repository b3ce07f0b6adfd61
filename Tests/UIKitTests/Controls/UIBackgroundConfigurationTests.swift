import Testing
@testable import UIKit

/// `UIBackgroundConfiguration`'s defaults and colour resolution.
@MainActor @Suite struct UIBackgroundConfigurationTests {
    @Test func backgroundConfigurationResolvesNilColoursToTheTint() {
        var background = UIBackgroundConfiguration.clear()
        #expect(background.backgroundColor == .clear && background.cornerRadius == 0 && background.strokeWidth == 0)
        background.backgroundColor = nil
        #expect(background.resolvedBackgroundColor(for: .red) == .red)
        #expect(background.resolvedStrokeColor(for: .blue) == .blue)
        background.strokeColor = .green
        #expect(background.resolvedStrokeColor(for: .blue) == .green)
    }
}
