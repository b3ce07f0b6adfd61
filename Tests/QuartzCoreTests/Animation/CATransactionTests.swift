import Foundation
import Testing
import UIKitTesting

@MainActor @Suite struct CATransactionTests {
    /// A layer in the host's window that has been rendered once: its changes animate implicitly
    /// (a layer that was never rendered shows its changes at once).
    private func renderedLayer(_ host: UITestHost) -> CALayer {
        let layer = CALayer()
        host.window.layer.addSublayer(layer)
        host.advance(by: 1.0 / 60)
        return layer
    }

    @Test func aRenderedLayerAnimatesImplicitlyForAQuarterSecond() {
        let host = UITestHost()
        let layer = renderedLayer(host)
        layer.opacity = 0
        #expect(layer.opacity == 0)
        #expect(layer.animationKeys() == ["opacity"])
        host.advance(by: 0.125)
        let expected = 1 - CAMediaTimingFunction(name: .default)._solve(0.5)
        #expect(abs(Double(layer.presentation()!.opacity) - expected) < 1e-6)
        host.advance(by: 0.125)
        #expect(layer.animationKeys() == nil)
    }

    @Test func disabledActionsChangeTheLayerAtOnce() {
        _ = UITestHost()
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 10, y: 10)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.position == CGPoint(x: 10, y: 10))
    }

    @Test func theTransactionDurationAndTimingFunctionApplyToImplicitAnimations() {
        let host = UITestHost()
        let layer = renderedLayer(host)
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.position = CGPoint(x: 100, y: 0)
        CATransaction.commit()
        host.advance(by: 0.5)
        #expect(abs(layer.presentation()!.position.x - 25) < 1e-9)
    }

    @Test func theCompletionBlockRunsWhenTheTransactionsAnimationsEnd() {
        let host = UITestHost()
        let layer = renderedLayer(host)
        var done = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { done = true }
        layer.opacity = 0.5
        CATransaction.commit()
        #expect(!done)
        host.advance(by: 0.2)
        #expect(!done)
        host.advance(by: 0.1)
        #expect(done)
    }

    @Test func aCompletionBlockWithoutAnimationsRunsAtCommit() {
        _ = UITestHost()
        var done = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { done = true }
        CATransaction.commit()
        #expect(done)
    }

    @Test func actionsDictionaryAndNullDisableAKey() {
        let host = UITestHost()
        let layer = renderedLayer(host)
        layer.actions = ["position": NSNull()]
        layer.position = CGPoint(x: 5, y: 5)
        layer.opacity = 0.5
        #expect(layer.animationKeys() == ["opacity"])
    }

    @Test func theDelegateDecidesTheAction() {
        final class Delegate: CALayerDelegate {
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { NSNull() }
        }
        _ = UITestHost()
        let delegate = Delegate()
        let layer = CALayer()
        layer.delegate = delegate
        layer.position = CGPoint(x: 5, y: 5)
        #expect(layer.action(forKey: "position") == nil)
        #expect(layer.animationKeys() == nil)
    }

    @Test func settleWaitsForRunningAnimations() {
        let host = UITestHost()
        let layer = renderedLayer(host)
        layer.opacity = 0
        let frames = host.settle()
        #expect(frames == 15)  // 0.25 s at 60 Hz
        #expect(layer.animationKeys() == nil)
    }
    @Test func aNestedTransactionSeesTheEnclosingTransactionsSettings() {
        _ = UITestHost()
        var ran: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { ran.append("outer") }
        CATransaction.setAnimationDuration(2)
        CATransaction.setDisableActions(true)
        CATransaction.begin()
        #expect(CATransaction.completionBlock() != nil)
        CATransaction.completionBlock()?()
        #expect(ran == ["outer"])
        #expect(CATransaction.animationDuration() == 2)
        #expect(CATransaction.disableActions())
        CATransaction.setCompletionBlock { ran.append("inner") }
        CATransaction.completionBlock()?()
        #expect(ran == ["outer", "inner"])
        CATransaction.commit()
        CATransaction.completionBlock()?()
        #expect(ran == ["outer", "inner", "inner", "outer"])
        CATransaction.commit()
    }
}
