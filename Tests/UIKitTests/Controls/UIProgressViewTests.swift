import Testing
import SnapshotTesting
@testable import UIKitSnapshotTesting
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// `UIProgressView`: a track and a bar filling `progress` of its width from the leading edge,
/// pinned to 0…1, tinted, animated by `setProgress(_:animated:)`.
@MainActor @Suite struct UIProgressViewTests {
    /// The view showing the done part.
    func bar(_ view: UIProgressView) -> UIImageView { view.subviews[1] as! UIImageView }
    func track(_ view: UIProgressView) -> UIImageView { view.subviews[0] as! UIImageView }

    @Test func theStylesHaveUIKitsRawValuesAndHeights() {
        _ = UITestHost()
        #expect(UIProgressView.Style.default.rawValue == 0)
        #expect(UIProgressView.Style.bar.rawValue == 1)
        #expect(UIProgressView(progressViewStyle: .default).frame.height == 4)
        #expect(UIProgressView(progressViewStyle: .bar).frame.height == 2.5)
        let view = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(view.progressViewStyle == .default)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(view.sizeThatFits(CGSize(width: 80, height: 80)) == CGSize(width: 80, height: 4))
    }

    @Test func progressIsPinnedToZeroThroughOne() {
        _ = UITestHost()
        let view = UIProgressView(progressViewStyle: .default)
        #expect(view.progress == 0)
        view.progress = 0.4
        #expect(view.progress == 0.4)
        view.progress = 1.5
        #expect(view.progress == 1)
        view.progress = -2
        #expect(view.progress == 0)
        view.progress = .nan
        #expect(view.progress == 0)
    }

    @Test func theBarFillsTheProgressOfTheWidthFromTheLeadingEdge() {
        let host = UITestHost()
        let view = UIProgressView(frame: CGRect(x: 10, y: 10, width: 200, height: 4))
        host.window.addSubview(view)
        view.progress = 0.25
        view.layoutIfNeeded()
        #expect(bar(view).frame == CGRect(x: 0, y: 0, width: 50, height: 4))
        #expect(track(view).frame == CGRect(x: 0, y: 0, width: 200, height: 4))
        #expect(bar(view).layer.cornerRadius == 2)
        view.semanticContentAttribute = .forceRightToLeft
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(bar(view).frame == CGRect(x: 150, y: 0, width: 50, height: 4))
    }

    @Test func setProgressAnimatedSlidesTheBar() throws {
        let host = UITestHost()
        let view = UIProgressView(frame: CGRect(x: 10, y: 10, width: 200, height: 4))
        host.window.addSubview(view)
        host.advance(by: 1.0 / 60)
        view.setProgress(1, animated: true)
        #expect(view.progress == 1)
        host.advance(by: 0.125)
        let width = try #require(bar(view).layer.presentation()).bounds.width
        #expect(width > 20 && width < 180)
        host.advance(by: 0.2)
        #expect(bar(view).layer.presentation()?.bounds.width == 200)
    }

    @Test func theColoursComeFromTheTintUnlessSet() {
        let host = UITestHost()
        let view = UIProgressView(progressViewStyle: .default)
        host.window.addSubview(view)
        #expect(bar(view).backgroundColor == .systemBlue)
        #expect(track(view).backgroundColor == .systemFill)
        host.window.tintColor = .systemGreen
        #expect(bar(view).backgroundColor == .systemGreen)
        view.progressTintColor = .red
        view.trackTintColor = .yellow
        #expect(bar(view).backgroundColor == .red)
        #expect(track(view).backgroundColor == .yellow)
        view.progressTintColor = nil
        #expect(bar(view).backgroundColor == .systemGreen)
        view.progressViewStyle = .bar
        view.trackTintColor = nil
        #expect(track(view).backgroundColor == nil)
    }

    @Test func imagesReplaceTheColours() {
        _ = UITestHost()
        let view = UIProgressView(progressViewStyle: .default)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        view.progressImage = image
        view.trackImage = image
        #expect(bar(view).image === image && bar(view).backgroundColor == nil)
        #expect(track(view).image === image && track(view).backgroundColor == nil)
    }

    // MARK: Snapshot

    @Test func defaultAndBarStyles() {
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 220, height: 60), scale: 2, statusBarHeight: 0))
        let ground = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 60))
        ground.backgroundColor = .white
        let plain = UIProgressView(progressViewStyle: .default)
        plain.frame = CGRect(x: 10, y: 14, width: 200, height: 4)
        plain.progress = 0.3
        let tinted = UIProgressView(progressViewStyle: .default)
        tinted.frame = CGRect(x: 10, y: 28, width: 200, height: 4)
        tinted.progress = 0.7
        tinted.progressTintColor = .systemGreen
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.frame = CGRect(x: 10, y: 42, width: 200, height: 2.5)
        bar.progress = 0.5
        for view in [plain, tinted, bar] { ground.addSubview(view) }
        host.window.addSubview(ground)
        host.advance(by: 1.0 / 60)
        assertSnapshot(of: ground, as: .image)
    }
}
