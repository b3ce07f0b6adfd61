// CoreGraphics for Linux: the geometry and drawing API that Apple's CoreGraphics has and
// swift-corelibs-foundation lacks. `CGFloat`, `CGPoint`, `CGSize` and `CGRect` come from Foundation
// and are re-exported, so `import CoreGraphics` is enough, as on Apple's platforms.
@_exported import Foundation
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif
