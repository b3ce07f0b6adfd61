import Testing
@testable import UIKit

/// The table of allowed recognizer state changes (`_GestureStateTransition.swift`), against Apple's
/// "About the gesture recognizer state machine" and `UIGestureRecognizer.State` documentation.
@MainActor @Suite struct _GestureStateTransitionTests {
    typealias S = UIGestureRecognizer.State
    static let all: [S] = [.possible, .began, .changed, .ended, .cancelled, .failed]

    /// The edges of Apple's two diagrams, plus the no-ops the table documents (`possible → possible`,
    /// `changed → changed`).
    static let allowed: [(S, S)] = [
        (.possible, .possible), (.possible, .began), (.possible, .ended), (.possible, .failed),
        (.began, .changed), (.began, .ended), (.began, .cancelled),
        (.changed, .changed), (.changed, .ended), (.changed, .cancelled),
    ]

    @Test func exactlyTheDiagramsEdgesAreAllowed() {
        var allowedCount = 0
        for old in Self.all {
            for new in Self.all {
                let expected = Self.allowed.contains { $0 == old && $1 == new }
                #expect(_GestureStateTransition.isAllowed(from: old, to: new) == expected, "\(old) -> \(new)")
                if expected { allowedCount += 1 }
            }
        }
        #expect(allowedCount == 10)
    }

    @Test func discreteRecognizersGoFromPossibleToRecognizedOrFailed() {
        #expect(_GestureStateTransition.isAllowed(from: .possible, to: .recognized))
        #expect(_GestureStateTransition.isAllowed(from: .possible, to: .failed))
        #expect(!_GestureStateTransition.isAllowed(from: .possible, to: .cancelled))
    }

    @Test func terminalStatesLeadNowhereButThroughTheReset() {
        for terminal in [S.ended, .cancelled, .failed] {
            for new in Self.all {
                #expect(!_GestureStateTransition.isAllowed(from: terminal, to: new), "\(terminal) -> \(new)")
            }
        }
    }

    @Test func endedCancelledAndFailedAreTheTerminalStates() {
        let terminal = Self.all.filter { _GestureStateTransition.isTerminal($0) }
        #expect(terminal == [.ended, .cancelled, .failed])
    }

    @Test func recognizedIsEnded() {
        #expect(S.recognized == .ended)
        #expect(S.recognized.rawValue == 3)
    }

    @Test func stateRawValuesAreApples() {
        // UIGestureRecognizerState: possible 0, began 1, changed 2, ended 3, cancelled 4, failed 5.
        #expect(Self.all.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(Self.all.map(\.description) == ["possible", "began", "changed", "ended", "cancelled", "failed"])
    }
}
