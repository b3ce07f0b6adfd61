import Foundation
#if SnapshotTesting
@_implementationOnly import CCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CCairo
#endif

/// Where the components of one pixel lie in memory for a `bitsPerComponent`/`bitsPerPixel`/
/// `bitmapInfo`/colour-model combination, and the conversions to and from Cairo's `ARGB32`
/// (premultiplied, one native-endian `UInt32` per pixel: `a << 24 | r << 16 | g << 8 | b`).
///
/// Supported, all with 8 bits per component: RGB in 32 bits with any alpha info except `.none` and
/// `.alphaOnly`, in default, 32-bit big or 32-bit little byte order; RGB in 24 bits without alpha;
/// gray in 8 bits without alpha; gray + alpha in 16 bits (`.premultipliedLast`, `.last`,
/// `.noneSkipLast`); alpha only in 8 bits.
struct PixelLayout: Equatable {
    enum Kind: Equatable { case rgb, gray, alphaOnly }

    let kind: Kind
    let bytesPerPixel: Int
    /// Byte offsets of the colour components within a pixel; gray uses `red`.
    let red: Int, green: Int, blue: Int
    /// Byte offset of alpha; nil when the pixel is opaque (no alpha or a skipped byte).
    let alpha: Int?
    /// Byte offset of an ignored byte (`noneSkip…`), written as 255.
    let skip: Int?
    let premultiplied: Bool
    /// The Cairo format that reads these bytes as they are, when there is one.
    let cairoFormat: cairo_format_t?

    init?(bitsPerComponent: Int, bitsPerPixel: Int, bitmapInfo: CGBitmapInfo, model: CGColorSpaceModel?) {
        guard bitsPerComponent == 8, !bitmapInfo.contains(.floatComponents),
              let alphaInfo = bitmapInfo.alphaInfo else { return nil }
        let order = bitmapInfo.byteOrder
        if alphaInfo == .alphaOnly {
            guard bitsPerPixel == 8 else { return nil }
            self.init(kind: .alphaOnly, bytes: 1, r: 0, g: 0, b: 0, a: 0, skip: nil, premultiplied: true,
                      cairo: CAIRO_FORMAT_A8)
            return
        }
        switch (model, bitsPerPixel) {
        case (.rgb?, 32):
            let little: Bool
            switch order {
            case .byteOrderDefault, .byteOrder32Big: little = false
            case .byteOrder32Little: little = true
            default: return nil
            }
            // Offsets in big-endian (logical) order, reversed for little-endian storage.
            func at(_ logical: Int) -> Int { little ? 3 - logical : logical }
            let first: Bool, hasAlpha: Bool, premultiplied: Bool
            switch alphaInfo {
            case .premultipliedFirst: (first, hasAlpha, premultiplied) = (true, true, true)
            case .premultipliedLast: (first, hasAlpha, premultiplied) = (false, true, true)
            case .first: (first, hasAlpha, premultiplied) = (true, true, false)
            case .last: (first, hasAlpha, premultiplied) = (false, true, false)
            case .noneSkipFirst: (first, hasAlpha, premultiplied) = (true, false, true)
            case .noneSkipLast: (first, hasAlpha, premultiplied) = (false, false, true)
            default: return nil
            }
            let c0 = first ? 1 : 0
            let aOff = at(first ? 0 : 3)
            let native = first && little == CGBitmapInfo.hostIsLittleEndian && premultiplied
            self.init(kind: .rgb, bytes: 4, r: at(c0), g: at(c0 + 1), b: at(c0 + 2),
                      a: hasAlpha ? aOff : nil, skip: hasAlpha ? nil : aOff, premultiplied: premultiplied,
                      cairo: native ? (hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24) : nil)
        case (.rgb?, 24):
            guard alphaInfo == .none, order == .byteOrderDefault else { return nil }
            self.init(kind: .rgb, bytes: 3, r: 0, g: 1, b: 2, a: nil, skip: nil, premultiplied: true, cairo: nil)
        case (.monochrome?, 8):
            guard alphaInfo == .none, order == .byteOrderDefault else { return nil }
            self.init(kind: .gray, bytes: 1, r: 0, g: 0, b: 0, a: nil, skip: nil, premultiplied: true, cairo: nil)
        case (.monochrome?, 16):
            guard order == .byteOrderDefault else { return nil }
            switch alphaInfo {
            case .premultipliedLast: self.init(kind: .gray, bytes: 2, r: 0, g: 0, b: 0, a: 1, skip: nil, premultiplied: true, cairo: nil)
            case .last: self.init(kind: .gray, bytes: 2, r: 0, g: 0, b: 0, a: 1, skip: nil, premultiplied: false, cairo: nil)
            case .noneSkipLast: self.init(kind: .gray, bytes: 2, r: 0, g: 0, b: 0, a: nil, skip: 1, premultiplied: true, cairo: nil)
            default: return nil
            }
        default:
            return nil
        }
    }

    private init(kind: Kind, bytes: Int, r: Int, g: Int, b: Int, a: Int?, skip: Int?, premultiplied: Bool,
                 cairo: cairo_format_t?) {
        self.kind = kind; self.bytesPerPixel = bytes
        self.red = r; self.green = g; self.blue = b; self.alpha = a; self.skip = skip
        self.premultiplied = premultiplied; self.cairoFormat = cairo
    }

