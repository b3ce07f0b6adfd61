import Testing
@testable import UIKitTesting
@testable import UIKit

/// Layout margins (Apple's `layoutMargins`, `directionalLayoutMargins`,
/// `preservesSuperviewLayoutMargins`, `insetsLayoutMarginsFromSafeArea`, `layoutMarginsDidChange()`):
/// 8 pt by default, synchronized through the layout direction, plus the safe area, at least the
/// superview's where a preserving view nears its edges; the hook once per real change.
@MainActor @Suite struct UIViewLayoutMarginsTests {
    final class Recorder: UIView {
        var changes: [UIEdgeInsets] = []
        override func layoutMarginsDidChange() { changes.append(layoutMargins) }
    }

    /// A screen with a sensor housing and a home indicator: a 44-pt top and 34-pt bottom safe area.
    static let notchedPhone = UITestScreen(size: CGSize(width: 375, height: 812), scale: 3, statusBarHeight: 44,
                                           safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    static let eight = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    // MARK: Defaults

    @Test func aNewViewHasEightPointMarginsAndUIKitsDefaults() {
        let view = UIView()
        #expect(view.layoutMargins == Self.eight)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(!view.preservesSuperviewLayoutMargins)
        #expect(view.insetsLayoutMarginsFromSafeArea)
        #expect(view._effectiveLayoutMargins == Self.eight)
    }

    @Test func aViewInsideTheSafeAreaKeepsEightPointMargins() {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
        host.window.addSubview(view)
        host.advance(by: 0.1)
        #expect(view.layoutMargins == Self.eight)
    }

    // MARK: Left and right, leading and trailing

    @Test func layoutMarginsAndDirectionalMarginsAgreeLeftToRight() {
        let view = UIView()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        #expect(view.layoutMargins == UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8))
    }

    @Test func inARightToLeftViewLeadingIsTheRightMargin() {
        let view = UIView()
        view.semanticContentAttribute = .forceRightToLeft
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        view.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 5, leading: 8, bottom: 7, trailing: 6))
    }

    // MARK: The change hook

    @Test func theHookRunsOncePerChangeAndNotForTheSameValue() {
        let view = Recorder()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.changes == [UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)])
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.changes.count == 1)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 9)
        #expect(view.changes.count == 2)
        #expect(view.changes.last == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 9))
    }

    @Test func settingTheDefaultMarginsChangesNothing() {
        let view = Recorder()
        view.layoutMargins = Self.eight
        view.insetsLayoutMarginsFromSafeArea = true
        view.preservesSuperviewLayoutMargins = false
        #expect(view.changes.isEmpty)
    }

    @Test func aChangeMarksTheViewForLayout() {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        host.window.addSubview(view)
        host.advance(by: 0.1)
        #expect(!view.layer.needsLayout())
        view.layoutMargins = Self.eight
        #expect(!view.layer.needsLayout())
        view.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        #expect(view.layer.needsLayout())
    }

    // MARK: The safe area

    @Test func marginsAreMeasuredFromTheSafeArea() {
        let host = UITestHost()
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        host.window.addSubview(view)
        host.advance(by: 0.1)
        // Under the 20-pt status bar: 20 + 8 at the top.
        #expect(view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(view.layoutMargins == UIEdgeInsets(top: 28, left: 8, bottom: 8, right: 8))
        #expect(view.changes == [UIEdgeInsets(top: 28, left: 8, bottom: 8, right: 8)])
    }

    @Test func aNotchedScreenAddsItsSafeAreaToTheMargins() {
        let host = UITestHost(screen: Self.notchedPhone)
        let view = UIView(frame: host.window.bounds)
        host.window.addSubview(view)
        host.advance(by: 0.1)
        #expect(view.layoutMargins == UIEdgeInsets(top: 52, left: 8, bottom: 42, right: 8))
        #expect(view._effectiveLayoutMargins == view.layoutMargins)
    }

    @Test func turningOffInsetsFromTheSafeAreaKeepsTheMarginsAsSet() {
        let host = UITestHost(screen: Self.notchedPhone)
        let view = Recorder(frame: host.window.bounds)
        host.window.addSubview(view)
        host.advance(by: 0.1)
        view.changes = []
        view.insetsLayoutMarginsFromSafeArea = false
        #expect(view.layoutMargins == Self.eight)
        #expect(view.changes == [Self.eight])
    }

    @Test func theMarginsFollowTheStatusBarAsItGoesAndComes() {
        let host = UITestHost()
        let view = Recorder(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        host.window.addSubview(view)
        host.advance(by: 0.1)
        view.changes = []
        host.window._updateStatusBar(hidden: true, style: .default, animation: .none, animated: false)
        host.advance(by: 0.1)
        #expect(view.layoutMargins == Self.eight)
        host.window._updateStatusBar(hidden: false, style: .default, animation: .none, animated: false)
        host.advance(by: 0.1)
        #expect(view.layoutMargins.top == 28)
        #expect(view.changes == [Self.eight, UIEdgeInsets(top: 28, left: 8, bottom: 8, right: 8)])
    }

    @Test func aViewMovedUnderTheStatusBarByItsSuperviewsLayoutGetsItsMargins() {
        final class Mover: UIView {
            var childY: CGFloat = 100
            override func layoutSubviews() { subviews.first?.frame.origin.y = childY }
        }
        let host = UITestHost()
        let mover = Mover(frame: host.window.bounds)
        let child = Recorder(frame: CGRect(x: 0, y: 100, width: 375, height: 100))
        mover.addSubview(child)
        host.window.addSubview(mover)
        host.advance(by: 0.1)
        #expect(child.layoutMargins == Self.eight)
        child.changes = []
        mover.childY = 0
        mover.setNeedsLayout()
        host.advance(by: 0.1)
        #expect(child.changes == [UIEdgeInsets(top: 28, left: 8, bottom: 8, right: 8)])
    }

    @Test func aPlainViewMovedByALayoutRecomputesItsMarginsOnlyWhenRead() {
        final class Mover: UIView {
            override func layoutSubviews() { subviews.first?.frame.origin.y = 0 }
        }
        let host = UITestHost()
        let mover = Mover(frame: host.window.bounds)
        let plain = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 100))
        mover.addSubview(plain)
        host.window.addSubview(mover)
        host.advance(by: 0.1)
        #expect(plain._layoutMarginsState.isStale)            // nobody waits for a UIView's margins
        #expect(plain.layoutMargins.top == 28)
        #expect(!plain._layoutMarginsState.isStale)
    }

    @Test func anObservedPlainViewRecomputesItsMarginsInTheLayoutPass() {
        final class Mover: UIView {
            override func layoutSubviews() { subviews.first?.frame.origin.y = 0 }
        }
        let host = UITestHost()
        let mover = Mover(frame: host.window.bounds)
        let plain = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 100))
        plain._layoutMarginsState.isObserved = true           // as Auto Layout marks a view whose margins guide is used
        mover.addSubview(plain)
        host.window.addSubview(mover)
        host.advance(by: 0.1)
        #expect(!plain._layoutMarginsState.isStale)
        #expect(plain._layoutMarginsState.effective.top == 28)
    }

    @Test func readingTheMarginsOfAMovedViewGivesTheCurrentOnes() {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 100))
        host.window.addSubview(view)
        host.advance(by: 0.1)
        view.center.y = 50                       // now from 0 to 100, under the status bar
        #expect(view.layoutMargins.top == 28)
    }

    @Test func aViewLeavingItsWindowLosesTheSafeArea() {
        let host = UITestHost()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        host.window.addSubview(view)
        host.advance(by: 0.1)
        #expect(view.layoutMargins.top == 28)
        view.removeFromSuperview()
        #expect(view.layoutMargins == Self.eight)
    }

    // MARK: Preserving the superview's margins

    @Test func aPreservingSubviewAtTheEdgesTakesTheSuperviewsMargins() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        superview.layoutMargins = UIEdgeInsets(top: 40, left: 40, bottom: 40, right: 40)
        let content = UIView(frame: superview.bounds)
        content.preservesSuperviewLayoutMargins = true
        superview.addSubview(content)
        #expect(content.layoutMargins == UIEdgeInsets(top: 40, left: 40, bottom: 40, right: 40))
    }

    @Test func aPreservingSubviewIsRaisedOnlyByWhatReachesIntoIt() {
        // "The smallest amount needed to ensure that content is also inside the superview's margins."
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        superview.layoutMargins = UIEdgeInsets(top: 40, left: 40, bottom: 40, right: 40)
        let content = UIView(frame: CGRect(x: 10, y: 35, width: 200, height: 100))
        content.preservesSuperviewLayoutMargins = true
        superview.addSubview(content)
        // left 40 − 10, top 40 − 35 (< 8), right 40 − 90 and bottom 40 − 165 (none)
        #expect(content.layoutMargins == UIEdgeInsets(top: 8, left: 30, bottom: 8, right: 8))
    }

    @Test func aSubviewThatDoesNotPreserveKeepsItsOwnMargins() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        superview.layoutMargins = UIEdgeInsets(top: 40, left: 40, bottom: 40, right: 40)
        let content = Recorder(frame: superview.bounds)
        superview.addSubview(content)
        #expect(content.layoutMargins == Self.eight)
        superview.layoutMargins = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        #expect(content.changes.isEmpty)
    }

    @Test func theSuperviewsChangeCascadesDownThePreservingViewsOnce() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let middle = Recorder(frame: superview.bounds)
        middle.preservesSuperviewLayoutMargins = true
        let inner = Recorder(frame: middle.bounds)
        inner.preservesSuperviewLayoutMargins = true
        let bystander = Recorder(frame: middle.bounds)        // does not preserve
        superview.addSubview(middle)
        middle.addSubview(inner)
        middle.addSubview(bystander)
        superview.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        #expect(middle.changes == [UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)])
        #expect(inner.changes == [UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)])
        #expect(bystander.changes.isEmpty)
        #expect(inner.layoutMargins.left == 30)
    }

    @Test func turningPreservationOnAndOffRecomputesAtOnce() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        superview.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let content = Recorder(frame: superview.bounds)
        superview.addSubview(content)
        content.preservesSuperviewLayoutMargins = true
        #expect(content.changes == [UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)])
        content.preservesSuperviewLayoutMargins = false
        #expect(content.changes.last == Self.eight)
        #expect(content.changes.count == 2)
    }

    @Test func growingTheSuperviewUpdatesAPreservingSubviewsFarMarginsInTheLayoutPass() {
        let host = UITestHost()
        let superview = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
        superview.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let content = Recorder(frame: CGRect(x: 0, y: 0, width: 200, height: 200))   // no autoresizing
        content.preservesSuperviewLayoutMargins = true
        superview.addSubview(content)
        host.window.addSubview(superview)
        host.advance(by: 0.1)
        #expect(content.layoutMargins.right == 20)
        content.changes = []
        superview.frame.size.width = 250                      // the content's right edge is 50 pt in now
        host.advance(by: 0.1)
        #expect(content.changes == [UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 8)])
    }

    @Test func aPreservingChainReadsItsStaleAncestorsFirst() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        superview.layoutMargins = UIEdgeInsets(top: 40, left: 40, bottom: 40, right: 40)
        let outer = UIView(frame: superview.bounds)
        outer.preservesSuperviewLayoutMargins = true
        let inner = Recorder(frame: outer.bounds)
        inner.preservesSuperviewLayoutMargins = true
        superview.addSubview(outer)
        outer.addSubview(inner)
        #expect(inner.layoutMargins.left == 40)
        inner.changes = []
        outer.center.x += 10                  // outer is stale, inner is not; nothing is laid out
        #expect(inner.layoutMargins.left == 30)
        // It now sticks out 10 pt on the right: the superview's 40-pt margin reaches 50 pt into it.
        #expect(inner.changes == [UIEdgeInsets(top: 40, left: 30, bottom: 40, right: 50)])
    }

    // MARK: Memory

    @Test func viewsWhoseMarginsCascadedAreFreedWithTheirTree() {
        let host = UITestHost()
        weak var weakOuter: UIView?
        weak var weakInner: UIView?
        do {
            let outer = Recorder(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
            let inner = Recorder(frame: outer.bounds)
            inner.preservesSuperviewLayoutMargins = true
            outer.addSubview(inner)
            host.window.addSubview(outer)
            host.advance(by: 0.1)
            outer.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
            #expect(inner.changes.count == 2)
            weakOuter = outer
            weakInner = inner
            outer.removeFromSuperview()
        }
        host.advance(by: 0.1)
        #expect(weakOuter == nil)
        #expect(weakInner == nil)
    }

    // MARK: Cost

    @Test func aLaidOutTreeLeavesNoLayoutPendingAfterItsMarginsSettle() {
        let host = UITestHost(screen: Self.notchedPhone)
        let root = UIView(frame: host.window.bounds)
        for i in 0..<20 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 40, width: 375, height: 40))
            row.preservesSuperviewLayoutMargins = true
            root.addSubview(row)
        }
        host.window.addSubview(root)
        host.advance(by: 0.1)
        #expect(!host.window.layer._hasPendingLayout)
        #expect(host.settle() == 0)
    }

    @Test func scrollingAThousandRowsDoesNotLookThroughTheirMarginsEachFrame() {
        final class List: UIScrollView {
            var layouts = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                layouts += 1
            }
        }
        let host = UITestHost()
        let list = List(frame: host.window.bounds)
        for i in 0..<1_000 {
            list.addSubview(UIView(frame: CGRect(x: 0, y: CGFloat(i) * 44, width: 375, height: 44)))
        }
        list.contentSize = CGSize(width: 375, height: 44_000)
        host.window.addSubview(list)
        host.advance(by: 1.0 / 60)
        host.advance(by: 1.0 / 60)
        let looked = _UIViewLayoutMarginsState.subviewsLookedAt, layouts = list.layouts
        for frame in 1...10 {
            list.contentOffset.y = CGFloat(frame) * 7
            host.advance(by: 1.0 / 60)
        }
        #expect(list.layouts - layouts == 10)             // laid out at each frame of the scroll
        #expect(_UIViewLayoutMarginsState.subviewsLookedAt == looked)
    }

    @Test func aRowMovedWhileItsListScrollsStillHearsItsNewMargins() {
        final class Mover: UIScrollView {
            var childY: CGFloat = 100
            override func layoutSubviews() {
                super.layoutSubviews()
                subviews.first?.frame.origin.y = childY
            }
        }
        let host = UITestHost()
        let list = Mover(frame: host.window.bounds)
        list.contentSize = CGSize(width: 375, height: 2_000)
        let row = Recorder(frame: CGRect(x: 0, y: 100, width: 375, height: 100))
        list.addSubview(row)
        for i in 0..<50 { list.addSubview(UIView(frame: CGRect(x: 0, y: 200 + CGFloat(i) * 40, width: 375, height: 40))) }
        host.window.addSubview(list)
        host.advance(by: 1.0 / 60)
        for frame in 1...3 {
            list.contentOffset.y = CGFloat(frame)
            host.advance(by: 1.0 / 60)
        }
        list.contentOffset.y = 0
        host.advance(by: 1.0 / 60)
        row.changes = []
        list.childY = 0                                     // under the status bar
        list.setNeedsLayout()
        host.advance(by: 1.0 / 60)
        #expect(row.changes == [UIEdgeInsets(top: 28, left: 8, bottom: 8, right: 8)])
    }
}
