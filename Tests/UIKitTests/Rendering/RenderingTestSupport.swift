import UIKit

/// RGBA bytes (premultiplied) of pixel (x, y), row 0 at the top, read the way UIKit code does:
/// drawn into a 1 × 1 `premultipliedLast` bitmap context.
func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
    // A 1 × 1 context showing just that pixel: the image's row y (from the top) lies at user
    // y = height − 1 − y in the y-up context, moved onto the single pixel.
    var bytes: [UInt8] = [0, 0, 0, 0]
    bytes.withUnsafeMutableBytes { raw in
        let ctx = CGContext(data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        ctx.draw(image, in: CGRect(x: -x, y: -(image.height - 1 - y), width: image.width, height: image.height))
    }
    return bytes
}

/// True when every channel differs by at most `tolerance`.
func near(_ a: [UInt8], _ b: [UInt8], _ tolerance: Int = 1) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}

/// A white scroll view of `frame` holding `count` rows of `rowHeight` points a `pitch` apart,
/// `inset` from its left edge and `width` wide, in two alternating colours; its content is as tall
/// as the rows.
@MainActor
func stripedList(_ frame: CGRect, rows count: Int, pitch: CGFloat, rowHeight: CGFloat, inset: CGFloat = 0,
                 width: CGFloat? = nil, colors: (UIColor, UIColor)) -> UIScrollView {
    let list = UIScrollView(frame: frame)
    list.backgroundColor = .white
    for i in 0..<count {
        let row = UIView(frame: CGRect(x: inset, y: CGFloat(i) * pitch, width: width ?? frame.width, height: rowHeight))
        row.backgroundColor = i % 2 == 0 ? colors.0 : colors.1
        list.addSubview(row)
    }
    list.contentSize = CGSize(width: frame.width, height: CGFloat(count) * pitch)
    return list
}
