import Testing
@testable import QuartzCore
import UIKitTesting

/// The presented values the engine computes at a frame are reused at the same instant
/// (`_CALayerAnimationStorage.presented`); these change what they depend on after a frame,
/// without the clock moving, and check the presentation follows at once.
@MainActor @Suite struct _CALayerAnimationStorageTests {
    func move(by dx: Double, additive: Bool) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: "position.x")
        a.fromValue = 0.0
        a.toValue = dx
        a.duration = 1
        a.isAdditive = additive
        return a
    }

    func withoutActions(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }

    @Test func theFramesValuesAreKeptForItsInstant() {
        let host = UITestHost()
        let layer = CALayer()
        layer.add(move(by: 100, additive: false), forKey: "move")
        host.advance(by: 0.5)
        let storage = layer._animationStorage!
        #expect(storage.presentedClock == host.now)
        #expect(storage.presented.isLoaded(.position))
        #expect(layer.presentation()!.position.x == 50)
    }

    @Test func theFramesValuesAreReadInPlaceAtItsInstantAndComputedAtAnother() {
        let host = UITestHost()
        let layer = CALayer()
        layer.add(move(by: 100, additive: false), forKey: "move")
        host.advance(by: 0.5)
        let storage = layer._animationStorage!
        // A mark only the kept state carries: read in place (not recomputed), the body sees it.
        storage.presented.position[1] = 12345
        let now = host.now
        let kept = storage.withPresentedState(of: layer, clock: now, local: layer._localTime(atClock: now).time) {
            $0.position[1]
        }
        #expect(kept == 12345)
        // At another instant the values are computed, and the kept ones stay as they were.
        let later = now + 0.25
        let x = storage.withPresentedState(of: layer, clock: later, local: layer._localTime(atClock: later).time) {
            $0.position[0]
        }
        #expect(x == 75)
        #expect(storage.presented.position[1] == 12345)
    }

    @Test func aModelChangeAfterAFrameShowsAtTheSameInstant() {
        let host = UITestHost()
        let layer = CALayer()
        withoutActions { layer.position = CGPoint(x: 10, y: 10) }
        layer.add(move(by: 100, additive: true), forKey: "move")
        host.advance(by: 0.5)
        #expect(layer.presentation()!.position.x == 60)
        withoutActions { layer.position = CGPoint(x: 20, y: 10) }
        #expect(layer._animationStorage!.presentedClock.isNaN)
        #expect(layer.presentation()!.position.x == 70)
    }

    @Test func anAnimationAddedOrRemovedAfterAFrameShowsAtTheSameInstant() {
        let host = UITestHost()
        let layer = CALayer()
        layer.add(move(by: 100, additive: false), forKey: "move")
        host.advance(by: 0.5)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.25
        fade.toValue = 0.25
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        #expect(layer.presentation()!.opacity == 0.25)
        layer.removeAllAnimations()
        #expect(layer.presentation()!.opacity == 1)
        #expect(layer.presentation()!.position.x == 0)
    }

    @Test func aTimingChangeAfterAFrameShowsAtTheSameInstant() {
        let host = UITestHost()
        let layer = CALayer()
        layer.add(move(by: 100, additive: false), forKey: "move")
        host.advance(by: 0.5)
        #expect(layer.presentation()!.position.x == 50)
        layer.timeOffset = 0.25
        #expect(abs(layer.presentation()!.position.x - 75) < 1e-9)
    }
}
