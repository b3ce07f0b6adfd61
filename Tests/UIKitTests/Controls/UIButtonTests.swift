import Testing
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// `UIButton`'s kinds, initialisers and events, driven like a user: taps, drags, cancels, a
/// button under tap recognizers and inside a scroll view; and that buttons are freed.
@MainActor @Suite struct UIButtonTests {
    /// A system button titled "Push" at (100, 200), 120 × 44, in a host's window.
    func stage(_ button: UIButton = UIButton(type: .system)) -> (UITestHost, UIButton, ControlEventLog) {
        let host = UITestHost()
        button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
        button.setTitle("Push", for: .normal)
        host.window.addSubview(button)
        host.settle()
        return (host, button, ControlEventLog(button))
    }

    final class Target {
        var taps = 0
        func tapped() { taps += 1 }
        func tappedWithSender(_ sender: UIButton) { taps += 1 }
    }

    // MARK: Kinds

    @Test func theButtonTypesHaveUIKitsRawValues() {
        #expect(UIButton.ButtonType.custom.rawValue == 0)
        #expect(UIButton.ButtonType.system.rawValue == 1)
        #expect(UIButton.ButtonType.detailDisclosure.rawValue == 2)
        #expect(UIButton.ButtonType.infoLight.rawValue == 3)
        #expect(UIButton.ButtonType.infoDark.rawValue == 4)
        #expect(UIButton.ButtonType.contactAdd.rawValue == 5)
        #expect(UIButton.ButtonType.plain.rawValue == 6)
        #expect(UIButton.ButtonType.close.rawValue == 7)
        #expect(UIButton.ButtonType.roundedRect == .system)
    }

    @Test func initWithFrameAndTheEmptyInitialiserMakeCustomButtons() {
        #expect(UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).buttonType == .custom)
        #expect(UIButton().buttonType == .custom)
        #expect(UIButton(type: .system).buttonType == .system)
        #expect(UIButton(type: .roundedRect).buttonType == .system)
    }

    @Test func aSubclassMadeWithATypeIsOfTheSubclassAndTheType() {
        final class Fancy: UIButton {}
        let button = Fancy(type: .system)
        #expect(button.buttonType == .system)
        #expect(type(of: button) == Fancy.self)
    }

    @Test func glyphButtonsComeSizedToTheirGlyphWithItAsTheNormalImage() {
        for type in [UIButton.ButtonType.contactAdd, .infoLight, .infoDark, .detailDisclosure] {
            let button = UIButton(type: type)
            #expect(button.frame == CGRect(x: 0, y: 0, width: 22, height: 22), "\(type)")
            #expect(button.image(for: .normal) != nil && button.currentImage?.renderingMode == .alwaysTemplate)
            #expect(button.sizeThatFits(.zero) == CGSize(width: 22, height: 22))
        }
        let close = UIButton(type: .close)
        #expect(close.frame.size == CGSize(width: 30, height: 30))
        #expect(close.currentImage?.renderingMode == .alwaysOriginal)
        #expect(UIButton(type: .system).frame == .zero)
    }

    @Test func aButtonMadeWithAPrimaryActionShowsItsTitleAndImageAndPerformsIt() {
        var performed = 0
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        let action = UIAction(title: "Save", image: image) { _ in performed += 1 }
        let button = UIButton(primaryAction: action)
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Save" && button.image(for: .normal) === image)
        let (host, _, _) = stage(button)
        button.setTitle("Save", for: .normal)
        host.tap(button)
        #expect(performed == 1)
        let custom = UIButton(frame: .zero, primaryAction: UIAction(title: "Go") { _ in })
        #expect(custom.buttonType == .custom && custom.currentTitle == "Go")
        #expect(UIButton(type: .contactAdd, primaryAction: nil).buttonType == .contactAdd)
    }

    // MARK: Events

    @Test func aTapSendsTouchDownTouchUpInsideThenPrimaryActionTriggered() {
        let (host, button, log) = stage()
        host.tap(button)
        #expect(log.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(log.highlighted == [true, false, false])
    }

    @Test func targetsAddedByMethodReferenceRunOnTouchUpInside() {
        let (host, button, _) = stage()
        let target = Target()
        button.addTarget(target, action: Target.tapped, for: .touchUpInside)
        button.addTarget(target, action: Target.tappedWithSender, for: .primaryActionTriggered)
        host.tap(button)
        #expect(target.taps == 2)
    }

