import Testing
import UIKitTestSupport
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// The view animations screen: what each button starts, checked on the presentation layers.
@MainActor @Suite struct ViewAnimationsViewControllerTests {
    @MainActor final class Scene {
        let host = UITestHost()
        let controller = ViewAnimationsViewController()
        init() {
            host.show(UINavigationController(rootViewController: controller))
            host.settle()
        }
    }

    @Test func halfWayThroughTheFlipTheCardIsEdgeOnAndTheBackdropShows() {
        let scene = Scene()
        let card = scene.controller.card
        let edge = card.windowPoint(20, card.bounds.midY)
        let before = rgba(scene.host.snapshotCGImage(), Int(edge.x * 2), Int(edge.y * 2))
        scene.controller.transition()
        scene.host.advance(by: 0.28)
        let during = rgba(scene.host.snapshotCGImage(), Int(edge.x * 2), Int(edge.y * 2))
        #expect(!near(before, during, 10), "the card's left edge is uncovered while it flips")
        scene.host.settle()
        #expect(scene.controller.cardLabel.text == "背面 Back")
    }

    @Test func aSecondPulseTapRemovesTheRepeatingAnimationSoTheScreenSettles() {
        let scene = Scene()
        scene.controller.pulse()
        scene.host.advance(by: 0.6)
        #expect(scene.controller.pulseBox.layer.animationKeys()?.isEmpty == false)
        scene.controller.pulse()
        let frames = scene.host.settle()
        #expect(frames < 30, "the 0.2 s return ends the animations (\(frames) frames)")
        #expect(scene.controller.pulseBox.transform == .identity && scene.controller.pulseBox.alpha == 1)
    }

    @Test func theSlideMovesEachBoxAlongItsOwnCurve() {
        let scene = Scene()
        let travel = scene.controller.curveLanes[0].bounds.width - scene.controller.curveBoxes[0].bounds.width
        scene.controller.slide()
        scene.host.advance(by: 0.5)
        let shown = scene.controller.curveBoxes.map { $0.layer.presentation()?.transform.m41 ?? -1 }
        #expect(abs(shown[0] - travel * easeInOut(0.5)) < 2)
        #expect(shown[1] < shown[0])
        #expect(shown[2] > 0 && shown[2] < travel * 0.25)   // linear, 0.2 s into its second after the delay
        scene.host.settle()
        #expect(scene.controller.events.last == "Slide · completion(finished: true)")
    }

    @Test func theScreenIsFreedAfterEveryAnimationPlayed() {
        weak var weakController: ViewAnimationsViewController?
        weak var weakCard: UIView?
        do {
            let scene = Scene()
            weakController = scene.controller
            weakCard = scene.controller.card
            for button in [scene.controller.slideButton, scene.controller.springButton, scene.controller.keyframesButton,
                           scene.controller.transitionButton, scene.controller.spinButton, scene.controller.shakeButton] {
                scene.host.tap(button)
                scene.host.advance(by: 0.2)
            }
            scene.host.tap(scene.controller.pulseButton)
            scene.host.advance(by: 0.3)
            scene.host.tap(scene.controller.pulseButton)
            scene.host.settle()
        }
        _ = UITestHost()
        #expect(weakController == nil)
        #expect(weakCard == nil)
    }
}
