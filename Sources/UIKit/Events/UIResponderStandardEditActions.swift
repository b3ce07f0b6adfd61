import Foundation

/// The edit actions a responder can perform on its content (`UIResponderStandardEditActions`):
/// the edit menu and keyboard shortcuts send them to the first responder, after asking
/// `canPerformAction(_:withSender:)` with the action's `Selector` (`"cut:"`, `"copy:"`,
/// `"paste:"`, `"select:"`, `"selectAll:"`, `"delete:"`).
///
/// Apple's protocol has only optional methods; Swift on Linux has no optional requirements, so a
/// responder adopting it implements these six (`UITextField` and `UITextView` do). The formatting
/// and writing-direction actions are not here (DEVIATIONS 151).
@MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    /// Removes the selection to the pasteboard.
    func cut(_ sender: Any?)
    /// Copies the selection to the pasteboard.
    func copy(_ sender: Any?)
    /// Puts the pasteboard's contents in place of the selection.
    func paste(_ sender: Any?)
    /// Selects the word at the insertion point.
    func select(_ sender: Any?)
    /// Selects everything.
    func selectAll(_ sender: Any?)
    /// Removes the selection without putting it on the pasteboard.
    func delete(_ sender: Any?)
}
