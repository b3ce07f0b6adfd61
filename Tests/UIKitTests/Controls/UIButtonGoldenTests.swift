import Testing
import SnapshotTesting
import UIKitSnapshotTesting
@testable import UIKitTesting
@testable import UIKit

/// Golden images of buttons as iOS 13–17 draws them (scale 2), kept in
/// `__Snapshots__/UIButtonGoldenTests`: each legacy type in each state, and each configuration
/// style. To re-record after an intended change, delete the PNG and run the test twice (the
/// first run records it and fails).
@MainActor @Suite struct UIButtonGoldenTests {
    let host = UITestHost()

    /// A white strip 375 wide holding `rows` of buttons, each row's buttons 16 pt apart.
    func strip(_ rows: [[UIButton]], rowHeight: CGFloat = 56) -> UIView {
        let strip = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: rowHeight * CGFloat(rows.count) + 16))
        strip.backgroundColor = .white
        for (r, row) in rows.enumerated() {
            var x: CGFloat = 16
            for button in row {
                if button.bounds.isEmpty { button.sizeToFit() }
                button.frame.origin = CGPoint(x: x, y: 16 + CGFloat(r) * rowHeight + (rowHeight - 16 - button.bounds.height) / 2)
                strip.addSubview(button)
                x += button.bounds.width + 16
            }
        }
        host.window.addSubview(strip)
        host.settle()
        return strip
    }

    func system(_ title: String, _ configure: (UIButton) -> Void = { _ in }) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        configure(button)
        return button
    }

    func glyph() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in
            UIColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1).setFill()
            UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: 16, height: 16), cornerRadius: 4).fill()
        }
    }

    @Test func systemButtonsNormalHighlightedDisabledAndSelected() {
        let view = strip([[
            system("Normal"),
            system("Highlighted") { $0.isHighlighted = true },
            system("Disabled") { $0.isEnabled = false },
            system("Selected") { $0.isSelected = true },
        ], [
            system("With image") { $0.setImage(self.glyph(), for: .normal) },
            system("Red tint") { $0.tintColor = .systemRed },
        ]])
        assertSnapshot(of: view, as: .image)
    }

    @Test func customButtonsNormalHighlightedDisabledAndSelected() {
        func custom(_ title: String, _ configure: (UIButton) -> Void = { _ in }) -> UIButton {
            let button = UIButton(type: .custom)
            button.setTitle(title, for: .normal)
            button.setTitleColor(.black, for: .normal)
            button.setTitleColor(.systemOrange, for: .selected)
            button.setImage(glyph(), for: .normal)
            button.backgroundColor = UIColor(white: 0.93, alpha: 1)
            button.contentEdgeInsets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            configure(button)
            return button
        }
        let view = strip([[
            custom("Normal"),
            custom("Pressed") { $0.isHighlighted = true },
            custom("Off") { $0.isEnabled = false },
        ], [
            custom("Selected") { $0.isSelected = true },
            custom("Glow") { $0.showsTouchWhenHighlighted = true; $0.isHighlighted = true },
        ]])
        assertSnapshot(of: view, as: .image)
    }

    @Test func theGlyphTypes() {
        let types: [UIButton.ButtonType] = [.contactAdd, .infoLight, .infoDark, .detailDisclosure, .close]
        let highlighted = UIButton(type: .contactAdd)
        highlighted.isHighlighted = true
        let disabled = UIButton(type: .infoLight)
        disabled.isEnabled = false
        let view = strip([types.map { UIButton(type: $0) } + [highlighted, disabled]], rowHeight: 46)
        assertSnapshot(of: view, as: .image)
    }

    @Test func eachConfigurationStyle() {
        func configured(_ configuration: UIButton.Configuration, _ title: String, _ configure: (UIButton) -> Void = { _ in }) -> UIButton {
            var configuration = configuration
            configuration.title = title
            let button = UIButton(configuration: configuration)
            configure(button)
            return button
        }
        let view = strip([
            [configured(.plain(), "Plain"), configured(.gray(), "Gray"), configured(.tinted(), "Tinted"), configured(.filled(), "Filled")],
            [configured(.borderless(), "Borderless"), configured(.bordered(), "Bordered"), configured(.borderedTinted(), "Tinted")],
            [configured(.borderedProminent(), "Prominent"), configured(.filled(), "Pressed") { $0.isHighlighted = true },
             configured(.filled(), "Disabled") { $0.isEnabled = false }],
        ])
        assertSnapshot(of: view, as: .image)
    }

    @Test func configurationSizesCornersImagesAndSubtitles() {
        func configured(_ configure: (inout UIButton.Configuration) -> Void) -> UIButton {
            var configuration = UIButton.Configuration.filled()
            configure(&configuration)
            return UIButton(configuration: configuration)
        }
        let view = strip([
            [configured { $0.title = "Mini"; $0.buttonSize = .mini }, configured { $0.title = "Small"; $0.buttonSize = .small },
             configured { $0.title = "Medium" }, configured { $0.title = "Large"; $0.buttonSize = .large }],
            [configured { $0.title = "Capsule"; $0.cornerStyle = .capsule },
             configured { $0.title = "Image"; $0.image = self.glyph(); $0.imagePadding = 6 },
             configured { $0.title = "Title"; $0.subtitle = "Subtitle"; $0.titleAlignment = .center }],
        ], rowHeight: 72)
        assertSnapshot(of: view, as: .image)
    }
}
