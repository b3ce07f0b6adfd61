import Testing
@testable import UIKitTesting
@testable import UIKit

/// Auto Layout inside a scroll view: the content's edges decide `contentSize`
/// (`contentLayoutGuide`), the frame stays put (`frameLayoutGuide`), driven by drags.
@MainActor @Suite struct UIScrollViewAutoLayoutTests {
    /// A scroll view filling the 375 × 667 window, laid out by constraints itself.
    func scrollView(in host: UITestHost) -> UIScrollView {
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        host.window.addSubview(scroll)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: host.window.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: host.window.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: host.window.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: host.window.bottomAnchor),
        ])
        return scroll
    }

    /// `count` rows of `height` points in a vertical stack.
    func stack(rows count: Int, height: CGFloat) -> UIStackView {
        let rows = (0..<count).map { _ -> UIView in
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: height).isActive = true
            return row
        }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        return stack
    }

    @Test func aStackPinnedToTheScrollViewsEdgesDecidesTheContentSizeAndScrollsToItsEnd() {
        let host = UITestHost()
        let scroll = scrollView(in: host)
        scroll.contentInsetAdjustmentBehavior = .never
        let stack = stack(rows: 20, height: 90)
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.widthAnchor),
        ])
        host.settle()
        // 20 rows of 90 and 19 gaps of 10.
        #expect(scroll.contentSize == CGSize(width: 375, height: 1990))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 375, height: 1990))
        for _ in 0..<4 {
            host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 100), duration: 0.1)
            host.settle()
        }
        #expect(scroll.contentOffset.y == CGFloat(1990 - 667))
        // The content stays where its constraints put it while scrolled.
        #expect(stack.frame.minY == 0)
    }

    @Test func contentPinnedToTheContentGuideGrowsTheContentAsItGrows() {
        let host = UITestHost()
        let scroll = scrollView(in: host)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "One line"
        label.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(label)
        let guide = scroll.contentLayoutGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            label.bottomAnchor.constraint(equalTo: guide.bottomAnchor, constant: -20),
            label.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, constant: -40),
        ])
        host.settle()
        let oneLine = scroll.contentSize.height
        #expect(scroll.contentSize.width == 375)
        #expect(oneLine == label.frame.height + 40)
        #expect(guide.layoutFrame == CGRect(origin: .zero, size: scroll.contentSize))
        label.text = Array(repeating: "Many words that wrap onto further lines", count: 20).joined(separator: " ")
        host.settle()
        #expect(scroll.contentSize.height > oneLine * 5)
        #expect(scroll.contentSize.height == label.frame.height + 40)
    }

    @Test func aViewPinnedToTheFrameGuideStaysOnScreenWhileTheContentScrolls() {
        let host = UITestHost()
        let scroll = scrollView(in: host)
        scroll.contentInsetAdjustmentBehavior = .never
        let stack = stack(rows: 30, height: 50)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -16),
            badge.bottomAnchor.constraint(equalTo: scroll.frameLayoutGuide.bottomAnchor, constant: -16),
            badge.widthAnchor.constraint(equalToConstant: 56),
            badge.heightAnchor.constraint(equalToConstant: 56),
        ])
        host.settle()
        let onScreen = badge.convert(badge.bounds, to: host.window)
        #expect(onScreen == CGRect(x: 303, y: 595, width: 56, height: 56))
        host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 200), duration: 0.3, holdAtEnd: 0.1)
        #expect(scroll.contentOffset.y > 100)
        // During the drag, and after the fling has settled, the badge is where it was on screen.
        #expect(badge.convert(badge.bounds, to: host.window) == onScreen)
        host.settle()
        #expect(badge.frame.minY == scroll.contentOffset.y + 595)
        #expect(badge.convert(badge.bounds, to: host.window) == onScreen)
    }

    @Test func theScrollViewsCentresAreItsFramesAndItsEdgesItsContents() {
        let host = UITestHost()
        let scroll = scrollView(in: host)
        scroll.contentInsetAdjustmentBehavior = .never
        scroll.contentSize = CGSize(width: 375, height: 2000)
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        let centred = UIView(), atBottom = UIView()
        for v in [centred, atBottom] {
            v.translatesAutoresizingMaskIntoConstraints = false
            scroll.addSubview(v)
            NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: 40), v.heightAnchor.constraint(equalToConstant: 40)])
        }
        NSLayoutConstraint.activate([
            centred.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
            centred.centerYAnchor.constraint(equalTo: scroll.centerYAnchor),
            atBottom.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            atBottom.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
        ])
        host.settle()
        // No constraint decides the content's size, so it stays as set.
        #expect(scroll.contentSize == CGSize(width: 375, height: 2000))
        #expect(centred.frame == CGRect(x: 167.5, y: 300 + 313.5, width: 40, height: 40))
        #expect(atBottom.frame == CGRect(x: 0, y: 1960, width: 40, height: 40))
        scroll.contentSize = CGSize(width: 375, height: 1000)
        host.settle()
        #expect(atBottom.frame.minY == 960)
    }

    @Test func theFrameGuideReportsTheVisibleRectAndTheContentGuideTheContent() {
        let host = UITestHost()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        host.window.addSubview(scroll)
        scroll.contentSize = CGSize(width: 300, height: 900)
        scroll.contentOffset = CGPoint(x: 0, y: 120)
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 120, width: 300, height: 400))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 900))
        #expect(scroll.contentLayoutGuide.owningView === scroll && scroll.frameLayoutGuide.owningView === scroll)
        #expect(scroll.contentLayoutGuide === scroll.contentLayoutGuide)
    }

    @Test func aScrolledScrollViewWithGuidesIsFreedWithEverythingInIt() {
        weak var weakScroll: UIScrollView?, weakStack: UIStackView?, weakGuide: UILayoutGuide?
        let host = UITestHost()
        do {
            let scroll = scrollView(in: host)
            let stack = stack(rows: 30, height: 50)
            scroll.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            ])
            host.settle()
            host.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 100), duration: 0.1)
            host.advance(by: 0.2)
            scroll.removeFromSuperview()
            (weakScroll, weakStack, weakGuide) = (scroll, stack, scroll.frameLayoutGuide)
        }
        host.settle()
        #expect(weakScroll == nil && weakStack == nil && weakGuide == nil)
    }

    @Test func buildingAndDiscardingConstrainedScrollViewsKeepsTheEngineFlat() {
        let host = UITestHost()
        func cycle() {
            let scroll = scrollView(in: host)
            let stack = stack(rows: 10, height: 80)
            scroll.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
                stack.topAnchor.constraint(equalTo: scroll.topAnchor),
                stack.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
                stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            ])
            host.settle()
            scroll.contentOffset = CGPoint(x: 0, y: 100)
            host.settle()
            scroll.removeFromSuperview()
            host.settle()
        }
        var symbolCounts: [Int] = []
        for _ in 0..<20 {
            cycle()
            symbolCounts.append(host.window._layoutEngine?.solver.kinds.count ?? 0)
        }
        #expect(symbolCounts.last == symbolCounts[1], "\(symbolCounts)")
        #expect(host.window._layoutEngine?.solver.rowCount ?? 0 == 0)
    }
}
