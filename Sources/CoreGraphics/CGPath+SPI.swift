import Foundation

// `CGPath`'s SPI: the package members other modules of Rockhopper use (see docs/API.md,
// "Access levels"). Stored properties stay in the type's declaration.
extension CGPath {
    /// A hash of the elements (kinds and points): lets a cache keyed by a path's identity notice
    /// that a `CGMutablePath` changed since.
    package var _elementsHash: Int {
        var h = Hasher()
        h.combine(kinds.count)
        for k in kinds { h.combine(k.rawValue) }
        for p in points { h.combine(p.x); h.combine(p.y) }
        return h.finalize()
    }
}
