import Testing
@testable import UIKitTesting
@testable import UIKit

/// The view side of Auto Layout: the update-constraints pass, guides, debugging, memory.
@MainActor @Suite struct UIViewConstraintsTests {
    final class CountingView: UIView {
        var updates = 0
        var made: NSLayoutConstraint?
        override func updateConstraints() {
            updates += 1
            if made == nil, let superview {
                made = widthAnchor.constraint(equalTo: superview.widthAnchor, multiplier: 0.5)
                NSLayoutConstraint.activate([made!, leftAnchor.constraint(equalTo: superview.leftAnchor),
                                             topAnchor.constraint(equalTo: superview.topAnchor),
                                             heightAnchor.constraint(equalToConstant: 10)])
            }
            super.updateConstraints()
        }
    }

    final class CountingController: UIViewController {
        var updates = 0
        override func updateViewConstraints() {
            updates += 1
            super.updateViewConstraints()
        }
    }

    @Test func setNeedsUpdateConstraintsRunsUpdateConstraintsBeforeTheNextLayout() {
        let host = UITestHost()
        let root = UIView(frame: host.window.bounds), child = CountingView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        host.window.addSubview(root)
        child.setNeedsUpdateConstraints()
        #expect(child.needsUpdateConstraints())
        host.settle()
        #expect(child.updates == 1)
        #expect(!child.needsUpdateConstraints())
        #expect(child.frame == CGRect(x: 0, y: 0, width: 187.5, height: 10))
        host.settle()
        #expect(child.updates == 1)
        child.setNeedsUpdateConstraints()
        child.updateConstraintsIfNeeded()
        #expect(child.updates == 2)
    }

    @Test func aControllersRootViewAsksUpdateViewConstraints() {
        let host = UITestHost()
        let vc = CountingController()
        host.show(vc)
        vc.view.setNeedsUpdateConstraints()
        host.settle()
        #expect(vc.updates == 1)
    }

    @Test func theReadableContentGuideIsTheMarginsGuideOnAPhoneAndAtMost672Wide() {
        let host = UITestHost()
        let phone = UIView(frame: host.window.bounds), wide = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 100))
        let a = UIView(), b = UIView()
        for (parent, child) in [(phone, a), (wide, b)] {
            parent.insetsLayoutMarginsFromSafeArea = false
            child.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(child)
            NSLayoutConstraint.activate([
                child.leadingAnchor.constraint(equalTo: parent.readableContentGuide.leadingAnchor),
                child.trailingAnchor.constraint(equalTo: parent.readableContentGuide.trailingAnchor),
                child.topAnchor.constraint(equalTo: parent.topAnchor),
                child.heightAnchor.constraint(equalToConstant: 1),
            ])
            host.window.addSubview(parent)
        }
        host.settle()
        #expect(a.frame.minX == 8 && a.frame.maxX == 375 - 8)
        #expect(b.frame.width == 672)
        #expect(b.frame.midX == 512)
    }

    @Test func ambiguityIsReportedAndExercised() {
        let host = UITestHost()
        let root = UIView(frame: host.window.bounds), child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        host.window.addSubview(root)
        let fixed = [child.widthAnchor.constraint(equalToConstant: 40), child.heightAnchor.constraint(equalToConstant: 40),
                     child.topAnchor.constraint(equalTo: root.topAnchor)]
        NSLayoutConstraint.activate(fixed)
        host.settle()
        #expect(child.hasAmbiguousLayout)   // nothing places it horizontally
        let before = child.frame
        child.exerciseAmbiguityInLayout()
        #expect(child.frame.minX != before.minX)
        #expect(child.frame.minY == before.minY && child.frame.size == before.size)
        let left = child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5)
        left.isActive = true
        host.settle()
        #expect(!child.hasAmbiguousLayout)
        let horizontal = child.constraintsAffectingLayout(for: .horizontal)
        #expect(horizontal.contains { $0 === left } && horizontal.contains { $0 === fixed[0] })
        #expect(!horizontal.contains { $0 === fixed[2] })
        #expect(child.constraintsAffectingLayout(for: .vertical).contains { $0 === fixed[2] })
    }

    @Test func aViewWithAutoresizingConstraintsIsNotAmbiguous() {
        let host = UITestHost()
        let root = UIView(frame: host.window.bounds), framed = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)), other = UIView()
        root.addSubview(framed)
        other.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(other)
        host.window.addSubview(root)
        NSLayoutConstraint.activate([other.leftAnchor.constraint(equalTo: framed.rightAnchor),
                                     other.topAnchor.constraint(equalTo: framed.topAnchor),
                                     other.widthAnchor.constraint(equalTo: framed.widthAnchor),
                                     other.heightAnchor.constraint(equalTo: framed.heightAnchor)])
        host.settle()
        #expect(!framed.hasAmbiguousLayout && !other.hasAmbiguousLayout)
        #expect(framed.constraintsAffectingLayout(for: .horizontal).contains { $0 is NSAutoresizingMaskLayoutConstraint })
    }

    @Test func alignmentRectInsetsPlaceTheFrameAroundTheAlignedRect() {
        final class Shadowed: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8) }
        }
        let host = UITestHost()
        let root = UIView(frame: host.window.bounds), child = Shadowed()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        host.window.addSubview(root)
        NSLayoutConstraint.activate([child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                                     child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                                     child.widthAnchor.constraint(equalToConstant: 100),
                                     child.heightAnchor.constraint(equalToConstant: 50)])
        host.settle()
        #expect(child.frame == CGRect(x: 6, y: 8, width: 112, height: 58))
        #expect(child.alignmentRect(forFrame: child.frame) == CGRect(x: 10, y: 10, width: 100, height: 50))
    }

    /// Building, laying out and tearing down the same constraint-based screen again and again
    /// keeps the engine's memory flat: symbols are recycled, nothing accumulates.
    @Test func repeatedBuildAndTeardownKeepsTheEngineFlat() {
        let host = UITestHost()
        var symbolCounts: [Int] = []
        for _ in 0..<30 {
            let root = UIView(frame: host.window.bounds)
            var previous: UIView?
            for i in 0..<20 {
                let label = UILabel()
                label.text = "Row \(i)"
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                    label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                    label.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 4),
                ])
                previous = label
            }
            host.window.addSubview(root)
            host.settle()
            root.removeFromSuperview()
            host.settle()
            symbolCounts.append(host.window._layoutEngine?.solver.kinds.count ?? 0)
        }
        #expect(symbolCounts.last == symbolCounts[1], "\(symbolCounts)")
        #expect(host.window._layoutEngine?.solver.rowCount ?? 0 == 0)
    }
}

