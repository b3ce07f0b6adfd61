import CoreGraphics
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// One image the renderer keeps with a layer instead of drawing it again each frame (today the
/// pixels of a faded group, `_CAGroupImage`).
/// The entries of all layers share one byte budget (`RenderingConstants.rasterCacheBudgetBytes`),
/// like Core Animation's and Flutter's raster caches: past it the least recently composited
/// entries give back their pixels (the layer keeps the empty entry and draws directly, or makes the
/// image again, when next drawn). An entry is freed with its layer. Using a kept entry allocates
/// nothing: the recency list is threaded through the entries themselves.
@MainActor
class _CARasterCacheEntry {
    /// The kept pixels; nil once given back (evicted) or before the first image.
    private(set) var surface: OpaquePointer?
    private var bytes = 0
    /// The recency list: most recently composited first. Unlinked before the entry goes.
    private unowned(unsafe) var newer: _CARasterCacheEntry?
    private unowned(unsafe) var older: _CARasterCacheEntry?
    private var isLinked = false

    private static unowned(unsafe) var newest: _CARasterCacheEntry?
    private static unowned(unsafe) var oldest: _CARasterCacheEntry?
    /// Bytes of pixels held by all entries now, at most `RenderingConstants.rasterCacheBudgetBytes`.
    static private(set) var totalBytes = 0
    /// Entries alive now (tests check that a freed layer frees its entries).
    static private(set) var liveCount = 0

    init() { _CARasterCacheEntry.liveCount += 1 }

    isolated deinit {
        dropPixels()
        _CARasterCacheEntry.liveCount -= 1
    }

    /// Makes a cleared surface of `format` and size for the entry, first giving back its old one
    /// and, past the budget, the least recently composited entries' pixels. Nil when it would be
    /// bigger than `maximumBytes` or cannot be made.
    func makeSurface(_ format: cairo_format_t, width: Int, height: Int, maximumBytes: Int) -> OpaquePointer? {
        dropPixels()
        guard width > 0, height > 0, width < 1 << 15, height < 1 << 15 else { return nil }
        let size = Int(cairo_format_stride_for_width(format, Int32(width))) * height
        guard size <= maximumBytes, size <= RenderingConstants.rasterCacheBudgetBytes else { return nil }
        _CARasterCacheEntry.makeRoom(for: size)
        guard let s = cairo_image_surface_create(format, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(s)
            return nil
        }
        surface = s
        bytes = size
        _CARasterCacheEntry.totalBytes += size
        linkAsNewest()
        return s
    }

    /// Gives back the pixels and leaves the recency list.
    func dropPixels() {
        if let surface { cairo_surface_destroy(surface) }
        surface = nil
        _CARasterCacheEntry.totalBytes -= bytes
        bytes = 0
        unlink()
    }

    /// Marks the entry as just composited.
    func linkAsNewest() {
        if isLinked {
            if _CARasterCacheEntry.newest === self { return }
            unlink()
        }
        newer = nil
        older = _CARasterCacheEntry.newest
        if let older { older.newer = self } else { _CARasterCacheEntry.oldest = self }
        _CARasterCacheEntry.newest = self
        isLinked = true
    }

    private func unlink() {
        guard isLinked else { return }
        if let newer { newer.older = older } else { _CARasterCacheEntry.newest = older }
        if let older { older.newer = newer } else { _CARasterCacheEntry.oldest = newer }
        newer = nil; older = nil
        isLinked = false
    }

    /// Gives back the pixels of the least recently composited entries until `extra` more bytes fit.
    private static func makeRoom(for extra: Int) {
        while totalBytes + extra > RenderingConstants.rasterCacheBudgetBytes, let victim = oldest {
            victim.dropPixels()
        }
    }

    /// Gives back every entry's pixels (tests).
    static func purgeAll() {
        while let victim = oldest { victim.dropPixels() }
    }
}
