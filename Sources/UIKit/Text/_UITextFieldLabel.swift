import Foundation

/// The label that shows a text field's text, or its placeholder (UIKit's `UITextFieldLabel`): a
/// `UILabel` holding the shown string (so tests and accessibility find it) whose drawing is the
/// field's `drawText(in:)` or `drawPlaceholder(in:)` — the methods a custom field overrides.
final class _UITextFieldLabel: UILabel {
    enum Role { case text, placeholder }
    let role: Role
    weak var field: UITextField?

    init(role: Role) {
        self.role = role
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        _rockhopperFailure("_UITextFieldLabel.init(coder:) is not supported")
    }

    override func drawText(in rect: CGRect) {
        guard let field else { return }
        switch role {
        case .text: field.drawText(in: rect)
        case .placeholder: field.drawPlaceholder(in: rect)
        }
    }
}
