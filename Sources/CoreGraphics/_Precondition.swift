/// Stops the program with `message` when `condition` is false, in debug and release builds alike.
///
/// Used where Apple's frameworks raise an exception for a programming error (adding a view to itself,
/// NaN geometry, …): the message names the mistake, as the exception's reason does on Apple's platforms.
/// Unlike `precondition`, the message is printed in optimized builds too.
@inlinable
@inline(__always)
package func _rockhopperPrecondition(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() { _rockhopperFailure(message(), file: file, line: line) }
}

/// Stops the program with `message`; see `_rockhopperPrecondition`.
@usableFromInline
package func _rockhopperFailure(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    fatalError(message, file: file, line: line)
}
