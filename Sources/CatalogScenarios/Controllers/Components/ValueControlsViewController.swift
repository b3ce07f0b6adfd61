import UIKit

/// The value controls screen: two switches (the second with `onTintColor`; it starts and stops
/// the activity indicator), a slider driving a progress view, a stepper, a segmented control
/// and a page control. Each reports `.valueChanged` on the status line by target–action, with
/// the new value.
final class ValueControlsViewController: UIViewController {
    let status = ComponentLayout.statusLine("Change a value · 改变一个值")
    /// Every event shown, oldest first.
    private(set) var events: [String] = []

    let wifiSwitch = UISwitch()
    let spinnerSwitch = UISwitch()
    let spinner = UIActivityIndicatorView(style: .medium)
    let largeSpinner = UIActivityIndicatorView(style: .large)
    let slider = UISlider()
    let progress = UIProgressView(progressViewStyle: .default)
    let barProgress = UIProgressView(progressViewStyle: .bar)
    let stepper = UIStepper()
    let stepperValue = UILabel()
    let segments = UISegmentedControl(items: ["日 Day", "周 Week", "月 Month"])
    let pageControl = UIPageControl()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Value controls"
        view.backgroundColor = .systemBackground

        wifiSwitch.isOn = true
        spinnerSwitch.onTintColor = .systemOrange
        spinner.hidesWhenStopped = false
        largeSpinner.color = .systemOrange
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.value = 30
        progress.progress = 0.3
        barProgress.progress = 0.3
        stepper.minimumValue = 0
        stepper.maximumValue = 10
        stepper.stepValue = 2
        stepper.value = 4
        stepperValue.text = "4"
        stepperValue.font = .systemFont(ofSize: 17)
        segments.selectedSegmentIndex = 0
        pageControl.numberOfPages = 5
        pageControl.currentPage = 0
        pageControl.pageIndicatorTintColor = .systemGray4
        pageControl.currentPageIndicatorTintColor = .systemBlue
        pageControl.backgroundColor = .secondarySystemBackground
        pageControl.layer.cornerRadius = 8

        wifiSwitch.addTarget(self, action: ValueControlsViewController.wifiChanged, for: .valueChanged)
        spinnerSwitch.addTarget(self, action: ValueControlsViewController.spinnerChanged, for: .valueChanged)
        slider.addTarget(self, action: ValueControlsViewController.sliderChanged, for: .valueChanged)
        stepper.addTarget(self, action: ValueControlsViewController.stepperChanged, for: .valueChanged)
        segments.addTarget(self, action: ValueControlsViewController.segmentChanged, for: .valueChanged)
        pageControl.addTarget(self, action: ValueControlsViewController.pageChanged, for: .valueChanged)

        func label(_ text: String) -> UILabel {
            let label = UILabel()
            label.text = text
            return label
        }
        ComponentLayout.pinStack([
            status,
            ComponentLayout.caption("UISwitch · isOn, onTintColor; UIActivityIndicatorView .medium / .large"),
            ComponentLayout.row([label("Wi-Fi"), wifiSwitch, UIView()]),
            ComponentLayout.row([label("转圈 Spinner"), spinnerSwitch, spinner, largeSpinner, UIView()]),
            ComponentLayout.caption("UISlider 0…100 → UIProgressView .default and .bar"),
            slider,
            progress,
            barProgress,
            ComponentLayout.caption("UIStepper · stepValue 2, 0…10"),
            ComponentLayout.row([stepper, stepperValue, UIView()]),
            ComponentLayout.caption("UISegmentedControl(items:)"),
            segments,
            ComponentLayout.caption("UIPageControl · numberOfPages 5; tap either side"),
            pageControl,
        ], in: view, spacing: 12)
    }

    func wifiChanged(_ sender: UISwitch) { report("Wi-Fi · valueChanged · isOn = \(sender.isOn)") }

    func spinnerChanged(_ sender: UISwitch) {
        if sender.isOn {
            spinner.startAnimating()
            largeSpinner.startAnimating()
        } else {
            spinner.stopAnimating()
            largeSpinner.stopAnimating()
        }
        report("Spinner · valueChanged · isOn = \(sender.isOn)")
    }

    func sliderChanged(_ sender: UISlider) {
        progress.setProgress(sender.value / 100, animated: false)
        barProgress.setProgress(sender.value / 100, animated: false)
        report("Slider · valueChanged · value = \(Int(sender.value.rounded()))")
    }

    func stepperChanged(_ sender: UIStepper) {
        stepperValue.text = "\(Int(sender.value))"
        report("Stepper · valueChanged · value = \(Int(sender.value))")
    }

    func segmentChanged(_ sender: UISegmentedControl) {
        let title = sender.titleForSegment(at: sender.selectedSegmentIndex) ?? ""
        report("Segments · valueChanged · \(sender.selectedSegmentIndex) \(title)")
    }

    func pageChanged(_ sender: UIPageControl) { report("Pages · valueChanged · currentPage = \(sender.currentPage)") }

    private func report(_ line: String) {
        events.append(line)
        status.text = line
    }
}
