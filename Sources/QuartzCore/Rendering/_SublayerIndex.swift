import CoreGraphics

/// A spatial index of one layer's sublayers for the compositor's redraw, kept for a layer with
/// many sublayers (`RenderingConstants.sublayerIndexThreshold`), so redrawing a small rectangle
/// among thousands of siblings costs what lies in that rectangle, not the sibling count.
///
/// - **What it files**: each sublayer's recorded pixels (`_CompositeRecord.subtree`, what the
///   redraw culls with) in the cells of a uniform grid over the framebuffer
///   (`sublayerIndexCellSize`), each cell a list of drawing-order positions ("slots") in
///   ascending order. A sublayer spanning more than `sublayerIndexMaximumCellsPerSublayer` cells
///   goes in one list of large sublayers instead, so the index stays O(sublayers) in size.
/// - **Kept, not rebuilt**: built by the first redraw that needs it (`current(for:limit:)`) from
///   the records, then kept up to date by the compositor walk: every record it writes
///   (`_CACompositor.finish`) refiles that sublayer when its pixels moved
///   (`noteSubtree(_:of:in:)`, O(cells it spans)). A change to the sublayers or their order
///   (`CALayer._noteSublayersChanged`: insertions, removals, `zPosition`) invalidates it, and it is
///   rebuilt at the next redraw of the layer. A frame in which nothing moved allocates nothing.
/// - **Invariant**: while valid, every sublayer is filed under exactly its record's `subtree` (as
///   of the last walk). A query may yield layers whose record is no longer live (taken off
///   screen without a walk writing them): the redraw's own culling test skips those.
/// - **Query** (`collect`): the topmost sublayer whose opaque background covers the whole
///   rectangle (it must be filed in the cell of the rectangle's first pixel, or among the large
///   ones) is where drawing starts — every sublayer below it there is painted over; the
///   sublayers from there on filed in the rectangle's cells whose pixels meet it are marked in a
///   bitmap of slots and read back in drawing order (so each comes once, in order, without a
///   sort). When that would look at more entries than a plain loop over the remaining
///   sublayers, the query says so and the redraw loops instead.
///
/// Stored in the layer (`_CALayerRenderingState.sublayerIndex`) and freed with it; each sublayer
/// keeps its slot (`_CALayerRenderingState.slotInSuperlayerIndex`).
@MainActor
final class _SublayerIndex {
    /// Everything the index holds, changed through one access per operation (`grid.…`): the
    /// refiling each moved sublayer costs a frame pays one runtime exclusivity check, not one per
    /// stored property it touches.
    private var grid = Grid()

    /// False once the sublayers or their order changed; rebuilt before the next query.
    var isValid: Bool { grid.isValid }
    /// The pixels the grid covers (the compositor's framebuffer).
    var limit: _PixelRect { grid.limit }
    /// How many sublayers the index holds.
    var count: Int { grid.rects.count }

    /// Indexes alive now, and builds so far (tests check that an index goes with its layer and
    /// that a frame keeps it instead of rebuilding it).
    static var liveCount = 0
    static var buildCount = 0

    init() { _SublayerIndex.liveCount += 1 }

    isolated deinit { _SublayerIndex.liveCount -= 1 }

    /// Forgets the sublayers (they or their order changed); the next query rebuilds.
    func invalidate() {
        guard grid.isValid else { return }
        grid.isValid = false
        grid.sorted = []
    }

    /// The sublayers of `layer` in drawing order (valid index only).
    @inline(__always)
    func drawingOrder(of layer: CALayer) -> [CALayer] {
        grid.sameZPosition ? layer._storedSublayers : grid.sorted
    }

    /// The index of `layer`'s sublayers over `limit`, built (or rebuilt) from their records when
    /// missing or invalid.
    static func current(for layer: CALayer, limit: _PixelRect) -> _SublayerIndex {
        let index: _SublayerIndex
        if let existing = layer._storedRendering.sublayerIndex {
            index = existing
            if index.isValid && index.limit == limit { return index }
        } else {
            index = _SublayerIndex()
            layer._storedRendering.sublayerIndex = index
        }
        index.rebuild(for: layer, limit: limit)
        return index
    }

    /// Files every sublayer of `layer` afresh, in drawing order, under its record's `subtree`.
    func rebuild(for layer: CALayer, limit: _PixelRect) {
        _SublayerIndex.buildCount += 1
        grid.rebuild(for: layer, limit: limit)
    }

    /// Refiles `sub` (a sublayer of `parent`, whose index this is) under `subtree`, the pixels its
    /// record now says it can touch. Nothing to do when they did not move, or when the index is
    /// out of date (it is rebuilt before its next query).
    func noteSubtree(_ subtree: _PixelRect, of sub: CALayer, in parent: CALayer) {
        let slot = sub._storedRendering.slotInSuperlayerIndex
        grid.refile(slot, under: subtree, sub: sub, parent: parent)
    }

