// Swift Testing declares a cross-import overlay named `_Testing_CoreGraphics` for Apple's CoreGraphics: a test that
// imports both Testing and CoreGraphics makes the compiler look for this module. On Linux the toolchain
// does not ship it, so this empty module stands in; CoreGraphics depends on it so it is always built first.
