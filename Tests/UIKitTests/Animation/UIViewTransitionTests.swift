import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

@MainActor @Suite struct UIViewTransitionTests {
    @Test func aCrossDissolveChangesTheViewAtOnceAndPlaysTheEffect() {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        var log: [Bool] = []
        UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { view.backgroundColor = .red }) { log.append($0) }
        #expect(view.layer.animationKeys() == ["transition"])
        host.advance(by: 0.25)
        #expect(view._currentTransition?.kind == 5)
        #expect(abs(view._currentTransition!.progress - 0.25) < 1e-9)
        host.advance(by: 0.75)
        #expect(view._currentTransition == nil)
        #expect(log == [true])
    }

    @Test func transitionFromToSwapsTheViews() {
        let host = UITestHost()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(container)
        let a = UIView(), b = UIView()
        container.addSubview(a)
        UIView.transition(from: a, to: b, duration: 0.5, options: .transitionFlipFromLeft)
        #expect(container.subviews == [b])
        #expect(container._currentTransition?.kind == 1)
        host.settle()
        #expect(container._currentTransition == nil)
    }
}
