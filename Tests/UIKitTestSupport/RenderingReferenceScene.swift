import Foundation
import UIKit
import UIKitTesting

/// Issue 17's reference scene, the one `Benchmarks/…/RenderingBenchmarks.swift` (`ReferenceScene`)
/// measures: a 375 × 667 pt screen at scale 2 showing a controller whose white root view holds 200
/// rounded bordered views (a 10 × 20 grid), 50 one-line labels and a red 44 × 44 view, after two
/// frames.
@MainActor
public final class RenderingReferenceScene {
    public let host = UITestHost(screen: UITestScreen(size: CGSize(width: 375, height: 667), scale: 2))
    /// The red 44 × 44 pt view at (165, 311), the last subview.
    public let small = UIView(frame: CGRect(x: 165, y: 311, width: 44, height: 44))
    /// The controller's view, holding every view of the scene.
    public let root: UIView

    public init() {
        let controller = UIViewController()
        host.show(controller)
        root = controller.view!
        root.backgroundColor = .white
        for i in 0..<200 {
            let v = UIView(frame: CGRect(x: 3, y: 3, width: 31, height: 27)
                .offsetBy(dx: CGFloat(i % 10) * 37.5, dy: CGFloat(i / 10) * 33))
            v.backgroundColor = UIColor(red: CGFloat(i % 7) / 7, green: CGFloat(i % 5) / 5, blue: CGFloat(i % 3) / 3, alpha: 1)
            v.layer.cornerRadius = 6
            v.layer.borderWidth = 1.5
            root.addSubview(v)
        }
        for i in 0..<50 {
            let label = UILabel(frame: CGRect(x: 10 + CGFloat(i % 2) * 190, y: 10 + CGFloat(i / 2) * 26, width: 150, height: 18))
            label.font = .systemFont(ofSize: 13)
            label.textColor = UIColor(white: 0.1, alpha: 1)
            label.text = "Row \(i): brown fox"
            root.addSubview(label)
        }
        small.backgroundColor = .red
        root.addSubview(small)
        host.advance(by: 1.0 / 60.0)
        host.advance(by: 1.0 / 60.0)
    }
}
