import Foundation

/// Where everything of a table is along its length: the table header view, then per section a
/// header, its rows and a footer, then the table footer view. Each section header, row and
/// footer is a *slot* of `_PrefixSums`, so a table of any length finds what covers an offset, and
/// takes a new height, in O(log n). Heights are known (asked, or measured from the cell) or
/// estimated until the row comes on screen. Not API.
struct _UITableViewGeometry: Equatable {
    /// What a slot holds.
    enum Kind: Equatable { case header, row(Int), footer }

    private(set) var rowCounts: [Int] = []
    /// The slot of each section's header; its rows follow, then its footer.
    private(set) var sectionStarts: [Int] = []
    private(set) var heights = _PrefixSums()
    /// Per slot: the height is known (asked or measured), not an estimate.
    private(set) var known: [Bool] = []
    /// The table header and footer views' heights.
    var tableHeaderHeight: CGFloat = 0
    var tableFooterHeight: CGFloat = 0

    init() {}

    /// A geometry of `rowCounts` rows per section whose slots get `height(section, kind)`:
    /// the height and whether it is known.
    init(rowCounts: [Int], height: (Int, Kind) -> (CGFloat, known: Bool)) {
        self.rowCounts = rowCounts
        var values: [CGFloat] = []
        var known: [Bool] = []
        let total = rowCounts.reduce(0, +) + 2 * rowCounts.count
        values.reserveCapacity(total)
        known.reserveCapacity(total)
        sectionStarts.reserveCapacity(rowCounts.count)
        for (s, n) in rowCounts.enumerated() {
            sectionStarts.append(values.count)
            var h = height(s, .header); values.append(h.0); known.append(h.known)
            for r in 0..<n { h = height(s, .row(r)); values.append(h.0); known.append(h.known) }
            h = height(s, .footer); values.append(h.0); known.append(h.known)
        }
        heights = _PrefixSums(values)
        self.known = known
    }

    var numberOfSections: Int { rowCounts.count }
    var slotCount: Int { heights.count }

    // MARK: Slots

    func headerSlot(_ section: Int) -> Int { sectionStarts[section] }
    func footerSlot(_ section: Int) -> Int { sectionStarts[section] + rowCounts[section] + 1 }
    func rowSlot(_ indexPath: IndexPath) -> Int { sectionStarts[indexPath.section] + 1 + indexPath.row }

    /// The section and kind of `slot`.
    func kind(ofSlot slot: Int) -> (section: Int, kind: Kind) {
        // The last section whose start is at or before the slot.
        var lo = 0, hi = sectionStarts.count
        while hi - lo > 1 {
            let mid = (lo + hi) / 2
            if sectionStarts[mid] <= slot { lo = mid } else { hi = mid }
        }
        let offset = slot - sectionStarts[lo]
        if offset == 0 { return (lo, .header) }
        if offset == rowCounts[lo] + 1 { return (lo, .footer) }
        return (lo, .row(offset - 1))
    }

    /// The slot after `slot`'s (section, kind), without a search.
    func next(after section: Int, _ kind: Kind) -> (section: Int, kind: Kind)? {
        switch kind {
        case .header: return rowCounts[section] > 0 ? (section, .row(0)) : (section, .footer)
        case .row(let r): return r + 1 < rowCounts[section] ? (section, .row(r + 1)) : (section, .footer)
        case .footer: return section + 1 < rowCounts.count ? (section + 1, .header) : nil
        }
    }

    func slot(_ section: Int, _ kind: Kind) -> Int {
        switch kind {
        case .header: return headerSlot(section)
        case .row(let r): return sectionStarts[section] + 1 + r
        case .footer: return footerSlot(section)
        }
    }

    // MARK: Offsets

    /// Where `slot` starts, from the top of the content.
    func minY(ofSlot slot: Int) -> CGFloat { tableHeaderHeight + heights.prefix(slot) }
    func height(ofSlot slot: Int) -> CGFloat { heights[slot] }
    func isKnown(_ slot: Int) -> Bool { known[slot] }

    /// The slot covering content offset `y` (the first slot with height there); nil above the
    /// first section or below the last.
    func slot(atY y: CGFloat) -> Int? {
        let local = y - tableHeaderHeight
        guard local >= 0 else { return nil }
        let i = heights.index(containing: local)
        return i < heights.count ? i : nil
    }

    /// Where the sections end (where the table footer view starts).
    var sectionsEnd: CGFloat { tableHeaderHeight + heights.total }

    /// The content's height.
    var contentHeight: CGFloat { sectionsEnd + tableFooterHeight }

    /// The extent of `section` (header, rows and footer).
    func sectionRange(_ section: Int) -> (minY: CGFloat, maxY: CGFloat) {
        (minY(ofSlot: headerSlot(section)), minY(ofSlot: footerSlot(section) + 1))
    }

    // MARK: Changing heights

    /// Sets a slot's height (known or an estimate).
    mutating func setHeight(_ height: CGFloat, ofSlot slot: Int, known isKnown: Bool) {
        heights.set(slot, height)
        known[slot] = isKnown
    }

    /// Forgets every row's known height (they are estimated again until measured).
    mutating func markRowsUnknown() {
        for s in rowCounts.indices {
            for r in 0..<rowCounts[s] { known[sectionStarts[s] + 1 + r] = false }
        }
    }
}
