import Testing
@testable import UIKitTesting
@testable import UIKit

/// `UIAction` (iOS 14): title, image, identifier, and the handler called with the action and its
/// sender (Apple's `UIAction` documentation).
@MainActor @Suite struct UIActionTests {
    @Test func anActionKeepsItsTitleImageAndIdentifier() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        let action = UIAction(title: "Copy", image: image, identifier: UIAction.Identifier("copy")) { _ in }
        #expect(action.title == "Copy")
        #expect(action.image === image)
        #expect(action.identifier == UIAction.Identifier(rawValue: "copy"))
        action.title = "Paste"
        #expect(action.title == "Paste")
        #expect(action.discoverabilityTitle == nil)
        #expect(action.sender == nil)
    }

    @Test func actionsWithoutAnIdentifierGetUniqueOnes() {
        let a = UIAction { _ in }, b = UIAction { _ in }
        #expect(a.identifier != b.identifier)
        #expect(a.title == "")
    }

    @Test func performingCallsTheHandlerWithTheActionAndSender() {
        var seen: [(UIAction, Any?)] = []
        let action = UIAction { action in seen.append((action, action.sender)) }
        let sender = UIBarButtonItem()
        action._perform(sender: sender)
        #expect(seen.count == 1)
        #expect(seen[0].0 === action)
        #expect(seen[0].1 as? UIBarButtonItem === sender)
        #expect(action.sender == nil)
    }
}
