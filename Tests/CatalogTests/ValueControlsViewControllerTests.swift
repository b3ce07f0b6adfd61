import Testing
import UIKitTestSupport
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// The value controls screen: each control's `.valueChanged` from a touch reaches the status
/// line, changes made in code do not, the orange switch runs the activity indicators and the
/// slider drives the progress views.
@MainActor @Suite struct ValueControlsViewControllerTests {
    @MainActor final class Scene {
        let host = UITestHost()
        let controller = ValueControlsViewController()
        init() {
            host.show(UINavigationController(rootViewController: controller))
            host.settle()
        }
    }

    @Test func theControlsStartAtTheirValuesAndTheIndicatorsStopped() {
        let scene = Scene()
        let c = scene.controller
        #expect(c.wifiSwitch.isOn && !c.spinnerSwitch.isOn)
        #expect(!c.spinner.isAnimating && !c.spinner.isHidden)   // hidesWhenStopped = false
        #expect(!c.largeSpinner.isAnimating && c.largeSpinner.isHidden)
        #expect(c.slider.value == 30 && c.progress.progress == 0.3)
        #expect(c.stepper.value == 4 && c.stepper.stepValue == 2)
        #expect(c.segments.selectedSegmentIndex == 0 && c.pageControl.numberOfPages == 5)
        #expect(c.events.isEmpty)
    }

    @Test func theOrangeSwitchStartsAndStopsBothIndicators() {
        let scene = Scene()
        scene.host.tap(scene.controller.spinnerSwitch)
        scene.host.advance(by: 0.5)
        #expect(scene.controller.spinner.isAnimating && scene.controller.largeSpinner.isAnimating)
        scene.host.tap(scene.controller.spinnerSwitch)
        scene.host.settle()
        #expect(!scene.controller.spinner.isAnimating && scene.controller.largeSpinner.isHidden)
        #expect(scene.controller.events == ["Spinner · valueChanged · isOn = true", "Spinner · valueChanged · isOn = false"])
    }

    @Test func theStepperStopsAtItsMaximum() {
        let scene = Scene()
        let stepper = scene.controller.stepper
        let plus = stepper.windowPoint(stepper.bounds.width * 0.75, stepper.bounds.midY)
        for _ in 0..<5 { scene.host.tap(at: plus) }
        scene.host.settle()
        #expect(stepper.value == 10)
        #expect(scene.controller.stepperValue.text == "10")
        #expect(scene.controller.events.count == 3, "4 → 6 → 8 → 10, then nothing: \(scene.controller.events)")
    }

    @Test func valuesSetInCodeSendNothing() {
        let scene = Scene()
        scene.controller.slider.setValue(90, animated: false)
        scene.controller.wifiSwitch.setOn(false, animated: true)
        scene.controller.segments.selectedSegmentIndex = 1
        scene.host.settle()
        #expect(scene.controller.events.isEmpty)
        #expect(scene.controller.progress.progress == 0.3)
    }

    @Test func theScreenIsFreedAfterItsControlsWereUsed() {
        weak var weakController: ValueControlsViewController?
        weak var weakSpinner: UIActivityIndicatorView?
        do {
            let scene = Scene()
            weakController = scene.controller
            weakSpinner = scene.controller.largeSpinner
            scene.host.tap(scene.controller.spinnerSwitch)
            scene.host.drag(from: scene.controller.slider.thumbCenter(), to: scene.controller.slider.thumbCenter(at: 60), duration: 0.3)
            scene.host.tap(scene.controller.wifiSwitch)
            scene.host.advance(by: 0.5)
        }
        _ = UITestHost()
        #expect(weakController == nil)
        #expect(weakSpinner == nil)
    }
}