    /// What a query found.
    enum Query {
        /// The sublayers to draw are in the list given, in drawing order (maybe none).
        case listed
        /// Looping over the sublayers in drawing order from this slot costs less than listing them.
        case scan(from: Int)
    }

    /// Appends to `list`, in drawing order, the sublayers of `parent` (whose index this is, valid)
    /// that a redraw of `cull` by compositor `owner` must consider: those from the topmost one
    /// whose opaque background covers `cull` (see `_CompositeRecord.opaque`) on, filed where their
    /// pixels meet `cull`. The redraw still culls each (records no longer live).
    func collect(_ cull: _PixelRect, owner: ObjectIdentifier, parent: CALayer, into list: inout [CALayer]) -> Query {
        grid.collect(cull, owner: owner, parent: parent, into: &list)
    }
}

/// The state of a `_SublayerIndex`, with the operations that change it.
@MainActor
private struct Grid {
    /// False once the sublayers or their order changed; rebuilt before the next query.
    var isValid = false
    /// Whether all sublayers share one `zPosition` (then `_sublayers` is the drawing order).
    var sameZPosition = true
    /// The drawing order when `zPosition`s differ; empty otherwise (not a second reference to
    /// `_sublayers`, which would make its next mutation copy it).
    var sorted: [CALayer] = []
    /// The pixels the grid covers (the compositor's framebuffer).
    var limit = _PixelRect.empty
    var cellSize = 1
    var columns = 0
    var rows = 0
    /// Slots filed in each cell (row-major), ascending.
    var cells: [[Int32]] = []
    /// Slots of sublayers spanning too many cells, ascending.
    var large: [Int32] = []
    /// The rectangle each slot is filed under (its record's `subtree`).
    var rects: [_PixelRect] = []
    /// A query's marks, one bit a slot; all zero between queries.
    var marks: [UInt64] = []

    /// Files every sublayer of `layer` afresh, in drawing order, under its record's `subtree`.
    mutating func rebuild(for layer: CALayer, limit: _PixelRect) {
        let subs = layer._storedSublayers
        sameZPosition = _LayerRenderer.sameZPosition(subs)
        sorted = sameZPosition ? [] : _LayerRenderer.sortedByZPosition(subs)
        let order = sameZPosition ? subs : sorted
        if limit != self.limit || cells.isEmpty {
            self.limit = limit
            let maximumCells = RenderingConstants.sublayerIndexMaximumCells
            var side = RenderingConstants.sublayerIndexCellSize
            while ((limit.width + side - 1) / side) * ((limit.height + side - 1) / side) > maximumCells { side *= 2 }
            cellSize = side
            columns = max(1, (limit.width + side - 1) / side)
            rows = max(1, (limit.height + side - 1) / side)
            cells = Array(repeating: [], count: columns * rows)
        } else {
            for i in cells.indices { cells[i].removeAll(keepingCapacity: true) }
        }
        large.removeAll(keepingCapacity: true)
        rects.removeAll(keepingCapacity: true)
        rects.reserveCapacity(order.count)
        let words = (order.count + 63) / 64
        if marks.count != words { marks = [UInt64](repeating: 0, count: words) }
        for (slot, sub) in order.enumerated() {
            sub._storedRendering.slotInSuperlayerIndex = slot
            let r = sub._storedRendering.record.subtree
            rects.append(r)
            file(Int32(slot), r)
        }
        isValid = true
    }

    /// `_SublayerIndex.noteSubtree`, for `sub` at `slot`.
    mutating func refile(_ slot: Int, under subtree: _PixelRect, sub: CALayer, parent: CALayer) {
        guard isValid else { return }
        guard slot >= 0, slot < rects.count else { return }
        let old = rects[slot]
        if old == subtree { return }
        guard (sameZPosition ? parent._storedSublayers[slot] : sorted[slot]) === sub else { return }
        unfile(Int32(slot), old)
        file(Int32(slot), subtree)
        rects[slot] = subtree
    }

    /// The cells a rectangle spans, clamped to the grid (so a rectangle partly outside still
    /// lands in the border cells); nil for an empty rectangle.
    @inline(__always)
    private func cellRange(_ r: _PixelRect) -> (cx0: Int, cy0: Int, cx1: Int, cy1: Int)? {
        if r.isEmpty { return nil }
        let cx0 = min(columns - 1, max(0, (r.x0 - limit.x0) / cellSize))
        let cy0 = min(rows - 1, max(0, (r.y0 - limit.y0) / cellSize))
        let cx1 = min(columns - 1, max(0, (r.x1 - 1 - limit.x0) / cellSize))
        let cy1 = min(rows - 1, max(0, (r.y1 - 1 - limit.y0) / cellSize))
        return (cx0, cy0, cx1, cy1)
    }

