import Foundation

/// What a text view asks and tells its delegate while it is edited (`UITextViewDelegate`), in
/// UIKit's order (`UITextView.swift` lists it); a text view's delegate is also its scroll view's.
/// Every method has a default: the `should…` methods allow, the others do nothing.
@MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin; false keeps the text view from becoming first responder.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end; false keeps it first responder (unless ending is forced).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the characters in `range` (UTF-16) may become `text` (empty for a deletion; "\n"
    /// for Return); asked before every change the user makes.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
