import Foundation
import Testing
import UIKitTesting

/// A paging, zooming scroll view nested in a vertical one: the scene of the multi-finger settle
/// tests and the scroll fuzz. 375×667 phone; the outer view fills the screen with 1500 pt of
/// content; the inner one is 375×300 at y 150 of the outer content, pages of 375 pt over three
/// pages, zooming its 1125×300 content view between 1 and 3.
@MainActor final class NestedScrollScene: UIScrollViewDelegate {
    let host: UITestHost
    let outer: UIScrollView
    let inner: UIScrollView
    let zoomView: UIView

    init() {
        host = UITestHost()
        outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        outer.contentSize = CGSize(width: 375, height: 1500)
        inner = UIScrollView(frame: CGRect(x: 0, y: 150, width: 375, height: 300))
        inner.isPagingEnabled = true
        inner.contentSize = CGSize(width: 1125, height: 300)
        zoomView = UIView(frame: CGRect(x: 0, y: 0, width: 1125, height: 300))
        inner.addSubview(zoomView)
        inner.minimumZoomScale = 1
        inner.maximumZoomScale = 3
        host.window.addSubview(outer)
        outer.addSubview(inner)
        inner.delegate = self
        host.advance(by: 0)
    }

    nonisolated func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        MainActor.assumeIsolated { scrollView === inner ? zoomView : nil }
    }

    var scrollViews: [UIScrollView] { [outer, inner] }

    /// The first way `scroll` is not at rest where it may rest, or nil.
    static func restProblem(_ scroll: UIScrollView) -> String? {
        let p = scroll.contentOffset
        let rx = scroll._rangeX, ry = scroll._rangeY
        let name = scroll.isPagingEnabled ? "inner" : "outer"
        if !rx.contains(p.x) || !ry.contains(p.y) {
            return "\(name) rests at \(p) out of its range \(rx.lowerBound)...\(rx.upperBound) × \(ry.lowerBound)...\(ry.upperBound) at zoom \(scroll.zoomScale)"
        }
        if scroll.isPagingEnabled {
            let w = scroll.bounds.width, h = scroll.bounds.height
            func onPage(_ x: CGFloat, _ size: CGFloat, _ r: ClosedRange<CGFloat>) -> Bool {
                let k = (x / size).rounded()
                return abs(x - k * size) < 0.01 || x == r.lowerBound || x == r.upperBound
            }
            if !onPage(p.x, w, rx) || !onPage(p.y, h, ry) {
                return "\(name) rests at \(p) between pages of \(w)×\(h) (range \(rx.upperBound)×\(ry.upperBound)) at zoom \(scroll.zoomScale)"
            }
        }
        if scroll.zoomScale < scroll.minimumZoomScale - 1e-9 || scroll.zoomScale > scroll.maximumZoomScale + 1e-9 {
            return "\(name) rests at zoom \(scroll.zoomScale) outside \(scroll.minimumZoomScale)...\(scroll.maximumZoomScale)"
        }
        if scroll.isDecelerating || scroll.isDragging || scroll.isTracking || scroll.isZooming || scroll.isZoomBouncing {
            return "\(name) still busy: decelerating \(scroll.isDecelerating) dragging \(scroll.isDragging) tracking \(scroll.isTracking) zooming \(scroll.isZooming) zoomBouncing \(scroll.isZoomBouncing)"
        }
        for r in scroll.gestureRecognizers ?? [] where r.state != .possible {
            return "\(name)'s \(type(of: r)) is \(r.state), not .possible"
        }
        return nil
    }

    var problems: [String] { scrollViews.compactMap(Self.restProblem) }
}

@MainActor @Suite struct UIScrollViewSettlingTests {
    @Test func aSecondFingerJoiningAfterAPanLeavesTheInnerViewInRange() {
        let s = NestedScrollScene()
        let h = s.host
        let a = h.touchDown(at: CGPoint(x: 104, y: 427))
        h.move(a, to: CGPoint(x: 343, y: 441))
        h.lift(a)
        let b = h.touchDown(at: CGPoint(x: 357, y: 22))
        h.move(b, to: CGPoint(x: 355, y: -36))
        let c = h.touchDown(at: CGPoint(x: 184, y: 435))
        h.lift([b, c])
        h.settle()
        #expect(s.problems == [])
    }

    @Test func fourFingersMovingTogetherLeaveThePagingViewOnAPage() {
        let s = NestedScrollScene()
        let h = s.host
        let a = h.touchDown(at: CGPoint(x: 116, y: 245))
        let b = h.touchDown(at: CGPoint(x: 22, y: 531))
        let c = h.touchDown(at: CGPoint(x: 68, y: 231))
        let d = h.touchDown(at: CGPoint(x: 0, y: 0))
        h.move(a, to: CGPoint(x: 291, y: 415))
        h.move(c, to: CGPoint(x: 195, y: 565))
        h.move(d, to: CGPoint(x: -7, y: -13))
        h.lift([a, b, c, d])
        h.settle()
        #expect(s.problems == [])
    }
}
