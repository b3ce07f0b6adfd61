import UIKit

/// A drawer menu, 250 pt wide, hidden off the left edge and dragged open by a pan anywhere on
/// the screen.
final class DrawerMenuViewController: UIViewController {
    let drawer = UIView(frame: CGRect(x: -250, y: 0, width: 250, height: 667))
    var log: (String) -> Void = { print("  " + $0) }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        drawer.backgroundColor = .systemIndigo
        view.addSubview(drawer)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Self.pan))
    }

    func pan(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: drawer.superview)
        drawer.center.x = min(125, max(-125, drawer.center.x + t.x))
        pan.setTranslation(.zero, in: drawer.superview)
        if pan.state == .began || pan.state == .ended {
            log("pan .\(pan.state): drawer x = \(String(format: "%.1f", drawer.frame.minX)), velocity \(Int(pan.velocity(in: nil).x)) pt/s")
        }
    }
}
