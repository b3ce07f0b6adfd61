import Testing
import Foundation
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// `UIView.endEditing(_:)`: the first responder inside the view resigns; with `force`, whatever it
/// answers.
@MainActor @Suite struct UIViewEditingTests {
    /// A text input that reports whether it was forced when asked to resign.
    final class Field: KeyInputRecordingView {
        var forcedWhenAsked: [Bool] = []
        override func resignFirstResponder() -> Bool {
            forcedWhenAsked.append(_isBeingForcedToResign)
            return super.resignFirstResponder()
        }
    }

    func setUp() -> (UITestHost, UIView, Field) {
        let host = UITestHost()
        host.show(UIViewController())
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.window.rootViewController!.view.addSubview(container)
        let field = Field()
        container.addSubview(field)
        #expect(field.becomeFirstResponder())
        return (host, container, field)
    }

    @Test func endingEditingInAnAncestorMakesTheFirstResponderResignAndTheKeyboardGoDown() {
        let (host, container, field) = setUp()
        host.advance(by: 0.5)
        #expect(container.endEditing(false))
        #expect(!field.isFirstResponder)
        #expect(field.forcedWhenAsked == [false])
        #expect(host.application._softwareKeyboard.isUp == false)
        // The window and the root view reach it too.
        field.becomeFirstResponder()
        #expect(host.window.endEditing(false))
        #expect(!field.isFirstResponder)
    }

    @Test func aViewOutsideTheFirstRespondersBranchLeavesItAlone() {
        let (host, _, field) = setUp()
        let sibling = UIView()
        host.window.rootViewController!.view.addSubview(sibling)
        #expect(sibling.endEditing(true))
        #expect(field.isFirstResponder)
        #expect(field.forcedWhenAsked.isEmpty)
    }

    @Test func aRefusingResponderStaysUnlessForced() {
        let (host, container, field) = setUp()
        field.allowsResigning = false
        #expect(!container.endEditing(false))
        #expect(field.isFirstResponder)
        #expect(host.application._softwareKeyboard.isUp)
        #expect(container.endEditing(true))
        #expect(!field.isFirstResponder)
        #expect(field.forcedWhenAsked == [false, true])
        #expect(host.application._softwareKeyboard.isUp == false)
    }

    @Test func aFirstResponderRemovedFromTheWindowIsForcedToResign() {
        let (host, _, field) = setUp()
        field.allowsResigning = false
        field.removeFromSuperview()
        #expect(!field.isFirstResponder)
        #expect(field.forcedWhenAsked == [true])
        #expect(host.application._softwareKeyboard.isUp == false)
    }

    @Test func becomingFirstResponderNeedsAWindowAndTheCurrentOneToResign() {
        let (host, _, field) = setUp()
        let detached = KeyInputRecordingView()
        #expect(!detached.becomeFirstResponder())
        let other = KeyInputRecordingView()
        host.window.addSubview(other)
        field.allowsResigning = false
        #expect(!other.becomeFirstResponder())
        #expect(field.isFirstResponder)
        field.allowsResigning = true
        #expect(other.becomeFirstResponder())
        #expect(!field.isFirstResponder && other.isFirstResponder)
    }
}

/// `endEditing(_:)` with text fields and their delegates.
extension UIViewEditingTests {
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
