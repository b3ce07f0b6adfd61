import Foundation

/// The objective the solver minimises: the weighted errors of the optional constraints, kept as
/// one linear expression per priority level so that priorities compare *symbolically* (Cassowary's
/// "symbolic weights"): any amount of error at priority 751 outweighs any amount at 750, as Auto
/// Layout's priorities are observed to behave. A symbol's coefficient is the vector of its
/// coefficients in the levels, highest priority first, compared lexicographically.
///
/// Coefficients are stored densely per level (indexed by symbol), so a lookup is O(levels) and a
/// substitution O(levels × row length) whatever the size of the objective. The symbols whose
/// coefficient may have become negative are kept on a stack (`candidates`), so the primal simplex
/// finds its entering symbol without scanning the whole objective. Not API.
struct _LayoutObjective: Sendable {
    struct Level: Sendable {
        /// The priority, `0 < priority < 1000`.
        var priority: Float
        /// The coefficient of each symbol at this level (index = symbol).
        var coefficients: [Double]
    }

    /// Highest priority first.
    private(set) var levels: [Level] = []
    /// Symbols whose coefficient changed since they were last looked at.
    private var candidates: [Int32] = []
    private var isCandidate: [Bool] = []
    /// Number of symbols the arrays cover.
    private var symbolCapacity = 0

    /// Grows the per-symbol storage to cover `count` symbols.
    mutating func reserveSymbols(_ count: Int) {
        guard count > symbolCapacity else { return }
        let grown = max(count, symbolCapacity * 2, 64)
        for l in levels.indices {
            levels[l].coefficients.append(contentsOf: repeatElement(0, count: grown - levels[l].coefficients.count))
        }
        isCandidate.append(contentsOf: repeatElement(false, count: grown - isCandidate.count))
        symbolCapacity = grown
    }

    /// The index of the level of `priority`, made when missing.
    mutating func level(for priority: Float) -> Int {
        var i = 0
        while i < levels.count, levels[i].priority > priority { i += 1 }
        if i < levels.count, levels[i].priority == priority { return i }
        levels.insert(Level(priority: priority, coefficients: Array(repeating: 0, count: symbolCapacity)), at: i)
        return i
    }

    /// Adds `coefficient × symbol` at `level`.
    mutating func add(_ coefficient: Double, _ symbol: Int32, level: Int) {
        levels[level].coefficients[Int(symbol)] += coefficient
        noteChanged(symbol)
    }

    /// Adds `coefficient × row` at `level` (the row's constant is irrelevant to the minimum).
    mutating func add(_ row: _LayoutRow, times coefficient: Double, level: Int) {
        for term in row.terms {
            levels[level].coefficients[Int(term.symbol)] += coefficient * term.coefficient
            noteChanged(term.symbol)
        }
    }

    /// Replaces `symbol` by `row` (the row of `symbol`, which just became basic) at every level.
    mutating func substitute(_ symbol: Int32, with row: _LayoutRow) {
        let s = Int(symbol)
        for l in levels.indices {
            let c = levels[l].coefficients[s]
            guard c != 0 else { continue }
            levels[l].coefficients[s] = 0
            for term in row.terms {
                levels[l].coefficients[Int(term.symbol)] += c * term.coefficient
                noteChanged(term.symbol)
            }
        }
    }

    /// Sets every coefficient of `symbol` to zero (the symbol is being recycled).
    mutating func clear(_ symbol: Int32) {
        for l in levels.indices { levels[l].coefficients[Int(symbol)] = 0 }
    }

    private mutating func noteChanged(_ symbol: Int32) {
        if !isCandidate[Int(symbol)] {
            isCandidate[Int(symbol)] = true
            candidates.append(symbol)
        }
    }

    /// Whether the coefficient of `symbol` is below zero: its highest level with a coefficient
    /// away from zero has a negative one.
    func isNegative(_ symbol: Int32) -> Bool {
        let s = Int(symbol)
        for level in levels {
            let c = level.coefficients[s]
            if c < -_LayoutRow.epsilon { return true }
            if c > _LayoutRow.epsilon { return false }
        }
        return false
    }

    /// Pops candidates until one satisfies `isEligible` and is negative; nil when the objective is
    /// optimal (no negative coefficient among eligible symbols).
    mutating func popNegative(where isEligible: (Int32) -> Bool) -> Int32? {
        while let s = candidates.popLast() {
            isCandidate[Int(s)] = false
            if isEligible(s) && isNegative(s) { return s }
        }
        return nil
    }

    /// The lowest-numbered eligible symbol with a negative coefficient (Bland's rule, which cannot
    /// cycle): the fallback when the candidate stack has pivoted too long without progress.
    mutating func lowestNegative(below count: Int, where isEligible: (Int32) -> Bool) -> Int32? {
        for s in 0..<Int32(count) where isEligible(s) && isNegative(s) { return s }
        return nil
    }

    /// Whether `coefficient(a) / ca < coefficient(b) / cb`, lexicographically by level (the dual
    /// simplex's ratio test).
    func ratio(_ a: Int32, over ca: Double, isLessThan b: Int32, over cb: Double) -> Bool {
        for level in levels {
            let ra = level.coefficients[Int(a)] / ca
            let rb = level.coefficients[Int(b)] / cb
            if ra < rb - _LayoutRow.epsilon { return true }
            if ra > rb + _LayoutRow.epsilon { return false }
        }
        return false
    }

    /// The coefficients of `symbol`, highest priority first (for tests and dumps).
    func coefficients(of symbol: Int32) -> [(priority: Float, coefficient: Double)] {
        levels.compactMap { level in
            let c = level.coefficients[Int(symbol)]
            return _LayoutRow.isNearZero(c) ? nil : (level.priority, c)
        }
    }
}
