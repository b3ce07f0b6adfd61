import Foundation

/// Something with traits that learns when they change: `UIScreen`, `UIWindow`, `UIView`,
/// `UIViewController`.
///
/// A window's traits follow its size and its screen (`TraitConstants`); its controllers and views
/// have the window's. When a window's traits change (its size or its screen's scale changed) they
/// are told in UIKit's order, each only if its traits actually changed: the window, then each
/// view of the window's tree depth-first in subview order, a view controller just before its
/// view — so the root view controller, its view, its subviews (a child controller before its
/// view), then the presented controllers (their views lie in front of the root's). Each gets
/// `traitCollectionDidChange(_:)` with the old traits, then its trait change registrations
/// (`registerForTraitChanges`) whose traits changed, with `UITraitCollection.current` its new
/// traits.
@MainActor
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A handler of trait changes: the environment whose traits changed and its previous traits.
public typealias UITraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

/// A token for a trait change registration, for `unregisterForTraitChanges(_:)`.
@MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// Objects that can register handlers for changes of some of their traits (iOS 17).
@MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {
    var _traitChangeRegistrations: [_UITraitChangeRegistration] { get set }
}

extension UITraitChangeObservable {
    /// Calls `handler` with this object and its previous traits each time one of `traits`
    /// changes. The registration lives as long as the object (or until unregistered); the
    /// handler gets the object as an argument, so it need not capture it.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], handler: @escaping UITraitChangeHandler<Self>) -> any UITraitChangeRegistration {
        let registration = _UITraitChangeRegistration(traits: traits) { environment, previous in
            if let environment = environment as? Self { handler(environment, previous) }
        }
        _traitChangeRegistrations.append(registration)
        return registration
    }

    /// Calls `action` on `target` (held weakly) each time one of `traits` changes (Rockhopper's
    /// target–action by method reference; UIKit takes a selector).
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target,
                                                           action: @escaping (Target) -> () -> Void) -> any UITraitChangeRegistration {
        let registration = _UITraitChangeRegistration(traits: traits) { [weak target] _, _ in
            if let target { action(target)() }
        }
        _traitChangeRegistrations.append(registration)
        return registration
    }

    /// Removes a registration made by `registerForTraitChanges`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        _traitChangeRegistrations.removeAll { $0 === registration }
    }

    /// Tells this object its traits changed from `previous` (if they did): its
    /// `traitCollectionDidChange(_:)`, then its registrations for the traits that changed.
    func _notifyTraitChange(from previous: UITraitCollection) {
        let now = traitCollection
        guard now != previous else { return }
        UITraitCollection._withCurrent(now) {
            traitCollectionDidChange(previous)
            for registration in _traitChangeRegistrations where now._differs(from: previous, in: registration.traits) {
                registration.handler(self, previous)
            }
        }
    }
}

/// A registered trait change handler. Not API.
@MainActor
public final class _UITraitChangeRegistration: UITraitChangeRegistration {
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void

    init(traits: [UITrait], handler: @escaping (AnyObject, UITraitCollection) -> Void) {
        self.traits = traits
        self.handler = handler
    }
}
