import Testing
@testable import UIKitTesting
@testable import UIKit

/// `UIBarButtonItem`: the initializers of Apple's API, what each kind of item shows (titles,
/// system titles and glyphs, images, custom views), target–action by method reference with the
/// target held weakly and nil targets going along the responder chain, `primaryAction`, disabled
/// items, and styling (Apple's `UIBarButtonItem` documentation).
@MainActor @Suite struct UIBarButtonItemTests {
    /// The test's host, made first so everything the test makes belongs to its application
    /// (appearance proxies are per application).
    let host = UITestHost()

    /// `item` as the right item of a shown bar; returns its button.
    func show(_ item: UIBarButtonItem, in controller: UIViewController? = nil) throws -> (UITestHost, UINavigationBar, _UIButtonBarButton) {
        let bar = makeTopBar()
        let top = UINavigationItem(title: "T")
        top.rightBarButtonItem = item
        bar.setItems([top], animated: false)
        if let controller {
            controller.view.addSubview(bar)
            host.show(controller)
        } else {
            host.show(BarHostController(bar))
        }
        let button = try #require(bar._content?.buttons[ObjectIdentifier(item)])
        return (host, bar, button)
    }

    // MARK: - Creating

    @Test func aNewItemIsPlainEnabledAndEmpty() {
        let item = UIBarButtonItem()
        #expect(item.style == .plain)
        #expect(item.isEnabled)
        #expect(item.title == nil)
        #expect(item.image == nil)
        #expect(item.width == 0)
        #expect(item.customView == nil)
        #expect(item.tintColor == nil)
        #expect(item.target == nil)
        #expect(item.primaryAction == nil)
        #expect(item.tag == 0)
        #expect(!item.isHidden)
    }

    @Test func theInitializersKeepWhatTheyAreGiven() {
        let target = BarActionTarget()
        let titled = UIBarButtonItem(title: "Save", style: .done, target: target, action: BarActionTarget.tapped)
        #expect(titled.title == "Save")
        #expect(titled.style == .done)
        #expect(titled.target === target)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        let pictured = UIBarButtonItem(image: image, style: .plain, target: target, action: BarActionTarget.tappedWithoutSender)
        #expect(pictured.image === image)
        let custom = UIView()
        #expect(UIBarButtonItem(customView: custom).customView === custom)
        #expect(UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil).title == "Back")
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
        #expect(UIBarButtonItem.flexibleSpace()._isSpace)
    }

