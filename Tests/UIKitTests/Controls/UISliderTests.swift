import Testing
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// UISlider's values, geometry and dragging, driven like a user; recognizers of other views; a
/// slider in a scroll view (seed 002); misuse and lifetime. Colours, images and pictures are in
/// `UISliderAppearanceTests`.
@MainActor @Suite struct UISliderTests {
    /// A 200 × 31 slider at (100, 200).
    private func stage() -> (UITestHost, UISlider, ControlEventLog) {
        ValueControlStage.show(UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31)))
    }

    /// The window point at `x` along the slider, on its middle line.
    private func at(_ slider: UISlider, _ x: CGFloat) -> CGPoint {
        slider.convert(CGPoint(x: x, y: slider.bounds.midY), to: nil)
    }

    // MARK: Values

    @Test func aNewSliderGoesFromZeroToOneAndSitsAtZero() {
        let slider = UISlider(frame: .zero)
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.isContinuous)
        #expect(slider.minimumValueImage == nil && slider.maximumValueImage == nil)
        #expect(slider.currentThumbImage == nil)
    }

    @Test func theValueIsPinnedToTheRange() {
        let slider = UISlider(frame: .zero)
        slider.value = 2
        #expect(slider.value == 1)
        slider.value = -3
        #expect(slider.value == 0)
    }

    @Test func changingTheRangeMayChangeTheValue() {
        let slider = UISlider(frame: .zero)
        slider.value = 0.8
        slider.maximumValue = 0.5
        #expect(slider.value == 0.5)
        slider.minimumValue = 0.7
        #expect(slider.value == 0.7 && slider.maximumValue == 0.7)
        slider.maximumValue = 10
        slider.minimumValue = 2
        #expect(slider.value == 2)
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1 && slider.value == -1)
    }

    @Test func settingTheValueInCodeSendsNothing() {
        let (host, slider, log) = stage()
        slider.value = 0.3
        slider.setValue(0.9, animated: true)
        slider.minimumValue = 0.95
        host.settle()
        #expect(log.events.isEmpty)
    }

    @Test func setValueAnimatedMovesTheThumbAtAFixedSpeed() {
        let (host, slider, _) = stage()
        slider.setValue(1, animated: true)
        #expect(slider._thumbView.frame.maxX == 200)
        // 172 pt of travel at 1000 pt/s: still moving after 0.1 s, done after 0.2 s.
        host.advance(by: 0.1)
        let x = slider._thumbView.layer.presentation()!.frame.minX
        #expect(x > 60 && x < 140)
        host.advance(by: 0.1)
        #expect(slider._thumbView.layer.presentation()!.frame.minX == 172)
    }

    // MARK: Geometry

    @Test func theTrackAndThumbFollowIOS13sMetrics() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 2, y: 13.5, width: 196, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1) == CGRect(x: 172, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5) == CGRect(x: 86, y: 1.5, width: 28, height: 28))
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    }

    @Test func autoLayoutMakesASlider31HighAndTheWidthItIsGiven() {
        let slider = UISlider(frame: .zero)
        slider.widthAnchor.constraint(equalToConstant: 220).isActive = true
        let (_, pinned) = ValueControlStage.pinned(slider)
        #expect(pinned.frame == CGRect(x: 40, y: 100, width: 220, height: 31))
        #expect(pinned._thumbView.frame == CGRect(x: 0, y: 1.5, width: 28, height: 28))
    }

    @Test func thePartsSitWhereTheRectanglesSay() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 0.25
        slider.layoutIfNeeded()
        #expect(slider._thumbView.frame == CGRect(x: 43, y: 1.5, width: 28, height: 28))
        #expect(slider._minimumTrackView.frame == CGRect(x: 2, y: 13.5, width: 55, height: 4))
        #expect(slider._maximumTrackView.frame == CGRect(x: 57, y: 13.5, width: 141, height: 4))
        #expect(slider.subviews == [slider._contentView] && !slider._contentView.isUserInteractionEnabled)
        #expect(slider._contentView.subviews.allSatisfy { !$0.isUserInteractionEnabled })
    }

    @Test func valueImagesTakeRoomFromTheTrack() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 16)).image { _ in }
        slider.minimumValueImage = image
        slider.maximumValueImage = image
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 7.5, width: 20, height: 16))
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds) == CGRect(x: 180, y: 7.5, width: 20, height: 16))
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 30, y: 13.5, width: 140, height: 4))
        slider.layoutIfNeeded()
        #expect(slider._minimumValueImageView.image === image && !slider._minimumValueImageView.isHidden)
        #expect(slider._maximumValueImageView.frame == CGRect(x: 180, y: 7.5, width: 20, height: 16))
    }

    @Test func aSubclassesRectanglesPlaceTheParts() {
        final class Thick: UISlider {
            override func trackRect(forBounds bounds: CGRect) -> CGRect {
                CGRect(x: 10, y: bounds.midY - 5, width: bounds.width - 20, height: 10)
            }
        }
        let slider = Thick(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.value = 1
        slider.layoutIfNeeded()
        #expect(slider._minimumTrackView.frame.height == 10)
        #expect(slider._thumbView.frame.maxX == 192)
    }

    // MARK: Dragging

    @Test func theThumbFollowsTheFingerKeepingWhereItWasGrabbed() {
        let (host, slider, log) = stage()
        // Grab the thumb 6 pt right of its centre (14 at value 0), move 43 pt right.
        let finger = host.touchDown(at: at(slider, 20))
        host.move(finger, to: at(slider, 63))
        #expect(slider._thumbView.frame.midX == 57)
        #expect(abs(slider.value - 0.25) < 1e-6)
        host.move(finger, to: at(slider, 500))
        #expect(slider.value == 1)
        host.lift(finger)
        #expect(log.withoutDrags == ["touchDown", "valueChanged", "primaryActionTriggered", "valueChanged",
                                     "primaryActionTriggered", "touchDragExit", "touchUpOutside"])
    }

    @Test func aContinuousSliderSendsValueChangedBeforeEachMovesDragEvent() {
        let (host, slider, log) = stage()
        let finger = host.touchDown(at: at(slider, 14))
        host.move(finger, to: at(slider, 50))
        host.move(finger, to: at(slider, 50.2))
        host.lift(finger)
        #expect(log.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchDragInside",
                               "valueChanged", "primaryActionTriggered", "touchDragInside", "touchUpInside"])
        #expect(slider.value > 0.2)
    }

    @Test func aMoveThatDoesNotChangeTheValueSendsNoValueChanged() {
        let (host, slider, log) = stage()
        let finger = host.touchDown(at: at(slider, 14))
        host.move(finger, to: at(slider, 5))     // already at the minimum
        host.lift(finger)
        #expect(log.events == ["touchDown", "touchDragInside", "touchUpInside"])
    }

    @Test func aNonContinuousSliderSendsOneValueChangedWhenTheFingerLifts() {
        let (host, slider, log) = stage()
        slider.isContinuous = false
        host.drag(from: at(slider, 14), to: at(slider, 150), duration: 0.2)
        #expect(slider.value > 0.7)
        #expect(log.withoutDrags == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
    }

    @Test func aTapOnTheTrackAwayFromTheThumbDoesNothing() {
        let (host, slider, log) = stage()
        host.tap(at: at(slider, 150))
        #expect(slider.value == 0)
        #expect(log.events.isEmpty)
        let finger = host.touchDown(at: at(slider, 150))
        host.move(finger, to: at(slider, 100))
        host.lift(finger)
        #expect(slider.value == 0 && log.events.isEmpty)
    }

    @Test func theThumbCanBeGrabbedWithinA44PointTarget() {
        let (host, slider, log) = stage()
        slider.value = 0.5     // thumb 86…114, centre 100
        let finger = host.touchDown(at: at(slider, 121))
        #expect(slider.isTracking)
        host.lift(finger)
        let miss = host.touchDown(at: at(slider, 123))
        #expect(!slider.isTracking)
        host.lift(miss)
        #expect(log.events == ["touchDown", "touchUpInside"])
    }

    @Test func whileDraggedTheSliderIsHighlighted() {
        let (host, slider, log) = stage()
        host.drag(from: at(slider, 14), to: at(slider, 100), duration: 0.1)
        #expect(log.highlighted.dropLast().allSatisfy { $0 })
        #expect(!slider.isHighlighted)
    }

    @Test func aCancelledDragKeepsTheThumbWhereItWas() {
        let (host, slider, log) = stage()
        let finger = host.touchDown(at: at(slider, 14))
        host.move(finger, to: at(slider, 100))
        let value = slider.value
        host.cancel([finger])
        #expect(slider.value == value)
        #expect(log.withoutDrags.last == "touchCancel")
    }

    @Test func aCancelledDragOfANonContinuousSliderAnnouncesTheChange() {
        let (host, slider, log) = stage()
        slider.isContinuous = false
        let finger = host.touchDown(at: at(slider, 14))
        host.move(finger, to: at(slider, 100))
        host.cancel([finger])
        #expect(log.withoutDrags == ["touchDown", "valueChanged", "primaryActionTriggered", "touchCancel"])
    }

    // MARK: Other views' recognizers

    @Test func aHorizontalScrollViewDoesNotTakeADragThatStartsOnTheThumb() {
        let host = UITestHost()
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.contentSize = CGSize(width: 2000, height: host.window.bounds.height)
        host.window.addSubview(scroll)
        let slider = UISlider(frame: CGRect(x: 50, y: 200, width: 250, height: 31))
        scroll.addSubview(slider)
        host.settle()
        host.drag(from: at(slider, 14), to: at(slider, 200), duration: 0.2)
        host.settle()
        #expect(scroll.contentOffset == .zero)
        #expect(slider.value > 0.7)
        // Started on the track, the same drag scrolls.
        slider.value = 0
        host.drag(from: at(slider, 200), to: at(slider, 20), duration: 0.2)
        host.settle()
        #expect(scroll.contentOffset.x > 100)
        #expect(slider.value == 0)
    }

    @Test func aSwipeAlongTheTrackFromTheThumbIsRefusedButNotAcrossIt() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let container = UIView()
        container.addSubview(slider)
        let swipe = UISwipeGestureRecognizer()
        container.addGestureRecognizer(swipe)
        swipe.direction = .up
        #expect(slider.gestureRecognizerShouldBegin(swipe))
        let tap = UITapGestureRecognizer()
        container.addGestureRecognizer(tap)
        #expect(slider.gestureRecognizerShouldBegin(tap))   // sliders keep no tap from ancestors
    }

    /// Seed 002: a slider inside a vertically scrolling scroll view that delays content touches.
    private func inVerticalScrollView() -> (UITestHost, UIScrollView, UISlider, ControlEventLog) {
        let host = UITestHost()
        let scroll = UIScrollView(frame: host.window.bounds)
        scroll.contentSize = CGSize(width: host.window.bounds.width, height: 3000)
        host.window.addSubview(scroll)
        let slider = UISlider(frame: CGRect(x: 50, y: 200, width: 250, height: 31))
        scroll.addSubview(slider)
        host.settle()
        #expect(scroll.delaysContentTouches)
        return (host, scroll, slider, ControlEventLog(slider))
    }

    @Test func aQuickHorizontalDragOnTheThumbInAVerticalScrollViewStillMovesTheThumb() {
        let (host, scroll, slider, log) = inVerticalScrollView()
        let offset = scroll.contentOffset
        // Faster than the 0.15 s content-touch delay: the delay gives up once the finger moves
        // 10 pt along the axis that cannot scroll, and the slider gets the touch where it is then.
        host.drag(from: at(slider, 14), to: at(slider, 200), duration: 0.1)
        host.settle()
        #expect(scroll.contentOffset == offset)
        #expect(slider.value > 0.6)
        #expect(log.events.first == "touchDown" && log.events.last == "touchUpInside")
    }

    @Test func aVerticalDragOnTheThumbScrollsAndLeavesTheValue() {
        let (host, scroll, slider, log) = inVerticalScrollView()
        let offset = scroll.contentOffset
        host.drag(from: at(slider, 14), to: CGPoint(x: at(slider, 14).x, y: 50), duration: 0.2)
        host.settle()
        #expect(scroll.contentOffset.y > offset.y + 50)
        #expect(slider.value == 0)
        #expect(!log.events.contains("valueChanged"))
    }

    // MARK: Misuse

    @Test func aValueThatIsNotANumberStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UISlider(frame: .zero).value = .nan }
        }
        #expect(exitStderr(result).contains("UISlider value must be a finite number (got nan)"))
    }

    @Test func anInfiniteMaximumStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UISlider(frame: .zero).maximumValue = .infinity }
        }
        #expect(exitStderr(result).contains("UISlider maximumValue must be a finite number (got inf)"))
    }

    // MARK: Lifetime

    @Test func aSliderDraggedAndAnimatingIsFreedWhenRemoved() {
        let host = UITestHost()
        weak var weakSlider: UISlider?
        weak var weakThumb: UIView?
        do {
            let slider = UISlider(frame: CGRect(x: 50, y: 200, width: 250, height: 31))
            slider.addAction(UIAction { _ in }, for: .valueChanged)
            host.window.addSubview(slider)
            host.settle()
            weakSlider = slider
            weakThumb = slider._thumbView
            host.drag(from: at(slider, 14), to: at(slider, 150), duration: 0.1)
            slider.setValue(0, animated: true)
            host.advance(by: 0.05)
            slider.removeFromSuperview()
        }
        host.settle()
        #expect(weakSlider == nil && weakThumb == nil)
    }

    /// 200 cycles; `ROCKHOPPER_LEAK_CYCLES` sets another count.
    @Test func makeDragDiscardCyclesLeaveNothingBehind() {
        let cycles = ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init) ?? 200
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 1))
        let subviews = host.window.subviews.count
        var released = 0
        for i in 0..<cycles {
            weak var weakSlider: UISlider?
            do {
                let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 250, height: 31))
                slider.minimumValueImage = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
                host.window.addSubview(slider)
                weakSlider = slider
                host.advance(by: 1.0 / 60)
                host.drag(from: at(slider, 30), to: at(slider, CGFloat(40 + i % 150)), duration: 0.05)
                slider.setValue(Float(i % 10) / 10, animated: true)
                slider.removeFromSuperview()
            }
            host.settle()
            if weakSlider == nil { released += 1 }
        }
        #expect(released == cycles)
        #expect(host.window.subviews.count == subviews)
    }
}
