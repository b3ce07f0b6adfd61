import Foundation
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// How images are resampled when drawn scaled, with Apple's raw values; mapped to Cairo filters.
public enum CGInterpolationQuality: Int32, Sendable {
    /// Cairo's `GOOD` (bilinear, box-filtered when shrinking a lot).
    case `default` = 0
    /// Nearest neighbour (`CAIRO_FILTER_NEAREST`): pixel art stays sharp.
    case none = 1
    /// Bilinear (`CAIRO_FILTER_BILINEAR`).
    case low = 2
    /// Cairo's `GOOD`.
    case medium = 3
    /// Cairo's `BEST`.
    case high = 4

    var cairo: cairo_filter_t {
        switch self {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_BILINEAR
        case .default, .medium: CAIRO_FILTER_GOOD
        case .high: CAIRO_FILTER_BEST
        }
    }
}
