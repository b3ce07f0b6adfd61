import Testing
@testable import UIKitTesting
@testable import UIKit

/// Hidden arranged views collapse (no size along the axis, no spacing) and expand again; inside
/// an animation block the collapse animates, with or without the app's `layoutIfNeeded()`.
@MainActor @Suite struct UIStackViewHidingTests {
    /// A laid-out horizontal row of boxes 40, 60 and 80 wide, 10 apart, in a 300-wide stack
    /// that is 20 high; the last box takes what is left.
    func row() -> (UIStackView, [StackTestBox], UITestHost) {
        let views = StackTestBox.rows([(40, 20), (60, 20), (80, 20)])
        views[2].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 20))
        return (stack, views, host)
    }

    @Test func aHiddenViewCollapsesAndItsSpacingGoes() {
        let (stack, v, host) = row()
        #expect(v.map(\.frame.minX) == [0, 50, 120])
        v[1].isHidden = true
        host.settle()
        #expect(v[1].isHidden && v[1].layer.isHidden)
        #expect(stack.arrangedSubviews.count == 3 && stack.subviews.count == 3)
        #expect(v[0].frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(v[1].frame.width == 0)
        #expect(v[2].frame == CGRect(x: 50, y: 0, width: 250, height: 20))
        v[1].isHidden = false
        host.settle()
        #expect(v.map(\.frame.minX) == [0, 50, 120])
        #expect(v[1].frame.width == 60)
        #expect(StackTesting.logIsClean(host))
    }

    @Test func hidingTheFirstOrLastViewMovesTheEdges() {
        let (_, v, host) = row()
        v[0].isHidden = true
        host.settle()
        #expect(v[1].frame.minX == 0)
        #expect(v[2].frame == CGRect(x: 70, y: 0, width: 230, height: 20))
        v[0].isHidden = false
        v[2].isHidden = true
        v[1].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        host.settle()
        #expect(v[1].frame == CGRect(x: 50, y: 0, width: 250, height: 20))
        #expect(v[2].frame.width == 0)
        #expect(StackTesting.logIsClean(host))
    }

    @Test func hidingEveryViewLeavesNothingToLayOut() {
        let views = StackTestBox.rows([(40, 20), (60, 20)])
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 8
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 60, height: 48))
        views[0].isHidden = true
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 60, height: 20))
        views[1].isHidden = true
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 0)
        let host = StackTesting.host(stack, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(views.allSatisfy { $0.frame.height == 0 })
        #expect(StackTesting.logIsClean(host))
    }

    @Test func aHiddenViewWithARequiredSizeIsNotAConflict() {
        let (_, v, host) = row()
        v[1].widthAnchor.constraint(equalToConstant: 60).isActive = true
        v[1].isHidden = true
        host.settle()
        #expect(v[2].frame.minX == 50)
        #expect(StackTesting.logIsClean(host))
    }

    @Test func hidingANonArrangedSubviewChangesNothing() {
        let (stack, v, host) = row()
        let extra = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        stack.addSubview(extra)
        host.settle()
        let before = stack.constraints.count
        extra.isHidden = true
        #expect(!stack.needsUpdateConstraints())
        host.settle()
        #expect(stack.constraints.count == before)
        #expect(v.map(\.frame.minX) == [0, 50, 120])
    }

    // MARK: Animation

    @Test func hidingInsideAnAnimationBlockAnimatesTheCollapse() {
        let (_, v, host) = row()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v[1].isHidden = true
        })
        // The model is final at once; the hidden view stays shown while it collapses.
        #expect(v[1].isHidden)
        #expect(!v[1].layer.isHidden)
        #expect(v[2].frame.minX == 50)
        host.advance(by: 0.5)
        let middle = v[1].layer.presentation()!.frame
        let last = v[2].layer.presentation()!.frame
        #expect(abs(middle.width - 30) < 2)
        #expect(abs(last.minX - 85) < 2)
        #expect(!v[1].layer.isHidden)
        host.settle()
        #expect(v[1].layer.isHidden)
        #expect(v[2].layer.presentation()!.frame.minX == 50)
        #expect(StackTesting.logIsClean(host))
    }

    @Test func theAppsLayoutIfNeededInTheBlockAnimatesTooAsUIKitsIdiomHas() {
        let (stack, v, host) = row()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v[1].isHidden = true
            stack.layoutIfNeeded()
        })
        #expect(v[2].frame.minX == 50)
        host.advance(by: 0.5)
        #expect(abs(v[2].layer.presentation()!.frame.minX - 85) < 2)
        host.settle()
        #expect(v[1].layer.isHidden)
    }

    @Test func showingInsideAnAnimationBlockShowsAtOnceAndExpands() {
        let (_, v, host) = row()
        v[1].isHidden = true
        host.settle()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            v[1].isHidden = false
        })
        #expect(!v[1].layer.isHidden)
        host.advance(by: 0.5)
        #expect(abs(v[1].layer.presentation()!.frame.width - 30) < 2)
        host.settle()
        #expect(v[1].frame == CGRect(x: 50, y: 0, width: 60, height: 20))
        #expect(!v[1].layer.isHidden)
    }

    @Test func showingAgainBeforeTheCollapseEndsKeepsTheViewShown() {
        let (_, v, host) = row()
        UIView.animate(withDuration: 1) { v[1].isHidden = true }
        host.advance(by: 0.3)
        UIView.animate(withDuration: 1) { v[1].isHidden = false }
        host.settle()
        #expect(!v[1].isHidden && !v[1].layer.isHidden)
        #expect(v[1].frame.width == 60)
    }

    @Test func theCollapseMovesTheStacksSiblings() {
        // A vertical stack pinned at the top, a label below it: hiding a row moves the label
        // in the same animation (the stack's superview is laid out in the block).
        let host = UITestHost()
        let root = UIView(frame: host.window.bounds)
        let rows = StackTestBox.rows([(100, 40), (100, 40)])
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 10
        let below = StackTestBox(100, 20)
        for v in [stack, below] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            below.topAnchor.constraint(equalTo: stack.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        ])
        host.window.addSubview(root)
        host.settle()
        #expect(below.frame.minY == 198)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            rows[0].isHidden = true
        })
        #expect(below.frame.minY == 148)
        host.advance(by: 0.5)
        #expect(abs(below.layer.presentation()!.frame.minY - 173) < 2)
        #expect(abs(stack.layer.presentation()!.frame.height - 65) < 2)
        host.settle()
        #expect(stack.frame.height == 40)
        #expect(StackTesting.logIsClean(host))
    }

    @Test func hidingInAPropertyAnimatorAnimatesAndHidesAtTheEnd() {
        let (_, v, host) = row()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v[1].isHidden = true }
        animator.startAnimation()
        #expect(!v[1].layer.isHidden)
        host.advance(by: 0.5)
        #expect(abs(v[2].layer.presentation()!.frame.minX - 85) < 2)
        host.settle()
        #expect(v[1].layer.isHidden)
        #expect(v[2].frame.minX == 50)
    }

    @Test func hidingWithoutAnimationJumps() {
        let (_, v, host) = row()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { v[1].isHidden = true }
        }
        #expect(v[1].layer.isHidden)
        host.advance(by: 1.0 / 60)
        #expect(v[2].layer.presentation()?.frame.minX ?? v[2].frame.minX == 50)
        host.settle()
    }

    @Test func aViewRemovedWhileCollapsingIsHiddenAtOnce() {
        let (stack, v, host) = row()
        UIView.animate(withDuration: 1) { v[1].isHidden = true }
        host.advance(by: 0.2)
        stack.removeArrangedSubview(v[1])
        #expect(v[1].layer.isHidden)
        host.settle()
        #expect(v[1].isHidden)
    }
}
