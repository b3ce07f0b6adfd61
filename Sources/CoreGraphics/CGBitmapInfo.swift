import Foundation

/// Layout flags of a bitmap, with Apple's raw values (`CGImage.h`): the alpha info in the low 5 bits,
/// the float flag, and the byte order in bits 12–14.
///
/// Apple's Swift API passes a bitmap context's info as a `UInt32`, usually written
/// `CGImageAlphaInfo.premultipliedLast.rawValue` or
/// `CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue`.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits holding a `CGImageAlphaInfo` raw value: `0x1F`.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits of the float flags: `0xF00`.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floating point (not supported by Rockhopper's contexts and images).
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits holding the byte order: `0x7000`.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// Components in the order the alpha info names them, byte by byte (same as 32-bit big endian).
    public static let byteOrderDefault = CGBitmapInfo(rawValue: 0 << 12)
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// Each 32-bit pixel stored little endian: ARGB becomes the bytes B, G, R, A in memory.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    /// The host's 16-bit order (little endian on the platforms Rockhopper runs on).
    public static let byteOrder16Host: CGBitmapInfo = hostIsLittleEndian ? .byteOrder16Little : .byteOrder16Big
    /// The host's 32-bit order: with `premultipliedFirst`, Cairo's native `ARGB32`.
    public static let byteOrder32Host: CGBitmapInfo = hostIsLittleEndian ? .byteOrder32Little : .byteOrder32Big

    /// The alpha info stored in the low bits; nil when they hold no known value.
    var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) }

    /// The byte-order bits alone.
    var byteOrder: CGBitmapInfo { CGBitmapInfo(rawValue: rawValue & Self.byteOrderMask.rawValue) }

    static let hostIsLittleEndian = UInt32(1).littleEndian == 1
}
