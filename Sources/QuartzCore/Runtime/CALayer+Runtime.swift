extension CALayer {
    /// The runtime this layer's animations run in: that of the application whose window shows its
    /// tree (the root layer's `_hostRuntime`), or the current runtime for a tree no window shows.
    /// Walks up to the root: O(depth), read when an animation is added, not per frame.
    package var _runtime: _CARuntime {
        var layer = self
        while let parent = layer._superlayer { layer = parent }
        return layer._hostRuntime ?? _CARuntime.current
    }

    /// The time on this layer's clock: that of the engine running its animations, else of its
    /// runtime. What presentation values and new animations of the layer are computed at, so they
    /// are right whichever application is current.
    package var _now: Double {
        if let engine = _animationStorage?.engine { return engine.clock.now() }
        return _runtime.clock.now()
    }
}
