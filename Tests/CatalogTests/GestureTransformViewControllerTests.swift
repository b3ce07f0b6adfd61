import Foundation
import Testing
import UIKitTestSupport
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// Seed 004's seven gesture recognizers on the image view, driven with synthetic fingers.
@MainActor @Suite struct GestureTransformViewControllerTests {
    /// The screen shown in a fresh host and settled.
    @MainActor final class Scene {
        let host = UITestHost()
        let controller = GestureTransformViewController()
        var image: UIImageView { controller.imageView }
        /// The image's centre on screen, where the safe-area layout put it.
        var center: CGPoint { image.superview?.convert(image.center, to: nil) ?? .zero }

        init(rightHalfOnly: Bool = false) {
            controller.rightHalfOnly = rightHalfOnly
            host.show(controller)
            host.settle()
        }
    }

    @Test func theScenarioMeetsItsOwnExpectations() {
        let script = CatalogScenarioSmokeTests.SmokeScript(scenario: SevenGesturesScenario.title)
        SevenGesturesScenario.run(script)
        #expect(script.snapshots.count >= 7)
    }

    @Test func seed000sScenarioMeetsItsOwnExpectations() {
        let script = CatalogScenarioSmokeTests.SmokeScript(scenario: GestureDelegateScenario.title)
        GestureDelegateScenario.run(script)
        #expect(script.snapshots.contains("gesture-delegate-long-press-filmstrip"))
    }

    @Test func theTransformPrintsAsNSStringFromCGAffineTransform() {
        let scene = Scene()
        #expect(scene.controller.transformLabel.text == "transform = [1, 0, 0, 1, 0, 0]")
        scene.host.drag(from: scene.center, to: CGPoint(x: scene.center.x + 50, y: scene.center.y), duration: 0.3)
        scene.host.settle()
        #expect(scene.controller.transformLabel.text == "transform = " + NSStringFromCGAffineTransform(scene.image.transform))
        #expect(scene.image.transform.tx > 30)
    }

    @Test func pinchAndRotationRecognizeTogetherThroughTheDelegate() {
        let scene = Scene()
        let fingers = scene.host.touchDown(at: [CGPoint(x: scene.center.x - 40, y: scene.center.y),
                                                CGPoint(x: scene.center.x + 40, y: scene.center.y)])
        scene.host.advance(by: 1.0 / 60)
        // Apart and turning at once: 40 → 80 pt from the centre, 0 → 60°.
        for step in 1...20 {
            let f = CGFloat(step) / 20
            let radius = 40 + 40 * f, angle = CGFloat.pi / 3 * f
            let offset = CGPoint(x: radius * cos(angle), y: radius * sin(angle))
            scene.host.move(fingers, to: [CGPoint(x: scene.center.x - offset.x, y: scene.center.y - offset.y),
                                          CGPoint(x: scene.center.x + offset.x, y: scene.center.y + offset.y)])
            scene.host.advance(by: 1.0 / 60)
        }
        scene.host.lift(fingers)
        scene.host.settle()
        let events = scene.controller.events
        #expect(events.contains { $0.hasPrefix("pinch began") })
        #expect(events.contains { $0.hasPrefix("rotation began") })
        let t = scene.image.transform
        let scale = sqrt(t.a * t.a + t.b * t.b), angle = atan2(t.b, t.a)
        #expect(scale > 1.5, "scaled up (\(scale))")
        #expect(angle > 0.6, "turned clockwise (\(angle) rad)")
    }

    @Test func withoutTheDelegateAnswerPinchAndRotationExcludeEachOther() {
        // The same movement with a delegate that refuses: one of the two never begins.
        final class Refusing: NSObject, UIGestureRecognizerDelegate {}
        let scene = Scene()
        let refusing = Refusing()
        scene.controller.pinch.delegate = refusing
        scene.controller.rotation.delegate = refusing
        let fingers = scene.host.touchDown(at: [CGPoint(x: scene.center.x - 40, y: scene.center.y),
                                                CGPoint(x: scene.center.x + 40, y: scene.center.y)])
        scene.host.advance(by: 1.0 / 60)
        for step in 1...20 {
            let f = CGFloat(step) / 20
            let radius = 40 + 40 * f, angle = CGFloat.pi / 3 * f
            let offset = CGPoint(x: radius * cos(angle), y: radius * sin(angle))
            scene.host.move(fingers, to: [CGPoint(x: scene.center.x - offset.x, y: scene.center.y - offset.y),
                                          CGPoint(x: scene.center.x + offset.x, y: scene.center.y + offset.y)])
            scene.host.advance(by: 1.0 / 60)
        }
        scene.host.lift(fingers)
        scene.host.settle()
        let began = scene.controller.events.filter { $0.hasPrefix("pinch began") || $0.hasPrefix("rotation began") }
        #expect(began.count == 1, "\(began)")
    }

    @Test func aDoubleTapResetsAndASingleTapDoesNot() {
        let scene = Scene()
        scene.image.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
        scene.host.tap(at: scene.center)
        scene.host.advance(by: 0.5)
        #expect(scene.image.transform == CGAffineTransform(scaleX: 1.5, y: 1.5))
        scene.host.tap(at: scene.center, count: 2)
        scene.host.settle()
        #expect(scene.image.transform == .identity)
    }

