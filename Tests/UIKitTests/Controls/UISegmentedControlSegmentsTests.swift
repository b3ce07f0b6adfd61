import Testing
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// Managing a segmented control's segments: inserting (pinned), removing, titles and images,
/// actions, enabling, widths (fixed, equal, by content) and content offsets.
@MainActor @Suite struct UISegmentedControlSegmentsTests {
    private let image = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in }

    @Test func insertingPinsTheIndexToTheEnd() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.insertSegment(withTitle: "Z", at: 99, animated: false)
        control.insertSegment(withTitle: "0", at: -4, animated: false)
        #expect((0..<4).map { control.titleForSegment(at: $0) } == ["0", "A", "B", "Z"])
        #expect(control._segmentViews.map(\.label.text) == ["0", "A", "B", "Z"])
        #expect(control._separatorViews.count == 3)
    }

    @Test func insertingBeforeTheSelectionKeepsTheSameSegmentSelected() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(with: image, at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2)
        #expect(control.imageForSegment(at: 0) === image)
        control.insertSegment(withTitle: "C", at: 3, animated: false)
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test func removingASegmentKeepsTheSelectionOnTheSameSegmentOrClearsIt() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 2
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "C")
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.numberOfSegments == 1 && control._separatorViews.isEmpty)
        control.removeSegment(at: 40, animated: false)   // pinned to the last
        #expect(control.numberOfSegments == 0)
        control.removeSegment(at: 0, animated: false)    // nothing to remove
        #expect(control.subviews.count == 2)             // the track and the selection
    }

    @Test func removeAllSegmentsLeavesNoneAndNoSelection() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == -1)
        #expect(control.subviews.count == 2)
    }

    @Test func animatedInsertionGrowsTheNewSegmentIn() {
        let host = UITestHost()
        let control = UISegmentedControl(items: ["A", "B"])
        control.frame = CGRect(x: 20, y: 200, width: 300, height: 32)
        host.window.addSubview(control)
        host.settle()
        control.insertSegment(withTitle: "C", at: 1, animated: true)
        #expect(control._segmentViews[1].frame == CGRect(x: 100, y: 0, width: 100, height: 32))
        host.advance(by: 0.1)
        let width = control._segmentViews[1].layer.presentation()!.bounds.width
        #expect(width > 0 && width < 100)
        host.settle()
        #expect(control._segmentViews[1].layer.presentation()!.bounds.width == 100)
    }

    @Test func animatedRemovalFadesTheSegmentOutThenRemovesIt() {
        let host = UITestHost()
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 20, y: 200, width: 300, height: 32)
        host.window.addSubview(control)
        host.settle()
        let removed = control._segmentViews[1]
        control.removeSegment(at: 1, animated: true)
        #expect(removed.superview === control)
        #expect(control._segmentViews.count == 2)
        host.settle()
        #expect(removed.superview == nil)
        #expect(control._segmentViews[1].frame == CGRect(x: 150, y: 0, width: 150, height: 32))
    }

    @Test func aSegmentHasATitleOrAnImageNeverBoth() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.setImage(image, forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == nil && control.imageForSegment(at: 0) === image)
        #expect(control._segmentViews[0].label.isHidden && !control._segmentViews[0].imageView.isHidden)
        control.setTitle("Again", forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) == nil && control.titleForSegment(at: 0) == "Again")
        #expect(control._segmentViews[0].label.text == "Again")
    }

    @Test func perSegmentMethodsPinTheIndexToTheLastSegment() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.setTitle("Last", forSegmentAt: 9)
        #expect(control.titleForSegment(at: 1) == "Last")
        #expect(control.titleForSegment(at: 5) == "Last")
        control.setEnabled(false, forSegmentAt: 7)
        #expect(!control.isEnabledForSegment(at: 1) && control.isEnabledForSegment(at: 0))
        let empty = UISegmentedControl(frame: .zero)
        empty.setTitle("x", forSegmentAt: 0)
        #expect(empty.titleForSegment(at: 0) == nil && empty.numberOfSegments == 0)
    }

    @Test func actionsNameAndFindTheirSegments() {
        let control = UISegmentedControl(items: ["A"])
        let week = UIAction(title: "Week", identifier: UIAction.Identifier("week")) { _ in }
        control.insertSegment(action: week, at: 1, animated: false)
        #expect(control.titleForSegment(at: 1) == "Week")
        #expect(control.actionForSegment(at: 1) === week && control.actionForSegment(at: 0) == nil)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("week")) == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("month")) == UISegmentedControl.noSegment)
        control.setAction(UIAction(title: "Day") { _ in }, forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "Day")
    }

    // MARK: Widths

    @Test func automaticSegmentsShareTheWidthEqually() {
        let control = UISegmentedControl(items: ["A", "Much longer", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.layoutIfNeeded()
        #expect(control._segmentViews.map(\.frame.width) == [100, 100, 100])
        #expect(control.widthForSegment(at: 1) == 0)
    }

    @Test func aFixedWidthIsKeptAndTheRestShared() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.setWidth(60, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 60)
        control.layoutIfNeeded()
        #expect(control._segmentViews.map(\.frame.width) == [60, 120, 120])
        #expect(control._segmentViews.map(\.frame.minX) == [0, 60, 180])
    }

    @Test func apportionedWidthsFollowTheContent() {
        let control = UISegmentedControl(items: ["A", "Much longer"])
        control.apportionsSegmentWidthsByContent = true
        control.frame = CGRect(origin: .zero, size: control.intrinsicContentSize)
        control.layoutIfNeeded()
        let widths = control._segmentViews.map(\.frame.width)
        #expect(widths[1] > 2 * widths[0])
        #expect(abs(widths[0] - (control._naturalContentSize(at: 0).width + 14)) < 1)
        let equal = UISegmentedControl(items: ["A", "Much longer"])
        #expect(control.intrinsicContentSize.width < equal.intrinsicContentSize.width)
    }

    @Test func theIntrinsicWidthCountsFixedWidths() {
        let control = UISegmentedControl(items: ["A", "B"])
        let natural = max(control._naturalContentSize(at: 0).width, control._naturalContentSize(at: 1).width) + 14
        #expect(control.intrinsicContentSize.width == (2 * natural).rounded(.up))
        control.setWidth(100, forSegmentAt: 0)
        #expect(control.intrinsicContentSize.width == (100 + control._naturalContentSize(at: 1).width + 14).rounded(.up))
    }

    @Test func aContentOffsetMovesTheTitleFromTheCentre() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.layoutIfNeeded()
        let centred = control._segmentViews[1].label.frame
        control.setContentOffset(CGSize(width: 5, height: -2), forSegmentAt: 1)
        control.layoutIfNeeded()
        #expect(control.contentOffsetForSegment(at: 1) == CGSize(width: 5, height: -2))
        #expect(control._segmentViews[1].label.frame == centred.offsetBy(dx: 5, dy: -2))
    }

    // MARK: Misuse

    @Test func anItemThatIsNeitherAStringNorAnImageStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UISegmentedControl(items: ["A", 42]) }
        }
        #expect(exitStderr(result)
            .contains("UISegmentedControl(items:): item 1 is a Int; items must be String or UIImage"))
    }
}
