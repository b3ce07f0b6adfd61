import Testing
@testable import UIKitTesting
@testable import UIKit

/// `UITabBar.appearance()` and `UITabBarItem.appearance()`: values set on a proxy apply to bars
/// and items made afterwards and to those entering a window, never over what a bar or item set
/// itself; bars already in a window keep their look until they enter one again (Apple's
/// `UIAppearance` documentation). Each application (test host) has its own proxies.
@MainActor @Suite struct UITabBarAppearanceTests {
    private let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    private let green = UIColor(red: 0, green: 0.6, blue: 0.2, alpha: 1)
    private let navy = UIColor(red: 0.1, green: 0.2, blue: 0.4, alpha: 1)

    /// A tab bar 49 pt tall at y = 300 across the screen, three items, the second selected.
    private func makeBar() -> UITabBar {
        let bar = UITabBar(frame: CGRect(x: 0, y: 300, width: 375, height: 49))
        bar.items = ["Home", "Search", "Profile"].enumerated().map { UITabBarItem(title: $1, image: tabBarTestIcon($0), tag: $0) }
        bar.selectedItem = bar.items?[1]
        return bar
    }

    private func button(_ bar: UITabBar, _ index: Int) -> _UITabBarButton {
        bar.subviews.compactMap { $0 as? _UITabBarButton }.first { $0.item === bar.items?[index] }!
    }

    /// The pixel at the centre of item `index`'s image, in a snapshot at scale 1.
    private func iconPixel(_ host: UITestHost, _ bar: UITabBar, _ index: Int) -> [UInt8] {
        let b = button(bar, index)
        let p = b.convert(CGPoint(x: b.imageView.frame.midX, y: b.imageView.frame.midY), to: nil)
        return rgba(host.snapshotCGImage(scale: 1), Int(p.x), Int(p.y))
    }

    /// The background's pixel 1 pt from the bar's left edge, 4 pt above its bottom.
    private func backgroundPixel(_ host: UITestHost, _ bar: UITabBar) -> [UInt8] {
        let p = bar.convert(CGPoint(x: 1, y: bar.bounds.maxY - 4), to: nil)
        return rgba(host.snapshotCGImage(scale: 1), Int(p.x), Int(p.y))
    }

    // MARK: - UITabBar.appearance()

    @Test func theProxyIsOneObjectPerClassAndApplication() {
        _ = UITestHost()
        let first = UITabBar.appearance()
        #expect(UITabBar.appearance() === first)
        #expect(first._appearanceState.isProxy)
        #expect(UITabBarItem.appearance() === UITabBarItem.appearance())
        #expect(UITabBarItem.appearance() as AnyObject !== UIBarButtonItem.appearance() as AnyObject)
        _ = UITestHost()
        #expect(UITabBar.appearance() !== first)
    }

