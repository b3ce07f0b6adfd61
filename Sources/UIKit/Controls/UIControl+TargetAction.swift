import Foundation

// Target–action and `UIAction`s on controls (`UIControl.h`, iOS 14's `addAction(_:for:)`).
//
// Actions are method references (`#selector` does not exist on Linux): `addTarget(self, action:
// Self.login, for: .touchUpInside)` with a method taking the sender, nothing, or the sender and
// the event. Targets are held weakly; a nil target sends the action along the responder chain,
// from the key window's first responder (else from the control), to the first responder that is
// an instance of the method's class. What a selector would name, a method reference cannot be
// compared by, so (DEVIATIONS.md):
// - the same target added from the same place in the source (the same `addTarget` call) is one
//   registration, whose events grow — the case UIKit's merging of duplicates serves (a cell
//   configured again on reuse);
// - `removeTarget(_:action:for:)` matches an action by its signature (the method's class and
//   parameter types), and `actions(forTarget:forControlEvent:)` names actions by that signature.
// `UIAction`s are kept by identifier: adding one with an identifier already there replaces that
// action and adds the events (Apple's documentation of `addAction(_:for:)`).
extension UIControl {
    // MARK: Adding and removing targets

    /// Sends `action(target)(control)` for `controlEvents`. A nil target sends it to the first
    /// responder along the chain that is a `T`.
    public func addTarget<T: AnyObject, Sender: UIControl>(_ target: AnyObject?, action: @escaping (T) -> (Sender) -> Void,
                                                           for controlEvents: Event,
                                                           fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        _checkTarget(target, T.self, Sender.self)
        _addEntry(target: target, accepts: { $0 is T }, invoke: { target, control, _ in action(target as! T)(control as! Sender) },
                  signature: "\(T.self).(\(Sender.self))", events: controlEvents, site: _UIControlCallSite(fileID, line, column))
    }

    /// Sends `action(target)()` for `controlEvents`.
    public func addTarget<T: AnyObject>(_ target: AnyObject?, action: @escaping (T) -> () -> Void, for controlEvents: Event,
                                        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        _checkTarget(target, T.self, UIControl.self)
        _addEntry(target: target, accepts: { $0 is T }, invoke: { target, _, _ in action(target as! T)() },
                  signature: "\(T.self).()", events: controlEvents, site: _UIControlCallSite(fileID, line, column))
    }

    /// Sends `action(target)(control, event)` for `controlEvents`. Actions sent without a touch
    /// (`sendActions(for:)`, programmatic changes) get an empty event.
    public func addTarget<T: AnyObject, Sender: UIControl>(_ target: AnyObject?, action: @escaping (T) -> (Sender, UIEvent) -> Void,
                                                           for controlEvents: Event,
                                                           fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        _checkTarget(target, T.self, Sender.self)
        _addEntry(target: target, accepts: { $0 is T },
                  invoke: { target, control, event in action(target as! T)(control as! Sender, event ?? UIEvent(type: .touches)) },
                  signature: "\(T.self).(\(Sender.self), UIEvent)", events: controlEvents, site: _UIControlCallSite(fileID, line, column))
    }

    /// Removes `controlEvents` from the registrations of `target` (nil: every target) whose
    /// action has `action`'s signature; a registration left with no events goes.
    public func removeTarget<T: AnyObject, Sender: UIControl>(_ target: AnyObject?, action: @escaping (T) -> (Sender) -> Void,
                                                              for controlEvents: Event) {
        _removeEntries(target: target, signature: "\(T.self).(\(Sender.self))", events: controlEvents)
    }

    /// Removes `controlEvents` from `target`'s registrations whose action takes nothing.
    public func removeTarget<T: AnyObject>(_ target: AnyObject?, action: @escaping (T) -> () -> Void, for controlEvents: Event) {
        _removeEntries(target: target, signature: "\(T.self).()", events: controlEvents)
    }

    /// Removes `controlEvents` from every registration of `target` (nil: of every target):
    /// `removeTarget(nil, action: nil, for: .allEvents)` removes all target–action pairs.
    public func removeTarget(_ target: AnyObject?, action: Never?, for controlEvents: Event) {
        _removeEntries(target: target, signature: nil, events: controlEvents)
    }

