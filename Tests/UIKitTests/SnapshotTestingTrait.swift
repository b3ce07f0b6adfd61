// The golden-picture tests in this target use swift-snapshot-testing, which the package builds only
// with its SnapshotTesting trait (Package.swift).
#if !SnapshotTesting
#error("UIKitTests need the SnapshotTesting trait: run `make test`, or `swift test --traits SnapshotTesting`")
#endif
