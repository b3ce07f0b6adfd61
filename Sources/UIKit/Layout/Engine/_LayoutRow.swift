import Foundation

/// One term of a linear expression: `coefficient × symbol`. Not API.
struct _LayoutTerm: Equatable, Sendable {
    var symbol: Int32
    var coefficient: Double
}

/// A linear expression `constant + Σ coefficient·symbol` with its terms sorted by symbol, so two
/// rows combine in one merge (linear in their lengths) and a coefficient is found by binary search.
///
/// In the tableau a row is the solved form of its basic symbol: `basic = constant + Σ terms`.
/// Before it enters the tableau (a constraint being added) it is the expression `constant + Σ terms`
/// that must be `== 0` (or `>= 0` through a slack symbol). Not API.
struct _LayoutRow: Equatable, Sendable {
    var constant: Double
    /// Sorted by `symbol`, no two with the same symbol, none with a coefficient near zero.
    var terms: [_LayoutTerm]

    init(constant: Double = 0, terms: [_LayoutTerm] = []) {
        self.constant = constant
        self.terms = terms
    }

    /// Values whose magnitude is below this are zero: pivots, cancellations and feasibility tests
    /// use it (Cassowary implementations use 1e-8; kiwi's `nearZero`).
    static let epsilon: Double = 1e-8

    static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

    /// The position of `symbol` in `terms`, or where it would go (negative: `-(insertion) - 1`).
    ///
    /// An interpolation search (symbols are roughly evenly spread: they are handed out in the
    /// order constraints arrive), falling back to halving whenever a probe shrank the range by
    /// less than half, so the worst case stays logarithmic. Long rows are memory-bound: a
    /// constant edit down a chain of views searches a thousand rows of up to a thousand terms, and
    /// the first probe usually lands on the right cache line where bisection reads ten.
    func index(of symbol: Int32) -> Int {
        terms.withUnsafeBufferPointer { t in
            let n = t.count
            guard n > 0 else { return -1 }
            var low = 0, high = n - 1
            var lowSymbol = t[low].symbol, highSymbol = t[high].symbol
            if symbol <= lowSymbol { return symbol == lowSymbol ? 0 : -1 }
            if symbol >= highSymbol { return symbol == highSymbol ? high : -n - 1 }
            // Invariant: t[low].symbol < symbol < t[high].symbol.
            var bisect = false
            while high - low > 1 {
                let width = high - low
                var mid: Int
                if bisect {
                    mid = low + width / 2
                } else {
                    let fraction = Double(Int64(symbol) - Int64(lowSymbol)) / Double(Int64(highSymbol) - Int64(lowSymbol))
                    mid = low + Int(fraction * Double(width))
                    mid = Swift.min(Swift.max(mid, low + 1), high - 1)
                }
                let s = t[mid].symbol
                if s == symbol { return mid }
                if s < symbol { low = mid; lowSymbol = s } else { high = mid; highSymbol = s }
                bisect = !bisect && (high - low) * 2 > width
            }
            return -high - 1
        }
    }

    /// Adds `coefficient of symbol × shift` to the constant when the row has `symbol`: the new
    /// constant, or nil (the row unchanged) when it has not. One search, in place.
    mutating func shiftConstant(byCoefficientOf symbol: Int32, times shift: Double) -> Double? {
        let i = index(of: symbol)
        guard i >= 0 else { return nil }
        constant += terms[i].coefficient * shift
        return constant
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: Int32) -> Double {
        let i = index(of: symbol)
        return i >= 0 ? terms[i].coefficient : 0
    }

    /// Adds `coefficient × symbol`, dropping the term when the sum cancels. Returns +1 when the
    /// symbol was gained, −1 when it was lost, 0 otherwise.
    @discardableResult
    mutating func add(_ coefficient: Double, _ symbol: Int32) -> Int {
        let i = index(of: symbol)
        if i >= 0 {
            let sum = terms[i].coefficient + coefficient
            if Self.isNearZero(sum) {
                terms.remove(at: i)
                return -1
            }
            terms[i].coefficient = sum
            return 0
        }
        if Self.isNearZero(coefficient) { return 0 }
        terms.insert(_LayoutTerm(symbol: symbol, coefficient: coefficient), at: -i - 1)
        return 1
    }

    /// Removes the term of `symbol`; returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int32) -> Double {
        let i = index(of: symbol)
        guard i >= 0 else { return 0 }
        return terms.remove(at: i).coefficient
    }

    /// Multiplies the row by −1.
    mutating func reverseSign() {
        constant = -constant
        for i in terms.indices { terms[i].coefficient = -terms[i].coefficient }
    }

    /// Solves `0 = constant + Σ terms` for `symbol`: afterwards the row reads
    /// `symbol = constant + Σ terms` (the symbol no longer among the terms).
    mutating func solve(for symbol: Int32) {
        let i = index(of: symbol)
        let factor = -1.0 / terms[i].coefficient
        terms.remove(at: i)
        constant *= factor
        for j in terms.indices { terms[j].coefficient *= factor }
    }

    /// The pivot of a tableau row: the row reads `lhs = constant + Σ terms` (with `rhs` among the
    /// terms); afterwards it reads `rhs = …` with `lhs` among the terms.
    mutating func solve(for rhs: Int32, replacing lhs: Int32) {
        add(-1, lhs)
        solve(for: rhs)
    }

    /// `self += factor × other`, merging the sorted terms into `buffer` (which ends up holding the
    /// old terms, so its storage is reused by the next merge). Symbols the row gains are appended
    /// to `gained`, those it loses to `lost`. `skipping` is left out of the result (the symbol
    /// being substituted).
    mutating func add(_ other: _LayoutRow, times factor: Double, skipping: Int32 = -1,
                      buffer: inout [_LayoutTerm], gained: inout [Int32], lost: inout [Int32]) {
        constant += factor * other.constant
        buffer.removeAll(keepingCapacity: true)
        buffer.reserveCapacity(terms.count + other.terms.count)
        let a = terms, b = other.terms
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i].symbol < b[j].symbol) {
                if a[i].symbol == skipping { lost.append(skipping) } else { buffer.append(a[i]) }
                i += 1
            } else if i == a.count || b[j].symbol < a[i].symbol {
                let c = factor * b[j].coefficient
                if !Self.isNearZero(c) {
                    buffer.append(_LayoutTerm(symbol: b[j].symbol, coefficient: c))
                    gained.append(b[j].symbol)
                }
                j += 1
            } else {
                let sum = a[i].coefficient + factor * b[j].coefficient
                if Self.isNearZero(sum) {
                    lost.append(a[i].symbol)
                } else {
                    buffer.append(_LayoutTerm(symbol: a[i].symbol, coefficient: sum))
                }
                i += 1
                j += 1
            }
        }
        swap(&terms, &buffer)
    }
}
