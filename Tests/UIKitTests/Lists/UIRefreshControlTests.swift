import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// `UIRefreshControl` pulled with a synthetic finger: the threshold (iOS 17/18 UIKitCore's
/// `_updateSnappingHeight` and `maximumSnappingHeight`), `.valueChanged` once, the inset it adds
/// while refreshing and the scroll back when it ends.
@MainActor @Suite struct UIRefreshControlTests {
    /// A 375 × 667 scroll view without safe-area insets, 2000 pt of content, a refresh control
    /// logging its events.
    @MainActor final class Stage {
        let host = UITestHost()
        let scroll: UIScrollView
        let control = UIRefreshControl()
        let log: ControlEventLog

        init(attach: Bool = true) {
            scroll = makeVerticalScrollView(host, height: 2000)
            log = ControlEventLog(control)
            if attach { scroll.refreshControl = control }
            host.advance(by: FrameConstants.frameInterval)
        }

        /// Puts a finger down at (200, 60), moves it `distance` pt down, one frame per 20 pt, and
        /// keeps it down.
        func pull(_ distance: CGFloat) -> UITestFinger {
            let finger = host.touchDown(at: CGPoint(x: 200, y: 60))
            host.advance(by: FrameConstants.frameInterval)
            var y: CGFloat = 0
            while y < distance {
                y = min(distance, y + 20)
                host.move(finger, to: CGPoint(x: 200, y: 60 + y))
                host.advance(by: FrameConstants.frameInterval)
            }
            return finger
        }

        /// Pulls and lets go after resting, then lets the content come to rest (a second: the
        /// spinner of a refresh turns for ever, so `settle()` would not return).
        func pullAndRelease(_ distance: CGFloat) {
            let finger = pull(distance)
            host.advance(by: 0.2)
            host.lift(finger)
            host.advance(by: 1)
        }
    }

    /// The visible pull that starts a refresh in a 667-pt scroll view without a title:
    /// `min(round(667 × 0.5), 100 × 1.125 × 667 / 568)` = 132.1 pt.
    private let threshold667: CGFloat = 100 * 1.125 * 667 / 568

    // MARK: Defaults

    @Test func aNewControlIs60PointsTallStoppedAndNotRefreshing() {
        let control = UIRefreshControl()
        #expect(control.frame.size == CGSize(width: 320, height: 60))
        #expect(!control.isRefreshing)
        #expect(control.attributedTitle == nil)
        #expect(control.tintColor == UIColor.secondaryLabel)
        #expect(control.subviews.contains { $0 is UIActivityIndicatorView })
        #expect(control.subviews.contains { $0 is UILabel })
    }

    @Test func attachingPutsTheControlBehindTheContentAsWideAsTheScrollViewAndHidden() {
        let stage = Stage()
        #expect(stage.scroll.refreshControl === stage.control)
        #expect(stage.scroll.subviews.first === stage.control)
        #expect(stage.control.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
        #expect(stage.control.isHidden)
        #expect(stage.scroll.adjustedContentInset.top == 0)
    }

