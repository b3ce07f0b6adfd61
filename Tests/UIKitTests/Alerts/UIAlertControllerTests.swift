import Testing
@testable import UIKitTesting
@testable import UIKit

/// `UIAlertController`: Apple's API (`UIAlertController` documentation: init, actions in order,
/// `preferredAction` alerts only), presentation as a `.custom` modal that leaves the presenter on
/// screen, the tap that dismisses and then runs the handler (UIKit invokes the handler from the
/// dismissal's completion: `-[UIAlertController _dismissAnimated:triggeringAction:…]`), the tap
/// outside an action sheet, UIKit's exceptions, and that nothing is left behind.
@MainActor @Suite struct UIAlertControllerTests {
    private func showPresenter(screen: UITestScreen = .phone) -> (UITestHost, AlertPresenter) {
        let host = UITestHost(screen: screen)
        let presenter = AlertPresenter()
        host.show(presenter)
        host.settle()
        presenter.log.removeAll()
        return (host, presenter)
    }

    // MARK: API

    @Test func anAlertKeepsItsTitleMessageStyleAndActionsInTheOrderAdded() {
        _ = UITestHost()
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        alert.addAction(ok)
        alert.addAction(cancel)
        #expect(alert.title == "Title")
        #expect(alert.message == "Message")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions.count == 2)
        #expect(alert.actions[0] === ok)
        #expect(alert.actions[1] === cancel)
        #expect(alert.preferredAction == nil)
    }

    @Test func theStylesHaveUIKitsRawValues() {
        #expect(UIAlertController.Style.actionSheet.rawValue == 0)
        #expect(UIAlertController.Style.alert.rawValue == 1)
    }

    @Test func anAlertControllerPresentsWithTheCustomStyle() {
        _ = UITestHost()
        #expect(UIAlertController(title: nil, message: nil, preferredStyle: .alert).modalPresentationStyle == .custom)
        #expect(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).modalPresentationStyle == .custom)
        #expect(UIAlertController().preferredStyle == .actionSheet)
    }

    @Test func thePreferredActionCanBeAnAddedActionOrNil() {
        _ = UITestHost()
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        let save = UIAlertAction(title: "Save", style: .default)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(save)
        alert.preferredAction = save
        #expect(alert.preferredAction === save)
        alert.preferredAction = nil
        #expect(alert.preferredAction == nil)
    }

    // MARK: Presentation

    @Test func presentingLinksTheAlertAndLeavesThePresenterOnScreen() {
        let (host, presenter) = showPresenter()
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presentSettled(alert, host: host, presenter: presenter)
        #expect(presenter.presentedViewController === alert)
        #expect(alert.presentingViewController === presenter)
        #expect(alert.isBeingPresented == false)
        #expect(presenter.view.window === host.window)
        #expect(alert.view.window === host.window)
        #expect(host.window.alertTestLabel("Title") != nil)
        #expect(host.window.alertTestLabel("Message") != nil)
        #expect(host.window.alertTestLabel("OK") != nil)
    }

    @Test func thePresentersAppearanceCallbacksAreNotCalled() {
        let (host, presenter) = showPresenter()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presentSettled(alert, host: host, presenter: presenter)
        host.tap(host.window.alertTestButton("OK")!)
        host.settle()
        #expect(presenter.log.isEmpty)
        #expect(presenter.presentedViewController == nil)
    }

