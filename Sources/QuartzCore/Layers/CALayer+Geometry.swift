import CoreGraphics

// Coordinate conversion and hit-testing. Everything here walks only the path between the layers
// involved and allocates nothing.
extension CALayer {
    /// The affine map from this layer's coordinates to its superlayer's:
    /// `p ↦ position + T(p − pivot)`.
    var _ownToSuperlayerTransform: CGAffineTransform {
        let pivotX = _storedBounds.origin.x + _anchorPoint.x * _storedBounds.size.width
        let pivotY = _storedBounds.origin.y + _anchorPoint.y * _storedBounds.size.height
        return CGAffineTransform(translationX: -pivotX, y: -pivotY)
            .concatenating(_affine)
            .concatenating(CGAffineTransform(translationX: _position.x, y: _position.y))
    }

    /// Maps a point from this layer's coordinates to its superlayer's.
    @inline(__always)
    func _convertToSuperlayer(_ p: CGPoint) -> CGPoint {
        let x = p.x - (_storedBounds.origin.x + _anchorPoint.x * _storedBounds.size.width)
        let y = p.y - (_storedBounds.origin.y + _anchorPoint.y * _storedBounds.size.height)
        if _hasIdentityTransform { return CGPoint(x: _position.x + x, y: _position.y + y) }
        let t = _affine
        return CGPoint(x: _position.x + t.a * x + t.c * y + t.tx,
                       y: _position.y + t.b * x + t.d * y + t.ty)
    }

    /// The nearest layer that is both `self` or above it and `other` or above it; nil when the two
    /// are in different trees.
    func _commonAncestor(with other: CALayer) -> CALayer? {
        var a: CALayer? = self, b: CALayer? = other
        var depthA = _depth, depthB = other._depth
        while depthA > depthB { a = a?._superlayer; depthA -= 1 }
        while depthB > depthA { b = b?._superlayer; depthB -= 1 }
        while let x = a, let y = b {
            if x === y { return x }
            a = x._superlayer; b = y._superlayer
        }
        return nil
    }

    /// Number of ancestors.
    var _depth: Int {
        var n = 0
        var current = _superlayer
        while let c = current { n += 1; current = c._superlayer }
        return n
    }

    /// Maps `p` from this layer up to `ancestor` (nil: past the root, into the space the root's
    /// `position` lives in).
    func _convertUp(_ p: CGPoint, to ancestor: CALayer?) -> CGPoint {
        var p = p
        var current: CALayer? = self
        while let c = current, c !== ancestor {
            p = c._convertToSuperlayer(p)
            current = c._superlayer
        }
        return p
    }

    /// Maps `p` from `ancestor` (nil: the space the root's `position` lives in) down to this layer.
    func _convertDown(_ p: CGPoint, from ancestor: CALayer?) -> CGPoint {
        if self === ancestor { return p }
        // The path from below `ancestor` down to this layer, applied top down. Short paths use
        // the call stack; deep ones a list (no depth limit).
        var depth = 0
        var current: CALayer? = self
        while let c = current, c !== ancestor, depth <= 32 { depth += 1; current = c._superlayer }
        if depth <= 32 { return _convertDownRecursively(p, from: ancestor) }
        var path: [CALayer] = []
        current = self
        while let c = current, c !== ancestor {
            path.append(c)
            current = c._superlayer
        }
        // Past the root without meeting `ancestor`: the root's superlayer space is only `nil`'s.
        if current == nil && ancestor != nil { path.removeLast() }
        var q = p
        for layer in path.reversed() { q = layer._convertFromSuperlayer(q) }
        return q
    }

    private func _convertDownRecursively(_ p: CGPoint, from ancestor: CALayer?) -> CGPoint {
        if self === ancestor { return p }
        guard let parent = _superlayer else {
            return ancestor == nil ? _convertFromSuperlayer(p) : p
        }
        return _convertFromSuperlayer(parent._convertDownRecursively(p, from: ancestor))
    }

    /// Converts `p` from this layer's coordinates to `layer`'s. Layers in different trees are
    /// related through the space their roots' positions live in (for UIKit, the screen); `nil`
    /// means that space.
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let layer else { return _convertUp(p, to: nil) }
        if layer === self { return p }
        if layer === _superlayer { return _convertToSuperlayer(p) }
        if layer._superlayer === self { return layer._convertFromSuperlayer(p) }
        let ancestor = _commonAncestor(with: layer)
        return layer._convertDown(_convertUp(p, to: ancestor), from: ancestor)
    }

    /// Converts `p` from `layer`'s coordinates (nil: the roots' space) to this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        guard let layer else { return _convertDown(p, from: nil) }
        return layer.convert(p, to: self)
    }

    /// Converts a rectangle; under rotation the result is the bounding box of the four converted
    /// corners.
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        _convertCorners(of: r) { convert($0, to: layer) }
    }

    /// Converts a rectangle from `layer`'s coordinates; see `convert(_:to:)`.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        _convertCorners(of: r) { convert($0, from: layer) }
    }

    /// The bounding box of `r`'s four corners mapped by `map`; null and infinite rects pass through.
    private func _convertCorners(of r: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        if r.isNull || r.isInfinite { return r }
        let s = r.standardized
        return _boundingBox(map(CGPoint(x: s.minX, y: s.minY)), map(CGPoint(x: s.maxX, y: s.minY)),
                            map(CGPoint(x: s.minX, y: s.maxY)), map(CGPoint(x: s.maxX, y: s.maxY)))
    }

    /// Sublayers front to back: descending `zPosition`, later sublayers first among equals.
    func _frontToBackSublayers() -> [CALayer] {
        let subs = _storedSublayers
        if subs.allSatisfy({ $0.zPosition == subs[0].zPosition }) { return subs.reversed() }
        return subs.enumerated()
            .sorted { $0.element.zPosition != $1.element.zPosition
                ? $0.element.zPosition > $1.element.zPosition : $0.offset > $1.offset }
            .map(\.element)
    }
}

@inline(__always)
func _boundingBox(_ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ p4: CGPoint) -> CGRect {
    let minX = min(p1.x, p2.x, p3.x, p4.x), maxX = max(p1.x, p2.x, p3.x, p4.x)
    let minY = min(p1.y, p2.y, p3.y, p4.y), maxY = max(p1.y, p2.y, p3.y, p4.y)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}
