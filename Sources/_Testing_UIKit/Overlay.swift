// Swift Testing declares a cross-import overlay named `_Testing_UIKit` for Apple's UIKit: a test that
// imports both Testing and UIKit makes the compiler look for this module. On Linux the toolchain
// does not ship it, so this empty module stands in; UIKit depends on it so it is always built first.
