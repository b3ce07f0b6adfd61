import Testing
import UIKitTesting

@MainActor @Suite struct CAKeyframeAnimationTests {
    @Test func linearKeyframesReachEachValueAtItsKeyTime() {
        let host = UITestHost()
        let layer = CALayer()
        let a = CAKeyframeAnimation(keyPath: "position.x")
        a.values = [0, 100, 40]
        a.keyTimes = [0, 0.25, 1]
        a.duration = 2
        layer.add(a, forKey: nil)
        host.advance(by: 0.25)  // p = 0.125: halfway to 100
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-9)
        host.advance(by: 1.0)   // p = 0.625: halfway from 100 to 40
        #expect(abs(layer.presentation()!.position.x - 70) < 1e-9)
    }

    @Test func discreteKeyframesHoldEachValue() {
        let host = UITestHost()
        let layer = CALayer()
        let a = CAKeyframeAnimation(keyPath: "opacity")
        a.values = [0.2, 0.6]
        a.calculationMode = .discrete
        a.duration = 1
        layer.add(a, forKey: nil)
        host.advance(by: 0.4)
        #expect(abs(layer.presentation()!.opacity - 0.2) < 1e-6)
        host.advance(by: 0.2)
        #expect(abs(layer.presentation()!.opacity - 0.6) < 1e-6)
    }

    @Test func pointValuesMoveInTwoDimensions() {
        let host = UITestHost()
        let layer = CALayer()
        let a = CAKeyframeAnimation(keyPath: "position")
        a.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)]
        a.duration = 1
        layer.add(a, forKey: nil)
        host.advance(by: 0.75)
        #expect(layer.presentation()!.position == CGPoint(x: 100, y: 50))
    }

    @Test func valuesOfTheWrongTypeDoNothing() {
        let host = UITestHost()
        let layer = CALayer()
        let a = CAKeyframeAnimation(keyPath: "position")
        a.values = [1.0, 2.0]
        a.duration = 1
        layer.add(a, forKey: nil)
        host.advance(by: 0.5)
        #expect(layer.presentation()!.position == .zero)
    }
}
