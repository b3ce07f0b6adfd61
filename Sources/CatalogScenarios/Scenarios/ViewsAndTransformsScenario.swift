import UIKit

/// Views and transforms: rounded, bordered and shadowed layers, rotated and scaled views, a
/// clipping container under rotation, group opacity, image content modes and a wrapped label.
public enum ViewsAndTransformsScenario: CatalogScenario {
    public static let title = "Views and transforms (视图与变换)"
    public static let seed: String? = "004"

    public static func makeViewController() -> UIViewController { ViewsViewController() }

    public static func run(_ script: any CatalogScript) {
        let controller = ViewsViewController()
        script.step("Views and transforms, drawn by the compositor at 375×667 pt, scale 2")
        script.show(controller)
        script.settle()
        script.snapshot(named: "2-views-and-transforms")
        // The green box, rotated 30° about its centre (90, 250), covers its centre but not the
        // corner of its unrotated frame.
        let window = controller.view.window!
        let center = window.hitTest(CGPoint(x: 90, y: 250), with: nil)
        script.expect(center?.transform == CGAffineTransform(rotationAngle: .pi / 6),
                      "the rotated box is hit at its centre")
        script.expect(window.hitTest(CGPoint(x: 42, y: 222), with: nil) === controller.view,
                      "the rotated box is not hit at the corner of its unrotated frame")
    }
}
