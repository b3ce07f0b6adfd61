import Testing
@testable import UIKitTesting
@testable import UIKit

/// `UIAlertAction`: title, style (UIKit's raw values of `UIAlertActionStyle`), `isEnabled`
/// (default true), the handler it is made with, and `NSCopying`.
@MainActor @Suite struct UIAlertActionTests {
    @Test func anActionKeepsItsTitleStyleAndHandler() {
        var received: UIAlertAction?
        let action = UIAlertAction(title: "Delete", style: .destructive) { received = $0 }
        #expect(action.title == "Delete")
        #expect(action.style == .destructive)
        #expect(action.isEnabled)
        action._handler?(action)
        #expect(received === action)
    }

    @Test func anActionMayHaveNoTitleAndNoHandler() {
        let action = UIAlertAction(title: nil, style: .default)
        #expect(action.title == nil)
        #expect(action._handler == nil)
    }

    @Test func theStylesHaveUIKitsRawValues() {
        #expect(UIAlertAction.Style.default.rawValue == 0)
        #expect(UIAlertAction.Style.cancel.rawValue == 1)
        #expect(UIAlertAction.Style.destructive.rawValue == 2)
    }

    @Test func isEnabledCanBeTurnedOffAndOn() {
        let action = UIAlertAction(title: "OK", style: .default)
        action.isEnabled = false
        #expect(action.isEnabled == false)
        action.isEnabled = true
        #expect(action.isEnabled)
    }

    @Test func aCopyHasTheSameTitleStyleHandlerAndEnabledState() {
        var calls = 0
        let action = UIAlertAction(title: "OK", style: .cancel) { _ in calls += 1 }
        action.isEnabled = false
        let copy = action.copy() as! UIAlertAction
        #expect(copy !== action)
        #expect(copy.title == "OK")
        #expect(copy.style == .cancel)
        #expect(copy.isEnabled == false)
        copy._handler?(copy)
        #expect(calls == 1)
    }

    @Test func anActionDoesNotKeepItsAlertControllerAlive() {
        _ = UITestHost()
        let action = UIAlertAction(title: "OK", style: .default)
        weak var weakAlert: UIAlertController?
        do {
            let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
            alert.addAction(action)
            weakAlert = alert
            #expect(action._alertController === alert)
        }
        #expect(weakAlert == nil)
    }
}
