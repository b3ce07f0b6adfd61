import CoreGraphics

/// Numbers of the QuartzCore renderer and compositor.
///
/// Source tags: see docs/API.md.
package enum RenderingConstants {
    /// Most rectangles of a view drawn over on screen (by later siblings of it or of its
    /// ancestors) that `snapshotView(afterScreenUpdates: false)` renders over the pixels it copies
    /// from the framebuffer (`_CACompositor.onScreenImage(of:root:)`); with more it renders the
    /// whole view: 8. [D] a full-screen view under a status bar and a few bars or badges; each
    /// rectangle is a clipped render of the view's tree.
    static let onScreenImageMaxRenderedRects = 8

    /// Most pixels of a translucent solid fill (one row class of `_SolidRectFill`) whose OVER is
    /// computed by the fill itself rather than by a pixman call: 1 024 (32 × 32). [N] callgrind,
    /// issue 17's 1,000 animating views (about 12 × 12 pixels each, translucent): a pixman call's
    /// setup costs about 830 instructions besides about 31 a pixel for a masked OVER; the fill's own
    /// loop (`rh_over_solid`, SSE2) costs about 5 a pixel and no setup. Past it the setup hardly
    /// counts, and pixman's loops, unlike ours, are optimized in debug builds too.
    static let inlineOverMaximumPixels = 1_024

    /// Standard deviation of a layer shadow's Gaussian per point of `shadowRadius`: 1, so σ =
    /// `shadowRadius` points. [A] `CALayer.shadowRadius` docs say only "the blur radius";
    /// [O] design tools that export to it (Sketch, Figma) write `shadowRadius = blur / 2` for a CSS
    /// blur, whose σ is `blur / 2` (CSS Backgrounds and Borders 3, box-shadow); [D] so σ = `shadowRadius`.
    static let shadowSigmaPerRadius: CGFloat = 1

    /// Most pixels (bytes: one alpha byte a pixel) of a layer's blurred shadow kept with the layer
    /// (`_CAShadowMask`): 4 Mi. [N] room for a full-screen shadow of a 3× iPhone Pro Max
    /// (1 290 × 2 796 pixels, 3.4 Mi) with its blur. A bigger shadow (a shadowed layer much larger
    /// than the screen) is blurred each frame for the part that can show instead.
    static let shadowMaskCacheMaximumPixels = 4 * 1024 * 1024

    /// Most bytes of pixels the raster cache keeps for all layers together (`_CARasterCacheEntry`:
    /// faded groups' images, four bytes a pixel): 32 MiB. [D] the reference scene of issue 17
    /// fading keeps one image of its 750 × 1 334 pixel screen (3.8 MiB); 32 MiB holds two faded
    /// full screens of a 3× iPhone Pro Max (1 290 × 2 796 pixels, 13.8 MiB each) besides. Past it
    /// the least recently composited entries give back their pixels.
    static let rasterCacheBudgetBytes = 32 * 1024 * 1024

    /// Most bytes of one kept group image (four bytes a pixel): 16 MiB. [N] a full screen of a 3×
    /// iPhone Pro Max (13.8 MiB); a bigger group is drawn each frame.
    static let rasterCacheMaximumGroupBytes = 16 * 1024 * 1024

    /// Most bytes (one a pixel) of the kept coverage of one rounded background or border
    /// (`_ShapeCoverage`): 4 MiB. [N] a full-screen rounded view of a 3× iPhone Pro Max
    /// (1 290 × 2 796 pixels, 3.4 MiB); a bigger shape is filled by Cairo each time.
    static let shapeCoverageMaximumBytes = 4 * 1024 * 1024

    /// Frames in a row that drew a layer with a new shadow shape, after which its shadow is blurred
    /// directly each frame (only where it can show) instead of being rebuilt whole and kept: 4.
    /// [N] one change (a resize, a new path) still keeps a mask; an animation under the shadow
    /// switches within a few frames of 60 Hz.
    static let shadowMaskChangingFrames = 4

    /// Most rectangles the compositor keeps apart in one frame's damage before merging the pair
    /// that grows least; each is redrawn with its own clip and culled tree walk. 8. [N] a handful
    /// of independent changes per frame stay separate, and the walks stay few.
    static let maximumDamageRects = 8

    /// Sublayers of one layer from which the compositor keeps a spatial index of them
    /// (`_SublayerIndex`), so a redraw looks only at those where it draws: 64. [N] below it a
    /// loop over the sublayers costs about as much as a query; at it the index is a few KB.
    static let sublayerIndexThreshold = 64

    /// Side of a `_SublayerIndex` grid cell, in device pixels: 64. [N] a damaged rectangle of a
    /// control (44 pt at 2×, 88 pixels) spans 2–3 cells a side; a screen at 3× (1 290 × 2 796) is
    /// 21 × 44 cells.
    static let sublayerIndexCellSize = 64

    /// Most cells in a `_SublayerIndex` grid; a bigger framebuffer gets cells twice as wide until
    /// it fits: 4 096. [N] 16 K pointers of cell lists at most, whatever the framebuffer.
    static let sublayerIndexMaximumCells = 4_096

    /// Most cells a sublayer is filed in; one spanning more goes in the index's list of large
    /// sublayers (always looked at): 32. [N] a full-width row at 3× (1 290 pixels, 21 cells) is
    /// still filed by place, and the index holds at most 32 entries (128 bytes) per sublayer.
    static let sublayerIndexMaximumCellsPerSublayer = 32

    /// Two damage rectangles are merged when their union's area exceeds the sum of their areas
    /// by at most this many pixels (one 64 × 64 tile). [N] merging then costs less than a second
    /// walk.
    static let damageMergeSlack = 64 * 64

    /// Largest reduction at which layer contents are drawn: 16 384 image pixels to a device pixel
    /// (more precisely, every component of the inverse of the image → device transform stays within
    /// 16 384). [O] pixman samples images through that inverse in 16.16 fixed point; past 32 767
    /// it cannot, and Cairo leaves the context and the framebuffer in a lasting
    /// `CAIRO_STATUS_NO_MEMORY`, after which nothing draws. [N] half of pixman's limit; contents
    /// reduced that far (a snapshot animated down to a point) cover a sliver of one pixel and are
    /// skipped.
    static let maximumContentsReduction: CGFloat = 16_384

    /// Transforms whose components are within this of a whole number are treated as whole: a
    /// layer at such device-pixel offsets with unit scale is copied without resampling. [N] far
    /// below a visible fraction of a pixel, and above the rounding error of composed transforms.
    static let pixelAlignmentTolerance: CGFloat = 1e-6

    /// Most scroll shifts (a masking layer's pixels moved by whole pixels instead of redrawn, see
    /// `_CACompositor+ScrollShift.swift`) in one compositor pass; further scrolled layers in the
    /// pass are redrawn. 8. [N] nested scroll views and a few side by side; bounds the list of
    /// moved areas a window host uploads.
    static let maximumScrollShiftsPerPass = 8

    /// Fewest sublayers of one layer for which the compositor's walk keeps an index of those that
    /// can be on screen (`_VisibleSublayers`): 32. [N] below it testing each sublayer against the
    /// visible area costs about as much as keeping the index.
    static let visibleSublayersMinimumCount = 32

    /// Sublayers an index of visible sublayers visits every walk (not still leaves, or changed
    /// since it was built) before it is dropped, when that is more than an eighth of the
    /// sublayers: 16. [N] a scroll view's indicators and a few changed rows; the index is rebuilt
    /// by the next change of the sublayer list.
    static let visibleSublayersMaximumExceptions = 16

    /// Colour of framebuffer pixels no layer covers: opaque black. [N] what an iOS screen shows
    /// where no window covers it.
    package static let backdropGray: Double = 0

    /// Below this `turnScale` (|cos(π·progress)|) a flipping layer is drawn as nothing. [N] 1e-4 of
    /// a 1 024-pixel-wide layer is 0.1 pixel, and skipping keeps Cairo from a (near-)singular matrix.
    static let transitionEdgeOnScale: CGFloat = 1e-4
}
