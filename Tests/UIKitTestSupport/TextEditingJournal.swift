import UIKit

/// Writes down, in one list and in order, what a text field or text view tells the world while it
/// is edited: its delegate calls (`"shouldBegin"`, `"didBegin"`, `"shouldChange 0,0 a"` …), its
/// control events (`"editingChanged"` …, text fields only) and its notifications
/// (`"notification didBegin"`, `"notification didChange"`, `"notification didEnd"`). It is the
/// delegate, and its answers to the `should…` calls are settable.
@MainActor
public final class TextEditingJournal: UITextFieldDelegate, UITextViewDelegate {
    public private(set) var entries: [String] = []
    public var shouldBegin = true
    public var shouldEnd = true
    public var shouldReturn = true
    public var shouldClear = true
    /// Answers `shouldChange…` (default: allow).
    public var shouldChange: (NSRange, String) -> Bool = { _, _ in true }
    private var observers: [NSObjectProtocol] = []

    /// Journals `field`: becomes its delegate, logs its notifications and, with `controlEvents`,
    /// its editing events and `.primaryActionTriggered` (an action for `.editingDidEndOnExit`
    /// makes Return resign the field, as any target does).
    public init(_ field: UITextField, controlEvents: Bool = true) {
        field.delegate = self
        for (event, name) in ControlEventLog.names where controlEvents && (event.rawValue >= UIControl.Event.editingDidBegin.rawValue
            || event == .primaryActionTriggered) {
            field.addAction(UIAction { [weak self] _ in self?.entries.append(name) }, for: event)
        }
        observe([(UITextField.textDidBeginEditingNotification, "didBegin"), (UITextField.textDidChangeNotification, "didChange"),
                 (UITextField.textDidEndEditingNotification, "didEnd")], object: field)
    }

    /// Journals `textView`: becomes its delegate, logs its notifications.
    public init(_ textView: UITextView) {
        textView.delegate = self
        observe([(UITextView.textDidBeginEditingNotification, "didBegin"), (UITextView.textDidChangeNotification, "didChange"),
                 (UITextView.textDidEndEditingNotification, "didEnd")], object: textView)
    }

    private func observe(_ names: [(NSNotification.Name, String)], object: AnyObject) {
        for (name, label) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.entries.append("notification \(label)") }
            })
        }
    }

    isolated deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    public func clear() { entries.removeAll() }

    // MARK: UITextFieldDelegate

    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { entries.append("shouldBegin"); return shouldBegin }
    public func textFieldDidBeginEditing(_ textField: UITextField) { entries.append("didBegin") }
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { entries.append("shouldEnd"); return shouldEnd }
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        entries.append("didEnd \(reason == .committed ? "committed" : "other")")
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        entries.append("shouldChange \(range.location),\(range.length) \(string)")
        return shouldChange(range, string)
    }
    public func textFieldDidChangeSelection(_ textField: UITextField) { entries.append("didChangeSelection") }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { entries.append("shouldClear"); return shouldClear }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { entries.append("shouldReturn"); return shouldReturn }

    // MARK: UITextViewDelegate

    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { entries.append("shouldBegin"); return shouldBegin }
    public func textViewDidBeginEditing(_ textView: UITextView) { entries.append("didBegin") }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { entries.append("shouldEnd"); return shouldEnd }
    public func textViewDidEndEditing(_ textView: UITextView) { entries.append("didEnd") }
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        entries.append("shouldChange \(range.location),\(range.length) \(text)")
        return shouldChange(range, text)
    }
    public func textViewDidChange(_ textView: UITextView) { entries.append("didChange") }
    public func textViewDidChangeSelection(_ textView: UITextView) { entries.append("didChangeSelection") }
}
