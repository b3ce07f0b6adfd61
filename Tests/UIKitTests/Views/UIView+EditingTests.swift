import Testing
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