    @Test func systemItemsShowTheirEnglishTitles() throws {
        let cases: [(UIBarButtonItem.SystemItem, String)] = [(.done, "Done"), (.cancel, "Cancel"), (.edit, "Edit"),
                                                             (.save, "Save"), (.undo, "Undo"), (.redo, "Redo")]
        for (system, text) in cases {
            let (_, bar, button) = try show(UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil))
            #expect(button.titleLabel?.text == text)
            #expect(label(text, in: bar) != nil)
        }
    }

    @Test func doneAndSaveAreSemiboldTheOthersRegular() throws {
        let (_, _, done) = try show(UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil))
        let (_, _, cancel) = try show(UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil))
        let (_, _, styled) = try show(UIBarButtonItem(title: "OK", style: .done, target: nil, action: nil))
        func font(_ b: _UIButtonBarButton) -> UIFont? { b.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont }
        #expect(font(done) == .systemFont(ofSize: 17, weight: .semibold))
        #expect(font(styled) == .systemFont(ofSize: 17, weight: .semibold))
        #expect(font(cancel) == .systemFont(ofSize: 17))
    }

    @Test func glyphItemsShowADrawnImageInTheTintColour() throws {
        let glyphs: [UIBarButtonItem.SystemItem] = [.add, .compose, .reply, .action, .organize, .bookmarks, .search, .refresh,
                                                    .stop, .camera, .trash, .play, .pause, .rewind, .fastForward, .pageCurl, .close]
        for system in glyphs {
            let (_, _, button) = try show(UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil))
            let view = try #require(button.imageView, "\(system)")
            #expect(view.image?.size == CGSize(width: 22, height: 22))
            #expect(button.titleLabel == nil)
        }
        let (host, bar, add) = try show(UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil))
        let middle = add.imageView!.convert(CGPoint(x: 11, y: 11), to: nil)
        _ = bar
        #expect(near(rgba(host.snapshotCGImage(scale: 2), Int(middle.x * 2), Int(middle.y * 2)), [0, 122, 255, 255], 3))
    }

    @Test func anImageItemShowsTheImageAsATemplateInTheTintColour() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        let item = UIBarButtonItem(image: image, style: .plain, target: nil, action: nil)
        item.tintColor = .red
        let (host, _, button) = try show(item)
        let view = try #require(button.imageView)
        #expect(view.frame.size == CGSize(width: 20, height: 20))
        let middle = view.convert(CGPoint(x: 10, y: 10), to: nil)
        #expect(near(rgba(host.snapshotCGImage(scale: 1), Int(middle.x), Int(middle.y)), [255, 0, 0, 255], 2))
    }

    @Test func aPositiveWidthSetsTheButtonsWidth() throws {
        let item = UIBarButtonItem(title: "W", style: .plain, target: nil, action: nil)
        item.width = 80
        let (_, _, button) = try show(item)
        #expect(button.frame.width == 80)
        #expect(abs(button.frame.maxX - (375 - 16)) < 0.001)
    }

    // MARK: - Actions

    @Test func tappingAnItemSendsItsActionWithTheItemOnce() throws {
        let target = BarActionTarget()
        let item = UIBarButtonItem(title: "Go", style: .plain, target: target, action: BarActionTarget.tapped)
        let (host, _, button) = try show(item)
        host.tap(at: center(of: button))
        #expect(target.senders.count == 1)
        #expect(target.senders.first === item)
    }

    @Test func anActionWithoutASenderIsCalledToo() throws {
        let target = BarActionTarget()
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: target, action: BarActionTarget.tappedWithoutSender)
        let (host, _, button) = try show(item)
        host.tap(at: center(of: button))
        #expect(target.plainCount == 1)
    }

    @Test func actionsMayTakeTheSenderAsAnyOrAnyObject() throws {
        final class Screen {
            var log: [String] = []
            func any(_ sender: Any) { log.append("any \(sender is UIBarButtonItem)") }
            func object(_ sender: AnyObject) { log.append("object \(sender is UIBarButtonItem)") }
        }
        let screen = Screen()
        let anyItem = UIBarButtonItem(title: "A", style: .plain, target: screen, action: Screen.any)
        let objectItem = UIBarButtonItem(barButtonSystemItem: .add, target: screen, action: Screen.object)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 600, width: 375, height: 44))
        toolbar.items = [anyItem, .flexibleSpace(), objectItem]
        host.show(BarHostController(toolbar))
        host.tap(at: center(of: try #require(toolbar._content?.buttons[ObjectIdentifier(anyItem)])))
        host.tap(at: center(of: try #require(toolbar._content?.buttons[ObjectIdentifier(objectItem)])))
        #expect(screen.log == ["any true", "object true"])
    }

    @Test func liftingFarAwayDoesNotSendTheAction() throws {
        let target = BarActionTarget()
        let (host, _, button) = try show(UIBarButtonItem(title: "Go", style: .plain, target: target, action: BarActionTarget.tapped))
        let finger = host.touchDown(at: center(of: button))
        #expect(button.isHighlighted)
        host.move(finger, to: CGPoint(x: 100, y: 400))
        #expect(!button.isHighlighted)
        host.lift(finger)
        #expect(target.senders.isEmpty)
    }

    @Test func aDisabledItemIgnoresTaps() throws {
        let target = BarActionTarget()
        let item = UIBarButtonItem(title: "Go", style: .plain, target: target, action: BarActionTarget.tapped)
        item.isEnabled = false
        let (host, _, button) = try show(item)
        host.tap(at: center(of: button))
        #expect(target.senders.isEmpty)
        #expect(!button.isHighlighted)
        #expect(button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == BarConstants.disabledLightColor)
    }

    @Test func thePrimaryActionRunsInsteadOfTheTargetAndSeesTheItemAsSender() throws {
        var senders: [Any?] = []
        let action = UIAction(title: "Share") { action in senders.append(action.sender) }
        let item = UIBarButtonItem(title: nil, image: nil, primaryAction: action)
        #expect(item.title == "Share")
        let (host, bar, button) = try show(item)
        #expect(label("Share", in: bar) != nil)
        host.tap(at: center(of: button))
        #expect(senders.count == 1)
        #expect((senders.first ?? nil) as? UIBarButtonItem === item)
        #expect(action.sender == nil)
    }

    @Test func aSystemItemWithAPrimaryAction() throws {
        var count = 0
        let item = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in count += 1 })
        let (host, _, button) = try show(item)
        host.tap(at: center(of: button))
        #expect(count == 1)
        #expect(button.imageView != nil)
    }

    @Test func theTargetIsHeldWeakly() {
        weak var weakTarget: BarActionTarget?
        let item: UIBarButtonItem
        do {
            let target = BarActionTarget()
            weakTarget = target
            item = UIBarButtonItem(title: "Go", style: .plain, target: target, action: BarActionTarget.tapped)
        }
        #expect(weakTarget == nil)
        #expect(item.target == nil)
    }

    @Test func withoutATargetTheActionGoesToTheFirstResponderOfItsClassUpTheChain() throws {
        final class Screen: UIViewController {
            var saves = 0
            func save() { saves += 1 }
        }
        let screen = Screen()
        let item = UIBarButtonItem(title: "Save", style: .plain, target: nil, action: Screen.save)
        let (host, _, button) = try show(item, in: screen)
        host.tap(at: center(of: button))
        #expect(screen.saves == 1)
    }

    @Test func aTargetOfTheWrongClassStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let item = UIBarButtonItem(title: "Go", style: .plain, target: BarActionTarget(), action: BarActionTarget.tapped)
                item.target = UIView()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("UIBarButtonItem.target: UIView does not have the method the item's action refers to"), "\(stderr)")
    }

    @Test func anInitializerTargetOfTheWrongClassStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIBarButtonItem(title: "Go", style: .plain, target: UIView(), action: BarActionTarget.tapped)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("UIBarButtonItem: the target (UIView) is not an instance of BarActionTarget"), "\(stderr)")
    }

    // MARK: - Styling

    @Test func theItemsTintColourWinsOverTheBars() throws {
        let item = UIBarButtonItem(title: "Tinted", style: .plain, target: nil, action: nil)
        item.tintColor = .purple
        let (_, _, button) = try show(item)
        #expect(button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .purple)
    }

    @Test func titleTextAttributesStyleTheTitlePerState() throws {
        let item = UIBarButtonItem(title: "Styled", style: .plain, target: nil, action: nil)
        let font = UIFont.systemFont(ofSize: 14)
        item.setTitleTextAttributes([.font: font, .foregroundColor: UIColor.green], for: .normal)
        item.setTitleTextAttributes([.foregroundColor: UIColor.gray], for: .disabled)
        #expect(item.titleTextAttributes(for: .normal)?[.font] as? UIFont == font)
        #expect(item.titleTextAttributes(for: .highlighted) == nil)
        let (host, bar, button) = try show(item)
        #expect(button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
        #expect(button.titleLabel?.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .green)
        item.isEnabled = false
        host.advance(by: 1.0 / 60)
        let disabled = try #require(label("Styled", in: bar))
        #expect(disabled.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .gray)
    }
}
