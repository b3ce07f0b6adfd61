import Testing
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// Seeded random sequences of what apps do to constraint-based screens — activate, deactivate,
/// change constants and priorities, move views between superviews and out of the window, flip
/// `translatesAutoresizingMaskIntoConstraints`, change labels' text — each step followed by a
/// layout and compared with the same constraints solved from scratch.
///
/// Invariants after every step:
/// - every view's frame equals the frame a fresh solve gives (each view has low-priority stays
///   at priorities of its own, so the layout is unique);
/// - every active constraint is installed on a common ancestor of its items, in one engine: its
///   hierarchy root's;
/// - no "Unable to simultaneously satisfy" log (only optional constraints are random);
/// - at the end, removing the screen frees every view and constraint.
/// Deterministic (SplitMix64 seeds); a failure names the seed and the step.
@MainActor @Suite struct UILayoutEngineFuzzTests {

    @Test(arguments: 0..<12)
    func randomEditsLayOutAsAFreshSolve(seed: UInt64) {
        var rng = SplitMix64(state: seed &* 0x2545_F491 &+ 99)
        let host = UITestHost()
        weak var weakRoot: UIView?
        var weakViews: [WeakBox] = []
        do {
            let root = UIView(frame: host.window.bounds)
            weakRoot = root
            host.window.addSubview(root)
            var views: [UIView] = []
            for i in 0..<8 {
                let view: UIView = i % 3 == 0 ? UILabel() : UIView()
                (view as? UILabel)?.text = "label \(i)"
                view.translatesAutoresizingMaskIntoConstraints = false
                let parent = i < 2 ? root : views[Int(rng.next() % UInt64(views.count))]
                parent.addSubview(view)
                views.append(view)
                weakViews.append(WeakBox(view))
                // Stays: each variable of each view wants a value, at a priority of its own.
                let p = Float(2 + i * 4)
                let stays = [
                    view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: CGFloat(rng.next() % 100)),
                    view.topAnchor.constraint(equalTo: parent.topAnchor, constant: CGFloat(rng.next() % 100)),
                    view.widthAnchor.constraint(equalToConstant: CGFloat(10 + rng.next() % 100)),
                    view.heightAnchor.constraint(equalToConstant: CGFloat(10 + rng.next() % 100)),
                ]
                for (k, c) in stays.enumerated() { c.priority = UILayoutPriority(p + Float(k)) }
                NSLayoutConstraint.activate(stays)
            }
            var live: [NSLayoutConstraint] = []
            let xAttributes: [NSLayoutConstraint.Attribute] = [.left, .right, .centerX, .leading, .trailing]
            let yAttributes: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY]
            for step in 0..<40 {
                let op = rng.next() % 12
                switch op {
                case 0..<5:
                    let a = views[Int(rng.next() % 8)], b = views[Int(rng.next() % 8)]
                    guard a !== b, UIView._closestCommonAncestor(a, b) != nil else { continue }
                    let attrs = rng.next() % 2 == 0 ? xAttributes : yAttributes
                    var a1 = attrs[Int(rng.next() % UInt64(attrs.count))], a2 = attrs[Int(rng.next() % UInt64(attrs.count))]
                    if a1._isDirectional != a2._isDirectional { a2 = a1 }
                    if rng.next() % 4 == 0 { a1 = .width; a2 = rng.next() % 2 == 0 ? .width : .height }
                    let relations: [NSLayoutConstraint.Relation] = [.lessThanOrEqual, .equal, .greaterThanOrEqual]
                    let c = NSLayoutConstraint(item: a, attribute: a1, relatedBy: relations[Int(rng.next() % 3)], toItem: b,
                                               attribute: a2, multiplier: a1 == .width ? 0.5 : 1, constant: CGFloat(Int(rng.next() % 60)) - 30)
                    c.priority = UILayoutPriority(Float(100 + rng.next() % 800))
                    c.isActive = true
                    live.append(c)
                case 5, 6:
                    guard !live.isEmpty else { continue }
                    live.remove(at: Int(rng.next() % UInt64(live.count))).isActive = false
                case 7:
                    guard !live.isEmpty else { continue }
                    live[Int(rng.next() % UInt64(live.count))].constant = CGFloat(Int(rng.next() % 80)) - 40
                case 8:
                    guard !live.isEmpty else { continue }
                    live[Int(rng.next() % UInt64(live.count))].priority = UILayoutPriority(Float(100 + rng.next() % 800))
                case 9:
                    // Move a view under another that is not inside it (constraints across go).
                    let v = views[Int(rng.next() % 8)], target = [root] + views
                    let newParent = target[Int(rng.next() % UInt64(target.count))]
                    guard newParent !== v, !newParent.isDescendant(of: v) else { continue }
                    newParent.addSubview(v)
                    live.removeAll { !$0.isActive }
                case 10:
                    let v = views[Int(rng.next() % 8)]
                    guard v.superview !== root || rng.next() % 2 == 0 else { continue }
                    let parent = v.superview
                    v.removeFromSuperview()
                    live.removeAll { !$0.isActive }
                    (parent ?? root).addSubview(v)
                default:
                    let labels = views.compactMap { $0 as? UILabel }
                    if let label = labels.isEmpty ? nil : labels[Int(rng.next() % UInt64(labels.count))] {
                        label.text = String(repeating: "x", count: Int(1 + rng.next() % 12))
                    }
                }
                host.settle()
                let incremental = views.map(\.frame)
                host.window._layoutEngine?._rebuildForTesting()
                root._forEachInSubtree { $0.setNeedsLayout() }
                host.settle()
                for (i, view) in views.enumerated() {
                    #expect(view.frame == incremental[i], "seed \(seed) step \(step) op \(op): view \(i) is \(incremental[i]) incrementally, \(view.frame) fresh")
                }
                for c in live where c.isActive {
                    guard let first = c.firstItem as? UIView, let second = c.secondItem as? UIView,
                          let installed = c._installedOn else { continue }
                    #expect(first.isDescendant(of: installed) && second.isDescendant(of: installed), "seed \(seed) step \(step)")
                    #expect(c._engine === installed._hierarchyRoot._layoutEngine, "seed \(seed) step \(step): a constraint in another hierarchy's engine")
                }
            }
            #expect(!host.runtime.logMessages.contains { $0.contains("Unable to simultaneously satisfy") }, "seed \(seed)")
            root.removeFromSuperview()
        }
        host.settle()
        #expect(weakRoot == nil, "seed \(seed): the root was not freed")
        #expect(weakViews.allSatisfy { $0.object == nil }, "seed \(seed): views were not freed")
    }

    final class WeakBox {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }
}
