import Foundation
#if SnapshotTesting
@_implementationOnly import CPangoCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CPangoCairo
#endif

/// The last Pango layout built for one owner (a `UITextView`), reused while what it lays out stays
/// the same: typing a character into long text then builds one layout, not one for the content
/// size, one for the caret, one for the selection and one for drawing. Holds one reference to the
/// layout; a change of the text, width or font builds a new one and lets the old go.
final class _TextLayoutCache {
    /// What the cached layout was built from (without a cache).
    var inputs: _TextLayout?
    var built: _TextLayout.Built?
    /// How many layouts were built for this cache (for tests).
    var builds = 0

    /// Lets the cached layout go.
    func release() {
        guard let built else { return }
        _Pango.shared.locked { g_object_unref(UnsafeMutableRawPointer(built.layout)) }
        self.built = nil
        inputs = nil
    }

    deinit { release() }
}