    static func == (lhs: PixelLayout, rhs: PixelLayout) -> Bool {
        lhs.kind == rhs.kind && lhs.bytesPerPixel == rhs.bytesPerPixel && lhs.red == rhs.red
            && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha && lhs.skip == rhs.skip
            && lhs.premultiplied == rhs.premultiplied && lhs.cairoFormat?.rawValue == rhs.cairoFormat?.rawValue
    }

    /// Cairo's ARGB32 layout on this host (`premultipliedFirst | byteOrder32Host`).
    static let nativeARGB = PixelLayout(bitsPerComponent: 8, bitsPerPixel: 32,
                                        bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue)
                                            .union(.byteOrder32Host), model: .rgb)!

    /// True when the bytes are Cairo's `ARGB32`, so no conversion is needed.
    var isNativeARGB: Bool { self == Self.nativeARGB }

    /// `c · a / 255`, rounded.
    @inline(__always) static func premultiply(_ c: UInt32, _ a: UInt32) -> UInt32 { (c * a + 127) / 255 }

    /// `c · 255 / a`, rounded and clamped; 0 when `a` is 0.
    @inline(__always) static func unpremultiply(_ c: UInt32, _ a: UInt32) -> UInt32 {
        a == 0 ? 0 : min(255, (c * 255 + a / 2) / a)
    }

    /// Luma of premultiplied RGB with Rec. 601 weights 0.299, 0.587, 0.114, scaled by 2¹⁶
    /// (19595 + 38470 + 7471 = 65536), so gray input (r = g = b) comes back unchanged.
    @inline(__always) static func luma(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 {
        (19595 * r + 38470 * g + 7471 * b + 32768) >> 16
    }

    /// Converts the `width × height` pixels at (`x`, `y`) of `source` (this layout, `sourceStride`
    /// bytes per row) to premultiplied ARGB32 at the same place in `destination`.
    /// `decode` holds 256-entry lookup tables for the colour components (Apple's decode array), or nil.
    func convertToARGB(from source: UnsafeRawPointer, sourceStride: Int,
                       to destination: UnsafeMutableRawPointer, destinationStride: Int,
                       x: Int, y: Int, width: Int, height: Int, decode: [[UInt8]]? = nil) {
        for row in y..<(y + height) {
            let src = source + row * sourceStride + x * bytesPerPixel
            let dst = (destination + row * destinationStride + x * 4).assumingMemoryBound(to: UInt32.self)
            if isNativeARGB && decode == nil {
                dst.update(from: src.assumingMemoryBound(to: UInt32.self), count: width)
                continue
            }
            for i in 0..<width {
                let p = src + i * bytesPerPixel
                var r = UInt32(p.load(fromByteOffset: red, as: UInt8.self))
                var g = kind == .rgb ? UInt32(p.load(fromByteOffset: green, as: UInt8.self)) : r
                var b = kind == .rgb ? UInt32(p.load(fromByteOffset: blue, as: UInt8.self)) : r
                let a = alpha.map { UInt32(p.load(fromByteOffset: $0, as: UInt8.self)) } ?? 255
                if kind == .alphaOnly {
                    dst[i] = a << 24
                    continue
                }
                if let decode {
                    r = UInt32(decode[0][Int(r)])
                    g = UInt32(decode[kind == .rgb ? 1 : 0][Int(g)])
                    b = UInt32(decode[kind == .rgb ? 2 : 0][Int(b)])
                }
                if !premultiplied && a != 255 {
                    r = Self.premultiply(r, a); g = Self.premultiply(g, a); b = Self.premultiply(b, a)
                }
                dst[i] = a << 24 | r << 16 | g << 8 | b
            }
        }
    }

    /// The reverse of `convertToARGB`: writes the region of premultiplied ARGB32 `source` into
    /// `destination` in this layout (gray as the luma of RGB, skipped bytes as 255).
    func convertFromARGB(from source: UnsafeRawPointer, sourceStride: Int,
                         to destination: UnsafeMutableRawPointer, destinationStride: Int,
                         x: Int, y: Int, width: Int, height: Int) {
        for row in y..<(y + height) {
            let src = (source + row * sourceStride + x * 4).assumingMemoryBound(to: UInt32.self)
            let dst = destination + row * destinationStride + x * bytesPerPixel
            if isNativeARGB {
                dst.assumingMemoryBound(to: UInt32.self).update(from: src, count: width)
                continue
            }
            for i in 0..<width {
                let pixel = src[i]
                let a = pixel >> 24
                var r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF
                let p = dst + i * bytesPerPixel
                if kind == .alphaOnly {
                    p.storeBytes(of: UInt8(a), toByteOffset: 0, as: UInt8.self)
                    continue
                }
                if !premultiplied {
                    r = Self.unpremultiply(r, a); g = Self.unpremultiply(g, a); b = Self.unpremultiply(b, a)
                }
                if kind == .gray {
                    p.storeBytes(of: UInt8(Self.luma(r, g, b)), toByteOffset: red, as: UInt8.self)
                } else {
                    p.storeBytes(of: UInt8(r), toByteOffset: red, as: UInt8.self)
                    p.storeBytes(of: UInt8(g), toByteOffset: green, as: UInt8.self)
                    p.storeBytes(of: UInt8(b), toByteOffset: blue, as: UInt8.self)
                }
                if let alpha { p.storeBytes(of: UInt8(a), toByteOffset: alpha, as: UInt8.self) }
                if let skip { p.storeBytes(of: UInt8(255), toByteOffset: skip, as: UInt8.self) }
            }
        }
    }
}
