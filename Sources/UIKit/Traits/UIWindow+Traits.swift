import Foundation

extension UIWindow {
    func _windowTraitCollection() -> UITraitCollection {
        if let cached = _traitCollectionCache { return cached }
        let traits = screen._traits(for: bounds.size)
        _traitCollectionCache = traits
        return traits
    }

    /// Brings the window's traits up to date with its size and screen; if they changed, tells
    /// the window, then its tree (see `UITraitEnvironment`). Runs when the window is resized by
    /// the host (`UIApplication._resizeScreen(to:)`) and before the window's layout.
    func _updateTraitCollection() {
        guard let previous = _traitCollectionCache else {
            _ = _windowTraitCollection()
            return
        }
        let traits = screen._traits(for: bounds.size)
        guard traits != previous else { return }
        _traitCollectionCache = traits
        _notifyTraitChange(from: previous)
        var propagation = _UITraitPropagation(previous: previous)
        for controller in _sizeTransitionControllers() { propagation.tell(controller) }
        for subview in _subviews { propagation.tell(subview) }
    }

    /// The controllers that get a window size change from the window: the root view controller
    /// and the controllers presented over it, in order (children get it from their parents).
    func _sizeTransitionControllers() -> [UIViewController] {
        guard let root = rootViewController else { return [] }
        var controllers = [root]
        var next = root._presented
        while let presented = next {
            controllers.append(presented)
            next = presented._presented
        }
        return controllers
    }
}

/// One trait change going down a window: each controller and view is told once, a controller
/// before its view, a view before its subviews; controllers whose views are out of the window
/// (a root under a full-screen presentation, a child not shown) are told with their parent.
@MainActor
struct _UITraitPropagation {
    let previous: UITraitCollection
    private var told: Set<ObjectIdentifier> = []

    init(previous: UITraitCollection) {
        self.previous = previous
    }

    mutating func tell(_ controller: UIViewController) {
        guard told.insert(ObjectIdentifier(controller)).inserted else { return }
        controller._notifyTraitChange(from: previous)
        if let view = controller.viewIfLoaded { tell(view) }
        for child in controller._children { tell(child) }
    }

    mutating func tell(_ view: UIView) {
        if let controller = view._viewController, !told.contains(ObjectIdentifier(controller)) {
            tell(controller)
            return
        }
        guard told.insert(ObjectIdentifier(view)).inserted else { return }
        view._notifyTraitChange(from: previous)
        for subview in view._subviews { tell(subview) }
    }
}
