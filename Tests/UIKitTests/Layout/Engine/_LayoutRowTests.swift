import Testing
@testable import UIKit

/// `_LayoutRow`'s search and in-place edits, against plain linear searches.
@Suite struct _LayoutRowTests {
    /// A row with `symbols` (sorted, distinct) and coefficients 1, 2, 3, …
    func row(_ symbols: [Int32]) -> _LayoutRow {
        _LayoutRow(constant: 0, terms: symbols.enumerated().map { _LayoutTerm(symbol: $0.element, coefficient: Double($0.offset + 1)) })
    }

    func expectedIndex(_ symbols: [Int32], _ symbol: Int32) -> Int {
        if let i = symbols.firstIndex(of: symbol) { return i }
        return -(symbols.firstIndex { $0 > symbol } ?? symbols.count) - 1
    }

    @Test func theSearchFindsEverySymbolAndTheInsertionPointOfEveryOtherInSeededRows() {
        var seed: UInt64 = 0x5EED
        func next() -> UInt64 { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return seed >> 33 }
        for trial in 0..<400 {
            // (At most 25: the exponential spread has 30 symbols to choose from.)
            let count = Int(next() % 26)
            // Even, clustered and exponentially spread symbols.
            var symbols = Set<Int32>()
            while symbols.count < count {
                switch trial % 3 {
                case 0: symbols.insert(Int32(next() % 200))
                case 1: symbols.insert(Int32(next() % 20) + (next() % 2 == 0 ? 0 : 5_000))
                default: symbols.insert(Int32(1 << (next() % 30)))
                }
            }
            let sorted = symbols.sorted()
            let r = row(sorted)
            let probes = sorted + [-5, 0, 1, 7, 199, 200, 4_999, 5_003, 1 << 29, Int32.max] + (0..<20).map { _ in Int32(next() % 6_000) }
            for p in probes {
                #expect(r.index(of: p) == expectedIndex(sorted, p), "row \(sorted), symbol \(p)")
            }
        }
    }

    @Test func shiftingTheConstantUsesTheSymbolsCoefficientAndLeavesOtherRowsAlone() {
        var r = row([3, 8, 20])
        #expect(r.shiftConstant(byCoefficientOf: 8, times: 1.5) == 3)
        #expect(r.constant == 3)
        #expect(r.shiftConstant(byCoefficientOf: 9, times: 1.5) == nil)
        #expect(r.constant == 3)
    }
}
