import Foundation
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// How the ends of stroked open subpaths are drawn, with Apple's raw values (the default is `.butt`).
public enum CGLineCap: Int32, Sendable {
    /// Squared off exactly at the end point.
    case butt = 0
    /// A half circle of diameter line width around the end point.
    case round = 1
    /// Squared off half a line width beyond the end point.
    case square = 2

    var cairo: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}
