import UIKit

/// Components: text input — a text field of each border style with placeholders, the clear
/// button, secure entry, Return moving to the next field, and a text view.
public enum TextInputScenario: CatalogScenario {
    public static let title = "Text fields and text view (UITextField, UITextView)"
    public static let section = CatalogSection.controls
    public static let explanation = CatalogExplanation(
        chinese: "UITextField 是单行输入的 UIControl：borderStyle 有 .none、.line、.bezel、.roundedRect 四种，没有文字时显示 placeholder。点按它就成为第一响应者并弹出键盘；每输入一个字符发送 .editingChanged。clearButtonMode = .whileEditing 在编辑时于右侧显示清除按钮，isSecureTextEntry 把字符显示为圆点。按下 Return 时 UIKit 询问委托的 textFieldShouldReturn(_:)，这里用它把焦点移到下一个输入框或收起键盘。UITextView 是可滚动的多行文本视图，修改通过 UITextViewDelegate 的 textViewDidChange(_:) 报告。",
        english: "A UITextField is a one-line UIControl: its borderStyle is .none, .line, .bezel or .roundedRect, and it shows its placeholder while empty. A tap makes it the first responder and brings up the keyboard; every character typed sends .editingChanged. clearButtonMode = .whileEditing shows a clear button on its right while editing, and isSecureTextEntry shows the characters as dots. Return asks the delegate's textFieldShouldReturn(_:), used here to move to the next field or put the keyboard away. A UITextView is a scrolling multi-line text view that reports changes through UITextViewDelegate's textViewDidChange(_:).")

    public static func makeViewController() -> UIViewController {
        UINavigationController(rootViewController: TextInputViewController())
    }

    public static func run(_ script: any CatalogScript) {
        let controller = TextInputViewController()
        script.step("Four border styles, placeholders, an empty form")
        script.show(UINavigationController(rootViewController: controller))
        script.settle()
        script.snapshot(named: "text-1-placeholders")

        script.step("Typing a name sends .editingChanged for every character")
        script.tap(at: controller.roundedField.centerInWindow)
        script.settle()
        script.expect(controller.roundedField.isFirstResponder, "the Name field is editing")
        script.type("张伟 Wei")
        script.settle()
        script.log(controller.status.text ?? "")
        script.expect(controller.roundedField.text == "张伟 Wei", "the Name field holds what was typed")
        script.expect(controller.events.last == "Name · editingChanged · 张伟 Wei", "the last .editingChanged carried the whole text")
        script.snapshot(named: "text-2-typing")

        script.step("The clear button empties the field")
        let field = controller.roundedField
        let clear = field.clearButtonRect(forBounds: field.bounds)
        script.tap(at: field.windowPoint(clear.midX, clear.midY))
        script.settle()
        script.expect(field.text?.isEmpty ?? true, "the clear button emptied the field (it holds \(field.text ?? "nil"))")

        script.step("Return moves to the password field; its characters show as dots")
        script.type("李娜\n")
        script.settle()
        script.expect(controller.passwordField.isFirstResponder, "Return moved to the password field")
        script.type("secret")
        script.settle()
        script.log(controller.status.text ?? "")
        script.expect(controller.passwordField.text == "secret", "the password field holds the typed text")
        script.expect(controller.events.last == "Password · editingChanged · ••••••", "the status line shows dots, not the password")
        script.snapshot(named: "text-3-password")
        script.type("\n")
        script.settle()
        script.expect(!controller.passwordField.isFirstResponder, "Return on the password field ended editing")

        script.step("The text view edits several lines")
        let textView = controller.textView
        script.tap(at: textView.windowPoint(textView.bounds.maxX - 12, textView.bounds.maxY - 12))
        script.settle()
        script.expect(textView.isFirstResponder, "the text view is editing")
        let length = textView.text.count
        script.type("\n你好 Hello")
        script.settle()
        script.log(controller.status.text ?? "")
        script.expect(textView.text.count == length + 9, "the text view gained a line")
        script.expect(controller.events.last?.hasPrefix("Text view · textViewDidChange") == true, "the delegate heard of the change")
        script.snapshot(named: "text-4-text-view")
    }
}
