import Foundation

/// Rockhopper's debugging switches (not part of Apple's API).
@MainActor
public enum RockhopperDebug {
    /// Logs every gesture arbitration decision — state changes, waits for failure, prevention,
    /// touches cancelled in views, resets — one line each, in the stable format
    /// `[gesture] t=<media time, 4 decimals> <recognizer description> <decision>`.
    /// Default false.
    public static var logsGestureArbitration = false

    /// Where arbitration lines go. Default: standard error.
    public static var gestureLog: (String) -> Void = { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// Called when the layout engine meets constraints it cannot satisfy together, after it
    /// logged UIKit's "Unable to simultaneously satisfy constraints" message: with the
    /// constraint it breaks and every constraint involved — where on iOS a symbolic breakpoint
    /// at `UIViewAlertForUnsatisfiableConstraints` stops. Default nil.
    public static var unsatisfiableConstraintsHandler: ((NSLayoutConstraint, [NSLayoutConstraint]) -> Void)?
}
