/// The pixels a frame must redraw: a few rectangles, kept apart while they are far from each
/// other and merged when they overlap or nearly touch (see `RenderingConstants`). Clipped to the
/// framebuffer. Storage is reused from frame to frame: adding never allocates once the capacity
/// (`maximumDamageRects + 1`) is reserved.
struct _DamageRegion {
    private(set) var rects: [_PixelRect] = []
    /// The framebuffer's pixels; damage outside is dropped.
    var limit: _PixelRect

    init(limit: _PixelRect) {
        self.limit = limit
        rects.reserveCapacity(RenderingConstants.maximumDamageRects + 1)
    }

    var isEmpty: Bool { rects.isEmpty }

    /// The bounding box of all damage.
    var bounds: _PixelRect { rects.reduce(_PixelRect.empty) { $0.union($1) } }

    /// Total pixels in the rectangles (overlaps are merged away, so this is the area redrawn).
    var area: Int { rects.reduce(0) { $0 + $1.area } }

    mutating func removeAll() { rects.removeAll(keepingCapacity: true) }

    /// Adds `rect` (clipped to `limit`): merged with every rectangle it overlaps or nearly touches,
    /// and when more than `maximumDamageRects` remain, the pair whose union grows least is merged.
    mutating func add(_ rect: _PixelRect) {
        var r = rect.intersection(limit)
        guard !r.isEmpty else { return }
        // Absorb every rectangle close enough; repeat, since the grown rect may reach others.
        var merged = true
        while merged {
            merged = false
            var i = 0
            while i < rects.count {
                if Self.shouldMerge(rects[i], r) {
                    r = r.union(rects[i])
                    rects.swapAt(i, rects.count - 1)
                    rects.removeLast()
                    merged = true
                } else {
                    i += 1
                }
            }
        }
        rects.append(r)
        if rects.count > RenderingConstants.maximumDamageRects { mergeCheapestPair() }
    }

    /// True when drawing the union costs about as much as drawing both apart.
    static func shouldMerge(_ a: _PixelRect, _ b: _PixelRect) -> Bool {
        a.union(b).area <= a.area + b.area + RenderingConstants.damageMergeSlack
    }

    private mutating func mergeCheapestPair() {
        var best = (0, 1), bestGrowth = Int.max
        for i in 0..<rects.count {
            for j in (i + 1)..<rects.count {
                let growth = rects[i].union(rects[j]).area - rects[i].area - rects[j].area
                if growth < bestGrowth { bestGrowth = growth; best = (i, j) }
            }
        }
        let u = rects[best.0].union(rects[best.1])
        rects.remove(at: best.1)
        rects[best.0] = u
    }
}
