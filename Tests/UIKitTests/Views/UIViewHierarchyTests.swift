import Testing
import UIKitTesting
import UIKitTestSupport

/// The subview API, the layer tree kept in step with it, and the move callbacks in the order
/// documented at the top of `UIView+Hierarchy.swift`.
@MainActor @Suite struct UIViewHierarchyTests {
    /// A log shared by several views, so the order across views can be checked.
    final class Log { var entries: [String] = [] }

    /// Records every move callback as "name: callback".
    final class Recorder: UIView {
        let name: String
        let log: Log
        init(_ name: String, _ log: Log) {
            self.name = name
            self.log = log
            super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        required init?(coder: NSCoder) { nil }
        private func label(_ v: UIView?) -> String { (v as? Recorder)?.name ?? (v == nil ? "nil" : "window") }
        override func willMove(toSuperview newSuperview: UIView?) { log.entries.append("\(name): willMoveToSuperview \(label(newSuperview))") }
        override func didMoveToSuperview() { log.entries.append("\(name): didMoveToSuperview") }
        override func willMove(toWindow newWindow: UIWindow?) { log.entries.append("\(name): willMoveToWindow \(newWindow == nil ? "nil" : "window")") }
        override func didMoveToWindow() { log.entries.append("\(name): didMoveToWindow") }
        override func didAddSubview(_ subview: UIView) { log.entries.append("\(name): didAddSubview \(label(subview))") }
        override func willRemoveSubview(_ subview: UIView) { log.entries.append("\(name): willRemoveSubview \(label(subview))") }
    }

    /// The sublayers of `view.layer` are exactly its subviews' layers, in the same order.
    private func layersInStep(_ view: UIView) -> Bool {
        let layers = view.layer.sublayers ?? []
        return layers.count == view.subviews.count && zip(layers, view.subviews).allSatisfy { $0 === $1.layer }
    }

    private func views(_ n: Int) -> [UIView] {
        (0..<n).map { i in
            let v = UIView()
            v.tag = i + 1
            return v
        }
    }

    // MARK: Adding and removing

    @Test func addSubviewAppendsOnTopAndSetsTheSuperview() {
        let parent = UIView()
        let (a, b) = (UIView(), UIView())
        parent.addSubview(a)
        parent.addSubview(b)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
        #expect(a.superview === parent && b.superview === parent)
        #expect(a.layer.superlayer === parent.layer)
        #expect(layersInStep(parent))
    }

    @Test func addingAnExistingSubviewAgainBringsItToTheFront() {
        let parent = UIView()
        let v = views(3)
        v.forEach(parent.addSubview)
        parent.addSubview(v[0])
        #expect(parent.subviews.map(\.tag) == [2, 3, 1])
        #expect(layersInStep(parent))
    }

    @Test func addSubviewTakesTheViewAwayFromItsOldSuperview() {
        let (old, new, child) = (UIView(), UIView(), UIView())
        old.addSubview(child)
        new.addSubview(child)
        #expect(old.subviews.isEmpty)
        #expect(old.layer.sublayers == nil)
        #expect(new.subviews.first === child)
        #expect(child.superview === new)
        #expect(layersInStep(new))
    }

    @Test func insertSubviewAtIndexPlacesItThere() {
        let parent = UIView()
        let v = views(4)
        parent.addSubview(v[0])
        parent.addSubview(v[1])
        parent.insertSubview(v[2], at: 1)
        parent.insertSubview(v[3], at: 0)
        #expect(parent.subviews.map(\.tag) == [4, 1, 3, 2])
        #expect(layersInStep(parent))
    }

    @Test func insertSubviewAtTheCountAppends() {
        let parent = UIView()
        let v = views(3)
        parent.addSubview(v[0])
        parent.addSubview(v[1])
        parent.insertSubview(v[2], at: 2)
        #expect(parent.subviews.map(\.tag) == [1, 2, 3])
        #expect(layersInStep(parent))
    }

    @Test func insertSubviewAtIndexMovesAnExistingSubview() {
        let parent = UIView()
        let v = views(3)
        v.forEach(parent.addSubview)
        parent.insertSubview(v[2], at: 0)
        #expect(parent.subviews.map(\.tag) == [3, 1, 2])
        #expect(layersInStep(parent))
    }