    @Test func draggingOutAndBackInStillEndsInsideAndTriggersThePrimaryAction() {
        let (host, button, log) = stage()
        let finger = host.touchDown(at: CGPoint(x: 160, y: 222))
        host.move(finger, to: CGPoint(x: 160, y: 400))     // 134 pt below: outside the 70-pt slop
        #expect(!button.isHighlighted && button.isTracking)
        host.move(finger, to: CGPoint(x: 160, y: 250))
        #expect(button.isHighlighted)
        host.lift(finger)
        #expect(log.withoutDrags == ["touchDown", "touchDragExit", "touchDragEnter", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func liftingOutsideSendsTouchUpOutsideAndNoPrimaryAction() {
        let (host, _, log) = stage()
        let finger = host.touchDown(at: CGPoint(x: 160, y: 222))
        host.move(finger, to: CGPoint(x: 160, y: 400))
        host.lift(finger)
        #expect(log.withoutDrags == ["touchDown", "touchDragExit", "touchUpOutside"])
    }

    @Test func aCancelledTouchSendsTouchCancelAndUnhighlights() {
        let (host, button, log) = stage()
        let finger = host.touchDown(at: CGPoint(x: 160, y: 222))
        host.cancel([finger])
        #expect(log.events == ["touchDown", "touchCancel"])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test func changesSelectionAsPrimaryActionTogglesSelectionBeforeTheAction() {
        let (host, button, _) = stage()
        button.changesSelectionAsPrimaryAction = true
        var selectedWhenTriggered: [Bool] = []
        button.addAction(UIAction { [weak button] _ in selectedWhenTriggered.append(button?.isSelected ?? false) },
                         for: .primaryActionTriggered)
        host.tap(button)
        host.tap(button)
        #expect(selectedWhenTriggered == [true, false])
    }

    @Test func aDisabledButtonSendsNothing() {
        let (host, button, log) = stage()
        button.isEnabled = false
        host.tap(button)
        #expect(log.events.isEmpty)
    }

    // MARK: Gesture recognizers of ancestors

    @Test func aButtonInsideAViewWithATapRecognizerStillFiresAndTheTapDoesNot() {
        let host = UITestHost()
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let actions = GestureActionLog()
        let tap = UITapGestureRecognizer(target: actions, action: GestureActionLog.handleTap)
        container.addGestureRecognizer(tap)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
        button.setTitle("Push", for: .normal)
        container.addSubview(button)
        let log = ControlEventLog(button)
        host.tap(button)
        #expect(log.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(actions.entries.isEmpty)
        // Elsewhere in the container the tap still recognizes.
        host.tap(at: CGPoint(x: 50, y: 500))
        #expect(actions.entries == ["? ended"])
    }

    @Test func aDoubleTapRecognizerOnTheSuperviewIsNotRefused() {
        let host = UITestHost()
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let actions = GestureActionLog()
        let doubleTap = UITapGestureRecognizer(target: actions, action: GestureActionLog.handleTap)
        doubleTap.numberOfTapsRequired = 2
        container.addGestureRecognizer(doubleTap)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
        container.addSubview(button)
        #expect(button.gestureRecognizerShouldBegin(doubleTap))
        host.tap(at: CGPoint(x: 160, y: 222), count: 2)
        #expect(actions.entries == ["? ended"])
    }

    @Test func theButtonsOwnSingleTapRecognizerIsNotRefused() {
        let button = UIButton(type: .system)
        let own = UITapGestureRecognizer()
        button.addGestureRecognizer(own)
        #expect(button.gestureRecognizerShouldBegin(own))
        let ancestors = UITapGestureRecognizer()
        UIView().addGestureRecognizer(ancestors)
        #expect(!button.gestureRecognizerShouldBegin(ancestors))
    }

    // MARK: In a scroll view

