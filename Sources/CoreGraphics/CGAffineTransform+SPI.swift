// `CGAffineTransform`'s SPI: the package members other modules of Rockhopper use (see docs/API.md,
// "Access levels"). Stored properties stay in the type's declaration.
extension CGAffineTransform {
    /// Whether every entry is finite and the matrix can be inverted: what Cairo can hold, and so
    /// what can be drawn under (a singular or non-finite matrix draws nothing).
    @inlinable
    package var _isFiniteAndInvertible: Bool {
        let det = a * d - b * c
        return det != 0 && det.isFinite && a.isFinite && b.isFinite && c.isFinite && d.isFinite
            && tx.isFinite && ty.isFinite
    }
}
