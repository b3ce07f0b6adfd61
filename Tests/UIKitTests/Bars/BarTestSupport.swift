import Testing
@testable import UIKitTesting
@testable import UIKit

/// Shared helpers of the bar tests: finding labels and buttons in a bar, a controller holding a
/// bar under the status bar, recording targets and delegates.

/// Every view under `view` (itself included) of type `T`, depth first.
@MainActor
func descendants<T: UIView>(of view: UIView, as type: T.Type = T.self) -> [T] {
    var found: [T] = []
    view._forEachInSubtree { if let match = $0 as? T { found.append(match) } }
    return found
}

/// The visible label under `view` showing `text` (in a view that is not fading out).
@MainActor
func label(_ text: String, in view: UIView) -> UILabel? {
    descendants(of: view, as: UILabel.self).first { $0.text == text && isShown($0) }
}

/// Whether `view` and its ancestors are not hidden and not fully transparent.
@MainActor
func isShown(_ view: UIView) -> Bool {
    var current: UIView? = view
    while let v = current {
        if v.isHidden || v.alpha < 0.01 { return false }
        current = v.superview
    }
    return true
}

/// The frame of `view` in `other`'s coordinates.
@MainActor
func frame(of view: UIView, in other: UIView) -> CGRect {
    view.convert(view.bounds, to: other)
}

/// The middle of `view` in window coordinates, for `UITestHost.tap(at:)`.
@MainActor
func center(of view: UIView) -> CGPoint {
    view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
}

/// Places bars at `.topAttached` (under the status bar), as a navigation controller does.
@MainActor
final class TopAttachedDelegate: UINavigationBarDelegate, UIToolbarDelegate {
    func position(for bar: any UIBarPositioning) -> UIBarPosition { .topAttached }
}

/// Records what a navigation bar's delegate is asked and told, and may refuse.
@MainActor
final class NavigationBarDelegateLog: UINavigationBarDelegate {
    var lines: [String] = []
    var allowsPush = true
    var allowsPop = true
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
        lines.append("shouldPush \(item.title ?? "nil")")
        return allowsPush
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
        lines.append("didPush \(item.title ?? "nil")")
    }
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        lines.append("shouldPop \(item.title ?? "nil")")
        return allowsPop
    }
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        lines.append("didPop \(item.title ?? "nil")")
    }
    func position(for bar: any UIBarPositioning) -> UIBarPosition { .topAttached }
}

/// A target counting the actions it gets, with and without the sender.
@MainActor
final class BarActionTarget {
    var senders: [UIBarButtonItem] = []
    var plainCount = 0
    func tapped(_ sender: UIBarButtonItem) { senders.append(sender) }
    func tappedWithoutSender() { plainCount += 1 }
}

/// A controller whose white view holds `bar` at the top (y = 20, under the status bar) or, for
/// toolbars, at the bottom.
@MainActor
final class BarHostController: UIViewController {
    let bars: [UIView]
    init(_ bars: UIView...) {
        self.bars = bars
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        view.backgroundColor = .white
        for bar in bars { view.addSubview(bar) }
    }
}

/// A navigation bar 375 pt wide at y = 20, attached to the top.
@MainActor
func makeTopBar(delegate: (any UINavigationBarDelegate)? = nil) -> UINavigationBar {
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: 375, height: 44))
    bar.delegate = delegate
    return bar
}

/// Objects watched through weak references; `alive` names those still alive.
@MainActor
final class Survivors {
    private var refs: [(name: String, ref: () -> AnyObject?)] = []
    func watch(_ name: String, _ object: AnyObject) {
        weak var weakObject = object
        refs.append((name, { weakObject }))
    }
    var alive: [String] { refs.filter { $0.ref() != nil }.map(\.name) }
}
