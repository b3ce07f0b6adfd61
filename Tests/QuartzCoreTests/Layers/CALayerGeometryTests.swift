import Testing
import QuartzCore

/// Conversion between layers and `hitTest(_:)` (`CALayer+Geometry.swift`): a point `p` in a layer
/// maps to its superlayer as `position + T(p − pivot)`, `pivot = bounds.origin + anchorPoint · bounds.size`.
@MainActor @Suite struct CALayerGeometryTests {
    private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
    }
    private func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.origin, b.origin, tolerance) &&
            abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    private func layer(_ frame: CGRect, name: String? = nil) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.name = name
        return layer
    }

    // MARK: Conversion

    @Test func convertingToTheSuperlayerAddsTheFrameOrigin() {
        let parent = layer(CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = layer(CGRect(x: 30, y: 40, width: 50, height: 50))
        parent.addSublayer(child)
        #expect(child.convert(CGPoint(x: 1, y: 2), to: parent) == CGPoint(x: 31, y: 42))
        #expect(parent.convert(CGPoint(x: 31, y: 42), to: child) == CGPoint(x: 1, y: 2))
        #expect(child.convert(CGPoint(x: 31, y: 42), from: parent) == CGPoint(x: 1, y: 2))
    }

    @Test func conversionUsesTheAnchorPointAsThePivot() {
        let parent = layer(CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
        child.anchorPoint = CGPoint(x: 0, y: 0)
        child.position = CGPoint(x: 100, y: 100)
        parent.addSublayer(child)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 100, y: 100))
        // A quarter turn about the top-left corner: (40, 0) goes to (100, 140).
        child.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(child.convert(CGPoint(x: 40, y: 0), to: parent), CGPoint(x: 100, y: 140)))
        #expect(close(child.convert(CGPoint(x: 0, y: 20), to: parent), CGPoint(x: 80, y: 100)))
    }

    @Test func conversionGoesThroughBoundsOrigin() {
        let parent = layer(CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = layer(CGRect(x: 0, y: 100, width: 50, height: 50))
        parent.addSublayer(child)
        parent.bounds.origin = CGPoint(x: 10, y: 100)
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        root.position = CGPoint(x: 200, y: 200)
        root.addSublayer(parent)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 0, y: 100))
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: -10, y: 0))
    }

    @Test func convertingBetweenSiblingsAndCousins() {
        let root = layer(CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = layer(CGRect(x: 10, y: 10, width: 100, height: 100))
        let a1 = layer(CGRect(x: 5, y: 5, width: 10, height: 10))
        let b = layer(CGRect(x: 200, y: 50, width: 100, height: 100))
        let b1 = layer(CGRect(x: 20, y: 30, width: 10, height: 10))
        root.addSublayer(a)
        a.addSublayer(a1)
        root.addSublayer(b)
        b.addSublayer(b1)
        #expect(a.convert(CGPoint.zero, to: b) == CGPoint(x: -190, y: -40))
        // a1's origin is root (15, 15); b1's is root (220, 80).
        #expect(a1.convert(CGPoint.zero, to: b1) == CGPoint(x: -205, y: -65))
        #expect(b1.convert(CGPoint.zero, from: a1) == CGPoint(x: -205, y: -65))
    }

    @Test func convertingToNilReachesTheSpaceOfTheRootsPosition() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.position = CGPoint(x: 150, y: 150)
        let child = layer(CGRect(x: 10, y: 20, width: 10, height: 10))
        root.addSublayer(child)
        #expect(child.convert(CGPoint.zero, to: nil) == CGPoint(x: 110, y: 120))
        #expect(child.convert(CGPoint(x: 110, y: 120), from: nil) == .zero)
    }

    @Test func scaleTransformsScaleAroundThePivot() {
        let parent = layer(CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = layer(CGRect(x: 100, y: 100, width: 100, height: 100))
        child.transform = CATransform3DMakeScale(0.5, 2, 1)
        parent.addSublayer(child)
        // position (150, 150), pivot (50, 50): (0, 0) ↦ (150 − 25, 150 − 100).
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 125, y: 50))
        #expect(parent.convert(CGPoint(x: 125, y: 50), to: child) == .zero)
    }

    @Test func depthIsIgnoredInConversion() {
        let parent = layer(CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        child.transform = CATransform3DMakeTranslation(10, 20, 500)
        parent.addSublayer(child)
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 10, y: 20))
    }

    @Test func convertingARectUnderRotationGivesTheBoundingBox() {
        let parent = layer(CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        child.position = CGPoint(x: 200, y: 200)
        child.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
        parent.addSublayer(child)
        let half = 75 * 2.0.squareRoot() / 2
        #expect(close(child.convert(child.bounds, to: parent),
                      CGRect(x: 200 - half, y: 200 - half, width: 2 * half, height: 2 * half)))
        #expect(close(child.convert(child.bounds, to: parent), child.frame))
    }

    @Test func convertingANullRectReturnsItUnchanged() {
        let parent = layer(CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = layer(CGRect(x: 10, y: 10, width: 10, height: 10))
        parent.addSublayer(child)
        #expect(child.convert(CGRect.null, to: parent).isNull)
    }

    @Test func convertingARectFromAnotherLayer() {
        let parent = layer(CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = layer(CGRect(x: 10, y: 20, width: 100, height: 100))
        parent.addSublayer(child)
        #expect(child.convert(CGRect(x: 10, y: 20, width: 5, height: 6), from: parent) == CGRect(x: 0, y: 0, width: 5, height: 6))
    }

    // MARK: Hit-testing

    @Test func hitTestTakesThePointInTheSuperlayersCoordinates() {
        let layer = self.layer(CGRect(x: 50, y: 50, width: 20, height: 20))
        #expect(layer.hitTest(CGPoint(x: 55, y: 55)) === layer)
        #expect(layer.hitTest(CGPoint(x: 5, y: 5)) == nil)
    }

    @Test func hitTestReturnsTheFarthestDescendant() {
        let root = layer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = layer(CGRect(x: 50, y: 50, width: 100, height: 100))
        let grandchild = layer(CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSublayer(child)
        child.addSublayer(grandchild)
        #expect(root.hitTest(CGPoint(x: 65, y: 65)) === grandchild)
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === child)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)
    }

    @Test func hiddenLayersAreNotHit() {
        let root = layer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = layer(CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSublayer(child)
        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 100, y: 100)) === root)
    }

    @Test func sublayersOutsideTheBoundsAreHitUnlessMasked() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let outside = layer(CGRect(x: 150, y: 150, width: 20, height: 20))
        root.addSublayer(outside)
        #expect(root.hitTest(CGPoint(x: 160, y: 160)) === outside)
        root.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 160, y: 160)) == nil)
    }

    @Test func maskingStillHitsSublayersInsideTheBounds() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let inside = layer(CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSublayer(inside)
        root.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) === inside)
    }

    @Test func laterSublayersAreInFrontAmongEqualZPositions() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = layer(CGRect(x: 0, y: 0, width: 50, height: 50), name: "back")
        let front = layer(CGRect(x: 0, y: 0, width: 50, height: 50), name: "front")
        root.addSublayer(back)
        root.addSublayer(front)
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === front)
    }

    @Test func aHigherZPositionIsHitFirst() {
        let root = layer(CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = layer(CGRect(x: 0, y: 0, width: 50, height: 50), name: "back")
        let front = layer(CGRect(x: 0, y: 0, width: 50, height: 50), name: "front")
        let third = layer(CGRect(x: 0, y: 0, width: 50, height: 50), name: "third")
        root.addSublayer(back)
        root.addSublayer(front)
        root.addSublayer(third)
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === back)
        third.zPosition = -1
        back.zPosition = 0
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === front)
    }

    @Test func hitTestingFollowsRotation() {
        // 100×50 about (100, 100), a quarter turn: covers x 75…125, y 50…150.
        let root = layer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        child.position = CGPoint(x: 100, y: 100)
        child.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        root.addSublayer(child)
        #expect(root.hitTest(CGPoint(x: 100, y: 60)) === child)
        #expect(root.hitTest(CGPoint(x: 60, y: 100)) === root)
    }

    @Test func containsIsTheBoundsAndCanBeOverridden() {
        final class Round: CALayer {
            override func contains(_ p: CGPoint) -> Bool {
                let dx = p.x - bounds.midX, dy = p.y - bounds.midY
                return dx * dx + dy * dy <= (bounds.width / 2) * (bounds.width / 2)
            }
        }
        let plain = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(plain.contains(CGPoint(x: 0, y: 0)))
        #expect(!plain.contains(CGPoint(x: 10, y: 5)))
        let root = layer(CGRect(x: 0, y: 0, width: 300, height: 300))
        let round = Round()
        round.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(round)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === round)
        #expect(root.hitTest(CGPoint(x: 5, y: 5)) === root)   // a corner outside the circle
    }
}
