import Foundation

/// Foundation's undo manager, which swift-corelibs-foundation does not have: a stack of undo
/// groups and a stack of redo groups, filled by `registerUndo(withTarget:handler:)`.
///
/// As Apple's (`NSUndoManager`):
/// - Registrations go into the open group; with `groupsByEvent` (the default) a registration with
///   no group open opens one, which closes at the end of the event (here: before the next frame's
///   input, or when `undo()` is called). `beginUndoGrouping`/`endUndoGrouping` nest.
/// - `undo()` closes the event's group, then undoes the last group: its actions run last first,
///   and what they register goes to the redo stack; `redo()` does the reverse. A registration
///   that is neither undoing nor redoing clears the redo stack.
/// - `levelsOfUndo` (0: unlimited) drops the oldest groups.
/// - The notifications (`.NSUndoManagerWillUndoChange`, `…DidUndoChange`, `…WillRedoChange`,
///   `…DidRedoChange`, `…DidOpenUndoGroup`, `…WillCloseUndoGroup`, `…DidCloseUndoGroup`,
///   `…Checkpoint`) are posted with the manager as object.
/// The target of a registration is held weakly (Apple's is unowned): an action whose target is
/// gone does nothing. Selector- and invocation-based registration need the Objective-C runtime and
/// are not here (COMPATIBILITY.md).
@MainActor
open class UndoManager {
    private final class Group {
        var actions: [Action] = []
        var name = ""
        var isEmpty: Bool { actions.isEmpty }
    }

    private enum Action {
        case call(target: Weak, body: @MainActor (AnyObject) -> Void)
        case group(Group)
    }

    private struct Weak {
        weak var object: AnyObject?
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// Open groups, outermost first.
    private var openGroups: [Group] = []
    /// Whether the outermost open group was opened by a registration (closed with the event).
    private var openedByEvent = false
    private var disableCount = 0
    private var _isUndoing = false
    private var _isRedoing = false
    private var eventCloseScheduled = false

    public init() {}

    // MARK: - Registering

    /// Records that `handler(target)` undoes what was just done. Opens a group first when none is
    /// open and `groupsByEvent` is true. Nothing happens while registration is disabled.
    public func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        if openGroups.isEmpty {
            guard groupsByEvent else {
                _rockhopperFailure("UndoManager.registerUndo(withTarget:handler:): must begin a group before registering undo (groupsByEvent is false)")
            }
            beginUndoGrouping()
            openedByEvent = true
            scheduleEventClose()
        }
        if !_isUndoing && !_isRedoing { redoStack.removeAll() }
        openGroups[openGroups.count - 1].actions.append(.call(target: Weak(object: target), body: { object in
            if let target = object as? TargetType { handler(target) }
        }))
    }

    /// Whether registrations are recorded (after as many `enableUndoRegistration()` calls as
    /// `disableUndoRegistration()` calls). Default true.
    open var isUndoRegistrationEnabled: Bool { disableCount == 0 }

    /// Stops recording registrations until the matching `enableUndoRegistration()`.
    open func disableUndoRegistration() { disableCount += 1 }

    /// Balances a `disableUndoRegistration()`; an unbalanced call stops the program, as UIKit raises.
    open func enableUndoRegistration() {
        _rockhopperPrecondition(disableCount > 0, "UndoManager.enableUndoRegistration(): undo registration is already enabled")
        disableCount -= 1
    }

    // MARK: - Groups

    /// Whether a registration with no group open opens one that closes with the event. Default true.
    open var groupsByEvent = true

    /// How deeply groups are open now.
    open var groupingLevel: Int { openGroups.count }

    /// The most top-level groups kept; older ones are dropped. 0 (default): no limit.
    open var levelsOfUndo: Int = 0 {
        didSet { trim() }
    }

    /// Opens a group inside the open one (or a top-level one).
    open func beginUndoGrouping() {
        if openGroups.isEmpty { post(.NSUndoManagerCheckpoint) }
        openGroups.append(Group())
        post(.NSUndoManagerDidOpenUndoGroup)
    }

    /// Closes the innermost open group; a top-level group goes on the undo stack (the redo stack
    /// while undoing) unless empty. Without an open group the program stops, as UIKit raises.
    open func endUndoGrouping() {
        _rockhopperPrecondition(!openGroups.isEmpty, "UndoManager.endUndoGrouping(): endUndoGrouping called with no matching begin")
        post(.NSUndoManagerWillCloseUndoGroup)
        let group = openGroups.removeLast()
        if let parent = openGroups.last {
            if !group.isEmpty { parent.actions.append(.group(group)) }
        } else {
            openedByEvent = false
            if !group.isEmpty {
                if _isUndoing { redoStack.append(group) } else { undoStack.append(group) }
                trim()
            }
        }
        post(.NSUndoManagerDidCloseUndoGroup)
    }

    private func trim() {
        guard levelsOfUndo > 0 else { return }
        if undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        if redoStack.count > levelsOfUndo { redoStack.removeFirst(redoStack.count - levelsOfUndo) }
    }

