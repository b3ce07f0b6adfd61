import Testing
@testable import UIKitTesting
@testable import QuartzCore

/// A layer's own timing (`CAMediaTiming` on `CALayer`): converting times between layers, and the
/// animations of a subtree running on its layer's local time — paused, resumed, scrubbed, sped up,
/// reversed — with `settle()` not waiting for what a paused layer holds still.
@MainActor @Suite struct CALayerTimingTests {
    final class Recorder: CAAnimationDelegate {
        var stops: [(time: Double, finished: Bool)] = []
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stops.append((CACurrentMediaTime(), flag))
        }
    }

    /// A linear move of `position.x` from 0 to 100 over `duration` seconds.
    func slide(duration: Double = 1, delegate: Recorder? = nil) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0.0
        a.toValue = 100.0
        a.duration = duration
        a.delegate = delegate
        return a
    }

    func shownX(_ layer: CALayer) -> CGFloat { layer.presentation()!.position.x }

    /// A layer in the host's window.
    func makeLayer(_ host: UITestHost, in parent: CALayer? = nil) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        (parent ?? host.window.layer).addSublayer(layer)
        return layer
    }

    // MARK: Properties

    @Test func aLayerHasCoreAnimationsDefaultTiming() {
        let layer = CALayer()
        let timing: any CAMediaTiming = layer
        #expect(timing.beginTime == 0 && timing.duration == 0 && timing.speed == 1 && timing.timeOffset == 0)
        #expect(timing.repeatCount == 0 && timing.repeatDuration == 0 && !timing.autoreverses)
        #expect(timing.fillMode == .removed)
        layer.speed = 0.5
        layer.fillMode = .both
        layer.autoreverses = true
        #expect(layer.speed == 0.5 && layer.fillMode == .both && layer.autoreverses)
        #expect(layer.presentation()?.speed == 0.5)
    }

    @Test func settingTheTimingRunsNoActionAndAddsNoAnimation() {
        let host = UITestHost()
        let layer = makeLayer(host)
        host.advance(by: 1.0 / 60)   // rendered once: property changes would animate implicitly now
        layer.speed = 0
        layer.timeOffset = 3
        layer.beginTime = 1
        #expect(layer.animationKeys() == nil)
    }

    @Test func theCountOfTimedLayersFollowsTheirLives() {
        let before = CALayer._timedLayerCount
        var layer: CALayer? = CALayer()
        layer?.speed = 2
        layer?.timeOffset = 1
        #expect(CALayer._timedLayerCount == before + 1)
        layer?.speed = 1
        layer?.timeOffset = 0
        #expect(CALayer._timedLayerCount == before)
        layer?.beginTime = 4
        #expect(CALayer._timedLayerCount == before + 1)
        layer = nil
        #expect(CALayer._timedLayerCount == before)
    }

    // MARK: Converting time

    @Test func appleDocumentationsExampleConvertsHalfASecondToOnePointTwoFive() {
        // CALayer.convertTime(_:from:) and (_:to:) docs, Listing 1.
        let layer = CALayer()
        let offsetSlowMoLayer = CALayer()
        offsetSlowMoLayer.timeOffset = 1
        offsetSlowMoLayer.speed = 0.5
        #expect(offsetSlowMoLayer.convertTime(0.5, from: layer) == 1.25)
        #expect(layer.convertTime(0.5, to: offsetSlowMoLayer) == 1.25)
        #expect(layer.convertTime(1.25, from: offsetSlowMoLayer) == 0.5)
        #expect(offsetSlowMoLayer.convertTime(1.25, to: layer) == 0.5)
    }

    /// root (begin 2, speed 2) ─┬─ child (offset 3, speed 0.5) ── grandchild (begin 1, speed 4, offset −1)
    ///                          └─ sibling (begin 10, speed 3)
    /// At absolute time 10: root (10 − 2)·2 = 16; child 16·0.5 + 3 = 11; grandchild (11 − 1)·4 − 1 = 39;
    /// sibling (16 − 10)·3 = 18.
    @Test func timesConvertAcrossATreeOfSpeedsOffsetsAndBeginTimes() {
        let root = CALayer(), child = CALayer(), grandchild = CALayer(), sibling = CALayer()
        root.addSublayer(child); child.addSublayer(grandchild); root.addSublayer(sibling)
        root.beginTime = 2; root.speed = 2
        child.timeOffset = 3; child.speed = 0.5
        grandchild.beginTime = 1; grandchild.speed = 4; grandchild.timeOffset = -1
        sibling.beginTime = 10; sibling.speed = 3

        #expect(root.convertTime(10, from: nil) == 16)
        #expect(child.convertTime(10, from: nil) == 11)
        #expect(grandchild.convertTime(10, from: nil) == 39)
        #expect(sibling.convertTime(10, from: nil) == 18)
        #expect(grandchild.convertTime(39, to: nil) == 10)
        #expect(sibling.convertTime(18, to: nil) == 10)
        // Up and down the tree, both directions.
        #expect(child.convertTime(39, from: grandchild) == 11)
        #expect(grandchild.convertTime(11, from: child) == 39)
        #expect(root.convertTime(39, from: grandchild) == 16)
        #expect(grandchild.convertTime(16, from: root) == 39)
        #expect(child.convertTime(11, to: root) == 16)
        // Between cousins, through their common ancestor.
        #expect(sibling.convertTime(39, from: grandchild) == 18)
        #expect(grandchild.convertTime(18, from: sibling) == 39)
        #expect(grandchild.convertTime(39, to: sibling) == 18)
        // A layer to itself, and absolute time to absolute time.
        #expect(grandchild.convertTime(7, from: grandchild) == 7)
        #expect(grandchild.convertTime(7, to: grandchild) == 7)
    }

    @Test func layersUnderAPausedLayerConvertExactlyBetweenEachOther() {
        let container = CALayer(), a = CALayer(), b = CALayer()
        container.addSublayer(a); container.addSublayer(b)
        container.speed = 0; container.timeOffset = 5
        a.timeOffset = 1
        b.speed = 2
        // Every absolute time is the one paused moment, 5, in the container.
        #expect(container.convertTime(0, from: nil) == 5)
        #expect(container.convertTime(1_000, from: nil) == 5)
        #expect(a.convertTime(123, from: nil) == 6)
        // a's 6 is the container's 5 is b's 10, without going through absolute time.
        #expect(a.convertTime(6, to: b) == 10)
        #expect(a.convertTime(10, from: b) == 6)
        // Times the container never shows convert too: a's 8 is the container's 7 is b's 14.
        #expect(a.convertTime(8, to: b) == 14)
        #expect(b.convertTime(14, to: a) == 8)
        // Back to absolute time a paused layer has no answer but its begin time; never NaN.
        #expect(container.convertTime(5, to: nil) == 0)
        #expect(container.convertTime(7, to: nil) == .infinity)
        #expect(container.convertTime(3, to: nil) == -.infinity)
    }

    @Test func aLayerWithADurationRepeatsAndAutoreversesItsTime() {
        let layer = CALayer()
        layer.beginTime = 100
        layer.duration = 2
        layer.autoreverses = true
        layer.repeatCount = 2   // active for 2 · (2 + 2) = 8 s
        let expected: [(Double, Double)] = [
            (99, 0),      // before the start: held at 0
            (100.5, 0.5), (101.5, 1.5),
            (103, 1),     // on the way back: 4 − 3
            (105, 1),     // second iteration
            (107.5, 0.5),
            (109, 0), (200, 0),   // after the end: where the last way back ended
        ]
        for (absolute, local) in expected {
            #expect(layer.convertTime(absolute, from: nil) == local, "at \(absolute)")
        }
    }

    // MARK: Pausing and resuming

    @Test func pausingALayerFreezesItsAnimationAndResumingContinuesIt() {
        let host = UITestHost()
        let recorder = Recorder()
        let layer = makeLayer(host)
        layer.add(slide(delegate: recorder), forKey: "slide")
        host.advance(by: 0.25)
        #expect(abs(shownX(layer) - 25) < 1e-9)

        // Pause (Core Animation Programming Guide, "Pausing and Resuming Animations").
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        host.advance(by: 2)
        #expect(abs(shownX(layer) - 25) < 1e-9)
        #expect(layer.animation(forKey: "slide") != nil)
        #expect(recorder.stops.isEmpty)

        // Resume.
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        let timeSincePause = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        layer.beginTime = timeSincePause
        host.advance(by: 0.25)
        #expect(abs(shownX(layer) - 50) < 1e-9)
        // It ends 0.75 s after the resume, 2 s late: at 2.25 + 0.75 = 3.
        host.advance(by: 0.45)
        #expect(recorder.stops.isEmpty)
        host.advance(by: 0.05)
        #expect(recorder.stops.count == 1)
        #expect(recorder.stops.first?.finished == true)
        #expect(abs((recorder.stops.first?.time ?? 0) - 3) < 1e-9)
        #expect(layer.animation(forKey: "slide") == nil)
    }

    @Test func pausingALayerFreezesTheAnimationsOfItsSublayers() {
        let host = UITestHost()
        let container = makeLayer(host)
        let inner = makeLayer(host, in: container)
        inner.add(slide(), forKey: "slide")
        host.advance(by: 0.5)
        container.timeOffset = container.convertTime(CACurrentMediaTime(), from: nil)
        container.speed = 0
        host.advance(by: 1)
        #expect(abs(shownX(inner) - 50) < 1e-9)
        #expect(inner.animation(forKey: "slide") != nil)
    }

    @Test func anAnimationAddedToAPausedLayerWaitsAtItsStart() {
        let host = UITestHost()
        let layer = makeLayer(host)
        layer.speed = 0
        layer.timeOffset = 7
        layer.add(slide(), forKey: "slide")
        #expect(layer.animation(forKey: "slide") != nil)
        host.advance(by: 1)
        #expect(shownX(layer) == 0)
        // Its begin time is the paused moment: 0.4 s of layer time later it is 40 % through.
        layer.timeOffset = 7.4
        #expect(abs(shownX(layer) - 40) < 1e-9)
    }

    @Test func anImplicitAnimationUnderAPausedLayerWaitsAtItsStartUntilScrubbed() {
        let host = UITestHost()
        let container = makeLayer(host)
        let inner = makeLayer(host, in: container)
        host.advance(by: 1.0 / 60)   // rendered: changes animate implicitly
        container.speed = 0
        inner.opacity = 0
        #expect(inner.animationKeys() == ["opacity"])
        host.advance(by: 1)
        #expect(inner.presentation()!.opacity == 1)
        container.timeOffset = 0.125   // half-way through the 0.25 s implicit animation
        host.advance(by: 1.0 / 60)
        let shown = inner.presentation()!.opacity
        #expect(shown > 0 && shown < 1)
        container.timeOffset = 0.25
        host.advance(by: 1.0 / 60)
        #expect(inner.animationKeys() == nil)
        #expect(inner.presentation()!.opacity == 0)
    }

    @Test func anInfinitelyRepeatingLayerTimelineLoopsItsAnimations() {
        let host = UITestHost()
        let layer = makeLayer(host)
        layer.duration = 0.5
        layer.repeatCount = .infinity
        layer.beginTime = CACurrentMediaTime()
        let a = slide()
        a.beginTime = 0.0001   // at the start of the layer's timeline (0 would mean "now")
        a.fillMode = .both
        a.isRemovedOnCompletion = false
        layer.add(a, forKey: "slide")
        host.advance(by: 0.25)
        #expect(abs(shownX(layer) - 25) < 0.02)
        host.advance(by: 0.5)   // 0.75 s: the layer's second iteration, again 0.25 s in
        #expect(abs(shownX(layer) - 25) < 0.02)
        #expect(layer.animation(forKey: "slide") != nil)
    }

    // MARK: Scrubbing

    @Test func scrubbingAPausedLayersTimeOffsetShowsItsAnimationsAtThatTime() {
        let host = UITestHost()
        let container = makeLayer(host)
        let inner = makeLayer(host, in: container)
        container.speed = 0
        container.timeOffset = 10
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0; fade.toValue = 0.0; fade.duration = 2
        inner.add(slide(duration: 2), forKey: "slide")
        inner.add(fade, forKey: "fade")
        for progress in [0.25, 0.75, 0.1, 0.5] {
            container.timeOffset = 10 + progress * 2
            host.advance(by: 1.0 / 60)
            #expect(abs(shownX(inner) - 100 * progress) < 1e-9)
            #expect(abs(Double(inner.presentation()!.opacity) - (1 - progress)) < 1e-6)
        }
    }

    @Test func theCompositorDrawsTheScrubbedTime() {
        let host = UITestHost()
        host.window.backgroundColor = .white
        let container = makeLayer(host)
        container.frame = host.window.bounds
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        container.addSublayer(square)
        host.advance(by: 1.0 / 60)
        container.speed = 0
        container.timeOffset = 0
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10.0; move.toValue = 210.0; move.duration = 1
        square.add(move, forKey: "move")
        container.timeOffset = 0.5   // x = 110: the square covers 100…120
        host.advance(by: 1.0 / 60)
        // What the compositor shows (a snapshot at the screen's scale copies its framebuffer).
        let image = host.snapshotCGImage()
        let scale = Int(host.window.screen.scale)
        #expect(pixelIsRed(image, x: 110 * scale, y: 10 * scale))
        #expect(!pixelIsRed(image, x: 15 * scale, y: 10 * scale))
    }

    /// Whether pixel (x, y) of `image` (row 0 at the top) is red, read through a 1 × 1 bitmap
    /// context as UIKit code reads pixels.
    func pixelIsRed(_ image: CGImage, x: Int, y: Int) -> Bool {
        var bytes: [UInt8] = [0, 0, 0, 0]
        bytes.withUnsafeMutableBytes { raw in
            let ctx = CGContext(data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            ctx.draw(image, in: CGRect(x: -x, y: -(image.height - 1 - y), width: image.width, height: image.height))
        }
        return bytes[0] > 200 && bytes[1] < 60 && bytes[2] < 60
    }

    // MARK: Speeds

    @Test func aLayerAtSpeedTwoRunsItsAnimationsTwiceAsFast() {
        let host = UITestHost()
        let recorder = Recorder()
        let layer = makeLayer(host)
        layer.speed = 2
        layer.add(slide(delegate: recorder), forKey: "slide")
        host.advance(by: 0.25)
        #expect(abs(shownX(layer) - 50) < 1e-9)
        host.advance(by: 0.25)
        #expect(recorder.stops.count == 1)
        #expect(abs((recorder.stops.first?.time ?? 0) - 0.5) < 1e-9)
    }

    @Test func aParentAtHalfSpeedAndAChildAtDoubleSpeedCancelOut() {
        let host = UITestHost()
        let parent = makeLayer(host)
        let child = makeLayer(host, in: parent)
        let slowSibling = makeLayer(host, in: parent)
        parent.speed = 0.5
        child.speed = 2
        child.add(slide(), forKey: "slide")
        slowSibling.add(slide(), forKey: "slide")
        host.advance(by: 0.25)
        #expect(abs(shownX(child) - 25) < 1e-9)
        #expect(abs(shownX(slowSibling) - 12.5) < 1e-9)
        host.advance(by: 0.75)
        #expect(child.animation(forKey: "slide") == nil)
    }

    @Test func aNegativeSpeedRunsTheAnimationBackToItsStartAndLeavesItThere() {
        let host = UITestHost()
        let recorder = Recorder()
        let layer = makeLayer(host)
        layer.position.x = 200   // the model value, shown once the animation is back before its start
        layer.add(slide(delegate: recorder), forKey: "slide")
        host.advance(by: 0.5)
        // Turn around where it is: local time t at the change, running backwards from there.
        let t = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = -1
        layer.timeOffset = t
        layer.beginTime = CACurrentMediaTime()
        host.advance(by: 0.25)
        #expect(abs(shownX(layer) - 25) < 1e-9)
        host.advance(by: 0.5)
        #expect(shownX(layer) == 200)
        // Before its start it never ends, and nobody waits for it.
        #expect(host.settle(timeout: 1) <= 1)
        #expect(recorder.stops.isEmpty)
        #expect(layer.animation(forKey: "slide") != nil)
    }

    @Test func anAnimationsTimeOffsetAddsToItsLayersTime() {
        let host = UITestHost()
        let layer = makeLayer(host)
        layer.speed = 2
        let a = slide()
        a.timeOffset = 0.5
        layer.add(a, forKey: "slide")
        host.advance(by: 0.1)   // 0.2 s of layer time, + 0.5
        #expect(abs(shownX(layer) - 70) < 1e-9)
    }

    @Test func aDelayedAnimationOnAFastLayerBeginsAfterTheDelayInLayerTime() {
        let host = UITestHost()
        let layer = makeLayer(host)
        host.advance(by: 1)
        layer.speed = 4
        layer.beginTime = 1   // local time is (now − 1) · 4: 0 now
        let a = slide()
        a.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + 1   // 0.25 s of clock time
        a.fillMode = .backwards
        layer.add(a, forKey: "slide")
        host.advance(by: 0.25)
        #expect(shownX(layer) == 0)
        host.advance(by: 0.125)
        #expect(abs(shownX(layer) - 50) < 1e-9)
    }

    // MARK: settle() and frames

    @Test func settleDoesNotWaitForTheAnimationsOfAPausedLayer() {
        let host = UITestHost()
        let layer = makeLayer(host)
        layer.add(slide(duration: 5), forKey: "slide")
        host.advance(by: 1.0 / 60)
        layer.timeOffset = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        // One frame to see the change, then nothing is in flight.
        #expect(host.settle(timeout: 1) == 1)
        #expect(!host.application._hasPendingWork)
        #expect(layer.animation(forKey: "slide") != nil)
        // Resumed, it is waited for again, to its end.
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - (1.0 / 60)
        host.settle(timeout: 10)
        #expect(layer.animation(forKey: "slide") == nil)
    }

    @Test func changingAPausedLayersTimeOffsetAsksForAFrame() {
        let host = UITestHost()
        let layer = makeLayer(host)
        layer.speed = 0
        layer.add(slide(), forKey: "slide")
        host.settle()
        #expect(host.settle() == 0)
        layer.timeOffset = 0.5
        #expect(host.application._hasPendingWork)
        #expect(host.settle() == 1)
        // That frame re-sampled the animation: the compositor's values are at the new time.
        #expect(abs((layer._animationStorage?.presented.position[0] ?? 0) - 50) < 1e-9)
        #expect(host.settle() == 0)
    }

    @Test func readingThePresentationOfATimedLayerAsksForNoFrame() {
        let host = UITestHost()
        let layer = makeLayer(host)
        layer.speed = 0
        layer.add(slide(), forKey: "slide")
        host.settle()
        #expect(layer.presentation()?.speed == 0)
        #expect(!host.application._hasPendingWork)
    }

    @Test func aFrozenAnimationIsNotListedAsPendingWork() {
        let host = UITestHost()
        let layer = makeLayer(host)
        layer.speed = 0
        layer.add(slide(), forKey: "slide")
        host.settle(timeout: 1)
        #expect(host.application._pendingWorkDescription.isEmpty)
    }

    @Test func removingALayerFromAPausedLayerLetsItsAnimationRunAndBeWaitedFor() {
        let host = UITestHost()
        let container = makeLayer(host)
        let inner = makeLayer(host, in: container)
        container.speed = 0
        inner.add(slide(), forKey: "slide")
        host.settle()
        inner.removeFromSuperlayer()   // on no layer's timeline now: its animation runs on the clock
        host.settle(timeout: 5)
        #expect(inner.animation(forKey: "slide") == nil)
    }

    @Test func movingALayerOutOfAPausedLayerLetsItsAnimationRunAndBeWaitedFor() {
        let host = UITestHost()
        let container = makeLayer(host)
        let inner = makeLayer(host, in: container)
        container.speed = 0
        inner.add(slide(), forKey: "slide")
        host.settle()
        host.window.layer.addSublayer(inner)
        host.settle(timeout: 5)
        #expect(inner.animation(forKey: "slide") == nil)
    }
}
