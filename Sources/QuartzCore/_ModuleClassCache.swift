/// Whether a class is declared in a given module (by its reflected name's prefix), remembered per
/// class. Swift cannot ask whether a class overrides a method; the framework's own classes are
/// known not to, so this is how `UIView` and `CALayer` decide whether a walk may skip calling a
/// class's `hitTest` override. Not API.
package struct _ModuleClassCache {
    private let prefix: String
    private var known: [ObjectIdentifier: Bool] = [:]

    /// `module`: the module's name, e.g. "UIKit".
    package init(module: String) { prefix = module + "." }

    package mutating func isDeclaredInModule(_ type: AnyClass) -> Bool {
        let key = ObjectIdentifier(type)
        if let answer = known[key] { return answer }
        let answer = String(reflecting: type).hasPrefix(prefix)
        known[key] = answer
        return answer
    }
}
