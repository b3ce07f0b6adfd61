import Testing
import UIKitTesting

/// Properties, defaults and the frame/bounds/center/transform model of `UIView` (Apple's `UIView`
/// documentation of `frame`, `bounds`, `center`, `transform`, `sizeThatFits(_:)` and `sizeToFit()`,
/// and `CALayer.anchorPoint`).
@MainActor @Suite struct UIViewTests {
    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) < tolerance }
    private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance) &&
            close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
    }

    // MARK: Defaults

    @Test func plainInitIsAZeroFrame() {
        let view = UIView()
        #expect(view.frame == .zero)
        #expect(view.bounds == .zero)
        #expect(view.center == .zero)
    }

    @Test func initWithFrameSetsBoundsSizeAndCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
    }

    @Test func appearanceDefaultsMatchUIKit() {
        let view = UIView()
        #expect(view.isHidden == false)
        #expect(view.alpha == 1)
        #expect(view.isOpaque == true)
        #expect(view.clipsToBounds == false)
        #expect(view.backgroundColor == nil)
        #expect(view.transform == .identity)
        #expect(view.tag == 0)
    }

    @Test func interactionDefaultsMatchUIKit() {
        let view = UIView()
        #expect(view.isUserInteractionEnabled == true)
        #expect(view.isMultipleTouchEnabled == false)
        #expect(view.isExclusiveTouch == false)
    }

    @Test func autoresizingDefaultsAreNoMaskAndResizingSubviews() {
        let view = UIView()
        #expect(view.autoresizingMask == [])
        #expect(view.autoresizesSubviews == true)
    }

    @Test func aNewViewHasNoSuperviewSubviewsOrWindow() {
        let view = UIView()
        #expect(view.superview == nil)
        #expect(view.subviews.isEmpty)
        #expect(view.window == nil)
    }

    // MARK: The layer

    @Test func theViewIsItsLayersDelegate() {
        let view = UIView()
        #expect(view.layer.delegate === view)
    }

    @Test func layerClassChoosesTheBackingLayersType() {
        final class MarkerLayer: CALayer {}
        final class MarkedView: UIView {
            override class var layerClass: AnyClass { MarkerLayer.self }
        }
        #expect(MarkedView().layer is MarkerLayer)
        #expect(!(UIView().layer is MarkerLayer))
    }

    @Test func geometryIsStoredInTheLayer() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.center = CGPoint(x: 7, y: 9)
        #expect(view.layer.position == CGPoint(x: 7, y: 9))
        view.bounds = CGRect(x: 1, y: 2, width: 30, height: 20)
        #expect(view.layer.bounds == CGRect(x: 1, y: 2, width: 30, height: 20))
        view.transform = CGAffineTransform(scaleX: 2, y: 3)
        #expect(view.layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3))
        #expect(view.layer.frame == view.frame)
    }

    @Test func hiddenAndClipsToBoundsAreTheLayersFlags() {
        let view = UIView()
        view.isHidden = true
        view.clipsToBounds = true
        #expect(view.layer.isHidden)
        #expect(view.layer.masksToBounds)
        view.layer.isHidden = false
        #expect(!view.isHidden)
    }

    @Test func alphaIsStoredAsTheLayersFloatOpacity() {
        let view = UIView()
        view.alpha = 0.3
        // 0.3 goes through Float: it reads back as 0.30000001192092896, not 0.3.
        #expect(view.layer.opacity == Float(0.3))
        #expect(view.alpha == CGFloat(Float(0.3)))
        #expect(view.alpha != 0.3)
        #expect(abs(view.alpha - 0.30000001192092896) < 1e-15)
    }

    @Test func alphaOfAHalfIsExactInFloat() {
        let view = UIView()
        view.alpha = 0.5
        #expect(view.alpha == 0.5)
    }

    @Test func transform3DIsTheLayersFullTransform() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform3D = CATransform3DMakeScale(2, 3, 1)
        #expect(view.layer.transform == CATransform3DMakeScale(2, 3, 1))
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 3))
    }

    // MARK: frame, bounds, center, transform

    @Test func frameUnderScaleIsTheBoundingBoxAroundTheCenter() {
        // As observed on iOS (John Sundell, "UIView bounds and transforms", swiftbysundell.com):
        // 100×100 at origin 0 scaled by 2 reports (-50, -50, 200, 200).
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: -50, y: -50, width: 200, height: 200))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.center == CGPoint(x: 50, y: 50))
    }

    @Test func frameUnderAQuarterTurnIsTheBoundingBoxOfTheRotatedBounds() {
        // Worked example, derived from `CALayer.frame`'s definition: bounds 100×50, center
        // (200, 200), rotation π/4.
        // Half extents: 50·cos45° + 25·sin45° = 75·√2/2 on both axes.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 200, y: 200)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let half = 75 * 2.0.squareRoot() / 2
        #expect(close(view.frame, CGRect(x: 200 - half, y: 200 - half, width: 2 * half, height: 2 * half)))
        #expect(close(view.frame.minX, 146.967, 1e-3))
        #expect(close(view.frame.width, 106.066, 1e-3))
    }

    @Test func frameUnderARightAngleSwapsWidthAndHeight() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 200, y: 200)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(view.frame, CGRect(x: 175, y: 150, width: 50, height: 100)))
    }

    @Test func transformChangesNeitherBoundsNorCenter() {
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 3, y: 0.5)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 70, y: 55))
    }

    @Test func resettingTheTransformRestoresTheFrame() {
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.transform = .identity
        #expect(view.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
    }

    @Test func settingFrameWithIdentityTransformKeepsBoundsOrigin() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 15, y: 25)
        view.frame = CGRect(x: 10, y: 10, width: 60, height: 40)
        #expect(view.bounds == CGRect(x: 15, y: 25, width: 60, height: 40))
        #expect(view.center == CGPoint(x: 40, y: 30))
        #expect(view.frame == CGRect(x: 10, y: 10, width: 60, height: 40))
    }

    @Test func boundsOriginDoesNotMoveTheFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 0, y: 50)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 100))
    }

    @Test func boundsOriginShiftsWhereSubviewsAppear() {
        // `bounds` is the view's location in its own coordinate system (Apple's `UIView.bounds`
        // docs), so a subview at frame origin (x, y) appears at (x − bounds.origin.x,
        // y − bounds.origin.y); Ilya Lobanov's "How UIScrollView works" shows the same.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let content = UIView(frame: CGRect(x: 30, y: 100, width: 50, height: 50))
        root.addSubview(scroller)
        scroller.addSubview(content)
        scroller.bounds.origin = CGPoint(x: 10, y: 60)
        #expect(content.frame.origin == CGPoint(x: 30, y: 100))
        #expect(content.convert(CGPoint.zero, to: root) == CGPoint(x: 20, y: 40))
    }

    @Test func changingBoundsSizeKeepsTheCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.bounds.size = CGSize(width: 50, height: 20)
        #expect(view.center == CGPoint(x: 60, y: 60))
        #expect(view.frame == CGRect(x: 35, y: 50, width: 50, height: 20))
    }

    @Test func settingFrameSizeAloneKeepsTheOriginAndMovesTheCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.frame.size = CGSize(width: 50, height: 20)
        #expect(view.frame.origin == CGPoint(x: 10, y: 10))
        #expect(view.center == CGPoint(x: 35, y: 20))
    }

    @Test func settingCenterMovesTheFrameOrigin() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
    }

    @Test func settingFrameUnderScaleSetsTheUntransformedSize() {
        // The frame is the bounding box: under a 2× scale, a 200×100 frame needs 100×50 bounds.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(close(view.bounds.width, 100))
        #expect(close(view.bounds.height, 50))
        #expect(view.center == CGPoint(x: 100, y: 50))
        #expect(close(view.frame, CGRect(x: 0, y: 0, width: 200, height: 100)))
    }

    @Test func settingFrameUnderARightAngleSwapsTheBoundsSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 80)
        #expect(close(view.bounds.width, 80))
        #expect(close(view.bounds.height, 30))
        #expect(close(view.center.x, 15) && close(view.center.y, 40))
    }

    @Test func settingFrameUnderAnOddRotationFindsTheSizeWhoseBoxIsTheRect() {
        // Rotated by π/6, a w×h view's box is (w·cos + h·sin) × (w·sin + h·cos); solving that for a
        // 300×200 box gives a unique positive size, so the frame reads back as set.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 6)
        view.frame = CGRect(x: 10, y: 20, width: 300, height: 200)
        let (c, s) = (cos(CGFloat.pi / 6), sin(CGFloat.pi / 6))
        let w = view.bounds.width, h = view.bounds.height
        #expect(close(w * c + h * s, 300, 1e-6))
        #expect(close(w * s + h * c, 200, 1e-6))
        #expect(close(view.center.x, 160) && close(view.center.y, 120))
        #expect(close(view.frame, CGRect(x: 10, y: 20, width: 300, height: 200), 1e-6))
    }

    @Test func settingFrameUnderAnEighthTurnKeepsTheSizeAndCentersTheView() {
        // At 45° every size with the same w + h has the same box: no unique answer, so the size stays.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        view.frame = CGRect(x: 10, y: 20, width: 300, height: 200)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(close(view.center.x, 160) && close(view.center.y, 120))
    }

    @Test func settingFrameThatNoSizeCanProduceKeepsTheSize() {
        // Rotated by π/6, the thinnest box any view has is sin30°/cos30° ≈ 0.58 of the long side:
        // a 100×300 box needs a negative width (100·cos − 300·sin < 0), so the size stays.
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 6)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 300)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
        #expect(close(view.center.x, 50) && close(view.center.y, 150))
    }

    @Test func anchorPointMovesTheFrameButNotTheCenter() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.center == CGPoint(x: 50, y: 50))
        #expect(view.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
    }

    // MARK: Sizing

    @Test func sizeThatFitsReturnsTheCurrentSizeWhateverItIsAsked() {
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 40))
        #expect(view.sizeThatFits(CGSize(width: 1000, height: 1)) == CGSize(width: 30, height: 40))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 30, height: 40))
        #expect(view.frame == CGRect(x: 5, y: 5, width: 30, height: 40))
    }

    @Test func sizeToFitAsksForTheCurrentBoundsSizeAndKeepsTheOrigin() {
        final class Fitting: UIView {
            var asked: [CGSize] = []
            override func sizeThatFits(_ size: CGSize) -> CGSize {
                asked.append(size)
                return CGSize(width: 120, height: 44)
            }
        }
        let view = Fitting(frame: CGRect(x: 10, y: 20, width: 50, height: 30))
        view.sizeToFit()
        #expect(view.asked == [CGSize(width: 50, height: 30)])
        #expect(view.frame == CGRect(x: 10, y: 20, width: 120, height: 44))
    }

    @Test func sizeToFitOfAPlainViewChangesNothing() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 30))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 10, y: 20, width: 50, height: 30))
    }

    @Test func aPlainViewHasNoIntrinsicContentSize() {
        #expect(UIView.noIntrinsicMetric == -1)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
