// `CAMediaTimingFunction`'s SPI: the package members other modules of Rockhopper use (see docs/API.md,
// "Access levels"). Stored properties stay in the type's declaration.
extension CAMediaTimingFunction {
    /// Eased progress for input progress `x` (fraction of the duration elapsed), solved exactly.
    /// `x` outside [0, 1] is clamped. Allocation-free.
    package func _solve(_ x: Double) -> Double { _curve.solve(x) }

    /// The input progress at which the eased progress is `y` (the inverse of `_solve`).
    package func _inverse(_ y: Double) -> Double { _curve.inverse(y) }
}
