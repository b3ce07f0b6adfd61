import Testing
@testable import UIKitTesting
@testable import UIKit

/// Constraints on views, solved by the layout engine and applied by `layoutSubviews`, driven
/// through a test host's window.
@MainActor @Suite struct NSLayoutConstraintTests {
    /// A host whose window holds `root` (375 × 667, at the origin), laid out once.
    func host(_ root: UIView) -> UITestHost {
        let host = UITestHost()
        root.frame = host.window.bounds
        host.window.addSubview(root)
        host.settle()
        return host
    }

    func pinned(_ view: UIView, in superview: UIView, insets: CGFloat) -> [NSLayoutConstraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        superview.addSubview(view)
        return [
            view.leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: insets),
            view.trailingAnchor.constraint(equalTo: superview.trailingAnchor, constant: -insets),
            view.topAnchor.constraint(equalTo: superview.topAnchor, constant: insets),
            view.bottomAnchor.constraint(equalTo: superview.bottomAnchor, constant: -insets),
        ]
    }

    @Test func aNewConstraintIsInactiveUntilActivated() {
        let root = UIView(), child = UIView()
        root.addSubview(child)
        let c = child.widthAnchor.constraint(equalToConstant: 10)
        #expect(!c.isActive)
        #expect(root.constraints.isEmpty && child.constraints.isEmpty)
        c.isActive = true
        #expect(c.isActive)
        #expect(child.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(c)])
        let between = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        between.isActive = true
        #expect(root.constraints.contains { $0 === between })
        between.isActive = false
        #expect(!root.constraints.contains { $0 === between })
    }

    @Test func aViewPinnedToItsSuperviewsEdgesFillsItInsetByTheConstants() {
        let root = UIView(), child = UIView()
        NSLayoutConstraint.activate(pinned(child, in: root, insets: 20))
        let host = host(root)
        defer { withExtendedLifetime(host) {} }
        #expect(child.frame == CGRect(x: 20, y: 20, width: 335, height: 627))
    }

    @Test func siblingsChainLeftToRight() {
        let root = UIView(), a = UIView(), b = UIView()
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            b.centerYAnchor.constraint(equalTo: a.centerYAnchor),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 0.5),
        ])
        let host = host(root)
        defer { withExtendedLifetime(host) {} }
        #expect(a.frame == CGRect(x: 10, y: 30, width: 100, height: 40))
        #expect(b.frame == CGRect(x: 118, y: 40, width: 247, height: 20))
    }

    @Test func theItemInitializerRelatesAttributesWithAMultiplier() {
        let root = UIView(), child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 0.5, constant: 0),
            NSLayoutConstraint(item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 50),
            NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .centerY, relatedBy: .equal, toItem: root, attribute: .centerY, multiplier: 1, constant: 0),
        ])
        let host = host(root)
        defer { withExtendedLifetime(host) {} }
        // 93.75 on a 2× screen rounds to the pixel at 94.
        #expect(child.frame == CGRect(x: 94, y: 308.5, width: 187.5, height: 50))
    }

    @Test func changingAConstantMovesTheViewAtTheNextLayoutNotBefore() {
        let root = UIView(), child = UIView()
        let constraints = pinned(child, in: root, insets: 0)
        NSLayoutConstraint.activate(constraints)
        let host = host(root)
        defer { withExtendedLifetime(host) {} }
        constraints[2].constant = 100
        #expect(child.frame.minY == 0)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 100, width: 375, height: 567))
    }

    @Test func aConstantChangedInsideAnAnimationBlockAnimatesTheFrames() {
        let root = UIView(), child = UIView()
        let constraints = pinned(child, in: root, insets: 0)
        NSLayoutConstraint.activate(constraints)
        let host = host(root)
        constraints[2].constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            root.layoutIfNeeded()
        }
        #expect(child.frame.minY == 200)       // the model value at once
        host.advance(by: 0.5)
        let shown = child.layer.presentation()!.frame
        #expect(abs(shown.minY - 100) < 2)
        host.settle()
        #expect(child.layer.presentation()!.frame.minY == 200)
    }

    @Test func aTransformCoexistsWithConstraintDrivenFrames() {
        let root = UIView(), child = UIView()
        let constraints = pinned(child, in: root, insets: 10)
        NSLayoutConstraint.activate(constraints)
        child.transform = CGAffineTransform(translationX: 0, y: 300)
        let host = host(root)
        defer { withExtendedLifetime(host) {} }
        #expect(child.center == CGPoint(x: 187.5, y: 333.5))
        #expect(child.bounds.size == CGSize(width: 355, height: 647))
        #expect(child.transform == CGAffineTransform(translationX: 0, y: 300))
    }

    @Test func aLabelTakesItsIntrinsicSize() {
        let root = UIView(), label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
        ])
        let host = host(root)
        #expect(label.frame.origin == CGPoint(x: 16, y: 40))
        #expect(label.frame.size == label.intrinsicContentSize)
        label.text = "Hello, world"
        label.invalidateIntrinsicContentSize()
        host.settle()
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    @Test func theViewWithLowerHuggingStretches() {
        let root = UIView(), left = UILabel(), right = UILabel()
        left.text = "Name"
        right.text = "Value"
        for l in [left, right] { l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l) }
        left.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor),
            right.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let host = host(root)
        defer { withExtendedLifetime(host) {} }
        #expect(left.frame.width == left.intrinsicContentSize.width)
        #expect(right.frame.maxX == 375)
        #expect(right.frame.minX == left.frame.maxX + 8)
    }

    @Test func compressionResistanceDecidesWhichLabelIsSqueezed() {
        let root = UIView(), left = UILabel(), right = UILabel()
        left.text = String(repeating: "wide text ", count: 8)
        right.text = "other words"
        for l in [left, right] { l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l) }
        right.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            left.topAnchor.constraint(equalTo: root.topAnchor),
            right.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        let host = host(root)
        defer { withExtendedLifetime(host) {} }
        #expect(left.intrinsicContentSize.width + right.intrinsicContentSize.width > 375)
        #expect(right.frame.width == right.intrinsicContentSize.width)
        #expect(left.frame.width == 375 - right.frame.width)
        right.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        host.settle()
        // The engine has no implicit `width >= 0`: the right label is squeezed past zero, shown
        // with no width at its solved origin.
        #expect(left.frame.width == left.intrinsicContentSize.width)
        #expect(right.frame.width == 0)
    }

    @Test func aConstraintFightingTheAutoresizingMaskIsBrokenWithUIKitsLog() {
        let root = UIView()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(child)
        var broken: NSLayoutConstraint?
        var involved: [NSLayoutConstraint] = []
        RockhopperDebug.unsatisfiableConstraintsHandler = { broken = $0; involved = $1 }
        defer { RockhopperDebug.unsatisfiableConstraintsHandler = nil }
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        width.isActive = true
        let host = host(root)
        host.runtime.makeCurrent()
        let log = host.runtime.logMessages.joined(separator: "\n")
        #expect(log.contains("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(log.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand"))
        #expect(log.contains("h=--- v=---"))
        #expect(log.contains("Will attempt to recover by breaking constraint \n\(width)"))
        #expect(log.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints"))
        #expect(broken === width)
        #expect(involved.contains { $0 is NSAutoresizingMaskLayoutConstraint })
        #expect(child.frame.width == 50)
        #expect(width.isActive)
        // Deactivated, the broken constraint leaves nothing behind: the view leaves the solver.
        width.isActive = false
        host.settle()
        #expect(child._layoutState?.variables == nil)
    }

    @Test func aBrokenConstraintHoldsAgainOnceTheConflictIsGone() {
        let root = UIView(), child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let old = child.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([old, child.heightAnchor.constraint(equalToConstant: 10),
                                     child.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor)])
        let host = host(root)
        let new = child.widthAnchor.constraint(equalToConstant: 80)
        new.isActive = true            // activated before the old one is removed: a conflict
        host.settle()
        #expect(child.frame.width == 50)
        old.isActive = false
        host.settle()
        #expect(child.frame.width == 80)
    }

    @Test func removingAViewDeactivatesItsConstraintsToTheRestOfTheHierarchy() {
        let root = UIView(), box = UIView(), inner = UIView()
        box.addSubview(inner)
        let outer = pinned(box, in: root, insets: 0)
        let innerConstraints = pinned(inner, in: box, insets: 5)
        NSLayoutConstraint.activate(outer + innerConstraints)
        let host = host(root)
        box.removeFromSuperview()
        #expect(outer.allSatisfy { !$0.isActive })
        #expect(innerConstraints.allSatisfy { $0.isActive })
        // Inside the removed subtree the constraints still lay out.
        box.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        box.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 5, y: 5, width: 90, height: 90))
        _ = host
    }

    @Test func aHierarchyBuiltDetachedIsLaidOutInTheWindow() {
        let root = UIView(), child = UIView()
        NSLayoutConstraint.activate(pinned(child, in: root, insets: 12))
        #expect(root._layoutEngine != nil)
        let host = UITestHost()
        root.frame = host.window.bounds
        host.window.addSubview(root)
        #expect(root._layoutEngine == nil)
        #expect(host.window._layoutEngine != nil)
        host.settle()
        #expect(child.frame == CGRect(x: 12, y: 12, width: 351, height: 643))
    }

    @Test func aViewFramedInCodeKeepsItsFrameThroughItsAutoresizingConstraints() {
        let root = UIView(), framed = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 60)), follower = UIView()
        root.addSubview(framed)
        follower.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 1),
            follower.topAnchor.constraint(equalTo: framed.bottomAnchor, constant: 2),
            follower.widthAnchor.constraint(equalTo: framed.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 5),
        ])
        let host = host(root)
        #expect(framed.frame == CGRect(x: 30, y: 40, width: 50, height: 60))
        #expect(follower.frame == CGRect(x: 81, y: 102, width: 50, height: 5))
        framed.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        host.settle()
        #expect(follower.frame == CGRect(x: 21, y: 22, width: 20, height: 5))
    }

    @Test func aGuideSpacesViewsAndReportsItsFrame() {
        let root = UIView(), a = UIView(), b = UIView(), gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        #expect(gap.owningView === root)
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(v) }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            gap.topAnchor.constraint(equalTo: root.topAnchor),
            gap.heightAnchor.constraint(equalToConstant: 1),
        ] + [a, b].flatMap { [$0.topAnchor.constraint(equalTo: root.topAnchor), $0.heightAnchor.constraint(equalToConstant: 10)] })
        let host = host(root)
        defer { withExtendedLifetime(host) {} }
        #expect(b.frame == CGRect(x: 140, y: 0, width: 235, height: 10))
        #expect(gap.layoutFrame == CGRect(x: 100, y: 0, width: 40, height: 1))
    }

    @Test func aViewPinnedToTheSafeAreaStaysBelowTheStatusBar() {
        let vc = UIViewController()
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(child)
        NSLayoutConstraint.activate([
            child.topAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.topAnchor),
            child.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        let host = UITestHost()
        host.show(vc)
        host.settle()
        #expect(child.frame == CGRect(x: 0, y: vc.view.safeAreaInsets.top, width: 375, height: 44))
        #expect(vc.view.safeAreaInsets.top == 20)
    }

    @Test func aMultiLineLabelWrapsAtTheWidthItsConstraintsGiveIt() {
        let root = UIView(), label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "Auto Layout wraps this label. ", count: 6)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        let host = host(root)
        defer { withExtendedLifetime(host) {} }
        let wrapped = label.textRect(forBounds: CGRect(x: 0, y: 0, width: 335, height: CGFloat.greatestFiniteMagnitude),
                                     limitedToNumberOfLines: 0)
        #expect(label.frame.width == 335)
        #expect(label.frame.height == wrapped.height)
        #expect(wrapped.height > label.font.lineHeight * 2)
    }

    @Test func leadingIsTheRightEdgeInARightToLeftView() {
        let root = UIView(), child = UIView()
        root.semanticContentAttribute = .forceRightToLeft
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 5),
        ])
        let host = host(root)
        defer { withExtendedLifetime(host) {} }
        // Leading of both is their right edge: the child's right edge 10 pt left of the root's.
        #expect(child.frame == CGRect(x: 315, y: 0, width: 50, height: 5))
        root.semanticContentAttribute = .forceLeftToRight
        host.settle()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 50, height: 5))
    }

    @Test func marginAttributesFollowTheLayoutMargins() {
        let root = UIView(), child = UIView()
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        root.insetsLayoutMarginsFromSafeArea = false    // the status bar's 20 pt would add to the top
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: root, attribute: .bottomMargin, multiplier: 1, constant: 0),
        ])
        let host = host(root)
        defer { withExtendedLifetime(host) {} }
        #expect(child.frame == CGRect(x: 20, y: 10, width: 375 - 60, height: 667 - 40))
        root.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        host.settle()
        #expect(child.frame == CGRect(x: 5, y: 0, width: 365, height: 667))
    }

    @Test func labelsAlignOnTheirFirstBaselines() {
        let root = UIView(), big = UILabel(), small = UILabel()
        big.font = .systemFont(ofSize: 40)
        big.text = "Big"
        small.font = .systemFont(ofSize: 12)
        small.text = "small"
        for l in [big, small] { l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l) }
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        let host = host(root)
        defer { withExtendedLifetime(host) {} }
        let bigBaseline = big.frame.minY + big._firstBaselineOffsetFromTop
        let smallBaseline = small.frame.minY + small._firstBaselineOffsetFromTop
        #expect(abs(bigBaseline - smallBaseline) <= 0.5)
    }

    @Test func theFittingSizeOfAContainerFollowsItsContent() {
        let container = UIView(), label = UILabel()
        label.text = "Fit me"
        NSLayoutConstraint.activate(pinned(label, in: container, insets: 10))
        let size = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        let intrinsic = label.intrinsicContentSize
        #expect(size == CGSize(width: intrinsic.width + 20, height: intrinsic.height + 20))
        #expect(container.frame.size == .zero)
    }

    @Test func viewsAndConstraintsAreFreedWithTheirHierarchy() {
        weak var weakRoot: UIView?
        weak var weakChild: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        let host = UITestHost()
        do {
            let root = UIView(), child = UILabel()
            child.text = "x"
            let constraints = pinned(child, in: root, insets: 3)
            NSLayoutConstraint.activate(constraints)
            root.frame = host.window.bounds
            host.window.addSubview(root)
            host.settle()
            weakRoot = root
            weakChild = child
            weakConstraint = constraints[0]
            root.removeFromSuperview()
        }
        host.settle()
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakConstraint == nil)
    }

    @Test func theDescriptionIsUIKits() {
        let a = UIView(), b = UIView()
        a.addSubview(b)
        let c = b.leadingAnchor.constraint(equalTo: a.leadingAnchor, constant: 16)
        #expect(c.description.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(c.description.hasSuffix("UIView:\(NSLayoutConstraint._address(b)).leading == UIView:\(NSLayoutConstraint._address(a)).leading + 16   (inactive)>"))
        let m = NSLayoutConstraint(item: b, attribute: .width, relatedBy: .greaterThanOrEqual, toItem: a, attribute: .width, multiplier: 0.5, constant: -3)
        m.identifier = "half"
        #expect(m.description.contains(" 'half' "))
        #expect(m.description.hasSuffix(".width >= 0.5*UIView:\(NSLayoutConstraint._address(a)).width - 3   (inactive)>"))
    }

    @Test func priorityDefaultsAndConstantsAreUIKits() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        let v = UIView()
        #expect(v.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(v.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(v.translatesAutoresizingMaskIntoConstraints)
        #expect(NSLayoutConstraint.Attribute.baseline == .lastBaseline)
        #expect(NSLayoutConstraint.Attribute.centerYWithinMargins.rawValue == 20)
        #expect(NSLayoutConstraint.Relation.lessThanOrEqual.rawValue == -1)
        #expect(UIView.layoutFittingExpandedSize == CGSize(width: 10000, height: 10000))
        let c = v.widthAnchor.constraint(equalToConstant: 1)
        #expect(c.priority == .required && c.multiplier == 1 && !c.shouldBeArchived && c.identifier == nil)
        #expect(c.secondItem == nil && c.secondAttribute == .notAnAttribute && c.secondAnchor == nil)
    }

    @Test func changingAnOptionalPriorityOnAnActiveConstraintReSolves() {
        let root = UIView(), child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let narrow = child.widthAnchor.constraint(equalToConstant: 10)
        let wide = child.widthAnchor.constraint(equalToConstant: 90)
        narrow.priority = UILayoutPriority(300)
        wide.priority = UILayoutPriority(200)
        NSLayoutConstraint.activate([narrow, wide, child.heightAnchor.constraint(equalToConstant: 1),
                                     child.leftAnchor.constraint(equalTo: root.leftAnchor), child.topAnchor.constraint(equalTo: root.topAnchor)])
        let host = host(root)
        #expect(child.frame.width == 10)
        wide.priority = UILayoutPriority(400)
        host.settle()
        #expect(child.frame.width == 90)
    }
}
