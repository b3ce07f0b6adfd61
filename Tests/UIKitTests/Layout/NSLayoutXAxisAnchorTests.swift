import Testing
@testable import UIKitTesting
@testable import UIKit

/// Horizontal anchors: distances between two anchors (`anchorWithOffset(to:)`) and system
/// spacing, laid out in a test host's window.
@MainActor @Suite struct NSLayoutXAxisAnchorTests {
    /// A host whose window holds `root` (375 × 667, at the origin), laid out once.
    func host(_ root: UIView) -> UITestHost {
        let host = UITestHost()
        root.frame = host.window.bounds
        host.window.addSubview(root)
        host.settle()
        return host
    }

    /// Three views in a row, pinned top, 40 high, for spacing them by distances.
    func row(in root: UIView) -> (UIView, UIView, UIView) {
        let a = UIView(), b = UIView(), c = UIView()
        for v in [a, b, c] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            NSLayoutConstraint.activate([
                v.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                v.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        return (a, b, c)
    }

    @Test func twoEqualDistancesCentreTheMiddleViewBetweenItsNeighbours() {
        let root = UIView()
        let (a, b, c) = row(in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            c.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            c.widthAnchor.constraint(equalToConstant: 50),
            b.widthAnchor.constraint(equalToConstant: 100),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
                .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
        ])
        let host = host(root)
        defer { withExtendedLifetime(host) {} }
        // a ends at 60 and c starts at 315: two gaps of (315 − 60 − 100) / 2 = 77.5.
        #expect(b.frame == CGRect(x: 137.5, y: 100, width: 100, height: 40))
    }

    @Test func aDistanceTakesAConstantAndFollowsItWhenItChanges() {
        let root = UIView()
        let (a, b, _) = row(in: root)
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 24)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.widthAnchor.constraint(equalToConstant: 30),
            gap,
        ])
        let host = host(root)
        defer { withExtendedLifetime(host) {} }
        #expect(b.frame.minX == 84)
        gap.constant = 4
        root.layoutIfNeeded()
        #expect(b.frame.minX == 64)
    }

    @Test func aDistanceIsAMultipleOfASizeAndASizeAMultipleOfADistance() {
        let root = UIView()
        let (a, b, c) = row(in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 0),
            a.widthAnchor.constraint(equalToConstant: 80),
            // The gap after a is half of a's width; c is as wide as twice the gap.
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.widthAnchor.constraint(equalToConstant: 10),
            c.leadingAnchor.constraint(equalTo: b.trailingAnchor),
            c.widthAnchor.constraint(equalTo: a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor), multiplier: 2, constant: 1),
        ])
        let host = host(root)
        defer { withExtendedLifetime(host) {} }
        #expect(b.frame.minX == 120)
        #expect(c.frame == CGRect(x: 130, y: 100, width: 81, height: 40))
    }

    @Test func aDistanceBetweenCousinsIsInstalledOnTheAncestorOfAllFourItems() {
        let root = UIView(), left = UIView(), right = UIView()
        for (v, x) in [(left, 0.0), (right, 200.0)] {
            v.frame = CGRect(x: x, y: 0, width: 150, height: 300)
            root.addSubview(v)
        }
        let a = UIView(), b = UIView()
        for (v, parent) in [(a, left), (b, right)] {
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
            NSLayoutConstraint.activate([
                v.topAnchor.constraint(equalTo: parent.topAnchor),
                v.heightAnchor.constraint(equalToConstant: 10),
                v.widthAnchor.constraint(equalToConstant: 20),
            ])
        }
        // a sits 30 pt in from its parent's leading edge; b as far in from its own.
        let equalInsets = left.leadingAnchor.anchorWithOffset(to: a.leadingAnchor)
            .constraint(equalTo: right.leadingAnchor.anchorWithOffset(to: b.leadingAnchor))
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: left.leadingAnchor, constant: 30),
            equalInsets,
        ])
        #expect(root.constraints.contains { $0 === equalInsets })
        let host = host(root)
        defer { withExtendedLifetime(host) {} }
        #expect(b.frame.minX == 30)
        #expect(equalInsets.firstItem === a && equalInsets.firstAttribute == .leading)
        #expect(equalInsets.secondItem === b && equalInsets.secondAttribute == .leading)
    }

    @Test func fromLeadingToTrailingIsTheWidthInEitherLayoutDirection() {
        for direction in [UISemanticContentAttribute.forceLeftToRight, .forceRightToLeft] {
            let root = UIView()
            root.semanticContentAttribute = direction
            let (a, _, _) = row(in: root)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                a.leadingAnchor.anchorWithOffset(to: a.trailingAnchor).constraint(equalToConstant: 120),
            ])
            let host = host(root)
            #expect(a.frame.width == 120, "\(direction)")
            let expectedMinX: CGFloat = direction == .forceLeftToRight ? 10 : 375 - 130
            #expect(a.frame.minX == expectedMinX, "\(direction)")
            withExtendedLifetime(host) {}
        }
    }

    @Test func theDistanceNamesBothAnchorsInDescriptions() {
        let root = UIView(), a = UIView(), b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        let distance = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let aName = "UIView:" + NSLayoutConstraint._address(a), bName = "UIView:" + NSLayoutConstraint._address(b)
        #expect(distance.name == "(\(bName).leading - \(aName).trailing)")
        #expect(distance.item === b)
        let c = distance.constraint(greaterThanOrEqualToConstant: 8)
        #expect(c.description.hasSuffix(" (\(bName).leading - \(aName).trailing) >= 8   (inactive)>"), "\(c.description)")
        #expect(c.firstAnchor.name == distance.name)
        #expect(c.secondAnchor == nil)
    }

    @Test func aDistancesViewsAndConstraintAreFreedWithTheirHierarchy() {
        weak var weakA: UIView?, weakB: UIView?, weakConstraint: NSLayoutConstraint?
        do {
            let root = UIView()
            let (a, b, _) = row(in: root)
            let c = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 5)
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                a.widthAnchor.constraint(equalToConstant: 5),
                b.widthAnchor.constraint(equalToConstant: 5),
                c,
            ])
            let host = host(root)
            #expect(b.frame.minX == 10)
            root.removeFromSuperview()
            host.settle()
            (weakA, weakB, weakConstraint) = (a, b, c)
        }
        #expect(weakA == nil && weakB == nil && weakConstraint == nil)
    }

    @Test func removingTheViewADistanceStartsFromDeactivatesIt() {
        let root = UIView()
        let (a, b, _) = row(in: root)
        let c = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 5)
        c.isActive = true
        #expect(c.isActive)
        a.removeFromSuperview()
        #expect(!c.isActive)
        #expect(!root.constraints.contains { $0 === c })
    }

    @Test func systemSpacingAfterAnAnchorIsEightPointsTimesTheMultiplier() {
        let root = UIView()
        let (a, b, _) = row(in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
        ])
        let host = host(root)
        defer { withExtendedLifetime(host) {} }
        #expect(b.frame.minX == 76)
    }
}
