import Testing
import Foundation
@testable import UIKitTesting
@testable import UIKit

/// Edit actions named by `Selector`: `canPerformAction(_:withSender:)` and
/// `target(forAction:withSender:)` along the responder chain.
@MainActor @Suite struct UIResponderStandardEditActionsTests {
    /// A view that copies its own text.
    final class CopyingView: UIView, UIResponderStandardEditActions {
        var performed: [String] = []
        func cut(_ sender: Any?) { performed.append("cut") }
        func copy(_ sender: Any?) { performed.append("copy") }
        func paste(_ sender: Any?) { performed.append("paste") }
        func select(_ sender: Any?) { performed.append("select") }
        func selectAll(_ sender: Any?) { performed.append("selectAll") }
        func delete(_ sender: Any?) { performed.append("delete") }
        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            action == Selector("paste:") ? false : super.canPerformAction(action, withSender: sender)
        }
    }

    @Test func selectorsAreNamesAsInObjectiveC() {
        let paste: Selector = "paste:"
        #expect(paste == Selector("paste:"))
        #expect(NSStringFromSelector(paste) == "paste:")
        #expect(NSSelectorFromString("copy:") == Selector("copy:"))
        #expect("\(paste)" == "paste:")
    }

    @Test func aResponderAdoptingTheActionsCanPerformThemAndOthersAskTheNextResponder() {
        let host = UITestHost()
        let copier = CopyingView()
        let child = UIView()
        copier.addSubview(child)
        host.window.addSubview(copier)
        #expect(copier.canPerformAction("copy:", withSender: nil))
        #expect(!copier.canPerformAction("paste:", withSender: nil), "the subclass refuses paste")
        #expect(!copier.canPerformAction("makeBold:", withSender: nil))
        #expect(child.canPerformAction("copy:", withSender: nil), "a plain view asks up the chain")
        #expect(copier.target(forAction: "copy:", withSender: nil) as? CopyingView === copier)
        // UIKit's documented defaults: the child "can perform" what its next responder can, so
        // it answers itself (Chameleon's UIResponder does the same).
        #expect(child.target(forAction: "copy:", withSender: nil) as? UIView === child)
        #expect(child.target(forAction: "paste:", withSender: nil) == nil)
        #expect(!UIView().canPerformAction("copy:", withSender: nil))
    }
}
