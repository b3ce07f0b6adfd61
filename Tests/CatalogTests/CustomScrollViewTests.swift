import Foundation
import Testing
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// Seed 002's thirty-line scroll view: a pan recognizer that moves `bounds.origin`, clamped to
/// `contentSize`.
@MainActor @Suite struct CustomScrollViewTests {
    @Test func theScenarioMeetsItsOwnExpectations() {
        let script = CatalogScenarioSmokeTests.SmokeScript(scenario: CustomScrollViewScenario.title)
        CustomScrollViewScenario.run(script)
        #expect(script.snapshots.contains("custom-scroll-drag-filmstrip"))
    }

    @Test func aDragMovesBoundsNotTheSubviews() {
        let host = UITestHost()
        let controller = CustomScrollViewController()
        host.show(controller)
        host.settle()
        let frames = controller.colouredViews.map(\.frame)
        host.drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 250, y: 300), duration: 0.4)
        let origin = controller.scrollView.bounds.origin
        #expect(origin.x == 0, "content as wide as the view: no horizontal scrolling")
        #expect(origin.y > 180 && origin.y <= 200, "\(origin.y)")
        #expect(controller.colouredViews.map(\.frame) == frames)
        #expect(controller.boundsLabel.text?.hasPrefix("bounds = " + NSStringFromCGRect(controller.scrollView.bounds)) == true)
    }

    @Test func theOriginStaysWithinTheContentSize() {
        let view = CustomScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.contentSize = CGSize(width: 300, height: 150)
        let host = UITestHost()
        let controller = UIViewController()
        host.show(controller)
        controller.view.addSubview(view)
        host.drag(from: CGPoint(x: 90, y: 90), to: CGPoint(x: 5, y: 5), duration: 0.3)
        #expect(view.bounds.origin.x > 60 && view.bounds.origin.y == 50)
        host.drag(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 95, y: 95), duration: 0.3)
        #expect(view.bounds.origin == .zero)
    }

    @Test func theScreenIsFreedAfterItWasScrolled() {
        weak var controller: CustomScrollViewController?, scrollView: CustomScrollView?
        do {
            let host = UITestHost()
            let made = CustomScrollViewController()
            controller = made
            scrollView = made.scrollView
            host.show(made)
            host.drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 300, y: 300), duration: 0.3)
            host.settle()
        }
        _ = UITestHost()
        #expect(controller == nil && scrollView == nil)
    }
}
