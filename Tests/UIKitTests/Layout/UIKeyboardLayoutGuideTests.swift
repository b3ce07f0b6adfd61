import Testing
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// `UIView.keyboardLayoutGuide` (iOS 15): across the view's bottom, its top the keyboard's top
/// while the keyboard is up, else the bottom safe area; views constrained to it move with the
/// keyboard's animation.
@MainActor @Suite struct UIKeyboardLayoutGuideTests {
    static let notched = UITestScreen(size: CGSize(width: 375, height: 812), scale: 1, statusBarHeight: 44,
                                      safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))

    /// A controller whose root view holds a text input and a bar pinned above the keyboard guide.
    final class ChatController: UIViewController {
        let input = KeyInputRecordingView()
        let bar = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            input.frame = CGRect(x: 0, y: 100, width: 100, height: 30)
            view.addSubview(input)
            bar.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 50),
                bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            ])
        }
    }

    @Test func theGuideIsMadeOnceOwnedByTheViewWithUIKitsDefaults() {
        let view = UIView()
        let guide = view.keyboardLayoutGuide
        #expect(view.keyboardLayoutGuide === guide)
        #expect(guide.owningView === view)
        #expect(guide.followsUndockedKeyboard == false)
        #expect(guide.usesBottomSafeArea == true)
        #expect(guide.identifier == "UIViewKeyboardLayoutGuide")
    }

    @Test func withTheKeyboardDownTheGuideIsTheBottomSafeArea() {
        let host = UITestHost(screen: Self.notched)
        let controller = ChatController()
        host.show(controller)
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 778, width: 375, height: 34))
        #expect(controller.bar.frame == CGRect(x: 0, y: 728, width: 375, height: 50))
        controller.view.keyboardLayoutGuide.usesBottomSafeArea = false
        host.advance(by: 1.0 / 60)
        #expect(controller.bar.frame.maxY == 812)
    }

    @Test func viewsPinnedToTheGuideRideUpAndDownWithTheKeyboard() throws {
        let host = UITestHost(screen: Self.notched)
        let controller = ChatController()
        host.show(controller)
        controller.input.becomeFirstResponder()
        // The model frame moves at once, inside the keyboard's animation…
        let up: CGFloat = 812 - 335
        #expect(controller.bar.frame.maxY == up)
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 477, width: 375, height: 335))
        // …and the bar is shown moving with the panel, on the same curve: from the safe area's
        // top (778) while the panel comes from below the screen (812).
        host.advance(by: 0.1)
        let panel = try #require(host.application._softwareKeyboard.view?.layer.presentation())
        let bar = try #require(controller.bar.layer.presentation())
        let progress = (812 - panel.frame.minY) / 335
        #expect(progress > 0.5 && progress < 1)
        #expect(abs(bar.frame.maxY - (778 - 301 * progress)) < 0.5)
        host.advance(by: 0.3)
        #expect(controller.bar.layer.presentation()?.frame.maxY == up)
        controller.input.resignFirstResponder()
        host.advance(by: 0.1)
        let down = try #require(host.application._softwareKeyboard.view?.layer.presentation())
        let downProgress = (down.frame.minY - up) / 335
        #expect(abs((controller.bar.layer.presentation()?.frame.maxY ?? 0) - (up + 301 * downProgress)) < 0.5)
        host.advance(by: 0.3)
        #expect(controller.bar.frame.maxY == 778)
    }

    @Test func aGuideReadWithoutConstraintsFollowsTheKeyboardToo() {
        let host = UITestHost()
        host.show(UIViewController())
        let view = host.window.rootViewController!.view!
        let input = KeyInputRecordingView()
        view.addSubview(input)
        #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 667, width: 375, height: 0))
        input.becomeFirstResponder()
        #expect(view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
    }
}
