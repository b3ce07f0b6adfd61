extension CALayer {
    /// The runtime this layer's animations run in: that of the application whose window shows its
    /// tree (the root layer's `_hostRuntime`), or the current runtime for a tree no window shows.
    /// Walks up to the root: O(depth), read when an animation is added, not per frame.
    package var _runtime: _CARuntime {
        var layer = self
        while let parent = layer._superlayer { layer = parent }
        return layer._hostRuntime ?? _CARuntime.current
    }
}
