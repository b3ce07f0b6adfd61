import Testing
@testable import UIKitTesting
@testable import UIKit

/// `UIToolbar`: 44 pt tall, items laid out from the margins with flexible and fixed spaces (as
/// iOS lays them out), the hairline on the top edge, tapping items, the look properties,
/// cross-faded `setItems(_:animated: true)` and leaks.
@MainActor @Suite struct UIToolbarTests {
    /// The test's host, made first so everything the test makes belongs to its application
    /// (appearance proxies are per application).
    let host = UITestHost()

    /// A shown toolbar 375 pt wide at the bottom of the screen with `items`.
    func shownToolbar(_ items: [UIBarButtonItem], width: CGFloat = 375) -> (UITestHost, UIToolbar) {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 667 - 44, width: width, height: 44))
        toolbar.items = items
        host.show(BarHostController(toolbar))
        return (host, toolbar)
    }

    func titled(_ text: String, target: BarActionTarget? = nil) -> UIBarButtonItem {
        if let target { return UIBarButtonItem(title: text, style: .plain, target: target, action: BarActionTarget.tapped) }
        return UIBarButtonItem(title: text, style: .plain, target: nil, action: nil)
    }

    @Test func aToolbarIs44PointsTallAndStartsEmpty() {
        let toolbar = UIToolbar()
        #expect(toolbar.sizeThatFits(CGSize(width: 320, height: 100)) == CGSize(width: 320, height: 44))
        #expect(toolbar.items == nil)
        #expect(toolbar.barStyle == .default)
        #expect(toolbar.isTranslucent)
        #expect(toolbar.tintColor == .systemBlue)
        #expect(toolbar.barPosition == .bottom)
    }

    @Test func withoutFlexibleSpaceItemsStartAtTheLeadingMargin8PointsApart() throws {
        let (_, toolbar) = shownToolbar([titled("One"), titled("Two")])
        let one = frame(of: try #require(label("One", in: toolbar)), in: toolbar)
        let two = frame(of: try #require(label("Two", in: toolbar)), in: toolbar)
        #expect(one.minX == 16)
        #expect(abs(two.minX - (one.maxX + 8)) < 0.001)
        #expect(one.midY == 22)
    }

    @Test func flexibleSpacesShareTheWidthThatIsLeft() throws {
        let (_, toolbar) = shownToolbar([titled("Left"), .flexibleSpace(), titled("Middle"), .flexibleSpace(), titled("Right")])
        let left = frame(of: try #require(label("Left", in: toolbar)), in: toolbar)
        let middle = frame(of: try #require(label("Middle", in: toolbar)), in: toolbar)
        let right = frame(of: try #require(label("Right", in: toolbar)), in: toolbar)
        #expect(left.minX == 16)
        #expect(abs(right.maxX - (375 - 16)) < 0.001)
        #expect(abs((middle.minX - left.maxX) - (right.minX - middle.maxX)) < 0.001)
    }

    @Test func aFlexibleSpaceOnEachSideCentresAnItem() throws {
        let (_, toolbar) = shownToolbar([.flexibleSpace(), titled("Centre"), .flexibleSpace()])
        #expect(abs(frame(of: try #require(label("Centre", in: toolbar)), in: toolbar).midX - 187.5) < 0.001)
    }

    @Test func aFixedSpaceTakesItsWidth() throws {
        let (_, toolbar) = shownToolbar([titled("A"), .fixedSpace(40), titled("B")])
        let a = frame(of: try #require(label("A", in: toolbar)), in: toolbar)
        let b = frame(of: try #require(label("B", in: toolbar)), in: toolbar)
        #expect(abs(b.minX - (a.maxX + 40)) < 0.001)
    }

    @Test func tappingAnItemSendsItsAction() throws {
        let target = BarActionTarget()
        let item = titled("Go", target: target)
        let (host, toolbar) = shownToolbar([.flexibleSpace(), item])
        host.tap(at: center(of: try #require(toolbar._content?.buttons[ObjectIdentifier(item)])))
        #expect(target.senders.count == 1)
        #expect(target.senders.first === item)
    }

    @Test func theHairlineIsAlongTheTopEdge() {
        let (host, toolbar) = shownToolbar([titled("A")])
        #expect(toolbar._background.shadowView.frame == CGRect(x: 0, y: -0.5, width: 375, height: 0.5))
        let image = host.snapshotCGImage(scale: 2)
        let hairline = rgba(image, 10, (667 - 44) * 2 - 1)
        #expect(hairline[0] < 240)
        #expect(near(rgba(image, 10, (667 - 44) * 2 + 20), [249, 249, 249, 255], 1))
    }

    @Test func barTintColorAndTintColorStyleTheToolbar() throws {
        let (host, toolbar) = shownToolbar([titled("A")])
        toolbar.barTintColor = .black
        toolbar.tintColor = .yellow
        host.advance(by: 1.0 / 60)
        let a = try #require(label("A", in: toolbar))
        #expect(a.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .yellow)
        #expect(near(rgba(host.snapshotCGImage(scale: 1), 2, 667 - 10), [0, 0, 0, 255], 2))
    }

    @Test func changingAnItemUpdatesTheToolbar() throws {
        let item = titled("Before")
        let (host, toolbar) = shownToolbar([item])
        item.title = "After"
        host.advance(by: 1.0 / 60)
        #expect(label("After", in: toolbar) != nil)
        #expect(label("Before", in: toolbar) == nil)
    }

    @Test func animatedSetItemsCrossFades() throws {
        let (host, toolbar) = shownToolbar([titled("Old")])
        toolbar.setItems([titled("New")], animated: true)
        host.advance(by: 0.1)
        let old = try #require(descendants(of: toolbar, as: UILabel.self).first { $0.text == "Old" })
        #expect(old.window != nil)
        host.settle()
        #expect(old.window == nil)
        #expect(label("New", in: toolbar) != nil)
    }

    @Test func aToolbarAtTheTopReachesUpAndHasItsHairlineBelow() {
        let delegate = TopAttachedDelegate()
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
        toolbar.delegate = delegate
        host.show(BarHostController(toolbar))
        #expect(toolbar._background.frame == CGRect(x: 0, y: -20, width: 375, height: 64))
        #expect(toolbar._background.shadowView.frame.minY == 64)
        withExtendedLifetime(delegate) {}
    }

    @Test func aToolbarWithItemsAndTargetsIsFreedWhenDropped() throws {
        let survivors = Survivors()
        do {
            let target = BarActionTarget()
            let item = titled("Go", target: target)
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 600, width: 375, height: 44))
            toolbar.items = [item, .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .trash, target: target, action: BarActionTarget.tappedWithoutSender)]
            let controller = BarHostController(toolbar)
            host.show(controller)
            host.tap(at: center(of: try #require(toolbar._content?.buttons[ObjectIdentifier(item)])))
            toolbar.setItems([item], animated: true)
            host.advance(by: 0.1)
            for (name, object) in [("toolbar", toolbar), ("item", item), ("target", target), ("controller", controller)] as [(String, AnyObject)] {
                survivors.watch(name, object)
            }
            host.window.rootViewController = UIViewController()
        }
        host.settle()
        host.advance(by: 1)
        #expect(survivors.alive.isEmpty, "still alive: \(survivors.alive)")
    }
}