    @Test func theThresholdIsHalfTheHeightCappedByUIKitsMaximum() {
        for (height, expected) in [(CGFloat(667), threshold667), (300, 0.654929577 * 112.5), (100, 50)] {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: height))
            let control = UIRefreshControl()
            scroll.refreshControl = control
            #expect(abs(control._snappingHeight - expected) < 0.001, "\(height): \(control._snappingHeight)")
        }
    }

    // MARK: Pulling

    @Test func pullingPastTheThresholdWhileDraggingSendsValueChangedOnceAndKeepsTheControlVisible() {
        let stage = Stage()
        let finger = stage.pull(500)
        // Sent while the finger is still down, once.
        #expect(stage.log.events == ["valueChanged"])
        #expect(stage.control.isRefreshing)
        #expect(!stage.control.isHidden)
        #expect(stage.scroll.adjustedContentInset.top == 60)
        #expect(stage.scroll.contentInset.top == 0)
        #expect(stage.scroll.contentOffset.y < -threshold667)
        stage.host.advance(by: 0.2)
        stage.host.lift(finger)
        stage.host.advance(by: 1)
        #expect(stage.log.events == ["valueChanged"])
        #expect(stage.control.isRefreshing)
        // At rest the control sits in view above the content.
        #expect(stage.scroll.contentOffset.y == -60)
        #expect(stage.control.frame == CGRect(x: 0, y: -60, width: 375, height: 60))
        #expect(!stage.control.isHidden)
    }

    @Test func theControlFollowsTheTopOfThePullAndFadesInWithIt() {
        let stage = Stage()
        let finger = stage.pull(100)
        let visible = -stage.scroll.contentOffset.y
        #expect(visible > 5 && visible < threshold667)
        #expect(stage.control.frame.minY == -visible)
        #expect(!stage.control.isHidden)
        #expect(abs(stage.control._spinner.alpha - visible / threshold667) < 0.001)
        stage.host.lift(finger)
        stage.host.settle()
        #expect(stage.control.isHidden)
    }

    @Test func releasingBeforeTheThresholdDoesNothing() {
        let stage = Stage()
        let finger = stage.pull(200)
        #expect(-stage.scroll.contentOffset.y < threshold667)
        #expect(stage.log.events.isEmpty)
        stage.host.lift(finger)
        stage.host.settle()
        #expect(stage.log.events.isEmpty)
        #expect(!stage.control.isRefreshing)
        #expect(stage.scroll.contentOffset.y == 0)
        #expect(stage.scroll.adjustedContentInset.top == 0)
        #expect(stage.control.isHidden)
    }

    @Test func theContentDoesNotJumpWhenTheInsetArrivesMidPull() {
        let stage = Stage()
        let finger = stage.host.touchDown(at: CGPoint(x: 200, y: 60))
        stage.host.advance(by: FrameConstants.frameInterval)
        var previous: CGFloat = 0
        var largestStep: CGFloat = 0
        for i in 1...30 {
            stage.host.move(finger, to: CGPoint(x: 200, y: 60 + CGFloat(i) * 15))
            stage.host.advance(by: FrameConstants.frameInterval)
            let y = stage.scroll.contentOffset.y
            largestStep = max(largestStep, previous - y)
            previous = y
        }
        #expect(stage.control.isRefreshing)
        // A finger step of 15 pt moves rubber-banded content by less than 15 pt.
        #expect(largestStep < 15, "\(largestStep)")
        stage.host.lift(finger)
        stage.host.advance(by: 1)
    }

    // MARK: Ending

    @Test func endRefreshingScrollsTheControlAwayAndSettlesTheInsetBack() {
        let stage = Stage()
        stage.pullAndRelease(500)
        #expect(stage.scroll.contentOffset.y == -60)
        stage.control.endRefreshing()
        #expect(!stage.control.isRefreshing)
        #expect(stage.scroll.adjustedContentInset.top == 0)
        // It scrolls back over time, not at once.
        #expect(stage.scroll.contentOffset.y == -60)
        stage.host.advance(by: 0.15)
        #expect(stage.scroll.contentOffset.y > -60 && stage.scroll.contentOffset.y < 0)
        stage.host.settle()
        #expect(stage.scroll.contentOffset.y == 0)
        #expect(stage.control.isHidden)
        #expect(stage.log.events == ["valueChanged"])
        // Ready for the next pull.
        stage.pullAndRelease(500)
        #expect(stage.log.events == ["valueChanged", "valueChanged"])
        #expect(stage.control.isRefreshing)
    }

    @Test func endRefreshingWhileScrolledAwayLeavesTheContentWhereItIs() {
        let stage = Stage()
        stage.pullAndRelease(500)
        stage.scroll.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
        stage.control.endRefreshing()
        stage.host.settle()
        #expect(stage.scroll.contentOffset.y == 400)
        #expect(stage.scroll.adjustedContentInset.top == 0)
        #expect(!stage.control.isRefreshing)
    }

    @Test func endRefreshingWhenNotRefreshingDoesNothing() {
        let stage = Stage()
        stage.control.endRefreshing()
        stage.host.settle()
        #expect(stage.scroll.contentOffset.y == 0)
        #expect(stage.log.events.isEmpty)
    }

    // MARK: Programmatic refresh

    @Test func beginRefreshingAtTheTopShowsTheControlWithoutSendingValueChanged() {
        let stage = Stage()
        stage.control.beginRefreshing()
        #expect(stage.control.isRefreshing)
        #expect(stage.scroll.contentOffset.y == -60)
        #expect(!stage.control.isHidden)
        stage.control.beginRefreshing()
        #expect(stage.scroll.adjustedContentInset.top == 60)
        stage.host.advance(by: 1)
        #expect(stage.log.events.isEmpty)
        stage.control.endRefreshing()
        stage.host.settle()
        #expect(stage.scroll.contentOffset.y == 0)
    }

    @Test func beginRefreshingOutOfAWindowDoesNothingAndLogs() {
        let host = UITestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let control = UIRefreshControl()
        scroll.refreshControl = control
        control.beginRefreshing()
        #expect(!control.isRefreshing)
        #expect(scroll.adjustedContentInset.top == 0)
        #expect(host.loggedMessages.contains { $0.contains("beginRefreshing") })
    }

    // MARK: Title, tint, attaching

    @Test func aTitleIsAFindableLabelAndMakesTheControlTaller() {
        let stage = Stage()
        stage.control.attributedTitle = NSAttributedString(string: "Updated just now")
        let label = stage.control.subviews.compactMap { $0 as? UILabel }.first
        #expect(label?.text == "Updated just now")
        #expect(label?.isHidden == false)
        #expect(stage.control.frame.height > 60)
        #expect(stage.control.attributedTitle?.string == "Updated just now")
        stage.control.layoutIfNeeded()
        // Centred under the spinner.
        if let label {
            #expect(abs(label.frame.midX - stage.control.bounds.midX) <= 1, "\(label.frame)")
            #expect(label.frame.width <= label.intrinsicContentSize.width + 1, "\(label.frame)")
        }
        stage.pullAndRelease(500)
        #expect(stage.control.isRefreshing)
        #expect(stage.scroll.adjustedContentInset.top == stage.control.frame.height)
        stage.control.attributedTitle = nil
        #expect(stage.control.frame.height == 60)
        #expect(stage.scroll.adjustedContentInset.top == 60)
    }

    @Test func theTintColorsTheSpinnerAndNilRestoresTheDefault() {
        let control = UIRefreshControl()
        control.tintColor = .systemRed
        #expect(control.tintColor == UIColor.systemRed)
        #expect(control._spinner.color == UIColor.systemRed)
        control.tintColor = nil
        #expect(control.tintColor == UIColor.secondaryLabel)
        #expect(control._spinner.color == UIColor.secondaryLabel)
    }

    @Test func aNewControlReplacesTheOldOne() {
        let stage = Stage()
        stage.pullAndRelease(500)
        let replacement = UIRefreshControl()
        stage.scroll.refreshControl = replacement
        #expect(stage.control.superview == nil)
        #expect(replacement.superview === stage.scroll)
        #expect(stage.scroll.adjustedContentInset.top == 0)
        stage.scroll.refreshControl = nil
        #expect(replacement.superview == nil)
        #expect(stage.scroll.refreshControl == nil)
    }

    @Test func aTableViewControllersRefreshControlIsItsTables() {
        let host = UITestHost()
        let controller = UITableViewController(style: .plain)
        host.show(controller)
        let control = UIRefreshControl()
        controller.refreshControl = control
        #expect(controller.tableView.refreshControl === control)
        #expect(controller.refreshControl === control)
        #expect(control.superview === controller.tableView)
    }

    @Test func aTableRefreshesWhenPulled() {
        let host = UITestHost()
        let source = JournalingTableSource(sections: 1, rows: 40)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.dataSource = source
        table.delegate = source
        let control = UIRefreshControl()
        let log = ControlEventLog(control)
        table.refreshControl = control
        host.window.addSubview(table)
        host.advance(by: FrameConstants.frameInterval)
        host.drag(from: CGPoint(x: 200, y: 60), to: CGPoint(x: 200, y: 560), duration: 0.5, holdAtEnd: 0.2)
        host.advance(by: 1)
        #expect(log.events == ["valueChanged"])
        #expect(table.contentOffset.y == -60)
        #expect(table.visibleCells.count > 0)
        control.endRefreshing()
        host.settle()
        #expect(table.contentOffset.y == 0)
        withExtendedLifetime(source) {}
    }

    // MARK: Memory

    @Test func aControlAndItsScrollViewAreFreedAfterARefresh() {
        weak var weakControl: UIRefreshControl?
        weak var weakScroll: UIScrollView?
        do {
            let stage = Stage()
            weakControl = stage.control
            weakScroll = stage.scroll
            stage.pullAndRelease(500)
            stage.control.endRefreshing()
            stage.host.settle()
            stage.scroll.removeFromSuperview()
            stage.host.settle()
        }
        #expect(weakControl == nil)
        #expect(weakScroll == nil)
    }

    /// 30 cycles in the suite; `ROCKHOPPER_LEAK_CYCLES` sets another count (the long run).
    @Test func pullingAndDiscardingRefreshControlsOverAndOverKeepsMemoryFlat() {
        let cycles = listCycles(default: 30)
        let host = UITestHost()
        func cycle() {
            let scroll = makeVerticalScrollView(host, height: 2000)
            let control = UIRefreshControl()
            control.attributedTitle = NSAttributedString(string: "Refreshing")
            scroll.refreshControl = control
            host.drag(from: CGPoint(x: 200, y: 60), to: CGPoint(x: 200, y: 560), duration: 0.3)
            control.endRefreshing()
            host.settle()
            scroll.removeFromSuperview()
        }
        for _ in 0..<5 { cycle() }
        weak var last: UIRefreshControl?
        let start = ResidentMemory.kilobytes()
        for _ in 0..<cycles { cycle() }
        do { let control = UIRefreshControl(); last = control }
        let growth = ResidentMemory.kilobytes() - start
        print("UIRefreshControl memory: \(cycles) refreshes grew resident memory by \(growth) kB")
        #expect(last == nil)
        #expect(host.window.subviews.allSatisfy { !($0 is UIScrollView) })
        #expect(growth < 10 * 1024, "\(growth) kB")
    }
}
