import Foundation

// The current-context stack of UIKit drawing: `UIView.draw(_:)`, `UIGraphicsImageRenderer` and
// `UIGraphicsBeginImageContextWithOptions` push a context; `UIColor.setFill`, `UIBezierPath.fill`
// and string drawing draw into the top one. One stack per thread, as on iOS.

private final class _ContextStack {
    var contexts: [CGContext] = []
}

private let _stackKey = "org.rockhopper.UIGraphicsContextStack"

private var _currentStack: _ContextStack {
    let dictionary = Thread.current.threadDictionary
    if let stack = dictionary[_stackKey] as? _ContextStack { return stack }
    let stack = _ContextStack()
    dictionary[_stackKey] = stack
    return stack
}

/// The context UIKit drawing goes to: the top of this thread's stack, or nil outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    _currentStack.contexts.last
}

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    _currentStack.contexts.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`. Nothing
/// happens when the stack is empty.
public func UIGraphicsPopContext() {
    let stack = _currentStack
    if !stack.contexts.isEmpty { stack.contexts.removeLast() }
}