    private func isLarge(_ c: (cx0: Int, cy0: Int, cx1: Int, cy1: Int)) -> Bool {
        (c.cx1 - c.cx0 + 1) * (c.cy1 - c.cy0 + 1) > RenderingConstants.sublayerIndexMaximumCellsPerSublayer
    }

    private mutating func file(_ slot: Int32, _ r: _PixelRect) {
        guard let c = cellRange(r) else { return }
        if isLarge(c) {
            Self.insert(slot, into: &large)
            return
        }
        for cy in c.cy0...c.cy1 {
            for cx in c.cx0...c.cx1 { Self.insert(slot, into: &cells[cy * columns + cx]) }
        }
    }

    private mutating func unfile(_ slot: Int32, _ r: _PixelRect) {
        guard let c = cellRange(r) else { return }
        if isLarge(c) {
            Self.remove(slot, from: &large)
            return
        }
        for cy in c.cy0...c.cy1 {
            for cx in c.cx0...c.cx1 { Self.remove(slot, from: &cells[cy * columns + cx]) }
        }
    }

    /// Inserts `slot` in ascending `list` (appending in the common case of filing in order).
    private static func insert(_ slot: Int32, into list: inout [Int32]) {
        if let last = list.last, last > slot {
            list.insert(slot, at: lowerBound(slot, in: list))
        } else {
            list.append(slot)
        }
    }

    private static func remove(_ slot: Int32, from list: inout [Int32]) {
        let i = lowerBound(slot, in: list)
        if i < list.count && list[i] == slot { list.remove(at: i) }
    }

    private static func lowerBound(_ slot: Int32, in list: [Int32]) -> Int {
        var lo = 0, hi = list.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if list[mid] < slot { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// `_SublayerIndex.collect`.
    mutating func collect(_ cull: _PixelRect, owner: ObjectIdentifier, parent: CALayer,
                          into list: inout [CALayer]) -> _SublayerIndex.Query {
        guard let c = cellRange(cull) else { return .listed }
        let order = sameZPosition ? parent._storedSublayers : sorted
        // The topmost cover contains `cull`, so its first pixel: it is filed in that pixel's cell
        // or among the large sublayers.
        var start = 0
        start = topmostCover(in: cells[c.cy0 * columns + c.cx0], above: start, cull, owner, order)
        start = topmostCover(in: large, above: start, cull, owner, order)
        // Entries a listing would look at, against the sublayers a loop would.
        var entries = large.count
        for cy in c.cy0...c.cy1 {
            for cx in c.cx0...c.cx1 { entries += cells[cy * columns + cx].count }
        }
        if entries >= order.count - start { return .scan(from: start) }
        var lowest = Int.max, highest = -1
        mark(large, from: start, cull, &lowest, &highest)
        for cy in c.cy0...c.cy1 {
            for cx in c.cx0...c.cx1 { mark(cells[cy * columns + cx], from: start, cull, &lowest, &highest) }
        }
        if highest < 0 { return .listed }
        marks.withUnsafeMutableBufferPointer { words in
            for w in (lowest >> 6)...(highest >> 6) {
                var bits = words[w]
                if bits == 0 { continue }
                words[w] = 0
                while bits != 0 {
                    let slot = w << 6 | bits.trailingZeroBitCount
                    bits &= bits - 1
                    list.append(order[slot])
                }
            }
        }
        return .listed
    }

    /// The highest slot in ascending `list`, above `floor`, whose layer is live for `owner` with an
    /// opaque background covering `cull`; else `floor`.
    private func topmostCover(in list: [Int32], above floor: Int, _ cull: _PixelRect, _ owner: ObjectIdentifier,
                              _ order: [CALayer]) -> Int {
        var i = list.count
        while i > 0 {
            i -= 1
            let slot = Int(list[i])
            if slot <= floor { break }
            // The record's subtree holds its opaque pixels: a rect not holding `cull` can't cover it.
            guard rects[slot].contains(cull) else { continue }
            if order[slot]._storedRendering.record.opaqueHolds(cull, for: owner) { return slot }
        }
        return floor
    }

    /// Marks the slots from `start` on in ascending `list` whose rectangles meet `cull`.
    @inline(__always)
    private mutating func mark(_ list: [Int32], from start: Int, _ cull: _PixelRect, _ lowest: inout Int, _ highest: inout Int) {
        var i = list.count
        while i > 0 {
            i -= 1
            let slot = Int(list[i])
            if slot < start { break }
            if rects[slot].intersects(cull) {
                marks[slot >> 6] |= 1 << UInt64(slot & 63)
                if slot < lowest { lowest = slot }
                if slot > highest { highest = slot }
            }
        }
    }
}
