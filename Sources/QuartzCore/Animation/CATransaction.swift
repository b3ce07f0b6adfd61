/// Groups layer changes and sets how their implicit animations run.
///
/// Every layer change happens in a transaction. Without an explicit `begin()`, the first change
/// opens an implicit transaction that is committed at the next frame (the next turn of the run
/// loop, as on Apple's platforms) or by `flush()`. Explicit transactions nest; a setting made in
/// an inner one applies to it alone, and reading a setting finds the innermost one that set it.
///
/// Animations take their `beginTime` from the clock when they are added, so an animation added
/// between frames starts at that instant.
@MainActor
open class CATransaction {
    typealias Frame = _CATransactionStack.Frame

    /// The current runtime's open transactions.
    private static var stack: [Frame] {
        get { _CARuntime.current.transactions.frames }
        set { _CARuntime.current.transactions.frames = newValue }
        _modify { yield &_CARuntime.current.transactions.frames }
    }

    /// Opens a transaction nested in the current one.
    public class func begin() {
        stack.append(Frame(implicit: false))
    }

    /// Closes the innermost explicit transaction. Its completion block runs when the animations
    /// added after `setCompletionBlock(_:)` have all stopped — at once if there are none.
    /// A commit without a matching `begin()` is ignored with a warning, as Core Animation logs one.
    public class func commit() {
        guard let last = stack.last, !last.implicit else {
            _Console.log("CoreAnimation: warning, deleted thread with uncommitted CATransaction; or commit without begin")
            return
        }
        stack.removeLast()
        last.completion?.seal()
    }

    /// Commits the implicit transaction now, if one is open (explicit ones stay open).
    public class func flush() {
        _commitImplicit()
    }

    /// Default duration, in seconds, of animations added in this transaction whose `duration` is 0
    /// (implicit actions): 0.25 unless set.
    public class func animationDuration() -> CFTimeInterval {
        for frame in stack.reversed() { if let d = frame.duration { return d } }
        return AnimationConstants.implicitAnimationDuration
    }

    /// Sets `animationDuration()` for this transaction.
    public class func setAnimationDuration(_ dur: CFTimeInterval) {
        _openIfNeeded()
        stack[stack.count - 1].duration = dur
    }

    /// The timing function of implicit actions in this transaction; nil (the default) means
    /// Core Animation's `.default` curve for implicit animations.
    public class func animationTimingFunction() -> CAMediaTimingFunction? {
        for frame in stack.reversed() { if let f = frame.timingFunction { return f } }
        return nil
    }

    /// Sets `animationTimingFunction()` for this transaction.
    public class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        _openIfNeeded()
        stack[stack.count - 1].timingFunction = function
    }

    /// Whether property changes in this transaction skip their actions (no implicit animation).
    /// Default false.
    public class func disableActions() -> Bool {
        for frame in stack.reversed() { if let d = frame.disableActions { return d } }
        return false
    }

    /// Sets `disableActions()` for this transaction.
    public class func setDisableActions(_ flag: Bool) {
        _openIfNeeded()
        stack[stack.count - 1].disableActions = flag
    }

    /// The block set with `setCompletionBlock(_:)` in this transaction or, when it set none, in
    /// the innermost enclosing one that did (as Core Animation looks nested settings up outwards).
    public class func completionBlock() -> (() -> Void)? {
        for frame in stack.reversed() { if let b = frame.completionBlock { return b } }
        return nil
    }

    /// The value of a transaction property, from the innermost transaction that set it (nil when
    /// none did). The keys of the typed settings — "animationDuration",
    /// "animationTimingFunction", "disableActions", "completionBlock" — read those.
    public class func value(forKey key: String) -> Any? {
        for frame in stack.reversed() {
            switch key {
            case "animationDuration": if let d = frame.duration { return d }
            case "animationTimingFunction": if let f = frame.timingFunction { return f }
            case "disableActions": if let d = frame.disableActions { return d }
            case "completionBlock": if let b = frame.completionBlock { return b }
            default: if let v = frame.values[key] { return v }
            }
        }
        return nil
    }

    /// Sets a transaction property for this transaction; the keys of the typed settings set them
    /// (a value of the wrong type for one of them is ignored).
    public class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case "animationDuration":
            if let d = anObject as? CFTimeInterval { setAnimationDuration(d) }
        case "animationTimingFunction":
            setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case "disableActions":
            if let d = anObject as? Bool { setDisableActions(d) }
        case "completionBlock":
            setCompletionBlock(anObject as? () -> Void)
        default:
            _openIfNeeded()
            stack[stack.count - 1].values[key] = anObject
        }
    }

    /// Runs `block` once every animation added to any layer after this call, until this
    /// transaction commits, has stopped (finished or removed); at commit if there are none.
    /// Replacing the block of the same transaction replaces it for later animations only.
    public class func setCompletionBlock(_ block: (() -> Void)?) {
        _openIfNeeded()
        stack[stack.count - 1].completion?.seal()
        stack[stack.count - 1].completionBlock = block
        stack[stack.count - 1].completion = block.map { b in _CAAnimationCompletionGroup { _ in b() } }
    }

    // MARK: Package

    private static func _openIfNeeded() {
        // Read in place: every layer change passes here (no copy of the stack).
        let runtime = _CARuntime.current
        if runtime.transactions.frames.isEmpty { runtime.transactions.frames.append(Frame(implicit: true)) }
    }

    /// Called when a layer property changes: makes sure a transaction is open.
    static func _noteChange() { _openIfNeeded() }

    /// The completion groups an animation added now joins.
    static func _completionGroupsForNewAnimation() -> [_CAAnimationCompletionGroup] {
        var groups: [_CAAnimationCompletionGroup] = []
        for frame in stack { if let g = frame.completion { groups.append(g) } }
        return groups
    }

    /// True when some open transaction has a completion block.
    static var _hasCompletionGroups: Bool { stack.contains { $0.completion != nil } }

    /// Commits the implicit transaction when it is the only one open (the frame pipeline calls
    /// this at each frame).
    static func _commitImplicit() {
        guard stack.count == 1, stack[0].implicit else { return }
        let frame = stack.removeLast()
        frame.completion?.seal()
    }

    /// True while an implicit transaction waits for its commit.
    static var _hasPendingImplicit: Bool { stack.count == 1 && stack[0].implicit }

}

/// The open transactions of one runtime (`_CARuntime.transactions`), innermost last.
struct _CATransactionStack {
    struct Frame {
        var implicit: Bool
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: _CAAnimationCompletionGroup?
        var completionBlock: (() -> Void)?
        /// Values set with `setValue(_:forKey:)` under other keys.
        var values: [String: Any] = [:]
    }

    var frames: [Frame] = []
}
