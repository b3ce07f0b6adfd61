import CoreGraphics

/// `_requireFinite` (CoreGraphics/_FiniteCheck.swift) for a 3-D transform: every entry finite.
@inlinable @inline(__always)
package func _requireFinite(_ t: CATransform3D, _ property: @autoclosure () -> String,
                            file: StaticString = #fileID, line: UInt = #line) {
    if t.m11.isFinite && t.m12.isFinite && t.m13.isFinite && t.m14.isFinite
        && t.m21.isFinite && t.m22.isFinite && t.m23.isFinite && t.m24.isFinite
        && t.m31.isFinite && t.m32.isFinite && t.m33.isFinite && t.m34.isFinite
        && t.m41.isFinite && t.m42.isFinite && t.m43.isFinite && t.m44.isFinite { return }
    _nonFiniteFailure(property(), [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24],
                      [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44], file: file, line: line)
}
