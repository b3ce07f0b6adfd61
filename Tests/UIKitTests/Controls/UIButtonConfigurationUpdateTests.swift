import Testing
@testable import UIKitTesting
@testable import UIKit

/// A button drawn from a configuration: the update order (`updateConfiguration`, the handler),
/// coalescing, the views it fills, sizes per style and size, and the legacy API it ignores.
@MainActor @Suite struct UIButtonConfigurationUpdateTests {
    func shown(_ button: UIButton) -> UITestHost {
        let host = UITestHost()
        if button.frame.isEmpty { button.frame = CGRect(x: 100, y: 200, width: 160, height: 50) }
        host.window.addSubview(button)
        host.settle()
        return host
    }

    func titled(_ configuration: UIButton.Configuration, _ title: String = "Continue") -> UIButton.Configuration {
        var configuration = configuration
        configuration.title = title
        return configuration
    }

    func image(_ side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            UIRectFill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    // MARK: The views

    @Test func aFilledButtonShowsItsTitleInWhiteOnATintBackground() {
        let button = UIButton(configuration: titled(.filled()))
        _ = shown(button)
        #expect(button.titleLabel?.text == "Continue" && button.titleLabel?.textColor == .white)
        #expect(button.titleLabel?.font == UIFont.preferredFont(forTextStyle: .body))
        let background = button.subviews.first
        #expect(background?.backgroundColor == UIColor.systemBlue)
        #expect(background?.frame == button.bounds && background?.layer.cornerRadius == 6)
    }

    @Test func aSubtitleGoesUnderTheTitleInItsOwnLabel() {
        var configuration = titled(.gray())
        configuration.subtitle = "Subtitle"
        configuration.titlePadding = 4
        let button = UIButton(configuration: configuration)
        _ = shown(button)
        let title = button.titleLabel!.frame, subtitle = button.subtitleLabel!.frame
        #expect(button.subtitleLabel?.text == "Subtitle")
        #expect(subtitle.minY == title.maxY + 4)
        #expect(title.minX == subtitle.minX)                    // automatic: leading beside an image
        #expect(button.titleLabel?.font == UIFont.preferredFont(forTextStyle: .headline))
    }

    @Test func theImageIsPlacedByImagePlacementWithImagePadding() {
        var configuration = titled(.plain())
        configuration.image = image(20)
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        _ = shown(button)
        #expect(button.titleLabel!.frame.minX == button.imageView!.frame.maxX + 8)
        configuration.imagePlacement = .trailing
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minX == button.titleLabel!.frame.maxX + 8)
        configuration.imagePlacement = .top
        button.configuration = configuration
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minY == button.imageView!.frame.maxY + 8)
        #expect(abs(button.titleLabel!.frame.midX - button.imageView!.frame.midX) <= 0.5)
        #expect(button.imageView?.image?.renderingMode == .alwaysTemplate)
        #expect(button.imageView?.tintColor == UIColor.systemBlue)
    }

    // MARK: Sizes

    @Test func aMediumButtonIsTheBodyLinePlusSevenAboveAndBelow() {
        let button = UIButton(configuration: titled(.filled()))
        let line = button.titleLabel!.sizeThatFits(.zero)
        #expect(button.intrinsicContentSize == CGSize(width: line.width + 24, height: line.height + 14))
    }

    @Test func eachSizeHasItsFontAndInsets() {
        let expectations: [(UIButton.Configuration.Size, UIFont.TextStyle, CGFloat, CGFloat)] = [
            (.mini, .footnote, 6, 16), (.small, .subheadline, 10, 20), (.medium, .body, 14, 24), (.large, .body, 28, 40),
        ]
        for (size, style, vertical, horizontal) in expectations {
            var configuration = titled(.tinted())
            configuration.buttonSize = size
            let button = UIButton(configuration: configuration)
            #expect(button.titleLabel?.font == UIFont.preferredFont(forTextStyle: style), "\(size)")
            let line = button.titleLabel!.sizeThatFits(.zero)
            #expect(button.sizeThatFits(.zero) == CGSize(width: line.width + horizontal, height: line.height + vertical), "\(size)")
        }
    }

    @Test func aConfigurationButtonIgnoresTheEdgeInsetsAndTheLegacyLook() {
        let button = UIButton(configuration: titled(.plain()))
        let size = button.intrinsicContentSize
        button.contentEdgeInsets = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
        #expect(button.intrinsicContentSize == size)
        let host = shown(button)
        let finger = host.touchDown(at: CGPoint(x: 180, y: 225))
        host.settle()
        #expect(button.titleLabel?.alpha == 1)                  // no legacy fade
        #expect(button.titleLabel?.textColor == UIColor.systemBlue.withAlphaComponent(0.2))
        host.lift(finger)
        host.settle()
        #expect(button.titleLabel?.textColor == UIColor.systemBlue)
    }

    @Test func settingTheConfigurationBackToNilRestoresTheLegacyButton() {
        let button = UIButton(type: .system)
        button.setTitle("Legacy", for: .normal)
        button.configuration = titled(.filled(), "New")
        #expect(button.titleLabel?.text == "New")
        button.configuration = nil
        #expect(button.titleLabel?.text == "Legacy" && button.titleLabel?.textColor == UIColor.systemBlue)
        #expect(button.subviews.first?.isHidden == true)
        #expect(button.sizeThatFits(.zero).height == 30)
    }

    @Test func thePerStateTitleIsShownWhenTheConfigurationHasNone() {
        let button = UIButton(configuration: .filled())
        button.setTitle("From setTitle", for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.text == "From setTitle")
    }

    @Test func aPrimaryActionsTitleAndImageAreCopiedIntoTheConfiguration() {
        let image = image(16)
        let button = UIButton(configuration: .tinted(), primaryAction: UIAction(title: "Share", image: image) { _ in })
        #expect(button.configuration?.title == "Share" && button.configuration?.image === image)
    }

    // MARK: Updates

    @Test func stateChangesRunUpdateConfigurationThenTheHandlerOnceBeforeLayout() {
        final class Logging: UIButton {
            var log: [String] = []
            override func updateConfiguration() { log.append("updateConfiguration") }
        }
        let button = Logging(configuration: titled(.filled()))
        button.configurationUpdateHandler = { button in (button as? Logging)?.log.append("handler \(button.state.rawValue)") }
        let host = shown(button)
        button.log.removeAll()
        let finger = host.touchDown(at: CGPoint(x: 180, y: 225))
        button.isSelected = true                                  // coalesces with the highlight
        #expect(button.log.isEmpty)
        host.advance(by: 1.0 / 60)
        #expect(button.log == ["updateConfiguration", "handler 5"])
        host.lift(finger)
        host.advance(by: 1.0 / 60)
        #expect(button.log == ["updateConfiguration", "handler 5", "updateConfiguration", "handler 4"])
    }

    @Test func theHandlerSettingTheConfigurationDoesNotLoop() {
        let button = UIButton(configuration: titled(.filled()))
        var runs = 0
        button.configurationUpdateHandler = { button in
            runs += 1
            var configuration = button.configuration
            configuration?.title = button.isHighlighted ? "Down" : "Up"
            button.configuration = configuration
        }
        let host = shown(button)
        #expect(button.titleLabel?.text == "Up")
        let finger = host.touchDown(at: CGPoint(x: 180, y: 225))
        host.settle()
        #expect(button.titleLabel?.text == "Down")
        host.lift(finger)
        host.settle()
        #expect(button.titleLabel?.text == "Up")
        #expect(runs == 3)
    }

    @Test func withoutAutomaticUpdatesTheConfigurationIsAppliedAsItIs() {
        var configuration = titled(.filled())
        configuration.baseBackgroundColor = .orange
        let button = UIButton(configuration: configuration)
        button.automaticallyUpdatesConfiguration = false
        button.isEnabled = false
        button.layoutIfNeeded()
        // The background colour nil resolves to the tint; no disabled grey is filled in.
        #expect(button.subviews.first?.backgroundColor == UIColor.systemBlue)
    }

    @Test func aCapsuleIsRoundedToHalfTheHeight() {
        var configuration = titled(.filled())
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        _ = shown(button)
        #expect(button.subviews.first?.layer.cornerRadius == 25)
    }

    @Test func aStrokeIsDrawnAsTheBackgroundsBorder() {
        var configuration = titled(.plain())
        configuration.background.strokeWidth = 2
        configuration.background.strokeColor = .red
        let button = UIButton(configuration: configuration)
        _ = shown(button)
        #expect(button.subviews.first?.layer.borderWidth == 2)
        #expect(button.subviews.first?.layer.borderColor == UIColor.red.cgColor)
    }

    @Test func autoLayoutSizesAConfigurationButton() {
        let host = UITestHost()
        let button = UIButton(configuration: titled(.borderedProminent()))
        button.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(button)
        button.centerXAnchor.constraint(equalTo: host.window.centerXAnchor).isActive = true
        button.centerYAnchor.constraint(equalTo: host.window.centerYAnchor).isActive = true
        host.settle()
        #expect(button.frame.size == button.intrinsicContentSize)
        var configuration = button.configuration!
        configuration.buttonSize = .large
        button.configuration = configuration
        host.settle()
        #expect(button.frame.height == button.titleLabel!.sizeThatFits(.zero).height + 28)
    }
}
