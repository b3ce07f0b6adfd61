// Built with the SnapshotTesting trait only (Package.swift).
#if SnapshotTesting
import Foundation
import SnapshotTesting
import UIKitTesting

extension Diffing where Value == CGImage {
    /// Images stored as PNG, equal when they have the same size and no pixel has a channel
    /// (premultiplied RGBA, 0...255) differing by more than `tolerance`. The default, 2, absorbs
    /// rounding differences of anti-aliasing between Cairo versions while any real change of
    /// colour, position or shape fails.
    public static func image(tolerance: Int = 2) -> Diffing<CGImage> {
        .diff(
            toData: { $0.pngData() ?? Data() },
            fromData: { data in
                guard let provider = CGDataProvider(data: data),
                      let image = CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false,
                                          intent: .defaultIntent) else {
                    preconditionFailure("Diffing.image: the reference is not a PNG image")
                }
                return image
            },
            diffV2: { reference, actual in
                let difference = _PixelDifference(reference, actual, tolerance: tolerance)
                if difference.sizeMismatch {
                    return ("Snapshot is \(actual.width)×\(actual.height) pixels; the reference is \(reference.width)×\(reference.height).",
                            [.data(actual.pngData() ?? Data(), name: "actual.png")])
                }
                guard difference.differingPixels > 0 else { return nil }
                return ("\(difference.differingPixels) pixels differ from the reference by more than \(tolerance) (largest difference \(difference.maximumDifference)).",
                        [.data(actual.pngData() ?? Data(), name: "actual.png")])
            })
    }
}
#endif
