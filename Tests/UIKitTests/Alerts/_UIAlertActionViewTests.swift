import Testing
@testable import UIKitTesting
@testable import UIKit

/// `_UIAlertActionView`, the button of an action: its title's colour and weight for the action's
/// style (system blue, red for destructive, grey when disabled; semibold when emphasised) and its
/// touch tracking (grey while the finger is inside, the action on a lift inside only).
@MainActor @Suite struct _UIAlertActionViewTests {
    private func presented(_ actions: [UIAlertAction], style: UIAlertController.Style = .alert,
                           preferred: Int? = nil) -> (UITestHost, AlertPresenter, UIAlertController) {
        let host = UITestHost()
        let presenter = AlertPresenter()
        host.show(presenter)
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: style)
        for action in actions { alert.addAction(action) }
        if let preferred { alert.preferredAction = actions[preferred] }
        presentSettled(alert, host: host, presenter: presenter)
        return (host, presenter, alert)
    }

    private func center(_ view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    @Test func titlesAreBlueRedOrGreyByStyleAndState() {
        let disabled = UIAlertAction(title: "Off", style: .default)
        disabled.isEnabled = false
        let (host, _, _) = presented([UIAlertAction(title: "Plain", style: .default),
                                      UIAlertAction(title: "Remove", style: .destructive), disabled])
        #expect(host.window.alertTestButton("Plain")!.titleLabel.textColor == .systemBlue)
        #expect(host.window.alertTestButton("Remove")!.titleLabel.textColor == .systemRed)
        #expect(host.window.alertTestButton("Off")!.titleLabel.textColor == AlertConstants.disabledActionColor)
    }

    @Test func theCancelActionIsSemiboldWhenNoOtherIsPreferred() {
        let (host, _, _) = presented([UIAlertAction(title: "Cancel", style: .cancel),
                                      UIAlertAction(title: "OK", style: .default)])
        #expect(host.window.alertTestButton("Cancel")!.isEmphasized)
        #expect(host.window.alertTestButton("Cancel")!.titleLabel.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
        #expect(host.window.alertTestButton("OK")!.isEmphasized == false)
        #expect(host.window.alertTestButton("OK")!.titleLabel.font == UIFont.systemFont(ofSize: 17))
    }

    @Test func thePreferredActionTakesTheEmphasisFromTheCancelAction() {
        let (host, _, _) = presented([UIAlertAction(title: "Cancel", style: .cancel),
                                      UIAlertAction(title: "Save", style: .default)], preferred: 1)
        #expect(host.window.alertTestButton("Save")!.isEmphasized)
        #expect(host.window.alertTestButton("Cancel")!.isEmphasized == false)
    }

    @Test func anActionSheetIgnoresThePreferredAction() {
        let (host, _, _) = presented([UIAlertAction(title: "Cancel", style: .cancel),
                                      UIAlertAction(title: "Save", style: .default)], style: .actionSheet, preferred: 1)
        #expect(host.window.alertTestButton("Cancel")!.isEmphasized)
        #expect(host.window.alertTestButton("Save")!.isEmphasized == false)
        #expect(host.window.alertTestButton("Save")!.titleLabel.font == UIFont.systemFont(ofSize: 20))
    }

    @Test func theButtonIsGreyWhileTheFingerIsOnItAndNotAfterItSlidesOff() {
        var calls = 0
        let (host, presenter, _) = presented([UIAlertAction(title: "OK", style: .default) { _ in calls += 1 }])
        let button = host.window.alertTestButton("OK")!
        #expect(button.backgroundColor == nil)
        let finger = host.touchDown(at: center(button))
        #expect(button.isHighlighted)
        #expect(button.backgroundColor != nil)
        host.move(finger, to: CGPoint(x: center(button).x, y: button.alertTestFrameInWindow().maxY + 30))
        #expect(button.isHighlighted == false)
        host.move(finger, to: center(button))
        #expect(button.isHighlighted)
        host.move(finger, to: CGPoint(x: 10, y: 10))
        host.lift(finger)
        host.settle()
        #expect(button.isHighlighted == false)
        #expect(calls == 0)
        #expect(presenter.presentedViewController != nil)
    }

    @Test func theFingerCanSlideToAnotherButtonWhichThenHighlightsAndFires() {
        var log: [String] = []
        let (host, presenter, _) = presented([UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") },
                                              UIAlertAction(title: "OK", style: .default) { _ in log.append("ok") }])
        let cancel = host.window.alertTestButton("Cancel")!
        let ok = host.window.alertTestButton("OK")!
        let finger = host.touchDown(at: center(cancel))
        #expect(cancel.isHighlighted)
        host.move(finger, to: center(ok))
        #expect(cancel.isHighlighted == false)
        #expect(ok.isHighlighted)
        host.lift(finger)
        host.settle()
        #expect(log == ["ok"])
        #expect(presenter.presentedViewController == nil)
    }

    @Test func slidingOntoADisabledButtonHighlightsNothing() {
        var calls = 0
        let off = UIAlertAction(title: "Off", style: .default) { _ in calls += 1 }
        off.isEnabled = false
        let (host, presenter, alert) = presented([UIAlertAction(title: "Cancel", style: .cancel) { _ in calls += 1 }, off])
        let cancel = host.window.alertTestButton("Cancel")!
        let disabled = host.window.alertTestButton("Off")!
        let finger = host.touchDown(at: center(cancel))
        host.move(finger, to: center(disabled))
        #expect(cancel.isHighlighted == false)
        #expect(disabled.isHighlighted == false)
        host.lift(finger)
        host.settle()
        #expect(calls == 0)
        #expect(presenter.presentedViewController === alert)
    }

    @Test func aDisabledActionIgnoresTaps() {
        var calls = 0
        let action = UIAlertAction(title: "OK", style: .default) { _ in calls += 1 }
        action.isEnabled = false
        let (host, presenter, alert) = presented([action])
        let button = host.window.alertTestButton("OK")!
        let finger = host.touchDown(at: center(button))
        #expect(button.isHighlighted == false)
        host.lift(finger)
        host.settle()
        #expect(calls == 0)
        #expect(presenter.presentedViewController === alert)
    }

    @Test func aCancelledTouchRemovesTheHighlightWithoutTheAction() {
        var calls = 0
        let (host, presenter, _) = presented([UIAlertAction(title: "OK", style: .default) { _ in calls += 1 }])
        let button = host.window.alertTestButton("OK")!
        let finger = host.touchDown(at: center(button))
        host.cancel([finger])
        host.settle()
        #expect(button.isHighlighted == false)
        #expect(calls == 0)
        #expect(presenter.presentedViewController != nil)
    }
}
