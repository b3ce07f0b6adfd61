import Foundation
import Testing
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// Seed 002's UIScrollView tour: switches that set the properties and a live delegate log.
@MainActor @Suite struct ScrollViewPropertiesViewControllerTests {
    @Test func theScenarioMeetsItsOwnExpectations() {
        let script = CatalogScenarioSmokeTests.SmokeScript(scenario: ScrollViewPropertiesScenario.title)
        ScrollViewPropertiesScenario.run(script)
        #expect(script.snapshots.contains("scroll-properties-zoom-filmstrip"))
    }

    @Test func eachSwitchShowsAndSetsItsProperty() {
        let host = UITestHost()
        let controller = ScrollViewPropertiesViewController()
        host.show(controller)
        host.settle()
        #expect(controller.switches.count == 10)
        #expect(controller.switches["bounces"]?.isOn == true)
        #expect(controller.switches["alwaysBounceVertical"]?.isOn == false)
        for name in ["alwaysBounceVertical", "isDirectionalLockEnabled", "showsVerticalScrollIndicator", "bouncesZoom"] {
            host.tap(controller.switches[name]!)
            host.settle()
        }
        let s = controller.scrollView
        #expect(s.alwaysBounceVertical && s.isDirectionalLockEnabled && !s.showsVerticalScrollIndicator && !s.bouncesZoom)
        #expect(controller.events.suffix(4) == ["alwaysBounceVertical = true", "isDirectionalLockEnabled = true",
                                                "showsVerticalScrollIndicator = false", "bouncesZoom = false"])
    }

    @Test func runsOfDidScrollFoldIntoOneLineOfTheLog() {
        let host = UITestHost()
        let controller = ScrollViewPropertiesViewController()
        host.show(controller)
        host.settle()
        host.drag(from: CGPoint(x: 200, y: 240), to: CGPoint(x: 200, y: 60), duration: 0.5, holdAtEnd: 0.2)
        host.settle()
        let scrolls = controller.events.filter { $0.hasPrefix("scrollViewDidScroll ×") }
        #expect(scrolls.count >= 1 && scrolls.count <= 3, "\(controller.events)")
        #expect(controller.events.contains("scrollViewDidEndDragging(willDecelerate: false)"), "held still: no deceleration")
        #expect(controller.logLabel.text?.components(separatedBy: "\n").count ?? 0 <= ScrollViewPropertiesViewController.visibleLogLines)
    }

    @Test func scrollsToTopOffMeansTheStatusBarTapDoesNothing() {
        let host = UITestHost()
        let controller = ScrollViewPropertiesViewController()
        host.show(controller)
        host.settle()
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 200)
        host.tap(controller.switches["scrollsToTop"]!)
        host.settle()
        host.tapStatusBar()
        host.settle()
        #expect(controller.scrollView.contentOffset.y == 200)
        #expect(!controller.events.contains("scrollViewDidScrollToTop"))
    }

    @Test func theScreenIsFreedAfterItWasFlungAndZoomed() {
        weak var controller: ScrollViewPropertiesViewController?, scrollView: UIScrollView?
        do {
            let host = UITestHost()
            let made = ScrollViewPropertiesViewController()
            controller = made
            scrollView = made.scrollView
            host.show(made)
            host.drag(from: CGPoint(x: 200, y: 240), to: CGPoint(x: 200, y: 100), duration: 0.1)
            host.advance(by: 0.2)   // discarded mid-fling
            host.pinch(center: CGPoint(x: 187, y: 145), from: 60, to: 120)
        }
        _ = UITestHost()
        #expect(controller == nil && scrollView == nil)
    }
}
