import CoreGraphics

/// A rectangle of whole device pixels, `[x0, x1) × [y0, y1)`; empty when `x1 <= x0` or `y1 <= y0`.
/// The unit of the compositor's damage tracking.
package struct _PixelRect: Equatable, Sendable {
    package var x0: Int, y0: Int, x1: Int, y1: Int

    package init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    /// No pixels.
    package static let empty = _PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    /// The smallest pixel rectangle covering `rect` (device coordinates); empty for null, empty or
    /// NaN rects. Coordinates are clamped to ±2²⁹, so huge rects (`CGRect.infinite`) cover every
    /// framebuffer.
    package init(covering rect: CGRect) {
        guard !rect.isNull, rect.width > 0, rect.height > 0,
              rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            self = .empty
            return
        }
        let limit: CGFloat = 536_870_912
        x0 = Int(max(-limit, min(limit, rect.minX.rounded(.down))))
        y0 = Int(max(-limit, min(limit, rect.minY.rounded(.down))))
        x1 = Int(max(-limit, min(limit, rect.maxX.rounded(.up))))
        y1 = Int(max(-limit, min(limit, rect.maxY.rounded(.up))))
    }

    package var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    package var width: Int { max(0, x1 - x0) }
    package var height: Int { max(0, y1 - y0) }
    /// Number of pixels.
    package var area: Int { width * height }

    /// The smallest rectangle containing both; an empty operand is ignored.
    package func union(_ other: _PixelRect) -> _PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return _PixelRect(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The common part; `.empty` when they do not overlap.
    package func intersection(_ other: _PixelRect) -> _PixelRect {
        let r = _PixelRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return r.isEmpty ? .empty : r
    }

    func intersects(_ other: _PixelRect) -> Bool {
        !isEmpty && !other.isEmpty && x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
    }

    /// Whether `other` lies wholly inside this rect (never for an empty `other`).
    func contains(_ other: _PixelRect) -> Bool {
        !other.isEmpty && other.x0 >= x0 && other.x1 <= x1 && other.y0 >= y0 && other.y1 <= y1
    }

    /// Grown by the given number of pixels on each side (an empty rect stays empty).
    func expanded(left: Int, top: Int, right: Int, bottom: Int) -> _PixelRect {
        isEmpty ? self : _PixelRect(x0: x0 - left, y0: y0 - top, x1: x1 + right, y1: y1 + bottom)
    }

    var cgRect: CGRect {
        CGRect(x: CGFloat(x0), y: CGFloat(y0), width: CGFloat(width), height: CGFloat(height))
    }
}

/// How far the damage of a layer spreads beyond its own pixels: the shadows of its ancestors,
/// which are drawn from the ancestors' whole subtrees, extend by their blur margin and offset.
struct _DamagePad: Equatable, Sendable {
    var left = 0, top = 0, right = 0, bottom = 0

    init() {}

    /// This pad plus a shadow of blur margin `margin` pixels offset by `offset` device pixels.
    func adding(margin: Int, offset: CGSize) -> _DamagePad {
        var p = self
        let dx = Int(offset.width.rounded(offset.width < 0 ? .down : .up))
        let dy = Int(offset.height.rounded(offset.height < 0 ? .down : .up))
        p.left += margin + max(0, -dx); p.right += margin + max(0, dx)
        p.top += margin + max(0, -dy); p.bottom += margin + max(0, dy)
        return p
    }

    func apply(to r: _PixelRect) -> _PixelRect {
        r.expanded(left: left, top: top, right: right, bottom: bottom)
    }
}
