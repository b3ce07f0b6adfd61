import Testing
import UIKitTesting
import UIKitTestSupport

@MainActor @Suite struct UIScrollViewTests {
    // MARK: Defaults (UIScrollView.h; clipping and multiple touch from iOS 18.2 UIKitCore's init)

    @Test func contentGeometryDefaultsToZero() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scroll.contentOffset == .zero)
        #expect(scroll.contentSize == .zero)
        #expect(scroll.contentInset == .zero)
        #expect(scroll.adjustedContentInset == .zero)
        #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
    }

    @Test func behaviourFlagsHaveTheHeaderDefaults() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scroll.bounces)
        #expect(!scroll.alwaysBounceVertical)
        #expect(!scroll.alwaysBounceHorizontal)
        #expect(scroll.isScrollEnabled)
        #expect(!scroll.isDirectionalLockEnabled)
        #expect(!scroll.isPagingEnabled)
        #expect(scroll.decelerationRate == .normal)
        #expect(scroll.delaysContentTouches)
        #expect(scroll.canCancelContentTouches)
        #expect(scroll.scrollsToTop)
        #expect(scroll.keyboardDismissMode == .none)
    }

    @Test func indicatorPropertiesHaveTheHeaderDefaults() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scroll.showsVerticalScrollIndicator)
        #expect(scroll.showsHorizontalScrollIndicator)
        #expect(scroll.indicatorStyle == .default)
        #expect(scroll.verticalScrollIndicatorInsets == .zero)
        #expect(scroll.horizontalScrollIndicatorInsets == .zero)
        #expect(scroll.scrollIndicatorInsets == .zero)
        #expect(scroll.automaticallyAdjustsScrollIndicatorInsets)
    }

    @Test func zoomPropertiesHaveTheHeaderDefaults() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scroll.minimumZoomScale == 1)
        #expect(scroll.maximumZoomScale == 1)
        #expect(scroll.zoomScale == 1)
        #expect(scroll.bouncesZoom)
        #expect(!scroll.isZooming)
        #expect(!scroll.isZoomBouncing)
        #expect(scroll.pinchGestureRecognizer == nil)
    }

    @Test func stateFlagsStartFalse() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(!scroll.isTracking)
        #expect(!scroll.isDragging)
        #expect(!scroll.isDecelerating)
    }

    @Test func initClipsToBoundsAndTakesMultipleTouches() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scroll.clipsToBounds)
        #expect(scroll.isMultipleTouchEnabled)
        // A plain view does neither, so this is the scroll view's own init.
        let plain = UIView(frame: .zero)
        #expect(!plain.clipsToBounds && !plain.isMultipleTouchEnabled)
    }

    @Test func thePanGestureRecognizerIsInstalledOnTheScrollView() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scroll.panGestureRecognizer.view === scroll)
        #expect(scroll.gestureRecognizers?.contains { $0 === scroll.panGestureRecognizer } == true)
        #expect(!scroll.panGestureRecognizer.delaysTouchesEnded)
    }

    @Test func disablingScrollingDisablesThePan() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.isScrollEnabled = false
        #expect(!scroll.panGestureRecognizer.isEnabled)
        scroll.isScrollEnabled = true
        #expect(scroll.panGestureRecognizer.isEnabled)
    }

    @Test func scrollIndicatorInsetsSetsBothAxes() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        scroll.scrollIndicatorInsets = insets
        #expect(scroll.verticalScrollIndicatorInsets == insets)
        #expect(scroll.horizontalScrollIndicatorInsets == insets)
    }

    // MARK: Deceleration rate (see `ScrollConstants`)

    @Test func decelerationRatesArePerMillisecondFactors() {
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    @Test func anyOtherDecelerationRateSnapsToFastOrNormal() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.7)
        #expect(scroll.decelerationRate == .fast)
        scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.995)
        #expect(scroll.decelerationRate == .normal)
        scroll.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.993)
        #expect(scroll.decelerationRate == .fast)
        scroll.decelerationRate = .fast
        #expect(scroll.decelerationRate.rawValue == 0.99)
    }

    // MARK: contentOffset is bounds.origin

    @Test func contentOffsetIsBoundsOrigin() {
        let scroll = UIScrollView(frame: CGRect(x: 10, y: 20, width: 320, height: 480))
        scroll.contentSize = CGSize(width: 320, height: 2000)
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 300))
        #expect(scroll.bounds.size == CGSize(width: 320, height: 480))
        scroll.bounds.origin = CGPoint(x: 5, y: 40)
        #expect(scroll.contentOffset == CGPoint(x: 5, y: 40))
        // The frame does not move: scrolling is only the bounds.
        #expect(scroll.frame == CGRect(x: 10, y: 20, width: 320, height: 480))
    }

    @Test func scrollingShiftsSubviewsByTheOffset() {
        let host = UITestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 375, height: 3000)
        let row = UIView(frame: CGRect(x: 0, y: 1000, width: 375, height: 44))
        scroll.addSubview(row)
        host.window.addSubview(scroll)
        scroll.contentOffset = CGPoint(x: 0, y: 900)
        #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 100))
        #expect(row.frame.origin.y == 1000)
        #expect(host.window.hitTest(CGPoint(x: 10, y: 110), with: nil) === row)
    }

    @Test func contentOffsetIsNotClampedWhenSetInCode() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentSize = CGSize(width: 320, height: 500)
        scroll.contentOffset = CGPoint(x: -30, y: 900)
        #expect(scroll.contentOffset == CGPoint(x: -30, y: 900))
    }

    @Test func contentOffsetIsRoundedToThePixelGrid() {
        _ = UITestHost()   // scale 2: half points
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentOffset = CGPoint(x: 10.3, y: 20.2)
        #expect(scroll.contentOffset == CGPoint(x: 10.5, y: 20))
        scroll.contentOffset = CGPoint(x: 0, y: 7.74)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 7.5))
    }

    @Test func contentOffsetRoundsToWholePointsOnAScaleOneScreen() {
        _ = UITestHost(screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 1))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.contentOffset = CGPoint(x: 0, y: 20.4)
        #expect(scroll.contentOffset.y == 20)
    }

    @Test func didScrollFiresOnlyWhenTheOffsetChanges() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let recorder = ScrollDelegateRecorder()
        scroll.delegate = recorder
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        scroll.setContentOffset(CGPoint(x: 0, y: 50.1), animated: false)   // rounds to 50
        #expect(recorder.count("didScroll") == 1)
        scroll.contentOffset = CGPoint(x: 0, y: 60)
        #expect(recorder.count("didScroll") == 2)
        #expect(recorder.scrolledOffsets == [CGPoint(x: 0, y: 50), CGPoint(x: 0, y: 60)])
    }

    @Test func settingBoundsOriginDirectlyTellsTheDelegate() {
        // UIKit sends scrollViewDidScroll from setBounds: (iOS 18.2 UIKitCore), so moving the bounds
        // is scrolling however it is done.
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let recorder = ScrollDelegateRecorder()
        scroll.delegate = recorder
        scroll.bounds = CGRect(x: 0, y: 120, width: 320, height: 480)
        #expect(recorder.count("didScroll") == 1)
        #expect(recorder.scrolledOffsets.last == CGPoint(x: 0, y: 120))
    }

    @Test func nonAnimatedSetContentOffsetSendsNoEndCallback() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        scroll.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
        host.advance(by: 0.5)
        #expect(recorder.log == ["didScroll"])
        #expect(scroll.contentOffset.y == 400)
    }

    @Test func aScrollViewKeepsItsTouchesFromTheResponderChain() {
        let host = UITestHost()
        let container = TouchRecordingView(frame: host.window.bounds)
        host.window.addSubview(container)
        let scroll = UIScrollView(frame: container.bounds)
        scroll.delaysContentTouches = false
        container.addSubview(scroll)
        host.tap(at: CGPoint(x: 100, y: 100))
        #expect(container.calls(.began).count == 0)
    }
}
