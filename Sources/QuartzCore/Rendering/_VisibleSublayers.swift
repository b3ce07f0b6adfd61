import CoreGraphics

/// Which sublayers of a layer with many of them (a scroll view's content) the compositor's walk
/// must visit, so offscreen sublayers cost nothing per frame (issue 17).
///
/// The walk of such a layer (all sublayers at one `zPosition`, the visible area mapped back to
/// one rect of its space, `localClip`) used to test every sublayer against the visible area each
/// time the layer changed — every frame while it scrolls. This index, built by one full walk,
/// sorts the sublayers that are *still leaves* (untransformed, not animating, no shadow, nothing
/// that can show outside them: what `_CACompositor.isStillLeafOutside` can skip) by their top
/// edge, and keeps the others as *exceptions*, always visited. A walk then visits, in drawing
/// order: the still leaves whose vertical extent meets the visible area now (two binary searches),
/// those that met it on the last visit (the only ones that can still be on screen: they are taken
/// off it), and the exceptions.
///
/// Kept exact without hooks in the setters: every change to a sublayer reaches the walk through
/// the layer's `_dirtySublayers`; a listed sublayer that changed itself (`_renderDirty`,
/// `_sublayersChanged`) becomes an exception (its geometry or kind may have changed), and a
/// change of the sublayer list (`_sublayersChanged` of the layer) rebuilds the index. A walk by
/// another compositor, or one that records the layer afresh, rebuilds it too. Too many
/// exceptions (more than `RenderingConstants.visibleSublayersMaximumExceptions` and an eighth of
/// the sublayers) drop it. Built only for `RenderingConstants.visibleSublayersMinimumCount` or
/// more sublayers; freed with its layer (stored in `_storedRendering`).
///
/// Memory: about 40 bytes per sublayer while the index lives.
@MainActor
final class _VisibleSublayers {
    /// The compositor whose walk built and uses it.
    let owner: ObjectIdentifier
    /// The sublayers' common `zPosition`.
    let zPosition: CGFloat
    private(set) var isValid = true
    private let count: Int
    /// Still leaves sorted by top edge: top, bottom, the running maximum of bottoms, array index.
    private var tops: [CGFloat] = []
    private var bottoms: [CGFloat] = []
    private var maxBottoms: [CGFloat] = []
    private var indices: [Int32] = []
    /// Array indices always visited (ascending), and their layers' identities.
    private var exceptions: [Int32] = []
    private var exceptionIDs: [ObjectIdentifier] = []
    /// Still leaves that met the visible area on the last visit (ascending).
    private var last: [Int32] = []
    private var scratch: [Int32] = []
    /// Array indices to visit this walk (ascending): read by the walk.
    private(set) var visit: [Int32] = []

    /// An index of `subs` (one `zPosition`) for `owner`'s walk, whose visible area in the layer's
    /// space is `localClip` now; nil when too few of them are still leaves.
    init?(_ subs: [CALayer], localClip: CGRect, owner: ObjectIdentifier) {
        guard let first = subs.first, subs.count >= RenderingConstants.visibleSublayersMinimumCount else { return nil }
        self.owner = owner
        zPosition = first._zPosition
        count = subs.count
        var entries: [(top: CGFloat, bottom: CGFloat, index: Int32)] = []
        entries.reserveCapacity(subs.count)
        for (i, s) in subs.enumerated() {
            if let frame = Self.stillLeafFrame(s) {
                entries.append((frame.minY, frame.maxY, Int32(i)))
            } else {
                exceptions.append(Int32(i))
                exceptionIDs.append(ObjectIdentifier(s))
            }
        }
        guard exceptions.count <= maximumExceptions else { return nil }
        // Usually already in order (rows one under the other): the sort is then one pass.
        var sorted = true
        for k in entries.indices.dropFirst() where entries[k].top < entries[k - 1].top { sorted = false; break }
        if !sorted { entries.sort { $0.top != $1.top ? $0.top < $1.top : $0.index < $1.index } }
        tops = entries.map(\.top)
        bottoms = entries.map(\.bottom)
        indices = entries.map(\.index)
        var running = -CGFloat.infinity
        maxBottoms = bottoms.map { running = max(running, $0); return running }
        candidates(localClip, into: &last)
    }

