import Testing
import UIKitTesting

/// The scroll indicators: subviews shown while the content moves and faded out after (UIScrollView.h;
/// the sizes and timings read from iOS 18.2 UIKitCore `UIScrollView`, see `ScrollConstants`).
@MainActor @Suite struct UIScrollViewIndicatorsTests {
    private func makeScene(height: CGFloat = 2000) -> (UITestHost, UIScrollView, UIView) {
        let host = UITestHost()
        let scroll = makeVerticalScrollView(host, height: height)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: height))
        scroll.addSubview(content)
        return (host, scroll, content)
    }

    /// The subviews the scroll view added itself.
    private func indicators(_ scroll: UIScrollView, besides content: UIView) -> [UIView] {
        scroll.subviews.filter { $0 !== content }
    }

    private func vertical(_ scroll: UIScrollView, besides content: UIView) -> UIView? {
        indicators(scroll, besides: content).first { $0.frame.height > $0.frame.width }
    }

    /// A finger held down after moving the content up `distance` points.
    private func dragAndHold(_ host: UITestHost, distance: CGFloat) -> UITestFinger {
        let finger = host.touchDown(at: CGPoint(x: 200, y: 600))
        for i in 1...10 {
            host.advance(by: 1.0 / 60)
            host.move(finger, to: CGPoint(x: 200, y: 600 - (distance + 10) * CGFloat(i) / 10))
        }
        return finger
    }

    @Test func thereAreNoIndicatorsBeforeAnyScrolling() {
        let (_, scroll, content) = makeScene()
        #expect(scroll.subviews.count == 1 && scroll.subviews[0] === content)
    }

    @Test func draggingShowsTheVerticalIndicatorInFrontOfTheContent() {
        let (host, scroll, content) = makeScene()
        let finger = dragAndHold(host, distance: 200)
        let indicator = try! #require(vertical(scroll, besides: content))
        #expect(indicator.alpha == 1)
        #expect(scroll.subviews.firstIndex { $0 === indicator }! > scroll.subviews.firstIndex { $0 === content }!)
        #expect(!indicator.isUserInteractionEnabled)
        host.lift(finger)
    }

    /// Checks the vertical indicator against the track (3 pt from each end, inside `safeTop`), its
    /// length the visible fraction of the content, its position the offset's fraction of the range.
    private func expectVerticalIndicator(_ scroll: UIScrollView, _ content: UIView, safeTop: CGFloat) throws {
        let indicator = try #require(vertical(scroll, besides: content))
        let b = scroll.bounds
        let track = b.height - 6 - safeTop
        let length = track * 667 / 2000
        let fraction = b.minY / (2000 - 667)
        #expect(abs(indicator.frame.height - length) < 1e-6)
        #expect(abs(indicator.frame.minY - (b.minY + 3 + safeTop + (track - length) * fraction)) < 1e-6)
        #expect(abs(indicator.frame.maxX - (b.maxX - 3)) < 1e-6)
    }

    @Test func theVerticalIndicatorSpansTheVisibleFractionAtTheOffsetBelowTheStatusBar() throws {
        // automaticallyAdjustsScrollIndicatorInsets keeps the indicator out of the safe area (the
        // 20 pt status bar) even when the content insets are not adjusted.
        let (host, scroll, content) = makeScene()
        let finger = dragAndHold(host, distance: 400)
        try expectVerticalIndicator(scroll, content, safeTop: 20)
        host.lift(finger)
    }

    @Test func withoutAutomaticIndicatorInsetsTheTrackIsTheWholeHeight() throws {
        let (host, scroll, content) = makeScene()
        scroll.automaticallyAdjustsScrollIndicatorInsets = false
        let finger = dragAndHold(host, distance: 400)
        try expectVerticalIndicator(scroll, content, safeTop: 0)
        host.lift(finger)
    }

    @Test func verticalIndicatorInsetsShortenTheTrack() throws {
        let (host, scroll, content) = makeScene()
        scroll.automaticallyAdjustsScrollIndicatorInsets = false
        scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        let finger = dragAndHold(host, distance: 400)
        try expectVerticalIndicator(scroll, content, safeTop: 50)
        host.lift(finger)
    }

    @Test func theIndicatorIsNeverShorterThan36Points() {
        let (host, scroll, content) = makeScene(height: 100_000)
        let finger = dragAndHold(host, distance: 200)
        #expect(vertical(scroll, besides: content)!.frame.height == 36)
        host.lift(finger)
    }

    @Test func theHorizontalIndicatorStaysHiddenWhenOnlyVerticalScrolls() {
        let (host, scroll, content) = makeScene()
        let finger = dragAndHold(host, distance: 200)
        let others = indicators(scroll, besides: content).filter { $0 !== vertical(scroll, besides: content) }
        #expect(others.allSatisfy { $0.alpha == 0 })
        host.lift(finger)
    }

    @Test func indicatorsFadeAfterTheScrollEnds() {
        let (host, scroll, content) = makeScene()
        let finger = dragAndHold(host, distance: 200)
        host.advance(by: 0.2)   // the finger rests: no fling
        host.lift(finger)
        let indicator = try! #require(vertical(scroll, besides: content))
        #expect(indicator.alpha == 1)
        host.advance(by: 0.1)
        #expect(indicator.alpha > 0 && indicator.alpha < 1)
        host.advance(by: 0.5)
        #expect(indicator.alpha == 0)
    }

    @Test func indicatorsStayWhileDeceleratingAndFadeAfter() {
        let (host, scroll, content) = makeScene(height: 10_000)
        host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 300), duration: 0.25)
        host.advance(by: 1)
        #expect(scroll.isDecelerating)
        let indicator = try! #require(vertical(scroll, besides: content))
        #expect(indicator.alpha == 1)
        host.settle()
        #expect(indicator.alpha == 0)
    }

    @Test func flashScrollIndicatorsShowsThemBriefly() {
        let (host, scroll, content) = makeScene()
        scroll.flashScrollIndicators()
        let indicator = try! #require(vertical(scroll, besides: content))
        #expect(indicator.alpha == 1)
        host.advance(by: 0.9)
        #expect(indicator.alpha == 1)
        host.advance(by: 0.7)
        #expect(indicator.alpha == 0)
    }

    @Test func showsVerticalScrollIndicatorFalseKeepsItHidden() {
        let (host, scroll, content) = makeScene()
        scroll.showsVerticalScrollIndicator = false
        let finger = dragAndHold(host, distance: 200)
        #expect(indicators(scroll, besides: content).allSatisfy { $0.alpha == 0 })
        host.lift(finger)
    }

    @Test func withNeitherIndicatorNothingIsAdded() {
        let (host, scroll, content) = makeScene()
        scroll.showsVerticalScrollIndicator = false
        scroll.showsHorizontalScrollIndicator = false
        let finger = dragAndHold(host, distance: 200)
        scroll.flashScrollIndicators()
        #expect(scroll.subviews.count == 1 && scroll.subviews[0] === content)
        host.lift(finger)
    }

    @Test func indicatorsComeBackInFrontOfSubviewsAddedLater() {
        let (host, scroll, content) = makeScene()
        scroll.flashScrollIndicators()
        host.settle()
        let late = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        scroll.addSubview(late)
        let finger = dragAndHold(host, distance: 200)
        let indicator = try! #require(vertical(scroll, besides: content))
        #expect(scroll.subviews.firstIndex { $0 === indicator }! > scroll.subviews.firstIndex { $0 === late }!)
        host.lift(finger)
    }
}