extension UIViewConstraintsTests {
    @Test func layoutGuidesAreFreedWithTheirView() {
        weak var weakView: UIView?
        weak var weakGuide: UILayoutGuide?
        weak var weakMargins: UILayoutGuide?
        weak var weakSafeArea: UILayoutGuide?
        weak var weakReadable: UILayoutGuide?
        let host = UITestHost()
        do {
            let view = UIView(frame: host.window.bounds), child = UIView(), guide = UILayoutGuide()
            view.addLayoutGuide(guide)
            child.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(child)
            NSLayoutConstraint.activate([
                guide.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                guide.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                guide.widthAnchor.constraint(equalTo: view.readableContentGuide.widthAnchor),
                guide.heightAnchor.constraint(equalToConstant: 10),
                child.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
                child.topAnchor.constraint(equalTo: guide.bottomAnchor),
                child.widthAnchor.constraint(equalToConstant: 1),
                child.heightAnchor.constraint(equalToConstant: 1),
            ])
            host.window.addSubview(view)
            host.settle()
            weakView = view
            weakGuide = guide
            weakMargins = view.layoutMarginsGuide
            weakSafeArea = view.safeAreaLayoutGuide
            weakReadable = view.readableContentGuide
            view.removeFromSuperview()
        }
        host.settle()
        #expect(weakView == nil && weakGuide == nil)
        #expect(weakMargins == nil && weakSafeArea == nil && weakReadable == nil)
    }
}

extension UIViewConstraintsTests {
    final class SelfConstrainingView: UIView {
        override class var requiresConstraintBasedLayout: Bool { true }
        var updates = 0
        override func updateConstraints() {
            updates += 1
            super.updateConstraints()
        }
    }

    @Test func aViewThatRequiresConstraintBasedLayoutGetsUpdateConstraintsUnasked() {
        let host = UITestHost()
        let view = SelfConstrainingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        host.window.addSubview(view)
        host.settle()
        #expect(view.updates == 1)
        let plain = CountingView(frame: .zero)
        host.window.addSubview(plain)
        host.settle()
        #expect(plain.updates == 0)
    }

    @Test func anImageViewTakesTheSizeOfItsNewImage() {
        let host = UITestHost()
        let root = UIView(frame: host.window.bounds), imageView = UIImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(imageView)
        NSLayoutConstraint.activate([imageView.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     imageView.topAnchor.constraint(equalTo: root.topAnchor)])
        host.window.addSubview(root)
        func image(_ size: CGSize) -> UIImage {
            UIGraphicsImageRenderer(size: size).image { _ in }
        }
        imageView.image = image(CGSize(width: 30, height: 20))
        host.settle()
        #expect(imageView.frame.size == CGSize(width: 30, height: 20))
        imageView.image = image(CGSize(width: 12, height: 40))
        host.settle()
        #expect(imageView.frame.size == CGSize(width: 12, height: 40))
    }
}