    @Test func anAlertPresentedWithoutAnimationShowsAtOnceAndGoesAtOnce() {
        let (host, presenter) = showPresenter()
        let alert = UIAlertController(title: "Now", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presenter.present(alert, animated: false)
        host.advance(by: 1.0 / 60)
        let content = alert._alertView!.contentView
        #expect(content.alpha == 1)
        #expect(content.transform == .identity)
        #expect(host.window.alertTestLabel("Now") != nil)
        presenter.dismiss(animated: false)
        host.advance(by: 1.0 / 60)
        #expect(alert.view.window == nil)
        #expect(presenter.presentedViewController == nil)
    }

    // MARK: Tapping actions

    @Test func tappingAnActionDismissesTheAlertThenCallsItsHandlerOnce() {
        let (host, presenter) = showPresenter()
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        var calls: [(UIAlertAction, Bool, Bool)] = []
        let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
            // When the handler runs, the alert is gone.
            calls.append((action, presenter.presentedViewController == nil, alert.viewIfLoaded?.window == nil))
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(delete)
        presentSettled(alert, host: host, presenter: presenter)

        host.tap(host.window.alertTestButton("Delete")!)
        // The dismissal animates first: no handler yet.
        #expect(calls.isEmpty)
        #expect(alert.isBeingDismissed)
        host.settle()
        #expect(calls.count == 1)
        #expect(calls.first?.0 === delete)
        #expect(calls.first?.1 == true)
        #expect(calls.first?.2 == true)
        #expect(alert.presentingViewController == nil)
    }

    @Test func theHandlerRunsOnlyOnceTheDismissalAnimationHasEnded() {
        let (host, presenter) = showPresenter()
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        var calledAt: TimeInterval?
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in calledAt = host.now })
        presentSettled(alert, host: host, presenter: presenter)
        host.tap(host.window.alertTestButton("OK")!)
        let liftedAt = host.now - 1.0 / 60
        host.settle()
        let called = try! #require(calledAt)
        #expect(called - liftedAt >= AlertConstants.transitionDuration - 1e-9)
    }

    @Test func aSecondTapDuringTheDismissalDoesNothing() {
        let (host, presenter) = showPresenter()
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        var okCalls = 0, cancelCalls = 0
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelCalls += 1 })
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in okCalls += 1 })
        presentSettled(alert, host: host, presenter: presenter)
        let ok = host.window.alertTestButton("OK")!
        let cancel = host.window.alertTestButton("Cancel")!
        let okPoint = ok.convert(CGPoint(x: ok.bounds.midX, y: ok.bounds.midY), to: nil)
        let cancelPoint = cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil)
        host.tap(at: okPoint)
        host.tap(at: cancelPoint)
        host.tap(at: okPoint)
        host.settle()
        #expect(okCalls == 1)
        #expect(cancelCalls == 0)
    }

    @Test func anActionWithoutAHandlerStillDismisses() {
        let (host, presenter) = showPresenter()
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presentSettled(alert, host: host, presenter: presenter)
        host.tap(host.window.alertTestButton("OK")!)
        host.settle()
        #expect(presenter.presentedViewController == nil)
        #expect(alert.viewIfLoaded?.window == nil)
    }

    @Test func theAlertCanBePresentedAgainAfterADismissal() {
        let (host, presenter) = showPresenter()
        let alert = UIAlertController(title: "Again", message: nil, preferredStyle: .alert)
        var calls = 0
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in calls += 1 })
        for _ in 0..<2 {
            presentSettled(alert, host: host, presenter: presenter)
            #expect(alert._alertView!.contentView.alpha == 1)
            host.tap(host.window.alertTestButton("OK")!)
            host.settle()
        }
        #expect(calls == 2)
    }

    // MARK: Tapping outside

    @Test func tappingOutsideAnActionSheetDismissesItAndRunsTheCancelHandler() {
        let (host, presenter) = showPresenter()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var log: [String] = []
        sheet.addAction(UIAlertAction(title: "Share", style: .default) { _ in log.append("share") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        presentSettled(sheet, host: host, presenter: presenter)
        host.tap(at: CGPoint(x: 180, y: 100))
        #expect(log.isEmpty)
        host.settle()
        #expect(log == ["cancel"])
        #expect(presenter.presentedViewController == nil)
    }

    @Test func tappingOutsideAnActionSheetWithoutACancelActionDoesNothing() {
        let (host, presenter) = showPresenter()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        presentSettled(sheet, host: host, presenter: presenter)
        host.tap(at: CGPoint(x: 180, y: 100))
        host.settle()
        #expect(presenter.presentedViewController === sheet)
    }

    @Test func tappingOutsideAnAlertDoesNothingAndDoesNotReachThePresenter() {
        let (host, presenter) = showPresenter()
        let behind = TouchCountingView(frame: presenter.view.bounds)
        presenter.view.addSubview(behind)
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        var calls = 0
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in calls += 1 })
        presentSettled(alert, host: host, presenter: presenter)
        host.tap(at: CGPoint(x: 30, y: 60))
        host.settle()
        #expect(presenter.presentedViewController === alert)
        #expect(calls == 0)
        #expect(behind.began == 0)
    }

    final class TouchCountingView: UIView {
        var began = 0
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
    }

    // MARK: Changes while shown

    @Test func changingTheTitleOrAnActionsEnabledStateUpdatesTheShownAlert() {
        let (host, presenter) = showPresenter()
        let alert = UIAlertController(title: "Before", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        alert.addAction(ok)
        presentSettled(alert, host: host, presenter: presenter)
        alert.title = "After"
        ok.isEnabled = false
        host.advance(by: 1.0 / 60)
        #expect(host.window.alertTestLabel("After") != nil)
        #expect(host.window.alertTestLabel("Before") == nil)
        #expect(host.window.alertTestButton("OK")!.titleLabel.textColor == AlertConstants.disabledActionColor)
    }

    @Test func anActionAddedWhileShownGetsAButton() {
        let (host, presenter) = showPresenter()
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presentSettled(alert, host: host, presenter: presenter)
        alert.addAction(UIAlertAction(title: "Later", style: .default))
        host.advance(by: 1.0 / 60)
        #expect(host.window.alertTestButton("Later") != nil)
    }

    // MARK: Dimming the views behind

    /// Counts `tintColorDidChange()` calls and the modes seen.
    final class TintWatcher: UIView {
        var modes: [UIView.TintAdjustmentMode] = []
        override func tintColorDidChange() { modes.append(tintAdjustmentMode) }
    }

    @Test func presentingAnAlertDimsTheTintBehindItAndDismissingItRestoresIt() {
        let (host, presenter) = showPresenter()
        let watcher = TintWatcher()
        presenter.view.addSubview(watcher)
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presentSettled(alert, host: host, presenter: presenter)
        #expect(presenter.view.tintAdjustmentMode == .dimmed)
        #expect(watcher.tintColor == UIView._dimmedTint(of: .systemBlue))
        #expect(watcher.modes == [.dimmed])
        // The alert itself keeps its tint.
        #expect(alert.view.tintAdjustmentMode == .normal)
        host.tap(host.window.alertTestButton("OK")!)
        host.settle()
        #expect(presenter.view.tintAdjustmentMode == .normal)
        #expect(watcher.modes == [.dimmed, .normal])
        #expect(watcher.tintColor == .systemBlue)
    }

    @Test func anActionSheetPresentedWithoutAnimationDimsToo() {
        let (host, presenter) = showPresenter()
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        presenter.present(sheet, animated: false)
        host.settle()
        #expect(presenter.view.tintAdjustmentMode == .dimmed)
        sheet.dismiss(animated: false)
        host.settle()
        #expect(presenter.view.tintAdjustmentMode == .normal)
    }

    @Test func aViewTheAppDimmedItselfStaysDimmedAfterTheAlert() {
        let (host, presenter) = showPresenter()
        presenter.view.tintAdjustmentMode = .dimmed
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        presentSettled(alert, host: host, presenter: presenter)
        host.tap(host.window.alertTestButton("OK")!)
        host.settle()
        #expect(presenter.view.tintAdjustmentMode == .dimmed)
    }

    // MARK: Lifetime

    @Test func theAlertAndItsActionsAreReleasedAfterTheDismissal() {
        let (host, presenter) = showPresenter()
        weak var weakAlert: UIAlertController?
        weak var weakAction: UIAlertAction?
        weak var weakView: UIView?
        do {
            let alert = UIAlertController(title: "T", message: "M", preferredStyle: .alert)
            let action = UIAlertAction(title: "OK", style: .default) { _ in }
            alert.addAction(action)
            weakAlert = alert
            weakAction = action
            weakView = alert.view
            presentSettled(alert, host: host, presenter: presenter)
        }
        host.tap(host.window.alertTestButton("OK")!)
        host.settle()
        #expect(weakAlert == nil)
        #expect(weakAction == nil)
        #expect(weakView == nil)
    }

    /// 200 cycles in the suite; `ROCKHOPPER_LEAK_CYCLES` sets another count (the long run).
    @Test func presentAndTapCyclesLeaveNothingBehind() {
        let cycles = ProcessInfo.processInfo.environment["ROCKHOPPER_LEAK_CYCLES"].flatMap(Int.init) ?? 200
        // A small screen at scale 1 keeps the frames cheap.
        let (host, presenter) = showPresenter(screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 1))
        let windowSubviews = host.window.subviews.count
        var released = 0
        var handled = 0
        for i in 0..<cycles {
            weak var weakAlert: UIAlertController?
            do {
                let style: UIAlertController.Style = i % 2 == 0 ? .alert : .actionSheet
                let alert = UIAlertController(title: "Cycle \(i)", message: nil, preferredStyle: style)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in handled += 1 })
                alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in handled += 1 })
                weakAlert = alert
                presenter.present(alert, animated: i % 3 != 0)
            }
            host.settle()
            host.tap(host.window.alertTestButton(i % 4 == 0 ? "Cancel" : "OK")!)
            host.settle()
            if weakAlert == nil { released += 1 }
        }
        #expect(released == cycles)
        #expect(handled == cycles)
        #expect(host.window.subviews.count == windowSubviews)
        #expect(presenter.presentedViewController == nil)
    }

    // MARK: Misuse

    @Test func aSecondCancelActionStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("UIAlertController can only have one action with a style of UIAlertActionStyleCancel"), "\(stderr)")
    }

    @Test func aPreferredActionThatWasNotAddedStopsTheProgram() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                alert.preferredAction = UIAlertAction(title: "Elsewhere", style: .default)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("The -preferredAction of an alert controller must be contained in the -actions array or be nil."), "\(stderr)")
    }
}

