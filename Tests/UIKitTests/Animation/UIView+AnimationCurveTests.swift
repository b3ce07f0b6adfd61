import Testing
@testable import UIKitTesting
@testable import UIKit

/// `UIView.AnimationCurve`, with the keyboard's private curve 7 that the keyboard notifications
/// hand over.
@MainActor @Suite struct UIViewAnimationCurveTests {
    @Test func theCurvesHaveUIKitsRawValuesAndSevenIsTheKeyboards() {
        #expect(UIView.AnimationCurve.easeInOut.rawValue == 0)
        #expect(UIView.AnimationCurve.linear.rawValue == 3)
        #expect(UIView.AnimationCurve(rawValue: 7) == ._keyboard)
        #expect(UIView.AnimationCurve(rawValue: 5) == nil)
        #expect(UIView.AnimationOptions(rawValue: 7 << 16)._curve == ._keyboard)
        #expect(UIView.AnimationOptions(rawValue: 5 << 16)._curve == .easeInOut)
    }

    @Test func anAnimationWithTheKeyboardCurveFollowsItsShape() throws {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        UIView.animate(withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16), animations: {
            view.center.y = 105
        })
        host.advance(by: 0.125)
        let y = try #require(view.layer.presentation()).position.y
        let curve = CAMediaTimingFunction(controlPoints: 0.38, 0.7, 0.125, 1)
        #expect(abs(y - (5 + 100 * CGFloat(curve._solve(0.5)))) < 0.5)
        // A property animator made with the curve read from a notification runs it too.
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: UIView.AnimationCurve(rawValue: 7)!) {
            view.center.y = 5
        }
        animator.startAnimation()
        host.advance(by: 0.3)
        #expect(view.layer.presentation()?.position.y == 5)
    }
}
