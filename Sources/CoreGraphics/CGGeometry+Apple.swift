import Foundation

// The parts of Apple's Swift API for `CGPoint`, `CGSize` and `CGRect` that swift-corelibs-foundation
// lacks on Linux. Everything else (`zero`, the `Int`/`Double` initializers, `Hashable`, `Codable`
// as unkeyed `[x, y]` / `[[x, y], [w, h]]`, `null`/`infinite`, `standardized`, `integral`,
// `insetBy`, `offsetBy`, `union`, `intersection`, `divided`, `contains`, `intersects`, `isEmpty`,
// `isNull`, `isInfinite`, `minX`…`maxY`, and `==` that standardizes and treats all null
// rectangles as equal) already comes from Foundation and is deliberately not redeclared here.
//
// Left out: `init?(dictionaryRepresentation:)` and `dictionaryRepresentation`, which trade in
// `CFDictionary` and are not used by UIKit code.

// MARK: - Debug descriptions

/// Apple's CoreGraphics overlay prints geometry as bare tuples, so `print(view.frame)` shows
/// `(0.0, 0.0, 100.0, 50.0)`. `print` and string interpolation fall back to `debugDescription`
/// because these types have no `description`.
extension CGPoint: @retroactive CustomDebugStringConvertible {
    /// `"(x, y)"`, e.g. `"(1.0, 2.5)"`.
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    /// `"(width, height)"`, e.g. `"(100.0, 50.0)"`.
    public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
    /// `"(x, y, width, height)"` of the stored values, not standardized: a rectangle of width
    /// −10 prints its −10, and the null rectangle prints `"(inf, inf, 0.0, 0.0)"`.
    public var debugDescription: String {
        "(\(origin.x), \(origin.y), \(size.width), \(size.height))"
    }
}

// MARK: - equalTo

extension CGPoint {
    /// Whether both coordinates are exactly equal (`CGPointEqualToPoint`); the same as `==`.
    @inlinable
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether both dimensions are exactly equal (`CGSizeEqualToSize`); the same as `==`.
    /// Sizes are not standardized: `(−1, 2)` differs from `(1, 2)`.
    @inlinable
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// Whether the two rectangles cover the same area (`CGRectEqualToRect`); the same as `==`.
    /// Both are standardized first, so `(0, 0, −10, −10)` equals `(−10, −10, 10, 10)`, and any two
    /// null rectangles are equal.
    @inlinable
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}
