import Testing
import UIKitTesting

/// `CADisplayLink` on the host's virtual clock: one call per 1/60 s frame with its timestamps,
/// both action forms, pausing, invalidation, a lower preferred rate, the weakly held target and
/// the main-run-loop rule.
@MainActor @Suite struct CADisplayLinkTests {
    /// Counts calls and keeps what the link said at each.
    @MainActor final class Target {
        var calls = 0
        var timestamps: [CFTimeInterval] = []
        var targetTimestamps: [CFTimeInterval] = []
        var durations: [CFTimeInterval] = []
        var nows: [CFTimeInterval] = []
        var onStep: (CADisplayLink) -> Void = { _ in }
        func step(_ link: CADisplayLink) {
            calls += 1
            timestamps.append(link.timestamp)
            targetTimestamps.append(link.targetTimestamp)
            durations.append(link.duration)
            nows.append(CACurrentMediaTime())
            onStep(link)
        }
        func tick() { calls += 1 }
    }

    private let frame = 1.0 / 60.0

    private func makeLink(_ target: Target) -> CADisplayLink {
        let link = CADisplayLink(target: target, selector: Target.step)
        link.add(to: .main, forMode: .default)
        return link
    }

    @Test func aLinkFiresOncePerFrame() {
        let host = UITestHost()
        let target = Target()
        let link = makeLink(target)
        host.advance(by: 0.5)
        #expect(target.calls == 30)
        link.invalidate()
    }

    @Test func aLinkNotAddedToARunLoopNeverFires() {
        let host = UITestHost()
        let target = Target()
        let link = CADisplayLink(target: target, selector: Target.step)
        host.advance(by: 0.1)
        #expect(target.calls == 0)
        _ = link
    }

    @Test func timestampIsTheFramesTimeOnTheVirtualClock() {
        let host = UITestHost()
        let target = Target()
        let link = makeLink(target)
        host.advance(by: 3 * frame)
        #expect(target.timestamps.count == 3)
        for (i, t) in target.timestamps.enumerated() {
            #expect(abs(t - Double(i + 1) * frame) < 1e-9)
            #expect(abs(target.nows[i] - t) < 1e-12)
        }
        link.invalidate()
    }

    @Test func targetTimestampIsTheNextFrameAndDurationOneSixtieth() {
        let host = UITestHost()
        let target = Target()
        let link = makeLink(target)
        host.advance(by: 2 * frame)
        #expect(target.durations.allSatisfy { abs($0 - frame) < 1e-12 })
        for i in 0..<target.calls {
            #expect(abs(target.targetTimestamps[i] - (target.timestamps[i] + frame)) < 1e-12)
        }
        #expect(abs(link.timestamp - 2 * frame) < 1e-9)
        link.invalidate()
    }

    @Test func timestampsAreZeroBeforeTheFirstFrame() {
        _ = UITestHost()
        let target = Target()
        let link = makeLink(target)
        #expect(link.timestamp == 0)
        #expect(link.targetTimestamp == 0)
        link.invalidate()
    }

    @Test func anActionWithoutArgumentFiresToo() {
        let host = UITestHost()
        let target = Target()
        let link = CADisplayLink(target: target, selector: Target.tick)
        link.add(to: .main, forMode: .common)
        host.advance(by: 4 * frame)
        #expect(target.calls == 4)
        link.invalidate()
    }

    @Test func aPausedLinkDoesNotFireUntilResumed() {
        let host = UITestHost()
        let target = Target()
        let link = makeLink(target)
        #expect(link.isPaused == false)
        link.isPaused = true
        host.advance(by: 5 * frame)
        #expect(target.calls == 0)
        link.isPaused = false
        host.advance(by: 2 * frame)
        #expect(target.calls == 2)
        link.invalidate()
    }

    @Test func anInvalidatedLinkNeverFiresAgain() {
        let host = UITestHost()
        let target = Target()
        let link = makeLink(target)
        host.advance(by: 2 * frame)
        link.invalidate()
        host.advance(by: 5 * frame)
        #expect(target.calls == 2)
        link.invalidate()
    }

