import Testing
@testable import UIKitTesting
@testable import UIKit

/// `UINavigationBarAppearance`: title attributes and back indicator images, copied with the
/// appearance (Apple's `UINavigationBarAppearance` documentation).
@MainActor @Suite struct UINavigationBarAppearanceTests {
    @Test func aCopyKeepsTheTitleAttributesAndBackIndicator() {
        let appearance = UINavigationBarAppearance()
        appearance.titleTextAttributes = [.foregroundColor: UIColor.red]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.blue]
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        appearance.setBackIndicatorImage(image, transitionMaskImage: image)
        let copy = appearance.copy()
        #expect(copy.titleTextAttributes[.foregroundColor] as? UIColor == .red)
        #expect(copy.largeTitleTextAttributes[.foregroundColor] as? UIColor == .blue)
        #expect(copy.backIndicatorImage === image)
        #expect(copy.backIndicatorTransitionMaskImage === image)
        let fromBase = UINavigationBarAppearance(barAppearance: UIBarAppearance())
        #expect(fromBase.titleTextAttributes.isEmpty)
    }

    @Test func aCustomBackIndicatorReplacesTheChevron() throws {
        let host = UITestHost()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 16)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 16))
        }
        let appearance = UINavigationBarAppearance()
        appearance.setBackIndicatorImage(image, transitionMaskImage: image)
        let bar = makeTopBar()
        bar.standardAppearance = appearance
        bar.setItems([UINavigationItem(title: "Prev"), UINavigationItem(title: "T")], animated: false)
        host.show(BarHostController(bar))
        let indicator = try #require(bar._content?.backButton?.indicatorView)
        #expect(indicator.frame.size == CGSize(width: 10, height: 16))
    }
}
