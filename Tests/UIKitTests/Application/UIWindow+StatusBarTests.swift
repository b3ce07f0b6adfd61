import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

/// `UIWindow._updateStatusBar(hidden:style:animation:animated:)`: the window's status bar state,
/// its animations (0.35 s ease-in-out, [R] UIKitCore's status bar animation parameters) and the
/// safe area that follows it.
@MainActor @Suite struct UIWindowStatusBarTests {
    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() { layouts += 1 }
    }

    /// A root controller whose view puts a header at its top safe-area inset in every layout.
    final class HeaderController: UIViewController {
        let header = UIView()
        override func viewDidLoad() { view.addSubview(header) }
        override func viewDidLayoutSubviews() {
            header.frame = CGRect(x: 0, y: view.safeAreaInsets.top, width: view.bounds.width, height: 44)
        }
    }

    private let frameInterval = 1.0 / 60.0

    func statusBar(_ host: UITestHost) throws -> _UIStatusBar {
        try #require(host.window._statusBar)
    }

    /// The status bar's opacity on screen now.
    func shownAlpha(_ bar: _UIStatusBar) -> Float {
        bar.layer.presentation()?.opacity ?? bar.layer.opacity
    }

    // MARK: State and safe area

    @Test func hidingDropsTheTopInsetToTheScreensOwnAtOnce() {
        let host = UITestHost()
        let controller = UIViewController()
        host.show(controller)
        host.window._updateStatusBar(hidden: true, style: .default, animation: .none, animated: false)
        #expect(host.window._statusBarHidden)
        #expect(host.window.safeAreaInsets == .zero)
        #expect(controller.view.safeAreaInsets == .zero)
        host.window._updateStatusBar(hidden: false, style: .default, animation: .none, animated: false)
        #expect(controller.view.safeAreaInsets.top == 20)
    }

    @Test func onAScreenWhoseEdgeIsDeeperThanTheBarHidingKeepsTheEdgesInset() {
        let screen = UITestScreen(size: CGSize(width: 375, height: 812), scale: 3, statusBarHeight: 44,
                                  safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let host = UITestHost(screen: screen)
        let counting = CountingView(frame: host.window.bounds)
        host.window.addSubview(counting)
        host.advance(by: frameInterval)
        let layouts = counting.layouts
        host.window._updateStatusBar(hidden: true, style: .default, animation: .none, animated: false)
        host.advance(by: frameInterval)
        #expect(host.window.safeAreaInsets.top == 47)
        #expect(counting.layouts == layouts)   // its safe area did not change
    }

    @Test func theViewsWhoseSafeAreaChangesAreLaidOutAgainAndOnlyThose() {
        let host = UITestHost()
        let root = CountingView(frame: host.window.bounds)
        let top = CountingView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        let below = CountingView(frame: CGRect(x: 0, y: 300, width: 375, height: 100))
        host.window.addSubview(root)
        root.addSubview(top)
        root.addSubview(below)
        host.advance(by: frameInterval)
        let before = (root.layouts, top.layouts, below.layouts)
        host.window._updateStatusBar(hidden: true, style: .default, animation: .none, animated: false)
        host.advance(by: frameInterval)
        #expect(root.layouts == before.0 + 1)
        #expect(top.layouts == before.1 + 1)
        #expect(below.layouts == before.2)
    }

    @Test func aRootControllerIsLaidOutForTheNewSafeArea() {
        let host = UITestHost()
        let controller = HeaderController()
        host.show(controller)
        host.settle()
        #expect(controller.header.frame.minY == 20)
        host.window._updateStatusBar(hidden: true, style: .default, animation: .none, animated: false)
        host.advance(by: frameInterval)
        #expect(controller.header.frame.minY == 0)
    }

    @Test func theSameStateAgainChangesNothing() throws {
        let host = UITestHost()
        let root = CountingView(frame: host.window.bounds)
        host.window.addSubview(root)
        host.advance(by: frameInterval)
        let layouts = root.layouts
        host.window._updateStatusBar(hidden: false, style: .default, animation: .fade, animated: true)
        host.advance(by: frameInterval)
        #expect(root.layouts == layouts)
        #expect(try statusBar(host).layer.animationKeys() == nil)
    }

    @Test func aWindowStartsWithTheApplicationsStatusBarState() {
        let host = UITestHost()
        host.application.isStatusBarHidden = true
        host.application.statusBarStyle = .lightContent
        let window = UIWindow(frame: host.window.bounds)
        #expect(window._statusBarHidden && window._statusBarStyle == .lightContent)
        window.isHidden = false
        #expect(window._statusBar?.isHidden == true)
        #expect(window._statusBar?.timeLabel.textColor == .white)
    }

    // MARK: Hide and show animations

    @Test func aFadeOutTakesThirtyFiveHundredthsOfASecondThenHidesTheBar() throws {
        let host = UITestHost()
        host.show(UIViewController())
        let bar = try statusBar(host)
        host.window._updateStatusBar(hidden: true, style: .default, animation: .fade, animated: true)
        #expect(host.window.safeAreaInsets.top == 0)   // the safe area follows at once
        #expect(!bar.isHidden)
        host.advance(by: 0.175)
        #expect(abs(shownAlpha(bar) - 0.5) < 0.02)     // ease-in-out is halfway at half time
        host.advance(by: 0.16)
        #expect(shownAlpha(bar) < 0.05 && !bar.isHidden)
        host.advance(by: 0.02)
        #expect(bar.isHidden)
        #expect(bar.alpha == 0)
    }

    @Test func aFadeInStartsFromTransparent() throws {
        let host = UITestHost()
        host.show(UIViewController())
        let bar = try statusBar(host)
        host.window._updateStatusBar(hidden: true, style: .default, animation: .none, animated: false)
        #expect(bar.isHidden)
        host.window._updateStatusBar(hidden: false, style: .default, animation: .fade, animated: true)
        #expect(!bar.isHidden)
        host.advance(by: frameInterval)
        #expect(shownAlpha(bar) < 0.05)
        host.advance(by: 0.175 - frameInterval)
        #expect(abs(shownAlpha(bar) - 0.5) < 0.02)
        host.advance(by: 0.2)
        #expect(shownAlpha(bar) == 1 && bar.alpha == 1)
        #expect(bar.layer.animationKeys() == nil)
    }

    @Test func aSlideMovesTheBarUpByItsHeight() throws {
        let host = UITestHost()
        host.show(UIViewController())
        let bar = try statusBar(host)
        host.window._updateStatusBar(hidden: true, style: .default, animation: .slide, animated: true)
        host.advance(by: 0.175)
        let ty = bar.layer.presentation()?.affineTransform().ty ?? 0
        #expect(abs(ty + 10) < 0.5)
        #expect(bar.alpha == 1)
        host.advance(by: 0.2)
        #expect(bar.isHidden)
        host.window._updateStatusBar(hidden: false, style: .default, animation: .slide, animated: true)
        host.advance(by: frameInterval)
        #expect((bar.layer.presentation()?.affineTransform().ty ?? 0) < -19)
        host.advance(by: 0.35)
        #expect(bar.transform == .identity && !bar.isHidden)
    }

    @Test func aShowInterruptingAHideTurnsAroundAndTheBarStays() throws {
        let host = UITestHost()
        host.show(UIViewController())
        let bar = try statusBar(host)
        host.window._updateStatusBar(hidden: true, style: .default, animation: .fade, animated: true)
        host.advance(by: 0.1)
        let midway = shownAlpha(bar)
        #expect(midway < 1 && midway > 0.5)
        host.window._updateStatusBar(hidden: false, style: .default, animation: .fade, animated: true)
        host.advance(by: frameInterval)
        #expect(abs(shownAlpha(bar) - midway) < 0.05)   // from where it was, not from 0
        host.advance(by: 1)
        #expect(!bar.isHidden && shownAlpha(bar) == 1)
    }

    @Test func withoutAnimationTheBarGoesAndComesAtOnce() throws {
        let host = UITestHost()
        host.show(UIViewController())
        let bar = try statusBar(host)
        host.window._updateStatusBar(hidden: true, style: .default, animation: .fade, animated: false)
        #expect(bar.isHidden && bar.layer.animationKeys() == nil)
        host.window._updateStatusBar(hidden: false, style: .default, animation: .none, animated: true)
        #expect(!bar.isHidden && bar.alpha == 1 && bar.layer.animationKeys() == nil)
    }

    @Test func anAnimatedHideLaysTheWindowOutWithinTheAnimation() throws {
        let host = UITestHost()
        let controller = HeaderController()
        host.show(controller)
        host.window._updateStatusBar(hidden: true, style: .default, animation: .slide, animated: true)
        #expect(controller.header.frame.minY == 0)   // laid out at once…
        host.advance(by: 0.175)
        let y = controller.header.layer.presentation()?.position.y ?? 0
        #expect(abs(y - (10 + 22)) < 0.5)            // …and moving up with the bar
        host.advance(by: 0.2)
        #expect(controller.header.layer.animationKeys() == nil)
    }

    @Test func insideAnAnimationBlockTheBlocksDurationWins() throws {
        let host = UITestHost()
        host.show(UIViewController())
        let bar = try statusBar(host)
        UIView.animate(withDuration: 1) {
            host.window._updateStatusBar(hidden: true, style: .default, animation: .fade, animated: true)
        }
        host.advance(by: 0.5)
        #expect(abs(shownAlpha(bar) - 0.5) < 0.02)
        host.advance(by: 0.51)
        #expect(bar.isHidden)
    }

    // MARK: Style

    @Test func anAnimatedStyleChangeCrossFadesTheVisibleBar() throws {
        let host = UITestHost()
        host.show(UIViewController())
        let bar = try statusBar(host)
        host.window._updateStatusBar(hidden: false, style: .lightContent, animation: .none, animated: true)
        #expect(bar.timeLabel.textColor == .white)
        host.advance(by: 0.1)
        #expect(bar._currentTransition?.kind == UIView.AnimationOptions.transitionCrossDissolve._transition)
        host.advance(by: 0.3)
        #expect(bar._currentTransition == nil)
    }

    @Test func aStyleChangeWithoutAnimationRecoloursAtOnce() throws {
        let host = UITestHost()
        host.show(UIViewController())
        let bar = try statusBar(host)
        host.window._updateStatusBar(hidden: false, style: .lightContent, animation: .none, animated: false)
        #expect(bar.timeLabel.textColor == .white && bar._currentTransition == nil)
        host.window._updateStatusBar(hidden: true, style: .darkContent, animation: .fade, animated: true)
        #expect(bar.timeLabel.textColor == .black && bar._currentTransition == nil)   // fading out: no cross-fade
    }
}