/// `addTextField(configurationHandler:)` and `textFields`: fields under the message of an alert,
/// the login pattern (OK enabled only when the fields are filled), the first field editing when
/// the alert appears.
@MainActor @Suite struct UIAlertControllerTextFieldTests {
    final class Login: AlertPresenter {
        var okAction: UIAlertAction!
        var alert: UIAlertController!
        var submitted: [String] = []

        func showLogin() {
            let alert = UIAlertController(title: "Log In", message: "Enter your account and password.", preferredStyle: .alert)
            alert.addTextField { field in
                field.placeholder = "Account"
                field.addTarget(self, action: Login.fieldChanged, for: .editingChanged)
            }
            alert.addTextField { field in
                field.placeholder = "Password"
                field.isSecureTextEntry = true
                field.addTarget(self, action: Login.fieldChanged, for: .editingChanged)
            }
            let ok = UIAlertAction(title: "OK", style: .default) { [unowned self, unowned alert] _ in
                submitted = alert.textFields!.map { $0.text ?? "" }
            }
            ok.isEnabled = false
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(ok)
            okAction = ok
            self.alert = alert
            present(alert, animated: true)
        }

        func fieldChanged(_ sender: UITextField) {
            okAction.isEnabled = alert.textFields!.allSatisfy { !($0.text ?? "").isEmpty }
        }
    }

