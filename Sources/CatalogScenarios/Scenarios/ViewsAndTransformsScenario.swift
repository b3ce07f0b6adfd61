import UIKit

/// Views and transforms: rounded, bordered and shadowed layers, rotated and scaled views, a
/// clipping container under rotation, group opacity, image content modes and a wrapped label.
public enum ViewsAndTransformsScenario: CatalogScenario {
    public static let title = "Views and transforms (视图与变换)"
    public static let section = CatalogSection.seed004
    public static let explanation = CatalogExplanation(
        chinese: "视图的外观由它的 CALayer 决定：cornerRadius、borderWidth、shadowOpacity 等。transform 是一个 CGAffineTransform，围绕 center 旋转、缩放视图而不改变 bounds；clipsToBounds 的容器在旋转时仍按自己的边界裁剪子视图。alpha 对整个子树生效，UIImageView 的 contentMode 决定图像如何填满视图。",
        english: "A view's look comes from its CALayer: cornerRadius, borderWidth, shadowOpacity and the rest. The transform is a CGAffineTransform that rotates and scales the view around its center without changing its bounds; a container with clipsToBounds still clips its subviews to its own bounds when rotated. alpha applies to the whole subtree, and a UIImageView's contentMode says how the image fills the view.")

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
