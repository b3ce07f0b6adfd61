import Benchmark
import Foundation
import UIKitTesting

// Controls and text input. Each subject has its baseline in the same run:
// - typing one character into a UITextView of 10,000 characters (a key down and up through the
//   event path, the text system's insertion, the frame that shows it; then Backspace, so the text
//   stays the same length) vs laying that text out and showing it once (the text replaced by one
//   of the same length, a frame);
// - a frame of 50 controls where one system button is highlighted by a finger moving onto it
//   (and off it on the next frame) vs a still frame of the same screen.

enum TextViewScene {
    /// About `count` UTF-16 units of words in sentences, a paragraph break every 600 units.
    static func text(_ count: Int, variant: Int = 0) -> String {
        let words = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do",
                     "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua"]
        var text = "", i = variant, sinceBreak = 0
        while text.utf16.count < count {
            let word = words[(i * 7 + i / 3) % words.count]
            i += 1
            text += word
            sinceBreak += word.utf16.count + 1
            if sinceBreak > 600 { text += ".\n"; sinceBreak = 0 } else { text += " " }
        }
        return String(text.utf16.prefix(count))!
    }
}

@MainActor
final class TextViewBench {
    let host = UITestHost(screen: UITestScreen(size: CGSize(width: 375, height: 667), scale: 2))
    let textView = UITextView(frame: CGRect(x: 0, y: 20, width: 375, height: 647))
    let texts = [TextViewScene.text(10_000), TextViewScene.text(10_000, variant: 5)]

    init() {
        let controller = UIViewController()
        host.show(controller)
        controller.view.backgroundColor = .white
        textView.font = .systemFont(ofSize: 17)
        textView.text = texts[0]
        controller.view.addSubview(textView)
        host.settle()
        host.tap(textView)
        // The caret at the end of the text, as after typing there.
        textView.selectedRange = NSRange(location: (texts[0] as NSString).length, length: 0)
        host.settle()
    }
}

@MainActor
final class ControlsBench {
    let host = UITestHost(screen: UITestScreen(size: CGSize(width: 375, height: 667), scale: 2))
    var pressed: UIButton!
    var finger: UITestFinger?

    /// 20 system buttons, 10 switches, 10 sliders and 10 segmented controls in a grid.
    init() {
        let controller = UIViewController()
        host.show(controller)
        let root = controller.view!
        root.backgroundColor = .white
        for i in 0..<50 {
            let frame = CGRect(x: 10 + CGFloat(i % 2) * 185, y: 30 + CGFloat(i / 2) * 25, width: 170, height: 24)
            let control: UIControl
            switch i % 5 {
            case 0, 1:
                let button = UIButton(type: .system)
                button.setTitle("Button \(i)", for: .normal)
                control = button
                if i == 20 { pressed = button }
            case 2:
                control = UISwitch()
            case 3:
                let slider = UISlider()
                slider.value = Float(i) / 50
                control = slider
            default:
                control = UISegmentedControl(items: ["One", "Two", "Three"])
            }
            control.frame = frame
            root.addSubview(control)
        }
        host.settle()
    }

    var pressedCenter: CGPoint { pressed.convert(CGPoint(x: pressed.bounds.midX, y: pressed.bounds.midY), to: nil) }

    /// A finger held on the button; odd frames it is 150 pt away (outside UIKit's 70 pt slop).
    func highlightFrame(_ i: Int) {
        if finger == nil { finger = host.touchDown(at: pressedCenter) }
        var point = pressedCenter
        if i & 1 == 1 { point.y += 150 }
        host.move(finger!, to: point)
        host.advance(by: 1.0 / 60.0)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 300
    )

    Benchmark("type one character into a 10,000-character UITextView (and Backspace)") { @MainActor benchmark async in
        let scene = TextViewBench()
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            if i & 1 == 0 { scene.host.type("a") } else { scene.host.press(.keyboardDeleteOrBackspace) }
        }
        benchmark.stopMeasurement()
        precondition(scene.textView.text.utf16.count <= 10_001, "typing kept the text's length")
    }

    Benchmark("lay out and show 10,000 characters in a UITextView once (baseline)") { @MainActor benchmark async in
        let scene = TextViewBench()
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations {
            scene.textView.text = scene.texts[(i + 1) & 1]
            scene.host.advance(by: 1.0 / 60.0)
        }
        benchmark.stopMeasurement()
    }

    Benchmark("frame of 50 controls, one button highlighted by a finger") { @MainActor benchmark async in
        let scene = ControlsBench()
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { scene.highlightFrame(i) }
        benchmark.stopMeasurement()
        precondition(scene.pressed.isTracking, "the finger kept tracking the button")
    }

    Benchmark("still frame of 50 controls (baseline)") { @MainActor benchmark async in
        let scene = ControlsBench()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { scene.host.advance(by: 1.0 / 60.0) }
        benchmark.stopMeasurement()
    }
}
