import CoreGraphics

/// A 4×4 homogeneous transform used with row vectors, as Apple's QuartzCore defines it:
/// a point `(x, y, z, 1)` maps to `(x, y, z, 1) × M`. `m41`, `m42`, `m43` hold the translation.
///
/// Layers store their transform as a `CATransform3D`; UIKit views expose the affine part as
/// `UIView.transform`. The compositor draws affine transforms exactly; for a transform with
/// perspective (`m34` and friends) it uses the affine part (`CATransform3DGetAffineTransform`).
public struct CATransform3D: Equatable, Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    @inlinable
    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The identity, as `CATransform3DIdentity`.
    @inlinable
    public init() {
        self.init(m11: 1, m12: 0, m13: 0, m14: 0,
                  m21: 0, m22: 1, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D()

/// True when `t` is exactly the identity.
@inlinable
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// True when `a` and `b` are exactly equal.
@inlinable
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// `(1,0,0,0; 0,1,0,0; 0,0,1,0; tx,ty,tz,1)`.
@inlinable
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// `diag(sx, sy, sz, 1)`.
@inlinable
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// A rotation of `angle` radians about the vector `(x, y, z)`; the identity when the vector has
/// zero length. About `(0, 0, 1)` it equals the affine `CGAffineTransform(rotationAngle:)`.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let s = sin(angle), c = cos(angle), k = 1 - c
    // The diagonal entry u²·k + c is exactly 1 for the axis of a rotation about a coordinate axis
    // (u = ±1), but in floating point (1 − c) + c misses 1 by an ulp for many angles, which would
    // make a z rotation non-affine and unequal to CGAffineTransform(rotationAngle:).
    func diagonal(_ u: CGFloat) -> CGFloat { abs(u) == 1 ? 1 : u * u * k + c }
    return CATransform3D(
        m11: diagonal(x), m12: x * y * k + z * s, m13: x * z * k - y * s, m14: 0,
        m21: y * x * k - z * s, m22: diagonal(y), m23: y * z * k + x * s, m24: 0,
        m31: z * x * k + y * s, m32: z * y * k - x * s, m33: diagonal(z), m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a × b`: apply `a` first, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    func row(_ r0: CGFloat, _ r1: CGFloat, _ r2: CGFloat, _ r3: CGFloat)
        -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        (r0 * b.m11 + r1 * b.m21 + r2 * b.m31 + r3 * b.m41,
         r0 * b.m12 + r1 * b.m22 + r2 * b.m32 + r3 * b.m42,
         r0 * b.m13 + r1 * b.m23 + r2 * b.m33 + r3 * b.m43,
         r0 * b.m14 + r1 * b.m24 + r2 * b.m34 + r3 * b.m44)
    }
    let r1 = row(a.m11, a.m12, a.m13, a.m14)
    let r2 = row(a.m21, a.m22, a.m23, a.m24)
    let r3 = row(a.m31, a.m32, a.m33, a.m34)
    let r4 = row(a.m41, a.m42, a.m43, a.m44)
    return CATransform3D(m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3,
                         m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
                         m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3,
                         m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
}

/// `Translate × t` (the translation is applied first), as Apple's `CATransform3DTranslate`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `Scale × t`, as Apple's `CATransform3DScale`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `Rotate × t`, as Apple's `CATransform3DRotate`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse, or `t` unchanged when it has none (determinant 0), as Apple documents.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let m: [CGFloat] = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                        t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
    var inv = [CGFloat](repeating: 0, count: 16)
    inv[0] = m[5]*m[10]*m[15] - m[5]*m[11]*m[14] - m[9]*m[6]*m[15] + m[9]*m[7]*m[14] + m[13]*m[6]*m[11] - m[13]*m[7]*m[10]
    inv[4] = -m[4]*m[10]*m[15] + m[4]*m[11]*m[14] + m[8]*m[6]*m[15] - m[8]*m[7]*m[14] - m[12]*m[6]*m[11] + m[12]*m[7]*m[10]
    inv[8] = m[4]*m[9]*m[15] - m[4]*m[11]*m[13] - m[8]*m[5]*m[15] + m[8]*m[7]*m[13] + m[12]*m[5]*m[11] - m[12]*m[7]*m[9]
    inv[12] = -m[4]*m[9]*m[14] + m[4]*m[10]*m[13] + m[8]*m[5]*m[14] - m[8]*m[6]*m[13] - m[12]*m[5]*m[10] + m[12]*m[6]*m[9]
    inv[1] = -m[1]*m[10]*m[15] + m[1]*m[11]*m[14] + m[9]*m[2]*m[15] - m[9]*m[3]*m[14] - m[13]*m[2]*m[11] + m[13]*m[3]*m[10]
    inv[5] = m[0]*m[10]*m[15] - m[0]*m[11]*m[14] - m[8]*m[2]*m[15] + m[8]*m[3]*m[14] + m[12]*m[2]*m[11] - m[12]*m[3]*m[10]
    inv[9] = -m[0]*m[9]*m[15] + m[0]*m[11]*m[13] + m[8]*m[1]*m[15] - m[8]*m[3]*m[13] - m[12]*m[1]*m[11] + m[12]*m[3]*m[9]
    inv[13] = m[0]*m[9]*m[14] - m[0]*m[10]*m[13] - m[8]*m[1]*m[14] + m[8]*m[2]*m[13] + m[12]*m[1]*m[10] - m[12]*m[2]*m[9]
    inv[2] = m[1]*m[6]*m[15] - m[1]*m[7]*m[14] - m[5]*m[2]*m[15] + m[5]*m[3]*m[14] + m[13]*m[2]*m[7] - m[13]*m[3]*m[6]
    inv[6] = -m[0]*m[6]*m[15] + m[0]*m[7]*m[14] + m[4]*m[2]*m[15] - m[4]*m[3]*m[14] - m[12]*m[2]*m[7] + m[12]*m[3]*m[6]
    inv[10] = m[0]*m[5]*m[15] - m[0]*m[7]*m[13] - m[4]*m[1]*m[15] + m[4]*m[3]*m[13] + m[12]*m[1]*m[7] - m[12]*m[3]*m[5]
    inv[14] = -m[0]*m[5]*m[14] + m[0]*m[6]*m[13] + m[4]*m[1]*m[14] - m[4]*m[2]*m[13] - m[12]*m[1]*m[6] + m[12]*m[2]*m[5]
    inv[3] = -m[1]*m[6]*m[11] + m[1]*m[7]*m[10] + m[5]*m[2]*m[11] - m[5]*m[3]*m[10] - m[9]*m[2]*m[7] + m[9]*m[3]*m[6]
    inv[7] = m[0]*m[6]*m[11] - m[0]*m[7]*m[10] - m[4]*m[2]*m[11] + m[4]*m[3]*m[10] + m[8]*m[2]*m[7] - m[8]*m[3]*m[6]
    inv[11] = -m[0]*m[5]*m[11] + m[0]*m[7]*m[9] + m[4]*m[1]*m[11] - m[4]*m[3]*m[9] - m[8]*m[1]*m[7] + m[8]*m[3]*m[5]
    inv[15] = m[0]*m[5]*m[10] - m[0]*m[6]*m[9] - m[4]*m[1]*m[10] + m[4]*m[2]*m[9] + m[8]*m[1]*m[6] - m[8]*m[2]*m[5]
    let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
    guard det != 0 else { return t }
    let f = 1 / det
    return CATransform3D(m11: inv[0] * f, m12: inv[1] * f, m13: inv[2] * f, m14: inv[3] * f,
                         m21: inv[4] * f, m22: inv[5] * f, m23: inv[6] * f, m24: inv[7] * f,
                         m31: inv[8] * f, m32: inv[9] * f, m33: inv[10] * f, m34: inv[11] * f,
                         m41: inv[12] * f, m42: inv[13] * f, m43: inv[14] * f, m44: inv[15] * f)
}

/// The 3-D transform that acts as `m` on the xy plane: `(a, b, 0, 0; c, d, 0, 0; 0, 0, 1, 0; tx, ty, 0, 1)`.
@inlinable
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(m11: m.a, m12: m.b, m13: 0, m14: 0,
                  m21: m.c, m22: m.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0,
                  m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// True when `t` maps the xy plane affinely (only `m11 m12 m21 m22 m41 m42` differ from the identity).
@inlinable
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 &&
        t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0 &&
        t.m43 == 0 && t.m44 == 1
}

/// The affine part: `(m11, m12, m21, m22, m41, m42)`.
@inlinable
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