    @Test func theLongPressResetsOnlyAfterOneSecond() {
        let scene = Scene()
        scene.image.transform = CGAffineTransform(rotationAngle: 1)
        scene.host.longPress(at: scene.center, duration: 0.8)
        scene.host.settle()
        #expect(scene.image.transform == CGAffineTransform(rotationAngle: 1), "0.8 s is not long enough")
        scene.host.longPress(at: scene.center, duration: 1.1)
        scene.host.settle()
        #expect(scene.image.transform == .identity)
    }

    @Test func eachSwipeRecognizerTakesItsOwnDirection() {
        let scene = Scene()
        let start = CGPoint(x: 187.5, y: 440)
        scene.host.drag(from: start, to: CGPoint(x: 107.5, y: 440), duration: 0.1)
        scene.host.settle()
        #expect(scene.controller.events.last == "swipe left")
        #expect(scene.image.transform.tx == -30)
        scene.host.drag(from: start, to: CGPoint(x: 187.5, y: 520), duration: 0.1)
        scene.host.settle()
        #expect(scene.controller.events.last == "swipe down")
        #expect(scene.image.transform.ty == 30)
        // Slow: not a swipe.
        let count = scene.controller.events.count
        scene.host.drag(from: start, to: CGPoint(x: 107.5, y: 440), duration: 1.5)
        scene.host.settle()
        #expect(scene.controller.events.count == count)
    }

    @Test func theEdgePanPullsThePanelWithTheFingerAndItSlidesBack() {
        let scene = Scene()
        let finger = scene.host.touchDown(at: CGPoint(x: 2, y: 300))
        scene.host.advance(by: 1.0 / 60)
        for x in stride(from: 12, through: 102, by: 10) {
            scene.host.move(finger, to: CGPoint(x: CGFloat(x), y: 300))
            scene.host.advance(by: 1.0 / 60)
        }
        let panel = scene.controller.edgePanel.frame.minX
        #expect(panel > -GestureTransformViewController.panelWidth && panel < 0, "the panel follows the finger (\(panel))")
        scene.host.lift(finger)
        scene.host.settle()
        #expect(scene.controller.edgePanel.frame.minX == -GestureTransformViewController.panelWidth)
        #expect(!scene.controller.events.contains("swipe right"))
    }

    @Test func withRightHalfOnlyTheLeftHalfTakesNoTouches() {
        let scene = Scene(rightHalfOnly: true)
        scene.image.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        scene.host.tap(at: CGPoint(x: scene.center.x - 40, y: scene.center.y), count: 2)
        scene.host.settle()
        #expect(scene.image.transform == CGAffineTransform(scaleX: 0.8, y: 0.8), "the left half refused the double tap")
        scene.host.tap(at: CGPoint(x: scene.center.x + 40, y: scene.center.y), count: 2)
        scene.host.settle()
        #expect(scene.image.transform == .identity, "the right half took it")
    }

    @Test func theScreenIsFreedAfterItWasUsed() {
        weak var controller: GestureTransformViewController?
        weak var image: UIImageView?
        do {
            let scene = Scene()
            controller = scene.controller
            image = scene.image
            scene.host.pinch(center: scene.center, from: 60, to: 120)
            scene.host.drag(from: CGPoint(x: 2, y: 300), to: CGPoint(x: 120, y: 300), duration: 0.3)
            scene.host.settle()
            scene.host.window.rootViewController = nil
        }
        _ = UITestHost()
        #expect(controller == nil)
        #expect(image == nil)
    }

    /// Make, use and discard the screen many times: every cycle's screen is freed. 5 cycles in
    /// the suite; the long run (`ROCKHOPPER_LEAK_CYCLES=1000`) prints resident memory.
    @Test func makingUsingAndDiscardingTheScreenManyTimesLeavesNothingBehind() {
        let cycles = leakCycles(default: 5)
        var rssAfterWarmUp = 0
        for i in 0..<cycles {
            if i == min(cycles - 1, 20) { rssAfterWarmUp = ResidentMemory.kilobytes() }
            weak var controller: GestureTransformViewController?
            do {
                let scene = Scene()
                controller = scene.controller
                scene.host.tap(at: scene.center, count: 2)
                scene.host.rotate(center: scene.center, radius: 40, by: 0.5)
                scene.host.settle()
            }
            _ = UITestHost()
            #expect(controller == nil, "cycle \(i)")
        }
        if cycles > 100 {
            let end = ResidentMemory.kilobytes()
            print("Gesture screen cycles: \(cycles), RSS after 20: \(rssAfterWarmUp) kB, at end: \(end) kB, growth: \(end - rssAfterWarmUp) kB")
        }
    }

    @Test func inTheAppTheCaptionPrintoutAndImageSitBetweenTheBarAndTheExplanation() {
        let host = UITestHost()
        let controller = GestureTransformViewController()
        let screen = CatalogScreenViewController(scenario: SevenGesturesScenario.self, content: controller)
        host.show(UINavigationController(rootViewController: screen))
        host.settle()
        let visible = controller.view.bounds.inset(by: controller.view.safeAreaInsets)
        #expect(controller.view.safeAreaInsets.top > 20, "under the navigation bar")
        #expect(visible.height < 500, "above the explanation (\(visible))")
        for view in [controller.caption, controller.eventLabel, controller.transformLabel, controller.imageView] as [UIView] {
            #expect(visible.contains(view.frame), "\(view.frame) inside \(visible)")
        }
    }
}
