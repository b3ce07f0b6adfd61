#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif
import Foundation

// `CGContext`'s SPI: the package members other modules of Rockhopper use (see docs/API.md,
// "Access levels"). Stored properties stay in the type's declaration.
extension CGContext {
    /// After drawing through `cairoContext` directly into a converted-layout bitmap, copies the whole
    /// shadow surface to `data`. Nothing to do for Cairo-native layouts.
    package func synchronize() {
        if needsSync { push(x: 0, y: 0, width: width, height: height) }
    }
}
