import Foundation

/// The decomposed form in which transforms are interpolated, so that a rotation turns instead of
/// shrinking through the middle.
///
/// The affine part, read as the column-vector matrix A = [[m11, m21], [m12, m22]], is split as
/// A = R(θ) · [[sx, k], [0, sy]] (QR): θ = atan2(m12, m11), sx = √(m11² + m12²),
/// k = cos θ·m21 + sin θ·m22, sy = −sin θ·m21 + cos θ·m22. A reflection (negative determinant)
/// is carried by a negative sx with θ taken from the negated first column, so a horizontal flip
/// interpolates as a squash through zero width, as Core Animation shows it. The translation
/// (m41, m42) is kept as is, and the ten non-affine entries (m13, m14, m23, m24, m31…m34, m43,
/// m44) are interpolated linearly.
///
/// Interpolations and additive sums happen component-wise on this form; differences of θ are
/// taken the short way round (within ±π).
package enum _TransformComponents {
    package static let translationX = 0
    static let translationY = 1
    package static let scaleX = 2
    static let scaleY = 3
    package static let rotation = 4
    static let shear = 5

    /// The components of `t` (see the type's documentation).
    static func decompose(_ t: CATransform3D) -> _AnimVector {
        let a = Double(t.m11), b = Double(t.m12), c = Double(t.m21), d = Double(t.m22)
        var sx = (a * a + b * b).squareRoot()
        var theta: Double
        if a * d - b * c < 0 {
            sx = -sx
            theta = atan2(-b, -a)
        } else {
            theta = atan2(b, a)
        }
        if sx == 0 { theta = 0 }
        let cosT = cos(theta), sinT = sin(theta)
        let k = cosT * c + sinT * d
        let sy = -sinT * c + cosT * d
        return _AnimVector(Double(t.m41), Double(t.m42), sx, sy, theta, k,
                           Double(t.m13), Double(t.m14), Double(t.m23), Double(t.m24),
                           Double(t.m31), Double(t.m32), Double(t.m33), Double(t.m34),
                           Double(t.m43), Double(t.m44))
    }

    /// The transform with components `v`; `compose(decompose(t)) == t` up to rounding.
    static func compose(_ v: _AnimVector) -> CATransform3D {
        let sx = v[scaleX], sy = v[scaleY], theta = v[rotation], k = v[shear]
        let cosT = cos(theta), sinT = sin(theta)
        var t = CATransform3DIdentity
        t.m11 = CGFloat(cosT * sx); t.m12 = CGFloat(sinT * sx)
        t.m21 = CGFloat(cosT * k - sinT * sy); t.m22 = CGFloat(sinT * k + cosT * sy)
        t.m41 = CGFloat(v[translationX]); t.m42 = CGFloat(v[translationY])
        t.m13 = CGFloat(v[6]); t.m14 = CGFloat(v[7]); t.m23 = CGFloat(v[8]); t.m24 = CGFloat(v[9])
        t.m31 = CGFloat(v[10]); t.m32 = CGFloat(v[11]); t.m33 = CGFloat(v[12]); t.m34 = CGFloat(v[13])
        t.m43 = CGFloat(v[14]); t.m44 = CGFloat(v[15])
        return t
    }

    /// `angle` moved by whole turns into (−π, π].
    package static func shortestAngle(_ angle: Double) -> Double {
        var a = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
        if a > Double.pi { a -= 2 * Double.pi } else if a <= -Double.pi { a += 2 * Double.pi }
        return a
    }

    /// `to` with its rotation moved by whole turns so that it lies within π of `from`'s: the
    /// interpolation from `from` then turns the short way.
    static func alignRotation(_ to: _AnimVector, with from: _AnimVector) -> _AnimVector {
        var r = to
        r[rotation] = from[rotation] + shortestAngle(to[rotation] - from[rotation])
        return r
    }
}
