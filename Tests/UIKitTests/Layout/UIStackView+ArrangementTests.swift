import Testing
@testable import UIKitTesting
@testable import UIKit

/// The constraints a stack view makes (UIKit's identifiers and forms), and how an update changes
/// only what differs.
@MainActor @Suite struct UIStackViewArrangementTests {
    /// The constraints installed on the stack and on its subviews (a constraint on one view's
    /// size alone is installed on that view, as UIKit does).
    func all(_ stack: UIStackView) -> [NSLayoutConstraint] {
        stack.constraints + stack.subviews.flatMap(\.constraints)
    }

    /// The stack's constraints with `identifier`.
    func constraints(_ stack: UIStackView, _ identifier: String) -> [NSLayoutConstraint] {
        all(stack).filter { $0.identifier == identifier }
    }

    /// How many of the stack's constraints have each identifier.
    func census(_ stack: UIStackView) -> [String: Int] {
        var counts: [String: Int] = [:]
        for c in all(stack) { counts[c.identifier ?? "", default: 0] += 1 }
        return counts
    }

    func has(_ list: [NSLayoutConstraint], _ first: AnyObject, _ a1: NSLayoutConstraint.Attribute,
             _ relation: NSLayoutConstraint.Relation = .equal, _ second: AnyObject?, _ a2: NSLayoutConstraint.Attribute = .notAnAttribute,
             multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000) -> Bool {
        list.contains {
            $0.firstItem === first && $0.firstAttribute == a1 && $0.relation == relation && $0.secondItem === second
                && $0.secondAttribute == a2 && abs($0.multiplier - multiplier) < 1e-9 && $0.constant == constant
                && $0.priority.rawValue == priority && $0.isActive
        }
    }

