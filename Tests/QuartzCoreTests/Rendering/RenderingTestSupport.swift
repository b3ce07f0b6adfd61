import Foundation
@testable import QuartzCore

/// Pixel reading for the rendering tests, the way UIKit code does it: render into a
/// `premultipliedLast` bitmap context (RGBA bytes) and read the bytes.

/// A `width × height` RGBA bitmap context flipped to UIKit's top-left origin (memory row y is
/// user y), so `render(in:)` draws upright.
@MainActor
func flippedRGBAContext(width: Int, height: Int) -> CGContext {
    let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
    ctx.translateBy(x: 0, y: CGFloat(height))
    ctx.scaleBy(x: 1, y: -1)
    return ctx
}

/// RGBA bytes (premultiplied) of memory row `y`, column `x`.
func pixel(_ ctx: CGContext, _ x: Int, _ y: Int) -> [UInt8] {
    let p = ctx.data!.assumingMemoryBound(to: UInt8.self) + y * ctx.bytesPerRow + x * 4
    return [p[0], p[1], p[2], p[3]]
}

/// `layer` rendered into a fresh flipped context of its bounds size at `scale`.
@MainActor
func rendered(_ layer: CALayer, width: Int, height: Int, scale: CGFloat = 1) -> CGContext {
    let ctx = flippedRGBAContext(width: width, height: height)
    ctx.scaleBy(x: scale, y: scale)
    layer.render(in: ctx)
    return ctx
}

/// True when every channel differs by at most `tolerance`.
func near(_ a: [UInt8], _ b: [UInt8], _ tolerance: Int = 1) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}

/// Runs `body` in a transaction with actions disabled: model changes show at the next frame,
/// without implicit animations.
@MainActor
func withoutActions<T>(_ body: () throws -> T) rethrows -> T {
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    defer { CATransaction.commit() }
    return try body()
}

/// Whether two compositors' framebuffers hold the same bytes.
@MainActor
func sameFramebuffers(_ first: _CACompositor, _ second: _CACompositor) -> Bool {
    let a = CGContext(cairoSurface: first.framebuffer), b = CGContext(cairoSurface: second.framebuffer)
    return a.bytesPerRow == b.bytesPerRow && a.height == b.height && memcmp(a.data!, b.data!, a.bytesPerRow * a.height) == 0
}

let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
let white = CGColor(gray: 1, alpha: 1)

/// A layer with `frame` and `color`.
@MainActor
func solidLayer(_ frame: CGRect, _ color: CGColor?) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// An image of `width × height` pixels whose pixel (x, y) (row 0 at the top) has red = x·16,
/// green = y·16, blue 0, alpha 255, made through a bitmap context as UIKit code does.
func gradientImage(width: Int, height: Int) -> CGImage {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
        for x in 0..<width {
            let i = (y * width + x) * 4
            bytes[i] = UInt8(x * 16 % 256); bytes[i + 1] = UInt8(y * 16 % 256); bytes[i + 2] = 0; bytes[i + 3] = 255
        }
    }
    let provider = CGDataProvider(data: Data(bytes))!
    return CGImage(width: width, height: height, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: width * 4,
                   space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                   provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
}
