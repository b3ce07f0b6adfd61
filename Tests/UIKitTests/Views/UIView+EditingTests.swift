import Testing
import Foundation
@testable import UIKitTesting
@testable import UIKit

/// `endEditing(_:)`: the first responder in the view's subtree resigns; forced, its delegate is
/// not asked.
@MainActor @Suite struct UIViewEditingTests {
    final class Refusing: UITextFieldDelegate {
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
    }

    @Test func onlyTheSubtreeOfTheViewResigns() {
        let host = UITestHost()
        let left = UIView(), right = UIView()
        host.window.addSubview(left)
        host.window.addSubview(right)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        left.addSubview(field)
        field.becomeFirstResponder()
        #expect(right.endEditing(true))
        #expect(field.isFirstResponder)
        #expect(left.endEditing(false))
        #expect(!field.isFirstResponder)
        #expect(UIView().endEditing(false))
    }

    @Test func forcingOverridesTheDelegatesRefusal() {
        let host = UITestHost()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let delegate = Refusing()
        field.delegate = delegate
        host.window.addSubview(field)
        field.becomeFirstResponder()
        #expect(!host.window.endEditing(false))
        #expect(field.isEditing)
        #expect(host.window.endEditing(true))
        #expect(!field.isEditing)
    }

    @Test func theTutorialIdiomDismissesTheKeyboardFromTouchesBegan() {
        final class Screen: UIViewController {
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
            override func viewDidLoad() { view.addSubview(field) }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { view.endEditing(true) }
        }
        let host = UITestHost()
        let screen = Screen()
        host.show(screen)
        host.tap(screen.field)
        #expect(screen.field.isFirstResponder)
        host.tap(at: CGPoint(x: 200, y: 500))
        #expect(!screen.field.isFirstResponder)
    }
}
