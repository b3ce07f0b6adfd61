import UIKit

/// A view that takes typing (`UIKeyInput`) and writes down what reaches it, for tests of the
/// keyboard: its `text` grows with `insertText(_:)` and shrinks (one character) with
/// `deleteBackward()`; `log` lists every call in order (`"insert H"`, `"delete"`, `"began
/// keyboardA"`, `"ended keyboardA"`, `"resign"`…), its presses' calls included.
@MainActor
open class KeyInputRecordingView: UIView, UIKeyInput {
    /// The text typed so far.
    public private(set) var text = ""
    /// Every call, in order.
    public var log: [String] = []
    /// Whether the view takes first-responder status. Default true.
    public var acceptsFirstResponder = true
    /// Whether the view gives it up when asked. Default true.
    public var allowsResigning = true
    /// Whether `pressesBegan`/`pressesEnded` pass the presses up the chain after logging them.
    /// Default true.
    public var forwardsPresses = true
    /// Called at each `log` entry.
    public var onLog: ((String) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func record(_ line: String) {
        log.append(line)
        onLog?(line)
    }

    open override var canBecomeFirstResponder: Bool { acceptsFirstResponder }
    open override var canResignFirstResponder: Bool { allowsResigning }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        if became { record("become") }
        return became
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { record("resign") }
        return resigned
    }

    open var hasText: Bool { !text.isEmpty }

    open func insertText(_ text: String) {
        self.text += text
        record("insert \(text)")
    }

    open func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
        record("delete")
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { record("began \(press.key.map { "\($0.keyCode)" } ?? "?")") }
        if forwardsPresses { super.pressesBegan(presses, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { record("ended \(press.key.map { "\($0.keyCode)" } ?? "?")") }
        if forwardsPresses { super.pressesEnded(presses, with: event) }
    }
}
