import Foundation

/// Components of an animated value, whatever its type: a scalar uses component 0, a point 0–1, a
/// rect 0–3 (x, y, width, height), a colour 0–3 (red, green, blue, alpha) and a transform all 16
/// in the decomposed form of `_TransformComponents`. A fixed-size SIMD value: arithmetic on it
/// never allocates.
package typealias _AnimVector = SIMD16<Double>

/// A layer property Core Animation can animate. Adding a property (a rendering one such as
/// `cornerRadius`) means adding a case, its component count, and reading and writing it in
/// `_CALayerPresentedState` and `CALayer._modelVector(of:)`.
package enum _AnimatableProperty: Int, CaseIterable, Sendable {
    case bounds, position, anchorPoint, transform, opacity, zPosition, backgroundColor

    /// Number of components the property's vector uses.
    var componentCount: Int {
        switch self {
        case .bounds, .backgroundColor: 4
        case .position, .anchorPoint: 2
        case .transform: 16
        case .opacity, .zPosition: 1
        }
    }
}

/// An animatable key path: a whole property (`"position"`) or a part of one (`"position.x"`,
/// `"bounds.size"`, `"transform.rotation.z"`). A part is a run of components of the property's
/// vector; `broadcast` copies a one-component value into several (`"transform.scale"` sets both
/// scale factors).
package struct _AnimatableKeyPath: Hashable, Sendable {
    package let property: _AnimatableProperty
    package let offset: Int
    package let count: Int
    let broadcast: Int

    /// True when the key path names the whole property.
    var isWholeProperty: Bool { offset == 0 && count == property.componentCount }

    private init(_ property: _AnimatableProperty, _ offset: Int = 0, _ count: Int? = nil, broadcast: Int? = nil) {
        self.property = property
        self.offset = offset
        self.count = count ?? property.componentCount
        self.broadcast = broadcast ?? (count ?? property.componentCount)
    }

    package init(property: _AnimatableProperty) { self.init(property) }

    /// The key paths Core Animation documents for the properties that exist; nil for others.
    package init?(_ keyPath: String) {
        switch keyPath {
        case "bounds": self.init(.bounds)
        case "bounds.origin": self.init(.bounds, 0, 2)
        case "bounds.origin.x": self.init(.bounds, 0, 1)
        case "bounds.origin.y": self.init(.bounds, 1, 1)
        case "bounds.size": self.init(.bounds, 2, 2)
        case "bounds.size.width": self.init(.bounds, 2, 1)
        case "bounds.size.height": self.init(.bounds, 3, 1)
        case "position": self.init(.position)
        case "position.x": self.init(.position, 0, 1)
        case "position.y": self.init(.position, 1, 1)
        case "anchorPoint": self.init(.anchorPoint)
        case "anchorPoint.x": self.init(.anchorPoint, 0, 1)
        case "anchorPoint.y": self.init(.anchorPoint, 1, 1)
        case "transform": self.init(.transform)
        case "transform.translation": self.init(.transform, _TransformComponents.translationX, 2)
        case "transform.translation.x": self.init(.transform, _TransformComponents.translationX, 1)
        case "transform.translation.y": self.init(.transform, _TransformComponents.translationY, 1)
        case "transform.scale": self.init(.transform, _TransformComponents.scaleX, 1, broadcast: 2)
        case "transform.scale.x": self.init(.transform, _TransformComponents.scaleX, 1)
        case "transform.scale.y": self.init(.transform, _TransformComponents.scaleY, 1)
        case "transform.rotation", "transform.rotation.z": self.init(.transform, _TransformComponents.rotation, 1)
        case "opacity": self.init(.opacity)
        case "zPosition": self.init(.zPosition)
        case "backgroundColor": self.init(.backgroundColor)
        default: return nil
        }
    }

    /// The property a layer setter changes, by its key (`"position"`, `"opacity"`…).
    package static func wholeProperty(forKey key: String) -> _AnimatableProperty? {
        guard let path = _AnimatableKeyPath(key), path.isWholeProperty else { return nil }
        return path.property
    }

    /// The key of a whole property, as the layer passes it to `action(forKey:)`.
    package static func key(of property: _AnimatableProperty) -> String {
        switch property {
        case .bounds: "bounds"
        case .position: "position"
        case .anchorPoint: "anchorPoint"
        case .transform: "transform"
        case .opacity: "opacity"
        case .zPosition: "zPosition"
        case .backgroundColor: "backgroundColor"
        }
    }

    /// Reads this key path's part out of a whole-property vector (components moved to 0…count−1).
    @inline(__always)
    func extract(from whole: _AnimVector) -> _AnimVector {
        if isWholeProperty { return whole }
        var v = _AnimVector()
        for i in 0..<count { v[i] = whole[offset + i] }
        return v
    }

    /// Writes `part` into `whole`: replacing the components, or adding to them when `additive`.
    @inline(__always)
    package func apply(_ part: _AnimVector, to whole: inout _AnimVector, additive: Bool) {
        if isWholeProperty {
            if additive { whole += part } else { whole = part }
            return
        }
        for i in 0..<broadcast {
            let value = part[i % count]
            if additive { whole[offset + i] += value } else { whole[offset + i] = value }
        }
    }

    /// True for the rotation component of a transform, whose differences are angles.
    var isRotation: Bool {
        property == .transform && offset == _TransformComponents.rotation && count == 1
    }
}