    /// The group a registration opened closes before the next frame delivers input (the end of
    /// the event on iOS).
    private func scheduleEventClose() {
        guard !eventCloseScheduled else { return }
        eventCloseScheduled = true
        let app = UIApplication.shared
        app._timers.schedule(at: app._runtime.clock.now()) { [weak self] _ in
            guard let self else { return }
            self.eventCloseScheduled = false
            self.closeEventGroup()
        }
    }

    private func closeEventGroup() {
        if openedByEvent && openGroups.count == 1 { endUndoGrouping() }
    }

    // MARK: - Undoing and redoing

    /// Whether there is something to undo (a closed group, or the event's open group with
    /// actions in it).
    open var canUndo: Bool {
        !undoStack.isEmpty || (openedByEvent && openGroups.count == 1 && !openGroups[0].isEmpty)
    }

    /// Whether there is something to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// True while `undo()` runs actions.
    open var isUndoing: Bool { _isUndoing }

    /// True while `redo()` runs actions.
    open var isRedoing: Bool { _isRedoing }

    /// Closes the event's group, then undoes the last group (`undoNestedGroup()`). With a group of
    /// the app's own still open the program stops, as UIKit raises.
    open func undo() {
        if groupsByEvent && openedByEvent && openGroups.count == 1 { endUndoGrouping() }
        _rockhopperPrecondition(openGroups.isEmpty, "UndoManager.undo(): undo was called with too many nested undo groups")
        undoNestedGroup()
    }

    /// Undoes the last closed group: its actions run last first; their registrations form one
    /// redo group.
    open func undoNestedGroup() {
        guard let group = undoStack.popLast() else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillUndoChange)
        _isUndoing = true
        beginUndoGrouping()
        openGroups[openGroups.count - 1].name = group.name
        run(group)
        endUndoGrouping()
        _isUndoing = false
        post(.NSUndoManagerDidUndoChange)
    }

    /// Redoes the last undone group; its registrations form one undo group.
    open func redo() {
        if groupsByEvent && openedByEvent && openGroups.count == 1 { endUndoGrouping() }
        _rockhopperPrecondition(openGroups.isEmpty, "UndoManager.redo(): redo was called with too many nested undo groups")
        guard let group = redoStack.popLast() else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillRedoChange)
        _isRedoing = true
        beginUndoGrouping()
        openGroups[openGroups.count - 1].name = group.name
        run(group)
        endUndoGrouping()
        _isRedoing = false
        post(.NSUndoManagerDidRedoChange)
    }

    private func run(_ group: Group) {
        for action in group.actions.reversed() {
            switch action {
            case let .call(target, body):
                if let object = target.object { body(object) }
            case let .group(inner):
                run(inner)
            }
        }
    }

    /// Forgets everything on both stacks (open groups stay open, emptied).
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        for group in openGroups { group.actions.removeAll() }
    }

    /// Forgets every action registered with `target` (groups left empty go too).
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        func filter(_ group: Group) {
            group.actions = group.actions.compactMap { action in
                switch action {
                case let .call(t, _):
                    return t.object === object || t.object == nil ? nil : action
                case let .group(inner):
                    filter(inner)
                    return inner.isEmpty ? nil : action
                }
            }
        }
        for group in undoStack + redoStack + openGroups { filter(group) }
        undoStack.removeAll { $0.isEmpty }
        redoStack.removeAll { $0.isEmpty }
    }

    // MARK: - Names

    /// Names the open group's action ("Typing", "Paste"…), for menus.
    open func setActionName(_ actionName: String) {
        openGroups.last?.name = actionName
    }

    /// The name of the group `undo()` would undo ("" when unnamed or none).
    open var undoActionName: String {
        if openedByEvent, let open = openGroups.first, !open.isEmpty { return open.name }
        return undoStack.last?.name ?? ""
    }

    /// The name of the group `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// "Undo" followed by the undo action's name.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// "Redo" followed by the redo action's name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo <name>", or "Undo" for an empty name.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// "Redo <name>", or "Redo" for an empty name.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    private func post(_ name: NSNotification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}

extension NSNotification.Name {
    /// Posted before an undo manager opens or closes a top-level group and before it undoes or
    /// redoes.
    public static let NSUndoManagerCheckpoint = NSNotification.Name("NSUndoManagerCheckpointNotification")
    /// Posted before `undo()` runs actions.
    public static let NSUndoManagerWillUndoChange = NSNotification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted after `undo()` ran actions.
    public static let NSUndoManagerDidUndoChange = NSNotification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted before `redo()` runs actions.
    public static let NSUndoManagerWillRedoChange = NSNotification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted after `redo()` ran actions.
    public static let NSUndoManagerDidRedoChange = NSNotification.Name("NSUndoManagerDidRedoChangeNotification")
    /// Posted when a group opens.
    public static let NSUndoManagerDidOpenUndoGroup = NSNotification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted before a group closes.
    public static let NSUndoManagerWillCloseUndoGroup = NSNotification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    /// Posted after a group closed.
    public static let NSUndoManagerDidCloseUndoGroup = NSNotification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}
