import Foundation
import Testing
import SnapshotTesting
import UIKitSnapshotTesting
@testable import UIKitTesting
@testable import UIKit

@MainActor @Suite struct UITabBarTests {
    // MARK: Geometry

    @Test func sizeThatFitsIsTheWidthBy49Points() {
        _ = UITestHost()
        let bar = UITabBar()
        #expect(bar.sizeThatFits(CGSize(width: 300, height: 500)) == CGSize(width: 300, height: 49))
        #expect(bar.items == nil)
        #expect(bar.selectedItem == nil)
        #expect(bar.isTranslucent)
        #expect(bar.barStyle == .default)
        #expect(bar.itemPositioning == .automatic)
        #expect(bar.tintColor == .systemBlue)
        #expect(bar.unselectedItemTintColor == nil)
    }

    @Test func itemsShareTheWidthEqually() {
        let f = TabBarFixture()
        let frames = f.items.map { f.button($0).frame }
        #expect(frames == [CGRect(x: 2, y: 1, width: 121, height: 48), CGRect(x: 127, y: 1, width: 121, height: 48),
                           CGRect(x: 252, y: 1, width: 121, height: 48)])
        // The buttons are the bar's subviews after the background, in item order.
        #expect(f.bar.subviews.count == 4)
        #expect(f.bar.subviews.dropFirst().map { ($0 as! _UITabBarButton).item } == f.items)
    }

    @Test func eachItemShowsItsImageAboveItsTitle() {
        let f = TabBarFixture()
        let button = f.button(f.items[0])
        #expect(button.imageView.frame == CGRect(x: 48, y: 5.5, width: 25, height: 25))
        #expect(button.imageView.image?.renderingMode == .alwaysTemplate)
        #expect(button.titleLabel.text == "Home")
        #expect(button.titleLabel.font == UIFont.systemFont(ofSize: 10, weight: .medium))
        #expect(button.titleLabel.frame.minY == 35)
        #expect(button.titleLabel.frame.height == 12)
        #expect(abs(button.titleLabel.frame.midX - button.bounds.midX) <= 0.5)
        #expect(labels(in: f.bar).compactMap(\.text) == ["Home", "Search", "Profile"])
    }

    @Test func centeredPositioningUsesTheItemWidthAndSpacing() {
        let f = TabBarFixture()
        f.bar.itemPositioning = .centered
        f.bar.itemWidth = 60
        f.bar.itemSpacing = 10
        f.bar.layoutIfNeeded()
        // 3 × 60 + 2 × 10 = 200 wide, centred in 375.
        #expect(f.items.map { f.button($0).frame.minX } == [87.5, 157.5, 227.5])
        #expect(f.button(f.items[0]).frame.width == 60)
        f.bar.itemPositioning = .fill
        f.bar.layoutIfNeeded()
        #expect(f.button(f.items[1]).frame.minX == 127)
    }

    @Test func onAHomeIndicatorScreenTheBackgroundReachesTheScreenEdge() {
        let screen = UITestScreen(size: CGSize(width: 375, height: 812), scale: 3, statusBarHeight: 44,
                                  safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let host = UITestHost(screen: screen)
        let controller = UIViewController()
        host.show(controller)
        let resting = UITabBar(frame: CGRect(x: 0, y: 812 - 34 - 49, width: 375, height: 49))
        resting.items = [UITabBarItem(title: "A", image: nil, tag: 0)]
        let covering = UITabBar(frame: CGRect(x: 0, y: 812 - 83, width: 375, height: 83))
        covering.items = [UITabBarItem(title: "B", image: nil, tag: 0)]
        controller.view.addSubview(resting)
        host.advance(by: 1.0 / 60)
        let background = resting.subviews[0]
        #expect(background.frame == CGRect(x: 0, y: 0, width: 375, height: 83))
        #expect(resting.sizeThatFits(CGSize(width: 375, height: 0)).height == 49)

        // A bar covering the inset keeps its items in the top 49 points and asks for 49 + 34.
        resting.removeFromSuperview()
        controller.view.addSubview(covering)
        host.advance(by: 1.0 / 60)
        #expect(covering.subviews[0].frame == CGRect(x: 0, y: 0, width: 375, height: 83))
        #expect((covering.subviews[1] as! _UITabBarButton).frame == CGRect(x: 2, y: 1, width: 371, height: 48))
        #expect(covering.sizeThatFits(CGSize(width: 375, height: 0)).height == 83)

        // Moved up off the inset, the bar's background stops at its bottom edge.
        covering.frame.origin.y = 300
        host.advance(by: 1.0 / 60)
        #expect(covering.subviews[0].frame.height == 83)
        covering.frame.size.height = 49
        resting.frame.origin.y = 300
        controller.view.addSubview(resting)
        host.advance(by: 1.0 / 60)
        #expect(resting.subviews[0].frame.height == 49)
    }

    // MARK: Selection

    @Test func aTapSelectsTheItemAndCallsTheDelegateOnce() {
        let f = TabBarFixture()
        f.host.tap(at: f.point(f.items[1]))
        #expect(f.bar.selectedItem === f.items[1])
        #expect(f.delegate.selected == [f.items[1]])
        // The delegate hears it after selectedItem changed.
        #expect(f.delegate.selectedItemWhenCalled == [f.items[1]])
        #expect(f.button(f.items[1]).isSelected)
        #expect(!f.button(f.items[0]).isSelected)
    }

    @Test func tappingTheSelectedItemAgainCallsTheDelegateAgain() {
        let f = TabBarFixture()
        f.host.tap(at: f.point(f.items[0]))
        f.host.tap(at: f.point(f.items[0]))
        #expect(f.delegate.selected == [f.items[0], f.items[0]])
        #expect(f.bar.selectedItem === f.items[0])
    }

    @Test func selectingInCodeDoesNotCallTheDelegate() {
        let f = TabBarFixture()
        f.bar.selectedItem = f.items[2]
        #expect(f.bar.selectedItem === f.items[2])
        #expect(f.button(f.items[2]).isSelected)
        #expect(f.delegate.selected.isEmpty)
        f.bar.selectedItem = nil
        #expect(!f.button(f.items[2]).isSelected)
    }

    @Test func theControllerHookCanRefuseATap() {
        let f = TabBarFixture()
        f.bar.selectedItem = f.items[0]
        var asked: [UITabBarItem] = []
        f.bar._shouldSelectItem = { item in
            asked.append(item)
            return item !== f.items[2]
        }
        f.host.tap(at: f.point(f.items[2]))
        #expect(asked == [f.items[2]])
        #expect(f.bar.selectedItem === f.items[0])
        #expect(f.delegate.selected.isEmpty)
        f.host.tap(at: f.point(f.items[1]))
        #expect(asked == [f.items[2], f.items[1]])
        #expect(f.bar.selectedItem === f.items[1])
        #expect(f.delegate.selected == [f.items[1]])
    }

    @Test func aDisabledItemIgnoresTaps() {
        let f = TabBarFixture()
        f.items[1].isEnabled = false
        f.host.tap(at: f.point(f.items[1]))
        #expect(f.bar.selectedItem == nil)
        #expect(f.delegate.selected.isEmpty)
        // It is drawn dimmed.
        #expect(f.button(f.items[1]).imageView.alpha < 1)
        f.items[1].isEnabled = true
        #expect(f.button(f.items[1]).imageView.alpha == 1)
        f.host.tap(at: f.point(f.items[1]))
        #expect(f.bar.selectedItem === f.items[1])
    }

    @Test func aFingerThatLeavesTheItemBeforeLiftingSelectsNothing() {
        let f = TabBarFixture()
        let start = f.point(f.items[0])
        let finger = f.host.touchDown(at: start)
        #expect(f.button(f.items[0]).isHighlighted)
        f.host.move(finger, to: CGPoint(x: start.x, y: start.y - 100))
        #expect(!f.button(f.items[0]).isHighlighted)
        f.host.lift(finger)
        #expect(f.bar.selectedItem == nil)
        #expect(f.delegate.selected.isEmpty)

        // Within 15 points of the button the lift still counts.
        let top = f.bar.frame.minY + 1
        let second = f.host.touchDown(at: start)
        f.host.move(second, to: CGPoint(x: start.x, y: top - 12))
        #expect(f.button(f.items[0]).isHighlighted)
        f.host.lift(second)
        #expect(f.delegate.selected == [f.items[0]])
    }

    @Test func removingTheSelectedItemLeavesNothingSelected() {
        let f = TabBarFixture()
        f.bar.selectedItem = f.items[1]
        f.bar.items = [f.items[0], f.items[2]]
        #expect(f.bar.selectedItem == nil)
        #expect(f.items[1]._tabBar == nil)
        f.bar.selectedItem = f.items[2]
        f.bar.items = [f.items[2], f.items[0]]
        #expect(f.bar.selectedItem === f.items[2])
        f.bar.layoutIfNeeded()
        #expect(f.button(f.items[2]).frame.minX == 2)
        #expect(f.bar.subviews.count == 3)
    }

    @Test func anItemMovedToAnotherBarLeavesTheFirst() {
        let f = TabBarFixture()
        let other = UITabBar(frame: CGRect(x: 0, y: 0, width: 375, height: 49))
        other.items = [f.items[0]]
        #expect(f.bar.items == [f.items[1], f.items[2]])
        #expect(f.items[0]._tabBar === other)
    }

    @Test func setItemsAnimatedFadesItemsInAndOut() {
        let f = TabBarFixture()
        let added = UITabBarItem(title: "New", image: tabBarTestIcon(0), tag: 9)
        let removedButton = f.button(f.items[2])
        f.bar.setItems([f.items[0], f.items[1], added], animated: true)
        let addedButton = f.button(added)
        #expect(addedButton.frame == CGRect(x: 252, y: 1, width: 121, height: 48))
        #expect(removedButton.superview === f.bar)
        f.host.advance(by: 0.15)
        let midAlpha = addedButton.layer.presentation()!.opacity
        #expect(midAlpha > 0.05 && midAlpha < 0.95)
        #expect(removedButton.layer.presentation()!.opacity < 0.95)
        f.host.advance(by: 0.2)
        #expect(addedButton.alpha == 1)
        #expect(removedButton.superview == nil)
        #expect(labels(in: f.bar).compactMap(\.text) == ["Home", "Search", "New"])
    }

    // MARK: Badges

    @Test func aBadgeAppearsAndDisappearsWithTheBadgeValue() {
        let f = TabBarFixture()
        #expect(!labels(in: f.bar).contains { $0.text == "3" })
        f.items[2].badgeValue = "3"
        let badge = try! #require(f.button(f.items[2]).badgeView)
        #expect(labels(in: f.bar).contains { $0.text == "3" && $0.textColor == .white })
        #expect(badge.label.font == UIFont.systemFont(ofSize: 13))
        #expect(badge.backgroundColor == .systemRed)
        f.bar.layoutIfNeeded()
        let button = f.button(f.items[2])
        #expect(badge.frame == CGRect(x: button.bounds.midX + 7, y: 2, width: 18, height: 18))
        #expect(badge.layer.cornerRadius == 9)

        f.items[2].badgeColor = .systemGreen
        #expect(badge.backgroundColor == .systemGreen)
        f.items[2].badgeValue = "1234"
        #expect(badge.frame.width > 18)
        f.items[2].badgeValue = nil
        #expect(f.button(f.items[2]).badgeView == nil)
        #expect(!labels(in: f.bar).contains { $0.text == "1234" })
    }

    @Test func theBadgeIsDrawnRedAtTheImagesTopRight() {
        let f = TabBarFixture()
        f.items[0].badgeValue = "3"
        f.host.advance(by: 1.0 / 60)
        let image = f.host.snapshotCGImage(scale: 1)
        let button = f.button(f.items[0])
        let badgeCenter = button.convert(CGPoint(x: button.bounds.midX + 7 + 9, y: 2 + 9), to: nil)
        // Away from the digit: the capsule's left part.
        let px = rgba(image, Int(badgeCenter.x) - 6, Int(badgeCenter.y))
        #expect(near(px, [255, 59, 48, 255], 3))
    }

    // MARK: Colours

    @Test func theSelectedItemIsDrawnInTheTintAndTheOthersInGrey() {
        let f = TabBarFixture()
        f.bar.selectedItem = f.items[1]
        f.host.advance(by: 1.0 / 60)
        func iconPixel(_ item: UITabBarItem) -> [UInt8] {
            let button = f.button(item)
            let p = button.convert(CGPoint(x: button.imageView.frame.midX, y: button.imageView.frame.midY), to: nil)
            return rgba(f.host.snapshotCGImage(scale: 1), Int(p.x), Int(p.y))
        }
        #expect(near(iconPixel(f.items[1]), [0, 122, 255, 255], 2))
        #expect(near(iconPixel(f.items[0]), [142, 142, 147, 255], 2))
        #expect(f.button(f.items[1]).titleLabel.textColor == .systemBlue)
        #expect(f.button(f.items[0]).titleLabel.textColor == .systemGray)

        f.bar.tintColor = .systemOrange
        f.bar.unselectedItemTintColor = .systemGreen
        f.host.advance(by: 1.0 / 60)
        #expect(near(iconPixel(f.items[1]), [255, 149, 0, 255], 2))
        #expect(near(iconPixel(f.items[0]), [52, 199, 89, 255], 2))
        #expect(f.button(f.items[0]).titleLabel.textColor == .systemGreen)

        // Without a tint of its own the bar follows its window's.
        f.bar.tintColor = nil
        f.host.window.tintColor = .systemPurple
        f.host.advance(by: 1.0 / 60)
        #expect(near(iconPixel(f.items[1]), [175, 82, 222, 255], 2))
    }

    @Test func alwaysOriginalImagesKeepTheirColoursAndSelectedImagesShowWhenSelected() {
        let f = TabBarFixture()
        let red = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let selected = tabBarTestIcon(1)
        f.items[0].image = red.withRenderingMode(.alwaysOriginal)
        f.items[0].selectedImage = selected
        let button = f.button(f.items[0])
        #expect(button.imageView.image?.renderingMode == .alwaysOriginal)
        f.host.advance(by: 1.0 / 60)
        let p = button.convert(CGPoint(x: button.imageView.frame.midX, y: button.imageView.frame.midY), to: nil)
        #expect(near(rgba(f.host.snapshotCGImage(scale: 1), Int(p.x), Int(p.y)), [255, 0, 0, 255], 2))
        f.bar.selectedItem = f.items[0]
        #expect(button.imageView.image?.cgImage === selected.cgImage)
        #expect(button.imageView.image?.renderingMode == .alwaysTemplate)
    }

    // MARK: Background

    @Test func theDefaultBackgroundIsTranslucentNearWhiteWithAHairlineAbove() {
        let f = TabBarFixture()
        f.bar.items = []
        f.host.advance(by: 1.0 / 60)
        let image = f.host.snapshotCGImage(scale: 2)
        let top = Int(f.bar.frame.minY * 2)
        // 249/255 grey at alpha 0.94 over white.
        #expect(near(rgba(image, 100, top + 40), [249, 249, 249, 255], 1))
        // The hairline is the device pixel just above the bar: black at 0.3 over white.
        #expect(near(rgba(image, 100, top - 1), [179, 179, 179, 255], 2))
        #expect(near(rgba(image, 100, top - 2), [255, 255, 255, 255], 0))

        // Over red content the translucent bar shows a little red.
        f.controller.view.backgroundColor = .red
        f.host.advance(by: 1.0 / 60)
        let tinted = rgba(f.host.snapshotCGImage(scale: 2), 100, top + 40)
        #expect(near(tinted, [249, 234, 234, 255], 2))
        f.bar.isTranslucent = false
        f.host.advance(by: 1.0 / 60)
        #expect(near(rgba(f.host.snapshotCGImage(scale: 2), 100, top + 40), [255, 255, 255, 255], 0))
        f.bar.barStyle = .black
        f.host.advance(by: 1.0 / 60)
        #expect(near(rgba(f.host.snapshotCGImage(scale: 2), 100, top + 40), [0, 0, 0, 255], 0))
    }

    @Test func barTintColorFillsTheBackground() {
        let f = TabBarFixture()
        f.bar.barTintColor = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        f.host.advance(by: 1.0 / 60)
        let top = Int(f.bar.frame.minY)
        #expect(near(rgba(f.host.snapshotCGImage(scale: 1), 1, top + 45), [51, 102, 153, 255], 1))
    }

    @Test func aBackgroundImageIsTiledAndAShadowImageReplacesTheHairline() {
        let f = TabBarFixture()
        f.bar.items = []
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        // 10 × 10: green left half, blue right half.
        let tile = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { ctx in
            UIColor.green.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            UIColor.blue.setFill()
            ctx.fill(CGRect(x: 5, y: 0, width: 5, height: 10))
        }
        let shadow = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 3), format: format).image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 1, height: 3))
        }
        f.bar.shadowImage = shadow
        f.host.advance(by: 1.0 / 60)
        let top = Int(f.bar.frame.minY)
        // Without a background image the shadow image is not used.
        #expect(!near(rgba(f.host.snapshotCGImage(scale: 1), 50, top - 2), [255, 0, 0, 255], 10))
        f.bar.backgroundImage = tile
        f.host.advance(by: 1.0 / 60)
        let image = f.host.snapshotCGImage(scale: 1)
        #expect(near(rgba(image, 22, top + 20), [0, 255, 0, 255], 1))
        #expect(near(rgba(image, 27, top + 25), [0, 0, 255, 255], 1))
        #expect(near(rgba(image, 372, top + 47), [0, 255, 0, 255], 1))
        #expect(near(rgba(image, 50, top - 2), [255, 0, 0, 255], 1))
        #expect(near(rgba(image, 50, top - 4), [255, 255, 255, 255], 0))
    }

    @Test func aSelectionIndicatorImageIsShownBehindTheSelectedItem() {
        let f = TabBarFixture()
        let indicator = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { ctx in
            UIColor.yellow.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        f.bar.selectionIndicatorImage = indicator
        f.bar.selectedItem = f.items[1]
        let button = f.button(f.items[1])
        let views = button.subviews.compactMap { $0 as? UIImageView }
        #expect(button.subviews.first === views.first { $0.image === indicator })
        #expect(!f.button(f.items[0]).subviews.contains { ($0 as? UIImageView)?.image === indicator })
        f.bar.selectedItem = f.items[0]
        #expect(!button.subviews.contains { ($0 as? UIImageView)?.image === indicator })
        #expect(f.button(f.items[0]).subviews.first.map { ($0 as? UIImageView)?.image === indicator } == true)
    }

    // MARK: Memory

    @Test func aUsedBarWithItemsAndADelegateIsFreedWhenDropped() {
        weak var weakBar: UITabBar?
        weak var weakItem: UITabBarItem?
        weak var weakDelegate: TabBarDelegateRecorder?
        weak var weakButton: UIView?
        weak var weakBadge: UIView?
        let host: UITestHost
        do {
            let f = TabBarFixture()
            host = f.host
            f.items[2].badgeValue = "3"
            f.host.tap(at: f.point(f.items[1]))
            f.bar.setItems([f.items[2], f.items[0]], animated: true)
            f.host.advance(by: 0.5)
            f.bar._shouldSelectItem = { [unowned bar = f.bar] _ in bar.items?.isEmpty == false }
            f.host.tap(at: f.point(f.items[0]))
            weakBar = f.bar
            weakItem = f.items[1]
            weakDelegate = f.delegate
            weakButton = f.button(f.items[0])
            weakBadge = f.button(f.items[2]).badgeView
            f.bar.removeFromSuperview()
        }
        host.advance(by: 1.0 / 60)
        #expect(weakBar == nil)
        #expect(weakItem == nil)
        #expect(weakDelegate == nil)
        #expect(weakButton == nil)
        #expect(weakBadge == nil)
    }

    @Test func theDelegateIsHeldWeakly() {
        let f = TabBarFixture()
        do {
            let delegate = TabBarDelegateRecorder()
            f.bar.delegate = delegate
        }
        #expect(f.bar.delegate == nil)
        f.host.tap(at: f.point(f.items[0]))
        #expect(f.bar.selectedItem === f.items[0])
    }

    // MARK: Snapshots

    /// A 375 × 90 white strip (grey text line above) at the bottom of a shown controller's view,
    /// with `bar` at its bottom.
    private func strip(_ f: TabBarFixture) -> UIView {
        let strip = UIView(frame: CGRect(x: 0, y: 667 - 90, width: 375, height: 90))
        strip.backgroundColor = .white
        let text = UILabel(frame: CGRect(x: 16, y: 8, width: 343, height: 22))
        text.text = "Content behind the bar"
        text.textColor = .secondaryLabel
        strip.addSubview(text)
        f.bar.removeFromSuperview()
        f.bar.frame = CGRect(x: 0, y: 41, width: 375, height: 49)
        strip.addSubview(f.bar)
        f.controller.view.addSubview(strip)
        f.host.advance(by: 1.0 / 60)
        return strip
    }

    @Test func snapshotOfThreeItemsWithTheSecondSelectedAndABadge() {
        let f = TabBarFixture()
        f.bar.selectedItem = f.items[1]
        f.items[2].badgeValue = "3"
        assertSnapshot(of: strip(f), as: .image)
    }

    @Test func snapshotOfADarkBarTintColorBarWithSystemItems() {
        let f = TabBarFixture()
        f.bar.items = [UITabBarItem(tabBarSystemItem: .favorites, tag: 0), UITabBarItem(tabBarSystemItem: .search, tag: 1),
                       UITabBarItem(tabBarSystemItem: .recents, tag: 2), UITabBarItem(tabBarSystemItem: .more, tag: 3)]
        f.bar.barTintColor = UIColor(red: 0.11, green: 0.12, blue: 0.17, alpha: 1)
        f.bar.barStyle = .black
        f.bar.tintColor = .white
        f.bar.selectedItem = f.bar.items?[0]
        f.bar.items?[3].badgeValue = "12"
        assertSnapshot(of: strip(f), as: .image)
    }
}
