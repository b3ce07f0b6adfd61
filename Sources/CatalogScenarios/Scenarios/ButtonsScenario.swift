import UIKit

/// Components: UIButton — the system button and glyph types, the four configurations, image,
/// subtitle, capsule and size, a disabled button and a toggle; taps, a drag out that cancels.
public enum ButtonsScenario: CatalogScenario {
    public static let title = "Buttons (UIButton)"
    public static let section = CatalogSection.controls
    public static let explanation = CatalogExplanation(
        chinese: "UIButton 是一个 UIControl：手指按下时 isHighlighted 变为 true，在按钮内抬起才发送 .touchUpInside（手指拖出按钮 70 点以外再抬起则是 .touchUpOutside，不触发动作）。UIButton(type:) 给出 .system、.detailDisclosure、.contactAdd 等经典样式；iOS 15 起的 UIButton.Configuration（.filled()、.tinted()、.gray()、.plain()）描述标题、副标题、图像、imagePlacement、cornerStyle 和 buttonSize。isEnabled = false 的按钮变灰且不响应；changesSelectionAsPrimaryAction 让每次点按切换 isSelected，configurationUpdateHandler 据此重画按钮。",
        english: "A UIButton is a UIControl: a finger down sets isHighlighted, and lifting inside sends .touchUpInside (dragging more than 70 points out and lifting sends .touchUpOutside and no action). UIButton(type:) gives the classic .system, .detailDisclosure and .contactAdd looks; UIButton.Configuration (iOS 15: .filled(), .tinted(), .gray(), .plain()) describes the title, subtitle, image, imagePlacement, cornerStyle and buttonSize. A button with isEnabled = false is grey and ignores touches; changesSelectionAsPrimaryAction makes each tap toggle isSelected, and the configurationUpdateHandler restyles the button from it.")

    public static func makeViewController() -> UIViewController {
        UINavigationController(rootViewController: ButtonsViewController())
    }

    public static func run(_ script: any CatalogScript) {
        let controller = ButtonsViewController()
        script.step("Every kind of button")
        script.show(UINavigationController(rootViewController: controller))
        script.settle()
        script.snapshot(named: "buttons-1-all")
        script.expect(controller.disabledButton.isEnabled == false, "the Disabled button is disabled")

        script.step("A tap on the system button highlights it and sends .touchUpInside")
        script.beginFilmstrip(named: "buttons-system-tap")
        script.tap(at: controller.systemButton.centerInWindow)
        script.advance(by: 0.3)
        script.endFilmstrip()
        script.log(controller.status.text ?? "")
        script.expect(controller.events.last == "System · touchUpInside", "the system button reported its tap")

        script.step("The four configurations and the glyph buttons")
        for button in [controller.filledButton, controller.tintedButton, controller.grayButton, controller.plainButton,
                       controller.detailButton, controller.addButton, controller.imageButton] {
            script.tap(at: button.centerInWindow)
            script.settle()
            script.log(controller.status.text ?? "")
        }
        script.expect(controller.events.suffix(7) == [
            "Filled · touchUpInside", "Tinted · touchUpInside", "Gray · touchUpInside", "Plain · touchUpInside",
            "Detail disclosure · touchUpInside", "Contact add · touchUpInside", "收藏 Star · touchUpInside",
        ], "each button reported its own tap, in order")

        script.step("A disabled button ignores the tap")
        let before = controller.events.count
        script.tap(at: controller.disabledButton.centerInWindow)
        script.settle()
        script.expect(controller.events.count == before, "the disabled button sent nothing")

        script.step("Dragging out of a button before lifting sends no action (touchUpOutside)")
        let start = controller.largeButton.centerInWindow
        script.beginFilmstrip(named: "buttons-drag-out")
        script.drag(from: start, to: CGPoint(x: start.x, y: start.y + 150), duration: 0.4)
        script.settle()
        script.endFilmstrip()
        script.expect(controller.events.count == before, "dragging out cancelled the tap")

        script.step("The toggle: changesSelectionAsPrimaryAction")
        script.tap(at: controller.toggleButton.centerInWindow)
        script.settle()
        script.snapshot(named: "buttons-2-following")
        script.log(controller.status.text ?? "")
        script.expect(controller.toggleButton.isSelected, "the first tap selects the toggle")
        script.expect(controller.toggleButton.configuration?.title == "已关注 Following", "the selected toggle says Following")
        script.tap(at: controller.toggleButton.centerInWindow)
        script.settle()
        script.expect(!controller.toggleButton.isSelected, "the second tap deselects it")
        script.expect(controller.events.last == "Follow · primaryActionTriggered · isSelected = false",
                      "the toggle reported its state through .primaryActionTriggered")
    }
}
