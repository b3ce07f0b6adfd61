import Testing
@testable import UIKitTesting
@testable import UIKit

/// `UIButton.Configuration` as a value: the styles' defaults, the metrics per size, and
/// `updated(for:)` filling in what was not customised for a button's state.
@MainActor @Suite struct UIButtonConfigurationTests {
    @Test func theEnumsHaveUIKitsRawValues() {
        #expect(UIButton.Configuration.CornerStyle.fixed.rawValue == -1)
        #expect(UIButton.Configuration.CornerStyle.dynamic.rawValue == 0)
        #expect(UIButton.Configuration.CornerStyle.capsule.rawValue == 4)
        #expect(UIButton.Configuration.Size.medium.rawValue == 0)
        #expect(UIButton.Configuration.Size.mini.rawValue == 2)
        #expect(UIButton.Configuration.Size.large.rawValue == 3)
        #expect(UIButton.Configuration.TitleAlignment.automatic.rawValue == 0)
        #expect(UIButton.Configuration.TitleAlignment.trailing.rawValue == 3)
    }

    @Test func aNewConfigurationHasTheDocumentedDefaults() {
        let configuration = UIButton.Configuration.filled()
        #expect(configuration.cornerStyle == .dynamic)
        #expect(configuration.buttonSize == .medium)
        #expect(configuration.imagePlacement == .leading)
        #expect(configuration.imagePadding == 0 && configuration.titlePadding == 0)
        #expect(configuration.titleAlignment == .automatic)
        #expect(configuration.title == nil && configuration.subtitle == nil && configuration.image == nil)
        #expect(configuration.baseForegroundColor == nil && configuration.baseBackgroundColor == nil)
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    }

    @Test func theSizeChoosesTheDefaultInsetsUntilTheyAreCustomised() {
        var configuration = UIButton.Configuration.gray()
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.buttonSize = .small
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.buttonSize = .mini
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        configuration.setDefaultContentInsets()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8))
    }

    @Test func configurationsAreValuesComparedByContent() {
        var a = UIButton.Configuration.tinted()
        a.title = "A"
        var b = a
        #expect(a == b)
        b.title = "B"
        #expect(a != b)
        #expect(UIButton.Configuration.plain() != UIButton.Configuration.borderless())
    }

    // MARK: updated(for:)

    func button(_ configuration: UIButton.Configuration) -> UIButton {
        let button = UIButton(configuration: configuration)
        button.tintColor = .systemGreen
        return button
    }

    @Test func eachStyleFillsInItsColoursForTheButtonsTint() {
        let tint = UIColor.systemGreen
        let cases: [(UIButton.Configuration, UIColor, UIColor?)] = [
            (.plain(), tint, nil), (.borderless(), tint, nil),
            (.gray(), tint, .secondarySystemFill), (.bordered(), tint, .secondarySystemFill),
            (.tinted(), tint, tint.withAlphaComponent(0.15)), (.borderedTinted(), tint, tint.withAlphaComponent(0.15)),
            (.filled(), .white, tint), (.borderedProminent(), .white, tint),
        ]
        for (configuration, foreground, background) in cases {
            let updated = configuration.updated(for: button(configuration))
            #expect(updated.baseForegroundColor == foreground)
            #expect(updated.baseBackgroundColor == background)
            #expect(updated.background.resolvedBackgroundColor(for: tint) == (background ?? .clear))
        }
    }

    @Test func customisedColoursAreKept() {
        var configuration = UIButton.Configuration.filled()
        configuration.baseForegroundColor = .black
        configuration.baseBackgroundColor = .yellow
        let updated = configuration.updated(for: button(configuration))
        #expect(updated.baseForegroundColor == .black && updated.background.backgroundColor == .yellow)
        configuration.background.backgroundColor = .red
        #expect(configuration.updated(for: button(configuration)).background.backgroundColor == .red)
    }

    @Test func aDisabledButtonGetsTheDisabledGreys() {
        let configuration = UIButton.Configuration.filled()
        let button = button(configuration)
        button.isEnabled = false
        let updated = configuration.updated(for: button)
        #expect(updated.background.backgroundColor == .tertiarySystemFill)
        #expect(updated._foreground(state: button.state, tint: button.tintColor) == .tertiaryLabel)
    }

    @Test func aHighlightedButtonLightensItsBackgroundOrDimsAPlainForeground() {
        let filled = button(.filled())
        filled.isHighlighted = true
        let background = UIButton.Configuration.filled().updated(for: filled).background.backgroundColor
        #expect(background == UIColor.systemGreen.withAlphaComponent(0.7))
        let plain = button(.plain())
        plain.isHighlighted = true
        #expect(UIButton.Configuration.plain()._foreground(state: plain.state, tint: plain.tintColor)
                == UIColor.systemGreen.withAlphaComponent(0.2))
    }

    @Test func theCornerStyleSetsTheRadius() {
        var configuration = UIButton.Configuration.filled()
        let b = button(configuration)
        #expect(configuration.updated(for: b).background.cornerRadius == 6)
        configuration.buttonSize = .large
        #expect(configuration.updated(for: b).background.cornerRadius == 8)
        configuration.cornerStyle = .small
        #expect(configuration.updated(for: b).background.cornerRadius == 4)
        configuration.cornerStyle = .large
        #expect(configuration.updated(for: b).background.cornerRadius == 12)
        configuration.cornerStyle = .fixed
        configuration.background.cornerRadius = 3
        #expect(configuration.updated(for: b).background.cornerRadius == 3)
        configuration.cornerStyle = .capsule
        #expect(configuration._cornerRadius(forHeight: 50) == 25)
    }
}
