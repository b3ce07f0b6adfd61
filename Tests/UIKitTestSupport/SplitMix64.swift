import Foundation

/// SplitMix64 (Steele, Lea, Flood 2014): a tiny, good, seedable generator — the one every seeded
/// test (the fuzz tests) draws from, so a failure repeats from the seed it names.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public var state: UInt64

    public init(state: UInt64) { self.state = state }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0 ..< n`; 0 when `n` is not positive.
    public mutating func int(_ n: Int) -> Int { n <= 0 ? 0 : Int(next() % UInt64(n)) }

    /// A number in `range` (not empty).
    public mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { unit() < p }

    /// A value spread evenly over `range`.
    public mutating func cgFloat(_ range: ClosedRange<CGFloat>) -> CGFloat {
        range.lowerBound + (range.upperBound - range.lowerBound) * CGFloat(unit())
    }

    /// A multiple of ½ drawn from `range` counted in halves: `halves(0..<10)` is 0, 0.5, … 4.5.
    public mutating func halves(_ range: Range<Int>) -> CGFloat { CGFloat(int(range)) / 2 }

    /// A value in [0, 1) with 53 random bits.
    private mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
