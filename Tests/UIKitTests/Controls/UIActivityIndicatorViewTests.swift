import Testing
import SnapshotTesting
@testable import UIKitSnapshotTesting
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

/// `UIActivityIndicatorView`: sized by its style, hidden while stopped, eight spokes turning a
/// step at a time on the frame clock.
@MainActor @Suite struct UIActivityIndicatorViewTests {
    @Test(arguments: [
        (UIActivityIndicatorView.Style.medium, CGFloat(20)), (.large, 37), (.white, 20), (.gray, 20), (.whiteLarge, 37),
    ])
    func initWithStyleSizesTheViewForTheStyle(style: UIActivityIndicatorView.Style, side: CGFloat) {
        _ = UITestHost()
        let indicator = UIActivityIndicatorView(style: style)
        #expect(indicator.frame == CGRect(x: 0, y: 0, width: side, height: side))
        #expect(indicator.intrinsicContentSize == CGSize(width: side, height: side))
        #expect(indicator.sizeThatFits(CGSize(width: 100, height: 100)) == CGSize(width: side, height: side))
        #expect(indicator.style == style)
    }

    @Test func theStylesHaveUIKitsRawValues() {
        #expect(UIActivityIndicatorView.Style.whiteLarge.rawValue == 0)
        #expect(UIActivityIndicatorView.Style.white.rawValue == 1)
        #expect(UIActivityIndicatorView.Style.gray.rawValue == 2)
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100)
        #expect(UIActivityIndicatorView.Style.large.rawValue == 101)
    }

    @Test func initWithFrameKeepsTheFrameAndIsMedium() {
        _ = UITestHost()
        let indicator = UIActivityIndicatorView(frame: CGRect(x: 5, y: 6, width: 100, height: 50))
        #expect(indicator.frame == CGRect(x: 5, y: 6, width: 100, height: 50))
        #expect(indicator.style == .medium)
    }

    @Test func aNewIndicatorIsStoppedAndHiddenStartingShowsItStoppingHidesIt() {
        _ = UITestHost()
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.hidesWhenStopped)
        #expect(!indicator.isAnimating && indicator.isHidden)
        indicator.startAnimating()
        #expect(indicator.isAnimating && !indicator.isHidden)
        indicator.stopAnimating()
        #expect(!indicator.isAnimating && indicator.isHidden)
    }

    @Test func withoutHidesWhenStoppedItStaysVisible() {
        _ = UITestHost()
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden)
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden)
        indicator.hidesWhenStopped = true
        #expect(indicator.isHidden)
    }

    @Test func theColourFollowsTheStyleUntilSetAndNilRestoresIt() {
        _ = UITestHost()
        #expect(UIActivityIndicatorView(style: .white).color == .white)
        #expect(UIActivityIndicatorView(style: .gray).color == .gray)
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.color == .secondaryLabel)
        indicator.color = .red
        #expect(indicator.color == .red)
        indicator.color = nil
        #expect(indicator.color == .secondaryLabel)
        indicator.style = .whiteLarge
        #expect(indicator.color == .white)
    }

    /// The rotation of the spokes as shown at the host's time.
    func shownRotation(_ indicator: UIActivityIndicatorView) -> CGFloat {
        let spokes = indicator.layer.sublayers![0]
        let t = (spokes.presentation() ?? spokes).affineTransform()
        var angle = atan2(t.b, t.a)
        if angle < -1e-9 { angle += 2 * .pi }
        return angle
    }

    @Test func theSpokesTurnAnEighthOfATurnEveryEighthOfASecondClockwise() {
        let host = UITestHost()
        let indicator = UIActivityIndicatorView(style: .large)
        host.window.addSubview(indicator)
        indicator.startAnimating()
        host.advance(by: 1.0 / 60)
        #expect(abs(shownRotation(indicator)) < 1e-9)
        host.advance(by: 0.1)
        #expect(abs(shownRotation(indicator)) < 1e-9)
        host.advance(by: 0.05)
        #expect(abs(shownRotation(indicator) - .pi / 4) < 1e-9)
        host.advance(by: 0.5)
        #expect(abs(shownRotation(indicator) - 5 * .pi / 4) < 1e-9)
        indicator.stopAnimating()
        host.advance(by: 1.0 / 60)
        #expect(abs(shownRotation(indicator)) < 1e-9)
        #expect(!host.application._hasPendingWork)
    }

    @Test func eightSpokesFadeFromTheLeadingOne() {
        let host = UITestHost()
        let indicator = UIActivityIndicatorView(style: .medium)
        host.window.addSubview(indicator)
        indicator.layoutIfNeeded()
        let spokes = indicator.layer.sublayers![0].sublayers!
        #expect(spokes.count == 8)
        #expect(spokes.first!.opacity == 1)
        #expect(abs(spokes.last!.opacity - 0.3) < 1e-6)
        #expect(zip(spokes, spokes.dropFirst()).allSatisfy { $0.opacity > $1.opacity })
        #expect(spokes[0].position == CGPoint(x: 10, y: 10 - (10 - 5.4 / 2)))
    }

    @Test func theSpokesTurnOnlyInAWindowWhileAnimating() {
        let host = UITestHost()
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.startAnimating()
        let spokes = indicator.layer.sublayers![0]
        #expect(indicator.isAnimating)
        #expect(spokes.animationKeys() == nil)
        host.window.addSubview(indicator)
        #expect(spokes.animationKeys()?.count == 1)
        host.advance(by: 0.2)
        #expect(abs(shownRotation(indicator) - .pi / 4) < 1e-9)
        indicator.removeFromSuperview()
        #expect(indicator.isAnimating)
        #expect(spokes.animationKeys() == nil)
        host.window.addSubview(indicator)
        host.advance(by: 1.0 / 60)
        #expect(abs(shownRotation(indicator)) < 1e-9)
    }

    @Test func anIndicatorThatAnimatedIsFreedWhenRemoved() {
        let host = UITestHost()
        weak var weakIndicator: UIActivityIndicatorView?
        do {
            let indicator = UIActivityIndicatorView(style: .medium)
            weakIndicator = indicator
            host.window.addSubview(indicator)
            indicator.startAnimating()
            host.advance(by: 0.3)
            indicator.removeFromSuperview()
        }
        host.advance(by: 1.0 / 60)
        #expect(weakIndicator == nil)
        #expect(!host.application._hasPendingWork, "\(host.application._pendingWorkDescription)")
    }

    // MARK: Snapshots

    /// The indicators of every style, started, on a white or dark ground, at the first step.
    func strip() -> UIView {
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 200, height: 60), scale: 2, statusBarHeight: 0))
        let ground = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        ground.backgroundColor = .white
        let dark = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 60))
        dark.backgroundColor = UIColor(white: 0.2, alpha: 1)
        ground.addSubview(dark)
        let medium = UIActivityIndicatorView(style: .medium)
        medium.center = CGPoint(x: 20, y: 30)
        let large = UIActivityIndicatorView(style: .large)
        large.center = CGPoint(x: 65, y: 30)
        let white = UIActivityIndicatorView(style: .white)
        white.center = CGPoint(x: 120, y: 30)
        let whiteLarge = UIActivityIndicatorView(style: .whiteLarge)
        whiteLarge.center = CGPoint(x: 165, y: 30)
        for indicator in [medium, large, white, whiteLarge] {
            ground.addSubview(indicator)
            indicator.startAnimating()
        }
        host.window.addSubview(ground)
        host.advance(by: 1.0 / 60)
        return ground
    }

    @Test func theSpinnersOfEveryStyle() {
        assertSnapshot(of: strip(), as: .image)
    }
}
