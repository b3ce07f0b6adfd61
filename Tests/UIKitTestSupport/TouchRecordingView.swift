import UIKit

/// A view that writes down every `touches…(_:with:)` call it gets, as a value read at the time of
/// the call, for tests of touch delivery, the responder chain, gesture recognizers and scroll views.
///
/// Touches are mutable objects that UIKit reuses for the whole life of a finger (Apple's
/// `UITouch` documentation: "a touch object persists throughout a multi-touch sequence"), so by the
/// time a test looks, a touch's `phase`, location and `tapCount` describe its *last* event. Each
/// ``Call`` therefore copies what the call saw: the method, how many touches it carried, each
/// touch's phase, window and view locations, timestamp and tap count, and what the event held.
/// It keeps the delivered `touches` and the `event` too, for tests that compare identities.
///
/// By default the view handles its touches and does **not** call `super`, so nothing travels up the
/// responder chain; set ``forwardsToNextResponder`` to make every call go on to `super`, which
/// passes it to `next` as `UIResponder` does. ``onCall`` runs after each call is recorded, for
/// tests that merge several recorders into one ordered log or read something else at that moment.
///
/// Subclass it (it is `open`) when a test also needs another override, such as `layoutSubviews`;
/// a subclass reacts to touches by overriding ``didRecord(_:)``.
open class TouchRecordingView: UIView {
    /// One of the four touch methods of `UIResponder`.
    public enum Method: String, Sendable, CustomStringConvertible {
        case began, moved, ended, cancelled
        public var description: String { rawValue }
    }

    /// What one touch looked like during one call.
    public struct TouchRecord {
        /// The method of the call that delivered the touch.
        public let method: Method
        /// The touch object itself (it changes after the call; the other fields do not).
        public let touch: UITouch
        public let phase: UITouch.Phase
        /// `location(in: nil)`: the window's coordinates.
        public let location: CGPoint
        /// `previousLocation(in: nil)`.
        public let previousLocation: CGPoint
        /// `location(in:)` the recording view.
        public let locationInView: CGPoint
        public let timestamp: TimeInterval
        public let tapCount: Int
        /// Whether the touch's `view` was the recording view during the call (a touch must reach
        /// only the view it was bound to at touch-down).
        public let wasBoundToRecorder: Bool
    }

    /// One `touches…` call, as it was when it happened.
    public struct Call {
        public let method: Method
        /// The set the call delivered.
        public let touches: Set<UITouch>
        /// The event the call carried.
        public let event: UIEvent?
        /// Each delivered touch, sorted by window location (x, then y) so that multi-finger calls
        /// read in a stable order.
        public let records: [TouchRecord]
        /// `event?.allTouches` at the time of the call.
        public let allTouches: Set<UITouch>?
        /// The phases of `allTouches`, sorted by raw value.
        public let allPhases: [UITouch.Phase]
        /// `event?.timestamp`, `type` and `subtype` at the time of the call.
        public let eventTimestamp: TimeInterval?
        public let eventType: UIEvent.EventType?
        public let eventSubtype: UIEvent.EventSubtype?
        /// Whether the call went on to `super` (and so up the responder chain).
        public let forwarded: Bool

        /// How many touches the call delivered.
        public var count: Int { touches.count }
        /// The delivered touches' window locations, in ``records`` order.
        public var locations: [CGPoint] { records.map(\.location) }
        /// The delivered touches' tap counts, in ``records`` order.
        public var tapCounts: [Int] { records.map(\.tapCount) }
        /// The first delivered touch's timestamp (every touch of a call has the event's time).
        public var timestamp: TimeInterval { records.first?.timestamp ?? 0 }
    }

    /// A name for logs that merge several views (see ``onCall``).
    public var name: String
    /// Whether each call also goes to `super`, which forwards it to the next responder.
    public var forwardsToNextResponder: Bool
    /// Every call so far, oldest first.
    public private(set) var calls: [Call] = []
    /// Runs after each call is recorded, during the call.
    public var onCall: ((Call) -> Void)?

    public init(frame: CGRect, name: String, forwardsToNextResponder: Bool = false) {
        self.name = name
        self.forwardsToNextResponder = forwardsToNextResponder
        super.init(frame: frame)
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, name: "", forwardsToNextResponder: false)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used in tests") }

    // MARK: Reading the record

    /// The method of every call, as "began", "moved", "ended", "cancelled".
    public var methods: [String] { calls.map(\.method.rawValue) }
    /// ``methods`` without the moves.
    public var methodsWithoutMoves: [String] { methods.filter { $0 != Method.moved.rawValue } }
    /// ``methods`` with each run of moves written once.
    public var methodsWithMovesCollapsed: [String] {
        var result: [String] = []
        for method in methods where !(method == Method.moved.rawValue && result.last == method) {
            result.append(method)
        }
        return result
    }
    /// Every delivered touch of every call, oldest call first: one entry per touch, for tests
    /// that follow fingers rather than calls.
    public var records: [TouchRecord] { calls.flatMap(\.records) }
    /// The calls of one method.
    public func calls(_ method: Method) -> [Call] { calls.filter { $0.method == method } }
    /// Forgets every call so far.
    public func removeAllCalls() { calls.removeAll() }

    // MARK: The overrides

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.began, touches, event)
        if forwardsToNextResponder { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.moved, touches, event)
        if forwardsToNextResponder { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.ended, touches, event)
        if forwardsToNextResponder { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.cancelled, touches, event)
        if forwardsToNextResponder { super.touchesCancelled(touches, with: event) }
    }

    private func record(_ method: Method, _ touches: Set<UITouch>, _ event: UIEvent?) {
        let records = touches.map { touch in
            TouchRecord(method: method, touch: touch, phase: touch.phase, location: touch.location(in: nil),
                        previousLocation: touch.previousLocation(in: nil), locationInView: touch.location(in: self),
                        timestamp: touch.timestamp, tapCount: touch.tapCount, wasBoundToRecorder: touch.view === self)
        }.sorted { a, b in a.location.x != b.location.x ? a.location.x < b.location.x : a.location.y < b.location.y }
        let all = event?.allTouches
        let call = Call(method: method, touches: touches, event: event, records: records, allTouches: all,
                        allPhases: (all ?? []).map(\.phase).sorted { $0.rawValue < $1.rawValue },
                        eventTimestamp: event?.timestamp, eventType: event?.type, eventSubtype: event?.subtype,
                        forwarded: forwardsToNextResponder)
        calls.append(call)
        didRecord(call)
    }

    /// Called after each call is recorded, during the call; runs ``onCall``. Subclasses may
    /// override it instead of setting ``onCall``.
    open func didRecord(_ call: Call) {
        onCall?(call)
    }
}
