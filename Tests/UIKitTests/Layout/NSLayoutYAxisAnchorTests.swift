import Testing
@testable import UIKitTesting
@testable import UIKit

/// Vertical anchors: distances between two anchors (`anchorWithOffset(to:)`) and system spacing.
@MainActor @Suite struct NSLayoutYAxisAnchorTests {
    @Test func aStackOfRowsKeepsEqualGapsAsTheContainerGrows() {
        let host = UITestHost()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        host.window.addSubview(root)
        let rows = (0..<3).map { _ in UIView() }
        for row in rows {
            row.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(row)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                row.widthAnchor.constraint(equalToConstant: 100),
                row.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        NSLayoutConstraint.activate([
            root.topAnchor.anchorWithOffset(to: rows[0].topAnchor).constraint(equalTo: rows[0].bottomAnchor.anchorWithOffset(to: rows[1].topAnchor)),
            rows[0].bottomAnchor.anchorWithOffset(to: rows[1].topAnchor).constraint(equalTo: rows[1].bottomAnchor.anchorWithOffset(to: rows[2].topAnchor)),
            rows[1].bottomAnchor.anchorWithOffset(to: rows[2].topAnchor).constraint(equalTo: rows[2].bottomAnchor.anchorWithOffset(to: root.bottomAnchor)),
        ])
        host.settle()
        // Four gaps share 300 − 60 = 240 pt.
        #expect(rows.map(\.frame.minY) == [60, 140, 220])
        root.frame.size.height = 380
        host.settle()
        #expect(rows.map(\.frame.minY) == [80, 180, 280])
    }

    @Test func systemSpacingBelowAnAnchorIsEightPointsTimesTheMultiplier() {
        let host = UITestHost()
        let root = UIView(frame: host.window.bounds)
        host.window.addSubview(root)
        let a = UIView(), b = UIView()
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                v.widthAnchor.constraint(equalToConstant: 10),
                v.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1.5),
        ])
        host.settle()
        #expect(b.frame.minY == 72)
    }
}