    @Test func invalidatingInsideTheActionStopsAfterThatCall() {
        let host = UITestHost()
        let target = Target()
        target.onStep = { link in link.invalidate() }
        _ = makeLink(target)
        host.advance(by: 5 * frame)
        #expect(target.calls == 1)
        #expect(host.settle() == 0)
    }

    @Test func addingTheSameLinkTwiceStillFiresOncePerFrame() {
        let host = UITestHost()
        let target = Target()
        let link = makeLink(target)
        link.add(to: .main, forMode: .common)
        host.advance(by: 3 * frame)
        #expect(target.calls == 3)
        link.invalidate()
    }

    @Test func removingTheLastModeStopsTheLink() {
        let host = UITestHost()
        let target = Target()
        let link = CADisplayLink(target: target, selector: Target.step)
        link.add(to: .main, forMode: .default)
        link.add(to: .main, forMode: .common)
        link.remove(from: .main, forMode: .default)
        host.advance(by: 2 * frame)
        #expect(target.calls == 2)
        link.remove(from: .main, forMode: .common)
        host.advance(by: 2 * frame)
        #expect(target.calls == 2)
    }

    @Test func thirtyFramesPerSecondFiresEveryOtherFrame() {
        let host = UITestHost()
        let target = Target()
        let link = CADisplayLink(target: target, selector: Target.step)
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .default)
        host.advance(by: 10 * frame)
        #expect(target.calls == 5)
        for i in 1..<target.timestamps.count {
            #expect(abs(target.timestamps[i] - target.timestamps[i - 1] - 2 * frame) < 1e-9)
        }
        link.invalidate()
    }

    @Test func preferredFramesPerSecondDefaultsToEveryFrame() {
        _ = UITestHost()
        let link = CADisplayLink(target: Target(), selector: Target.step)
        #expect(link.preferredFramesPerSecond == 0)
    }

    @Test func aLinkAddedDuringAFrameFiresFromTheNextFrame() {
        let host = UITestHost()
        let first = Target(), second = Target()
        var added: CADisplayLink?
        first.onStep = { _ in
            if added == nil { added = makeLink(second) }
        }
        let link = makeLink(first)
        host.advance(by: frame)
        #expect(second.calls == 0)
        host.advance(by: frame)
        #expect(second.calls == 1)
        link.invalidate()
        added?.invalidate()
    }

    @Test func theLinkDoesNotKeepItsTargetAlive() {
        _ = UITestHost()
        weak var weakTarget: Target?
        var link: CADisplayLink?
        do {
            let target = Target()
            weakTarget = target
            link = makeLink(target)
        }
        #expect(weakTarget == nil)
        link?.invalidate()
    }

    @Test func aLinkWhoseTargetIsGoneInvalidatesItself() {
        let host = UITestHost()
        do {
            let target = Target()
            _ = makeLink(target)
        }
        host.advance(by: frame)
        // No active link is left, so there is nothing to settle.
        #expect(host.settle() == 0)
    }

    @Test func aPausedLinkLetsTheHostSettle() {
        let host = UITestHost()
        host.settle()   // the window's first layout
        let target = Target()
        let link = makeLink(target)
        link.isPaused = true
        #expect(host.settle() == 0)
        link.invalidate()
    }

    @Test func aNewHostStartsWithNoLinks() {
        _ = UITestHost()
        let target = Target()
        let link = makeLink(target)
        let host = UITestHost()
        host.advance(by: 3 * frame)
        #expect(target.calls == 0)
        _ = link
    }

    @Test func addingToAnotherRunLoopStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let other = await withCheckedContinuation { (done: CheckedContinuation<_RunLoopBox, Never>) in
                Thread.detachNewThread { done.resume(returning: _RunLoopBox(loop: RunLoop.current)) }
            }
            await MainActor.run {
                _ = UITestHost()
                final class T { func tick() {} }
                let target = T()
                let link = CADisplayLink(target: target, selector: T.tick)
                link.add(to: other.loop, forMode: .default)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("only the main run loop drives frames"))
    }
}

/// Carries another thread's run loop to the main actor for the exit test.
struct _RunLoopBox: @unchecked Sendable { let loop: RunLoop }
