import Foundation

/// A list of non-negative lengths with their running sums (a Fenwick tree, Fenwick 1994): where
/// element i starts, which element covers an offset, and changing one length, each in O(log n).
/// A list's rows (and headers and footers) are its elements, so a table of 100,000 rows finds the
/// rows on screen and takes a newly measured height in about 17 steps. Not API.
struct _PrefixSums: Equatable, Sendable {
    private(set) var values: [CGFloat]
    /// tree[i] (1-based) sums values (i − lowbit(i), i].
    private var tree: [CGFloat]

    init() { values = []; tree = [0] }

    /// Builds the sums of `values` in O(n).
    init(_ values: [CGFloat]) {
        self.values = values
        var tree = [CGFloat](repeating: 0, count: values.count + 1)
        for i in 1...max(1, values.count) where i <= values.count {
            tree[i] += values[i - 1]
            let parent = i + (i & -i)
            if parent <= values.count { tree[parent] += tree[i] }
        }
        self.tree = tree
    }

    var count: Int { values.count }

    subscript(i: Int) -> CGFloat { values[i] }

    /// Sets element `i` to `value`.
    mutating func set(_ i: Int, _ value: CGFloat) {
        let delta = value - values[i]
        guard delta != 0 else { return }
        values[i] = value
        var k = i + 1
        while k < tree.count {
            tree[k] += delta
            k += k & -k
        }
    }

    /// The sum of the elements before `i` (where element `i` starts); `prefix(count)` is the total.
    func prefix(_ i: Int) -> CGFloat {
        var sum: CGFloat = 0
        var k = i
        while k > 0 {
            sum += tree[k]
            k -= k & -k
        }
        return sum
    }

    var total: CGFloat { prefix(values.count) }

    /// The element covering `offset`: the first `i` whose end (`prefix(i + 1)`) is greater than
    /// `offset`; `count` when `offset` is at or past the end. Empty elements are never returned
    /// for an offset inside the list.
    func index(containing offset: CGFloat) -> Int {
        guard offset >= 0 else { return 0 }
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 < tree.count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next < tree.count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return position
    }
}
