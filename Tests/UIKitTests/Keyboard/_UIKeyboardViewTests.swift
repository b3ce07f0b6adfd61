import Testing
import SnapshotTesting
@testable import UIKitSnapshotTesting
import UIKitTestSupport
@testable import UIKitTesting
@testable import UIKit

/// The keyboard panel: the rows of a phone keyboard, drawn over the bottom of the window.
@MainActor @Suite struct UIKeyboardViewTests {
    @Test func theRowsFillTheKeyAreaOfA375PointPhone() {
        let keys = _UIKeyboardView.layoutKeys(width: 375, top: 44)
        #expect(keys.count == 10 + 9 + 9 + 3)
        let q = keys[0], p = keys[9]
        #expect(q.frame == CGRect(x: 3, y: 52, width: 31.5, height: 42))
        #expect(abs(p.frame.maxX - 372) < 1e-9)
        let bottom: CGFloat = 44 + 8 + 4 * 42 + 3 * 12
        #expect(keys.last!.frame.maxY == bottom)
        #expect(keys.first { $0.keyCode == .keyboardSpacebar } != nil)
        #expect(keys.filter(\.isFunctionKey).count == 4)
        let view = _UIKeyboardView(frame: CGRect(x: 0, y: 0, width: 375, height: 260))
        #expect(view.key(at: CGPoint(x: 10, y: 60))?.keyCode == .keyboardQ)
        #expect(view.key(at: CGPoint(x: 187, y: 230))?.keyCode == .keyboardSpacebar)
        #expect(view.key(at: CGPoint(x: 187, y: 20)) == nil)
    }

    @Test func theKeyboardUpOverAForm() {
        let host = UITestHost()
        host.show(UIViewController())
        let root = host.window.rootViewController!.view!
        root.backgroundColor = .white
        let input = KeyInputRecordingView(frame: CGRect(x: 20, y: 100, width: 335, height: 40))
        input.backgroundColor = UIColor(white: 0.95, alpha: 1)
        root.addSubview(input)
        input.becomeFirstResponder()
        host.settle()
        assertSnapshot(of: host.window, as: .image)
    }
}
