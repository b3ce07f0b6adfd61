import UIKit

/// The buttons screen: a system button and the glyph types, the four button configurations
/// (filled, tinted, gray, plain), an image with a title and a subtitle, a capsule, a disabled
/// button and a toggle (`changesSelectionAsPrimaryAction`). Every button reports its
/// `.touchUpInside` on the status line by target–action.
final class ButtonsViewController: UIViewController {
    let status = ComponentLayout.statusLine("Tap a button · 点按一个按钮")
    /// Every event shown, oldest first: "<title> · <event>".
    private(set) var events: [String] = []

    let systemButton = UIButton(type: .system)
    let detailButton = UIButton(type: .detailDisclosure)
    let addButton = UIButton(type: .contactAdd)
    let filledButton = ButtonsViewController.configured(.filled(), "Filled")
    let tintedButton = ButtonsViewController.configured(.tinted(), "Tinted")
    let grayButton = ButtonsViewController.configured(.gray(), "Gray")
    let plainButton = ButtonsViewController.configured(.plain(), "Plain")
    let imageButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "收藏 Star"
        configuration.subtitle = "image + title + subtitle"
        configuration.image = ComponentLayout.star
        configuration.imagePadding = 8
        return UIButton(configuration: configuration)
    }()
    let trailingImageButton: UIButton = {
        var configuration = UIButton.Configuration.borderedTinted()
        configuration.title = "Trailing"
        configuration.image = ComponentLayout.star
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 6
        configuration.cornerStyle = .capsule
        return UIButton(configuration: configuration)
    }()
    let largeButton: UIButton = {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Large capsule"
        configuration.buttonSize = .large
        configuration.cornerStyle = .capsule
        configuration.baseBackgroundColor = .systemGreen
        return UIButton(configuration: configuration)
    }()
    let disabledButton = ButtonsViewController.configured(.filled(), "Disabled")
    let toggleButton: UIButton = {
        let button = UIButton(configuration: .tinted())
        button.changesSelectionAsPrimaryAction = true
        button.configurationUpdateHandler = { button in
            var configuration = button.configuration ?? .tinted()
            configuration.title = button.isSelected ? "已关注 Following" : "关注 Follow"
            configuration.baseForegroundColor = button.isSelected ? .white : nil
            configuration.baseBackgroundColor = button.isSelected ? .systemPink : nil
            button.configuration = configuration
        }
        return button
    }()

    static func configured(_ configuration: UIButton.Configuration, _ title: String) -> UIButton {
        var configuration = configuration
        configuration.title = title
        return UIButton(configuration: configuration)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Buttons"
        view.backgroundColor = .systemBackground
        systemButton.setTitle("System", for: .normal)
        disabledButton.isEnabled = false
        for button in [systemButton, detailButton, addButton, filledButton, tintedButton, grayButton, plainButton,
                       imageButton, trailingImageButton, largeButton, disabledButton] {
            button.addTarget(self, action: ButtonsViewController.tapped, for: .touchUpInside)
        }
        toggleButton.addTarget(self, action: ButtonsViewController.toggled, for: .primaryActionTriggered)
        ComponentLayout.pinStack([
            status,
            ComponentLayout.caption("UIButton(type:) · .system, .detailDisclosure, .contactAdd"),
            ComponentLayout.row([systemButton, detailButton, addButton, UIView()], spacing: 20),
            ComponentLayout.caption("UIButton.Configuration · .filled() .tinted() .gray() .plain()"),
            ComponentLayout.row([filledButton, tintedButton, grayButton, plainButton], spacing: 8, equal: true),
            ComponentLayout.caption("image, imagePlacement, subtitle, cornerStyle, buttonSize"),
            imageButton,
            ComponentLayout.row([trailingImageButton, largeButton], spacing: 8, equal: true),
            ComponentLayout.caption("isEnabled = false · changesSelectionAsPrimaryAction"),
            ComponentLayout.row([disabledButton, toggleButton], spacing: 8, equal: true),
        ], in: view)
    }

    /// The name a button goes by on the status line.
    func name(of button: UIButton) -> String {
        switch button {
        case detailButton: "Detail disclosure"
        case addButton: "Contact add"
        default: button.configuration?.title ?? button.currentTitle ?? "Button"
        }
    }

    func tapped(_ sender: UIButton) {
        report("\(name(of: sender)) · touchUpInside")
    }

    func toggled(_ sender: UIButton) {
        report("Follow · primaryActionTriggered · isSelected = \(sender.isSelected)")
    }

    private func report(_ line: String) {
        events.append(line)
        status.text = line
    }
}
