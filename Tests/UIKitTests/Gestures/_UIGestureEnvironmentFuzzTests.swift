import Testing
@testable import UIKitTesting
import UIKitTestSupport
@testable import UIKit
@testable import QuartzCore

/// Random multi-finger touch sequences over a small view tree carrying a random mix of the seven
/// recognizers, random `require(toFail:)` links, delegates allowing simultaneity at random and
/// random `cancelsTouchesInView` / `delaysTouchesBegan` / `delaysTouchesEnded`. Invariants:
/// - a view gets a touch's events only if it is the touch's view, as `began moved* (ended |
///   cancelled)`: every touch that began in a view ends or is cancelled there exactly once, and
///   nothing follows;
/// - actions are sent only for began, changed, ended and cancelled;
/// - after all fingers lift and the host settles, every recognizer is `.possible` and the
///   environment holds nothing;
/// - no crash. Deterministic (SplitMix64 seeds); a failure prints the seed and the sequence.
///
/// `make test` runs 2,000 sequences; `ROCKHOPPER_FUZZ_LONG=1` runs 100,000 and prints the events,
/// violations and resident memory (see `UIScrollViewSettlingFuzzTests` for the release command).
@MainActor @Suite struct _UIGestureEnvironmentFuzzTests {
    /// Per touch a view got, in the order the touches first arrived, the letters of the calls
    /// that delivered it: b(egan) m(oved) e(nded) c(ancelled). The records keep the touches alive,
    /// so identifiers are not reused.
    static func letters(_ view: TouchRecordingView) -> [String] {
        var order: [ObjectIdentifier] = []
        var letters: [ObjectIdentifier: String] = [:]
        for record in view.records {
            let id = ObjectIdentifier(record.touch)
            if letters[id] == nil { order.append(id) }
            letters[id, default: ""].append(record.method.rawValue.first!)
        }
        return order.map { letters[$0]! }
    }

