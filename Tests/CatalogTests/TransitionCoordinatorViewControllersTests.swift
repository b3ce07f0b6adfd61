import Foundation
import Testing
import UIKitTestSupport
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// Seed 003's transition coordinator: alongside animations on push and pop, an interactive pop
/// cancelled and finished.
@MainActor @Suite struct TransitionCoordinatorViewControllersTests {
    @MainActor final class Scene {
        let host = UITestHost()
        let log = LiveLifecycleLog()
        let nav: UINavigationController
        init() {
            nav = UINavigationController(rootViewController: CoordinatorRootViewController(log: log))
            host.show(nav)
            host.settle()
        }
        func push() -> CoordinatorDetailViewController? {
            if let point = host.window.centerOfLabel(withText: "Push Detail") { host.tap(at: point) }
            host.settle()
            return nav.topViewController as? CoordinatorDetailViewController
        }
    }

    @Test func theScenarioMeetsItsOwnExpectations() {
        let script = CatalogScenarioSmokeTests.SmokeScript(scenario: TransitionCoordinatorScenario.title)
        TransitionCoordinatorScenario.run(script)
        #expect(script.snapshots.contains("coordinator-cancelled-pop-filmstrip"))
    }

    @Test func theBarTintFollowsThePushAndComesBackOnThePop() {
        let scene = Scene()
        let before = scene.nav.navigationBar.tintColor
        let detail = scene.push()
        #expect(detail != nil)
        #expect(scene.nav.navigationBar.tintColor == .systemPink)
        scene.nav.popViewController(animated: true)
        scene.host.settle()
        #expect(scene.nav.navigationBar.tintColor == before)
        #expect(scene.log.lines.contains("pop alongside: interactive false"))
    }

    @Test func withoutAnimationTheBadgeIsSimplyIn() {
        let scene = Scene()
        let detail = CoordinatorDetailViewController(log: scene.log)
        scene.nav.pushViewController(detail, animated: false)
        scene.host.settle()
        #expect(detail.badge.alpha == 1 && detail.badge.transform == .identity)
    }

    @Test func aCancelledPopLeavesTheDetailAsItWas() {
        let scene = Scene()
        let detail = scene.push()
        scene.host.drag(from: CGPoint(x: 2, y: 450), to: CGPoint(x: 80, y: 450), duration: 0.6)
        scene.host.settle()
        #expect(scene.nav.topViewController === detail)
        #expect(detail?.badge.alpha == 1 && detail?.badge.transform == .identity)
        #expect(scene.nav.navigationBar.tintColor == .systemPink)
    }

    /// Push and interactive-pop cycles: every detail screen is freed. 4 cycles in the suite.
    @Test func pushAndPopCyclesLeaveNothingBehind() {
        let scene = Scene()
        for i in 0..<leakCycles(default: 4) {
            weak var detail: CoordinatorDetailViewController?
            detail = scene.push()
            if i % 2 == 0 {
                scene.host.drag(from: CGPoint(x: 2, y: 450), to: CGPoint(x: 80, y: 450), duration: 0.6)
                scene.host.settle()
            }
            scene.host.drag(from: CGPoint(x: 2, y: 450), to: CGPoint(x: 300, y: 450), duration: 0.4)
            scene.host.settle()
            #expect(detail == nil, "cycle \(i)")
        }
    }
}
