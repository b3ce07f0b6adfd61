import Foundation
import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// The main run loop's tracking mode: while the user drags a scroll view and while its fling
/// runs, display links added for `.default` wait and those added for `.common` keep firing, as
/// on iOS; the default mode returns when the content comes to rest.
@MainActor @Suite struct _RunLoopModeTrackerTests {
    @MainActor final class Ticker {
        var ticks = 0
        func tick() { ticks += 1 }
    }

    func makeScrollView(in host: UITestHost) -> UIScrollView {
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.contentSize = CGSize(width: host.window.bounds.width, height: 10_000)
        host.window.addSubview(scroll)
        host.settle()
        return scroll
    }

    @Test func defaultModeLinksWaitWhileTheUserDragsAndFlingsAScrollView() {
        let host = UITestHost()
        let scroll = makeScrollView(in: host)
        let defaultTicker = Ticker(), commonTicker = Ticker()
        let defaultLink = CADisplayLink(target: defaultTicker, selector: Ticker.tick)
        defaultLink.add(to: .main, forMode: .default)
        let commonLink = CADisplayLink(target: commonTicker, selector: Ticker.tick)
        commonLink.add(to: .main, forMode: .common)
        defer { defaultLink.invalidate(); commonLink.invalidate() }

        host.advance(by: 3 * FrameConstants.frameInterval)
        #expect(defaultTicker.ticks == 3)
        #expect(commonTicker.ticks == 3)

        let finger = host.touchDown(at: CGPoint(x: 100, y: 500))
        for step in 1...10 {
            host.move(finger, to: CGPoint(x: 100, y: 500 - CGFloat(step) * 20))
            host.advance(by: FrameConstants.frameInterval)
        }
        #expect(scroll.isDragging)
        let defaultTicks = defaultTicker.ticks, commonTicks = commonTicker.ticks
        host.advance(by: 5 * FrameConstants.frameInterval)   // the finger rests on the content
        #expect(defaultTicker.ticks == defaultTicks)
        #expect(commonTicker.ticks == commonTicks + 5)
        host.move(finger, to: CGPoint(x: 100, y: 100))
        host.lift(finger)
        host.advance(by: 10 * FrameConstants.frameInterval)
        #expect(scroll.isDecelerating)
        #expect(defaultTicker.ticks == defaultTicks)
        #expect(commonTicker.ticks == commonTicks + 15)

        // Not `settle()`: the display links keep the app busy for ever.
        for _ in 0..<600 where scroll.isDecelerating { host.advance(by: FrameConstants.frameInterval) }
        #expect(!scroll.isDecelerating)
        let resting = defaultTicker.ticks
        host.advance(by: 2 * FrameConstants.frameInterval)
        #expect(defaultTicker.ticks == resting + 2)
    }

    @Test func aProgrammaticScrollDoesNotEnterTheTrackingMode() {
        let host = UITestHost()
        let scroll = makeScrollView(in: host)
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.tick)
        link.add(to: .main, forMode: .default)
        defer { link.invalidate() }
        scroll.setContentOffset(CGPoint(x: 0, y: 2_000), animated: true)
        host.advance(by: 10 * FrameConstants.frameInterval)
        #expect(ticker.ticks == 10)
    }

    @Test func aScrollViewRemovedMidFlingLeavesTheTrackingMode() {
        let host = UITestHost()
        let scroll = makeScrollView(in: host)
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Ticker.tick)
        link.add(to: .main, forMode: .default)
        defer { link.invalidate() }
        host.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 100), duration: 0.1)
        host.advance(by: FrameConstants.frameInterval)
        #expect(scroll.isDecelerating)
        let before = ticker.ticks
        scroll.removeFromSuperview()
        host.advance(by: 3 * FrameConstants.frameInterval)
        #expect(ticker.ticks == before + 3)
    }

    /// The tracker holds scroll views weakly: one dragged, flung and discarded mid-fling goes,
    /// again and again, and the mode returns to default.
    @Test func draggedScrollViewsDiscardedMidFlingAreFreed() {
        let host = UITestHost()
        var watched: [() -> AnyObject?] = []
        for _ in 0..<20 {
            do {
                let scroll = makeScrollView(in: host)
                host.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 100, y: 100), duration: 0.1)
                host.advance(by: FrameConstants.frameInterval)
                #expect(host.application._runLoopModes.mode == .tracking)
                scroll.removeFromSuperview()
                weak var weakScroll = scroll
                watched.append { weakScroll }
            }
        }
        host.advance(by: FrameConstants.frameInterval)
        #expect(host.application._runLoopModes.mode == .default)
        #expect(watched.allSatisfy { $0() == nil })
    }

    @Test func theTrackingModeIsUIKitsRunLoopMode() {
        #expect(RunLoop.Mode.tracking.rawValue == "UITrackingRunLoopMode")
    }
}
