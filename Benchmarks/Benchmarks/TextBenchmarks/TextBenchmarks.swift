import Benchmark
import Foundation
import UIKitTesting

// Label text. A UILabel shows at most its visible lines, so its cost follows what it shows, not
// the length of its text. Each subject has its baseline in the same run:
// - showing a 375 × 80 pt label of 1 MB of text with numberOfLines = 3 (draw into its backing
//   store and composite) vs the same label given just enough text for its 3 lines;
// - sizeThatFits of both labels (width 375, numberOfLines = 3).

enum LabelText {
    /// About `count` UTF-16 units of words, spaces between them.
    static func words(_ count: Int) -> String {
        let words = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit", "sed", "do",
                     "eiusmod", "tempor", "incididunt", "ut", "labore", "et", "dolore", "magna", "aliqua"]
        var text = "", i = 0, length = 0
        text.reserveCapacity(count + 16)
        while length < count {
            let word = words[(i * 7 + i / 3) % words.count]
            i += 1
            text += word + " "
            length += word.utf16.count + 1
        }
        return text
    }

    static let megabyte = words(1 << 20)
    /// About three lines' worth at 17 pt, 375 pt wide.
    static let threeLines = words(130)
}

@MainActor
final class LabelScene {
    let host: UITestHost
    let label = UILabel(frame: CGRect(x: 0, y: 100, width: 375, height: 80))

    init() {
        host = UITestHost(screen: UITestScreen(size: CGSize(width: 375, height: 667), scale: 2))
        let controller = UIViewController()
        host.show(controller)
        controller.view.backgroundColor = .white
        label.numberOfLines = 3
        controller.view.addSubview(label)
        host.advance(by: 1.0 / 60.0)
    }

    /// Sets `text` (alternating with a one-character change so every frame redraws) and shows it.
    func show(_ text: String, _ i: Int) {
        label.text = i & 1 == 0 ? text : "x" + text
        host.advance(by: 1.0 / 60.0)
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal],
        scalingFactor: .one,
        maxDuration: .seconds(3),
        maxIterations: 200
    )

    Benchmark("show a 3-line label of 1 MB of text") { @MainActor benchmark async in
        let scene = LabelScene()
        let text = LabelText.megabyte
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { scene.show(text, i) }
        benchmark.stopMeasurement()
    }

    Benchmark("show a 3-line label of 3 lines of text (baseline)") { @MainActor benchmark async in
        let scene = LabelScene()
        let text = LabelText.threeLines
        benchmark.startMeasurement()
        for i in benchmark.scaledIterations { scene.show(text, i) }
        benchmark.stopMeasurement()
    }

    Benchmark("sizeThatFits, 3-line label of 1 MB of text") { @MainActor benchmark async in
        let label = UILabel()
        label.numberOfLines = 3
        label.text = LabelText.megabyte
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(label.sizeThatFits(CGSize(width: 375, height: 0))) }
        benchmark.stopMeasurement()
    }

    Benchmark("sizeThatFits, 3-line label of 3 lines of text (baseline)") { @MainActor benchmark async in
        let label = UILabel()
        label.numberOfLines = 3
        label.text = LabelText.threeLines
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(label.sizeThatFits(CGSize(width: 375, height: 0))) }
        benchmark.stopMeasurement()
    }
}
