import Foundation

/// Where a pixel's alpha is and whether the colour components are premultiplied by it, with Apple's
/// raw values (the low 5 bits of `CGBitmapInfo`). "First"/"last" refer to the order of components in
/// a pixel read as one big-endian number; `CGBitmapInfo.byteOrder32Little` reverses the bytes in memory.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha: RGB (24 bits per pixel) or gray.
    case none = 0
    /// RGBA, colour premultiplied by alpha.
    case premultipliedLast = 1
    /// ARGB, colour premultiplied by alpha. With `.byteOrder32Little`, Cairo's native `ARGB32`.
    case premultipliedFirst = 2
    /// RGBA, not premultiplied (images only; bitmap contexts cannot draw into it).
    case last = 3
    /// ARGB, not premultiplied (images only).
    case first = 4
    /// RGBX: the last byte is ignored and the pixel is opaque.
    case noneSkipLast = 5
    /// XRGB: the first byte is ignored. With `.byteOrder32Little`, Cairo's native `RGB24`.
    case noneSkipFirst = 6
    /// Alpha only, no colour.
    case alphaOnly = 7
}
