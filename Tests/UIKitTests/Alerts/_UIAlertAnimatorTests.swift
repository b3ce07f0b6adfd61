import Testing
@testable import UIKitTesting
@testable import UIKit
@testable import QuartzCore

/// `_UIAlertAnimator`: UIKit's alert and action sheet animations
/// (`-[UIAlertControllerVisualStyleAlert animateAlertControllerView:…]` and the action sheet's):
/// the alert fades in while shrinking from 1.2 and fades out at its size, the sheet slides up
/// from below and back down, the dimming view fades with both, over 0.404 s.
@MainActor @Suite struct _UIAlertAnimatorTests {
    private func presenter() -> (UITestHost, AlertPresenter) {
        let host = UITestHost()
        let presenter = AlertPresenter()
        host.show(presenter)
        host.settle()
        return (host, presenter)
    }

    private func scale(_ layer: CALayer) -> CGFloat {
        layer.presentation()!.affineTransform().a
    }

    private func opacity(_ layer: CALayer) -> Float {
        layer.presentation()!.opacity
    }

    @Test func theAlertFadesInWhileShrinkingFromOnePointTwo() {
        let (host, presenter) = presenter()
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presenter.present(alert, animated: true)
        host.advance(by: 2.0 / 60)
        let view = alert._alertView!
        let early = (scale(view.contentView.layer), opacity(view.contentView.layer), opacity(view.dimmingView.layer))
        #expect(early.0 > 1.0 && early.0 < 1.2)
        #expect(early.1 > 0 && early.1 < 1)
        #expect(early.2 > 0 && early.2 < 1)
        host.advance(by: 0.1)
        #expect(scale(view.contentView.layer) < early.0)
        #expect(opacity(view.contentView.layer) > early.1)
        host.settle()
        #expect(scale(view.contentView.layer) == 1)
        #expect(opacity(view.contentView.layer) == 1)
        #expect(opacity(view.dimmingView.layer) == 1)
    }

    @Test func thePresentationTakesAbout0_4Seconds() {
        let (host, presenter) = presenter()
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        var appearedAt: TimeInterval?
        let start = host.now
        presenter.present(alert, animated: true) { appearedAt = host.now }
        host.settle()
        let duration = try! #require(appearedAt) - start
        #expect(duration >= AlertConstants.transitionDuration)
        #expect(duration <= AlertConstants.transitionDuration + 3.0 / 60)
    }

    @Test func theAlertFadesOutAtItsSize() {
        let (host, presenter) = presenter()
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presentSettled(alert, host: host, presenter: presenter)
        let view = alert._alertView!
        host.tap(host.window.alertTestButton("OK")!)
        host.advance(by: 2.0 / 60)
        #expect(scale(view.contentView.layer) == 1)
        #expect(opacity(view.contentView.layer) < 1)
        #expect(opacity(view.dimmingView.layer) < 1)
        #expect(view.window === host.window)
        host.settle()
        #expect(view.window == nil)
    }

    @Test func theSheetSlidesUpFromBelowTheScreenAndBackDown() {
        let (host, presenter) = presenter()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        presenter.present(sheet, animated: true)
        host.advance(by: 1.0 / 60)
        let view = sheet._alertView!
        let finalY = view.contentView.center.y
        let halfHeight = view.contentView.bounds.height / 2
        let y0 = view.contentView.layer.presentation()!.position.y
        #expect(y0 > finalY)
        host.advance(by: 0.1)
        let y1 = view.contentView.layer.presentation()!.position.y
        #expect(y1 < y0 && y1 > finalY)
        host.settle()
        #expect(view.contentView.layer.presentation()!.position.y == finalY)

        host.tap(host.window.alertTestButton("Share")!)
        host.advance(by: 0.1)
        let down = view.contentView.layer.presentation()!.position.y
        #expect(down > finalY)
        #expect(down < host.window.bounds.maxY + halfHeight)
        host.settle()
        #expect(view.window == nil)
        #expect(view.contentView.center.y == finalY)
    }
}
