import Foundation

/// Who moves a scroll view's content: nobody (`idle`), the fingers (`dragging`, `zooming` — a pinch,
/// with or without a drag beside it), or one motion of the scroll view's own: a fling, bounce or page
/// (`released`, then `decelerating`), a programmatic scroll (`animatingOffset`), a programmatic zoom
/// (`animatingZoom`) or the zoom returning inside its limits (`zoomBouncing`). Each case carries what
/// its activity needs and nothing else, so a fling during a drag, a zoom bounce without its animation
/// or a drag start offset without a drag cannot be written down. Not API.
///
/// `UIScrollView` keeps one in `_activity`; `isDragging`, `isDecelerating`, `isZooming` and
/// `isZoomBouncing` are read from it. The transitions are the mutating functions below; the scroll
/// view makes them at the points where it tells its delegate, so each callback sees the flags it saw
/// when these were separate variables:
///
/// - `beginDragging`: any motion or `idle` → `dragging`; `zooming(drag: nil)` → `zooming(drag:)`.
/// - `beginPinch`: `dragging` → `zooming(drag:)`; any motion or `idle` → `zooming(drag: nil)`.
/// - `endPinch`: `zooming(drag:)` → `dragging`; `zooming(drag: nil)` → `idle`.
/// - `endDragging(releasing:)`: `dragging` → `released` (a fling to run) or `idle`;
///   `zooming(drag:)` → `zooming(drag: nil)`.
/// - `beginDecelerating`: `released` → `decelerating`, after `scrollViewDidEndDragging`, unless the
///   delegate stopped or replaced the fling meanwhile.
/// - `startDecelerating` (a bounce or page from rest), `startOffsetAnimation`,
///   `startZoomAnimation(_:bounces:)`: → `decelerating`, `animatingOffset`, `animatingZoom` or
///   `zoomBouncing`, from `idle` (the scroll view never starts a motion while the fingers drive the
///   content: a programmatic scroll or zoom asked for then applies at once).
/// - `stopMotion` (a finger lands, `setContentOffset(_:animated:)`), `finish…` (a motion's last
///   frame): any motion → `idle`.
///
/// Whether a finger is on the content (`isTracking`) is not part of it: that is independent of who
/// moves the content — one finger may rest on it while a pinch that ended leaves a zoom bounce or a
/// page animation running, or the finger may have lifted while the pan's end is still on its way to
/// the scroll view — so the scroll view keeps it beside the activity, written only by its pan.
package enum _ScrollActivity: Equatable {
    /// Nothing moves the content.
    case idle
    /// The user drags the content (`panGestureRecognizer` began and has not ended).
    case dragging(Drag)
    /// The user pinches (the pinch began and has not ended); `drag` when a drag goes on beside it, which
    /// takes the content over from where the pinch leaves it.
    case zooming(Pinch, drag: Drag?)
    /// The fingers lifted with a fling (or bounce, or page) to run; the delegate hears
    /// `scrollViewDidEndDragging(_:willDecelerate: true)` before it begins, with `isDecelerating`
    /// still false; a content change it makes there already reaches the fling.
    case released(Deceleration)
    /// A fling, bounce or page animation moves the content; `scrollViewWillBeginDecelerating` was sent.
    case decelerating(Deceleration)
    /// `setContentOffset(_:animated: true)`, `scrollRectToVisible(_:animated: true)` or a scroll to top.
    case animatingOffset(_ScrollOffsetAnimation)
    /// `setZoomScale(_:animated: true)` or `zoom(to:animated: true)`.
    case animatingZoom(_ScrollZoomAnimation)
    /// The zoom scale returns inside `minimumZoomScale...maximumZoomScale` after the fingers left it
    /// outside; the content ends at rest.
    case zoomBouncing(_ScrollZoomAnimation)

    /// A drag in progress.
    package struct Drag: Equatable {
        /// The offset (before the rubber band) that the pan's translation is measured from, in points.
        package var startOffset: CGPoint
        /// The axis the drag is locked to (`.free` unless `isDirectionalLockEnabled`).
        package var lock: _DirectionalLock

        package init(startOffset: CGPoint, lock: _DirectionalLock) {
            self.startOffset = startOffset
            self.lock = lock
        }
    }

    /// A pinch in progress: the scale it started from and the content point it keeps under the fingers.
    package struct Pinch: Equatable {
        /// The scale the pinch's `scale` multiplies: the scale shown when it began (before the zoom rubber band).
        package var startScale: CGFloat
        /// The zooming view's point under the fingers when the pinch began.
        package var anchorInContent: CGPoint
        /// Where that point was, relative to the scroll view's top-left.
        package var anchorInView: CGPoint

        package init(startScale: CGFloat, anchorInContent: CGPoint, anchorInView: CGPoint) {
            self.startScale = startScale
            self.anchorInContent = anchorInContent
            self.anchorInView = anchorInView
        }
    }

    /// A fling, bounce or page: one simulation per axis that still moves, and the offset it last showed
    /// (so a change made from outside — an infinite list re-centring itself — is noticed and followed).
    package struct Deceleration: Equatable {
        /// The horizontal motion; nil when that axis does not move (or has come to rest).
        package var x: _ScrollSimulation?
        /// The vertical motion; nil when that axis does not move (or has come to rest).
        package var y: _ScrollSimulation?
        /// The content offset after the motion's last frame (at the start: where it began), in points.
        package var lastOffset: CGPoint

        package init(x: _ScrollSimulation?, y: _ScrollSimulation?, lastOffset: CGPoint) {
            self.x = x
            self.y = y
            self.lastOffset = lastOffset
        }

        /// Both axes have come to rest: the motion's last frame, before `scrollViewDidEndDecelerating`.
        package var isFinished: Bool { x == nil && y == nil }

        /// Moves both axes to media time `time`; an axis that comes to rest is dropped. Returns the offset
        /// to show: `current` on axes that do not move.
        package mutating func advance(to time: TimeInterval, from current: CGPoint) -> CGPoint {
            var p = current
            if var sx = x { sx.advance(to: time); p.x = sx.offset; x = sx.isDone ? nil : sx }
            if var sy = y { sy.advance(to: time); p.y = sy.offset; y = sy.isDone ? nil : sy }
            return p
        }
    }

    // MARK: What it shows

    /// `isDragging`: a drag, alone or beside a pinch.
    package var isDragging: Bool {
        switch self {
        case .dragging: true
        case .zooming(_, let drag): drag != nil
        default: false
        }
    }

    /// `isZooming`: a pinch.
    package var isZooming: Bool {
        if case .zooming = self { return true }
        return false
    }

    /// `isDecelerating`: a fling, bounce or page whose start the delegate heard, up to its end.
    package var isDecelerating: Bool {
        if case .decelerating = self { return true }
        return false
    }

    /// `isZoomBouncing`.
    package var isZoomBouncing: Bool {
        if case .zoomBouncing = self { return true }
        return false
    }

    /// The fingers drive the content (a drag or a pinch).
    package var isDrivenByFingers: Bool {
        switch self {
        case .dragging, .zooming: true
        default: false
        }
    }

    /// A motion of the scroll view's own moves the content: a fling, bounce or page that has not come
    /// to rest, a programmatic scroll or a zoom animation. A finger landing stops it.
    package var isMoving: Bool {
        switch self {
        case .released(let motion), .decelerating(let motion): !motion.isFinished
        case .animatingOffset, .animatingZoom, .zoomBouncing: true
        case .idle, .dragging, .zooming: false
        }
    }

    /// The fling, bounce or page, announced or not.
    package var deceleration: Deceleration? {
        switch self {
        case .released(let motion), .decelerating(let motion): motion
        default: nil
        }
    }

    // MARK: Transitions

    /// A drag begins: it replaces any motion (a touch stops it), or joins a pinch in progress. A drag
    /// already in progress is replaced.
    package mutating func beginDragging(_ drag: Drag) {
        if case .zooming(let pinch, _) = self {
            self = .zooming(pinch, drag: drag)
        } else {
            self = .dragging(drag)
        }
    }

    /// The drag carries on from a new start offset (a pinch beside it ended and the drag takes over from
    /// where it left the content). Nothing happens without a drag.
    package mutating func updateDrag(_ drag: Drag) {
        switch self {
        case .dragging: self = .dragging(drag)
        case .zooming(let pinch, .some): self = .zooming(pinch, drag: drag)
        default: break
        }
    }

    /// The drag ends. Alone, the content is left to `fling` (`released`, until `beginDecelerating`) or
    /// at rest (`idle`); beside a pinch, the pinch keeps the content (and `fling` must be nil). Nothing
    /// happens without a drag.
    package mutating func endDragging(releasing fling: Deceleration?) {
        switch self {
        case .dragging:
            self = fling.map { .released($0) } ?? .idle
        case .zooming(let pinch, .some):
            self = .zooming(pinch, drag: nil)
        default:
            break
        }
    }

    /// A pinch begins: it joins a drag in progress, or replaces any motion.
    package mutating func beginPinch(_ pinch: Pinch) {
        switch self {
        case .dragging(let drag), .zooming(_, .some(let drag)):
            self = .zooming(pinch, drag: drag)
        default:
            self = .zooming(pinch, drag: nil)
        }
    }

    /// The pinch ends: a drag beside it goes on; otherwise nothing drives the content. Nothing happens
    /// without a pinch.
    package mutating func endPinch() {
        guard case .zooming(_, let drag) = self else { return }
        self = drag.map { .dragging($0) } ?? .idle
    }

    /// The released fling begins (`scrollViewWillBeginDecelerating` follows). Returns false, changing
    /// nothing, when there is none — the delegate stopped or replaced it while it heard
    /// `scrollViewDidEndDragging`.
    package mutating func beginDecelerating() -> Bool {
        guard case .released(let motion) = self else { return false }
        self = .decelerating(motion)
        return true
    }

    /// A bounce or page animation from rest begins at once (the content was left where it may not rest).
    package mutating func startDecelerating(_ motion: Deceleration) {
        self = .decelerating(motion)
    }

    /// One frame of the fling, bounce or page: stores the motion `advance` made of it. Nothing happens
    /// when none runs.
    package mutating func updateDeceleration(_ motion: Deceleration) {
        switch self {
        case .released: self = .released(motion)
        case .decelerating: self = .decelerating(motion)
        default: break
        }
    }

    /// A programmatic scroll begins, replacing any motion.
    package mutating func startOffsetAnimation(_ animation: _ScrollOffsetAnimation) {
        self = .animatingOffset(animation)
    }

    /// A zoom animation begins, replacing any motion: a bounce back into the limits when `bounces`,
    /// else a programmatic zoom.
    package mutating func startZoomAnimation(_ animation: _ScrollZoomAnimation, bounces: Bool) {
        self = bounces ? .zoomBouncing(animation) : .animatingZoom(animation)
    }

    /// Ends the motion that moves the content, returning what it was; the fingers' activities and
    /// `idle` are left alone (and returned as they are).
    @discardableResult
    package mutating func stopMotion() -> _ScrollActivity {
        let stopped = self
        switch self {
        case .released, .decelerating, .animatingOffset, .animatingZoom, .zoomBouncing: self = .idle
        case .idle, .dragging, .zooming: break
        }
        return stopped
    }

    /// Ends a programmatic scroll (it reached its end, or a new offset was set without animation).
    package mutating func finishOffsetAnimation() {
        if case .animatingOffset = self { self = .idle }
    }

    /// Ends a zoom animation or bounce (it reached its end, or a new scale was set without animation).
    package mutating func finishZoomAnimation() {
        switch self {
        case .animatingZoom, .zoomBouncing: self = .idle
        default: break
        }
    }

    /// Ends a fling, bounce or page (its last frame was shown).
    package mutating func finishDecelerating() {
        if case .decelerating = self { self = .idle }
    }
}
