import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor @Suite struct UIApplicationPointerTests {
    @Test func anEnabledTextFieldAndAnEditableTextViewAreEditableTextAndTheRestIsNot() {
        let host = UITestHost()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        let textView = UITextView(frame: CGRect(x: 20, y: 200, width: 300, height: 100))
        let label = UILabel(frame: CGRect(x: 20, y: 400, width: 300, height: 40))
        label.text = "Not editable"
        host.window.addSubview(field)
        host.window.addSubview(textView)
        host.window.addSubview(label)
        host.advance(by: 1.0 / 60)
        let app = host.application
        #expect(app._isEditableText(at: CGPoint(x: 100, y: 120)))
        #expect(app._isEditableText(at: CGPoint(x: 100, y: 250)))
        #expect(!app._isEditableText(at: CGPoint(x: 100, y: 420)))
        #expect(!app._isEditableText(at: CGPoint(x: 100, y: 600)))
        field.isEnabled = false
        textView.isEditable = false
        #expect(!app._isEditableText(at: CGPoint(x: 100, y: 120)))
        #expect(!app._isEditableText(at: CGPoint(x: 100, y: 250)))
    }
}
