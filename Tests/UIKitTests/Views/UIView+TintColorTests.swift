import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit

@MainActor @Suite struct UIViewTintColorTests {
    /// Counts `tintColorDidChange()` calls.
    final class TintRecordingView: UIView {
        var changes = 0
        override func tintColorDidChange() {
            super.tintColorDidChange()
            changes += 1
        }
    }

    @Test func theDefaultTintIsTheSystemBlue() {
        _ = UITestHost()
        #expect(UIView().tintColor == .systemBlue)
        #expect(UIView().tintColor == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
    }

    @Test func aTintIsInheritedFromTheNearestAncestorThatSetsOne() {
        _ = UITestHost()
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.tintColor = .red
        #expect(middle.tintColor == .red)
        #expect(leaf.tintColor == .red)
        middle.tintColor = .green
        #expect(leaf.tintColor == .green)
        #expect(root.tintColor == .red)
        // Setting nil inherits again.
        middle.tintColor = nil
        #expect(middle.tintColor == .red)
        #expect(leaf.tintColor == .red)
    }

    @Test func aWindowsTintReachesItsViews() {
        let host = UITestHost()
        let view = UIView()
        host.window.addSubview(view)
        host.window.tintColor = .systemPink
        #expect(view.tintColor == .systemPink)
    }

    @Test func settingATintTellsTheViewAndTheDescendantsThatInheritIt() {
        _ = UITestHost()
        let root = TintRecordingView(), child = TintRecordingView(), own = TintRecordingView(), underOwn = TintRecordingView()
        root.addSubview(child)
        root.addSubview(own)
        own.addSubview(underOwn)
        own.tintColor = .green
        let before = (root.changes, child.changes, own.changes, underOwn.changes)
        root.tintColor = .red
        #expect(root.changes == before.0 + 1)
        #expect(child.changes == before.1 + 1)
        // A view with its own tint (and its subtree) keeps it.
        #expect(own.changes == before.2)
        #expect(underOwn.changes == before.3)
        #expect(underOwn.tintColor == .green)
    }

    @Test func movingUnderAnotherTintTellsTheMovedSubtree() {
        _ = UITestHost()
        let red = UIView(), blue = UIView()
        red.tintColor = .red
        let moved = TintRecordingView(), inner = TintRecordingView()
        moved.addSubview(inner)
        blue.addSubview(moved)
        #expect(moved.changes == 0)
        red.addSubview(moved)
        #expect(moved.changes == 1)
        #expect(inner.changes == 1)
        #expect(inner.tintColor == .red)
        // Removing it goes back to the system tint.
        moved.removeFromSuperview()
        #expect(moved.changes == 2)
        #expect(inner.tintColor == .systemBlue)
        // A move between equal tints says nothing.
        let alsoBlue = UIView()
        blue.addSubview(moved)
        alsoBlue.addSubview(moved)
        #expect(moved.changes == 2)
    }
}
