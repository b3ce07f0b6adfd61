import Foundation

/// The bitmap contexts behind UIKit's image drawing (`UIGraphicsImageRenderer`,
/// `UIGraphicsBeginImageContextWithOptions`): `size` points at `scale` pixels per point,
/// flipped to UIKit's top-left origin, so the CTM reports `(scale, 0, 0, −scale, 0, pixelHeight)`
/// as on iOS.
enum _BitmapContext {
    /// Pixels for `points` at `scale`: rounded up, ignoring float noise below 1/1000 of a pixel
    /// (so 10.000000001 pt at 1x is 10 pixels, 10.5 pt is 11).
    static func pixels(_ points: CGFloat, scale: CGFloat) -> Int {
        Int((points * scale - 0.001).rounded(.up))
    }

    /// A new flipped context; opaque ones have no alpha channel (`noneSkipFirst`) and start black,
    /// transparent ones (`premultipliedFirst`) start clear. Both in Cairo's own byte order.
    /// Stops the program for an empty or non-finite size, or a scale that is not positive.
    static func make(size: CGSize, scale: CGFloat, opaque: Bool, caller: String) -> CGContext {
        guard size.width.isFinite, size.height.isFinite, scale.isFinite, scale > 0 else {
            _rockhopperFailure("\(caller): invalid size \(size) or scale \(scale)")
        }
        let width = pixels(size.width, scale: scale), height = pixels(size.height, scale: scale)
        guard width > 0, height > 0 else {
            _rockhopperFailure("\(caller): cannot draw into an empty image (size \(size), scale \(scale))")
        }
        let alpha: CGImageAlphaInfo = opaque ? .noneSkipFirst : .premultipliedFirst
        let info = alpha.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
        guard let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                      space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info) else {
            _rockhopperFailure("\(caller): cannot allocate a \(width)×\(height) pixel bitmap")
        }
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        return context
    }
}

/// Marks the main queue so code can tell it runs there (the main actor's executor), even when the
/// queue is drained by a thread other than the process's first one (as under `dispatchMain()`).
private let _mainQueueKey = DispatchSpecificKey<Bool>()
private let _mainQueueMarked: Bool = {
    DispatchQueue.main.setSpecific(key: _mainQueueKey, value: true)
    return true
}()

/// The main screen's scale, the default for image drawing. Read on the main actor (where UIKit
/// runs); other threads get 1 — on iOS the value is the same everywhere, but `UIScreen` is
/// main-actor-isolated here.
func _mainScreenScale() -> CGFloat {
    _ = _mainQueueMarked
    guard Thread.isMainThread || DispatchQueue.getSpecific(key: _mainQueueKey) == true else { return 1 }
    return MainActor.assumeIsolated { UIScreen.main.scale }
}
