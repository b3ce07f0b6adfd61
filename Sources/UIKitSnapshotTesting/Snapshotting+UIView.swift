// Built with the SnapshotTesting trait only (Package.swift).
#if SnapshotTesting
import SnapshotTesting
import UIKitTesting

extension Snapshotting where Value: UIView, Format == CGImage {
    /// The view and its subviews rendered at `scale` (pixels per point) into a PNG reference, after
    /// pending layout and drawing; pixels no view covers are transparent. With `size`, the view's
    /// bounds are set to that size first. Compared with `Diffing.image(tolerance:)`. Call from the
    /// main actor.
    public static func image(size: CGSize? = nil, scale: CGFloat = 2, tolerance: Int = 2) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { view in
            MainActor.assumeIsolated { _snapshotImage(of: view, size: size, scale: scale) }
        }
    }

    /// `image(size: nil, scale: 2, tolerance: 2)`.
    public static var image: Snapshotting { image() }
}

/// `view` at `size` (or its own), laid out, displayed and rendered at `scale`.
@MainActor
func _snapshotImage(of view: UIView, size: CGSize?, scale: CGFloat) -> CGImage {
    if let size { view.bounds.size = size }
    guard let image = view._renderedImage(scale: scale, afterScreenUpdates: true) else {
        preconditionFailure("Snapshotting.image: \(type(of: view)) has no area (bounds \(view.bounds))")
    }
    return image
}
#endif
