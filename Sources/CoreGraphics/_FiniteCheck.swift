/// The checks public setters run on geometry, scale, duration, zoom and spring values: NaN (and,
/// where it would break layout, drawing or timing, infinity) stops the program with a message
/// naming the property and the value, in debug and release builds alike (`_rockhopperFailure`).
///
/// Messages follow Core Animation's `CALayerInvalidGeometry` reason
/// ("CALayer position contains NaN: [nan 0]"): `<property> contains NaN: [components]` or
/// `<property> contains infinity: [components]`; a single number reads
/// `<property> must be a finite number (got nan)`. The check itself is a few comparisons and
/// builds no string unless it fails, so setters on hot paths (layout) stay cheap.

/// Stops the program unless `value` is finite.
@inlinable @inline(__always)
package func _requireFinite(_ value: CGFloat, _ property: @autoclosure () -> String,
                            file: StaticString = #fileID, line: UInt = #line) {
    if value.isFinite { return }
    _rockhopperFailure("\(property()) must be a finite number (got \(value))", file: file, line: line)
}

/// Stops the program when `value` is NaN (infinity is allowed).
@inlinable @inline(__always)
package func _requireNotNaN(_ value: CGFloat, _ property: @autoclosure () -> String,
                            file: StaticString = #fileID, line: UInt = #line) {
    if !value.isNaN { return }
    _rockhopperFailure("\(property()) must be a number (got nan)", file: file, line: line)
}

/// Stops the program unless both coordinates of `point` are finite.
@inlinable @inline(__always)
package func _requireFinite(_ point: CGPoint, _ property: @autoclosure () -> String,
                            file: StaticString = #fileID, line: UInt = #line) {
    if point.x.isFinite && point.y.isFinite { return }
    _nonFiniteFailure(property(), [point.x, point.y], file: file, line: line)
}

/// Stops the program unless both dimensions of `size` are finite.
@inlinable @inline(__always)
package func _requireFinite(_ size: CGSize, _ property: @autoclosure () -> String,
                            file: StaticString = #fileID, line: UInt = #line) {
    if size.width.isFinite && size.height.isFinite { return }
    _nonFiniteFailure(property(), [size.width, size.height], file: file, line: line)
}

/// Stops the program unless origin and size of `rect` are finite.
@inlinable @inline(__always)
package func _requireFinite(_ rect: CGRect, _ property: @autoclosure () -> String,
                            file: StaticString = #fileID, line: UInt = #line) {
    if rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite {
        return
    }
    _nonFiniteFailure(property(), [rect.origin.x, rect.origin.y], [rect.size.width, rect.size.height],
                      file: file, line: line)
}

/// The failure of the checks above: "`property` contains NaN: [a b; c d]" (NaN named first when
/// both NaN and infinity occur), the groups of components separated by "; " as Core Animation
/// prints a rect.
@usableFromInline
package func _nonFiniteFailure(_ property: String, _ groups: [CGFloat]..., file: StaticString = #fileID,
                               line: UInt = #line) -> Never {
    let all = groups.joined()
    let kind = all.contains(where: \.isNaN) ? "NaN" : "infinity"
    let text = groups.map { $0.map { "\($0)" }.joined(separator: " ") }.joined(separator: "; ")
    _rockhopperFailure("\(property) contains \(kind): [\(text)]", file: file, line: line)
}

