import Foundation

// Activation: a constraint is installed on the closest common ancestor of its items' views (a
// view counts as its own ancestor; a guide stands for its owning view), listed in that view's
// `constraints`, and handed to the layout engine of the hierarchy's root.
extension NSLayoutConstraint {
    func _activate() {
        guard !_isActive else { return }
        guard let first = firstItem as? any _UILayoutItem else {
            _rockhopperFailure("Unable to activate constraint \(self): its first item no longer exists")
        }
        guard let firstView = first._hierarchyView else {
            _rockhopperFailure("Unable to activate constraint with anchors \(firstAnchor) because the layout guide \(NSLayoutConstraint._itemName(first)) is not in a view (add it with UIView.addLayoutGuide(_:) first).")
        }
        var ancestor = firstView
        for object in _relatedItems.dropFirst() {
            guard let object else { continue }
            guard let view = (object as? any _UILayoutItem)?._hierarchyView,
                  let common = UIView._closestCommonAncestor(ancestor, view) else {
                _rockhopperFailure("Unable to activate constraint with anchors \(firstAnchor) and \(secondAnchor.map { "\($0)" } ?? "(null)") because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            }
            ancestor = common
        }
        _isActive = true
        _installedOn = ancestor
        ancestor._layoutItemState.installed.append(self)
        ancestor._rootLayoutEngine(creating: true)!.add(self)
    }

    func _deactivate() {
        guard _isActive else { return }
        _isActive = false
        if let view = _installedOn, let state = view._existingLayoutItemState,
           let i = state.installed.lastIndex(where: { $0 === self }) {
            state.installed.remove(at: i)
        }
        _installedOn = nil
        _engine?.remove(self)
        _isBroken = false
    }
}

extension UIView {
    /// The closest view both `a` and `b` are (or are inside of); nil in different hierarchies.
    static func _closestCommonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        if a === b { return a }
        if b._superview === a { return a }
        if a._superview === b { return b }
        if let pa = a._superview, pa === b._superview { return pa }
        var depthA = 0, depthB = 0
        var v: UIView? = a
        while let c = v { depthA += 1; v = c._superview }
        v = b
        while let c = v { depthB += 1; v = c._superview }
        var x: UIView? = a, y: UIView? = b
        while depthA > depthB { x = x?._superview; depthA -= 1 }
        while depthB > depthA { y = y?._superview; depthB -= 1 }
        while let cx = x, let cy = y {
            if cx === cy { return cx }
            x = cx._superview
            y = cy._superview
        }
        return nil
    }

    /// The root of the view's hierarchy.
    var _hierarchyRoot: UIView {
        var root = self
        while let parent = root._superview { root = parent }
        return root
    }

    /// The layout engine of the view's hierarchy (made when `creating` and missing).
    func _rootLayoutEngine(creating: Bool) -> _UILayoutEngine? {
        let root = _hierarchyRoot
        if root._layoutEngine == nil && creating { root._layoutEngine = _UILayoutEngine() }
        return root._layoutEngine
    }
}
