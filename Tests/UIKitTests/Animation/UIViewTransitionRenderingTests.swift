import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

/// What the compositor draws while `UIView.transition(with:…)` / `transition(from:to:…)` play:
/// pixels read from the host's snapshot (scale 2: a point is 2 × 2 pixels).
@MainActor @Suite struct UIViewTransitionRenderingTests {
    static let red: [UInt8] = [255, 0, 0, 255]
    static let blue: [UInt8] = [0, 0, 255, 255]
    static let white: [UInt8] = [255, 255, 255, 255]

    /// A white 200 × 200 pt backdrop at (0, 0) holding a red 100 × 100 pt view at (50, 50).
    func makeScene(_ host: UITestHost) -> UIView {
        let backdrop = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        backdrop.backgroundColor = .white
        host.window.addSubview(backdrop)
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        view.backgroundColor = .red
        backdrop.addSubview(view)
        host.advance(by: FrameConstants.frameInterval)
        return view
    }

    /// The pixel at window point (x, y) in points.
    func pixel(_ host: UITestHost, _ x: CGFloat, _ y: CGFloat) -> [UInt8] {
        let image = host.snapshotCGImage()
        let scale = host.window.screen.scale
        return rgba(image, Int(x * scale), Int(y * scale))
    }

    @Test func halfWayThroughACrossDissolveThePixelIsTheEvenMix() {
        let host = UITestHost()
        let view = makeScene(host)
        UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { view.backgroundColor = .blue })
        host.advance(by: 0.5)
        // (1 − ½)·red + ½·blue = (127.5, 0, 127.5), opaque.
        #expect(near(pixel(host, 100, 100), [128, 0, 128, 255], 2))
        host.advance(by: 0.25)
        // ¼·red + ¾·blue = (63.75, 0, 191.25).
        #expect(near(pixel(host, 100, 100), [64, 0, 191, 255], 2))
    }

    @Test func atTheEndOfACrossDissolveTheNewLookShowsAndTheCompletionFinishes() {
        let host = UITestHost()
        let view = makeScene(host)
        var log: [Bool] = []
        UIView.transition(with: view, duration: 1, options: .transitionCrossDissolve,
                          animations: { view.backgroundColor = .blue }) { log.append($0) }
        host.advance(by: 1)
        #expect(pixel(host, 100, 100) == Self.blue)
        #expect(pixel(host, 40, 100) == Self.white)
        host.advance(by: FrameConstants.frameInterval)
        #expect(log == [true])
    }

    @Test func aFlipFromTheLeftAtAQuarterShowsTheOldLookNarrowedByTheCosine() {
        let host = UITestHost()
        let view = makeScene(host)
        UIView.transition(with: view, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { view.backgroundColor = .blue })
        host.advance(by: 0.25)
        // Width 100·|cos(π/4)| ≈ 70.71 pt about the centre x = 100: x from 64.64 to 135.36 pt.
        let half = 50 * abs(cos(Double.pi / 4))
        #expect(pixel(host, 100 - half + 1, 100) == Self.red)
        #expect(pixel(host, 100 + half - 1, 100) == Self.red)
        #expect(pixel(host, 100 - half - 1, 100) == Self.white)
        #expect(pixel(host, 100 + half + 1, 100) == Self.white)
        // The height is unchanged.
        #expect(pixel(host, 100, 51) == Self.red)
        #expect(pixel(host, 100, 149) == Self.red)
    }

    @Test func aFlipShowsTheNewLookInItsSecondHalf() {
        let host = UITestHost()
        let view = makeScene(host)
        UIView.transition(with: view, duration: 1, options: [.transitionFlipFromRight, .curveLinear],
                          animations: { view.backgroundColor = .blue })
        host.advance(by: 0.75)
        // |cos(3π/4)| = |cos(π/4)|: the new look over the same narrowed span.
        let half = 50 * abs(cos(Double.pi / 4))
        #expect(pixel(host, 100, 100) == Self.blue)
        #expect(pixel(host, 100 + half - 1, 100) == Self.blue)
        #expect(pixel(host, 100 + half + 1, 100) == Self.white)
        host.advance(by: 0.25)
        #expect(pixel(host, 51, 100) == Self.blue)
    }

    @Test func aFlipFromTheTopNarrowsTheHeight() {
        let host = UITestHost()
        let view = makeScene(host)
        UIView.transition(with: view, duration: 1, options: [.transitionFlipFromTop, .curveLinear],
                          animations: { view.backgroundColor = .blue })
        host.advance(by: 0.25)
        let half = 50 * abs(cos(Double.pi / 4))
        #expect(pixel(host, 100, 100 - half + 1) == Self.red)
        #expect(pixel(host, 100, 100 - half - 1) == Self.white)
        #expect(pixel(host, 51, 100) == Self.red)
    }

    @Test func aCurlIsDrawnAsACrossDissolve() {
        let host = UITestHost()
        let view = makeScene(host)
        UIView.transition(with: view, duration: 1, options: [.transitionCurlUp, .curveLinear],
                          animations: { view.backgroundColor = .blue })
        host.advance(by: 0.5)
        #expect(near(pixel(host, 100, 100), [128, 0, 128, 255], 2))
    }

    @Test func transitionFromToSwapsTheViewsWithADissolve() {
        let host = UITestHost()
        let container = makeScene(host)
        container.backgroundColor = .white
        let a = UIView(frame: container.bounds), b = UIView(frame: container.bounds)
        a.backgroundColor = .red
        b.backgroundColor = .blue
        container.addSubview(a)
        host.advance(by: FrameConstants.frameInterval)
        var log: [Bool] = []
        UIView.transition(from: a, to: b, duration: 1, options: [.transitionCrossDissolve, .curveLinear]) { log.append($0) }
        #expect(container.subviews == [b])
        host.advance(by: 0.5)
        #expect(near(pixel(host, 100, 100), [128, 0, 128, 255], 2))
        host.advance(by: 0.5)
        #expect(pixel(host, 100, 100) == Self.blue)
        host.advance(by: FrameConstants.frameInterval)
        #expect(log == [true])
    }

    @Test func sublayersDissolveWithTheView() {
        let host = UITestHost()
        let view = makeScene(host)
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        child.backgroundColor = .white
        view.addSubview(child)
        host.advance(by: FrameConstants.frameInterval)
        UIView.transition(with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { child.backgroundColor = .blue })
        host.advance(by: 0.5)
        // The child's square: ½·white + ½·blue = (127.5, 127.5, 255); the rest of the view stays red.
        #expect(near(pixel(host, 60, 60), [128, 128, 255, 255], 2))
        #expect(pixel(host, 140, 140) == Self.red)
    }

    @Test func everyFrameOfATransitionRedrawsTheView() {
        let host = UITestHost()
        let view = makeScene(host)
        _ = host.snapshotCGImage()
        UIView.transition(with: view, duration: 1, options: .transitionCrossDissolve,
                          animations: { view.backgroundColor = .blue })
        let scale = host.window.screen.scale
        let viewPixels = Int(100 * scale) * Int(100 * scale)
        for _ in 0..<3 {
            host.advance(by: FrameConstants.frameInterval)
            #expect((host.window._compositor?.lastRedrawnArea ?? 0) >= viewPixels)
        }
        host.settle()
        host.advance(by: FrameConstants.frameInterval)
        #expect(host.window._compositor?.lastRedrawnArea == 0)
    }

    @Test func theBeforeImageIsDroppedWhenTheTransitionEnds() throws {
        let host = UITestHost()
        let view = makeScene(host)
        UIView.transition(with: view, duration: 0.5, options: .transitionFlipFromBottom,
                          animations: { view.backgroundColor = .blue })
        let animation = try #require(view.layer.animation(forKey: "transition") as? _CATransitionAnimation)
        let before = try #require(animation.before)
        // The view's 100 × 100 pt at the screen's scale.
        #expect(before.width == Int(100 * host.window.screen.scale))
        host.settle()
        #expect(animation.before == nil)
    }

    @Test func aTransitionOfZeroDurationShowsTheNewLookAtOnce() {
        let host = UITestHost()
        let view = makeScene(host)
        var log: [Bool] = []
        UIView.transition(with: view, duration: 0, options: .transitionCrossDissolve,
                          animations: { view.backgroundColor = .blue }) { log.append($0) }
        #expect(view.layer.animation(forKey: "transition") == nil)
        #expect(pixel(host, 100, 100) == Self.blue)
        host.advance(by: FrameConstants.frameInterval)
        #expect(log == [true])
    }
}
