import Testing
import SnapshotTesting
import UIKitSnapshotTesting
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// UIPageControl: pages and dots, taps on either half, deferred display, a page control driven by
/// a paging scroll view (seed 002), recognizers of other views, lifetime and pictures.
@MainActor @Suite struct UIPageControlTests {
    /// Five pages on a 200 × 37 control at (80, 400).
    private func stage(pages: Int = 5) -> (UITestHost, UIPageControl, ControlEventLog) {
        let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 37))
        control.numberOfPages = pages
        return ValueControlStage.show(control, at: CGPoint(x: 80, y: 400))
    }

    private func left(_ control: UIPageControl) -> CGPoint { control.convert(CGPoint(x: 30, y: 18), to: nil) }
    private func right(_ control: UIPageControl) -> CGPoint { control.convert(CGPoint(x: 170, y: 18), to: nil) }

    // MARK: Pages

    @Test func aNewPageControlHasNoPages() {
        let control = UIPageControl(frame: .zero)
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
        #expect(!control.hidesForSinglePage && !control.defersCurrentPageDisplay)
        #expect(control.pageIndicatorTintColor == nil && control.currentPageIndicatorTintColor == nil)
        #expect(control.subviews.isEmpty)
    }

    @Test func eachPageIsADotView() {
        let (_, control, _) = stage()
        #expect(control._indicatorViews.count == 5)
        #expect(control.subviews.count == 5)
        control.layoutIfNeeded()
        // 71 pt of dots centred in 200: from 64.5.
        #expect(control._indicatorViews.map(\.frame.minX) == [64.5, 80.5, 96.5, 112.5, 128.5])
        #expect(control._indicatorViews[0].frame.size == CGSize(width: 7, height: 7))
        #expect(control._indicatorViews[0].frame.minY == 15)
        control.numberOfPages = 2
        #expect(control.subviews.count == 2)
    }

    @Test func theCurrentPageIsPinnedToThePages() {
        let (_, control, _) = stage()
        control.currentPage = 9
        #expect(control.currentPage == 4)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 4
        control.numberOfPages = 3
        #expect(control.currentPage == 2)
        control.numberOfPages = -1
        #expect(control.numberOfPages == 0 && control.currentPage == 0)
    }

    @Test func theCurrentDotIsWhiteAndTheOthersTranslucent() {
        let (_, control, _) = stage()
        control.currentPage = 2
        #expect(control._indicatorViews[2].backgroundColor == .white)
        #expect(control._indicatorViews[0].backgroundColor == UIColor(white: 1, alpha: 0.3))
        control.pageIndicatorTintColor = .systemGray
        control.currentPageIndicatorTintColor = .systemBlue
        #expect(control._indicatorViews[2].backgroundColor == .systemBlue)
        #expect(control._indicatorViews[4].backgroundColor == .systemGray)
    }

    @Test func sizeForNumberOfPagesIsSixteenPointsADotAnd37High() {
        let control = UIPageControl(frame: .zero)
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 71, height: 37))
        #expect(control.size(forNumberOfPages: 1) == CGSize(width: 7, height: 37))
        #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 37))
        control.numberOfPages = 3
        #expect(control.intrinsicContentSize == CGSize(width: 39, height: 37))
    }

    @Test func autoLayoutSizesThePageControlToItsDots() {
        let control = UIPageControl(frame: .zero)
        control.numberOfPages = 4
        let (host, pinned) = ValueControlStage.pinned(control)
        #expect(pinned.frame == CGRect(x: 40, y: 100, width: 55, height: 37))
        pinned.numberOfPages = 6
        host.settle()
        #expect(pinned.frame.width == 87)
    }

    @Test func aSinglePageHidesItsDotWhenAsked() {
        let (_, control, _) = stage(pages: 1)
        #expect(!control._indicatorViews[0].isHidden)
        control.hidesForSinglePage = true
        #expect(control._indicatorViews[0].isHidden)
        #expect(!control.isHidden)
        control.numberOfPages = 2
        #expect(control._indicatorViews.allSatisfy { !$0.isHidden })
    }

    @Test func settingThePageInCodeSendsNothing() {
        let (host, control, log) = stage()
        control.currentPage = 3
        host.settle()
        #expect(log.events.isEmpty)
    }

    // MARK: Taps

    @Test func aTapOnTheRightHalfGoesToTheNextPage() {
        let (host, control, log) = stage()
        host.tap(at: right(control))
        #expect(control.currentPage == 1)
        #expect(control._indicatorViews[1].backgroundColor == .white)
        #expect(log.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func aTapOnTheLeftHalfGoesBackOnePage() {
        let (host, control, _) = stage()
        control.currentPage = 3
        host.tap(at: left(control))
        #expect(control.currentPage == 2)
        // Right of the current dot but in the left half: still back.
        host.tap(at: control.convert(CGPoint(x: 99, y: 18), to: nil))
        #expect(control.currentPage == 1)
    }

    @Test func nothingHappensPastEitherEnd() {
        let (host, control, log) = stage()
        host.tap(at: left(control))
        #expect(control.currentPage == 0)
        control.currentPage = 4
        host.tap(at: right(control))
        #expect(control.currentPage == 4)
        #expect(!log.events.contains("valueChanged"))
    }

    @Test func liftingOutsideTurnsNoPage() {
        let (host, control, log) = stage()
        let finger = host.touchDown(at: right(control))
        host.move(finger, to: CGPoint(x: right(control).x, y: 100))
        host.lift(finger)
        #expect(control.currentPage == 0)
        #expect(!log.events.contains("valueChanged"))
    }

    @Test func aDeferredDisplayWaitsForUpdateCurrentPageDisplay() {
        let (host, control, _) = stage()
        control.defersCurrentPageDisplay = true
        host.tap(at: right(control))
        #expect(control.currentPage == 1)
        #expect(control._indicatorViews[0].backgroundColor == .white)
        control.updateCurrentPageDisplay()
        #expect(control._indicatorViews[1].backgroundColor == .white)
        #expect(control._indicatorViews[0].backgroundColor == UIColor(white: 1, alpha: 0.3))
    }

    @Test func updateCurrentPageDisplayDoesNothingUnlessDeferring() {
        let (_, control, _) = stage()
        control.currentPage = 2
        control.updateCurrentPageDisplay()
        #expect(control._indicatorViews[2].backgroundColor == .white)
    }

    // MARK: Seed 002: a page control under a paging scroll view

    final class Carousel: UIViewController, UIScrollViewDelegate {
        let scroll = UIScrollView()
        let pages = UIPageControl()

        override func viewDidLoad() {
            super.viewDidLoad()
            scroll.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
            scroll.isPagingEnabled = true
            scroll.contentSize = CGSize(width: 375 * 4, height: 300)
            scroll.delegate = self
            view.addSubview(scroll)
            pages.numberOfPages = 4
            pages.frame = CGRect(x: 0, y: 300, width: 375, height: 37)
            pages.addTarget(self, action: Carousel.pageTapped, for: .valueChanged)
            view.addSubview(pages)
        }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            pages.currentPage = Int(scrollView.contentOffset.x / scrollView.bounds.width + 0.5)
        }

        func pageTapped(_ sender: UIPageControl) {
            scroll.setContentOffset(CGPoint(x: CGFloat(sender.currentPage) * scroll.bounds.width, y: 0), animated: true)
        }
    }

    @Test func aCarouselsPageControlFollowsTheScrollViewAndTurnsItsPages() {
        let host = UITestHost()
        let carousel = Carousel()
        host.show(carousel)
        host.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), duration: 0.2)
        host.settle()
        #expect(carousel.scroll.contentOffset.x == 375)
        #expect(carousel.pages.currentPage == 1)
        host.tap(at: carousel.pages.convert(CGPoint(x: 300, y: 18), to: nil))
        host.settle()
        #expect(carousel.pages.currentPage == 2)
        #expect(carousel.scroll.contentOffset.x == 750)
    }

    // MARK: Other views' recognizers

    @Test func anAncestorsSingleTapDoesNotTakeThePageControlsTap() {
        let host = UITestHost()
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let counter = CallCounter()
        container.addGestureRecognizer(UITapGestureRecognizer(target: counter, action: CallCounter.call))
        let control = UIPageControl(frame: CGRect(x: 80, y: 400, width: 200, height: 37))
        control.numberOfPages = 3
        container.addSubview(control)
        host.settle()
        host.tap(at: right(control))
        #expect(control.currentPage == 1 && counter.calls == 0)
    }

    // MARK: Lifetime

    @Test func aTappedPageControlIsFreedWithItsDots() {
        let host = UITestHost()
        weak var weakControl: UIPageControl?
        weak var weakDot: UIView?
        do {
            let control = UIPageControl(frame: CGRect(x: 80, y: 400, width: 200, height: 37))
            control.numberOfPages = 4
            control.addAction(UIAction { _ in }, for: .valueChanged)
            host.window.addSubview(control)
            host.settle()
            weakControl = control
            weakDot = control._indicatorViews[2]
            host.tap(at: right(control))
            control.removeFromSuperview()
        }
        host.settle()
        #expect(weakControl == nil && weakDot == nil)
    }

    /// 200 cycles; `ROCKHOPPER_LEAK_CYCLES` sets another count.
    @Test func makeTapDiscardCyclesLeaveNothingBehind() {
        let cycles = ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init) ?? 200
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 1))
        let subviews = host.window.subviews.count
        var released = 0
        var changes = 0
        for i in 0..<cycles {
            weak var weakControl: UIPageControl?
            do {
                let control = UIPageControl(frame: CGRect(x: 60, y: 400, width: 200, height: 37))
                control.numberOfPages = 3 + i % 5
                control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
                host.window.addSubview(control)
                weakControl = control
                host.advance(by: 1.0 / 60)
                host.tap(at: right(control))
                control.removeFromSuperview()
            }
            host.settle()
            if weakControl == nil { released += 1 }
        }
        #expect(released == cycles)
        #expect(changes == cycles)
        #expect(host.window.subviews.count == subviews)
    }

    // MARK: Pictures

    @Test func goldenPageControlsOnADarkAndALightBackground() {
        let dark = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 37))
        dark.backgroundColor = .black
        let onDark = UIPageControl(frame: dark.bounds)
        onDark.numberOfPages = 5
        onDark.currentPage = 1
        dark.addSubview(onDark)
        let onLight = UIPageControl(frame: CGRect(x: 0, y: 0, width: 160, height: 37))
        onLight.numberOfPages = 3
        onLight.currentPage = 2
        onLight.pageIndicatorTintColor = .systemGray4
        onLight.currentPageIndicatorTintColor = .systemBlue
        let canvas = ValueControlStage.canvas(CGSize(width: 184, height: 2 * 49 + 12), [dark, onLight])
        assertSnapshot(of: canvas, as: .image)
    }
}