    @Test func insertSubviewAboveSiblingPutsItJustAbove() {
        let parent = UIView()
        let v = views(3)
        parent.addSubview(v[0])
        parent.addSubview(v[1])
        parent.insertSubview(v[2], aboveSubview: v[0])
        #expect(parent.subviews.map(\.tag) == [1, 3, 2])
        #expect(layersInStep(parent))
    }

    @Test func insertSubviewBelowSiblingPutsItJustBelow() {
        let parent = UIView()
        let v = views(3)
        parent.addSubview(v[0])
        parent.addSubview(v[1])
        parent.insertSubview(v[2], belowSubview: v[1])
        #expect(parent.subviews.map(\.tag) == [1, 3, 2])
        parent.insertSubview(v[1], belowSubview: v[0])
        #expect(parent.subviews.map(\.tag) == [2, 1, 3])
        #expect(layersInStep(parent))
    }

    @Test func insertSubviewAboveMovesAnExistingSubview() {
        let parent = UIView()
        let v = views(3)
        v.forEach(parent.addSubview)
        parent.insertSubview(v[0], aboveSubview: v[1])
        #expect(parent.subviews.map(\.tag) == [2, 1, 3])
        #expect(layersInStep(parent))
    }

    @Test func removeFromSuperviewDetachesViewAndLayer() {
        let parent = UIView()
        let v = views(3)
        v.forEach(parent.addSubview)
        v[1].removeFromSuperview()
        #expect(v[1].superview == nil)
        #expect(v[1].layer.superlayer == nil)
        #expect(parent.subviews.map(\.tag) == [1, 3])
        #expect(layersInStep(parent))
    }

    @Test func removeFromSuperviewWithoutSuperviewDoesNothing() {
        let log = Log()
        let view = Recorder("v", log)
        view.removeFromSuperview()
        #expect(view.superview == nil)
        #expect(log.entries.isEmpty)
    }

    // MARK: Reordering

    @Test func bringSubviewToFrontMovesItLast() {
        let parent = UIView()
        let v = views(3)
        v.forEach(parent.addSubview)
        parent.bringSubviewToFront(v[0])
        #expect(parent.subviews.map(\.tag) == [2, 3, 1])
        #expect(layersInStep(parent))
    }

    @Test func sendSubviewToBackMovesItFirst() {
        let parent = UIView()
        let v = views(3)
        v.forEach(parent.addSubview)
        parent.sendSubviewToBack(v[2])
        #expect(parent.subviews.map(\.tag) == [3, 1, 2])
        #expect(layersInStep(parent))
    }

    @Test func bringAndSendIgnoreViewsThatAreNotSubviews() {
        let parent = UIView()
        let v = views(2)
        v.forEach(parent.addSubview)
        let stranger = UIView()
        parent.bringSubviewToFront(stranger)
        parent.sendSubviewToBack(stranger)
        #expect(parent.subviews.map(\.tag) == [1, 2])
        #expect(stranger.superview == nil)
        #expect(layersInStep(parent))
    }

    @Test func exchangeSubviewSwapsTwoIndices() {
        let parent = UIView()
        let v = views(4)
        v.forEach(parent.addSubview)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews.map(\.tag) == [3, 2, 1, 4])
        #expect(layersInStep(parent))
        parent.exchangeSubview(at: 3, withSubviewAt: 3)
        #expect(parent.subviews.map(\.tag) == [3, 2, 1, 4])
    }

    @Test func layersStayInStepThroughAMixOfOperations() {
        let parent = UIView()
        let v = views(5)
        v.forEach(parent.addSubview)
        parent.exchangeSubview(at: 1, withSubviewAt: 4)
        parent.sendSubviewToBack(v[3])
        parent.insertSubview(v[0], aboveSubview: v[4])
        v[2].removeFromSuperview()
        parent.insertSubview(v[2], at: 1)
        parent.bringSubviewToFront(v[1])
        // Hand-traced: [1,2,3,4,5] → [1,5,3,4,2] → [4,1,5,3,2] → [4,5,1,3,2] → [4,5,1,2] → [4,3,5,1,2] → [4,3,5,1,2].
        #expect(parent.subviews.map(\.tag) == [4, 3, 5, 1, 2])
        #expect(layersInStep(parent))
    }

