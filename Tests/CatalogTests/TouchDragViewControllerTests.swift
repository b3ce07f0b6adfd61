import Foundation
import Testing
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// Seed 000's touch events: the view dragged by touchesMoved and the hit-test outline.
@MainActor @Suite struct TouchDragViewControllerTests {
    @Test func theScenarioMeetsItsOwnExpectations() {
        let script = CatalogScenarioSmokeTests.SmokeScript(scenario: TouchDragScenario.title)
        TouchDragScenario.run(script)
        #expect(script.snapshots.contains("touch-drag-drag-filmstrip"))
    }

    @Test func theHitViewIsOutlinedAndTheOutlineMovesOn() {
        let host = UITestHost()
        let controller = TouchDragViewController()
        host.show(controller)
        host.settle()
        host.tap(at: CGPoint(x: 300, y: 300))
        #expect(controller.behind.layer.borderWidth == 3)
        host.tap(at: CGPoint(x: 60, y: 120))
        #expect(controller.behind.layer.borderWidth == 0)
        #expect(controller.draggable.layer.borderWidth == 3)
        #expect(controller.hits == ["behind", "draggable"], "one hit per touch-down")
        #expect(controller.hitLabel.text == "hitTest → draggable (DraggableView)")
    }

    @Test func theDraggedViewFollowsTheFingerEvenWhenRotated() {
        let host = UITestHost()
        let controller = TouchDragViewController()
        host.show(controller)
        host.settle()
        // The offset is taken in the view's own coordinates and added through its transform,
        // so a rotated view still follows the finger on screen.
        controller.draggable.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let start = controller.draggable.center
        host.drag(from: start, to: CGPoint(x: start.x + 40, y: start.y + 30), duration: 0.3)
        let moved = controller.draggable.convert(CGPoint(x: controller.draggable.bounds.midX, y: controller.draggable.bounds.midY), to: nil)
        #expect(abs(moved.x - (start.x + 40)) < 0.5 && abs(moved.y - (start.y + 30)) < 0.5, "\(moved)")
    }

    @Test func theScreenIsFreedAfterItWasDragged() {
        weak var controller: TouchDragViewController?, outlined: UIView?
        do {
            let host = UITestHost()
            let made = TouchDragViewController()
            controller = made
            outlined = made.draggable
            host.show(made)
            host.drag(from: CGPoint(x: 89, y: 145), to: CGPoint(x: 150, y: 200), duration: 0.3)
            host.settle()
        }
        _ = UITestHost()
        #expect(controller == nil && outlined == nil)
    }

    @Test func inTheAppEveryViewSitsBetweenTheBarAndTheExplanation() {
        let host = UITestHost()
        let controller = TouchDragViewController()
        let screen = CatalogScreenViewController(scenario: TouchDragScenario.self, content: controller)
        host.show(UINavigationController(rootViewController: screen))
        host.settle()
        let visible = controller.view.bounds.inset(by: controller.view.safeAreaInsets)
        #expect(controller.view.safeAreaInsets.top > 20, "under the navigation bar")
        #expect(visible.height < 500, "above the explanation (\(visible))")
        for view in [controller.caption, controller.draggable, controller.noInteraction, controller.imageView,
                     controller.behind, controller.hitLabel, controller.logBox] as [UIView] {
            #expect(visible.contains(view.frame), "\(view.frame) inside \(visible)")
        }
        #expect(controller.logBox.frame.height >= 40, "room for a few log lines (\(controller.logBox.frame))")
    }
}
