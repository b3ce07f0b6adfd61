import Foundation
import Testing
@testable import UIKit
import UIKitTesting
import UIKitTestSupport

@MainActor @Suite struct UIScrollViewWheelTests {
    @Test func aWheelScrollMovesTheContentAtOnceAndTellsTheDelegate() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        host.scroll(at: CGPoint(x: 100, y: 300), by: CGVector(dx: 0, dy: 120))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 120))
        #expect(recorder.log == ["didScroll"])
        #expect(recorder.scrolledOffsets.last == CGPoint(x: 0, y: 120))
        #expect(!scroll.isDragging)
        #expect(!scroll.isDecelerating)
    }

    @Test func aWheelScrollStopsAtTheEdgesWithoutARubberBand() {
        let host = UITestHost()
        let scroll = makeVerticalScrollView(host, height: 1_000)
        host.scroll(at: CGPoint(x: 100, y: 300), by: CGVector(dx: 0, dy: -50))
        #expect(scroll.contentOffset == .zero)
        host.scroll(at: CGPoint(x: 100, y: 300), by: CGVector(dx: 0, dy: 5_000))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 1_000 - 667))
        host.settle()
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 1_000 - 667))
    }

    @Test func aWheelScrollEndsAFlingFirst() {
        let host = UITestHost()
        let recorder = ScrollDelegateRecorder()
        let scroll = makeVerticalScrollView(host, recorder: recorder)
        host.drag(from: CGPoint(x: 100, y: 600), to: CGPoint(x: 100, y: 200), duration: 0.1)
        #expect(scroll.isDecelerating)
        let before = scroll.contentOffset.y
        host.scroll(at: CGPoint(x: 100, y: 300), by: CGVector(dx: 0, dy: 40))
        #expect(!scroll.isDecelerating)
        #expect(recorder.log.last(where: { $0 != "didScroll" }) == "didEndDecelerating")
        #expect(scroll.contentOffset.y == before + 40)
    }

    @Test func theInnermostScrollViewThatCanMoveTakesTheScroll() {
        let host = UITestHost()
        let outer = makeVerticalScrollView(host)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        inner.contentSize = CGSize(width: 1_000, height: 200)
        outer.addSubview(inner)
        host.scroll(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 30, dy: 0))
        #expect(inner.contentOffset == CGPoint(x: 30, y: 0))
        #expect(outer.contentOffset == .zero)
        host.scroll(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: 30))
        #expect(inner.contentOffset == CGPoint(x: 30, y: 0))
        #expect(outer.contentOffset == CGPoint(x: 0, y: 30))
    }

    @Test func aScrollViewWithScrollingDisabledIsPassedOver() {
        let host = UITestHost()
        let scroll = makeVerticalScrollView(host)
        scroll.isScrollEnabled = false
        host.scroll(at: CGPoint(x: 100, y: 300), by: CGVector(dx: 0, dy: 100))
        #expect(scroll.contentOffset == .zero)
    }

    @Test func aWheelScrollOutsideAnyScrollViewDoesNothing() {
        let host = UITestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        scroll.contentSize = CGSize(width: 375, height: 1_000)
        host.window.addSubview(scroll)
        #expect(host.application._scrollWheel(at: CGPoint(x: 100, y: 400), by: CGVector(dx: 0, dy: 50)) == nil)
        #expect(scroll.contentOffset == .zero)
    }

    @Test func aWheelScrolledTableIsFreedWhenDiscarded() {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let host = UITestHost()
        let source = Source()
        weak var weakTable: UITableView?
        do {
            let table = UITableView(frame: host.window.bounds, style: .plain)
            table.dataSource = source
            host.window.addSubview(table)
            host.advance(by: 1.0 / 60)
            for _ in 0..<10 { host.scroll(at: CGPoint(x: 100, y: 300), by: CGVector(dx: 0, dy: 80)) }
            #expect(table.contentOffset.y > 700)
            weakTable = table
            table.removeFromSuperview()
        }
        host.settle()
        #expect(weakTable == nil)
    }
}