    /// A laid-out horizontal stack of three boxes 40, 60 and 80 wide in a 300 × 50 stack; the
    /// last one takes what is left.
    func stack(_ configure: (UIStackView) -> Void = { _ in }) -> (UIStackView, [StackTestBox], UITestHost) {
        let views = StackTestBox.rows([(40, 20), (60, 30), (80, 40)])
        views[2].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: views)
        configure(stack)
        let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        return (stack, views, host)
    }

    // MARK: The constraint sets

    @Test func fillConnectsTheEndsSpacesTheViewsAndAlignsThemToTheFirst() {
        let (stack, v, host) = stack { $0.spacing = 4 }
        defer { withExtendedLifetime(host) {} }
        #expect(census(stack) == ["UISV-canvas-connection": 4, "UISV-spacing": 2, "UISV-alignment": 4])
        let canvas = constraints(stack, "UISV-canvas-connection")
        #expect(has(canvas, stack, .leading, to: v[0], .leading))
        #expect(has(canvas, stack, .trailing, to: v[2], .trailing))
        #expect(has(canvas, stack, .top, to: v[0], .top))
        #expect(has(canvas, stack, .bottom, to: v[0], .bottom))
        let spacing = constraints(stack, "UISV-spacing")
        #expect(has(spacing, v[1], .leading, to: v[0], .trailing, constant: 4))
        #expect(has(spacing, v[2], .leading, to: v[1], .trailing, constant: 4))
        let alignment = constraints(stack, "UISV-alignment")
        for i in 1...2 {
            #expect(has(alignment, v[0], .top, to: v[i], .top))
            #expect(has(alignment, v[0], .bottom, to: v[i], .bottom))
        }
        let a = NSLayoutConstraint._address
        #expect(spacing.map(\.description).contains {
            $0.hasSuffix(" 'UISV-spacing' StackTestBox:\(a(v[1])).leading == StackTestBox:\(a(v[0])).trailing + 4   (active)>")
        })
        #expect(stack.layoutGuides.isEmpty)
    }

    @Test func fillEquallyMakesEveryViewAsWideAsTheFirst() {
        let (stack, v, host) = stack { $0.distribution = .fillEqually }
        defer { withExtendedLifetime(host) {} }
        let equal = constraints(stack, "UISV-fill-equally")
        #expect(equal.count == 2)
        #expect(has(equal, v[1], .width, to: v[0], .width))
        #expect(has(equal, v[2], .width, to: v[0], .width))
    }

    @Test func fillProportionallyRelatesEachViewToTheStackWithFallingPriorities() {
        let (stack, v, host) = stack { $0.distribution = .fillProportionally }
        defer { withExtendedLifetime(host) {} }
        let shares = constraints(stack, "UISV-fill-proportionally")
        #expect(shares.count == 3)
        #expect(has(shares, v[0], .width, to: stack, .width, multiplier: 40.0 / 180, priority: 999))
        #expect(has(shares, v[1], .width, to: stack, .width, multiplier: 60.0 / 180, priority: 998))
        #expect(has(shares, v[2], .width, to: stack, .width, multiplier: 80.0 / 180, priority: 997))
    }

    @Test func equalSpacingPutsAnEqualGuideInEachGap() {
        let (stack, v, host) = stack {
            $0.distribution = .equalSpacing
            $0.spacing = 6
        }
        defer { withExtendedLifetime(host) {} }
        let guides = stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
        #expect(guides.count == 2)
        #expect(census(stack) == ["UISV-canvas-connection": 4, "UISV-canvas-fit": 1, "UISV-spacing": 2, "UISV-alignment": 4,
                                  "UISV-distributing-edge": 4, "UISV-fill-equally": 1])
        let edges = constraints(stack, "UISV-distributing-edge")
        #expect(has(edges, guides[0], .leading, to: v[0], .trailing))
        #expect(has(edges, guides[0], .trailing, to: v[1], .leading))
        #expect(has(edges, guides[1], .leading, to: v[1], .trailing))
        #expect(has(edges, guides[1], .trailing, to: v[2], .leading))
        #expect(has(constraints(stack, "UISV-fill-equally"), guides[1], .width, to: guides[0], .width))
        #expect(has(constraints(stack, "UISV-spacing"), v[1], .leading, .greaterThanOrEqual, v[0], .trailing, constant: 6))
        #expect(has(constraints(stack, "UISV-canvas-fit"), stack, .width, .equal, nil, priority: 49))
        #expect(guides[0].layoutFrame == CGRect(x: 40, y: 0, width: 60, height: 0))
    }

    @Test func equalCenteringSpansTheGuidesCenterToCenterAtALowPriority() {
        let (stack, v, host) = stack { $0.distribution = .equalCentering }
        defer { withExtendedLifetime(host) {} }
        let guides = stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
        let edges = constraints(stack, "UISV-distributing-edge")
        #expect(has(edges, guides[0], .leading, to: v[0], .centerX))
        #expect(has(edges, guides[0], .trailing, to: v[1], .centerX))
        #expect(has(constraints(stack, "UISV-fill-equally"), guides[1], .width, to: guides[0], .width, priority: 149))
    }

    @Test func alignmentsOtherThanFillUseASpannerAndSuppressAmbiguity() {
        let (stack, v, host) = stack { $0.alignment = .center }
        defer { withExtendedLifetime(host) {} }
        let spanner = stack.layoutGuides.first { $0.identifier == "UISV-alignment-spanner" }!
        #expect(census(stack) == ["UISV-canvas-connection": 5, "UISV-spacing": 2, "UISV-alignment": 2,
                                  "UISV-spanning-boundary": 6, "UISV-spanning-fit": 1, "UISV-ambiguity-suppression": 3])
        let canvas = constraints(stack, "UISV-canvas-connection")
        #expect(has(canvas, stack, .top, to: spanner, .top))
        #expect(has(canvas, stack, .bottom, to: spanner, .bottom))
        #expect(has(canvas, stack, .centerY, to: v[0], .centerY))
        #expect(has(constraints(stack, "UISV-alignment"), v[0], .centerY, to: v[2], .centerY))
        let boundary = constraints(stack, "UISV-spanning-boundary")
        #expect(has(boundary, spanner, .top, .lessThanOrEqual, v[1], .top))
        #expect(has(boundary, spanner, .bottom, .greaterThanOrEqual, v[1], .bottom))
        #expect(has(constraints(stack, "UISV-spanning-fit"), spanner, .height, .equal, nil, priority: 51))
        #expect(has(constraints(stack, "UISV-ambiguity-suppression"), v[2], .height, .equal, nil, priority: 25))
        #expect(spanner.layoutFrame == CGRect(x: 0, y: 0, width: 0, height: 50))

        stack.alignment = .leading
        host.settle()
        let leading = constraints(stack, "UISV-spanning-boundary")
        #expect(has(leading, spanner, .top, .equal, v[1], .top, priority: 999.5))
        #expect(has(constraints(stack, "UISV-canvas-connection"), stack, .bottom, to: spanner, .bottom))
        stack.alignment = .trailing
        host.settle()
        #expect(has(constraints(stack, "UISV-spanning-boundary"), spanner, .bottom, .equal, v[1], .bottom, priority: 999.5))
        #expect(has(constraints(stack, "UISV-canvas-connection"), stack, .bottom, to: v[0], .bottom))
        stack.alignment = .firstBaseline
        host.settle()
        #expect(has(constraints(stack, "UISV-alignment"), v[0], .firstBaseline, to: v[1], .firstBaseline))
        #expect(has(constraints(stack, "UISV-canvas-fit"), stack, .height, .equal, nil, priority: 49))
        stack.alignment = .fill
        host.settle()
        #expect(stack.layoutGuides.isEmpty)
        #expect(census(stack) == ["UISV-canvas-connection": 4, "UISV-spacing": 2, "UISV-alignment": 4])
        #expect(StackTesting.logIsClean(host))
    }

    @Test func marginsRelativeArrangementConnectsToTheMarginsGuide() {
        let (stack, v, host) = stack { $0.isLayoutMarginsRelativeArrangement = true }
        defer { withExtendedLifetime(host) {} }
        let canvas = constraints(stack, "UISV-canvas-connection")
        #expect(has(canvas, stack.layoutMarginsGuide, .leading, to: v[0], .leading))
        #expect(has(canvas, stack.layoutMarginsGuide, .bottom, to: v[0], .bottom))
    }

    @Test func baselineRelativeArrangementSpacesVerticalStacksByBaselines() {
        let (stack, v, host) = stack {
            $0.axis = .vertical
            $0.isBaselineRelativeArrangement = true
            $0.spacing = 20
        }
        defer { withExtendedLifetime(host) {} }
        #expect(has(constraints(stack, "UISV-spacing"), v[1], .firstBaseline, to: v[0], .lastBaseline, constant: 20))
        stack.axis = .horizontal
        host.settle()
        #expect(has(constraints(stack, "UISV-spacing"), v[1], .leading, to: v[0], .trailing, constant: 20))
    }

    @Test func hiddenViewsGetAHidingConstraintJustBelowRequired() {
        let (stack, v, host) = stack { $0.spacing = 10 }
        defer { withExtendedLifetime(host) {} }
        v[1].isHidden = true
        host.settle()
        #expect(has(constraints(stack, "UISV-hiding"), v[1], .width, .equal, nil, priority: Float(bitPattern: 0x4479FFF0)))
        #expect(has(constraints(stack, "UISV-spacing-hidden"), v[1], .leading, to: v[0], .trailing, constant: 5, priority: 50))
        #expect(has(constraints(stack, "UISV-spacing"), v[2], .leading, to: v[0], .trailing, constant: 10))
        #expect(constraints(stack, "UISV-spacing").count == 1)
    }

    // MARK: Updates change what changed

    @Test func changingTheSpacingEditsConstantsAndKeepsEveryConstraint() {
        let (stack, v, host) = stack { $0.spacing = 4 }
        let before = Set(all(stack).map(ObjectIdentifier.init))
        stack.spacing = 12
        host.settle()
        #expect(Set(all(stack).map(ObjectIdentifier.init)) == before)
        #expect(constraints(stack, "UISV-spacing").allSatisfy { $0.constant == 12 })
        #expect(v[2].frame.minX == 124)     // 40 + 12 + 60 + 12
        stack.setCustomSpacing(30, after: v[0])
        host.settle()
        #expect(Set(all(stack).map(ObjectIdentifier.init)) == before)
        #expect(v[1].frame.minX == 70)
    }

    @Test func appendingAViewChangesOnlyTheConstraintsAtTheEnd() {
        let (stack, _, host) = stack { $0.spacing = 4 }
        let before = stack.constraints
        let trailing = before.first { $0.identifier == "UISV-canvas-connection" && $0.firstAttribute == .trailing }!
        stack.addArrangedSubview(StackTestBox(10, 10))
        host.settle()
        let after = Set(stack.constraints.map(ObjectIdentifier.init))
        for c in before where c !== trailing { #expect(after.contains(ObjectIdentifier(c)), "\(c)") }
        #expect(!trailing.isActive)
        #expect(census(stack) == ["UISV-canvas-connection": 4, "UISV-spacing": 3, "UISV-alignment": 6])
    }

    @Test func manyChangesBeforeALayoutAreOneUpdate() {
        final class CountingStack: UIStackView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let stack = CountingStack()
        let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 299, height: 50))
        stack.updates = 0
        for _ in 0..<50 { stack.addArrangedSubview(StackTestBox(5, 5)) }
        stack.spacing = 1
        stack.alignment = .center
        host.settle()
        #expect(stack.updates == 1)
        #expect(stack.arrangedSubviews.last!.frame.minX == 294)     // 49 × (5 + 1)
    }

    @Test func removingAnArrangedViewKeepsItAsASubviewWhereItWas() {
        let (stack, v, host) = stack { $0.spacing = 10 }
        let frame = v[1].frame
        stack.removeArrangedSubview(v[1])
        host.settle()
        #expect(v[1].superview === stack)
        #expect(stack.arrangedSubviews.count == 2)
        #expect(v[1].frame == frame)
        #expect(!all(stack).contains { $0.firstItem === v[1] || $0.secondItem === v[1] })
        #expect(v[2].frame.minX == 50)
        #expect(StackTesting.logIsClean(host))
    }

    @Test func constraintsWaitForTheUpdatePass() {
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
        #expect(stack.constraints.isEmpty)
        #expect(stack.needsUpdateConstraints())
        stack.updateConstraintsIfNeeded()
        #expect(constraints(stack, "UISV-spacing").count == 1)
    }

    // MARK: The engine's update pass

    @Test func aViewWaitingForUpdateConstraintsIsUpdatedOnceItJoinsAWindow() {
        // The request made while the view was the root of its own hierarchy moves with it.
        final class Updating: UIView {
            var updated = 0
            override func updateConstraints() {
                updated += 1
                super.updateConstraints()
            }
        }
        let view = Updating(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsUpdateConstraints()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(view)
        let host = UITestHost()
        host.window.addSubview(container)
        host.settle()
        #expect(view.updated == 1)
    }

    @Test func theFittingSizeRunsPendingConstraintUpdates() {
        let stack = UIStackView(arrangedSubviews: [StackTestBox(30, 10)])
        let container = UIView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
            stack.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -5),
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            stack.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -5),
        ])
        #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 40, height: 20))
    }
}

extension UIStackViewArrangementTests {
    /// `has(list, first, a1, to: second, a2, …)`: an equality with a second item.
    func has(_ list: [NSLayoutConstraint], _ first: AnyObject, _ a1: NSLayoutConstraint.Attribute, to second: AnyObject,
             _ a2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000) -> Bool {
        has(list, first, a1, .equal, second, a2, multiplier: multiplier, constant: constant, priority: priority)
    }
}
