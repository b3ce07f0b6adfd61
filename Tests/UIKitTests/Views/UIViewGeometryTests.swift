import Testing
@testable import UIKitTesting
import UIKitTestSupport
@testable import UIKit
@testable import QuartzCore

/// Coordinate conversion, hit-testing, layout, autoresizing and safe-area insets of `UIView`
/// (Apple's `UIView` documentation of `convert(_:to:)`, `bounds`, `setNeedsLayout()`,
/// `layoutIfNeeded()`, `autoresizingMask` and `hitTest(_:with:)`).
@MainActor @Suite struct UIViewGeometryTests {
    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) < tolerance }
    private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
    }
    private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance) &&
            close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
    }

    /// A worked example, derived from `CALayer`'s documented `position`, `anchorPoint` and
    /// `transform`: a child with bounds (0, 0, 100, 50) and center (200, 200), rotated by π/2, in a
    /// 400×400 parent.
    private func rotatedChild() -> (parent: UIView, child: UIView) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        child.center = CGPoint(x: 200, y: 200)
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)
        parent.addSubview(child)
        return (parent, child)
    }

    // MARK: - Converting points and rects

    @Test func convertingToASiblingGoesThroughTheirCommonSuperview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
        root.addSubview(a)
        root.addSubview(b)
        // (5, 5) in a is (15, 25) in root, which is (15 − 100, 25 − 200) in b.
        #expect(a.convert(CGPoint(x: 5, y: 5), to: b) == CGPoint(x: -85, y: -175))
        #expect(b.convert(CGPoint(x: 5, y: 5), from: a) == CGPoint(x: -85, y: -175))
        #expect(b.convert(CGPoint(x: -85, y: -175), to: a) == CGPoint(x: 5, y: 5))
    }

    @Test func convertingUpAndDownANestedHierarchyAddsEveryOffset() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let mid = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        let leaf = UIView(frame: CGRect(x: 5, y: 7, width: 50, height: 50))
        root.addSubview(mid)
        mid.addSubview(leaf)
        #expect(leaf.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 16, y: 18))
        #expect(root.convert(CGPoint(x: 16, y: 18), to: leaf) == CGPoint(x: 1, y: 1))
        #expect(leaf.convert(CGPoint(x: 1, y: 1), from: root) == CGPoint(x: -14, y: -16))
        #expect(root.convert(CGPoint(x: 1, y: 1), from: leaf) == CGPoint(x: 16, y: 18))
    }

    @Test func convertingToItselfChangesNothing() {
        let (_, child) = rotatedChild()
        #expect(child.convert(CGPoint(x: 3, y: 4), to: child) == CGPoint(x: 3, y: 4))
        #expect(child.convert(CGRect(x: 1, y: 2, width: 3, height: 4), from: child) == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func convertingToNilMeansTheWindow() {
        let host = UITestHost()
        let container = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 300))
        let child = UIView(frame: CGRect(x: 20, y: 30, width: 40, height: 40))
        host.window.addSubview(container)
        container.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 20, y: 130))
        #expect(child.convert(CGPoint(x: 20, y: 130), from: nil) == .zero)
        #expect(child.convert(CGPoint(x: 1, y: 2), to: nil) == child.convert(CGPoint(x: 1, y: 2), to: host.window))
        #expect(child.convert(CGRect(x: 0, y: 0, width: 40, height: 40), to: nil) == CGRect(x: 20, y: 130, width: 40, height: 40))
    }

    @Test func rotatedChildMapsTheReferencesWorkedExample() {
        // Derived: (0, 0) → (225, 150) and (100, 0) → (225, 250): top-left goes to top-right.
        let (parent, child) = rotatedChild()
        #expect(close(child.convert(CGPoint(x: 0, y: 0), to: parent), CGPoint(x: 225, y: 150)))
        #expect(close(child.convert(CGPoint(x: 100, y: 0), to: parent), CGPoint(x: 225, y: 250)))
        #expect(close(child.convert(CGPoint(x: 225, y: 150), from: parent), CGPoint(x: 0, y: 0)))
        #expect(close(parent.convert(CGPoint(x: 225, y: 250), to: child), CGPoint(x: 100, y: 0)))
    }

    @Test func convertingARectThroughARotationGivesTheBoundingBox() {
        let (parent, child) = rotatedChild()
        // The child's bounds under a quarter turn about (200, 200): 50 wide, 100 high.
        #expect(close(child.convert(child.bounds, to: parent), CGRect(x: 175, y: 150, width: 50, height: 100)))
        // Parent (225, 150) is the child's origin; the child's +y runs along the parent's −x, so
        // the parent's x 220…230 is the child's y 5…−5, and the parent's y 150…160 its x 0…10.
        let back = parent.convert(CGRect(x: 220, y: 150, width: 10, height: 10), to: child)
        #expect(close(back, CGRect(x: 0, y: -5, width: 10, height: 10)))
    }

    @Test func convertingThroughAScaleMultipliesAroundTheCenter() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(child)
        // own → super: center + 2·(p − (50, 50)).
        #expect(child.convert(CGPoint(x: 0, y: 0), to: root) == CGPoint(x: -50, y: -50))
        #expect(child.convert(CGPoint(x: 75, y: 50), to: root) == CGPoint(x: 100, y: 50))
        #expect(root.convert(CGPoint(x: 0, y: 0), to: child) == CGPoint(x: 25, y: 25))
    }

    @Test func convertingGoesThroughBoundsOrigin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 150, width: 20, height: 20))
        root.addSubview(scroller)
        scroller.addSubview(child)
        scroller.bounds.origin = CGPoint(x: 0, y: 100)
        #expect(child.convert(CGPoint.zero, to: scroller) == CGPoint(x: 10, y: 150))
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 10, y: 50))
        #expect(root.convert(CGPoint(x: 0, y: 0), to: scroller) == CGPoint(x: 0, y: 100))
        #expect(scroller.convert(CGRect(x: 0, y: 100, width: 10, height: 10), to: root) == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func convertingBetweenBranchesWithTransformsComposesBothPaths() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        a.center = CGPoint(x: 200, y: 200)
        a.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        b.center = CGPoint(x: 100, y: 100)
        b.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(a)
        root.addSubview(b)
        // a's (0, 0) is root's (225, 150); in b: pivot + (q − center)/2 = (50, 50) + (125, 50)/2.
        #expect(close(a.convert(CGPoint.zero, to: b), CGPoint(x: 112.5, y: 75)))
        #expect(close(b.convert(CGPoint(x: 112.5, y: 75), to: a), CGPoint.zero))
    }

    @Test func convertingThereAndBackIsTheIdentity() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 30, y: 40, width: 120, height: 80))
        a.transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.75)
        a.bounds.origin = CGPoint(x: 7, y: -3)
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        b.transform = CGAffineTransform(rotationAngle: -1.1)
        root.addSubview(a)
        a.addSubview(b)
        let p = CGPoint(x: 13.5, y: -8.25)
        #expect(close(root.convert(b.convert(p, to: root), to: b), p, 1e-9))
        #expect(close(b.convert(b.convert(p, from: root), to: root), p, 1e-9))
    }

    // MARK: - Hit-testing

    /// root 300×300 ⊃ child (50, 50, 100, 100) ⊃ grandchild (10, 10, 20, 20).
    private func tree() -> (root: UIView, child: UIView, grandchild: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let grandchild = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(child)
        child.addSubview(grandchild)
        return (root, child, grandchild)
    }

    @Test func hitTestReturnsTheDeepestViewContainingThePoint() {
        let (root, child, grandchild) = tree()
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === grandchild)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: -5, y: 10), with: nil) == nil)
    }

    @Test func hitTestIncludesTheTopLeftEdgeAndExcludesTheBottomRight() {
        let (root, child, _) = tree()
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 150, y: 100), with: nil) === root)
    }

    @Test func hiddenViewsAreSkipped() {
        let (root, child, _) = tree()
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === root)
        root.isHidden = true
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
    }

    @Test func viewsBelowAlphaOneHundredthAreSkipped() {
        let (root, child, _) = tree()
        child.alpha = 0.009
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
        child.alpha = 0
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
    }

    @Test func alphaOfExactlyOneHundredthIsStillHit() {
        // Apple: views with alpha *less than* 0.01 are ignored.
        let (root, child, _) = tree()
        child.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === child)
    }

    @Test func disabledInteractionSkipsTheWholeBranch() {
        let (root, child, grandchild) = tree()
        child.isUserInteractionEnabled = false
        #expect(grandchild.isUserInteractionEnabled)
        #expect(root.hitTest(CGPoint(x: 65, y: 65), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === root)
    }

    @Test func theFrontMostOverlappingSubviewWins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        root.bringSubviewToFront(back)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === back)
    }

    @Test func aHiddenFrontViewDoesNotBlockTheOneBehind() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    }

    @Test func partsOfSubviewsOutsideTheParentAreNeverHitEvenWithoutClipping() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overhang = UIView(frame: CGRect(x: 80, y: 80, width: 50, height: 50))
        root.addSubview(parent)
        parent.addSubview(overhang)
        #expect(parent.clipsToBounds == false)
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === overhang)
        #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === root)
        #expect(parent.hitTest(CGPoint(x: 110, y: 110), with: nil) == nil)
    }

    @Test func pointInsideOverrideGrowsTheTouchArea() {
        final class BigTarget: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let small = BigTarget(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        root.addSubview(small)
        #expect(root.hitTest(CGPoint(x: 85, y: 85), with: nil) === small)
        #expect(root.hitTest(CGPoint(x: 125, y: 125), with: nil) === small)
        #expect(root.hitTest(CGPoint(x: 79, y: 105), with: nil) === root)
    }

    @Test func pointInsideIsTheBoundsByDefault() {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        view.bounds.origin = CGPoint(x: 100, y: 100)
        #expect(view.point(inside: CGPoint(x: 105, y: 105), with: nil))
        #expect(!view.point(inside: CGPoint(x: 5, y: 5), with: nil))
    }

    @Test func hitTestOverrideIsAskedByTheSuperview() {
        final class PassThrough: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                let hit = super.hitTest(point, with: event)
                return hit === self ? nil : hit
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let overlay = PassThrough(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.addSubview(back)
        root.addSubview(overlay)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
    }

    @Test func hitTestingFollowsTheTransformedShape() {
        // A 100×50 child rotated a quarter turn about (100, 100) covers x 75…125, y 50…150.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        child.center = CGPoint(x: 100, y: 100)
        child.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(child)
        #expect(root.hitTest(CGPoint(x: 100, y: 60), with: nil) === child)   // only inside the rotated shape
        #expect(root.hitTest(CGPoint(x: 60, y: 100), with: nil) === root)    // only inside the unrotated one
    }

    @Test func hitTestingFollowsBoundsOrigin() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let item = UIView(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
        root.addSubview(scroller)
        scroller.addSubview(item)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === scroller)
        scroller.bounds.origin = CGPoint(x: 0, y: 200)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === item)
    }

    @Test func aTapInTheWindowGoesToTheHitView() {
        let host = UITestHost()
        let back = TouchRecordingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let front = TouchRecordingView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        host.window.addSubview(back)
        host.window.addSubview(front)
        #expect(host.window.hitTest(CGPoint(x: 120, y: 120), with: nil) === front)
        host.tap(at: CGPoint(x: 120, y: 120))
        host.tap(at: CGPoint(x: 60, y: 60))
        #expect(front.calls(.began).count == 1)
        #expect(back.calls(.began).count == 1)
    }

    @Test func aTapReachesARotatedViewWhereOnlyItsRotatedShapeIs() {
        let host = UITestHost()
        let bar = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        bar.center = CGPoint(x: 150, y: 300)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)   // covers x 125…175, y 250…350
        host.window.addSubview(bar)
        host.tap(at: CGPoint(x: 150, y: 260))
        #expect(bar.calls(.began).count == 1)
        host.tap(at: CGPoint(x: 110, y: 300))    // inside the unrotated frame only
        #expect(bar.calls(.began).count == 1)
    }

    // MARK: - Layout

    final class Counter: UIView {
        var layouts = 0
        var onLayout: (() -> Void)?
        override func layoutSubviews() {
            layouts += 1
            onLayout?()
        }
    }

    /// A view with no layout pending and a zeroed count.
    private func settled(_ frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) -> Counter {
        let view = Counter(frame: frame)
        view.layoutIfNeeded()
        view.layouts = 0
        return view
    }

    @Test func setNeedsLayoutOnlyMarks() {
        let view = settled()
        view.setNeedsLayout()
        #expect(view.layouts == 0)
        #expect(view.layer.needsLayout())
    }

    @Test func setNeedsLayoutCallsCoalesce() {
        let view = settled()
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
        #expect(!view.layer.needsLayout())
    }

    @Test func layoutSubviewsRunsOncePerInvalidation() {
        let view = settled()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(view.layouts == 2)
    }

    @Test func layoutIfNeededDoesNothingWhenNothingIsPending() {
        let view = settled()
        view.layoutIfNeeded()
        #expect(view.layouts == 0)
    }

    @Test func movingTheFrameWithoutResizingDoesNotLayOut() {
        let view = settled()
        view.frame = CGRect(x: 40, y: 40, width: 100, height: 100)
        view.center = CGPoint(x: 10, y: 10)
        #expect(!view.layer.needsLayout())
        view.layoutIfNeeded()
        #expect(view.layouts == 0)
    }

    @Test func resizingTheFrameLaysOut() {
        let view = settled()
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
    }

    @Test func changingOnlyBoundsOriginLaysOut() {
        // Scrolling a UIScrollView runs its layoutSubviews on every offset change.
        let view = settled()
        view.bounds.origin = CGPoint(x: 0, y: 10)
        view.layoutIfNeeded()
        #expect(view.layouts == 1)
    }

    @Test func changingBoundsSizeLaysOutTheViewAndItsSuperview() {
        let parent = settled()
        let child = settled(CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.layouts = 0
        child.layouts = 0
        child.bounds.size = CGSize(width: 20, height: 20)
        #expect(parent.layer.needsLayout())
        parent.layoutIfNeeded()
        #expect(parent.layouts == 1)
        #expect(child.layouts == 1)
    }

    @Test func settingTheSameBoundsAgainDoesNotLayOut() {
        let view = settled()
        view.bounds = view.bounds
        #expect(!view.layer.needsLayout())
    }

    @Test func addSubviewMarksBothViews() {
        let parent = settled()
        let child = settled(CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        #expect(parent.layer.needsLayout())
        #expect(child.layer.needsLayout())
        parent.layoutIfNeeded()
        #expect(parent.layouts == 1)
        #expect(child.layouts == 1)
    }

    @Test func removeFromSuperviewMarksTheOldSuperview() {
        let parent = settled()
        let child = settled(CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.layouts = 0
        child.removeFromSuperview()
        #expect(parent.layer.needsLayout())
        parent.layoutIfNeeded()
        #expect(parent.layouts == 1)
    }

    @Test func layoutIfNeededLaysOutNowParentsBeforeChildren() {
        var order: [String] = []
        let parent = settled()
        let child = settled(CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.onLayout = { order.append("parent") }
        child.onLayout = { order.append("child") }
        parent.layoutIfNeeded()
        #expect(order == ["parent", "child"])
    }

    @Test func layoutIfNeededOnAChildLeavesAnUnmarkedParentAlone() {
        let parent = settled()
        let child = settled(CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.layouts = 0
        child.layouts = 0
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(child.layouts == 1)
        #expect(parent.layouts == 0)
    }

    @Test func resizingThroughTheFrameMarksTheSuperview() {
        let parent = settled()
        let child = settled(CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        child.frame = CGRect(x: 5, y: 5, width: 30, height: 10)
        #expect(parent.layer.needsLayout())
        #expect(child.layer.needsLayout())
    }

    @Test func aBoundsChangeInAWindowIsLaidOutInTheNextFrame() {
        let host = UITestHost()
        let view = Counter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        view.layouts = 0
        view.bounds.origin = CGPoint(x: 0, y: 40)
        view.bounds.origin = CGPoint(x: 0, y: 80)
        #expect(view.layouts == 0)
        host.advance(by: 1.0 / 60)
        #expect(view.layouts == 1)
    }

    @Test func aSizeChangeMadeInLayoutSubviewsLaysTheChildOutInTheSamePass() {
        let parent = settled()
        let child = settled(CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.layouts = 0
        child.layouts = 0
        parent.onLayout = { child.frame = CGRect(x: 0, y: 0, width: parent.bounds.width / 2, height: 10) }
        parent.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(child.frame.width == 50)
        #expect(child.layouts == 1)
        #expect(!child.layer.needsLayout())
    }

    @Test func theFrameRunsThePendingLayoutOfViewsInTheWindow() {
        let host = UITestHost()
        let view = Counter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        let afterAdding = view.layouts
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(view.layouts == afterAdding)
        host.advance(by: 1.0 / 60)
        #expect(afterAdding == 1)
        #expect(view.layouts == 2)
        host.advance(by: 1.0 / 60)
        #expect(view.layouts == 2)
    }

    @Test func aViewOutsideAWindowIsNotLaidOutByTheFrame() {
        let host = UITestHost()
        let view = Counter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.setNeedsLayout()
        host.advance(by: 1.0 / 60)
        #expect(view.layouts == 0)
    }

    // MARK: - Autoresizing: the rule (Apple's `autoresizingMask` docs: distributed proportionally)

    // One axis: superview 100 → 150 (Δ = 50); subview x = 20, w = 30, so the right margin r = 50.
    private func resize(_ flexible: (lead: Bool, length: Bool, trail: Bool),
                        x: CGFloat = 20, w: CGFloat = 30, from s: CGFloat = 100, to s2: CGFloat = 150)
        -> (origin: CGFloat, length: CGFloat) {
        _AutoresizingRule.resize(origin: x, length: w, oldSuper: s, newSuper: s2,
                                 flexibleLeading: flexible.lead, flexibleLength: flexible.length,
                                 flexibleTrailing: flexible.trail)
    }

    @Test func noFlexiblePartKeepsOriginAndLength() {
        let r = resize((false, false, false))
        #expect(r.origin == 20 && r.length == 30)
    }

    @Test func flexibleLeftMarginAloneTakesTheWholeChange() {
        let r = resize((true, false, false))
        #expect(r.origin == 70 && r.length == 30)
    }

    @Test func flexibleWidthAloneTakesTheWholeChange() {
        let r = resize((false, true, false))
        #expect(r.origin == 20 && r.length == 80)
    }

    @Test func flexibleRightMarginAloneLeavesTheViewWhereItIs() {
        let r = resize((false, false, true))
        #expect(r.origin == 20 && r.length == 30)
    }

    @Test func flexibleLeftAndRightShareTheChangeByMarginLength() {
        // x + Δ·x/(x + r) = 20 + 50·20/70.
        let r = resize((true, false, true))
        #expect(close(r.origin, 20 + 50.0 * 20 / 70))
        #expect(r.length == 30)
    }

    @Test func flexibleLeftAndWidthShareTheChangeByLength() {
        // x + Δ·x/(x + w) = 20 + 50·20/50 = 40; w + Δ·w/(x + w) = 30 + 50·30/50 = 60.
        let r = resize((true, true, false))
        #expect(close(r.origin, 40))
        #expect(close(r.length, 60))
    }

    @Test func flexibleWidthAndRightShareTheChangeByLength() {
        // w + Δ·w/(w + r) = 30 + 50·30/80.
        let r = resize((false, true, true))
        #expect(r.origin == 20)
        #expect(close(r.length, 30 + 50.0 * 30 / 80))
    }

    @Test func allThreeFlexibleScaleWithTheSuperview() {
        // x·S'/S and w·S'/S.
        let r = resize((true, true, true))
        #expect(close(r.origin, 20 * 150.0 / 100))
        #expect(close(r.length, 30 * 150.0 / 100))
    }

    @Test func shrinkingDistributesANegativeChangeTheSameWay() {
        // Superview 100 → 60 (Δ = −40), left + width: 20 − 40·20/50 = 4; 30 − 40·30/50 = 6.
        let r = resize((true, true, false), from: 100, to: 60)
        #expect(close(r.origin, 4))
        #expect(close(r.length, 6))
    }

    @Test func flexiblePartsOfZeroLengthShareEqually() {
        // Full-width subview with flexible margins: both margins are 0, so each gets Δ/2.
        let r = resize((true, false, true), x: 0, w: 100, from: 100, to: 120)
        #expect(r.origin == 10)
        #expect(r.length == 100)
    }

    @Test func theLengthNeverGoesBelowZero() {
        let r = resize((false, true, false), from: 100, to: 40)
        #expect(r.length == 0)
    }

    @Test func noSizeChangeLeavesTheAxisAlone() {
        let r = resize((true, true, true), from: 100, to: 100)
        #expect(r.origin == 20 && r.length == 30)
    }

    // MARK: - Autoresizing: views

    @Test func flexibleSizeFollowsTheSuperviewsGrowth() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 150, height: 200)
        #expect(child.frame == CGRect(x: 20, y: 20, width: 80, height: 130))
    }

    @Test func flexibleLeftAndTopMarginsPinTheViewToTheBottomRight() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 60, y: 70, width: 30, height: 20))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        #expect(child.frame == CGRect(x: 160, y: 120, width: 30, height: 20))
    }

    @Test func autoresizesSubviewsFalseTurnsTheMasksOff() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 150, height: 200)
        #expect(child.frame == CGRect(x: 20, y: 20, width: 30, height: 30))
    }

    @Test func boundsOriginChangesDoNotAutoresize() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 20, y: 20, width: 30, height: 30))
        child.autoresizingMask = [.flexibleWidth, .flexibleLeftMargin]
        parent.addSubview(child)
        parent.bounds.origin = CGPoint(x: 50, y: 50)
        #expect(child.frame == CGRect(x: 20, y: 20, width: 30, height: 30))
    }

    @Test func autoresizingIsDoneBeforeTheSuperviewsLayoutSubviews() {
        let parent = settled()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.layoutIfNeeded()
        var widthSeen: CGFloat = -1
        parent.onLayout = { widthSeen = child.frame.width }
        parent.bounds.size = CGSize(width: 300, height: 100)
        parent.layoutIfNeeded()
        #expect(widthSeen == 300)
    }

    @Test func theRootViewFollowsTheWindow() {
        let host = UITestHost()
        let vc = UIViewController()
        host.show(vc)
        host.window.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    }

    // MARK: - Safe area

    @Test func theRootViewIsInsetByTheStatusBar() {
        let host = UITestHost()
        let vc = UIViewController()
        host.show(vc)
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(host.window.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    }

    @Test func aSubviewPartlyUnderTheStatusBarGetsTheCoveredPart() {
        let host = UITestHost()
        let vc = UIViewController()
        host.show(vc)
        let partly = UIView(frame: CGRect(x: 0, y: 10, width: 100, height: 100))
        let below = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        vc.view.addSubview(partly)
        vc.view.addSubview(below)
        #expect(partly.safeAreaInsets == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        #expect(below.safeAreaInsets == .zero)
    }

    @Test func aViewOutsideAWindowHasNoSafeAreaInsets() {
        _ = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(view.safeAreaInsets == .zero)
    }

    @Test func aHiddenStatusBarLeavesNoInset() {
        let host = UITestHost()
        host.application.isStatusBarHidden = true
        let vc = UIViewController()
        host.show(vc)
        #expect(vc.view.safeAreaInsets == .zero)
    }

    @Test func aNotchedScreensInsetsReachTheRootView() {
        let screen = UITestScreen(size: CGSize(width: 375, height: 812), scale: 3, statusBarHeight: 44,
                                  safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let host = UITestHost(screen: screen)
        let vc = UIViewController()
        host.show(vc)
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        // A bar along the bottom edge: only the home-indicator strip (812 − 34 = 778 and below) is unsafe.
        let bar = UIView(frame: CGRect(x: 0, y: 762, width: 375, height: 50))
        vc.view.addSubview(bar)
        #expect(bar.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func sideInsetsOfALandscapeScreenReachSubviewsAtTheEdges() {
        let screen = UITestScreen(size: CGSize(width: 812, height: 375), scale: 3, statusBarHeight: 0,
                                  safeAreaInsets: UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        let host = UITestHost(screen: screen)
        let vc = UIViewController()
        host.show(vc)
        #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
        let leftStrip = UIView(frame: CGRect(x: 20, y: 0, width: 100, height: 100))
        vc.view.addSubview(leftStrip)
        #expect(leftStrip.safeAreaInsets == UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 0))
    }

    // MARK: - NaN geometry (Core Animation raises CALayerInvalidGeometry)

    @Test func aNaNFrameStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UIView()
                view.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
            }
        }
    }

    @Test func aNaNBoundsStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UIView()
                view.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)
            }
        }
    }

    @Test func aNaNCenterStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UIView()
                view.center = CGPoint(x: 0, y: CGFloat.nan)
            }
        }
    }
}
