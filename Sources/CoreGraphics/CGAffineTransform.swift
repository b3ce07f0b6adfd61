import Foundation

/// A 2-D affine transform: the 3×3 matrix `[[a b 0] [c d 0] [tx ty 1]]` used with row vectors,
/// exactly as Apple's CoreGraphics defines it.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// Order matters and follows Apple's, which reimplementations often get backwards:
/// - `t1.concatenating(t2)` is `t1 × t2`: points go through `t1` first, then `t2`.
/// - `translatedBy`, `scaledBy` and `rotated(by:)` *prepend* the new operation
///   (`t.rotated(by: θ)` is `R(θ) × t`), so the new operation is applied to points before `t`.
///
/// In UIKit's flipped coordinates (y grows downwards) a positive rotation angle turns the x axis
/// toward +y, which is clockwise on screen.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    @inlinable
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform, `(1, 0, 0, 1, 0, 0)`. Also what `init()` returns.
    @inlinable
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    public static let identity = CGAffineTransform()

    /// `(1, 0, 0, 1, tx, ty)`.
    @inlinable
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// `(sx, 0, 0, sy, 0, 0)`.
    @inlinable
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// `(cos θ, sin θ, −sin θ, cos θ, 0, 0)`; `angle` in radians. Rotating by π/2 gives
    /// `a == d == 6.123233995736766e-17` (IEEE `cos(π/2)`), as on Apple's platforms.
    @inlinable
    public init(rotationAngle angle: CGFloat) {
        let s = sin(angle), c = cos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// True when all six values equal the identity's exactly.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// `self × t2`: apply `self` first, then `t2`.
    @inlinable
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        let t1 = self
        return CGAffineTransform(
            a: t1.a * t2.a + t1.b * t2.c,
            b: t1.a * t2.b + t1.b * t2.d,
            c: t1.c * t2.a + t1.d * t2.c,
            d: t1.c * t2.b + t1.d * t2.d,
            tx: t1.tx * t2.a + t1.ty * t2.c + t2.tx,
            ty: t1.tx * t2.b + t1.ty * t2.d + t2.ty)
    }

    /// `Translate(tx, ty) × self`: the translation is applied to points first, so it is scaled and
    /// rotated by `self` (`CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0).tx == 20`).
    @inlinable
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// `Scale(sx, sy) × self`.
    @inlinable
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// `Rotate(angle) × self`; `angle` in radians.
    @inlinable
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or `self` unchanged when the matrix is singular (determinant exactly 0),
    /// as Apple's header specifies.
    @inlinable
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0 else { return self }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det,
            ty: (b * tx - a * ty) / det)
    }
}

extension CGAffineTransform: CustomStringConvertible {
    /// `CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)`, as Swift prints it on
    /// Apple's platforms.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

// MARK: - Applying a transform

extension CGPoint {
    /// `(a·x + c·y + tx, b·x + d·y + ty)`.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// `(a·w + c·h, b·w + d·h)`: the translation is ignored and the result may be negative.
    @inlinable
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle containing the four transformed corners of the
    /// standardized rectangle. The null rectangle stays null; an infinite one stays infinite.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        if t.b == 0 && t.c == 0 {
            // Scale and translation only: no need to map four corners.
            let r = standardized
            return CGRect(x: r.minX * t.a + t.tx, y: r.minY * t.d + t.ty,
                          width: r.width * t.a, height: r.height * t.d).standardized
        }
        let r = standardized
        let p1 = CGPoint(x: r.minX, y: r.minY).applying(t)
        let p2 = CGPoint(x: r.maxX, y: r.minY).applying(t)
        let p3 = CGPoint(x: r.minX, y: r.maxY).applying(t)
        let p4 = CGPoint(x: r.maxX, y: r.maxY).applying(t)
        let minX = Swift.min(p1.x, p2.x, p3.x, p4.x), maxX = Swift.max(p1.x, p2.x, p3.x, p4.x)
        let minY = Swift.min(p1.y, p2.y, p3.y, p4.y), maxY = Swift.max(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CGAffineTransform: Codable {
    /// Decodes Apple's format: an unkeyed container `[a, b, c, d, tx, ty]`.
    public init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        let a = try container.decode(CGFloat.self), b = try container.decode(CGFloat.self)
        let c = try container.decode(CGFloat.self), d = try container.decode(CGFloat.self)
        let tx = try container.decode(CGFloat.self), ty = try container.decode(CGFloat.self)
        self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// Encodes as Apple does: an unkeyed container `[a, b, c, d, tx, ty]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in [a, b, c, d, tx, ty] { try container.encode(value) }
    }
}
