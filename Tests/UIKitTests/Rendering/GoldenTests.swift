import Testing
import SnapshotTesting
import UIKitSnapshotTesting
import UIKitTesting

/// Golden images of the renderer, kept as PNGs in `__Snapshots__/GoldenTests` at scale 2 and
/// compared with a per-channel tolerance of 2. To re-record after an intended change, delete the
/// PNG and run the test twice (the first run records it and fails).
@MainActor @Suite struct GoldenTests {
    /// A 100 × 80 pt white card holding `build`'s views, made under a fresh host (a phone screen at
    /// scale 2, so drawn content has 2 pixels per point).
    func card(_ build: (UIView) -> Void) -> UIView {
        _ = UITestHost()
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        card.backgroundColor = .white
        build(card)
        return card
    }

    @Test func roundedAndBordered() {
        let view = card { card in
            let box = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 60))
            box.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
            box.layer.cornerRadius = 14
            box.layer.borderWidth = 3
            box.layer.borderColor = UIColor(red: 0.1, green: 0.1, blue: 0.3, alpha: 1).cgColor
            card.addSubview(box)
        }
        assertSnapshot(of: view, as: .image)
    }

    @Test func rotatedAndClippedToRoundedCorners() {
        let view = card { card in
            let turned = UIView(frame: CGRect(x: 25, y: 15, width: 50, height: 50))
            turned.backgroundColor = .yellow
            turned.layer.cornerRadius = 12
            turned.clipsToBounds = true
            turned.transform = CGAffineTransform(rotationAngle: .pi / 6)
            let inner = UIView(frame: CGRect(x: -10, y: -10, width: 40, height: 40))
            inner.backgroundColor = .red
            turned.addSubview(inner)
            card.addSubview(turned)
        }
        assertSnapshot(of: view, as: .image)
    }

    @Test func shadowed() {
        let view = card { card in
            let box = UIView(frame: CGRect(x: 20, y: 15, width: 60, height: 40))
            box.backgroundColor = .white
            box.layer.cornerRadius = 8
            box.layer.shadowOpacity = 0.5
            box.layer.shadowRadius = 4
            box.layer.shadowOffset = CGSize(width: 0, height: 4)
            card.addSubview(box)
        }
        assertSnapshot(of: view, as: .image)
    }

    @Test func semiTransparentGroup() {
        let view = card { card in
            let group = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 60))
            group.alpha = 0.5
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
            a.backgroundColor = .red
            let b = UIView(frame: CGRect(x: 30, y: 0, width: 50, height: 60))
            b.backgroundColor = .blue
            group.addSubview(a)
            group.addSubview(b)
            card.addSubview(group)
        }
        assertSnapshot(of: view, as: .image)
    }

    @Test func drawnContent() {
        final class Target: UIView {
            override func draw(_ rect: CGRect) {
                let ctx = UIGraphicsGetCurrentContext()!
                ctx.setFillColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
                ctx.fillEllipse(in: bounds.insetBy(dx: 5, dy: 5))
                ctx.setStrokeColor(red: 1, green: 1, blue: 1, alpha: 1)
                ctx.setLineWidth(3)
                ctx.strokeEllipse(in: bounds.insetBy(dx: 15, dy: 15))
            }
        }
        let view = card { card in
            let target = Target(frame: CGRect(x: 20, y: 10, width: 60, height: 60))
            card.addSubview(target)
        }
        assertSnapshot(of: view, as: .image)
    }

    @Test func viewController() {
        final class Controller: UIViewController {
            override func viewDidLoad() {
                view.backgroundColor = UIColor(white: 0.95, alpha: 1)
                let header = UIView(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 30))
                header.backgroundColor = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
                header.autoresizingMask = [.flexibleWidth]
                view.addSubview(header)
            }
        }
        _ = UITestHost()
        assertSnapshot(of: Controller(), as: .image(size: CGSize(width: 120, height: 90), scale: 1))
    }
}