    /// The targets of the control's registrations (`NSNull` for those sending along the
    /// responder chain), and the `UIAction`s added to it.
    public var allTargets: Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for entry in _actionEntries {
            if let action = entry.uiAction { targets.insert(action); continue }
            if !entry.hadTarget { targets.insert(NSNull()); continue }
            guard let target = entry.target else { continue }
            targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
        }
        return targets
    }

    /// The events some registration or `UIAction` is added for.
    public var allControlEvents: Event {
        _actionEntries.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The actions `target` (nil: the responder chain) has for `controlEvent`, named by their
    /// signature (`"LoginViewController.(UIButton)"`); nil when there are none.
    public func actions(forTarget target: AnyObject?, forControlEvent controlEvent: Event) -> [String]? {
        let names = _actionEntries.filter { entry in
            entry.uiAction == nil && !entry.events.isDisjoint(with: controlEvent)
                && (target == nil ? !entry.hadTarget : entry.target === target)
        }.map(\.signature)
        return names.isEmpty ? nil : names
    }

    // MARK: UIAction

    /// Performs `action` (with the control as its `sender`) for `controlEvents`. An action whose
    /// identifier is already added replaces it and adds the events.
    public func addAction(_ action: UIAction, for controlEvents: Event) {
        if let i = _actionEntries.firstIndex(where: { $0.uiAction?.identifier == action.identifier }) {
            _actionEntries[i].uiAction = action
            _actionEntries[i].events.formUnion(controlEvents)
            return
        }
        _actionEntries.append(_UIControlActionEntry(uiAction: action, events: controlEvents))
    }

    /// Removes `controlEvents` from `action` (matched by identifier).
    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes `controlEvents` from the action with `actionIdentifier`.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        for i in _actionEntries.indices where _actionEntries[i].uiAction?.identifier == actionIdentifier {
            _actionEntries[i].events.subtract(controlEvents)
        }
        _actionEntries.removeAll { $0.uiAction != nil && $0.events.isEmpty }
    }

    // MARK: Sending

    /// Sends the actions added for any of `controlEvents`, each once, in the order they were
    /// added, as a touch would (with no event).
    public func sendActions(for controlEvents: Event) {
        _sendActions(for: controlEvents, with: nil)
    }

    /// Performs `action` with the control as its sender (iOS 14).
    public func sendAction(_ action: UIAction) {
        action._perform(sender: self)
    }

    /// Sends `action` to `target` (nil: along the responder chain) through
    /// `UIApplication.sendAction(_:to:from:for:)`.
    public func sendAction<T: AnyObject, Sender: UIControl>(_ action: @escaping (T) -> (Sender) -> Void, to target: AnyObject?, for event: UIEvent?) {
        _rockhopperPrecondition(self is Sender, "UIControl.sendAction(_:to:for:): the action takes a \(Sender.self), but this control is a \(type(of: self))")
        UIApplication.shared.sendAction(action, to: target, from: self as? Sender, for: event)
    }

    /// Sends `action`, which takes nothing, to `target` (nil: along the responder chain).
    public func sendAction<T: AnyObject>(_ action: @escaping (T) -> () -> Void, to target: AnyObject?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// The dispatch: every registration whose events meet `events`, once, in order. Targets that
    /// are gone are skipped (and their registrations dropped).
    func _sendActions(for events: Event, with event: UIEvent?) {
        guard !_actionEntries.isEmpty else { return }
        // A copy: an action may add or remove registrations.
        let entries = _actionEntries
        var sawReleasedTarget = false
        for entry in entries where !entry.events.isDisjoint(with: events) {
            if let action = entry.uiAction {
                action._perform(sender: self)
            } else if entry.hadTarget {
                guard let target = entry.target else { sawReleasedTarget = true; continue }
                entry.invoke(target, self, event)
            } else if let responder = _responderInChain(accepting: entry.accepts) {
                entry.invoke(responder, self, event)
            }
        }
        if sawReleasedTarget { _actionEntries.removeAll { $0.hadTarget && $0.target == nil && $0.uiAction == nil } }
    }

    /// The first responder along the chain from the key window's first responder (else from
    /// the control) that `accepts`.
    func _responderInChain(accepting accepts: (AnyObject) -> Bool) -> UIResponder? {
        var responder: UIResponder? = window?._firstResponder ?? self
        while let current = responder {
            if accepts(current) { return current }
            responder = current.next
        }
        return nil
    }

    private func _checkTarget(_ target: AnyObject?, _ type: Any.Type, _ sender: UIControl.Type) {
        _rockhopperPrecondition(_isInstance(self, sender),
            "UIControl.addTarget(_:action:for:): the action takes a \(sender), but this control is a \(Swift.type(of: self))")
        if let target {
            _rockhopperPrecondition(_isInstance(target, type),
                "UIControl.addTarget(_:action:for:): the target (\(Swift.type(of: target))) is not an instance of \(type), whose method was passed as the action")
        }
    }

    private func _addEntry(target: AnyObject?, accepts: @escaping @MainActor (AnyObject) -> Bool,
                           invoke: @escaping @MainActor (AnyObject, UIControl, UIEvent?) -> Void,
                           signature: String, events: Event, site: _UIControlCallSite) {
        if let i = _actionEntries.firstIndex(where: { $0.site == site && $0.hadTarget == (target != nil) && $0.target === target }) {
            _actionEntries[i].events.formUnion(events)
            return
        }
        _actionEntries.append(_UIControlActionEntry(target: target, accepts: accepts, invoke: invoke, signature: signature,
                                                    events: events, site: site))
    }

    private func _removeEntries(target: AnyObject?, signature: String?, events: Event) {
        for i in _actionEntries.indices {
            let entry = _actionEntries[i]
            guard entry.uiAction == nil, target == nil || entry.target === target,
                  signature == nil || entry.signature == signature else { continue }
            _actionEntries[i].events.subtract(events)
        }
        _actionEntries.removeAll { $0.uiAction == nil && $0.events.isEmpty }
    }
}

