import Testing
import SnapshotTesting
import UIKitSnapshotTesting
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// UISegmentedControl's selection driven like a user: taps, the grabbed selection dragged across
/// segments, momentary controls, disabled segments; its sizes; recognizers of other views;
/// lifetime and pictures. Managing segments is in `UISegmentedControlSegmentsTests`, title
/// attributes in `UISegmentedControlAppearanceTests`.
@MainActor @Suite struct UISegmentedControlTests {
    /// Three segments, 300 × 32, at (40, 200).
    private func stage(_ items: [Any] = ["One", "Two", "Three"]) -> (UITestHost, UISegmentedControl, ControlEventLog) {
        let control = UISegmentedControl(items: items)
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        return ValueControlStage.show(control, at: CGPoint(x: 40, y: 200))
    }

    /// The window point at the centre of segment `index` of an equal-width control.
    private func segment(_ control: UISegmentedControl, _ index: Int) -> CGPoint {
        let width = control.bounds.width / CGFloat(control.numberOfSegments)
        return control.convert(CGPoint(x: width * (CGFloat(index) + 0.5), y: 16), to: nil)
    }

    // MARK: Defaults

    @Test func aNewControlHasNoSelection() {
        let control = UISegmentedControl(items: ["A", "B"])
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!control.isMomentary && !control.apportionsSegmentWidthsByContent)
        #expect(control.numberOfSegments == 2)
        #expect(control.selectedSegmentTintColor == nil)
        #expect(control._selectionView.isHidden)
        #expect(UISegmentedControl(frame: .zero).numberOfSegments == 0)
    }

    @Test func titlesAreRealLabels() {
        let control = UISegmentedControl(items: ["First", "Second"])
        let labels = control._segmentViews.map(\.label)
        #expect(labels.map(\.text) == ["First", "Second"])
        #expect(labels.allSatisfy { $0.superview?.superview === control && !$0.isHidden })
        #expect(labels[0].font == UIFont.systemFont(ofSize: 13, weight: .regular))
        #expect(labels[0].textColor == .label)
    }

    @Test func itemsMayBeImages() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 18, height: 12)).image { _ in }
        let control = UISegmentedControl(items: [image, "Text"])
        #expect(control.imageForSegment(at: 0) === image && control.titleForSegment(at: 0) == nil)
        #expect(control._segmentViews[0].imageView.image === image)
        #expect(control._segmentViews[0].label.isHidden)
    }

    @Test func itIsSizedToItsSegmentsAndIs32PointsHigh() {
        let control = UISegmentedControl(items: ["First", "Second"])
        #expect(control.bounds.size == control.intrinsicContentSize)
        #expect(control.intrinsicContentSize.height == 32)
        // Equal widths: twice the wider title plus 7 pt a side; about what Interface Builder gives.
        let second = control._naturalContentSize(at: 1).width
        #expect(control.intrinsicContentSize.width == (2 * (second + 14)).rounded(.up))
        #expect(control.intrinsicContentSize.width > 100 && control.intrinsicContentSize.width < 140)
    }

    @Test func autoLayoutGivesTheControlItsIntrinsicSizeAndItGrowsWithASegment() {
        let (host, control) = ValueControlStage.pinned(UISegmentedControl(items: ["One", "Two"]))
        let size = control.intrinsicContentSize
        #expect(control.frame == CGRect(origin: CGPoint(x: 40, y: 100), size: size))
        control.insertSegment(withTitle: "Three", at: 2, animated: false)
        host.settle()
        #expect(control.frame.width > size.width)
        #expect(control._segmentViews.map(\.frame.width).allSatisfy { $0 == control.frame.width / 3 })
    }

    // MARK: Selecting in code

    @Test func settingTheSelectionInCodeSendsNothing() {
        let (host, control, log) = stage()
        control.selectedSegmentIndex = 1
        host.settle()
        #expect(control.selectedSegmentIndex == 1)
        #expect(!control._selectionView.isHidden)
        #expect(control._selectionView.frame == CGRect(x: 102, y: 2, width: 96, height: 28))
        #expect(log.events.isEmpty)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control._selectionView.isHidden)
    }

    @Test func theSelectedTitleIsSemiboldAndTheSeparatorsBesideItAreHidden() {
        let (_, control, _) = stage(["A", "B", "C", "D"])
        control.selectedSegmentIndex = 1
        #expect(control._segmentViews[1].label.font == UIFont.systemFont(ofSize: 13, weight: .semibold))
        #expect(control._segmentViews[0].label.font == UIFont.systemFont(ofSize: 13, weight: .regular))
        #expect(control._separatorViews.map(\.alpha) == [0, 0, 1])
    }

    // MARK: Taps

    @Test func aTapSelectsTheSegmentWhenTheFingerLifts() {
        let (host, control, log) = stage()
        let finger = host.touchDown(at: segment(control, 2))
        #expect(control.selectedSegmentIndex == -1)
        host.lift(finger)
        #expect(control.selectedSegmentIndex == 2)
        #expect(log.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func aTapOnTheSelectedSegmentSendsNoValueChanged() {
        let (host, control, log) = stage()
        control.selectedSegmentIndex = 0
        host.tap(at: segment(control, 0))
        #expect(control.selectedSegmentIndex == 0)
        #expect(log.events == ["touchDown", "touchUpInside"])
    }

    @Test func theSelectionSlidesToTheTappedSegment() {
        let (host, control, _) = stage()
        control.selectedSegmentIndex = 0
        host.settle()
        host.tap(at: segment(control, 2))
        host.advance(by: 0.05)
        let x = control._selectionView.layer.presentation()!.frame.minX
        #expect(x > 2 && x < 202)
        host.settle()
        #expect(control._selectionView.layer.presentation()!.frame.minX == 202)
    }

    @Test func theFingersSegmentFadesWhileItIsDown() {
        let (host, control, _) = stage()
        control.selectedSegmentIndex = 0
        let finger = host.touchDown(at: segment(control, 1))
        #expect(abs(control._segmentViews[1].alpha - 0.4) < 1e-6)
        host.move(finger, to: segment(control, 2))
        #expect(control._segmentViews[1].alpha == 1 && abs(control._segmentViews[2].alpha - 0.4) < 1e-6)
        host.lift(finger)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control._segmentViews.allSatisfy { $0.alpha == 1 })
    }

    @Test func liftingFarOutsideSelectsNothing() {
        let (host, control, log) = stage()
        let finger = host.touchDown(at: segment(control, 1))
        host.move(finger, to: CGPoint(x: segment(control, 1).x, y: 500))
        host.lift(finger)
        #expect(control.selectedSegmentIndex == -1)
        #expect(!log.events.contains("valueChanged"))
    }

    @Test func theSegmentsActionIsPerformedWhenItIsSelected() {
        var performed: [String] = []
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 300, height: 32), actions: [
            UIAction(title: "Day") { _ in performed.append("Day") },
            UIAction(title: "Week") { _ in performed.append("Week") },
        ])
        let (host, _, log) = ValueControlStage.show(control)
        #expect(control.titleForSegment(at: 1) == "Week")
        host.tap(at: control.convert(CGPoint(x: 225, y: 16), to: nil))
        #expect(performed == ["Week"])
        #expect(log.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    // MARK: Dragging the selection (iOS 13)

    @Test func aFingerOnTheSelectionGrabsItAndDragsItAcross() {
        let (host, control, log) = stage()
        control.selectedSegmentIndex = 0
        let finger = host.touchDown(at: segment(control, 0))
        host.settle()
        #expect(control._selectionView.transform == CGAffineTransform(scaleX: 0.95, y: 0.95))
        host.move(finger, to: segment(control, 1))
        host.move(finger, to: segment(control, 2))
        host.settle()
        #expect(control._selectionView.center.x == 250)
        #expect(control.selectedSegmentIndex == 0)       // committed on release
        host.lift(finger)
        host.settle()
        #expect(control.selectedSegmentIndex == 2)
        #expect(control._selectionView.transform == .identity)
        #expect(log.withoutDrags == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func aGrabbedSelectionDraggedBackChangesNothing() {
        let (host, control, log) = stage()
        control.selectedSegmentIndex = 1
        let finger = host.touchDown(at: segment(control, 1))
        host.move(finger, to: segment(control, 2))
        host.move(finger, to: segment(control, 1))
        host.lift(finger)
        #expect(control.selectedSegmentIndex == 1)
        #expect(!log.events.contains("valueChanged"))
    }

    @Test func aGrabbedSelectionSkipsDisabledSegments() {
        let (host, control, _) = stage()
        control.selectedSegmentIndex = 0
        control.setEnabled(false, forSegmentAt: 1)
        let finger = host.touchDown(at: segment(control, 0))
        host.move(finger, to: segment(control, 1))
        #expect(control._selectionView.center.x == 50)
        host.move(finger, to: segment(control, 2))
        host.lift(finger)
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test func aCancelledDragPutsTheSelectionBack() {
        let (host, control, log) = stage()
        control.selectedSegmentIndex = 0
        let finger = host.touchDown(at: segment(control, 0))
        host.move(finger, to: segment(control, 2))
        host.cancel([finger])
        host.settle()
        #expect(control.selectedSegmentIndex == 0)
        #expect(control._selectionView.center.x == 50)
        #expect(log.withoutDrags == ["touchDown", "touchCancel"])
    }

    // MARK: Momentary and disabled

    @Test func aMomentaryControlHighlightsOnlyWhileTouchedAndSendsEveryTap() {
        let (host, control, log) = stage()
        control.isMomentary = true
        let finger = host.touchDown(at: segment(control, 1))
        #expect(control._segmentViews[1].label.font == UIFont.systemFont(ofSize: 13, weight: .semibold))
        #expect(!control._selectionView.isHidden && control._selectionView.center.x == 150)
        host.move(finger, to: segment(control, 2))
        #expect(control._selectionView.center.x == 250)
        host.lift(finger)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control._selectionView.isHidden)
        host.tap(at: segment(control, 1))
        #expect(control.selectedSegmentIndex == 1)
        #expect(control._selectionView.isHidden)
        host.tap(at: segment(control, 1))
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.events.filter { $0 == "valueChanged" }.count == 3)
    }

    @Test func aDisabledSegmentIgnoresTouchesAndIsGrey() {
        let (host, control, log) = stage()
        control.setEnabled(false, forSegmentAt: 2)
        #expect(!control.isEnabledForSegment(at: 2))
        #expect(control._segmentViews[2].label.textColor == .tertiaryLabel)
        host.tap(at: segment(control, 2))
        #expect(control.selectedSegmentIndex == -1 && log.events.isEmpty)
    }

    @Test func aDisabledControlSendsNothingAndGreysEveryTitle() {
        let (host, control, log) = stage()
        control.isEnabled = false
        #expect(control._segmentViews.allSatisfy { $0.label.textColor == .tertiaryLabel })
        host.tap(at: segment(control, 1))
        #expect(control.selectedSegmentIndex == -1 && log.events.isEmpty)
    }

    // MARK: Other views' recognizers

    @Test func anAncestorsSingleTapDoesNotTakeTheControlsTap() {
        let host = UITestHost()
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let counter = CallCounter()
        container.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: CallCounter.call))
        let control = UISegmentedControl(items: ["A", "B"])
        control.frame = CGRect(x: 40, y: 200, width: 200, height: 32)
        container.addSubview(control)
        host.settle()
        host.tap(at: control.convert(CGPoint(x: 150, y: 16), to: nil))
        #expect(control.selectedSegmentIndex == 1 && counter.calls == 0)
    }

    // MARK: Lifetime

    @Test func aControlWhoseSelectionIsSlidingIsFreedWhenRemoved() {
        let host = UITestHost()
        weak var weakControl: UISegmentedControl?
        weak var weakLabel: UILabel?
        do {
            let control = UISegmentedControl(items: ["A", "B", "C"])
            control.frame = CGRect(x: 40, y: 200, width: 300, height: 32)
            control.selectedSegmentIndex = 0
            host.window.addSubview(control)
            host.settle()
            weakControl = control
            weakLabel = control._segmentViews[0].label
            host.tap(at: control.convert(CGPoint(x: 250, y: 16), to: nil))
            control.removeSegment(at: 1, animated: true)
            host.advance(by: 0.05)
            control.removeFromSuperview()
        }
        host.settle()
        #expect(weakControl == nil && weakLabel == nil)
    }

    /// 200 cycles; `ROCKHOPPER_LEAK_CYCLES` sets another count.
    @Test func makeSelectDiscardCyclesLeaveNothingBehind() {
        let cycles = ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init) ?? 200
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 1))
        let subviews = host.window.subviews.count
        var released = 0
        var changes = 0
        for i in 0..<cycles {
            weak var weakControl: UISegmentedControl?
            do {
                let control = UISegmentedControl(items: ["One", "Two", "Three"])
                control.frame = CGRect(x: 10, y: 200, width: 300, height: 32)
                control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
                host.window.addSubview(control)
                weakControl = control
                host.advance(by: 1.0 / 60)
                host.tap(at: control.convert(CGPoint(x: 50 + CGFloat(i % 2) * 100, y: 16), to: nil))
                control.insertSegment(withTitle: "Four", at: 3, animated: i % 3 == 0)
                control.removeFromSuperview()
            }
            host.settle()
            if weakControl == nil { released += 1 }
        }
        #expect(released == cycles)
        #expect(changes == cycles)
        #expect(host.window.subviews.count == subviews)
    }

    // MARK: Pictures

    @Test func goldenSegmentedControlsInTheirStates() {
        let host = UITestHost()
        func make(_ items: [Any], selected: Int) -> UISegmentedControl {
            let control = UISegmentedControl(items: items)
            control.frame.size.width = 280
            control.selectedSegmentIndex = selected
            return control
        }
        let none = make(["First", "Second"], selected: -1)
        let first = make(["First", "Second", "Third"], selected: 0)
        let middle = make(["Day", "Week", "Month", "Year"], selected: 1)
        let pressed = make(["Day", "Week", "Month", "Year"], selected: 3)
        let disabledSegment = make(["On", "Off", "Auto"], selected: 0)
        disabledSegment.setEnabled(false, forSegmentAt: 2)
        let tinted = make(["Red", "Green", "Blue"], selected: 2)
        tinted.selectedSegmentTintColor = .systemBlue
        tinted.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        let canvas = ValueControlStage.canvas(CGSize(width: 304, height: 6 * 44 + 12),
                                              [none, first, middle, pressed, disabledSegment, tinted])
        host.window.addSubview(canvas)
        host.settle()
        let finger = host.touchDown(at: pressed.convert(CGPoint(x: 35, y: 16), to: nil))
        host.settle()
        assertSnapshot(of: canvas, as: .image)
        host.lift(finger)
    }
}
