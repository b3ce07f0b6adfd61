@preconcurrency import Glibc

/// Makes standard output line-buffered, so what an app prints shows as it happens when its
/// output goes to a pipe or a file (a terminal already is).
func _makeStandardOutputLineBuffered() {
    setvbuf(stdout, nil, _IOLBF, 0)
}
