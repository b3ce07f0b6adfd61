import Foundation
import Testing
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// The software keyboard: it comes up while a text input (`UIKeyInput`) is first responder, with
/// UIKit's notifications in UIKit's order and `userInfo`, slides with the keyboard curve, is drawn
/// above the app without being part of it, and leaves nothing behind.
@MainActor @Suite struct UISoftwareKeyboardTests {
    /// Records the keyboard notifications, with their `userInfo`, and whether the observed input
    /// was first responder when each came.
    final class Recorder: @unchecked Sendable {
        var names: [String] = []
        var infos: [[AnyHashable: Any]] = []
        var inputWasFirstResponder: [Bool] = []
        weak var input: UIResponder?
        private var tokens: [NSObjectProtocol] = []

        @MainActor init() {
            let all: [Notification.Name] = [
                UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
            ]
            for name in all {
                tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                    let shortName = note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
                        .replacingOccurrences(of: "Notification", with: "")
                    nonisolated(unsafe) let info = note.userInfo ?? [:]
                    MainActor.assumeIsolated {
                        guard let self else { return }
                        self.names.append(shortName)
                        self.infos.append(info)
                        self.inputWasFirstResponder.append(self.input?.isFirstResponder ?? false)
                    }
                })
            }
        }

        func stop() {
            for token in tokens { NotificationCenter.default.removeObserver(token) }
            tokens.removeAll()
        }

        func rect(_ i: Int, _ key: String) -> CGRect? {
            (infos[i][key] as? NSValue)?.cgRectValue
        }
    }

    func showInput(_ host: UITestHost) -> KeyInputRecordingView {
        host.show(UIViewController())
        let input = KeyInputRecordingView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        host.window.rootViewController!.view.addSubview(input)
        return input
    }

    // MARK: Coming up and going down

    @Test func aTextInputBecomingFirstResponderBringsTheKeyboardUpWithUIKitsNotificationsInOrder() {
        let host = UITestHost()
        let input = showInput(host)
        let recorder = Recorder()
        defer { recorder.stop() }
        recorder.input = input
        #expect(input.becomeFirstResponder())
        #expect(recorder.names == ["WillChangeFrame", "WillShow"])
        #expect(recorder.inputWasFirstResponder == [true, true])
        host.advance(by: 0.2)
        #expect(recorder.names.count == 2)
        host.advance(by: 0.1)
        #expect(recorder.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
    }

    @Test func theUserInfoHasTheFramesInScreenCoordinatesTheDurationTheCurveAndLocality() throws {
        let host = UITestHost()
        let input = showInput(host)
        let recorder = Recorder()
        defer { recorder.stop() }
        input.becomeFirstResponder()
        let info = recorder.infos[1]
        #expect(recorder.rect(1, UIResponder.keyboardFrameBeginUserInfoKey) == CGRect(x: 0, y: 667, width: 375, height: 260))
        #expect(recorder.rect(1, UIResponder.keyboardFrameEndUserInfoKey) == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        let curve = try #require((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue)
        #expect(curve == 7)
        #expect(UIView.AnimationCurve(rawValue: curve) != nil)
        #expect((info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
        #expect((info[UIResponder.keyboardCenterEndUserInfoKey] as? NSValue)?.cgPointValue == CGPoint(x: 187.5, y: 537))
        #expect((info[UIResponder.keyboardBoundsUserInfoKey] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 0, width: 375, height: 260))
        host.advance(by: 0.3)
        // The did notifications carry the same frames.
        #expect(recorder.rect(3, UIResponder.keyboardFrameEndUserInfoKey) == CGRect(x: 0, y: 407, width: 375, height: 260))
    }

    @Test func resigningTakesTheKeyboardDownWithTheHideNotifications() {
        let host = UITestHost()
        let input = showInput(host)
        input.becomeFirstResponder()
        host.advance(by: 0.5)
        let recorder = Recorder()
        defer { recorder.stop() }
        recorder.input = input
        #expect(input.resignFirstResponder())
        #expect(recorder.names == ["WillChangeFrame", "WillHide"])
        #expect(recorder.inputWasFirstResponder == [false, false])
        #expect(recorder.rect(1, UIResponder.keyboardFrameBeginUserInfoKey) == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(recorder.rect(1, UIResponder.keyboardFrameEndUserInfoKey) == CGRect(x: 0, y: 667, width: 375, height: 260))
        host.advance(by: 0.3)
        #expect(recorder.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        #expect(host.application._softwareKeyboard.view?.isHidden == true)
    }

    @Test func anotherTextInputTakingOverPostsOnlyTheFrameChangeNotifications() {
        let host = UITestHost()
        let first = showInput(host)
        let second = KeyInputRecordingView()
        host.window.rootViewController!.view.addSubview(second)
        first.becomeFirstResponder()
        host.advance(by: 0.5)
        let recorder = Recorder()
        defer { recorder.stop() }
        #expect(second.becomeFirstResponder())
        #expect(first.log.last == "resign")
        host.advance(by: 0.1)
        #expect(recorder.names == ["WillChangeFrame", "DidChangeFrame"])
        #expect(recorder.rect(0, UIResponder.keyboardFrameBeginUserInfoKey) == recorder.rect(0, UIResponder.keyboardFrameEndUserInfoKey))
    }

    @Test func aFirstResponderThatTakesNoTypingBringsNoKeyboard() {
        let host = UITestHost()
        final class Focusable: UIView { override var canBecomeFirstResponder: Bool { true } }
        let view = Focusable()
        host.window.addSubview(view)
        let recorder = Recorder()
        defer { recorder.stop() }
        #expect(view.becomeFirstResponder())
        host.advance(by: 0.5)
        #expect(recorder.names.isEmpty)
        #expect(host.application._softwareKeyboard.view == nil)
    }

    @Test func theTextInputLeavingTheWindowTakesTheKeyboardDown() {
        let host = UITestHost()
        let input = showInput(host)
        input.becomeFirstResponder()
        host.advance(by: 0.5)
        let recorder = Recorder()
        defer { recorder.stop() }
        input.removeFromSuperview()
        host.advance(by: 0.5)
        #expect(recorder.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        #expect(!input.isFirstResponder)
    }

    @Test func goingDownWhileComingUpPostsEveryDidInOrder() {
        let host = UITestHost()
        let input = showInput(host)
        let recorder = Recorder()
        defer { recorder.stop() }
        input.becomeFirstResponder()
        host.advance(by: 0.1)
        input.resignFirstResponder()
        host.advance(by: 0.5)
        #expect(recorder.names == ["WillChangeFrame", "WillShow", "WillChangeFrame", "WillHide",
                                   "DidChangeFrame", "DidShow", "DidChangeFrame", "DidHide"])
        #expect(host.application._softwareKeyboard.view?.isHidden == true)
    }

    // MARK: The panel

    @Test func thePanelSlidesUpFromTheBottomWithTheKeyboardCurve() throws {
        let host = UITestHost()
        let input = showInput(host)
        input.becomeFirstResponder()
        let panel = try #require(host.application._softwareKeyboard.view)
        #expect(panel.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
        host.advance(by: 0.125)
        let midway = try #require(panel.layer.presentation()).frame.minY
        // The keyboard curve is well past half way at half the time (an ease-in-out would be at 537).
        let curve = CAMediaTimingFunction(controlPoints: 0.38, 0.7, 0.125, 1)
        let expected = 667 - 260 * CGFloat(curve._solve(0.5))
        #expect(abs(midway - expected) < 1)
        #expect(midway < 480)
        host.advance(by: 0.2)
        #expect(panel.layer.presentation()?.frame.minY == 407)
    }

    @Test func thePanelIsNoSubviewAndSitsAboveTheAppsViewsAndBelowTheStatusBar() throws {
        let host = UITestHost()
        let input = showInput(host)
        input.becomeFirstResponder()
        let panel = try #require(host.application._softwareKeyboard.view)
        #expect(panel.superview == nil)
        #expect(!host.window.subviews.contains { $0 === panel })
        let sublayers = host.window.layer.sublayers ?? []
        #expect(sublayers.last === host.window._statusBar?.layer)
        #expect(sublayers[sublayers.count - 2] === panel.layer)
        // A view added later goes below the keyboard.
        let late = UIView()
        host.window.addSubview(late)
        let after = host.window.layer.sublayers ?? []
        #expect(after[after.count - 3] === late.layer)
    }

    @Test func aTouchOnTheKeyboardReachesNoViewOfTheApp() {
        let host = UITestHost()
        let input = showInput(host)
        let log = UIResponderTests.Log()
        let below = UIResponderTests.loggingView("below", CGRect(x: 0, y: 400, width: 375, height: 267), into: log)
        host.window.rootViewController!.view.addSubview(below)
        host.tap(at: CGPoint(x: 100, y: 600))
        #expect(log.lines == ["below began", "below ended"])
        input.becomeFirstResponder()
        host.advance(by: 0.5)
        host.tap(at: CGPoint(x: 100, y: 600))
        host.tap(at: CGPoint(x: 100, y: 402))
        #expect(log.lines == ["below began", "below ended", "below began", "below ended"])
    }

    @Test(arguments: [
        (UITestScreen.phone, CGFloat(260)),
        (UITestScreen(size: CGSize(width: 320, height: 568), scale: 2), CGFloat(260)),
        (UITestScreen(size: CGSize(width: 414, height: 736), scale: 3), CGFloat(271)),
        (UITestScreen(size: CGSize(width: 375, height: 812), scale: 3, statusBarHeight: 44,
                      safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)), CGFloat(335)),
        (UITestScreen(size: CGSize(width: 414, height: 896), scale: 2, statusBarHeight: 44,
                      safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)), CGFloat(346)),
    ])
    func theKeyboardIsAsTallAsOnThePhonesOfThatSize(screen: UITestScreen, height: CGFloat) {
        let host = UITestHost(screen: screen)
        let input = showInput(host)
        input.becomeFirstResponder()
        let frame = host.application._softwareKeyboard.frame
        #expect(frame == CGRect(x: 0, y: screen.size.height - height, width: screen.size.width, height: height))
    }

    // MARK: Memory

    @Test func aTextInputThatHadTheKeyboardUpIsFreedOnceRemoved() {
        let host = UITestHost()
        host.show(UIViewController())
        weak var weakInput: KeyInputRecordingView?
        do {
            let input = KeyInputRecordingView()
            weakInput = input
            host.window.rootViewController!.view.addSubview(input)
            input.becomeFirstResponder()
            host.type("abc")
            host.advance(by: 0.5)
            input.removeFromSuperview()
        }
        host.advance(by: 0.5)
        #expect(weakInput == nil)
        #expect(host.application._softwareKeyboard.input == nil)
    }

    @Test func manyEditingSessionsLeaveNothingBehind() {
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 1))
        host.show(UIViewController())
        let root = host.window.rootViewController!.view!
        let sublayers = host.window.layer.sublayers?.count ?? 0
        var freed = 0
        for i in 0..<150 {
            weak var weakInput: KeyInputRecordingView?
            do {
                let input = KeyInputRecordingView()
                weakInput = input
                root.addSubview(input)
                input.becomeFirstResponder()
                host.type("x")
                if i % 3 == 0 { input.resignFirstResponder() }
                if i % 3 == 1 { root.endEditing(true) }
                input.removeFromSuperview()
                host.advance(by: i % 2 == 0 ? 0.1 : 0.4)
            }
            if weakInput == nil { freed += 1 }
        }
        host.advance(by: 0.5)
        #expect(freed == 150)
        #expect(root.subviews.isEmpty)
        #expect(host.window.layer.sublayers?.count == sublayers + 1)
        #expect(host.application._softwareKeyboard.isUp == false)
        #expect(host.application._heldKeys.isEmpty)
        #expect(!host.application._hasPendingWork)
    }
}
