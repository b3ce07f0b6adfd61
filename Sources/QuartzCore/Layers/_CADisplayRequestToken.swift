/// Stands for a layer in `_CADisplayRequests`' waiting requests, which hold it weakly: owned by
/// its layer alone (`CALayer._displayRequestToken`), it is freed with the layer, so a request whose
/// token is gone is a request of a layer that is gone. The weak references go to the token, not
/// to the layer, so the layer gets no side table (which would send every retain and release of
/// it, several a frame while it animates, down the runtime's slow path).
@MainActor
final class _CADisplayRequestToken {
    /// The layer, alive while the token is (the layer is its only owner).
    unowned(unsafe) let layer: CALayer

    init(_ layer: CALayer) { self.layer = layer }
}
