import Foundation

// Coordinate conversion between views, and the view's reaction to geometry changes.
extension UIView {
    /// Converts `point` from this view's bounds coordinates to `view`'s; nil means this view's
    /// window (or, outside a window, the root of its hierarchy). Goes through every `bounds.origin`,
    /// `center` and `transform` on the way, walking only the path between the two views.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: _layerForConversion(view))
    }

    /// Converts `point` from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: _layerForConversion(view))
    }

    /// Converts `rect`; under rotation the result is the bounding box of the converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: _layerForConversion(view))
    }

    /// Converts `rect` from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: _layerForConversion(view))
    }

    /// The layer standing for `view` in a conversion: nil means the window, or the root view of the
    /// hierarchy when there is no window.
    private func _layerForConversion(_ view: UIView?) -> CALayer {
        if let view { return view.layer }
        if let window = _window { return window.layer }
        var root: UIView = self
        while let parent = root._superview { root = parent }
        return root.layer
    }

    // MARK: Reacting to geometry changes

    package func _layerBoundsDidChange(_ layer: CALayer, from old: CGRect) {
        setNeedsLayout()
        if _layoutState != nil { _noteFrameChangeForLayoutEngine() }
        let new = layer._bounds
        guard old.size != new.size else { return }
        _layoutMarginsSizeDidChange()
        if autoresizesSubviews && !_subviews.isEmpty {
            for sub in _subviews where !sub.autoresizingMask.isEmpty {
                sub._autoresize(fromSuperviewSize: old.size, to: new.size)
            }
        }
        _superview?.setNeedsLayout()
    }

    /// Applies `autoresizingMask` for a superview size change.
    private func _autoresize(fromSuperviewSize old: CGSize, to new: CGSize) {
        let mask = autoresizingMask
        let f = frame
        let h = _AutoresizingRule.resize(origin: f.minX, length: f.width,
                                         oldSuper: old.width, newSuper: new.width,
                                         flexibleLeading: mask.contains(.flexibleLeftMargin),
                                         flexibleLength: mask.contains(.flexibleWidth),
                                         flexibleTrailing: mask.contains(.flexibleRightMargin))
        let v = _AutoresizingRule.resize(origin: f.minY, length: f.height,
                                         oldSuper: old.height, newSuper: new.height,
                                         flexibleLeading: mask.contains(.flexibleTopMargin),
                                         flexibleLength: mask.contains(.flexibleHeight),
                                         flexibleTrailing: mask.contains(.flexibleBottomMargin))
        let newFrame = CGRect(x: h.origin, y: v.origin, width: h.length, height: v.length)
        if newFrame != f { frame = newFrame }
    }

    // MARK: Hit-testing

    /// The default `hitTest(_:with:)`, iterative so trees of any depth are hit-tested. A view that
    /// accepts the point (visible, interactive, `point(inside:with:)`) always answers with itself
    /// or a descendant, so the walk only goes down: at each level the subviews are asked front to
    /// back. Subviews of classes that may override `hitTest(_:with:)` (see `_UIViewClassInfo`) are
    /// asked through it; the others are tested here, with the same checks as `hitTest` would make.
    package func _defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard _acceptsHit(point, with: event) else { return nil }
        var view = self
        var p = point
        descend: while true {
            let subs = view._subviews
            var i = subs.count
            while i > 0 {
                i -= 1
                let sub = subs[i]
                let local = sub.layer._convertFromSuperlayer(p)
                if _UIViewClassInfo.usesDefaultHitTest(sub) {
                    if sub._acceptsHit(local, with: event) {
                        view = sub
                        p = local
                        continue descend
                    }
                } else if let hit = sub.hitTest(local, with: event) {
                    return hit
                }
            }
            return view
        }
    }

    /// The checks of the default `hitTest(_:with:)` before the subviews are asked.
    private func _acceptsHit(_ point: CGPoint, with event: UIEvent?) -> Bool {
        guard !isHidden, isUserInteractionEnabled,
              layer.opacity >= Float(EventConstants.minimumHitTestAlpha) else { return false }
        // Views with animations in flight ignore touches unless the animation allows them.
        if layer._hasInteractionBlockingAnimations { return false }
        return self.point(inside: point, with: event)
    }
}

/// Which view classes keep UIKit's own `hitTest(_:with:)`. Swift cannot ask whether a method is
/// overridden, so the classes of this module (none overrides it) are hit-tested inline by the
/// default walk and other classes (an app's subclasses) through their `hitTest(_:with:)`.
@MainActor
enum _UIViewClassInfo {
    private static var ownClasses = _ModuleClassCache(module: "UIKit")

    static func usesDefaultHitTest(_ view: UIView) -> Bool {
        let type = type(of: view)
        if type == UIView.self { return true }
        return ownClasses.isDeclaredInModule(type)
    }

    private static var frameworkLayerClasses = _ModuleClassCache(module: "QuartzCore")

    /// Whether the view's layer may skip asking the view for actions outside animation blocks
    /// (`CALayer._delegateRefusesActions`): the view's class is UIKit's (none overrides
    /// `action(for:forKey:)`, which answers `NSNull()` there) and its layer's class is Core
    /// Animation's or UIKit's (none overrides `action(forKey:)` or `defaultAction(forKey:)`).
    /// An app's subclass of either keeps the full lookup, which may answer otherwise.
    static func keepsDefaultActions(_ view: UIView) -> Bool {
        let viewType = type(of: view)
        guard viewType == UIView.self || ownClasses.isDeclaredInModule(viewType) else { return false }
        let layerType = type(of: view.layer)
        return layerType == CALayer.self || frameworkLayerClasses.isDeclaredInModule(layerType)
            || ownClasses.isDeclaredInModule(layerType)
    }
}
