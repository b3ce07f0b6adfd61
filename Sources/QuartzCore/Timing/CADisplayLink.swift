import Foundation

/// A timer synchronised with the frame pipeline: its action runs once per frame, in the frame's
/// animation step (after input and framework timers, before layout and display).
///
/// Target–action takes a method reference, as everywhere in Rockhopper:
/// `CADisplayLink(target: self, selector: Self.step)` where `step` takes the link or nothing.
/// The target is held weakly (Apple's display link retains it, a classic leak); a link whose target
/// has gone away invalidates itself at its next frame.
///
/// Frames run at 60 Hz: `duration` is 1/60 s, `timestamp` is the time of the frame being
/// processed and `targetTimestamp` the time of the next one, both on `CACurrentMediaTime()`'s clock.
@MainActor
public final class CADisplayLink {
    private let action: _TargetAction<CADisplayLink>

    /// The time of the last frame the action ran for; 0 until the first one.
    public private(set) var timestamp: CFTimeInterval = 0

    /// The time of the next frame; 0 until the first one.
    public private(set) var targetTimestamp: CFTimeInterval = 0

    /// The interval between frames, in seconds (1/60).
    public private(set) var duration: CFTimeInterval = 0

    /// A paused link stays registered but its action does not run. Default false.
    public var isPaused = false

    /// The frame rate the action wants, in frames per second; 0 (the default) means every frame.
    /// Lower rates skip frames so the action runs about that often.
    public var preferredFramesPerSecond: Int = 0

    private var modes: Set<RunLoop.Mode> = []
    /// The registry of the runtime that was current when the link was first added.
    private weak var registry: _CADisplayLinkRegistry?
    private var lastFired: CFTimeInterval?

    /// `selector` receives the link.
    public init<T: AnyObject>(target: AnyObject, selector: @escaping (T) -> (CADisplayLink) -> Void) {
        action = _TargetAction(target: target, action: selector)
    }

    /// `selector` takes no argument.
    public init<T: AnyObject>(target: AnyObject, selector: @escaping (T) -> () -> Void) {
        action = _TargetAction(target: target, action: selector)
    }

    /// Registers the link with the main run loop for `mode`. Only the main run loop has frames:
    /// adding to another stops the program. The link fires in frames whose run-loop mode it was
    /// added for: `.default` links wait while a scroll view is scrolled by the user (the tracking
    /// mode), `.common` links fire in every mode.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        _rockhopperPrecondition(runloop === RunLoop.main,
                                "CADisplayLink: only the main run loop drives frames; add the link to RunLoop.main")
        modes.insert(mode)
        let registry = registry ?? _CARuntime.current.displayLinks
        self.registry = registry
        registry.add(self)
    }

    /// Unregisters the link for `mode`; once no mode is left it stops firing.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { registry?.remove(self) }
    }

    /// Removes the link from every mode; it never fires again.
    public func invalidate() {
        modes.removeAll()
        registry?.remove(self)
    }

    /// Runs the action for the frame at `time` unless paused or skipped by the preferred rate.
    fileprivate func fire(at time: CFTimeInterval, frameDuration: CFTimeInterval, mode: RunLoop.Mode) {
        if isPaused { return }
        if !modes.contains(mode) && !modes.contains(.common) { return }
        if preferredFramesPerSecond > 0, let last = lastFired,
           time - last < 1.0 / Double(preferredFramesPerSecond) - frameDuration / 2 {
            return
        }
        lastFired = time
        timestamp = time
        duration = frameDuration
        targetTimestamp = time + frameDuration
        if !action.send(self) { invalidate() }
    }

    fileprivate var isActive: Bool { !isPaused }

    /// The class of the action's target, for diagnostics ("gone" once it was freed).
    fileprivate var targetDescription: String { action.target.map { "\(type(of: $0))" } ?? "gone" }
}

/// One runtime's registered display links, fired by its application's frames. Not API.
@MainActor
package final class _CADisplayLinkRegistry {
    private var links: [CADisplayLink] = []

    fileprivate func add(_ link: CADisplayLink) {
        if !links.contains(where: { $0 === link }) { links.append(link) }
    }

    fileprivate func remove(_ link: CADisplayLink) {
        links.removeAll { $0 === link }
    }

    /// Fires the registered links added for `mode` (the run loop's mode in this frame: `.default`,
    /// or UIKit's tracking mode) or for `.common`, for the frame at `time`. Links added during
    /// the pass wait for the next frame.
    package func fire(at time: CFTimeInterval, frameDuration: CFTimeInterval, mode: RunLoop.Mode = .default) {
        let current = links
        for link in current { link.fire(at: time, frameDuration: frameDuration, mode: mode) }
    }

    /// True when some registered link is not paused (it wants frames forever).
    package var hasActiveLinks: Bool { links.contains { $0.isActive } }

    /// One line per active link, naming its target's class (`UIApplication._pendingWorkDescription`).
    package var activeLinkDescriptions: [String] {
        links.filter(\.isActive).map { "a CADisplayLink with target \($0.targetDescription)" }
    }
}
