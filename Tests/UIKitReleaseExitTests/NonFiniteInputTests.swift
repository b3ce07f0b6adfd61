import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

/// Non-finite input (issue 9, defect 5): every public setter taking geometry, scale, duration, zoom
/// or spring values stops the program on NaN (and on infinity where it would break layout, drawing
/// or timing) with a message naming the property and the value — checked on stderr, so the
/// message must survive release builds (`make test-release-exits` runs this suite with `-c release`).
/// Values UIKit accepts are accepted and tested in `NonFiniteInputAcceptedTests`.
@MainActor @Suite struct NonFiniteInputTests {
    private static func stderr(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test func anInfiniteFrameNamesTheFrameNotANaNPosition() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIView().frame = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 10)
            }
        }
        #expect(Self.stderr(result).contains("CALayer frame contains infinity: [0.0 0.0; inf 10.0]"), "\(Self.stderr(result))")
    }

    @Test func aNaNFrameNamesTheFrame() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIView().frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            }
        }
        #expect(Self.stderr(result).contains("CALayer frame contains NaN: [nan 0.0; 10.0 10.0]"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteBoundsNamesTheBounds() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIView().bounds = CGRect(x: 0, y: 0, width: 10, height: -CGFloat.infinity)
            }
        }
        #expect(Self.stderr(result).contains("CALayer bounds contains infinity"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteCenterNamesThePosition() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIView().center = CGPoint(x: CGFloat.infinity, y: 0)
            }
        }
        #expect(Self.stderr(result).contains("CALayer position contains infinity: [inf 0.0]"), "\(Self.stderr(result))")
    }

    @Test func aNaNLayoutMarginNamesLayoutMargins() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIView().layoutMargins = UIEdgeInsets(top: 0, left: CGFloat.nan, bottom: 0, right: 0)
            }
        }
        #expect(Self.stderr(result).contains("UIView layoutMargins contains NaN: [0.0 nan 0.0 0.0]"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteDirectionalLayoutMarginNamesDirectionalLayoutMargins() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIView().directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: .infinity)
            }
        }
        #expect(Self.stderr(result).contains("UIView directionalLayoutMargins contains infinity: [0.0 0.0 0.0 inf]"), "\(Self.stderr(result))")
    }

    @Test func aNaNAnchorPointNamesTheAnchorPoint() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CALayer().anchorPoint = CGPoint(x: 0.5, y: CGFloat.nan)
            }
        }
        #expect(Self.stderr(result).contains("CALayer anchorPoint contains NaN"), "\(Self.stderr(result))")
    }

    @Test func aNaNTransformNamesTheTransform() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIView().transform = CGAffineTransform(scaleX: CGFloat.nan, y: 1)
            }
        }
        #expect(Self.stderr(result).contains("CALayer transform contains NaN"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteTransformNamesTheTransform() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIView().transform = CGAffineTransform(translationX: CGFloat.infinity, y: 0)
            }
        }
        #expect(Self.stderr(result).contains("CALayer transform contains infinity"), "\(Self.stderr(result))")
    }

    @Test func aNaN3DTransformNamesTheTransform() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CALayer().transform = CATransform3DMakeScale(1, 1, CGFloat.nan)
            }
        }
        #expect(Self.stderr(result).contains("CALayer transform contains NaN"), "\(Self.stderr(result))")
    }

    @Test func aNaNZPositionNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CALayer().zPosition = CGFloat.nan
            }
        }
        #expect(Self.stderr(result).contains("CALayer zPosition must be a number (got nan)"), "\(Self.stderr(result))")
    }

    @Test func aNaNCornerRadiusNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIView().layer.cornerRadius = CGFloat.nan
            }
        }
        #expect(Self.stderr(result).contains("CALayer cornerRadius must be a number"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteBorderWidthNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CALayer().borderWidth = CGFloat.infinity
            }
        }
        #expect(Self.stderr(result).contains("CALayer borderWidth must be a finite number (got inf)"), "\(Self.stderr(result))")
    }

    @Test func aNaNShadowOffsetNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CALayer().shadowOffset = CGSize(width: CGFloat.nan, height: 0)
            }
        }
        #expect(Self.stderr(result).contains("CALayer shadowOffset contains NaN"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteShadowRadiusNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CALayer().shadowRadius = CGFloat.infinity
            }
        }
        #expect(Self.stderr(result).contains("CALayer shadowRadius must be a finite number"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteContentsScaleNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CALayer().contentsScale = CGFloat.infinity
            }
        }
        #expect(Self.stderr(result).contains("CALayer contentsScale must be a finite number"), "\(Self.stderr(result))")
    }

    @Test func aNaNContentSizeNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIScrollView().contentSize = CGSize(width: CGFloat.nan, height: 100)
            }
        }
        #expect(Self.stderr(result).contains("UIScrollView contentSize contains NaN"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteContentSizeNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIScrollView().contentSize = CGSize(width: 100, height: CGFloat.infinity)
            }
        }
        #expect(Self.stderr(result).contains("UIScrollView contentSize contains infinity"), "\(Self.stderr(result))")
    }

    @Test func aNaNContentOffsetNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIScrollView().contentOffset = CGPoint(x: CGFloat.nan, y: 0)
            }
        }
        #expect(Self.stderr(result).contains("UIScrollView contentOffset contains NaN"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteAnimatedContentOffsetNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIScrollView().setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
            }
        }
        #expect(Self.stderr(result).contains("UIScrollView contentOffset contains infinity"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteContentInsetNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIScrollView().contentInset = UIEdgeInsets(top: CGFloat.infinity, left: 0, bottom: 0, right: 0)
            }
        }
        #expect(Self.stderr(result).contains("UIScrollView contentInset contains infinity"), "\(Self.stderr(result))")
    }

    @Test func aNaNMinimumZoomScaleNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIScrollView().minimumZoomScale = CGFloat.nan
            }
        }
        #expect(Self.stderr(result).contains("UIScrollView minimumZoomScale must be a finite number (got nan)"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteMaximumZoomScaleNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIScrollView().maximumZoomScale = CGFloat.infinity
            }
        }
        #expect(Self.stderr(result).contains("UIScrollView maximumZoomScale must be a finite number (got inf)"), "\(Self.stderr(result))")
    }

    @Test func aNaNZoomScaleNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIScrollView().zoomScale = CGFloat.nan
            }
        }
        #expect(Self.stderr(result).contains("UIScrollView zoomScale must be a number"), "\(Self.stderr(result))")
    }

    @Test func aNaNRectToScrollToNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIScrollView().scrollRectToVisible(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), animated: false)
            }
        }
        #expect(Self.stderr(result).contains("UIScrollView scrollRectToVisible(_:animated:) rect contains NaN"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteRectToZoomToNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIScrollView().zoom(to: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1), animated: false)
            }
        }
        #expect(Self.stderr(result).contains("UIScrollView zoom(to:animated:) rect contains infinity"), "\(Self.stderr(result))")
    }

    @Test func zoomLimitsTheRubberBandCannotUseNameBothLimits() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = _ZoomRubberBand(minimumScale: 2, maximumScale: 1)
            }
        }
        #expect(Self.stderr(result).contains("UIScrollView zoom limits must satisfy 0 < minimumZoomScale (2.0)"), "\(Self.stderr(result))")
    }

    @Test func aNaNSystemFontSizeNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIFont.systemFont(ofSize: CGFloat.nan)
            }
        }
        #expect(Self.stderr(result).contains("UIFont size must be a finite number (got nan)"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteNamedFontSizeNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIFont(name: ".SFUI-Bold", size: CGFloat.infinity)
            }
        }
        #expect(Self.stderr(result).contains("UIFont size must be a finite number (got inf)"), "\(Self.stderr(result))")
    }

    @Test func aNaNImageScaleNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let data = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).pngData { _ in }
                _ = UIImage(data: data, scale: CGFloat.nan)
            }
        }
        #expect(Self.stderr(result).contains("UIImage scale must be a finite number (got nan)"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteImageScaleNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
                _ = UIImage(cgImage: image.cgImage!, scale: CGFloat.infinity, orientation: .up)
            }
        }
        #expect(Self.stderr(result).contains("UIImage scale must be a finite number (got inf)"), "\(Self.stderr(result))")
    }

    @Test func aNaNRendererScaleNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIGraphicsImageRendererFormat().scale = CGFloat.nan
            }
        }
        #expect(Self.stderr(result).contains("UIGraphicsImageRendererFormat scale must be a finite number"), "\(Self.stderr(result))")
    }

    @Test func aNaNSpringMassNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CASpringAnimation().mass = CGFloat.nan
            }
        }
        #expect(Self.stderr(result).contains("CASpringAnimation mass must be a finite number (got nan)"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteSpringStiffnessNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CASpringAnimation().stiffness = CGFloat.infinity
            }
        }
        #expect(Self.stderr(result).contains("CASpringAnimation stiffness must be a finite number (got inf)"), "\(Self.stderr(result))")
    }

    @Test func aZeroSpringMassNamesItWhenUsed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let spring = CASpringAnimation()
                spring.mass = 0
                _ = spring.settlingDuration
            }
        }
        #expect(Self.stderr(result).contains("CASpringAnimation mass must be greater than 0 and finite (got 0.0)"), "\(Self.stderr(result))")
    }

    @Test func aBounceOfMinusOneNamesThePerceptualInitializer() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = CASpringAnimation(perceptualDuration: 0.5, bounce: -1)
            }
        }
        #expect(Self.stderr(result).contains("CASpringAnimation(perceptualDuration:bounce:) (duration 0.5, bounce -1.0) damping"), "\(Self.stderr(result))")
    }

    @Test func aNaNPhysicalSpringNamesTheInitializer() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UISpringTimingParameters(mass: CGFloat.nan, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
            }
        }
        #expect(Self.stderr(result).contains("UISpringTimingParameters(mass:stiffness:damping:initialVelocity:) mass must be greater than 0 and finite (got nan)"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteSpringVelocityNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: CGFloat.infinity, dy: 0))
            }
        }
        #expect(Self.stderr(result).contains("UISpringTimingParameters initialVelocity contains infinity"), "\(Self.stderr(result))")
    }

    @Test func aNaNInitialSpringVelocityOfABlockNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: CGFloat.nan, animations: {})
            }
        }
        #expect(Self.stderr(result).contains("UIView.animate initialSpringVelocity must be a finite number (got nan)"), "\(Self.stderr(result))")
    }

    @Test func aNaNSpringSolutionStopsWithAMessageInReleaseToo() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = _SpringSolution(mass: 1, stiffness: 100, damping: 10, initialVelocity: .infinity)
            }
        }
        #expect(Self.stderr(result).contains("spring initial velocity must be finite (got inf)"), "\(Self.stderr(result))")
    }

    @Test func aNaNAnimationDurationNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CABasicAnimation(keyPath: "opacity").duration = .nan
            }
        }
        #expect(Self.stderr(result).contains("CAAnimation duration must be a number (got nan)"), "\(Self.stderr(result))")
    }

    @Test func aNaNAnimationBeginTimeNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CABasicAnimation(keyPath: "opacity").beginTime = .nan
            }
        }
        #expect(Self.stderr(result).contains("CAAnimation beginTime must be a number"), "\(Self.stderr(result))")
    }

    @Test func aNaNAnimationSpeedNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CABasicAnimation(keyPath: "opacity").speed = .nan
            }
        }
        #expect(Self.stderr(result).contains("CAAnimation speed must be a number"), "\(Self.stderr(result))")
    }

    @Test func aNaNLayerSpeedNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CALayer().speed = .nan
            }
        }
        #expect(Self.stderr(result).contains("CALayer speed must be a finite number (got nan)"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteLayerTimeOffsetNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CALayer().timeOffset = .infinity
            }
        }
        #expect(Self.stderr(result).contains("CALayer timeOffset must be a finite number (got inf)"), "\(Self.stderr(result))")
    }

    @Test func anInfiniteLayerBeginTimeNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CALayer().beginTime = -.infinity
            }
        }
        #expect(Self.stderr(result).contains("CALayer beginTime must be a finite number (got -inf)"), "\(Self.stderr(result))")
    }

    @Test func aNaNLayerDurationNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CALayer().duration = .nan
            }
        }
        #expect(Self.stderr(result).contains("CALayer duration must be a number (got nan)"), "\(Self.stderr(result))")
    }

    @Test func aNaNLayerRepeatCountNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CALayer().repeatCount = .nan
            }
        }
        #expect(Self.stderr(result).contains("CALayer repeatCount must be a number (got nan)"), "\(Self.stderr(result))")
    }

    @Test func aNaNLayerRepeatDurationNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                CALayer().repeatDuration = .nan
            }
        }
        #expect(Self.stderr(result).contains("CALayer repeatDuration must be a number (got nan)"), "\(Self.stderr(result))")
    }

    @Test func aNaNAnimatorDurationNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UIViewPropertyAnimator(duration: .nan, curve: .linear)
            }
        }
        #expect(Self.stderr(result).contains("UIViewPropertyAnimator duration must be a number (got nan)"), "\(Self.stderr(result))")
    }

    @Test func aNaNAnimatorDelayNamesIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIViewPropertyAnimator(duration: 1, curve: .linear).startAnimation(afterDelay: .nan)
            }
        }
        #expect(Self.stderr(result).contains("UIViewPropertyAnimator startAnimation(afterDelay:) delay must be a number"), "\(Self.stderr(result))")
    }

    // MARK: - Values UIKit accepts

    @MainActor final class Ticker {
        private(set) var link: CADisplayLink?
        init() {
            let link = CADisplayLink(target: self, selector: Ticker.step)
            link.add(to: .main, forMode: .default)
            self.link = link
        }
        func step() {}
    }

    @MainActor final class Zooming: UIScrollViewDelegate {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }
    }

    /// A negative size is normalized, as `CGRect.standardized` (and UIKit's `setFrame:`) does.
    @Test func aFrameWithANegativeSizeIsStandardized() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: -20, height: -30))
        #expect(view.frame == CGRect(x: -10, y: -20, width: 20, height: 30))
        #expect(view.bounds.size == CGSize(width: 20, height: 30))
    }

    /// A duration of 0 or less — or NaN, which is not greater than 0 — applies the changes at once
    /// and completes (finished) at the next frame, as UIKit does for non-positive durations.
    @Test func aNegativeOrNaNDurationAppliesTheChangesAtOnce() {
        let host = UITestHost()
        for duration: TimeInterval in [-1, .nan] {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            host.window.addSubview(view)
            var finished: Bool?
            UIView.animate(withDuration: duration, animations: { view.center.x = 50 }, completion: { finished = $0 })
            #expect(view.layer.animationKeys() == nil)
            #expect(view.center.x == 50)
            host.advance(by: 1.0 / 60)
            #expect(finished == true)
        }
    }

    /// A negative or NaN delay is taken as no delay: the animation starts at once, from its start.
    @Test func aNegativeOrNaNDelayStartsTheAnimationAtOnce() {
        let host = UITestHost()
        for delay: TimeInterval in [-0.5, .nan] {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            host.window.addSubview(view)
            UIView.animate(withDuration: 1, delay: delay, options: [.curveLinear], animations: { view.center.x = 105 })
            host.advance(by: 0.5)
            let x = view.layer.presentation()?.position.x ?? -1
            #expect(abs(x - 55) < 1, "delay \(delay): presented x \(x)")
            host.settle()
        }
    }

    /// An infinite duration is accepted and never ends, so `settle()` times out; its message names
    /// the animation (key path, view class, timing), as well as display links and moving scroll views.
    @Test func settleNamesWhatIsStillPendingWhenItTimesOut() {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        host.window.addSubview(scrollView)
        host.settle()
        UIView.animate(withDuration: .infinity) { view.center.x = 50 }
        let ticker = Ticker()
        scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
        let pending = host.application._pendingWorkDescription
        #expect(pending.contains("CABasicAnimation of position on the layer of a UIView"), "\(pending)")
        #expect(pending.contains("duration inf s"), "\(pending)")
        #expect(pending.contains("a CADisplayLink with target Ticker"), "\(pending)")
        #expect(pending.contains("a UIScrollView animating its content offset"), "\(pending)")
        withKnownIssue("an animation of infinite duration never ends") {
            host.settle(timeout: 0.5)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("still busy") && text.contains("position") && text.contains("UIView")
                && text.contains("CADisplayLink")
        }
        ticker.link?.invalidate()
        view.layer.removeAllAnimations()
        host.settle()
        #expect(host.application._pendingWorkDescription.isEmpty)
    }

    /// An infinite zoom scale is clamped to `maximumZoomScale` like any other scale.
    @Test func anInfiniteZoomScaleIsClampedToTheMaximum() {
        let host = UITestHost()
        let delegate = Zooming()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.delegate = delegate
        scrollView.addSubview(delegate.content)
        scrollView.maximumZoomScale = 4
        host.window.addSubview(scrollView)
        scrollView.zoomScale = .infinity
        #expect(scrollView.zoomScale == 4)
        scrollView.setZoomScale(-.infinity, animated: false)
        #expect(scrollView.zoomScale == 1)
    }

    /// A scale of 0 or less is taken as 1.
    @Test func aZeroOrNegativeImageScaleIsTakenAsOne() {
        let data = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).pngData { _ in }
        #expect(UIImage(data: data, scale: 0)?.scale == 1)
        #expect(UIImage(data: data, scale: -2)?.scale == 1)
        let pixels = CGFloat(UIImage(data: data)!.cgImage!.width)
        #expect(UIImage(data: data, scale: 0)?.size == CGSize(width: pixels, height: pixels))
    }

    /// Infinity where it has a meaning: a fully rounded corner, a layer in front of all others, an
    /// animation repeating forever, a zero-scale transform (hidden, not an error).
    @Test func infinityIsAcceptedWhereItHasAMeaning() {
        let host = UITestHost()
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        front.backgroundColor = .red
        front.layer.cornerRadius = .infinity
        front.layer.zPosition = .infinity
        back.backgroundColor = .blue
        host.window.addSubview(front)
        host.window.addSubview(back)
        let repeating = CABasicAnimation(keyPath: "opacity")
        repeating.repeatCount = .infinity
        repeating.duration = .infinity
        #expect(repeating.repeatCount == .infinity)
        let collapsed = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        collapsed.backgroundColor = .green
        collapsed.transform = CGAffineTransform(scaleX: 0, y: 0)
        host.window.addSubview(collapsed)
        #expect(host.window.layer.hitTest(CGPoint(x: 20, y: 20)) === front.layer)
        let image = host.snapshotCGImage(scale: 1)
        #expect(image.width > 0)
    }
}
