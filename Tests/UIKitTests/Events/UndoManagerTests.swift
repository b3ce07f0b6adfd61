import Testing
import Foundation
@testable import UIKitTesting
@testable import UIKit

/// `UndoManager` (Foundation's, which swift-corelibs-foundation lacks): groups, undo and redo
/// stacks, grouping by event, targets held weakly.
@MainActor @Suite struct UndoManagerTests {
    @MainActor final class Counter {
        var value = 0
        func add(_ n: Int, undo: UndoManager) {
            value += n
            undo.registerUndo(withTarget: self) { counter in counter.add(-n, undo: undo) }
        }
    }

    @Test func registrationsInOneEventAreOneGroupClosedAtTheNextFrame() {
        let host = UITestHost()
        let undo = UndoManager()
        let counter = Counter()
        counter.add(1, undo: undo)
        counter.add(2, undo: undo)
        #expect(undo.groupingLevel == 1 && undo.canUndo)
        host.advance(by: 1.0 / 60)
        #expect(undo.groupingLevel == 0)
        counter.add(4, undo: undo)
        host.advance(by: 1.0 / 60)
        undo.undo()
        #expect(counter.value == 3)
        undo.undo()
        #expect(counter.value == 0)
        #expect(!undo.canUndo && undo.canRedo)
        undo.redo()
        #expect(counter.value == 3)
        undo.redo()
        #expect(counter.value == 7)
    }

    @Test func undoClosesTheOpenEventGroupFirst() {
        _ = UITestHost()
        let undo = UndoManager()
        let counter = Counter()
        counter.add(5, undo: undo)
        undo.undo()
        #expect(counter.value == 0)
        #expect(undo.groupingLevel == 0)
    }

    @Test func explicitGroupsNestAndANewActionClearsRedo() {
        _ = UITestHost()
        let undo = UndoManager()
        undo.groupsByEvent = false
        let counter = Counter()
        undo.beginUndoGrouping()
        counter.add(1, undo: undo)
        undo.beginUndoGrouping()
        counter.add(10, undo: undo)
        undo.endUndoGrouping()
        undo.setActionName("Add")
        undo.endUndoGrouping()
        #expect(undo.undoActionName == "Add" && undo.undoMenuItemTitle == "Undo Add")
        undo.undo()
        #expect(counter.value == 0)
        #expect(undo.redoMenuItemTitle == "Redo Add")
        undo.beginUndoGrouping()
        counter.add(2, undo: undo)
        undo.endUndoGrouping()
        #expect(!undo.canRedo)
    }

    @Test func disabledRegistrationRecordsNothing() {
        _ = UITestHost()
        let undo = UndoManager()
        let counter = Counter()
        undo.disableUndoRegistration()
        counter.add(1, undo: undo)
        #expect(!undo.isUndoRegistrationEnabled && !undo.canUndo)
        undo.enableUndoRegistration()
        #expect(undo.isUndoRegistrationEnabled)
    }

    @Test func levelsOfUndoDropTheOldestGroups() {
        _ = UITestHost()
        let undo = UndoManager()
        undo.groupsByEvent = false
        undo.levelsOfUndo = 2
        let counter = Counter()
        for n in [1, 2, 3] {
            undo.beginUndoGrouping()
            counter.add(n, undo: undo)
            undo.endUndoGrouping()
        }
        undo.undo()
        undo.undo()
        #expect(counter.value == 1)
        #expect(!undo.canUndo)
    }

    @Test func targetsAreHeldWeaklyAndCanBeRemoved() {
        _ = UITestHost()
        let undo = UndoManager()
        var counter: Counter? = Counter()
        weak let weakCounter = counter
        counter!.add(1, undo: undo)
        counter = nil
        #expect(weakCounter == nil)
        undo.undo()
        let other = Counter()
        other.add(3, undo: undo)
        undo.removeAllActions(withTarget: other)
        #expect(!undo.canUndo)
    }

    @Test func undoingAndRedoingPostNotifications() {
        _ = UITestHost()
        let undo = UndoManager()
        final class Box: @unchecked Sendable { var names: [String] = [] }
        let box = Box()
        var tokens: [NSObjectProtocol] = []
        for name in [NSNotification.Name.NSUndoManagerWillUndoChange, .NSUndoManagerDidUndoChange,
                     .NSUndoManagerWillRedoChange, .NSUndoManagerDidRedoChange] {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: undo, queue: nil) { box.names.append($0.name.rawValue) })
        }
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        let counter = Counter()
        counter.add(1, undo: undo)
        undo.undo()
        undo.redo()
        #expect(box.names == ["NSUndoManagerWillUndoChangeNotification", "NSUndoManagerDidUndoChangeNotification",
                              "NSUndoManagerWillRedoChangeNotification", "NSUndoManagerDidRedoChangeNotification"])
    }

    @Test func everyResponderInAWindowSharesTheWindowsUndoManager() {
        let host = UITestHost()
        let view = UIView()
        host.window.addSubview(view)
        #expect(view.undoManager != nil)
        #expect(view.undoManager === host.window.undoManager)
        #expect(UIView().undoManager == nil)
    }
}

/// Misuse Foundation raises on: stops the program with its message.
@MainActor @Suite struct UndoManagerMisuseTests {
    @Test func endingAGroupThatWasNeverBegunStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                UndoManager().endUndoGrouping()
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("endUndoGrouping called with no matching begin"), "\(stderr)")
    }
}