    func scrollStage() -> (UITestHost, UIScrollView, UIButton, ControlEventLog) {
        let host = UITestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 375, height: 3000)
        host.window.addSubview(scroll)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 300, width: 175, height: 44)
        button.setTitle("In a scroll view", for: .normal)
        scroll.addSubview(button)
        host.settle()
        return (host, scroll, button, ControlEventLog(button))
    }

    @Test func aQuickTapInAScrollViewSendsTouchUpInsideAfterTheContentTouchDelay() {
        let (host, _, button, log) = scrollStage()
        let finger = host.touchDown(at: CGPoint(x: 180, y: 322))
        host.advance(by: 0.05)
        #expect(log.events.isEmpty && !button.isHighlighted)   // the scroll view holds the touch
        host.lift(finger)
        #expect(log.events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func aRestingFingerHighlightsTheButtonOnceTheDelayPasses() {
        let (host, _, button, log) = scrollStage()
        let finger = host.touchDown(at: CGPoint(x: 180, y: 322))
        host.advance(by: 0.1)
        #expect(!button.isHighlighted)
        host.advance(by: 0.1)
        #expect(button.isHighlighted && log.events == ["touchDown"])
        host.lift(finger)
    }

    @Test func aDragStartingOnTheButtonScrollsAndTheButtonSendsNothing() {
        let (host, scroll, _, log) = scrollStage()
        host.drag(from: CGPoint(x: 180, y: 322), to: CGPoint(x: 180, y: 100), duration: 0.1)
        host.settle()
        #expect(scroll.contentOffset.y > 100)
        #expect(log.events.isEmpty)
    }

    @Test func aButtonAlreadyTrackingKeepsItsTouchAndTheScrollViewDoesNotScroll() {
        let (host, scroll, button, log) = scrollStage()
        let finger = host.touchDown(at: CGPoint(x: 180, y: 322))
        host.advance(by: 0.3)                                   // past the delay: the button tracks
        #expect(button.isTracking)
        for i in 1...10 {
            host.move(finger, to: CGPoint(x: 180, y: 322 - CGFloat(i) * 15))   // up to 128 pt above: outside
            host.advance(by: 1.0 / 60)
        }
        host.lift(finger)
        host.settle()
        #expect(scroll.contentOffset.y == 0)
        #expect(log.withoutDrags == ["touchDown", "touchDragExit", "touchUpOutside"])
    }

    // MARK: Memory

    @Test func aButtonTappedHighlightedMidFadeAndRemovedIsFreed() {
        weak var weakButton: UIButton?
        weak var weakLabel: UILabel?
        let host = UITestHost()
        do {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
            button.setTitle("Push", for: .normal)
            host.window.addSubview(button)
            _ = ControlEventLog(button)
            host.tap(button)                                    // the fade back starts
            let finger = host.touchDown(at: CGPoint(x: 160, y: 222))
            host.lift(finger)
            host.advance(by: 0.05)                              // mid-fade
            button.removeFromSuperview()
            weakButton = button
            weakLabel = button.titleLabel
        }
        host.settle()
        #expect(weakButton == nil)
        #expect(weakLabel == nil)
    }

    @Test func aButtonWhoseUpdateHandlerCapturesItWeaklyIsFreed() {
        weak var weakButton: UIButton?
        let host = UITestHost()
        do {
            let button = UIButton(configuration: .filled())
            button.configurationUpdateHandler = { [weak button] _ in
                var configuration = button?.configuration
                configuration?.title = button?.isHighlighted == true ? "Down" : "Up"
                button?.configuration = configuration
            }
            button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
            host.window.addSubview(button)
            host.tap(button)
            button.removeFromSuperview()
            weakButton = button
        }
        host.settle()
        #expect(weakButton == nil)
    }

    @Test func makingTappingAndDiscardingButtonsLeavesNothingBehind() {
        let host = UITestHost()
        var survivors: [() -> AnyObject?] = []
        for i in 0..<40 {
            do {
                let button = UIButton(type: i % 2 == 0 ? .system : .custom)
                button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
                button.setTitle("Button \(i)", for: .normal)
                button.showsTouchWhenHighlighted = true
                let target = Target()
                button.addTarget(target, action: Target.tapped, for: .touchUpInside)
                host.window.addSubview(button)
                host.tap(button)
                button.removeFromSuperview()
                if i % 10 == 0 {
                    weak var b = button, l = button.titleLabel, t = target
                    survivors.append { b }; survivors.append { l }; survivors.append { t }
                }
            }
            host.advance(by: 0.5)
        }
        host.settle()
        #expect(survivors.allSatisfy { $0() == nil })
        #expect(host.window.subviews.isEmpty)
    }
}
