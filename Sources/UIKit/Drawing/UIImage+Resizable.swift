import Foundation

extension UIImage {
    /// How the middle of a resizable image fills a larger area (Apple's raw values).
    public enum ResizingMode: Int, Sendable {
        /// Repeats the middle parts at their own size.
        case tile = 0
        /// Scales the middle parts to fill.
        case stretch = 1
    }

    /// The same picture, drawn in nine parts: the corners (sized by `capInsets`, in points) keep
    /// their size, the edges grow along their length and the centre in both directions, by tiling.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// As `resizableImage(withCapInsets:)`, with the middle parts tiled or stretched.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(cgImage: _cgImage, scale: scale, orientation: imageOrientation, capInsets: capInsets, resizingMode: resizingMode,
                renderingMode: renderingMode)
    }

    /// True when drawing must go through the nine-part path.
    var _isResizable: Bool { capInsets != .zero && imageOrientation == .up }

    /// The nine source and destination rectangles of a resizable image drawn in `rect`, row by row
    /// from the top-left: columns split at `left` and `width − right` (in the image, points) and at
    /// `left` and `rect.width − right` (in `rect`). When `rect` is narrower or shorter than the
    /// caps, the caps shrink in proportion (`left·k`, `right·k` with `k = rect.width / (left + right)`)
    /// and the middle is empty.
    static func _nineParts(imageSize: CGSize, capInsets: UIEdgeInsets, in rect: CGRect)
        -> [(source: CGRect, destination: CGRect)] {
        func split(_ length: CGFloat, _ start: CGFloat, _ end: CGFloat, _ target: CGFloat)
            -> (src: [(CGFloat, CGFloat)], dst: [(CGFloat, CGFloat)]) {
            let a = max(0, min(start, length)), b = max(0, min(end, length - a))
            var da = a, db = b
            if a + b > target, a + b > 0 { let k = target / (a + b); da = a * k; db = b * k }
            return ([(0, a), (a, length - a - b), (length - b, b)],
                    [(0, da), (da, max(0, target - da - db)), (target - db, db)])
        }
        let xs = split(imageSize.width, capInsets.left, capInsets.right, rect.width)
        let ys = split(imageSize.height, capInsets.top, capInsets.bottom, rect.height)
        var parts: [(CGRect, CGRect)] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: xs.src[column].0, y: ys.src[row].0, width: xs.src[column].1, height: ys.src[row].1)
                let destination = CGRect(x: rect.minX + xs.dst[column].0, y: rect.minY + ys.dst[row].0,
                                         width: xs.dst[column].1, height: ys.dst[row].1)
                parts.append((source, destination))
            }
        }
        return parts
    }

    /// Draws the nine parts into the current context (state already saved by the caller).
    func _drawResizable(in rect: CGRect, context: CGContext) {
        let parts = UIImage._nineParts(imageSize: size, capInsets: capInsets, in: rect)
        for (index, part) in parts.enumerated() {
            guard part.source.width > 0, part.source.height > 0, part.destination.width > 0, part.destination.height > 0,
                  let piece = _cgImage.cropping(to: CGRect(x: part.source.minX * scale, y: part.source.minY * scale,
                                                           width: part.source.width * scale, height: part.source.height * scale))
            else { continue }
            let stretchesX = index % 3 == 1, stretchesY = index / 3 == 1
            context.saveGState()
            context.clip(to: part.destination)
            if resizingMode == .tile && (stretchesX || stretchesY) {
                // One tile at the piece's own size along the growing axes, tiled over the part.
                let tile = CGSize(width: stretchesX ? part.source.width : part.destination.width,
                                  height: stretchesY ? part.source.height : part.destination.height)
                context.translateBy(x: part.destination.minX, y: part.destination.minY + tile.height)
                context.scaleBy(x: 1, y: -1)
                context.draw(piece, in: CGRect(origin: .zero, size: tile), byTiling: true)
            } else {
                context.translateBy(x: part.destination.minX, y: part.destination.maxY)
                context.scaleBy(x: 1, y: -1)
                context.draw(piece, in: CGRect(origin: .zero, size: part.destination.size))
            }
            context.restoreGState()
        }
    }
}
