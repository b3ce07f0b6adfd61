import Testing
import QuartzCore

/// The layer model: geometry storage and the derived frame, the sublayer tree, and layout marks.
@MainActor @Suite struct CALayerTests {
    /// Layers are equal only to themselves and hash by identity (NSObject's `==` on Apple
    /// platforms), so they go into sets and dictionaries.
    @Test func layersAreEqualAndHashedByIdentity() {
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        b.frame = a.frame
        #expect(a == a)
        #expect(a != b)
        let set: Set<CALayer> = [a, b, a]
        #expect(set.count == 2)
        #expect([b, a].firstIndex(of: a) == 1)
    }

    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) < tolerance }

    private func layer(_ frame: CGRect) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        return layer
    }

    /// Records `layoutSublayers(of:)` calls into a shared list.
    final class LayoutWitness: CALayerDelegate {
        var calls: [String] = []
        func layoutSublayers(of layer: CALayer) { calls.append(layer.name ?? "?") }
    }

    // MARK: Defaults

    @Test func aNewLayerHasApplesDefaults() {
        let layer = CALayer()
        #expect(layer.bounds == .zero)
        #expect(layer.position == .zero)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(layer.anchorPointZ == 0)
        #expect(layer.transform == CATransform3DIdentity)
        #expect(layer.zPosition == 0)
        #expect(layer.opacity == 1)
        #expect(layer.isHidden == false)
        #expect(layer.masksToBounds == false)
        #expect(layer.name == nil)
        #expect(layer.sublayers == nil)
        #expect(layer.superlayer == nil)
        #expect(layer.needsLayout() == false)
    }

    // MARK: Geometry

    @Test func frameIsPositionMinusTheAnchorsShareOfTheSize() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        layer.position = CGPoint(x: 50, y: 50)
        #expect(layer.frame == CGRect(x: 0, y: 30, width: 100, height: 40))
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        #expect(layer.frame == CGRect(x: 50, y: 10, width: 100, height: 40))
        #expect(layer.position == CGPoint(x: 50, y: 50))
    }

    @Test func settingFramePlacesTheAnchorInsideTheRect() {
        let layer = CALayer()
        layer.anchorPoint = CGPoint(x: 0, y: 0)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 10, y: 20))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        layer.anchorPoint = CGPoint(x: 1, y: 0.5)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 40, y: 40))
    }

    @Test func settingFrameKeepsBoundsOrigin() {
        let layer = self.layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.bounds.origin = CGPoint(x: 5, y: 6)
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 30)
        #expect(layer.bounds == CGRect(x: 5, y: 6, width: 20, height: 30))
    }

    @Test func frameUnderATransformIsTheBoundingBox() {
        let layer = self.layer(CGRect(x: 0, y: 0, width: 100, height: 50))
        layer.transform = CATransform3DMakeScale(2, 3, 1)
        // Around the center (50, 25): 200 × 150.
        #expect(layer.frame == CGRect(x: -50, y: -50, width: 200, height: 150))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func settingFrameUnderScaleWithACornerAnchorLandsTheBoxOnTheRect() {
        // Anchor (0, 0), scale 2: the box is position + [0, 2·w] × [0, 2·h], so a (10, 20, 200, 100)
        // frame needs position (10, 20) and bounds 100 × 50.
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        layer.frame = CGRect(x: 10, y: 20, width: 200, height: 100)
        #expect(close(layer.position.x, 10) && close(layer.position.y, 20))
        #expect(close(layer.bounds.width, 100) && close(layer.bounds.height, 50))
        #expect(layer.frame == CGRect(x: 10, y: 20, width: 200, height: 100))
    }

    @Test func affineTransformIsTheAffinePartOfTransform() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(layer.affineTransform() == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        #expect(layer.transform == CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)))
        layer.transform = CATransform3DMakeTranslation(7, 8, 9)
        #expect(layer.affineTransform() == CGAffineTransform(translationX: 7, y: 8))
        #expect(layer.transform.m43 == 9)
    }

    @Test func aTranslationTransformMovesTheFrame() {
        let layer = self.layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        layer.setAffineTransform(CGAffineTransform(translationX: 5, y: -3))
        #expect(layer.frame == CGRect(x: 5, y: -3, width: 10, height: 10))
        #expect(layer.position == CGPoint(x: 5, y: 5))
    }

    @Test func rotatingByAQuarterTurnSwapsTheFramesSides() {
        let layer = self.layer(CGRect(x: 0, y: 0, width: 100, height: 50))
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let frame = layer.frame
        #expect(close(frame.minX, 25) && close(frame.minY, -25))
        #expect(close(frame.width, 50) && close(frame.height, 100))
    }

    // MARK: The sublayer tree

    @Test func sublayersIsNilUntilOneIsAdded() {
        let parent = CALayer()
        #expect(parent.sublayers == nil)
        let child = CALayer()
        parent.addSublayer(child)
        #expect(parent.sublayers?.count == 1)
        #expect(child.superlayer === parent)
        child.removeFromSuperlayer()
        #expect(parent.sublayers == nil)
        #expect(child.superlayer == nil)
    }

    @Test func addSublayerAppendsOnTop() {
        let parent = CALayer()
        let (a, b) = (CALayer(), CALayer())
        parent.addSublayer(a)
        parent.addSublayer(b)
        #expect(parent.sublayers?.first === a)
        #expect(parent.sublayers?.last === b)
    }

    @Test func addingToAnotherLayerTakesItFromTheOld() {
        let (old, new, child) = (CALayer(), CALayer(), CALayer())
        old.addSublayer(child)
        new.addSublayer(child)
        #expect(old.sublayers == nil)
        #expect(new.sublayers?.first === child)
        #expect(child.superlayer === new)
    }

    @Test func insertSublayerAtIndexPlacesItThere() {
        let parent = CALayer()
        let l = (0..<3).map { i -> CALayer in let x = CALayer(); x.name = "\(i)"; return x }
        parent.addSublayer(l[0])
        parent.addSublayer(l[1])
        parent.insertSublayer(l[2], at: 1)
        #expect(parent.sublayers?.map(\.name) == ["0", "2", "1"])
        parent.insertSublayer(l[1], at: 0)
        #expect(parent.sublayers?.map(\.name) == ["1", "0", "2"])
    }

    @Test func insertSublayerBelowAndAboveASibling() {
        let parent = CALayer()
        let l = (0..<4).map { i -> CALayer in let x = CALayer(); x.name = "\(i)"; return x }
        parent.addSublayer(l[0])
        parent.addSublayer(l[1])
        parent.insertSublayer(l[2], below: l[1])
        parent.insertSublayer(l[3], above: l[0])
        #expect(parent.sublayers?.map(\.name) == ["0", "3", "2", "1"])
    }

    @Test func insertSublayerRelativeToNilAppends() {
        let parent = CALayer()
        let l = (0..<3).map { i -> CALayer in let x = CALayer(); x.name = "\(i)"; return x }
        parent.addSublayer(l[0])
        parent.insertSublayer(l[1], below: nil)
        parent.insertSublayer(l[2], above: nil)
        #expect(parent.sublayers?.map(\.name) == ["0", "1", "2"])
    }

    @Test func replaceSublayerPutsTheNewLayerInTheOldOnesPlace() {
        let parent = CALayer()
        let l = (0..<4).map { i -> CALayer in let x = CALayer(); x.name = "\(i)"; return x }
        parent.addSublayer(l[0])
        parent.addSublayer(l[1])
        parent.addSublayer(l[2])
        parent.replaceSublayer(l[1], with: l[3])
        #expect(parent.sublayers?.map(\.name) == ["0", "3", "2"])
        #expect(l[1].superlayer == nil)
        #expect(l[3].superlayer === parent)
    }

    @Test func settingSublayersReplacesThemAll() {
        let parent = CALayer()
        let (old, a, b) = (CALayer(), CALayer(), CALayer())
        parent.addSublayer(old)
        parent.sublayers = [a, b]
        #expect(parent.sublayers?.count == 2)
        #expect(parent.sublayers?.first === a)
        #expect(old.superlayer == nil)
        #expect(a.superlayer === parent && b.superlayer === parent)
        parent.sublayers = nil
        #expect(parent.sublayers == nil)
        #expect(a.superlayer == nil)
    }

    @Test func removeFromSuperlayerWithoutSuperlayerDoesNothing() {
        let layer = CALayer()
        layer.removeFromSuperlayer()
        #expect(layer.superlayer == nil)
    }

    // MARK: Layout

    @Test func setNeedsLayoutMarksUntilTheLayoutRuns() {
        let witness = LayoutWitness()
        let layer = CALayer()
        layer.name = "l"
        layer.delegate = witness
        layer.setNeedsLayout()
        #expect(layer.needsLayout())
        #expect(witness.calls.isEmpty)
        layer.layoutIfNeeded()
        #expect(witness.calls == ["l"])
        #expect(!layer.needsLayout())
    }

    @Test func layoutRequestsCoalesce() {
        let witness = LayoutWitness()
        let layer = CALayer()
        layer.delegate = witness
        layer.setNeedsLayout()
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        layer.layoutIfNeeded()
        #expect(witness.calls.count == 1)
    }

    @Test func layoutSublayersCanBeOverridden() {
        final class Custom: CALayer {
            var count = 0
            override func layoutSublayers() { count += 1 }
        }
        let layer = Custom()
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        #expect(layer.count == 1)
    }

    @Test func layoutIfNeededOnASublayerAlsoLaysOutAMarkedSuperlayerFirst() {
        // Core Animation: the superlayers needing layout are found first, then the tree below is laid out.
        let witness = LayoutWitness()
        let parent = CALayer()
        let child = CALayer()
        parent.name = "parent"
        child.name = "child"
        parent.delegate = witness
        child.delegate = witness
        parent.addSublayer(child)
        parent.setNeedsLayout()
        child.setNeedsLayout()
        child.layoutIfNeeded()
        #expect(witness.calls == ["parent", "child"])
    }

    @Test func layoutIfNeededReachesMarkedLayersDeepBelow() {
        let witness = LayoutWitness()
        let root = CALayer()
        let mid = CALayer()
        let leaf = CALayer()
        leaf.name = "leaf"
        leaf.delegate = witness
        root.addSublayer(mid)
        mid.addSublayer(leaf)
        leaf.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(witness.calls == ["leaf"])
    }

    @Test func aMarkedLayerAddedToATreeIsLaidOutWithIt() {
        let witness = LayoutWitness()
        let root = CALayer()
        let child = CALayer()
        child.name = "child"
        child.delegate = witness
        child.setNeedsLayout()
        root.addSublayer(child)
        root.layoutIfNeeded()
        #expect(witness.calls == ["child"])
    }

    @Test func aLayerMarkedAgainDuringItsOwnLayoutIsLaidOutOnceInTheNextPass() {
        // As a UIKit superview is when its subviews change size in its layoutSubviews: each
        // change marks it again; the marks after the first change nothing, the next pass lays it
        // out once (and its superlayer is marked, so a pass from the root reaches it).
        final class Remarking: CALayer {
            var count = 0
            override func layoutSublayers() {
                count += 1
                if count == 1 { for _ in 0..<3 { setNeedsLayout() } }
            }
        }
        let root = CALayer()
        let layer = Remarking()
        root.addSublayer(layer)
        layer.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(layer.count == 1)
        #expect(layer.needsLayout())
        root.layoutIfNeeded()
        #expect(layer.count == 2)
        root.layoutIfNeeded()
        #expect(layer.count == 2)
    }

    @Test func aMarkedLayerMovedToAnotherTreeIsLaidOutByThatTreesPass() {
        let witness = LayoutWitness()
        let first = CALayer()
        let second = CALayer()
        let child = CALayer()
        child.name = "child"
        child.delegate = witness
        first.addSublayer(child)
        child.setNeedsLayout()
        second.addSublayer(child)
        child.setNeedsLayout()
        second.layoutIfNeeded()
        #expect(witness.calls == ["child"])
    }

    // MARK: Misuse

    @Test func addingALayerToItselfStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let layer = CALayer()
                layer.addSublayer(layer)
            }
        }
    }

    @Test func replacingALayerThatIsNotASublayerStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                CALayer().replaceSublayer(CALayer(), with: CALayer())
            }
        }
    }
}