/// A colour that can be animated as `backgroundColor` (UIKit's `UIColor` adopts it; so will
/// `CGColor` when it exists). Not API.
package protocol _CAAnimatableColor {
    /// Red, green, blue, alpha.
    var _animatableComponents: SIMD4<Double> { get }
}

/// Turning the values users give animations (`fromValue`, `values`…) into vectors and back.
enum _AnimValueConversion {
    /// The vector for `value` as a value of `path`, or nil when the value does not fit (a point
    /// for `opacity`, say). Scalars may be any number type; points, sizes, rects, transforms
    /// (3-D or affine) and colours as themselves.
    static func vector(from value: Any, for path: _AnimatableKeyPath) -> _AnimVector? {
        var v = _AnimVector()
        if path.count == 1 {
            guard let x = scalar(value) else { return nil }
            v[0] = x
            return v
        }
        switch value {
        case let p as CGPoint where path.count == 2:
            v[0] = Double(p.x); v[1] = Double(p.y)
        case let s as CGSize where path.count == 2:
            v[0] = Double(s.width); v[1] = Double(s.height)
        case let r as CGRect where path.count == 4 && path.property == .bounds:
            v[0] = Double(r.origin.x); v[1] = Double(r.origin.y)
            v[2] = Double(r.size.width); v[3] = Double(r.size.height)
        case let t as CATransform3D where path.property == .transform && path.isWholeProperty:
            v = _TransformComponents.decompose(t)
        case let t as CGAffineTransform where path.property == .transform && path.isWholeProperty:
            v = _TransformComponents.decompose(CATransform3DMakeAffineTransform(t))
        case let c as any _CAAnimatableColor where path.property == .backgroundColor:
            let rgba = c._animatableComponents
            v[0] = rgba[0]; v[1] = rgba[1]; v[2] = rgba[2]; v[3] = rgba[3]
        default:
            return nil
        }
        return v
    }

    /// A number of any of Swift's and Foundation's numeric types.
    static func scalar(_ value: Any) -> Double? {
        switch value {
        case let x as Double: x
        case let x as CGFloat: Double(x)
        case let x as Float: Double(x)
        case let x as Int: Double(x)
        case let x as NSNumber: x.doubleValue
        default: nil
        }
    }

    /// The value of `path` that `vector` stands for, as Core Animation would hand it out.
    static func value(from v: _AnimVector, for path: _AnimatableKeyPath) -> Any {
        if path.count == 1 { return CGFloat(v[0]) }
        switch path.property {
        case .bounds where path.count == 4:
            return CGRect(x: v[0], y: v[1], width: v[2], height: v[3])
        case .bounds where path.offset == 2:
            return CGSize(width: v[0], height: v[1])
        case .transform:
            return path.isWholeProperty ? _TransformComponents.compose(v) : CGPoint(x: v[0], y: v[1])
        case .backgroundColor:
            return SIMD4<Double>(v[0], v[1], v[2], v[3])
        default:
            return CGPoint(x: v[0], y: v[1])
        }
    }
}