    @Test func everyLookPropertySetOnTheProxyBeforeABarIsMadeAppliesToIt() {
        _ = UITestHost()
        let background = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        let shadow = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in }
        let indicator = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3)).image { _ in }
        let proxy = UITabBar.appearance()
        proxy.barTintColor = navy
        proxy.tintColor = orange
        proxy.unselectedItemTintColor = green
        proxy.barStyle = .black
        proxy.isTranslucent = false
        proxy.backgroundImage = background
        proxy.shadowImage = shadow
        proxy.selectionIndicatorImage = indicator
        proxy.itemPositioning = .centered
        proxy.itemWidth = 60
        proxy.itemSpacing = 12

        let bar = UITabBar()
        #expect(bar.barTintColor == navy)
        #expect(bar.tintColor == orange)
        #expect(bar.unselectedItemTintColor == green)
        #expect(bar.barStyle == .black)
        #expect(!bar.isTranslucent)
        #expect(bar.backgroundImage === background)
        #expect(bar.shadowImage === shadow)
        #expect(bar.selectionIndicatorImage === indicator)
        #expect(bar.itemPositioning == .centered)
        #expect(bar.itemWidth == 60)
        #expect(bar.itemSpacing == 12)
    }

    @Test func theProxysColoursAreDrawnOnTheBackgroundTheIconsAndTheTitles() {
        let host = UITestHost()
        UITabBar.appearance().barTintColor = navy
        UITabBar.appearance().tintColor = orange
        UITabBar.appearance().unselectedItemTintColor = green
        let bar = makeBar()
        host.show(BarHostController(bar))
        host.advance(by: 1.0 / 60)
        #expect(near(backgroundPixel(host, bar), [26, 51, 102, 255], 1))
        #expect(near(iconPixel(host, bar, 1), [255, 128, 0, 255], 2))
        #expect(near(iconPixel(host, bar, 0), [0, 153, 51, 255], 2))
        #expect(button(bar, 1).titleLabel.textColor == orange)
        #expect(button(bar, 0).titleLabel.textColor == green)
        #expect(button(bar, 2).titleLabel.textColor == green)
    }

    @Test func theProxysItemLayoutCentresTheItems() {
        let host = UITestHost()
        UITabBar.appearance().itemPositioning = .centered
        UITabBar.appearance().itemWidth = 60
        UITabBar.appearance().itemSpacing = 15
        let bar = makeBar()
        host.show(BarHostController(bar))
        host.advance(by: 1.0 / 60)
        // 3 × 60 + 2 × 15 = 210 pt, centred in 375 pt.
        #expect(button(bar, 0).frame.minX == 82.5)
        #expect(button(bar, 0).frame.width == 60)
        #expect(button(bar, 1).frame.minX == 157.5)
    }

    @Test func whatABarSetsItselfKeepsOverTheProxy() {
        let host = UITestHost()
        let early = makeBar()
        early.barTintColor = .red
        UITabBar.appearance().barTintColor = navy
        UITabBar.appearance().tintColor = orange
        UITabBar.appearance().unselectedItemTintColor = green
        let late = makeBar()
        late.frame.origin.y = 400
        late.tintColor = .systemPurple
        late.unselectedItemTintColor = nil
        host.show(BarHostController(early, late))
        host.advance(by: 1.0 / 60)

        #expect(early.barTintColor == .red)
        #expect(early.tintColor == orange)
        #expect(near(backgroundPixel(host, early), [255, 0, 0, 255], 1))
        #expect(late.barTintColor == navy)
        #expect(late.tintColor == .systemPurple)
        #expect(late.unselectedItemTintColor == nil)
        #expect(button(late, 1).titleLabel.textColor == .systemPurple)
        #expect(button(late, 0).titleLabel.textColor == .systemGray)
    }

    @Test func valuesSetAfterABarIsMadeApplyWhenItEntersAWindowAndLaterChangesWaitForTheNextEntry() {
        let host = UITestHost()
        let bar = makeBar()
        UITabBar.appearance().unselectedItemTintColor = green
        #expect(bar.unselectedItemTintColor == nil)
        let controller = BarHostController(bar)
        host.show(controller)
        #expect(bar.unselectedItemTintColor == green)
        #expect(button(bar, 0).titleLabel.textColor == green)

        UITabBar.appearance().unselectedItemTintColor = orange
        host.advance(by: 0.1)
        #expect(bar.unselectedItemTintColor == green)
        bar.removeFromSuperview()
        controller.view.addSubview(bar)
        #expect(bar.unselectedItemTintColor == orange)
        #expect(button(bar, 0).titleLabel.textColor == orange)
    }

    @Test func theProxiesOfOneHostDoNotReachAnother() {
        let first = UITestHost()
        UITabBar.appearance().barTintColor = navy
        UITabBar.appearance().tintColor = orange
        let second = UITestHost()
        let bar = makeBar()
        #expect(bar.barTintColor == nil)
        second.show(BarHostController(bar))
        #expect(bar.barTintColor == nil)
        #expect(bar.tintColor == .systemBlue)

        // A bar made now but shown in the first host's window gets the first host's values.
        let other = makeBar()
        first.show(BarHostController(other))
        #expect(other.barTintColor == navy)
        #expect(other.tintColor == orange)
    }

    @Test func aTabBarControllersBarGetsTheProxysValues() {
        let host = UITestHost()
        UITabBar.appearance().barTintColor = navy
        UITabBar.appearance().tintColor = orange
        UITabBar.appearance().unselectedItemTintColor = green
        let tabs = ["One", "Two", "Three"].map { title -> UIViewController in
            let vc = UIViewController()
            vc.title = title
            return vc
        }
        let tab = UITabBarController()
        tab.viewControllers = tabs
        host.show(tab)
        host.settle()
        let bar = tab.tabBar
        #expect(bar.barTintColor == navy)
        #expect(bar.tintColor == orange)
        #expect(button(bar, 0).titleLabel.text == "One")
        #expect(button(bar, 0).titleLabel.textColor == orange)
        #expect(button(bar, 1).titleLabel.textColor == green)
        #expect(near(backgroundPixel(host, bar), [26, 51, 102, 255], 1))
    }

    @Test func theTabBarProxyOfASubclassStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class MyTabBar: UITabBar {}
                _ = MyTabBar.appearance()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("appearance(): appearance proxies of subclasses are not supported by Rockhopper; use UITabBar.appearance()"), "\(stderr)")
    }

    // MARK: - UITabBarItem.appearance()

    @Test func itemProxyValuesApplyToNewItemsButNotOverAnItemsOwn() {
        let host = UITestHost()
        let font = UIFont.systemFont(ofSize: 12)
        UITabBarItem.appearance().badgeColor = green
        UITabBarItem.appearance().titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -3)
        UITabBarItem.appearance().setTitleTextAttributes([.font: font], for: .normal)
        let item = UITabBarItem(title: "Home", image: nil, tag: 0)
        #expect(item.badgeColor == green)
        #expect(item.titlePositionAdjustment == UIOffset(horizontal: 0, vertical: -3))
        #expect(item.titleTextAttributes(for: .normal)?[.font] as? UIFont == font)
        #expect(UITabBarItem(tabBarSystemItem: .favorites, tag: 1).badgeColor == green)

        let mine = UITabBarItem()
        mine.badgeColor = .red
        UITabBarItem.appearance().badgeColor = orange
        let bar = makeBar()
        bar.items = [mine]
        host.show(BarHostController(bar))
        #expect(mine.badgeColor == .red)
        // The bar button item proxy is another one.
        #expect(UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil).titleTextAttributes(for: .normal) == nil)
    }

    @Test func itemsMadeBeforeTheItemProxyGetItsValuesWhenShownInAWindow() {
        let host = UITestHost()
        let bar = makeBar()
        let items = bar.items ?? []
        items[0].badgeValue = "3"
        UITabBarItem.appearance().badgeColor = green
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: navy], for: .normal)
        #expect(items[0].badgeColor == nil)
        host.show(BarHostController(bar))
        host.advance(by: 1.0 / 60)
        #expect(items[0].badgeColor == green)
        #expect(button(bar, 0).badgeView?.backgroundColor == green)
        #expect(button(bar, 0).titleLabel.textColor == navy)

        // An item added to the bar in the window gets them too.
        let added = UITabBarItem(title: "Late", image: nil, tag: 9)
        UITabBarItem.appearance().badgeColor = orange
        bar.items = items + [added]
        #expect(added.badgeColor == orange)
        #expect(items[0].badgeColor == green)
    }

    @Test func titleTextAttributesGiveTheFontAndEachStatesOwnColour() throws {
        let host = UITestHost()
        let font = UIFont.systemFont(ofSize: 13, weight: .bold)
        UITabBarItem.appearance().setTitleTextAttributes([.font: font, .foregroundColor: green], for: .normal)
        let bar = makeBar()
        host.show(BarHostController(bar))
        host.advance(by: 1.0 / 60)
        // Unselected: the .normal colour; selected: no .selected colour, so the bar's tint.
        #expect(button(bar, 0).titleLabel.textColor == green)
        #expect(button(bar, 1).titleLabel.textColor == .systemBlue)
        #expect(button(bar, 0).titleLabel.font === font)
        #expect(button(bar, 1).titleLabel.font === font)

        let selectedFont = UIFont.systemFont(ofSize: 11)
        let items = try #require(bar.items)
        items[1].setTitleTextAttributes([.foregroundColor: orange, .font: selectedFont], for: .selected)
        #expect(button(bar, 1).titleLabel.textColor == orange)
        #expect(button(bar, 1).titleLabel.font === selectedFont)
        bar.selectedItem = items[0]
        #expect(button(bar, 1).titleLabel.textColor == green)
        #expect(button(bar, 0).titleLabel.textColor == .systemBlue)
    }

    @Test func theItemProxyOfASubclassStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                final class MyItem: UITabBarItem {}
                _ = MyItem.appearance()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("appearance(): appearance proxies of subclasses are not supported by Rockhopper; use UITabBarItem.appearance()"), "\(stderr)")
    }
}
