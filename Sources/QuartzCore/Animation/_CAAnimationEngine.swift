/// Advances every layer animation once per frame (step 3 of the frame pipeline): computes the
/// presented values, reports starts and stops to delegates and completion groups, and removes
/// finished animations. Not API.
///
/// Steady state allocates nothing: the layer list and event buffers keep their capacity, and
/// evaluating an animation works on fixed-size vectors.
///
/// Each runtime (`_CARuntime`) has one; a layer's animations live in the engine of the runtime its
/// tree is shown in.
@MainActor
package final class _CAAnimationEngine {
    /// The clock animations added to this engine start on (its runtime's).
    package let clock: _CAClock

    package init(clock: _CAClock) {
        self.clock = clock
    }

    private enum Event {
        case started(_CAAnimationEntry)
        case stopped(_CAAnimationEntry, finished: Bool)
    }

    /// Layers with at least one animation.
    private var layers: [CALayer] = []
    /// Animations not yet stopped (driven ones excluded).
    private(set) var runningCount = 0
    /// Those of them found idle at the last frame (`_CAAnimationEntry.idle`): frozen by their
    /// layer's timeline, they would never end, so nothing waits for them.
    private(set) var idleCount = 0
    /// `_CATimingChanges.generation` at the last frame.
    private var seenTimingGeneration: UInt64 = 0
    /// Stops decided outside a frame (removals), delivered at the next frame.
    private var queued: [Event] = []
    private var delivering: [Event] = []
    private var events: [Event] = []

    /// The presented value before the change whose action is running (the implicit "from").
    var actionContext: (property: _AnimatableProperty, vector: _AnimVector)?

    /// True when a frame has something to do: animations in flight (not counting those a
    /// frozen layer timeline holds still), stops to report, a layer timing change to re-sample
    /// at, or an implicit transaction whose completion block waits for its commit.
    package var hasPendingWork: Bool {
        runningCount > idleCount || !queued.isEmpty || _CATimingChanges.generation != seenTimingGeneration
            || (CATransaction._hasPendingImplicit && CATransaction._hasCompletionGroups)
    }

    /// Number of layers with animations.
    var animatingLayerCount: Int { layers.count }

    /// Marks every layer with animations as changed for the compositor (their presented values
    /// move without setters).
    func markAnimatingLayersForRedraw() {
        for layer in layers { layer._noteOwnRenderChange() }
    }

    /// One line per animation in flight — its key path, the layer's delegate (a view) or name, and
    /// its timing — plus stops waiting to be reported (`UIApplication._pendingWorkDescription`).
    package var pendingWorkDescriptions: [String] {
        var lines: [String] = []
        for layer in layers {
            guard let storage = layer._storedAnimations else { continue }
            for entry in storage._storedEntries where entry.countsAsRunning && !entry.stopped && !entry.idle {
                let path = (entry.animation as? CAPropertyAnimation)?.keyPath ?? entry.key ?? "?"
                let t = entry.timing
                lines.append("a \(type(of: entry.animation)) of \(path) on \(Self.describe(layer))"
                             + " (begins at \(t.beginTime) s, duration \(t.duration) s, active for \(t.activeDuration) s)")
            }
        }
        if !queued.isEmpty { lines.append("\(queued.count) animation stop(s) to report at the next frame") }
        if _CATimingChanges.generation != seenTimingGeneration { lines.append("a layer's timing changed since the last frame") }
        if CATransaction._hasPendingImplicit && CATransaction._hasCompletionGroups {
            lines.append("an implicit CATransaction whose completion block waits for its commit")
        }
        return lines
    }

    /// "UIView's layer", "the CALayer named "x"" or "a CALayer", for diagnostics.
    private static func describe(_ layer: CALayer) -> String {
        if let delegate = layer.delegate { return "the layer of a \(type(of: delegate))" }
        if let name = layer.name { return "the \(type(of: layer)) named \"\(name)\"" }
        return "a \(type(of: layer))"
    }

    // MARK: Adding and removing

    func added(_ entry: _CAAnimationEntry, to layer: CALayer, storage: _CALayerAnimationStorage) {
        if storage.engine == nil {
            storage.engine = self
            layers.append(layer)
        }
        if entry.countsAsRunning { runningCount += 1 }
        if entry.blocksUserInteraction { storage.interactionBlockingCount += 1 }
        for group in entry.groups { group.add() }
    }

    /// Marks `entry` stopped; its delegate and groups hear at the next frame.
    package func removed(_ entry: _CAAnimationEntry, storage: _CALayerAnimationStorage) {
        guard !entry.stopped else { return }
        markStopped(entry, storage: storage)
        queued.append(.stopped(entry, finished: false))
    }

    /// Marks `entry` stopped as if it had run to its end (a cancelled interactive transition
    /// rewound it to its start); its delegate and groups hear `finished == true` at the next frame.
    package func completedEarly(_ entry: _CAAnimationEntry, storage: _CALayerAnimationStorage) {
        guard !entry.stopped else { return }
        markStopped(entry, storage: storage)
        queued.append(.stopped(entry, finished: true))
    }

    private func markStopped(_ entry: _CAAnimationEntry, storage: _CALayerAnimationStorage) {
        entry.stopped = true
        if entry.countsAsRunning { runningCount -= 1 }
        if entry.idle { entry.idle = false; idleCount -= 1 }
        if entry.blocksUserInteraction { storage.interactionBlockingCount -= 1 }
    }

    // MARK: Frame

    /// Step 3 for layers: commits the implicit transaction, reports queued stops, then advances
    /// every animation to clock time `now` (each at its layer's local time then).
    package func tick(at now: Double) {
        CATransaction._commitImplicit()
        seenTimingGeneration = _CATimingChanges.generation
        if !queued.isEmpty {
            swap(&queued, &delivering)
            deliver(delivering)
            delivering.removeAll(keepingCapacity: true)
        }
        var i = 0
        while i < layers.count {
            let layer = layers[i]
            guard let storage = layer._storedAnimations else {
                layer._noteOwnRenderChange()
                layers.remove(at: i)
                continue
            }
            advance(layer, storage, at: now)
            if storage._storedEntries.isEmpty {
                // Its last animation ended: the next composite draws its model values.
                layer._noteOwnRenderChange()
                storage.engine = nil
                layers.swapAt(i, layers.count - 1)
                layers.removeLast()
            } else {
                i += 1
            }
        }
        if !events.isEmpty {
            swap(&events, &delivering)
            deliver(delivering)
            delivering.removeAll(keepingCapacity: true)
        }
    }

    private func advance(_ layer: CALayer, _ storage: _CALayerAnimationStorage, at now: Double) {
        var state = _CALayerPresentedState()
        var removedAny = false
        var driven = false
        let (local, rate) = layer._localTime(atClock: now)
        for entry in storage._storedEntries {
            if entry.driver != nil {
                entry.apply(clock: now, local: local, to: &state, layer: layer)
                driven = true
                continue
            }
            let s = entry.timing.sample(at: local)
            updateIdle(entry, sample: s, layerRate: rate)
            if s.hasStarted && !entry.started {
                entry.started = true
                events.append(.started(entry))
            }
            if s.isFinished && !entry.stopped {
                markStopped(entry, storage: storage)
                events.append(.stopped(entry, finished: true))
                if entry.removedOnCompletion { removedAny = true; continue }
            }
            if s.applies { entry.applyTracks(sample: s, to: &state, layer: layer) }
        }
        if removedAny {
            storage._storedEntries.removeAll { $0.stopped && $0.removedOnCompletion && $0.driver == nil }
        }
        storage.presented = state
        // Exact for this clock time until the layer or its animations change (see `presented`).
        storage.presentedClock = driven ? .nan : now
        storage.presentedTimingGeneration = _CATimingChanges.generation
    }

    /// Marks a running entry idle when its time stands still or runs back past its start (its
    /// layer's timeline is paused or runs backwards, or the animation's own `speed` is 0), and in
    /// flight again when it moves toward its end.
    @inline(__always)
    private func updateIdle(_ entry: _CAAnimationEntry, sample s: _AnimationTiming.Sample, layerRate: Double) {
        guard !entry.stopped else { return }
        let rate = layerRate * entry.timing.speed
        let idle = rate == 0 || (rate < 0 && !s.hasStarted)
        guard idle != entry.idle else { return }
        entry.idle = idle
        idleCount += idle ? 1 : -1
    }

    private func deliver(_ list: [Event]) {
        for event in list {
            switch event {
            case let .started(entry):
                entry.delegate?.animationDidStart(entry.animation)
            case let .stopped(entry, finished):
                entry.delegate?.animationDidStop(entry.animation, finished: finished)
                for group in entry.groups { group.animationStopped(finished: finished) }
                entry.groups.removeAll()
            }
        }
    }
}
