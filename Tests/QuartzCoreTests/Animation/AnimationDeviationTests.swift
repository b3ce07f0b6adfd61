import Foundation
import Testing
import UIKitTesting

/// Tests for the entries of docs/DEVIATIONS.md, "Animation".
@MainActor @Suite struct AnimationDeviationTests {
    @Test func aRotationAboutYInterpolatesItsMatrixEntriesLinearly() {
        let host = UITestHost()
        let layer = CALayer()
        let a = CABasicAnimation(keyPath: "transform")
        a.fromValue = CATransform3DIdentity
        a.toValue = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        a.duration = 1
        layer.add(a, forKey: nil)
        host.advance(by: 0.5)
        let t = layer.presentation()!.transform
        #expect(abs(t.m11 - 0.5) < 1e-9 && abs(abs(t.m13) - 0.5) < 1e-9)
    }

    @Test func anAdditiveTransformAddsDecomposedComponents() {
        let host = UITestHost()
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.transform = CATransform3DMakeTranslation(10, 0, 0)
        CATransaction.commit()
        let a = CABasicAnimation(keyPath: "transform.scale")
        a.fromValue = 1; a.toValue = 1; a.duration = 1
        a.isAdditive = true
        layer.add(a, forKey: nil)
        host.advance(by: 0.5)
        let t = layer.presentation()!.transform
        #expect(abs(t.m11 - 2) < 1e-12 && abs(t.m41 - 10) < 1e-12)
    }

    @Test func groupMembersWithoutADurationLastTheTransactionDuration() {
        let host = UITestHost()
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0; move.toValue = 100
        let group = CAAnimationGroup()
        group.animations = [move]
        group.duration = 1
        layer.add(group, forKey: nil)
        host.advance(by: 0.125)
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-9)
        host.advance(by: 0.25)
        #expect(layer.presentation()!.position.x == 0)
    }

    @Test func thePresentationCopyHasNoSublayers() {
        _ = UITestHost()
        let layer = CALayer()
        layer.addSublayer(CALayer())
        #expect(layer.presentation()!.sublayers == nil)
    }
}
