import Testing
@testable import UIKitTesting
@testable import UIKit

/// `UINavigationBar`: its size, the layout of the back button, title and items as iOS 11+ lays
/// them out on a phone (Apple's `UINavigationBar`, `UINavigationItem` and `backButtonDisplayMode`
/// documentation; margins and spacing in `BarConstants`), the back button's text rules, the item
/// stack with its delegate, the back button, animated transitions and leaks.
@MainActor @Suite struct UINavigationBarTests {
    /// The test's host, made first so everything the test makes belongs to its application
    /// (appearance proxies are per application).
    let host = UITestHost()
    /// Places the bars of a test at `.topAttached` (bars hold their delegate weakly).
    let topAttached = TopAttachedDelegate()
    /// A shown bar 375 pt wide at y = 20 (top-attached) with `items`.
    func shownBar(_ items: [UINavigationItem], width: CGFloat = 375, delegate: (any UINavigationBarDelegate)? = nil) -> (UITestHost, UINavigationBar) {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: width, height: 44))
        bar.delegate = delegate
        bar.setItems(items, animated: false)
        host.show(BarHostController(bar))
        return (host, bar)
    }

    func backButton(_ bar: UINavigationBar) -> _UIButtonBarButton? {
        bar._content?.backButton
    }

    // MARK: - Size

    @Test func aBarIs44PointsTallAtAnyWidth() {
        let bar = UINavigationBar()
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 500)) == CGSize(width: 320, height: 44))
        #expect(bar.sizeThatFits(.zero).height == 44)
        #expect(bar.intrinsicContentSize.height == 44)
    }

    @Test func aNewBarHasNoItemsAndDefaultLooks() {
        let bar = UINavigationBar()
        #expect(bar.items == nil)
        #expect(bar.topItem == nil)
        #expect(bar.backItem == nil)
        #expect(bar.barStyle == .default)
        #expect(bar.isTranslucent)
        #expect(bar.barTintColor == nil)
        #expect(bar.tintColor == .systemBlue)
        #expect(bar.barPosition == .top)
        bar.tintColor = .red
        bar.tintColor = nil
        #expect(bar.tintColor == .systemBlue)
    }

    // MARK: - Title

    @Test func theTitleIsA17PointSemiboldLabelCentredInTheBar() throws {
        let (_, bar) = shownBar([UINavigationItem(title: "Inbox")])
        let title = try #require(label("Inbox", in: bar))
        #expect(frame(of: title, in: bar).midX == 187.5)
        #expect(title.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 17, weight: .semibold))
        #expect(title.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .label)
    }

    @Test func aTitleViewTakesTheTitlesPlaceAtItsOwnSize() {
        let item = UINavigationItem(title: "Hidden")
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        item.titleView = custom
        let (_, bar) = shownBar([item])
        #expect(custom.superview != nil)
        #expect(frame(of: custom, in: bar) == CGRect(x: 127.5, y: 7, width: 120, height: 30))
        #expect(label("Hidden", in: bar) == nil)
    }

    @Test func aTitleThatCollidesWithTheItemsMovesBetweenThemAndIsTruncated() throws {
        let item = UINavigationItem(title: "A very long title that cannot possibly fit in the middle")
        item.rightBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        let (_, bar) = shownBar([item])
        let title = try #require(label(item.title!, in: bar))
        let done = try #require(label("Done", in: bar))
        let titleFrame = frame(of: title, in: bar)
        #expect(titleFrame.minX >= 16)
        #expect(titleFrame.maxX <= frame(of: done, in: bar).minX - 8 + 0.001)
        #expect(title.lineBreakMode == .byTruncatingTail)
    }

    // MARK: - Items

    @Test func rightItemsRunFromTheTrailingMarginInwards8PointsApart() throws {
        let item = UINavigationItem(title: "T")
        item.rightBarButtonItems = [UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil),
                                    UIBarButtonItem(title: "Two", style: .plain, target: nil, action: nil)]
        let (_, bar) = shownBar([item])
        let one = frame(of: try #require(label("One", in: bar)), in: bar)
        let two = frame(of: try #require(label("Two", in: bar)), in: bar)
        #expect(abs(one.maxX - (375 - 16)) < 0.001)
        #expect(abs(two.maxX - (one.minX - 8)) < 0.001)
        #expect(one.midY == 22)
    }

    @Test func leftItemsRunFromTheLeadingMarginAndReplaceTheBackButton() throws {
        let top = UINavigationItem(title: "Top")
        top.leftBarButtonItems = [UIBarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil),
                                  UIBarButtonItem(title: "More", style: .plain, target: nil, action: nil)]
        let (_, bar) = shownBar([UINavigationItem(title: "Back item"), top])
        let cancel = frame(of: try #require(label("Cancel", in: bar)), in: bar)
        let more = frame(of: try #require(label("More", in: bar)), in: bar)
        #expect(cancel.minX == 16)
        #expect(abs(more.minX - (cancel.maxX + 8)) < 0.001)
        #expect(backButton(bar) == nil)
        #expect(label("Back item", in: bar) == nil)
    }

    @Test func leftItemsMayFollowTheBackButton() throws {
        let top = UINavigationItem(title: "Top")
        top.leftBarButtonItem = UIBarButtonItem(title: "Extra", style: .plain, target: nil, action: nil)
        top.leftItemsSupplementBackButton = true
        let (_, bar) = shownBar([UINavigationItem(title: "Prev"), top])
        let back = try #require(backButton(bar))
        let extra = frame(of: try #require(label("Extra", in: bar)), in: bar)
        #expect(abs(extra.minX - (back.frame.maxX + 8)) < 0.001)
    }

    @Test func barsAtLeast414PointsWideUse20PointMargins() throws {
        let item = UINavigationItem(title: "T")
        item.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let (_, bar) = shownBar([item], width: 414)
        #expect(abs(frame(of: try #require(label("Edit", in: bar)), in: bar).maxX - (414 - 20)) < 0.001)
    }

    @Test func hiddenItemsAreLeftOut() {
        let item = UINavigationItem(title: "T")
        let hidden = UIBarButtonItem(title: "Gone", style: .plain, target: nil, action: nil)
        hidden.isHidden = true
        item.rightBarButtonItem = hidden
        let (_, bar) = shownBar([item])
        #expect(label("Gone", in: bar) == nil)
    }

    @Test func aCustomViewItemShowsTheViewAtItsSizeCentredVertically() {
        let item = UINavigationItem(title: "T")
        let custom = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        item.rightBarButtonItem = UIBarButtonItem(customView: custom)
        let (_, bar) = shownBar([item])
        #expect(frame(of: custom, in: bar) == CGRect(x: 375 - 16 - 30, y: 7, width: 30, height: 30))
    }

    // MARK: - Back button

    @Test func theBackButtonIsAChevronAt8PointsAndThePreviousItemsTitle() throws {
        let (_, bar) = shownBar([UINavigationItem(title: "Settings"), UINavigationItem(title: "General")])
        let back = try #require(backButton(bar))
        #expect(back.frame.minX == 8)
        let chevron = try #require(back.indicatorView)
        #expect(frame(of: chevron, in: bar) == CGRect(x: 8, y: 12, width: 13, height: 21))
        let text = try #require(label("Settings", in: bar))
        #expect(abs(frame(of: text, in: bar).minX - (8 + 13 + 6)) < 0.001)
        #expect(text.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemBlue)
        #expect(text.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 17))
    }

    @Test func theRootItemHasNoBackButton() {
        let (_, bar) = shownBar([UINavigationItem(title: "Root")])
        #expect(backButton(bar) == nil)
    }

    @Test func theBackButtonTitleComesFromTheBackItemsBackButtonTitleFirst() {
        let back = UINavigationItem(title: "Contacts")
        back.backButtonTitle = "All"
        let (_, bar) = shownBar([back, UINavigationItem(title: "Ann")])
        #expect(backButton(bar)?.titleLabel?.text == "All")
    }

    @Test func aBackBarButtonItemOfTheBackItemWinsOverItsTitles() {
        let back = UINavigationItem(title: "Contacts")
        back.backButtonTitle = "All"
        back.backBarButtonItem = UIBarButtonItem(title: "Return", style: .plain, target: nil, action: nil)
        let (_, bar) = shownBar([back, UINavigationItem(title: "Ann")])
        #expect(backButton(bar)?.titleLabel?.text == "Return")
    }

    @Test func aBackItemWithoutATitleGivesBack() {
        let (_, bar) = shownBar([UINavigationItem(), UINavigationItem(title: "Ann")])
        #expect(backButton(bar)?.titleLabel?.text == "Back")
    }

    @Test func aBackTitleTooLongForTheSpaceBecomesBack() {
        let back = UINavigationItem(title: "A rather long previous screen title")
        let (_, bar) = shownBar([back, UINavigationItem(title: "Details")])
        #expect(backButton(bar)?.titleLabel?.text == "Back")
    }

    @Test func whenEvenBackDoesNotFitOnlyTheChevronShows() throws {
        let back = UINavigationItem(title: "A rather long previous screen title")
        let (_, bar) = shownBar([back, UINavigationItem(title: "A title wide enough to leave no room")])
        let button = try #require(backButton(bar))
        #expect(button.titleLabel == nil)
        #expect(button.indicatorView != nil)
    }

    @Test func theGenericAndMinimalDisplayModesIgnoreTheTitles() {
        let back = UINavigationItem(title: "Contacts")
        back.backButtonDisplayMode = .generic
        let (_, bar) = shownBar([back, UINavigationItem(title: "Ann")])
        #expect(backButton(bar)?.titleLabel?.text == "Back")
        back.backButtonDisplayMode = .minimal
        bar.layoutIfNeeded()
        #expect(backButton(bar)?.titleLabel == nil)
    }

    @Test func hidesBackButtonHidesIt() {
        let top = UINavigationItem(title: "Ann")
        top.hidesBackButton = true
        let (_, bar) = shownBar([UINavigationItem(title: "Contacts"), top])
        #expect(backButton(bar) == nil)
        top.setHidesBackButton(false, animated: false)
        bar.layoutIfNeeded()
        #expect(backButton(bar) != nil)
    }

    @Test func tappingTheBackButtonPopsTheTopItemAndTellsTheDelegate() throws {
        let log = NavigationBarDelegateLog()
        let top = UINavigationItem(title: "Ann")
        let (host, bar) = shownBar([UINavigationItem(title: "Contacts"), top], delegate: log)
        host.tap(at: center(of: try #require(backButton(bar))))
        #expect(bar.items?.count == 1)
        #expect(log.lines == ["shouldPop Ann"])
        host.settle()
        #expect(log.lines == ["shouldPop Ann", "didPop Ann"])
        #expect(label("Contacts", in: bar) != nil)
        #expect(label("Ann", in: bar) == nil)
    }

    @Test func aDelegateMayRefuseThePop() throws {
        let log = NavigationBarDelegateLog()
        log.allowsPop = false
        let (host, bar) = shownBar([UINavigationItem(title: "Contacts"), UINavigationItem(title: "Ann")], delegate: log)
        host.tap(at: center(of: try #require(backButton(bar))))
        host.settle()
        #expect(bar.items?.count == 2)
        #expect(log.lines == ["shouldPop Ann"])
    }

    @Test func aNavigationControllersHookReplacesThePop() throws {
        let (host, bar) = shownBar([UINavigationItem(title: "Contacts"), UINavigationItem(title: "Ann")])
        var calls = 0
        bar._backButtonAction = { calls += 1 }
        host.tap(at: center(of: try #require(backButton(bar))))
        #expect(calls == 1)
        #expect(bar.items?.count == 2)
    }

    @Test func theBackButtonDimsWhileTouched() throws {
        let (host, bar) = shownBar([UINavigationItem(title: "Contacts"), UINavigationItem(title: "Ann")])
        let back = try #require(backButton(bar))
        let finger = host.touchDown(at: center(of: back))
        #expect(back.isHighlighted)
        #expect(back.titleLabel?.alpha == CGFloat(Float(0.2)))
        host.move(finger, to: CGPoint(x: 300, y: 400))
        #expect(!back.isHighlighted)
        host.lift(finger)
        host.settle()
        #expect(bar.items?.count == 2)
    }

    // MARK: - Stack

    @Test func pushAndPopChangeTheItemsAtOnceAndReturnThePoppedItem() {
        let (_, bar) = shownBar([])
        let a = UINavigationItem(title: "A"), b = UINavigationItem(title: "B")
        bar.pushItem(a, animated: false)
        bar.pushItem(b, animated: true)
        #expect(bar.items == [a, b])
        #expect(bar.topItem === b)
        #expect(bar.backItem === a)
        #expect(bar.popItem(animated: true) === b)
        #expect(bar.topItem === a)
        #expect(bar.backItem == nil)
        #expect(bar.popItem(animated: false) === a)
        #expect(bar.popItem(animated: false) == nil)
    }

    @Test func theDelegateIsAskedBeforeAndToldAfterAnUnanimatedPush() {
        let log = NavigationBarDelegateLog()
        let (_, bar) = shownBar([UINavigationItem(title: "A")], delegate: log)
        bar.pushItem(UINavigationItem(title: "B"), animated: false)
        #expect(log.lines == ["shouldPush B", "didPush B"])
        log.allowsPush = false
        bar.pushItem(UINavigationItem(title: "C"), animated: false)
        #expect(log.lines == ["shouldPush B", "didPush B", "shouldPush C"])
        #expect(bar.topItem?.title == "B")
    }

    @Test func anAnimatedPushSlidesTheNewTitleInAndTellsTheDelegateWhenItEnds() throws {
        let log = NavigationBarDelegateLog()
        let (host, bar) = shownBar([UINavigationItem(title: "A")], delegate: log)
        bar.pushItem(UINavigationItem(title: "B"), animated: true)
        #expect(log.lines == ["shouldPush B"])
        host.advance(by: 0.1)
        let b = try #require(descendants(of: bar, as: UILabel.self).first { $0.text == "B" })
        #expect(b.layer.presentation()!.position.x > 187.5)
        #expect(bar._leavingContents.count == 1)
        host.advance(by: 0.3)
        #expect(log.lines == ["shouldPush B", "didPush B"])
        #expect(bar._leavingContents.isEmpty)
        #expect(descendants(of: bar, as: UILabel.self).first { $0.text == "A" && $0.superview is _UINavigationBarContentView } == nil)
        #expect(frame(of: b, in: bar).midX == 187.5)
    }

    @Test func setItemsAnimatesLikeAPopWhenTheNewTopWasBelow() throws {
        let a = UINavigationItem(title: "A"), b = UINavigationItem(title: "B"), c = UINavigationItem(title: "C")
        let (host, bar) = shownBar([a, b, c])
        bar.setItems([a], animated: true)
        #expect(bar.items == [a])
        host.advance(by: 0.1)
        let title = try #require(descendants(of: bar, as: UILabel.self).first { $0.text == "A" && $0.superview === bar._content })
        #expect(title.layer.presentation()!.position.x < 187.5)
        host.settle()
        #expect(frame(of: title, in: bar).midX == 187.5)
        #expect(b._navigationBar == nil)
        #expect(c._navigationBar == nil)
    }

    @Test func aNewTransitionFinishesTheRunningOne() {
        let log = NavigationBarDelegateLog()
        let (host, bar) = shownBar([UINavigationItem(title: "A")], delegate: log)
        bar.pushItem(UINavigationItem(title: "B"), animated: true)
        host.advance(by: 0.1)
        bar.pushItem(UINavigationItem(title: "C"), animated: true)
        #expect(log.lines == ["shouldPush B", "didPush B", "shouldPush C"])
        host.settle()
        #expect(log.lines == ["shouldPush B", "didPush B", "shouldPush C", "didPush C"])
        #expect(bar._leavingContents.isEmpty)
    }

    // MARK: - Changes of shown items

    @Test func changingTheTopItemUpdatesTheBar() throws {
        let top = UINavigationItem(title: "Before")
        let back = UINavigationItem(title: "Prev")
        let (host, bar) = shownBar([back, top])
        top.title = "After"
        top.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        back.title = "Earlier"
        host.advance(by: 1.0 / 60)
        #expect(label("After", in: bar) != nil)
        #expect(label("Before", in: bar) == nil)
        #expect(label("Save", in: bar) != nil)
        #expect(backButton(bar)?.titleLabel?.text == "Earlier")
    }

    @Test func anAnimatedItemChangeCrossFades() throws {
        let top = UINavigationItem(title: "T")
        let (host, bar) = shownBar([top])
        top.setRightBarButton(UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil), animated: true)
        let edit = try #require(descendants(of: bar, as: UILabel.self).first { $0.text == "Edit" })
        host.advance(by: 0.1)
        #expect(bar._content!.layer.presentation()!.opacity < 1)
        host.settle()
        #expect(isShown(edit))
    }

    @Test func changingABarButtonItemUpdatesTheBar() throws {
        let top = UINavigationItem(title: "T")
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        top.rightBarButtonItem = item
        let (host, bar) = shownBar([top])
        item.title = "Done"
        item.isEnabled = false
        host.advance(by: 1.0 / 60)
        let done = try #require(label("Done", in: bar))
        #expect(done.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == BarConstants.disabledLightColor)
    }

    // MARK: - Looks

    @Test func theBackgroundReachesUpBehindTheStatusBarWhenTopAttached() {
        let (_, bar) = shownBar([UINavigationItem(title: "T")], delegate: topAttached)
        #expect(bar._background.frame == CGRect(x: 0, y: -20, width: 375, height: 64))
        #expect(bar._background.shadowView.frame == CGRect(x: 0, y: 64, width: 375, height: 0.5))
    }

    @Test func aBarWithoutADelegateKeepsItsBackgroundInItsBounds() {
        let (_, bar) = shownBar([UINavigationItem(title: "T")])
        #expect(bar._background.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
    }

    @Test func theDefaultBackgroundIsTheTranslucentNearWhiteWithAHairline() {
        let (host, _) = shownBar([UINavigationItem(title: "T")], delegate: topAttached)
        let image = host.snapshotCGImage(scale: 1)
        #expect(near(rgba(image, 5, 10), [249, 249, 249, 255], 1))
        #expect(near(rgba(image, 5, 50), [249, 249, 249, 255], 1))
        let hairline = rgba(image, 5, 64)
        #expect(hairline[0] < 240 && hairline[0] > 150)
        #expect(near(rgba(image, 5, 70), [255, 255, 255, 255]))
    }

    @Test func barTintColorColoursTheBackground() {
        let (host, bar) = shownBar([UINavigationItem(title: "T")], delegate: topAttached)
        bar.barTintColor = .red
        host.advance(by: 1.0 / 60)
        let image = host.snapshotCGImage(scale: 1)
        #expect(near(rgba(image, 5, 10), [255, 0, 0, 255], 2))
        #expect(near(rgba(image, 5, 40), [255, 0, 0, 255], 2))
    }

    @Test func aBlackBarIsDarkWithAWhiteTitle() throws {
        let (host, bar) = shownBar([UINavigationItem(title: "Night")], delegate: topAttached)
        bar.barStyle = .black
        host.advance(by: 1.0 / 60)
        let title = try #require(label("Night", in: bar))
        #expect(title.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .white)
        let pixel = rgba(host.snapshotCGImage(scale: 1), 5, 30)
        #expect(pixel[0] < 60)
    }

    @Test func anOpaqueBarIsWhite() {
        let (host, bar) = shownBar([UINavigationItem(title: "T")], delegate: topAttached)
        bar.isTranslucent = false
        host.advance(by: 1.0 / 60)
        #expect(near(rgba(host.snapshotCGImage(scale: 1), 5, 30), [255, 255, 255, 255]))
    }

    @Test func titleTextAttributesStyleTheTitle() throws {
        let (host, bar) = shownBar([UINavigationItem(title: "Styled")])
        let font = UIFont.systemFont(ofSize: 20)
        bar.titleTextAttributes = [.foregroundColor: UIColor.red, .font: font]
        host.advance(by: 1.0 / 60)
        let title = try #require(label("Styled", in: bar))
        #expect(title.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect(title.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
        #expect(frame(of: title, in: bar).midX == 187.5)
    }

    @Test func tintColorColoursTheItemsAndTheBackButton() throws {
        let top = UINavigationItem(title: "T")
        top.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let (host, bar) = shownBar([UINavigationItem(title: "Prev"), top])
        bar.tintColor = .orange
        host.advance(by: 1.0 / 60)
        for text in ["Edit", "Prev"] {
            let l = try #require(label(text, in: bar))
            #expect(l.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .orange)
        }
    }

    @Test func aStandardAppearanceReplacesTheLegacyProperties() throws {
        let (host, bar) = shownBar([UINavigationItem(title: "T")], delegate: topAttached)
        bar.barTintColor = .red
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .blue
        appearance.titleTextAttributes = [.foregroundColor: UIColor.green]
        bar.standardAppearance = appearance
        host.advance(by: 1.0 / 60)
        #expect(near(rgba(host.snapshotCGImage(scale: 1), 5, 30), [0, 0, 255, 255], 2))
        let title = try #require(label("T", in: bar))
        #expect(title.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .green)
    }

    @Test func readingTheStandardAppearanceOfALegacyBarGivesItsLook() {
        let bar = UINavigationBar()
        bar.barTintColor = .red
        bar.titleTextAttributes = [.foregroundColor: UIColor.white]
        #expect(bar.standardAppearance.backgroundColor == .red)
        #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        bar.isTranslucent = false
        #expect(bar.standardAppearance.backgroundColor == .red)
    }

    @Test func theTopItemsAppearanceWinsOverTheBars() {
        let top = UINavigationItem(title: "T")
        let mine = UINavigationBarAppearance()
        mine.configureWithOpaqueBackground()
        mine.backgroundColor = .green
        top.standardAppearance = mine
        let (host, bar) = shownBar([top], delegate: topAttached)
        bar.barTintColor = .red
        host.advance(by: 1.0 / 60)
        #expect(near(rgba(host.snapshotCGImage(scale: 1), 5, 30), [0, 255, 0, 255], 2))
    }

    @Test func atTheScrollEdgeTheBarUsesItsScrollEdgeAppearanceOrNone() {
        let (host, bar) = shownBar([UINavigationItem(title: "T")], delegate: topAttached)
        bar._isAtScrollEdge = true
        host.advance(by: 1.0 / 60)
        // No scroll-edge appearance: the standard look with a transparent background (iOS 15+).
        #expect(near(rgba(host.snapshotCGImage(scale: 1), 5, 30), [255, 255, 255, 255]))
        let edge = UINavigationBarAppearance()
        edge.configureWithOpaqueBackground()
        edge.backgroundColor = .blue
        bar.scrollEdgeAppearance = edge
        host.advance(by: 1.0 / 60)
        #expect(near(rgba(host.snapshotCGImage(scale: 1), 5, 30), [0, 0, 255, 255], 2))
        bar._isAtScrollEdge = false
        host.advance(by: 1.0 / 60)
        #expect(near(rgba(host.snapshotCGImage(scale: 1), 5, 30), [249, 249, 249, 255], 1))
    }

    @Test func aBackgroundImageWithAnEmptyShadowImageHidesTheHairline() {
        let (host, bar) = shownBar([UINavigationItem(title: "T")], delegate: topAttached)
        let red = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        bar.setBackgroundImage(red, for: .default)
        bar.shadowImage = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 0.01)).image { _ in }
        host.advance(by: 1.0 / 60)
        #expect(bar.backgroundImage(for: .default) === red)
        let image = host.snapshotCGImage(scale: 1)
        #expect(near(rgba(image, 5, 30), [255, 0, 0, 255], 2))
        #expect(near(rgba(image, 5, 64), [255, 255, 255, 255]))
    }

    @Test func aBackIndicatorImageNeedsItsMaskToo() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 16)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 16))
        }
        let (host, bar) = shownBar([UINavigationItem(title: "Prev"), UINavigationItem(title: "T")])
        bar.backIndicatorImage = image
        host.advance(by: 1.0 / 60)
        #expect(try #require(backButton(bar)?.indicatorView).frame.size == CGSize(width: 13, height: 21))
        bar.backIndicatorTransitionMaskImage = image
        host.advance(by: 1.0 / 60)
        #expect(try #require(backButton(bar)?.indicatorView).frame.size == CGSize(width: 10, height: 16))
    }

    @Test func theLeavingItemsDoNotTakeTouches() throws {
        let target = BarActionTarget()
        let top = UINavigationItem(title: "A")
        let item = UIBarButtonItem(title: "Go", style: .plain, target: target, action: BarActionTarget.tapped)
        top.rightBarButtonItem = item
        let (host, bar) = shownBar([top])
        let button = try #require(bar._content?.buttons[ObjectIdentifier(item)])
        bar.pushItem(UINavigationItem(title: "B"), animated: true)
        host.tap(at: center(of: button))
        #expect(target.senders.isEmpty)
    }

    // MARK: - Misuse

    @Test func pushingAnItemAlreadyInTheBarStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let bar = UINavigationBar()
                let item = UINavigationItem(title: "Twice")
                bar.pushItem(item, animated: false)
                bar.pushItem(item, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("UINavigationBar.pushItem(_:animated:): the item (title \"Twice\") is already in the bar's items"), "\(stderr)")
    }

    @Test func settingItemsWithAnItemListedTwiceStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let item = UINavigationItem(title: "Twice")
                UINavigationBar().setItems([item, item], animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("UINavigationBar.setItems(_:animated:): the item at index 1 (title \"Twice\") is listed twice"), "\(stderr)")
    }

    // MARK: - Leaks

    @Test func aBarWithItemsTargetsAndADelegateIsFreedWhenDropped() throws {
        let survivors = Survivors()
        do {
            let target = BarActionTarget()
            let delegate = NavigationBarDelegateLog()
            let bar = makeTopBar(delegate: delegate)
            let top = UINavigationItem(title: "Top")
            let buttonItem = UIBarButtonItem(title: "Go", style: .plain, target: target, action: BarActionTarget.tapped)
            top.rightBarButtonItem = buttonItem
            top.leftBarButtonItem = UIBarButtonItem(title: "Act", primaryAction: UIAction { _ in target.plainCount += 1 })
            top.leftItemsSupplementBackButton = true
            bar.setItems([UINavigationItem(title: "Root"), top], animated: false)
            let controller = BarHostController(bar)
            host.show(controller)
            host.tap(at: center(of: try #require(bar._content?.buttons[ObjectIdentifier(buttonItem)])))
            bar.pushItem(UINavigationItem(title: "More"), animated: true)
            host.advance(by: 0.1)
            host.tap(at: center(of: try #require(backButton(bar))))
            #expect(target.senders.count == 1)
            for (name, object) in [("bar", bar), ("top", top), ("buttonItem", buttonItem), ("target", target),
                                   ("delegate", delegate), ("controller", controller), ("content", bar._content!)] as [(String, AnyObject)] {
                survivors.watch(name, object)
            }
            host.window.rootViewController = UIViewController()
        }
        host.settle()
        host.advance(by: 1)
        #expect(survivors.alive.isEmpty, "still alive: \(survivors.alive)")
    }
}
