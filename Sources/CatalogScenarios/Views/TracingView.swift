import UIKit

/// A view that logs every touch phase it sees, in its own coordinates, and either handles the
/// touches (`handles`) or passes them up the responder chain by calling `super`, as UIKit's
/// `UIResponder` does by default.
final class TracingView: UIView {
    let name: String
    let handles: Bool
    /// Where the lines go; the scenario points it at its script.
    var log: (String) -> Void = { print("  " + $0) }
    /// The calls it got, as "began", "moved", "ended", "cancelled", and the tap count of each
    /// touch-down, for the scenario's expectations.
    private(set) var phases: [String] = []
    private(set) var tapCounts: [Int] = []

    init(name: String, frame: CGRect, handles: Bool = false) {
        self.name = name
        self.handles = handles
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    private func trace(_ phase: String, _ touches: Set<UITouch>) {
        phases.append(phase)
        let points = touches.map { t -> String in
            let p = t.location(in: self)
            return "(\(Int(p.x.rounded())), \(Int(p.y.rounded())))"
        }.sorted().joined(separator: " ")
        var taps = ""
        if phase == "began" {
            let count = touches.first?.tapCount ?? 0
            tapCounts.append(count)
            taps = ", tapCount \(count)"
        }
        log("\(name).touches\(phase.capitalized) \(touches.count) touch(es) at \(points) in its own coordinates\(taps)\(handles ? "" : " → next")")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trace("began", touches)
        if !handles { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trace("moved", touches)
        if !handles { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trace("ended", touches)
        if !handles { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trace("cancelled", touches)
        if !handles { super.touchesCancelled(touches, with: event) }
    }
}