/// `object is T` for a type known only at run time.
func _isInstance(_ object: AnyObject, _ type: Any.Type) -> Bool {
    func check<T>(_: T.Type) -> Bool { object is T }
    return _openExistential(type, do: check)
}

/// Where an `addTarget` call is in the source: registrations from the same call site for the
/// same target are one. Not API.
struct _UIControlCallSite: Equatable {
    let fileID: String
    let line: UInt
    let column: UInt

    init(_ fileID: StaticString, _ line: UInt, _ column: UInt) {
        self.fileID = "\(fileID)"
        self.line = line
        self.column = column
    }

    init() {
        fileID = ""
        line = 0
        column = 0
    }
}

/// One registration of a control: a target–action pair or a `UIAction`, and its events. Not API.
@MainActor
struct _UIControlActionEntry {
    weak var target: AnyObject?
    /// A target was given (false: the action goes along the responder chain).
    let hadTarget: Bool
    let accepts: @MainActor (AnyObject) -> Bool
    let invoke: @MainActor (AnyObject, UIControl, UIEvent?) -> Void
    /// The action's signature: its class and parameter types.
    let signature: String
    var events: UIControl.Event
    let site: _UIControlCallSite
    var uiAction: UIAction?

    init(target: AnyObject?, accepts: @escaping @MainActor (AnyObject) -> Bool,
         invoke: @escaping @MainActor (AnyObject, UIControl, UIEvent?) -> Void,
         signature: String, events: UIControl.Event, site: _UIControlCallSite) {
        self.target = target
        hadTarget = target != nil
        self.accepts = accepts
        self.invoke = invoke
        self.signature = signature
        self.events = events
        self.site = site
        uiAction = nil
    }

    init(uiAction: UIAction, events: UIControl.Event) {
        target = nil
        hadTarget = false
        accepts = { _ in false }
        invoke = { _, _, _ in }
        signature = ""
        self.events = events
        site = _UIControlCallSite()
        self.uiAction = uiAction
    }
}