    @MainActor final class FuzzDelegate: UIGestureRecognizerDelegate {
        let simultaneous: Bool
        init(simultaneous: Bool) { self.simultaneous = simultaneous }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous }
    }

    @MainActor final class FuzzTarget {
        var badStates: [String] = []
        var count = 0
        func act(_ g: UIGestureRecognizer) {
            count += 1
            if g.state == .possible || g.state == .failed { badStates.append("\(g) got an action in state \(g.state)") }
        }
    }

    /// What the sequences exercised, so a fuzz that tests nothing cannot pass.
    @MainActor final class Coverage {
        var actions = 0, viewEnded = 0, viewCancelled = 0, events = 0
    }

    static let isLong = ProcessInfo.processInfo.environment["ROCKHOPPER_FUZZ_LONG"] == "1"
    static let sequences = isLong ? 100_000 : 2_000

    @Test func randomTouchSequencesKeepTheInvariants() {
        var failures = 0
        let coverage = Coverage()
        for seed in 0..<UInt64(Self.sequences) {
            if let failure = run(seed: seed, coverage: coverage) {
                Issue.record(Comment(rawValue: failure))
                failures += 1
                if failures >= 3 { break }
            }
        }
        if Self.isLong {
            print("gesture fuzz: \(Self.sequences) sequences, \(coverage.events) events, \(failures) violations; "
                  + "RSS \(ResidentMemory.kilobytes() / 1024) MB at the end")
        }
        #expect(coverage.actions > Self.sequences)
        #expect(coverage.viewEnded > Self.sequences)
        #expect(coverage.viewCancelled > Self.sequences / 10)
    }

    /// Runs one random sequence; returns a description of the first broken invariant.
    func run(seed: UInt64, coverage: Coverage) -> String? {
        var rng = SplitMix64(state: seed)
        var ops: [String] = []
        let host = UITestHost()
        // The tree: a 300×300 container at the window's corner (so screen edges are reachable),
        // two halves, and a square inside the left half.
        let container = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let left = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 150, height: 300))
        let right = TouchRecordingView(frame: CGRect(x: 150, y: 0, width: 150, height: 300))
        let inner = TouchRecordingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        host.window.addSubview(container)
        container.addSubview(left)
        container.addSubview(right)
        left.addSubview(inner)
        let views = [container, left, right, inner]
        for v in views { v.isMultipleTouchEnabled = rng.chance(0.7) }

        let target = FuzzTarget()
        var delegates: [FuzzDelegate] = []
        var recognizers: [UIGestureRecognizer] = []
        for _ in 0..<(2 + rng.int(7)) {
            let r = makeRecognizer(&rng, target: target)
            r.cancelsTouchesInView = rng.chance(0.7)
            r.delaysTouchesBegan = rng.chance(0.3)
            r.delaysTouchesEnded = rng.chance(0.7)
            if rng.chance(0.4) {
                let d = FuzzDelegate(simultaneous: rng.chance(0.5))
                delegates.append(d)
                r.delegate = d
            }
            // Links only to earlier recognizers: no cycles.
            if !recognizers.isEmpty && rng.chance(0.35) {
                r.require(toFail: recognizers[rng.int(recognizers.count)])
            }
            let view = views[rng.int(views.count)]
            view.addGestureRecognizer(r)
            r.name = "r\(recognizers.count)"
            recognizers.append(r)
            ops.append("add \(type(of: r)) r\(recognizers.count - 1) to view \(views.firstIndex { $0 === view }!) cancels=\(r.cancelsTouchesInView) delaysBegan=\(r.delaysTouchesBegan) delaysEnded=\(r.delaysTouchesEnded) simultaneous=\((r.delegate as? FuzzDelegate)?.simultaneous.description ?? "-")")
        }

        var down: [(UITestFinger, CGPoint)] = []
        func randomPoint() -> CGPoint { CGPoint(x: rng.cgFloat(0...299), y: rng.cgFloat(0...299)) }
        for _ in 0..<(5 + rng.int(30)) {
            switch rng.int(10) {
            case 0, 1:
                if down.count >= 4 { continue }
                let count = min(4 - down.count, 1 + (rng.chance(0.3) ? 1 : 0))
                let points = (0..<count).map { _ in randomPoint() }
                let fingers = host.touchDown(at: points)
                down += zip(fingers, points).map { ($0, $1) }
                ops.append("down \(points)")
            case 2, 3, 4:
                guard !down.isEmpty else { continue }
                var moved: [UITestFinger] = [], targets: [CGPoint] = []
                for i in down.indices where moved.isEmpty || rng.chance(0.5) {
                    let step = rng.chance(0.2) ? 60 : 12 as CGFloat
                    let p = CGPoint(x: down[i].1.x + rng.cgFloat(-step...step), y: down[i].1.y + rng.cgFloat(-step...step))
                    down[i].1 = p
                    moved.append(down[i].0)
                    targets.append(p)
                }
                host.move(moved, to: targets)
                ops.append("move \(moved.map(\.id)) to \(targets)")
            case 5:
                guard !down.isEmpty else { continue }
                let i = rng.int(down.count)
                host.lift(down[i].0)
                ops.append("lift \(down[i].0.id)")
                down.remove(at: i)
            case 6:
                guard !down.isEmpty, rng.chance(0.3) else { continue }
                let fingers = down.map(\.0)
                host.cancel(fingers)
                ops.append("system cancel \(fingers.map(\.id))")
                down.removeAll()
            default:
                let dt = [gestureFrame, gestureFrame, 0.1, 0.3, 0.5, 0.8][rng.int(6)]
                host.advance(by: dt)
                ops.append("advance \(dt)")
            }
        }
        if !down.isEmpty {
            host.lift(down.map(\.0))
            ops.append("lift all")
        }
        coverage.events += ops.count
        host.settle()

        func failure(_ what: String) -> String {
            "fuzz seed \(seed): \(what)\n" + ops.joined(separator: "\n")
        }
        for (i, v) in views.enumerated() {
            if !v.records.allSatisfy(\.wasBoundToRecorder) { return failure("view \(i) got a touch of another view") }
            for s in Self.letters(v) {
                let wellFormed = s.count >= 2 && s.first == "b" && (s.last == "e" || s.last == "c")
                    && s.dropFirst().dropLast().allSatisfy { $0 == "m" }
                if !wellFormed { return failure("view \(i) got \"\(s)\" for one touch") }
                if s.last == "e" { coverage.viewEnded += 1 } else { coverage.viewCancelled += 1 }
            }
        }
        for r in recognizers where r.state != .possible {
            return failure("\(r) is not back in .possible")
        }
        if let bad = target.badStates.first { return failure(bad) }
        coverage.actions += target.count
        if !host.application._gestureEnvironment._participants.isEmpty { return failure("recognizers still participating") }
        if host.application._gestureEnvironment.hasPendingWork { return failure("the environment still holds touches or actions") }
        return nil
    }

    func makeRecognizer(_ rng: inout SplitMix64, target: FuzzTarget) -> UIGestureRecognizer {
        let r: UIGestureRecognizer
        switch rng.int(7) {
        case 0:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 1 + rng.int(2)
            tap.numberOfTouchesRequired = 1 + rng.int(2)
            r = tap
        case 1:
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = [0.2, 0.5][rng.int(2)]
            press.numberOfTouchesRequired = 1 + rng.int(2)
            press.numberOfTapsRequired = rng.chance(0.2) ? 1 : 0
            r = press
        case 2:
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = UISwipeGestureRecognizer.Direction(rawValue: UInt(1 + rng.int(15)))
            swipe.numberOfTouchesRequired = 1 + rng.int(2)
            r = swipe
        case 3:
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = 1 + rng.int(2)
            pan.maximumNumberOfTouches = pan.minimumNumberOfTouches + rng.int(3)
            r = pan
        case 4:
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = UIRectEdge(rawValue: UInt(rng.int(16)))
            r = edge
        case 5:
            r = UIPinchGestureRecognizer()
        default:
            r = UIRotationGestureRecognizer()
        }
        r.addTarget(target, action: FuzzTarget.act)
        return r
    }
}
