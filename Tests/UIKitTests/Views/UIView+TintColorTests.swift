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

    // MARK: Tint adjustment mode

    @Test func theAdjustmentModeIsNormalByDefaultAndNeverReadsAutomatic() {
        _ = UITestHost()
        let view = UIView()
        #expect(view.tintAdjustmentMode == .normal)
        view.tintAdjustmentMode = .automatic
        #expect(view.tintAdjustmentMode == .normal)
        #expect(UIView.TintAdjustmentMode.automatic.rawValue == 0)
        #expect(UIView.TintAdjustmentMode.normal.rawValue == 1)
        #expect(UIView.TintAdjustmentMode.dimmed.rawValue == 2)
    }

    @Test func dimmingAViewGreysTheTintOfItsSubtreeAndTellsEveryViewOnce() {
        _ = UITestHost()
        let root = TintRecordingView(), child = TintRecordingView(), own = TintRecordingView(), leaf = TintRecordingView()
        root.addSubview(child)
        child.addSubview(own)
        own.addSubview(leaf)
        own.tintColor = .red
        let before = [root.changes, child.changes, own.changes, leaf.changes]
        root.tintAdjustmentMode = .dimmed
        #expect([root.changes, child.changes, own.changes, leaf.changes] == before.map { $0 + 1 })
        #expect(child.tintAdjustmentMode == .dimmed && leaf.tintAdjustmentMode == .dimmed)
        // A desaturated grey: the luma of the tint, its alpha kept.
        let grey = UIView._dimmedTint(of: .systemBlue)
        #expect(child.tintColor == grey)
        var w: CGFloat = 0, a: CGFloat = 0
        #expect(grey.getWhite(&w, alpha: &a))
        #expect(abs(w - (0.587 * 122 / 255 + 0.114)) < 1e-6 && a == 1)
        #expect(leaf.tintColor == UIView._dimmedTint(of: .red))
        // Views inheriting the same tint share one grey.
        #expect(child._dimmedTintColor === root._dimmedTintColor)
        // Back to automatic: every view is told again and shows its tint.
        root.tintAdjustmentMode = .automatic
        #expect([root.changes, child.changes, own.changes, leaf.changes] == before.map { $0 + 2 })
        #expect(child.tintColor == .systemBlue && leaf.tintColor == .red)
    }

    @Test func aNormalViewUnderADimmedOneKeepsItsTint() {
        _ = UITestHost()
        let root = UIView(), normal = TintRecordingView(), below = TintRecordingView()
        root.addSubview(normal)
        normal.addSubview(below)
        normal.tintAdjustmentMode = .normal
        root.tintAdjustmentMode = .dimmed
        #expect(normal.changes == 0 && below.changes == 0)
        #expect(below.tintColor == .systemBlue && below.tintAdjustmentMode == .normal)
    }

    @Test func aViewMovedUnderADimmedViewIsDimmedAndMovedOutIsNot() {
        let host = UITestHost()
        let dimmed = UIView()
        dimmed.tintAdjustmentMode = .dimmed
        host.window.addSubview(dimmed)
        let moved = TintRecordingView()
        host.window.addSubview(moved)
        dimmed.addSubview(moved)
        #expect(moved.changes == 1 && moved.tintAdjustmentMode == .dimmed)
        host.window.addSubview(moved)
        #expect(moved.changes == 2 && moved.tintColor == .systemBlue)
    }

    @Test func changingTheTintOfADimmedViewKeepsItGreyAndTellsIt() {
        _ = UITestHost()
        let root = UIView(), child = TintRecordingView()
        root.addSubview(child)
        root.tintAdjustmentMode = .dimmed
        root.tintColor = .green
        #expect(child.changes == 2)
        #expect(child.tintColor == UIView._dimmedTint(of: .green))
        // Setting the same mode again says nothing.
        root.tintAdjustmentMode = .dimmed
        #expect(child.changes == 2)
    }
}
