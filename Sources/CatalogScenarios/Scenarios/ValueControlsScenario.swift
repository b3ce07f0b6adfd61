import UIKit

/// Components: the value controls — switches, an activity indicator, a slider driving progress
/// views, a stepper, a segmented control and a page control, each changed by touch.
public enum ValueControlsScenario: CatalogScenario {
    public static let title = "Switch, slider, stepper, segments, page control, progress"
    public static let section = CatalogSection.controls
    public static let explanation = CatalogExplanation(
        chinese: "值控件在用户改变它们的值时发送 .valueChanged（代码里设置值则不发送）：UISwitch 点按或拖动滑块切换 isOn，onTintColor 改变打开时的颜色；UISlider 拖动滑块改变 value（isContinuous 时拖动过程中持续发送）；UIStepper 点按 + 或 − 按 stepValue 改变 value，并限制在 minimumValue…maximumValue 之内；UISegmentedControl 点按一段改变 selectedSegmentIndex，选中块滑过去；UIPageControl 点按左右两半翻一页。UIProgressView 用 setProgress(_:animated:) 显示进度，UIActivityIndicatorView 用 startAnimating()/stopAnimating() 转动和停止。",
        english: "Value controls send .valueChanged when the user changes their value (not when code sets it): a UISwitch flips isOn on a tap or a drag of its knob, onTintColor colours it when on; a UISlider's thumb drag changes value (continuously while isContinuous); a UIStepper's + and − change value by stepValue, kept within minimumValue…maximumValue; a tap on a UISegmentedControl segment changes selectedSegmentIndex and the selection slides there; a tap on either half of a UIPageControl turns one page. A UIProgressView shows progress with setProgress(_:animated:), and a UIActivityIndicatorView turns and stops with startAnimating() and stopAnimating().")

    public static func makeViewController() -> UIViewController {
        UINavigationController(rootViewController: ValueControlsViewController())
    }

    public static func run(_ script: any CatalogScript) {
        let controller = ValueControlsViewController()
        script.step("The value controls at their initial values")
        script.show(UINavigationController(rootViewController: controller))
        script.settle()
        script.snapshot(named: "values-1-initial")

        script.step("Tapping the switches: Wi-Fi off, the spinner on")
        script.beginFilmstrip(named: "values-switch")
        script.tap(at: controller.wifiSwitch.centerInWindow)
        script.settle()
        script.endFilmstrip()
        script.expect(!controller.wifiSwitch.isOn, "the Wi-Fi switch is off")
        script.tap(at: controller.spinnerSwitch.centerInWindow)
        script.advance(by: 0.5)
        script.log(controller.status.text ?? "")
        script.expect(controller.spinnerSwitch.isOn && controller.spinner.isAnimating && controller.largeSpinner.isAnimating,
                      "the orange switch started both activity indicators")
        script.snapshot(named: "values-2-spinning")

        script.step("Dragging the slider's thumb to 80 moves both progress views")
        script.beginFilmstrip(named: "values-slider")
        script.drag(from: controller.slider.thumbCenter(), to: controller.slider.thumbCenter(at: 80), duration: 0.5)
        script.advance(by: 0.6)   // the indicators turn until stopped: no settling
        script.endFilmstrip()
        script.log(controller.status.text ?? "")
        script.expect(abs(controller.slider.value - 80) < 1.5, "the slider is at 80 (it is at \(controller.slider.value))")
        script.expect(abs(controller.progress.progress - controller.slider.value / 100) < 0.001,
                      "the progress view follows the slider")

        script.step("The stepper: + twice, − once, in steps of 2")
        let stepper = controller.stepper
        let plus = stepper.windowPoint(stepper.bounds.width * 0.75, stepper.bounds.midY)
        let minus = stepper.windowPoint(stepper.bounds.width * 0.25, stepper.bounds.midY)
        script.tap(at: plus)
        script.tap(at: plus)
        script.expect(stepper.value == 8, "two taps on + took the stepper from 4 to 8 (it is at \(stepper.value))")
        script.tap(at: minus)
        script.advance(by: 0.6)   // the indicators turn until stopped: no settling
        script.expect(stepper.value == 6 && controller.stepperValue.text == "6", "a tap on − took it to 6")

        script.step("The segmented control: the selection slides to Month")
        script.beginFilmstrip(named: "values-segments")
        if let month = controller.view.window?.centerOfLabel(withText: "月 Month") { script.tap(at: month) }
        script.advance(by: 0.6)   // the indicators turn until stopped: no settling
        script.endFilmstrip()
        script.expect(controller.segments.selectedSegmentIndex == 2, "Month is selected")

        script.step("The page control: a tap on its right half turns one page")
        let pages = controller.pageControl
        script.tap(at: pages.windowPoint(pages.bounds.width * 0.9, pages.bounds.midY))
        script.advance(by: 0.6)   // the indicators turn until stopped: no settling
        script.expect(pages.currentPage == 1, "the page control is on page 1 (it is on \(pages.currentPage))")
        script.snapshot(named: "values-3-changed")
        script.log(controller.events.joined(separator: "\n"))
        let kinds = Set(controller.events.map { String($0.prefix { $0 != " " }) })
        script.expect(kinds == ["Wi-Fi", "Spinner", "Slider", "Stepper", "Segments", "Pages"],
                      "every control reported the user's change (got \(kinds.sorted()))")

        script.tap(at: controller.spinnerSwitch.centerInWindow)
        script.settle()
        script.expect(!controller.spinner.isAnimating, "turning the switch off stopped the indicators")
    }
}