    @Test func textFieldsAreAddedInOrderAndConfigured() {
        _ = UITestHost()
        let alert = UIAlertController(title: "T", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil)
        alert.addTextField { $0.placeholder = "first" }
        alert.addTextField()
        #expect(alert.textFields?.count == 2)
        #expect(alert.textFields?[0].placeholder == "first")
        #expect(alert.textFields?[1].font == UIFont.systemFont(ofSize: 13))
        #expect(alert.textFields?[1].borderStyle == UITextField.BorderStyle.none)
    }

    @Test func theFieldsSitBetweenTheMessageAndTheActionsAndTheFirstOneEdits() throws {
        let host = UITestHost()
        let login = Login()
        host.show(login)
        login.showLogin()
        host.settle()
        let fields = try #require(login.alert.textFields)
        #expect(fields[0].isFirstResponder)
        let message = try #require(host.window.alertTestLabel("Enter your account and password."))
        let first = fields[0].alertTestFrameInWindow(), second = fields[1].alertTestFrameInWindow()
        let ok = try #require(host.window.alertTestButton("OK")).alertTestFrameInWindow()
        #expect(first.minY > message.alertTestFrameInWindow().maxY)
        #expect(abs(second.minY - first.maxY) < 0.01)
        #expect(ok.minY >= second.maxY + 16 - 0.01)
        #expect(first.width == CGFloat(270 - 32 - 8))
    }

    @Test func anAlertWhoseFieldEditsIsCentredAboveTheKeyboard() throws {
        let host = UITestHost()
        let login = Login()
        host.show(login)
        login.showLogin()
        host.settle()
        let keyboard = host.application._softwareKeyboard
        #expect(keyboard.isUp)
        let ok = try #require(host.window.alertTestButton("OK")).alertTestFrameInWindow()
        let keyboardTop = keyboard.frame.minY
        #expect(ok.maxY <= keyboardTop, "the actions stay above the keyboard")
        let title = try #require(host.window.alertTestLabel("Log In")).alertTestFrameInWindow()
        #expect(title.minY > 20, "below the status bar")
    }

    @Test func okIsEnabledOnlyWhenBothFieldsHaveText() throws {
        let host = UITestHost()
        let login = Login()
        host.show(login)
        login.showLogin()
        host.settle()
        let fields = try #require(login.alert.textFields)
        #expect(!login.okAction.isEnabled)
        fields[0].insertText("a")
        #expect(!login.okAction.isEnabled)
        host.tap(fields[1])
        #expect(fields[1].isFirstResponder)
        fields[1].insertText("b")
        #expect(login.okAction.isEnabled)
        fields[1].deleteBackward()
        #expect(!login.okAction.isEnabled)
        fields[1].insertText("secret")
        host.tap(host.window.alertTestButton("OK")!)
        host.settle()
        #expect(login.submitted == ["a", "secret"])
        #expect(login.presentedViewController == nil)
        #expect(!fields[1].isEditing)
    }

    @Test func addingATextFieldToAnActionSheetStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).addTextField()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"), "\(stderr)")
    }
}
