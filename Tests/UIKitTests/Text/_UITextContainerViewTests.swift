import Testing
import Foundation
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

/// A text view's text is drawn by a canvas over about three screens around what is visible, not
/// by a backing store as tall as the text; scrolling within the canvas redraws nothing.
@MainActor @Suite struct UITextContainerViewTests {
    let host = UITestHost()

    /// A 375 × 400 text view of `paragraphs` paragraphs of about 600 characters.
    func stage(paragraphs: Int = 20) -> UITextView {
        let textView = UITextView(frame: CGRect(x: 0, y: 40, width: 375, height: 400))
        textView.font = .systemFont(ofSize: 17)
        let paragraph = String(repeating: "lorem ipsum dolor sit amet ", count: 22)
        textView.text = Array(repeating: paragraph, count: paragraphs).joined(separator: "\n")
        host.window.addSubview(textView)
        host.settle()
        return textView
    }

    @Test func longTextIsDrawnOnlyAroundWhatIsVisible() {
        let textView = stage()
        let canvas = textView._containerView.canvas
        #expect(textView.contentSize.height > 4000)
        #expect(canvas.frame.minY == 0)
        #expect(canvas.frame.height == 800, "what is visible and one height below it (nothing above the top)")
        #expect(canvas.layer._rendering.backingStore?.pixelHeight == 1600)
        #expect(textView._containerView.layer._rendering.backingStore == nil, "the container draws nothing itself")
    }

    @Test func scrollingWithinTheCanvasRedrawsNothingAndBeyondItMovesIt() {
        let textView = stage()
        let canvas = textView._containerView.canvas
        let version = canvas.layer._rendering.backingStore?.version
        textView.contentOffset = CGPoint(x: 0, y: 300)
        host.advance(by: 1.0 / 60)
        #expect(canvas.frame.minY == 0)
        #expect(canvas.layer._rendering.backingStore?.version == version, "still inside the canvas: not redrawn")
        textView.contentOffset = CGPoint(x: 0, y: 2000.25)
        host.advance(by: 1.0 / 60)
        #expect(canvas.frame.minY == 1600, "one visible height above what is visible, at a whole point")
        #expect(canvas.frame.maxY == 2801)
        #expect(canvas.layer._rendering.backingStore?.version != version)
    }

    @Test func textScrolledFarDownLooksAsAtTheTop() {
        // The same line drawn at the top and, after scrolling a canvas away, at the same place.
        let textView = stage()
        let top = host.snapshotCGImage()
        textView.contentOffset = CGPoint(x: 0, y: 3000)
        host.settle()
        textView.contentOffset = .zero
        host.settle()
        let again = host.snapshotCGImage()
        #expect(top.dataProvider?.data == again.dataProvider?.data)
    }

    @Test func typingACharacterBuildsOneLayout() {
        let textView = stage()
        host.tap(textView)
        host.settle()
        let before = textView._layoutCache.builds
        host.type("a")
        #expect(textView._layoutCache.builds - before == 1, "one Pango layout for the size, the caret, the selection and drawing")
        #expect(textView.text.hasSuffix("a") || textView.text.contains("a"))
    }

    /// Text views with long text made, typed into, scrolled and discarded over and over: each is
    /// freed with its cached Pango layout and canvas, and memory stays flat
    /// (`ROCKHOPPER_LEAK_CYCLES` for a long run).
    @Test func makingTypingIntoAndDiscardingLongTextViewsLeavesNothingBehind() {
        let cycles = ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init) ?? 10
        var weakViews: [() -> UITextView?] = []
        var rssAfterWarmUp = 0
        for i in 0..<cycles {
            if i == min(cycles - 1, 20) { rssAfterWarmUp = ResidentMemory.kilobytes() }
            let textView = stage(paragraphs: 5)
            host.tap(textView)
            host.type("ab")
            textView.contentOffset = CGPoint(x: 0, y: 900)
            host.advance(by: 1.0 / 60)
            _ = textView.resignFirstResponder()
            textView.removeFromSuperview()
            weak let weakView = textView
            if i < 10 { weakViews.append { weakView } }
        }
        host.settle()
        #expect(weakViews.allSatisfy { $0() == nil })
        if cycles > 100 {
            let end = ResidentMemory.kilobytes()
            print("UITextView cycles: \(cycles), RSS after 20: \(rssAfterWarmUp) kB, at end: \(end) kB, growth: \(end - rssAfterWarmUp) kB")
        }
    }
}