    private var maximumExceptions: Int {
        max(RenderingConstants.visibleSublayersMaximumExceptions, count / 8)
    }

    /// The frame of a layer `_CACompositor.isStillLeafOutside` may skip; nil for any other.
    static func stillLeafFrame(_ layer: CALayer) -> CGRect? {
        guard layer._hasIdentityTransform, !layer._hasAnimationsInFlight,
              layer._storedMasksToBounds || layer._storedSublayers.isEmpty, layer._storedShadowOpacity <= 0 else { return nil }
        let b = layer._storedBounds, p = layer._position, a = layer._anchorPoint
        return CGRect(x: p.x - a.x * b.width, y: p.y - a.y * b.height, width: b.width, height: b.height)
    }

    /// A listed sublayer (`_dirtySublayers`) of the indexed layer is about to be walked: if it
    /// changed itself it becomes an exception (or, with a new `zPosition`, the index is dropped).
    func noteListed(_ sub: CALayer, in subs: [CALayer]) {
        guard isValid, sub._renderDirty || sub._sublayersChanged else { return }
        if sub._zPosition != zPosition { isValid = false; return }
        let id = ObjectIdentifier(sub)
        if exceptionIDs.contains(id) { return }
        guard let i = subs.firstIndex(where: { $0 === sub }) else { return }
        if exceptions.count >= maximumExceptions { isValid = false; return }
        let index = Int32(i)
        var k = exceptions.count
        while k > 0 && exceptions[k - 1] > index { k -= 1 }
        exceptions.insert(index, at: k)
        exceptionIDs.append(id)
    }

    /// Fills `visit` for a walk whose visible area (in the layer's space) is `localClip`.
    func prepareVisit(_ localClip: CGRect) {
        candidates(localClip, into: &scratch)
        visit.removeAll(keepingCapacity: true)
        // Merge three ascending lists without repeats.
        var a = 0, b = 0, c = 0
        while a < scratch.count || b < last.count || c < exceptions.count {
            var m = Int32.max
            if a < scratch.count { m = min(m, scratch[a]) }
            if b < last.count { m = min(m, last[b]) }
            if c < exceptions.count { m = min(m, exceptions[c]) }
            visit.append(m)
            if a < scratch.count && scratch[a] == m { a += 1 }
            if b < last.count && last[b] == m { b += 1 }
            if c < exceptions.count && exceptions[c] == m { c += 1 }
        }
        swap(&last, &scratch)
    }

    /// Array indices (ascending) of the still leaves whose vertical extent meets `clip`'s.
    private func candidates(_ clip: CGRect, into out: inout [Int32]) {
        out.removeAll(keepingCapacity: true)
        let minY = clip.minY, maxY = clip.maxY
        // First entry whose top is at or below the clip's bottom: the end.
        var lo = 0, hi = tops.count
        while lo < hi { let mid = (lo + hi) / 2; if tops[mid] < maxY { lo = mid + 1 } else { hi = mid } }
        let end = lo
        // First entry with some bottom so far below the clip's top: the start.
        lo = 0; hi = end
        while lo < hi { let mid = (lo + hi) / 2; if maxBottoms[mid] > minY { hi = mid } else { lo = mid + 1 } }
        var k = lo
        while k < end {
            if bottoms[k] >= minY { out.append(indices[k]) }
            k += 1
        }
        // Entries with equal tops keep array order; others are in array order when the rows are.
        var sorted = true
        for j in out.indices.dropFirst() where out[j] < out[j - 1] { sorted = false; break }
        if !sorted { out.sort() }
    }
}
