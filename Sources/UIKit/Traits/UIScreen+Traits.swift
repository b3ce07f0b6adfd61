import Foundation

extension UIScreen: UITraitChangeObservable {
    /// The traits of an environment of `size` on this screen.
    func _traits(for size: CGSize) -> UITraitCollection {
        let classes = TraitConstants.sizeClasses(for: size, idiom: _userInterfaceIdiom)
        let direction: UITraitEnvironmentLayoutDirection =
            UIApplication._userInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return UITraitCollection(_horizontal: classes.horizontal, vertical: classes.vertical, idiom: _userInterfaceIdiom,
                                 scale: scale, style: .light, direction: direction, contentSize: .large)
    }

    func _traitCollection() -> UITraitCollection {
        if let cached = _traitCollectionCache { return cached }
        let traits = _traits(for: bounds.size)
        _traitCollectionCache = traits
        return traits
    }

    /// Sets the screen's size (a window resize) and tells it if its traits changed.
    func _setSize(_ size: CGSize) {
        let previous = _traitCollectionCache ?? _traits(for: bounds.size)
        bounds = CGRect(origin: .zero, size: size)
        let traits = _traits(for: size)
        _traitCollectionCache = traits
        _notifyTraitChange(from: previous)
    }
}
