import Foundation
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// A Quartz drawing destination, as Apple's `CGContext`, drawing with Cairo.
///
/// **Bitmap contexts** (`init?(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`) have
/// Apple's coordinate system: origin at the bottom-left, y up, one unit per pixel. Internally the
/// initial Cairo matrix flips Cairo's top-left device space; `ctm` reports the transform Apple would
/// (identity for a fresh bitmap context).
///
/// **Wrapped contexts** (`init(cairoContext:)`, `init(cairoSurface:)`, package API for QuartzCore and
/// UIKit) draw with whatever user space the Cairo context has, normally top-left origin and y down,
/// as UIKit's flipped drawing contexts.
///
/// Pixel layouts: `premultipliedFirst | byteOrder32Little` (`ARGB32`) and `noneSkipFirst |
/// byteOrder32Little` (`RGB24`) are Cairo's own, so Cairo draws straight into the caller's memory.
/// Every other supported layout (`premultipliedLast` RGBA bytes, big-endian orders, 8-bit gray,
/// 8-bit alpha-only) is drawn into a Cairo shadow surface; around each drawing operation the affected
/// device rectangle is converted from the caller's memory into the shadow and back, so the caller's
/// bytes are always current and changes the caller makes between calls are respected.
///
/// Not thread-safe (as Apple's): use a context from one thread at a time.
public final class CGContext {
    /// The Cairo context; one reference owned by this object.
    let cr: OpaquePointer
    /// The surface Cairo draws into (the shadow surface for converted layouts); one reference owned.
    let surface: OpaquePointer
    /// The memory the caller sees, in the reported layout; nil for non-image targets.
    private let pixels: UnsafeMutableRawPointer?
    private let ownsPixels: Bool
    /// Set when Cairo draws into a shadow surface that must be synced with `pixels`.
    let layout: PixelLayout?
    let needsSync: Bool
    /// Height of the device space in pixels, for reporting `ctm` in Apple's bottom-left device space.
    let deviceHeight: CGFloat

    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    public let bitmapInfo: CGBitmapInfo
    public let colorSpace: CGColorSpace?

    /// State Cairo does not keep: colours, alpha, blend mode… saved by `saveGState`.
    var state = GState()
    var stateStack: [GState] = []
    /// Whether anti-aliasing is allowed at all (not part of the graphics state, as on Apple's).
    var allowsAntialiasing = true
    /// Open transparency layers; while one is open, drawing goes to a Cairo group, not the bitmap.
    var transparencyLayers: [TransparencyLayer] = []

    /// What `endTransparencyLayer()` needs to composite a layer.
    struct TransparencyLayer {
        /// The graphics state at `beginTransparencyLayer`, whose alpha, blend mode and shadow apply.
        var outerState: GState
        /// Whether `beginTransparencyLayer(in:)` added a `cairo_save` for its clip.
        var clipped: Bool
        /// `stateStack` depth at the start, to drop unbalanced saves made inside the layer.
        var stackDepth: Int
    }