    @Test func subviewLayersKeepTheirOrderAroundALayerAddedDirectly() {
        let parent = UIView()
        let v = views(4)
        parent.addSubview(v[0])
        let extra = CALayer()
        parent.layer.addSublayer(extra)
        parent.addSubview(v[1])
        parent.insertSubview(v[2], at: 1)
        parent.insertSubview(v[3], belowSubview: v[0])
        #expect(parent.subviews.map(\.tag) == [4, 1, 3, 2])
        let viewLayers = (parent.layer.sublayers ?? []).filter { $0 !== extra }
        #expect(viewLayers.count == 4)
        #expect(zip(viewLayers, parent.subviews).allSatisfy { $0 === $1.layer })
        #expect(extra.superlayer === parent.layer)
    }

    @Test func reordersMakeNoCallbacks() {
        let log = Log()
        let parent = Recorder("p", log)
        let (a, b, c) = (Recorder("a", log), Recorder("b", log), Recorder("c", log))
        parent.addSubview(a); parent.addSubview(b); parent.addSubview(c)
        log.entries.removeAll()
        parent.addSubview(a)
        parent.bringSubviewToFront(b)
        parent.sendSubviewToBack(c)
        parent.exchangeSubview(at: 0, withSubviewAt: 1)
        parent.insertSubview(c, at: 2)
        parent.insertSubview(a, aboveSubview: b)
        parent.insertSubview(a, belowSubview: b)
        #expect(log.entries.isEmpty)
        #expect(layersInStep(parent))
    }

    // MARK: Move callbacks

    @Test func addingOutsideAWindowCallsSuperviewCallbacksInOrder() {
        let log = Log()
        let parent = Recorder("p", log)
        let child = Recorder("c", log)
        parent.addSubview(child)
        #expect(log.entries == ["c: willMoveToSuperview p", "c: didMoveToSuperview", "p: didAddSubview c"])
    }

