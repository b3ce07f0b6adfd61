import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit
import UIKitTestSupport

/// A collection view driven by a diffable data source: apply shows the snapshot, animated or not,
/// cells of items that stay are kept, supplementary views, a seeded fuzz, and memory.
@MainActor @Suite struct UICollectionViewDiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    final class LabelCell: UICollectionViewCell {
        let label = UILabel()
        required init(frame: CGRect) {
            super.init(frame: frame)
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
    }

    /// A 320-wide flow layout of 100×50 items (three a line) with a diffable data source.
    @MainActor final class Stage {
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 1))
        let controller = UIViewController()
        let collectionView: UICollectionView
        let layout = UICollectionViewFlowLayout()
        var dataSource: UICollectionViewDiffableDataSource<String, String>!
        var provided: [String] = []

        init(height: CGFloat = 480) {
            host.show(controller)
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 10
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: height), collectionViewLayout: layout)
            collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
            controller.view.addSubview(collectionView)
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [unowned self] collectionView, indexPath, item in
                self.provided.append(item)
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath) as! LabelCell
                cell.label.text = item
                return cell
            }
        }

        /// The texts of the items on screen, read through `cellForItem(at:)`, in index-path order.
        var visibleTexts: [String?] {
            collectionView.layoutIfNeeded()
            return collectionView.indexPathsForVisibleItems.sorted().map {
                (collectionView.cellForItem(at: $0) as? LabelCell)?.label.text
            }
        }

        func cell(_ item: String) -> UICollectionViewCell? {
            dataSource.indexPath(for: item).flatMap { collectionView.cellForItem(at: $0) }
        }
    }

    static func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func applyShowsExactlyTheSnapshotsItemsInOrder() {
        let stage = Stage()
        #expect(stage.collectionView.dataSource === stage.dataSource)
        stage.dataSource.apply(Self.snapshot([("s", ["A", "B", "C", "D"]), ("t", ["E"])]))
        stage.host.settle()
        #expect(stage.visibleTexts == ["A", "B", "C", "D", "E"])
        #expect(stage.collectionView.numberOfItems(inSection: 0) == 4)
        #expect(stage.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "E")
        #expect(stage.dataSource.sectionIdentifier(for: 0) == "s")
    }

    @Test func anAnimatedApplyMovesItemsOverTimeKeepsTheirCellsAndCompletesAfterward() {
        let stage = Stage()
        stage.dataSource.apply(Self.snapshot([("s", ["A", "B", "C"])]))
        stage.host.settle()
        let cellC = stage.cell("C")!
        stage.provided.removeAll()
        var completed = false
        stage.dataSource.apply(Self.snapshot([("s", ["C", "A"])])) { completed = true }
        stage.host.advance(by: 0.1)
        let midway = cellC.layer.presentation()?.frame.minX ?? cellC.frame.minX
        #expect(midway > 1 && midway < 219, "\(midway)")
        #expect(!completed)
        stage.host.settle()
        #expect(completed)
        #expect(cellC.frame.minX == 0)
        #expect(stage.cell("C") === cellC)
        #expect(stage.provided.isEmpty, "\(stage.provided)")
        #expect(stage.visibleTexts == ["C", "A"])
    }

    @Test func reconfigureItemsRunsTheProviderOnTheSameCell() {
        let stage = Stage()
        stage.dataSource.apply(Self.snapshot([("s", ["A", "B"])]))
        stage.host.settle()
        let cellB = stage.cell("B")
        stage.provided.removeAll()
        var snapshot = stage.dataSource.snapshot()
        snapshot.reconfigureItems(["B"])
        stage.dataSource.apply(snapshot, animatingDifferences: false)
        #expect(stage.provided == ["B"])
        #expect(stage.cell("B") === cellB)
    }

    @Test func theSupplementaryViewProviderMakesHeaders() {
        let stage = Stage()
        stage.layout.headerReferenceSize = CGSize(width: 320, height: 30)
        stage.collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "Header")
        var asked: [IndexPath] = []
        stage.dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            asked.append(indexPath)
            return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        }
        stage.dataSource.apply(Self.snapshot([("s", ["A"]), ("t", ["B"])]))
        stage.host.settle()
        #expect(Set(asked) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    }

    // MARK: Fuzz

    /// 200 random snapshots applied in turn (animated or not, some mid-animation); after each the
    /// collection view's counts are the snapshot's and every item (all on screen) shows its item.
    @Test func randomSnapshotsAppliedInTurnAlwaysShowTheSnapshot() {
        let stage = Stage(height: 6000)
        var rng = SplitMix64(state: 177)
        var next = 0
        var snapshot = Self.snapshot([("S0", ["i0"])])
        stage.dataSource.apply(snapshot)
        stage.host.settle()
        for step in 0..<200 {
            UITableViewDiffableDataSourceTests.mutate(&snapshot, &rng, next: &next)
            if snapshot.numberOfItems > 90 { snapshot.deleteItems(Array(snapshot.itemIdentifiers.prefix(30))) }
            stage.dataSource.apply(snapshot, animatingDifferences: Bool.random(using: &rng))
            stage.host.advance(by: Double.random(in: 0...0.4, using: &rng))
            #expect(stage.collectionView.numberOfSections == snapshot.numberOfSections, "step \(step)")
            for (s, section) in snapshot.sectionIdentifiers.enumerated() {
                #expect(stage.collectionView.numberOfItems(inSection: s) == snapshot.numberOfItems(inSection: section), "step \(step)")
            }
            let shown = stage.visibleTexts.map { $0 ?? "nil" }
            #expect(shown == snapshot.itemIdentifiers, "step \(step): \(shown) ≠ \(snapshot.itemIdentifiers)")
            if shown != snapshot.itemIdentifiers { break }
        }
        stage.host.settle()
        #expect(stage.visibleTexts.map { $0 ?? "nil" } == snapshot.itemIdentifiers)
    }

    // MARK: Memory

    @Test func theDataSourceAndTheCollectionViewAreFreedAfterUse() {
        weak var weakSource: UICollectionViewDiffableDataSource<String, String>?
        weak var weakView: UICollectionView?
        do {
            let stage = Stage()
            weakSource = stage.dataSource
            weakView = stage.collectionView
            stage.dataSource.apply(Self.snapshot([("s", ["A", "B", "C"])]))
            stage.host.settle()
            stage.dataSource.apply(Self.snapshot([("s", ["C", "D", "A"])]))
            stage.host.advance(by: 0.1)
            stage.host.tap(at: CGPoint(x: 50, y: 25))
            stage.host.settle()
            stage.collectionView.removeFromSuperview()
            stage.dataSource = nil
            stage.host.settle()
        }
        #expect(weakSource == nil)
        #expect(weakView == nil)
    }

    @Test func makingApplyingAndDiscardingDiffableCollectionViewsOverAndOverKeepsMemoryFlat() {
        let cycles = listCycles(default: 30)
        let host = UITestHost(screen: UITestScreen(size: CGSize(width: 320, height: 480), scale: 1))
        let controller = UIViewController()
        host.show(controller)
        func cycle(_ i: Int) {
            let view = UICollectionView(frame: controller.view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
            view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            controller.view.addSubview(view)
            let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { collectionView, indexPath, _ in
                collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<60))
            source.apply(snapshot)
            host.advance(by: 1.0 / 60)
            snapshot.deleteItems(Array(0..<10))
            snapshot.appendItems(Array(100..<110))
            source.apply(snapshot)
            host.advance(by: 0.5)
            view.removeFromSuperview()
        }
        for i in 0..<10 { cycle(i) }
        let start = ResidentMemory.kilobytes()
        for i in 0..<cycles { cycle(i) }
        let growth = ResidentMemory.kilobytes() - start
        print("UICollectionViewDiffableDataSource memory: \(cycles) collection views applied and discarded grew resident memory by \(growth) kB")
        #expect(controller.view.subviews.isEmpty)
        #expect(growth < 20 * 1024, "\(growth) kB")
    }
}
