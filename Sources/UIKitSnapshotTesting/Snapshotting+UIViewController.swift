// Built with the SnapshotTesting trait only (Package.swift).
#if SnapshotTesting
import SnapshotTesting
import UIKitTesting

extension Snapshotting where Value: UIViewController, Format == CGImage {
    /// The controller's view (loaded if needed) rendered like `Snapshotting<UIView, CGImage>.image`:
    /// at `size` (default: the main screen's size) and `scale`. A view not in a window gets no
    /// appearance callbacks; show the controller with `UITestHost.show(_:)` first for those.
    public static func image(size: CGSize? = nil, scale: CGFloat = 2, tolerance: Int = 2) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { controller in
            MainActor.assumeIsolated {
                let view: UIView = controller.view
                let target = size ?? (view.window == nil ? UIScreen.main.bounds.size : nil)
                return _snapshotImage(of: view, size: target, scale: scale)
            }
        }
    }

    /// `image(size: nil, scale: 2, tolerance: 2)`.
    public static var image: Snapshotting { image() }
}
#endif
