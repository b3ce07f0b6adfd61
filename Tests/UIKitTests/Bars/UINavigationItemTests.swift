import Testing
@testable import UIKitTesting
@testable import UIKit

/// `UINavigationItem`: its defaults, the singular and plural item properties, the appearances
/// it copies, and that it knows the bar it is in (Apple's `UINavigationItem` documentation).
@MainActor @Suite struct UINavigationItemTests {
    @Test func aNewItemHasNothingSet() {
        let item = UINavigationItem()
        #expect(item.title == nil)
        #expect(item.titleView == nil)
        #expect(item.prompt == nil)
        #expect(item.backBarButtonItem == nil)
        #expect(item.backButtonTitle == nil)
        #expect(item.backButtonDisplayMode == .default)
        #expect(!item.hidesBackButton)
        #expect(!item.leftItemsSupplementBackButton)
        #expect(item.leftBarButtonItems == nil)
        #expect(item.rightBarButtonItems == nil)
        #expect(item.standardAppearance == nil)
        #expect(UINavigationItem(title: "T").title == "T")
    }

    @Test func theSingularItemIsTheFirstOfThePluralOnes() {
        let item = UINavigationItem()
        let a = UIBarButtonItem(), b = UIBarButtonItem()
        item.rightBarButtonItems = [a, b]
        #expect(item.rightBarButtonItem === a)
        item.rightBarButtonItem = b
        #expect(item.rightBarButtonItems == [b])
        item.setLeftBarButton(a, animated: true)
        #expect(item.leftBarButtonItems == [a])
        item.setLeftBarButtonItems(nil, animated: false)
        #expect(item.leftBarButtonItem == nil)
    }

    @Test func setHidesBackButtonSetsTheProperty() {
        let item = UINavigationItem()
        item.setHidesBackButton(true, animated: true)
        #expect(item.hidesBackButton)
    }

    @Test func appearancesAreCopiedWhenSet() {
        let item = UINavigationItem()
        let appearance = UINavigationBarAppearance()
        appearance.backgroundColor = .red
        item.standardAppearance = appearance
        appearance.backgroundColor = .blue
        #expect(item.standardAppearance !== appearance)
        #expect(item.standardAppearance?.backgroundColor == .red)
        item.scrollEdgeAppearance = appearance
        #expect(item.scrollEdgeAppearance?.backgroundColor == .blue)
        item.compactAppearance = appearance
        #expect(item.compactAppearance !== appearance)
    }

    @Test func anItemKnowsTheBarItIsInWeakly() {
        let bar = UINavigationBar()
        let item = UINavigationItem(title: "T")
        bar.pushItem(item, animated: false)
        #expect(item._navigationBar === bar)
        bar.popItem(animated: false)
        #expect(item._navigationBar == nil)
        weak var weakBar: UINavigationBar?
        do {
            let other = UINavigationBar()
            other.items = [item]
            weakBar = other
        }
        #expect(weakBar == nil)
        #expect(item._navigationBar == nil)
    }

    @Test func theBackTextsFollowTheDisplayMode() {
        let item = UINavigationItem(title: "Contacts")
        item.backButtonTitle = "All"
        #expect(_UINavigationBarContentView.backTexts(for: item) == ["All", "Contacts", "Back", nil])
        item.backButtonDisplayMode = .generic
        #expect(_UINavigationBarContentView.backTexts(for: item) == ["Back", nil])
        item.backButtonDisplayMode = .minimal
        #expect(_UINavigationBarContentView.backTexts(for: item) == [nil])
        item.backBarButtonItem = UIBarButtonItem(title: "Return", style: .plain, target: nil, action: nil)
        #expect(_UINavigationBarContentView.backTexts(for: item) == ["Return", nil])
    }
}
