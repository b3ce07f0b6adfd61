import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore
import UIKitTestSupport

/// Random multi-finger sequences over a paging, zooming scroll view nested in a vertical one
/// (`NestedScrollScene`): fingers go down (up to five, one or two per event), move in small,
/// large or huge steps (off the screen and to negative coordinates too), lift one at a time,
/// are sometimes cancelled by the system; time stands still or advances by a few frames. The
/// inner view sometimes starts zoomed and on another page, the outer one scrolled. Invariants,
/// after all fingers lift and the host settles:
/// - every scroll view's `contentOffset` is inside its range (`_rangeX`, `_rangeY`: from
///   `−adjustedContentInset` to `contentSize + inset − bounds`), and a paging view's lies on a
///   page (a multiple of the bounds size, or an end of the range);
/// - `zoomScale` is inside `minimumZoomScale...maximumZoomScale`;
/// - nothing is tracking, dragging, decelerating, zooming or zoom-bouncing;
/// - every recognizer is back in `.possible` and the gesture environment holds nothing;
/// - no crash. Deterministic (SplitMix64 seeds); a failure prints the seed and the sequence.
///
/// `make test` runs a short pass; `ROCKHOPPER_FUZZ_LONG=1` runs a million events and prints the
/// events, violations and resident memory (`ROCKHOPPER_FUZZ_LONG=1 swift test -c release
/// -Xswiftc -enable-testing --filter UIScrollViewSettlingFuzzTests`: other suites use `@testable`,
/// so a release build of the tests needs `-enable-testing`). Last run: 1,000,011 events in 88,918
/// sequences, 0 violations, 189 s; RSS 59 MB → 59 MB (before touches let go of their views it
/// grew to 1.2 GB).
@MainActor @Suite struct UIScrollViewSettlingFuzzTests {

    static let isLong = ProcessInfo.processInfo.environment["ROCKHOPPER_FUZZ_LONG"] == "1"
    /// Touch events to run: a short pass in the suite, a million in the long run.
    static let events = isLong ? 1_000_000 : 3_000

    /// What the sequences exercised, so a fuzz that tests nothing cannot pass.
    struct Coverage {
        var events = 0, sequences = 0, zoomed = 0, paged = 0, outerScrolled = 0
    }

    @Test func randomMultiFingerSequencesLeaveEveryScrollViewAtRest() {
        var coverage = Coverage()
        var violations = 0
        let rssStart = ResidentMemory.kilobytes()
        let clock = ContinuousClock.now
        var seed: UInt64 = 0
        while coverage.events < Self.events {
            if let failure = run(seed: seed, coverage: &coverage) {
                violations += 1
                if violations <= 3 { Issue.record(Comment(rawValue: failure)) }
                if !Self.isLong && violations >= 3 { break }
            }
            seed += 1
        }
        if Self.isLong {
            print("scroll fuzz: \(coverage.events) events in \(coverage.sequences) sequences, \(violations) violations, "
                + "zoomed \(coverage.zoomed), paged \(coverage.paged), outer scrolled \(coverage.outerScrolled); "
                + "RSS \(rssStart / 1024) MB → \(ResidentMemory.kilobytes() / 1024) MB; \(ContinuousClock.now - clock)")
        }
        #expect(violations == 0)
        #expect(coverage.zoomed > coverage.sequences / 20)
        #expect(coverage.paged > coverage.sequences / 20)
        #expect(coverage.outerScrolled > coverage.sequences / 20)
    }

    /// Runs one random sequence; returns a description of the first broken invariant.
    func run(seed: UInt64, coverage: inout Coverage) -> String? {
        var rng = SplitMix64(state: seed)
        var ops: [String] = []
        let scene = NestedScrollScene()
        let host = scene.host
        if rng.chance(0.3) {
            let scale = rng.chance(0.5) ? 3 : rng.cgFloat(1...3)
            scene.inner.zoomScale = scale
            scene.inner.contentOffset = CGPoint(x: 375 * CGFloat(rng.int(3)), y: 0)
            ops.append("inner zoom \(scale) offset \(scene.inner.contentOffset)")
        }
        if rng.chance(0.3) {
            scene.outer.contentOffset = CGPoint(x: 0, y: rng.cgFloat(-20...833).rounded())
            ops.append("outer offset \(scene.outer.contentOffset)")
        }
        var down: [(finger: UITestFinger, at: CGPoint)] = []
        var name: [Int: String] = [:]
        func label(_ f: UITestFinger) -> String { name[f.id]! }
        func onScreen() -> CGPoint { CGPoint(x: rng.cgFloat(0...374).rounded(), y: rng.cgFloat(0...666).rounded()) }
        for _ in 0..<(4 + rng.int(30)) {
            switch rng.int(12) {
            case 0, 1, 2:
                guard down.count < 5 else { continue }
                let count = min(5 - down.count, rng.chance(0.25) ? 2 : 1)
                let points = (0..<count).map { _ in onScreen() }
                let fingers = host.touchDown(at: points)
                for (f, p) in zip(fingers, points) {
                    name[f.id] = String(UnicodeScalar(UInt8(64 + name.count % 26 + 1)))
                    down.append((f, p))
                }
                ops.append("\(fingers.map(label).joined()) down \(points)")
            case 3, 4, 5, 6:
                guard !down.isEmpty else { continue }
                var moved: [UITestFinger] = [], targets: [CGPoint] = []
                for i in down.indices where moved.isEmpty || rng.chance(0.5) {
                    let step: CGFloat = [12, 12, 60, 250][rng.int(4)]
                    let p = CGPoint(x: (down[i].at.x + rng.cgFloat(-step...step)).rounded(),
                                    y: (down[i].at.y + rng.cgFloat(-step...step)).rounded())
                    down[i].at = p
                    moved.append(down[i].finger)
                    targets.append(p)
                }
                host.move(moved, to: targets)
                ops.append("\(moved.map(label).joined()) move to \(targets)")
            case 7, 8:
                guard !down.isEmpty else { continue }
                let i = rng.int(down.count)
                host.lift(down[i].finger)
                ops.append("\(label(down[i].finger)) lifts")
                down.remove(at: i)
            case 9:
                guard !down.isEmpty, rng.chance(0.15) else { continue }
                host.cancel(down.map(\.finger))
                ops.append("system cancels \(down.map { label($0.finger) }.joined())")
                down.removeAll()
            default:
                let dt = [0, 0, gestureFrame, 2 * gestureFrame, 3 * gestureFrame, 0.1, 0.3][rng.int(7)]
                host.advance(by: dt)
                ops.append("advance \(dt)")
                continue
            }
            coverage.events += 1
        }
        if !down.isEmpty {
            host.lift(down.map(\.finger))
            ops.append("all lift")
            coverage.events += 1
        }
        host.settle()
        coverage.sequences += 1
        if scene.inner.zoomScale > 1 { coverage.zoomed += 1 }
        if scene.inner.contentOffset.x > 0 { coverage.paged += 1 }
        if scene.outer.contentOffset.y > -20 { coverage.outerScrolled += 1 }

        func failure(_ what: String) -> String {
            "scroll fuzz seed \(seed): \(what)\n" + ops.joined(separator: "\n")
        }
        if let problem = scene.problems.first { return failure(problem) }
        for r in host.window.gestureRecognizers ?? [] where r.state != .possible {
            return failure("\(r) is not back in .possible")
        }
        if !host.application._gestureEnvironment._participants.isEmpty { return failure("recognizers still participating") }
        if host.application._gestureEnvironment.hasPendingWork { return failure("the environment still holds touches or actions") }
        return nil
    }
}