    @Test func movingBetweenSuperviewsTellsTheOldOneFirst() {
        let log = Log()
        let (old, new, child) = (Recorder("old", log), Recorder("new", log), Recorder("c", log))
        old.addSubview(child)
        log.entries.removeAll()
        new.addSubview(child)
        #expect(log.entries == ["old: willRemoveSubview c", "c: willMoveToSuperview new",
                                "c: didMoveToSuperview", "new: didAddSubview c"])
    }

    @Test func removingOutsideAWindowCallsTheRemovalCallbacks() {
        let log = Log()
        let parent = Recorder("p", log)
        let child = Recorder("c", log)
        parent.addSubview(child)
        log.entries.removeAll()
        child.removeFromSuperview()
        #expect(log.entries == ["p: willRemoveSubview c", "c: willMoveToSuperview nil", "c: didMoveToSuperview"])
    }

    @Test func callbacksSeeTheOldSuperviewBeforeAndTheNewOneAfter() {
        final class Witness: UIView {
            var before: UIView?? = .none
            var after: UIView?? = .none
            override func willMove(toSuperview newSuperview: UIView?) { before = .some(superview) }
            override func didMoveToSuperview() { after = .some(superview) }
        }
        let (old, new) = (UIView(), UIView())
        let view = Witness()
        old.addSubview(view)
        new.addSubview(view)
        #expect(view.before! === old)
        #expect(view.after! === new)
    }

    @Test func addingToAWindowReachesEveryDescendantParentsFirst() {
        let host = UITestHost()
        let log = Log()
        let (a, b, c) = (Recorder("a", log), Recorder("b", log), Recorder("c", log))
        a.addSubview(b)
        b.addSubview(c)
        log.entries.removeAll()
        host.window.addSubview(a)
        #expect(log.entries == ["a: willMoveToSuperview window",
                                "a: willMoveToWindow window", "b: willMoveToWindow window", "c: willMoveToWindow window",
                                "a: didMoveToWindow", "b: didMoveToWindow", "c: didMoveToWindow",
                                "a: didMoveToSuperview"])
        #expect(a.window === host.window && b.window === host.window && c.window === host.window)
    }

    @Test func removingFromAWindowReachesEveryDescendant() {
        let host = UITestHost()
        let log = Log()
        let (a, b, c) = (Recorder("a", log), Recorder("b", log), Recorder("c", log))
        a.addSubview(b)
        a.addSubview(c)
        host.window.addSubview(a)
        log.entries.removeAll()
        a.removeFromSuperview()
        #expect(log.entries == ["a: willMoveToSuperview nil",
                                "a: willMoveToWindow nil", "b: willMoveToWindow nil", "c: willMoveToWindow nil",
                                "a: didMoveToWindow", "b: didMoveToWindow", "c: didMoveToWindow",
                                "a: didMoveToSuperview"])
        #expect(a.window == nil && b.window == nil && c.window == nil)
    }

    @Test func movingWithinTheSameWindowMakesNoWindowCallbacks() {
        let host = UITestHost()
        let log = Log()
        let (p1, p2, child) = (Recorder("p1", log), Recorder("p2", log), Recorder("c", log))
        host.window.addSubview(p1)
        host.window.addSubview(p2)
        p1.addSubview(child)
        log.entries.removeAll()
        p2.addSubview(child)
        #expect(log.entries == ["p1: willRemoveSubview c", "c: willMoveToSuperview p2",
                                "c: didMoveToSuperview", "p2: didAddSubview c"])
        #expect(child.window === host.window)
    }

    @Test func addingIntoAWindowedSuperviewGivesTheWindowToTheNewSubtree() {
        let host = UITestHost()
        let log = Log()
        let (parent, child) = (Recorder("p", log), Recorder("c", log))
        host.window.addSubview(parent)
        log.entries.removeAll()
        parent.addSubview(child)
        #expect(log.entries == ["c: willMoveToSuperview p", "c: willMoveToWindow window", "c: didMoveToWindow",
                                "c: didMoveToSuperview", "p: didAddSubview c"])
        #expect(child.window === host.window)
    }

    @Test func didMoveToWindowSeesTheNewWindow() {
        final class Witness: UIView {
            var seen: [UIWindow?] = []
            override func didMoveToWindow() { seen.append(window) }
        }
        let host = UITestHost()
        let view = Witness()
        host.window.addSubview(view)
        view.removeFromSuperview()
        #expect(view.seen.count == 2)
        #expect(view.seen[0] === host.window)
        #expect(view.seen[1] == nil)
    }

    @Test func willCallbacksSeeTheOldWindowAndDidCallbacksTheNewOneThroughoutTheSubtree() {
        final class Witness: UIView {
            var peers: [UIView] = []
            var seenInWill: [UIWindow?] = []
            var seenInDid: [UIWindow?] = []
            override func willMove(toWindow newWindow: UIWindow?) { seenInWill += peers.map(\.window) }
            override func didMoveToWindow() { seenInDid += peers.map(\.window) }
        }
        let host = UITestHost()
        let parent = Witness()
        let child = Witness()
        parent.addSubview(child)
        parent.peers = [parent, child]
        child.peers = [parent, child]
        host.window.addSubview(parent)
        #expect(parent.seenInWill.count == 2 && parent.seenInWill.allSatisfy { $0 == nil })
        #expect(child.seenInWill.count == 2 && child.seenInWill.allSatisfy { $0 == nil })
        #expect(parent.seenInDid.count == 2 && parent.seenInDid.allSatisfy { $0 === host.window })
        #expect(child.seenInDid.count == 2 && child.seenInDid.allSatisfy { $0 === host.window })
    }

    @Test func movingToAnotherWindowTellsTheSubtreeAboutTheNewWindow() {
        let host = UITestHost()
        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let log = Log()
        let (a, b) = (Recorder("a", log), Recorder("b", log))
        a.addSubview(b)
        host.window.addSubview(a)
        log.entries.removeAll()
        other.addSubview(a)
        #expect(log.entries == ["a: willMoveToSuperview window",
                                "a: willMoveToWindow window", "b: willMoveToWindow window",
                                "a: didMoveToWindow", "b: didMoveToWindow",
                                "a: didMoveToSuperview"])
        #expect(a.window === other && b.window === other)
        #expect(host.window.subviews.allSatisfy { $0 !== a })
    }

    @Test func aWindowIsItsOwnWindow() {
        let host = UITestHost()
        #expect(host.window.window === host.window)
        #expect(host.window.superview == nil)
    }

    // MARK: Finding views

    @Test func viewWithTagFindsTheViewItselfFirst() {
        let parent = UIView()
        parent.tag = 7
        let child = UIView()
        child.tag = 7
        parent.addSubview(child)
        #expect(parent.viewWithTag(7) === parent)
        #expect(child.viewWithTag(7) === child)
    }

    @Test func viewWithTagSearchesDepthFirstInSubviewOrder() {
        let root = UIView()
        let (a, b, a1) = (UIView(), UIView(), UIView())
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(a1)
        a1.tag = 5
        b.tag = 5
        // a's subtree comes before b, so the grandchild wins over the later child.
        #expect(root.viewWithTag(5) === a1)
    }

    @Test func viewWithTagReturnsNilWhenNothingMatches() {
        let root = UIView()
        root.addSubview(UIView())
        #expect(root.viewWithTag(42) == nil)
    }

    @Test func viewWithTagDoesNotLookAtAncestorsOrSiblings() {
        let root = UIView()
        let (a, b) = (UIView(), UIView())
        root.addSubview(a)
        root.addSubview(b)
        root.tag = 3
        b.tag = 4
        #expect(a.viewWithTag(3) == nil)
        #expect(a.viewWithTag(4) == nil)
    }

    @Test func isDescendantIsTrueForItselfAndEveryAncestor() {
        let (root, mid, leaf, other) = (UIView(), UIView(), UIView(), UIView())
        root.addSubview(mid)
        mid.addSubview(leaf)
        root.addSubview(other)
        #expect(leaf.isDescendant(of: leaf))
        #expect(leaf.isDescendant(of: mid))
        #expect(leaf.isDescendant(of: root))
        #expect(!leaf.isDescendant(of: other))
        #expect(!root.isDescendant(of: leaf))
    }

    // MARK: Layer order (UIKit: a subview's layer goes on top of `sublayers`, or next to its sibling's)

    @Test func addSubviewPutsTheLayerAbovePlainSublayers() {
        let parent = UIView()
        let (s1, s2) = (UIView(), UIView())
        let plain = CALayer()
        parent.addSubview(s1)
        parent.layer.addSublayer(plain)
        parent.addSubview(s2)
        #expect((parent.layer.sublayers ?? []).map(ObjectIdentifier.init) == [s1.layer, plain, s2.layer].map(ObjectIdentifier.init))
    }

    @Test func insertSubviewAboveASiblingPutsTheLayerDirectlyAboveTheSiblingsLayer() {
        let parent = UIView()
        let (s1, s2, s3) = (UIView(), UIView(), UIView())
        let plain = CALayer()
        parent.addSubview(s1)
        parent.layer.addSublayer(plain)
        parent.addSubview(s3)
        parent.insertSubview(s2, aboveSubview: s1)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [s1, s2, s3].map(ObjectIdentifier.init))
        #expect((parent.layer.sublayers ?? []).map(ObjectIdentifier.init) == [s1.layer, s2.layer, plain, s3.layer].map(ObjectIdentifier.init))
    }

    @Test func insertSubviewBelowASiblingAndAtAnIndexPutTheLayerDirectlyBelowTheSiblingsLayer() {
        let parent = UIView()
        let (s1, s2, s3) = (UIView(), UIView(), UIView())
        let plain = CALayer()
        parent.addSubview(s1)
        parent.layer.addSublayer(plain)
        parent.addSubview(s3)
        parent.insertSubview(s2, belowSubview: s3)
        #expect((parent.layer.sublayers ?? []).map(ObjectIdentifier.init) == [s1.layer, plain, s2.layer, s3.layer].map(ObjectIdentifier.init))
        let s0 = UIView()
        parent.insertSubview(s0, at: 1)
        #expect((parent.layer.sublayers ?? []).map(ObjectIdentifier.init) == [s1.layer, plain, s0.layer, s2.layer, s3.layer].map(ObjectIdentifier.init))
        let top = UIView()
        parent.insertSubview(top, at: 99)
        #expect(parent.layer.sublayers?.last === top.layer)
    }

    @Test func bringingToFrontPutsTheLayerOnTopAndSendingToBackAtTheBottom() {
        let parent = UIView()
        let (s1, s2) = (UIView(), UIView())
        let plain = CALayer()
        parent.addSubview(s1)
        parent.addSubview(s2)
        parent.layer.addSublayer(plain)
        parent.bringSubviewToFront(s1)
        #expect((parent.layer.sublayers ?? []).map(ObjectIdentifier.init) == [s2.layer, plain, s1.layer].map(ObjectIdentifier.init))
        parent.sendSubviewToBack(s1)
        #expect((parent.layer.sublayers ?? []).map(ObjectIdentifier.init) == [s1.layer, s2.layer, plain].map(ObjectIdentifier.init))
    }

    // MARK: Deep trees

    /// 10,000 nested views: every per-frame walk (layout, display, compositing, hit-testing,
    /// conversion) and the window moves are iterative, building appends at the bottom without
    /// quadratic ancestor checks, and freeing the tree does not recurse.
    @Test func aTenThousandDeepTreeIsShownTappedScrolledSnapshottedAndFreed() {
        let host = UITestHost()
        weak var deepest: UIView?
        weak var deepestLayer: CALayer?
        do {
            let size = host.window.bounds.size
            let root = UIView(frame: CGRect(origin: .zero, size: size))
            var bottom = root
            for i in 0..<10_000 {
                let v = UIView(frame: CGRect(origin: .zero, size: size))
                if i % 1000 == 0 { v.setNeedsDisplay() }
                bottom.addSubview(v)
                bottom = v
            }
            let scroll = UIScrollView(frame: CGRect(origin: .zero, size: size))
            scroll.contentSize = CGSize(width: size.width, height: size.height * 3)
            bottom.addSubview(scroll)
            let target = TouchRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            target.backgroundColor = .red
            scroll.addSubview(target)
            host.window.addSubview(root)
            host.advance(by: 1.0 / 60)
            #expect(target.window === host.window)
            #expect(bottom.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 1, y: 2))
            #expect(root.convert(CGPoint(x: 3, y: 4), to: bottom) == CGPoint(x: 3, y: 4))
            host.tap(at: CGPoint(x: 50, y: 50))
            #expect(target.calls(.ended).count == 1)
            // A few frames only: every frame walks all 10,000 levels (slow in a debug build).
            let finger = host.touchDown(at: CGPoint(x: 200, y: 600))
            host.advance(by: 1.0 / 60)
            host.move(finger, to: CGPoint(x: 200, y: 550))
            host.advance(by: 1.0 / 60)
            host.move(finger, to: CGPoint(x: 200, y: 400))
            host.advance(by: 1.0 / 60)
            host.lift(finger)
            #expect(scroll.contentOffset.y > 100)
            let image = host.snapshotCGImage()
            #expect(image.width > 0)
            root.removeFromSuperview()
            #expect(target.window == nil)
            host.advance(by: 1.0 / 60)
            deepest = bottom
            deepestLayer = bottom.layer
        }
        #expect(deepest == nil)
        #expect(deepestLayer == nil)
    }

    @Test func aDeepLayerTreeIsFreedWithoutRecursion() {
        weak var deepest: CALayer?
        do {
            let root = CALayer()
            var bottom = root
            for _ in 0..<100_000 {
                let l = CALayer()
                bottom.addSublayer(l)
                bottom = l
            }
            deepest = bottom
        }
        #expect(deepest == nil)
    }

    // MARK: Misuse

    @Test func addingAViewToItselfStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let view = UIView()
                view.addSubview(view)
            }
        }
    }

    @Test func addingAViewToItsOwnSubviewStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = UIView()
                let child = UIView()
                parent.addSubview(child)
                child.addSubview(parent)
            }
        }
    }

    @Test func exchangingASubviewOutOfRangeStops() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = UIView()
                parent.addSubview(UIView())
                parent.addSubview(UIView())
                parent.exchangeSubview(at: 0, withSubviewAt: 2)
            }
        }
    }
}
