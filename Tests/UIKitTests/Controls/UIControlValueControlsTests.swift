import Testing
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// What the value controls share: `.valueChanged` then `.primaryActionTriggered` for the user's
/// changes (each in its own dispatch), and which drags of other views they refuse.
@MainActor @Suite struct UIControlValueControlsTests {
    @Test func aUserChangeSendsValueChangedThenPrimaryActionTriggered() {
        let control = UIControl(frame: .zero)
        let log = ControlEventLog(control)
        control._sendValueChanged(with: nil)
        #expect(log.events == ["valueChanged", "primaryActionTriggered"])
    }

    @Test func anActionForBothEventsRunsTwice() {
        let control = UIControl(frame: .zero)
        var runs = 0
        control.addAction(UIAction { _ in runs += 1 }, for: [.valueChanged, .primaryActionTriggered])
        control._sendValueChanged(with: nil)
        #expect(runs == 2)
    }

    @Test func everyValueControlsPrimaryActionRunsForAUserChange() {
        let host = UITestHost()
        var runs: [String] = []
        let toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0), primaryAction: UIAction { _ in runs.append("switch") })
        let stepper = UIStepper(frame: CGRect(x: 20, y: 160, width: 0, height: 0), primaryAction: UIAction { _ in runs.append("stepper") })
        let pages = UIPageControl(frame: CGRect(x: 20, y: 220, width: 200, height: 37), primaryAction: UIAction { _ in runs.append("pages") })
        pages.numberOfPages = 3
        let segments = UISegmentedControl(frame: CGRect(x: 20, y: 280, width: 200, height: 32), primaryAction: UIAction { _ in runs.append("segments") })
        segments.insertSegment(withTitle: "A", at: 0, animated: false)
        segments.insertSegment(withTitle: "B", at: 1, animated: false)
        let slider = UISlider(frame: CGRect(x: 20, y: 340, width: 200, height: 31), primaryAction: UIAction { _ in runs.append("slider") })
        for view in [toggle, stepper, pages, segments, slider] as [UIView] { host.window.addSubview(view) }
        host.settle()
        host.tap(toggle)
        host.tap(at: stepper.convert(CGPoint(x: 70, y: 16), to: nil))
        host.tap(at: pages.convert(CGPoint(x: 180, y: 18), to: nil))
        host.tap(at: segments.convert(CGPoint(x: 150, y: 16), to: nil))
        host.drag(from: slider.convert(CGPoint(x: 14, y: 15), to: nil), to: slider.convert(CGPoint(x: 15.5, y: 15), to: nil), duration: 1.0 / 60)
        #expect(runs == ["switch", "stepper", "pages", "segments", "slider"])
    }

    @Test func aHorizontalPanThatStartedInsideTheRectIsRefusedAndOthersAreNot() {
        let host = UITestHost()
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let control = UIControl(frame: CGRect(x: 100, y: 200, width: 100, height: 40))
        container.addSubview(control)
        final class Probe: UIGestureRecognizerDelegate {
            weak var control: UIControl?
            var answers: [Bool] = []
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
                answers.append(control!._isHorizontalDrag(gestureRecognizer, startingIn: CGRect(x: 0, y: 0, width: 50, height: 40)))
                return false
            }
        }
        let probe = Probe()
        probe.control = control
        let pan = UIPanGestureRecognizer()
        pan.delegate = probe
        container.addGestureRecognizer(pan)
        host.settle()
        host.drag(from: CGPoint(x: 120, y: 220), to: CGPoint(x: 200, y: 225), duration: 0.1)   // inside, horizontal
        host.drag(from: CGPoint(x: 180, y: 220), to: CGPoint(x: 260, y: 225), duration: 0.1)   // outside the rect
        host.drag(from: CGPoint(x: 120, y: 220), to: CGPoint(x: 125, y: 320), duration: 0.1)   // inside, vertical
        #expect(probe.answers == [true, false, false])
    }
}
