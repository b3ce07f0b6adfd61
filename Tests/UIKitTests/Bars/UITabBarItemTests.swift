import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit

@MainActor @Suite struct UITabBarItemTests {
    @Test func theInitializersSetTitleImagesAndTag() {
        _ = UITestHost()
        let image = tabBarTestIcon(0), selected = tabBarTestIcon(1)
        let a = UITabBarItem(title: "A", image: image, tag: 7)
        #expect(a.title == "A")
        #expect(a.image === image)
        #expect(a.selectedImage == nil)
        #expect(a.tag == 7)
        #expect(a.isEnabled)
        #expect(a.badgeValue == nil)
        #expect(a.badgeColor == nil)
        #expect(a.titlePositionAdjustment == .zero)
        #expect(a.imageInsets == .zero)
        let b = UITabBarItem(title: nil, image: image, selectedImage: selected)
        #expect(b.title == nil)
        #expect(b.selectedImage === selected)
        #expect(b.tag == 0)
        let c = UITabBarItem()
        #expect(c.title == nil && c.image == nil && c.tag == 0)
    }

    @Test func systemItemsShowTheirEnglishTitlesAndAGlyph() {
        _ = UITestHost()
        // Apple's raw values 0...11, in UITabBarItem.h's order.
        let all = (0...11).compactMap(UITabBarItem.SystemItem.init(rawValue:))
        #expect(all.count == 12)
        #expect(UITabBarItem.SystemItem(rawValue: 12) == nil)
        let titles = all.map { $0._title }
        #expect(titles == ["More", "Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History", "Bookmarks",
                           "Search", "Downloads", "Most Recent", "Most Viewed"])
        #expect(all.first == .more && all.last == .mostViewed)
        for system in all {
            let item = UITabBarItem(tabBarSystemItem: system, tag: 3)
            #expect(item.tag == 3)
            let glyph = try! #require(item._shownImage(selected: false))
            #expect(glyph.size == CGSize(width: 25, height: 25))
            #expect(glyph.renderingMode == .alwaysTemplate)
            // Every glyph has ink.
            let pixels = PixelReader(glyph)
            #expect(pixels.inkCount() > 40)
        }
    }

    @Test func aSystemItemsTitleAndImageCannotBeChanged() {
        let f = TabBarFixture()
        let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 0)
        f.bar.items = [item]
        f.bar.layoutIfNeeded()
        let button = f.button(item)
        #expect(button.titleLabel.text == "Favorites")
        let glyph = button.imageView.image
        item.title = "Stars"
        item.image = tabBarTestIcon(2)
        #expect(button.titleLabel.text == "Favorites")
        #expect(button.imageView.image?.cgImage === glyph?.cgImage)
    }

    @Test func changesWhileInABarUpdateTheBar() {
        let f = TabBarFixture()
        let item = f.items[0]
        let button = f.button(item)
        item.title = "Start"
        #expect(button.titleLabel.text == "Start")
        #expect(labels(in: f.bar).compactMap(\.text).first == "Start")
        let other = tabBarTestIcon(2)
        item.image = other
        #expect(button.imageView.image?.cgImage === other.cgImage)
        item.title = nil
        #expect(button.titleLabel.isHidden)
        item.image = nil
        #expect(button.imageView.isHidden)
    }

    @Test func titlePositionAdjustmentAndImageInsetsMoveTheContent() {
        let f = TabBarFixture()
        let item = f.items[1]
        let button = f.button(item)
        f.bar.layoutIfNeeded()
        let title = button.titleLabel.frame, image = button.imageView.frame
        item.titlePositionAdjustment = UIOffset(horizontal: 3, vertical: -4)
        item.imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
        f.bar.layoutIfNeeded()
        #expect(button.titleLabel.frame == title.offsetBy(dx: 3, dy: -4))
        #expect(button.imageView.frame == image.offsetBy(dx: 0, dy: 6))
    }

    @Test func anItemKnowsItsBarOnlyWhileInIt() {
        let f = TabBarFixture()
        #expect(f.items.allSatisfy { $0._tabBar === f.bar })
        f.bar.items = nil
        #expect(f.items.allSatisfy { $0._tabBar == nil })
        #expect(f.bar.subviews.count == 1)
        // Changes to an item outside a bar touch nothing.
        f.items[0].badgeValue = "1"
        #expect(!labels(in: f.bar).contains { $0.text == "1" })
    }

    @Test func anItemInNoBarIsFreed() {
        _ = UITestHost()
        weak var weakItem: UITabBarItem?
        do {
            let item = UITabBarItem(tabBarSystemItem: .search, tag: 1)
            item.badgeValue = "2"
            weakItem = item
        }
        #expect(weakItem == nil)
    }
}
