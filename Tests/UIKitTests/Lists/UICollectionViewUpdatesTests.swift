import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// Batch updates: UIKit's index rules, the animation, the selection following its items, and a
/// seeded fuzz against a model.
@MainActor @Suite struct UICollectionViewUpdatesTests {
    @Test func insertsDeletesAndMovesAnimateToTheModelAndTheCompletionRunsAtTheEnd() {
        let source = JournalingCollectionSource(items: 20)
        let stage = CollectionStage(source: source)
        let cv = stage.collectionView
        cv.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
        var finished: Bool?
        cv.performBatchUpdates({
            // Delete 0 and move 10 to the front (indices before), insert at 3 (after).
            var stays = source.model[0]
            let moved = stays[10]
            stays.remove(at: 10)
            stays.remove(at: 0)
            stays.insert(moved, at: 0)
            stays.insert("new", at: 3)
            source.model[0] = stays
            cv.deleteItems(at: [IndexPath(item: 0, section: 0)])
            cv.insertItems(at: [IndexPath(item: 3, section: 0)])
            cv.moveItem(at: IndexPath(item: 10, section: 0), to: IndexPath(item: 0, section: 0))
        }, completion: { finished = $0 })
        #expect(finished == nil, "the completion waits for the animation")
        stage.host.advance(by: 0.15)
        #expect(finished == nil)
        stage.host.settle()
        #expect(finished == true)
        stage.expectCellsMatchModel()
        // Item 5 ("0.5") is now at 6: one deleted before it, one inserted and one moved in before it.
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
        #expect(source.model[0][6] == "0.5")
    }

    @Test func sectionOperationsAndReloadsKeepTheCellsMatchingTheModel() {
        let source = JournalingCollectionSource(sections: 3, items: 6)
        source.headers = true
        let stage = CollectionStage(source: source)
        let cv = stage.collectionView
        cv.performBatchUpdates {
            source.model.remove(at: 1)
            source.model.insert(["x.0", "x.1"], at: 0)
            source.model[2][0] = "reloaded"
            cv.deleteSections(IndexSet(integer: 1))
            cv.insertSections(IndexSet(integer: 0))
            cv.reloadItems(at: [IndexPath(item: 0, section: 2)])
        }
        stage.host.settle()
        #expect(cv.numberOfSections == 3)
        stage.expectCellsMatchModel()
        #expect((cv.cellForItem(at: IndexPath(item: 0, section: 2)) as? JournalingCollectionSource.Cell)?.label.text == "reloaded")
    }

    /// 300 random batches (the long run: `ROCKHOPPER_LEAK_CYCLES`), interleaved with scrolling.
    @Test func randomBatchesInterleavedWithScrollingAlwaysShowTheModel() {
        var rng = SplitMix64(state: 16)
        let source = JournalingCollectionSource(sections: 3, items: 40)
        source.recorded = []
        let stage = CollectionStage(source: source)
        let cv = stage.collectionView
        var next = 0
        for _ in 0..<listCycles(default: 300) {
            // One operation per batch keeps the model and the index rules simple to mirror.
            let s = Int.random(in: 0..<source.model.count, using: &rng)
            let count = source.model[s].count
            switch Int.random(in: 0..<4, using: &rng) {
            case 0 where count < 80:
                let i = Int.random(in: 0...count, using: &rng)
                next += 1
                source.model[s].insert("n\(next)", at: i)
                cv.insertItems(at: [IndexPath(item: i, section: s)])
            case 1 where count > 0:
                let i = Int.random(in: 0..<count, using: &rng)
                source.model[s].remove(at: i)
                cv.deleteItems(at: [IndexPath(item: i, section: s)])
            case 2 where count > 0:
                let from = Int.random(in: 0..<count, using: &rng)
                let t = Int.random(in: 0..<source.model.count, using: &rng)
                let item = source.model[s].remove(at: from)
                let to = Int.random(in: 0...source.model[t].count, using: &rng)
                source.model[t].insert(item, at: to)
                cv.moveItem(at: IndexPath(item: from, section: s), to: IndexPath(item: to, section: t))
            case 3 where count > 0:
                let i = Int.random(in: 0..<count, using: &rng)
                next += 1
                source.model[s][i] = "r\(next)"
                cv.reloadItems(at: [IndexPath(item: i, section: s)])
            default:
                break
            }
            if Bool.random(using: &rng) {
                let maxY = max(0, cv.contentSize.height - cv.bounds.height)
                cv.contentOffset = CGPoint(x: 0, y: CGFloat.random(in: 0...maxY, using: &rng).rounded())
            }
            stage.host.advance(by: Double.random(in: 0...0.4, using: &rng))
            cv.layoutIfNeeded()
        }
        stage.host.settle()
        stage.expectCellsMatchModel()
        #expect(cv.subviews.filter { $0 is UICollectionViewCell && !$0.isHidden }.count == cv.visibleCells.count)
    }
}
