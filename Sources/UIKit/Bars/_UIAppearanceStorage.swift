import Foundation

/// UIAppearance for one application: each class's appearance proxy and the values set on it.
/// Not API.
///
/// UIKit's rule (Apple's `UIAppearance` documentation): a value set on a class's proxy
/// (`UINavigationBar.appearance().barTintColor = …`) applies to instances of that class when they
/// enter a window, unless the instance set that property itself; changing the proxy later does
/// not restyle views already in a window (remove and add them again to refresh). Rockhopper also
/// applies the proxy when an instance is made, so a bar that never enters a window looks the same.
///
/// How a class takes part (`UINavigationBar`, `UIToolbar`, `UIBarButtonItem`; reusable for tab
/// bars): it keeps an `_UIAppearanceState`, its `appearance()` returns
/// `storage.proxy(of: Class.self, as: Self.self, make:)` (an instance whose state is marked as the proxy), and
/// the setter of each appearance property calls `state.noteSet(key, apply)` first: on the proxy
/// that records `apply`; on an instance it marks `key` as set by the instance. The instance calls
/// `_UIAppearanceStorage.apply(to:)` when made and when it enters a window.
///
/// One storage per application (`_UIRuntime.appearance`), so test hosts side by side, or one
/// after the other, don't see each other's proxies.
@MainActor
final class _UIAppearanceStorage {
    private var proxies: [ObjectIdentifier: AnyObject] = [:]
    private var recordings: [ObjectIdentifier: _UIAppearanceRecording] = [:]

    /// The appearance storage of the application running now.
    static var current: _UIAppearanceStorage { _UIRuntime.current.appearance }

    /// What `appearance()` returns: the proxy of `base` (made with `make` and marked as the proxy
    /// the first time it is asked for), as `Requested` — the class `appearance()` was called on.
    /// Asked through a subclass, it stops the program: Swift cannot make a proxy of an app's
    /// subclass without a `required` initializer.
    func proxy<Base: _UIAppearanceParticipant, Requested>(of base: Base.Type, as requested: Requested.Type,
                                                         make: () -> Base) -> Requested {
        let key = ObjectIdentifier(base)
        let proxy: Base
        if let existing = proxies[key] as? Base {
            proxy = existing
        } else {
            let recording = _UIAppearanceRecording()
            proxy = make()
            proxy._appearanceState.recording = recording
            proxies[key] = proxy
            recordings[key] = recording
        }
        guard let typed = proxy as? Requested else {
            _rockhopperFailure("\(Requested.self).appearance(): appearance proxies of subclasses are not supported by Rockhopper; use \(Base.self).appearance()")
        }
        return typed
    }

    /// What was set on `type`'s proxy; nil when its proxy was never asked for.
    func recording(for type: AnyClass) -> _UIAppearanceRecording? {
        recordings[ObjectIdentifier(type)]
    }
}

/// The values set on one class's appearance proxy: for each property (by key), the closure that
/// sets it on an instance, in the order the properties were first set. Not API.
@MainActor
final class _UIAppearanceRecording {
    private(set) var keys: [String] = []
    private var setters: [String: @MainActor (AnyObject) -> Void] = [:]

    /// Records `setter` for `key`, replacing an earlier one (which keeps its place in the order).
    func record(_ key: String, _ setter: @escaping @MainActor (AnyObject) -> Void) {
        if setters.updateValue(setter, forKey: key) == nil { keys.append(key) }
    }

    /// The setter recorded for `key`.
    func setter(for key: String) -> (@MainActor (AnyObject) -> Void)? { setters[key] }
}

/// One object's side of UIAppearance. Not API.
@MainActor
struct _UIAppearanceState {
    /// Set on a proxy: where the values set on it are recorded.
    var recording: _UIAppearanceRecording?
    /// The properties the object set itself, which its class's proxy never overrides.
    private(set) var setByInstance: Set<String> = []
    /// True while the proxy's values are being applied (those sets are not the instance's own).
    var isApplying = false

    /// Whether this object is an appearance proxy.
    var isProxy: Bool { recording != nil }

    /// Called by an appearance property's setter before it stores the value: a proxy records
    /// `setter` (which sets the same value on an instance); an instance notes that it set `key`
    /// itself, unless the proxy's values are being applied.
    mutating func noteSet(_ key: String, _ setter: @escaping @MainActor (AnyObject) -> Void) {
        if let recording {
            recording.record(key, setter)
        } else if !isApplying {
            setByInstance.insert(key)
        }
    }
}

/// An object that takes part in UIAppearance. Not API.
@MainActor
protocol _UIAppearanceParticipant: AnyObject {
    /// The object's appearance state.
    var _appearanceState: _UIAppearanceState { get set }
    /// The class whose proxy applies to the object (the UIKit class, not the app's subclass).
    static var _appearanceClass: AnyClass { get }
}

extension _UIAppearanceParticipant {
    /// Applies the values set on the proxy of `Self._appearanceClass` in `storage` (default: the
    /// running application's) that this object did not set itself, in the order they were first
    /// set. Nothing happens for a proxy.
    func _applyAppearance(from storage: _UIAppearanceStorage = .current) {
        guard !_appearanceState.isProxy, let recording = storage.recording(for: Self._appearanceClass) else { return }
        _appearanceState.isApplying = true
        for key in recording.keys where !_appearanceState.setByInstance.contains(key) {
            recording.setter(for: key)?(self)
        }
        _appearanceState.isApplying = false
    }
}