    /// The graphics state kept on the Swift side.
    struct GState {
        var fill: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) = (0, 0, 0, 1)
        var stroke: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) = (0, 0, 0, 1)
        var alpha: CGFloat = 1
        var blendMode: CGBlendMode = .normal
        var shouldAntialias = true
        var interpolationQuality: CGInterpolationQuality = .default
        /// When the CTM became singular (a zero scale), Cairo cannot hold it: this is the CTM (Apple's
        /// convention) and drawing does nothing until `restoreGState`.
        var singularCTM: CGAffineTransform?
        var shadow: Shadow?
    }

    /// A shadow set by `setShadow(offset:blur:color:)`.
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    }

    /// A bitmap context drawing into `data` (or into zeroed memory it allocates and frees, when `data`
    /// is nil). Nil, after logging Apple's message, for unsupported combinations. Supported, with
    /// `bitsPerComponent == 8`: RGB spaces with `premultipliedFirst`, `premultipliedLast`, `noneSkipFirst`
    /// or `noneSkipLast` in default, 32-bit big or 32-bit little byte order (32 bits per pixel); gray
    /// spaces with `.none` (8 bits); `alphaOnly` (8 bits, any space). `bytesPerRow == 0` means packed
    /// rows when `data` is given, Cairo's aligned stride otherwise.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
                 space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let alphaOnly = info.alphaInfo == .alphaOnly
        let bitsPerPixel = alphaOnly ? 8 : (space.model == .rgb ? 32 : 8)
        func unsupported() -> Bool {
            _Console.log("CGBitmapContextCreate: unsupported parameter combination: \(bitsPerComponent) bits/component; \(bitsPerPixel) bits/pixel; \(space.model) color space; bitmap info \(bitmapInfo)")
            return false
        }
        guard width > 0, height > 0, width < 1 << 15, height < 1 << 15 else {
            _Console.log("CGBitmapContextCreate: invalid data size: width \(width), height \(height)")
            return nil
        }
        guard let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, bitmapInfo: info,
                                       model: alphaOnly ? nil : space.model),
              layout.premultiplied || layout.alpha == nil else { _ = unsupported(); return nil }
        let packed = width * layout.bytesPerPixel
        var stride = bytesPerRow
        if stride == 0 {
            stride = data != nil ? packed : (layout.bytesPerPixel == 4
                ? Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))) : (packed + 3) & ~3)
        }
        guard stride >= packed else {
            _Console.log("CGBitmapContextCreate: invalid data bytes/row: should be at least \(packed) for \(bitsPerComponent) integer bits/component, \(bitsPerPixel) bits/pixel.")
            return nil
        }
        let memory: UnsafeMutableRawPointer
        if let data {
            memory = data
            ownsPixels = false
        } else {
            memory = calloc(stride * height, 1)!
            ownsPixels = true
        }
        let target: OpaquePointer
        let direct = layout.cairoFormat != nil && stride % 4 == 0
        if direct, let format = layout.cairoFormat {
            target = cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self), format,
                                                        Int32(width), Int32(height), Int32(stride))
            needsSync = false
        } else {
            let format = layout.alpha == nil && layout.kind != .alphaOnly ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32
            target = cairo_image_surface_create(format, Int32(width), Int32(height))
            needsSync = true
        }
        guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(target)
            if ownsPixels { free(memory) }
            return nil
        }
        surface = target
        cr = cairo_create(target)
        pixels = memory
        self.layout = layout
        self.width = width
        self.height = height
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.bytesPerRow = stride
        self.bitmapInfo = info
        self.colorSpace = alphaOnly ? nil : space
        deviceHeight = CGFloat(height)
        // Apple's user space: origin bottom-left, y up.
        var flip = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: -1, x0: 0, y0: CGFloat(height))
        cairo_set_matrix(cr, &flip)
        configureDefaults()
        if needsSync {
            pull(x: 0, y: 0, width: width, height: height)
        }
    }

    /// Wraps an existing Cairo context (for QuartzCore's compositor and UIKit's drawing contexts).
    ///
    /// Takes its own reference to `cairoContext` and to its target surface and releases them in
    /// `deinit`, so the caller may release theirs. Drawing uses the Cairo context's current matrix as
    /// user space (normally top-left origin, y down: UIKit's flipped convention) and its current clip.
    /// The context's Cairo state other than the matrix and clip is reset to Apple's defaults (line
    /// width 1, butt caps, miter joins, miter limit 10, no dash, normal blend mode, black fill and stroke).
    ///
    /// When the target is an image surface, `data`, `width`, `height` and `bytesPerRow` describe it
    /// (ARGB32: `premultipliedFirst | byteOrder32Little`); otherwise they are nil/0.
    /// `deviceHeight` is the device height in pixels used to report `ctm` as Apple does (bottom-left
    /// device origin); nil takes the image surface's height.
    package init(cairoContext: OpaquePointer, deviceHeight: Int? = nil) {
        cr = cairo_reference(cairoContext)
        surface = cairo_surface_reference(cairo_get_target(cairoContext))
        ownsPixels = false
        needsSync = false
        if cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE {
            let format = cairo_image_surface_get_format(surface)
            pixels = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface))
            width = Int(cairo_image_surface_get_width(surface))
            height = Int(cairo_image_surface_get_height(surface))
            bytesPerRow = Int(cairo_image_surface_get_stride(surface))
            let alpha: CGImageAlphaInfo = format == CAIRO_FORMAT_RGB24 ? .noneSkipFirst
                : (format == CAIRO_FORMAT_A8 ? .alphaOnly : .premultipliedFirst)
            bitmapInfo = CGBitmapInfo(rawValue: alpha.rawValue).union(alpha == .alphaOnly ? [] : .byteOrder32Host)
            bitsPerPixel = alpha == .alphaOnly ? 8 : 32
            bitsPerComponent = 8
            colorSpace = alpha == .alphaOnly ? nil : CGColorSpace.deviceRGB
            layout = PixelLayout(bitsPerComponent: 8, bitsPerPixel: bitsPerPixel, bitmapInfo: bitmapInfo,
                                 model: alpha == .alphaOnly ? nil : .rgb)
        } else {
            pixels = nil
            width = 0; height = 0; bytesPerRow = 0; bitsPerPixel = 0; bitsPerComponent = 0
            bitmapInfo = []
            colorSpace = CGColorSpace.deviceRGB
            layout = nil
        }
        self.deviceHeight = CGFloat(deviceHeight ?? height)
        configureDefaults()
    }

    /// Wraps a Cairo surface with a new Cairo context whose user space is the surface's device space
    /// (top-left origin, y down). Takes its own reference to the surface.
    package convenience init(cairoSurface: OpaquePointer, deviceHeight: Int? = nil) {
        let context = cairo_create(cairoSurface)!
        self.init(cairoContext: context, deviceHeight: deviceHeight)
        cairo_destroy(context)  // `init(cairoContext:)` took its own reference.
    }

    deinit {
        // Leave a wrapped Cairo context as it was given: undo unbalanced saves and open layers.
        for layer in transparencyLayers.reversed() {
            cairo_pattern_destroy(cairo_pop_group(cr))
            if layer.clipped { cairo_restore(cr) }
        }
        for _ in stateStack { cairo_restore(cr) }
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        if ownsPixels { free(pixels) }
    }

    /// The Cairo context (`cairo_t *`) this context draws with. Owned by the `CGContext`: valid while
    /// it lives; take a reference (`cairo_reference`) to keep it longer. Drawing through it directly is
    /// fine (Pango text, the compositor) but bypasses the shadow-buffer sync of converted bitmap layouts
    /// (see `synchronize()`), and must leave Cairo's state as found (use `cairo_save`/`cairo_restore`).
    package var cairoContext: OpaquePointer { cr }

    /// The surface Cairo draws into (`cairo_surface_t *`): the caller's memory for Cairo-native layouts,
    /// the shadow surface otherwise. Owned by the `CGContext`, like `cairoContext`.
    package var cairoSurface: OpaquePointer { surface }

    private func configureDefaults() {
        cairo_set_line_width(cr, 1)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cr, 10)
        cairo_set_dash(cr, nil, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        cairo_new_path(cr)
        stateStack.reserveCapacity(16)
    }

    /// The bitmap's memory (the caller's `data`, or memory the context allocated); nil for contexts
    /// that do not draw into memory.
    public var data: UnsafeMutableRawPointer? { pixels }

    /// The alpha info part of `bitmapInfo`.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .none }

    /// Makes pending drawing visible in `data` (Cairo draws synchronously; this flushes its surface).
    public func flush() {
        cairo_surface_flush(surface)
    }

    /// A copy of the bitmap as an image, in this context's layout; later drawing does not change it.
    /// Nil for contexts that do not draw into memory.
    public func makeImage() -> CGImage? {
        guard let pixels, layout != nil, width > 0, height > 0,
              let copy = CGImage.makeSurface(width: width, height: height) else { return nil }
        cairo_surface_flush(surface)
        if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 {
            let srcStride = Int(cairo_image_surface_get_stride(surface)), dstStride = Int(cairo_image_surface_get_stride(copy))
            let src = cairo_image_surface_get_data(surface)!, dst = cairo_image_surface_get_data(copy)!
            if srcStride == dstStride {
                dst.update(from: src, count: srcStride * height)
            } else {
                for row in 0..<height { (dst + row * dstStride).update(from: src + row * srcStride, count: width * 4) }
            }
            cairo_surface_mark_dirty(copy)
        } else {
            let painter = cairo_create(copy)
            cairo_set_operator(painter, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(painter, surface, 0, 0)
            cairo_paint(painter)
            cairo_destroy(painter)
        }
        let native = layout?.isNativeARGB == true
        let providerData = native ? nil : Data(bytes: pixels, count: bytesPerRow * height)
        return CGImage(adopting: copy, bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                       bytesPerRow: native ? nil : bytesPerRow, space: colorSpace, bitmapInfo: bitmapInfo,
                       providerData: providerData)
    }

    // MARK: - Shadow-surface sync

    /// Converts the caller's bytes in the device rectangle into the shadow surface.
    func pull(x: Int, y: Int, width w: Int, height h: Int) {
        guard let layout, let pixels, w > 0, h > 0 else { return }
        cairo_surface_flush(surface)
        layout.convertToARGB(from: pixels, sourceStride: bytesPerRow, to: cairo_image_surface_get_data(surface),
                             destinationStride: Int(cairo_image_surface_get_stride(surface)), x: x, y: y, width: w, height: h)
        cairo_surface_mark_dirty_rectangle(surface, Int32(x), Int32(y), Int32(w), Int32(h))
    }

    /// Converts the shadow surface in the device rectangle back into the caller's bytes.
    func push(x: Int, y: Int, width w: Int, height h: Int) {
        guard let layout, let pixels, w > 0, h > 0 else { return }
        cairo_surface_flush(surface)
        layout.convertFromARGB(from: cairo_image_surface_get_data(surface), sourceStride: Int(cairo_image_surface_get_stride(surface)),
                               to: pixels, destinationStride: bytesPerRow, x: x, y: y, width: w, height: h)
    }
}
