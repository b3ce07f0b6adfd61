import Testing
import UIKitTesting

@MainActor @Suite struct CAAnimationGroupTests {
    @Test func membersRunOnTheGroupsTimeline() {
        let host = UITestHost()
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0; move.toValue = 100; move.duration = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1; fade.toValue = 0; fade.duration = 1
        fade.beginTime = 1
        let group = CAAnimationGroup()
        group.animations = [move, fade]
        group.duration = 2
        layer.add(group, forKey: "both")
        host.advance(by: 0.5)
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-9)
        #expect(layer.presentation()!.opacity == 1)
        host.advance(by: 1.0)
        #expect(layer.presentation()!.position.x == 0)  // move ended (fill removed)
        #expect(abs(layer.presentation()!.opacity - 0.5) < 1e-6)
        host.advance(by: 1.0)
        #expect(layer.animationKeys() == nil)
    }

    @Test func theGroupCutsMembersOffAtItsEnd() {
        let host = UITestHost()
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0; move.toValue = 100; move.duration = 4
        let group = CAAnimationGroup()
        group.animations = [move]
        group.duration = 1
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        layer.add(group, forKey: nil)
        host.advance(by: 2)
        #expect(abs(layer.presentation()!.position.x - 25) < 1e-9)
    }
}
