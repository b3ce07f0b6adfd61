import Foundation
import Testing
import UIKitTestSupport
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// The Catalog's photo grid: a flow layout of square photos three to a row under section headers,
/// driven with a finger — scrolling reuses the cells, taps select and deselect.
@MainActor @Suite struct PhotoGridViewControllerTests {
    @MainActor final class Scene {
        let host = UITestHost()
        let grid = PhotoGridViewController()
        var view: UICollectionView { grid.grid }

        init() {
            host.show(UINavigationController(rootViewController: grid))
            host.settle()
        }

        func tap(_ indexPath: IndexPath) {
            guard let cell = view.cellForItem(at: indexPath) else {
                Issue.record("no cell at \(indexPath)")
                return
            }
            host.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
            host.settle()
        }
    }

    @Test func photosAreSquareThreeToARowUnderTheirSectionHeaders() {
        let scene = Scene()
        let width = scene.view.bounds.width
        let side = ((width - 4) / 3).rounded(.down)
        let row = (0..<3).compactMap { scene.view.cellForItem(at: IndexPath(item: $0, section: 0)) }
        #expect(row.count == 3)
        #expect(row.allSatisfy { $0.frame.size == CGSize(width: side, height: side) })
        #expect(Set(row.map(\.frame.minY)).count == 1)
        let fourth = scene.view.cellForItem(at: IndexPath(item: 3, section: 0))
        #expect(fourth?.frame.minX == 0)
        #expect(fourth.map { $0.frame.minY - row[0].frame.maxY } == 2)
        let header = scene.view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                  at: IndexPath(item: 0, section: 0)) as? PhotoSectionHeader
        #expect(header?.label.text == "Today")
        #expect(header.map { $0.frame.maxY } == row[0].frame.minY)
        #expect((row[1] as? PhotoCell)?.numberLabel.text == "2")
        #expect((row[1] as? PhotoCell)?.imageView.image != nil)
    }

    @Test func tapsSelectAndDeselectPhotosAndTheTitleCountsThem() {
        let scene = Scene()
        scene.tap(IndexPath(item: 1, section: 0))
        scene.tap(IndexPath(item: 2, section: 1))
        #expect(Set(scene.view.indexPathsForSelectedItems ?? []) == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 1)])
        #expect(scene.grid.title == "2 Selected")
        let cell = scene.view.cellForItem(at: IndexPath(item: 1, section: 0)) as? PhotoCell
        #expect(cell?.isSelected == true)
        #expect(cell?.checkmark.isHidden == false)
        scene.tap(IndexPath(item: 1, section: 0))
        #expect(scene.view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 1)])
        #expect(cell?.checkmark.isHidden == true)
        #expect(scene.grid.title == "1 Selected")
    }

    @Test func scrollingThroughTheWholeGridReusesAScreenfulOfCells() {
        let scene = Scene()
        let onScreen = scene.view.visibleCells.count
        for _ in 0..<8 {
            scene.host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 150), duration: 0.3)
            scene.host.settle()
        }
        let maxOffset = scene.view.contentSize.height + scene.view.adjustedContentInset.bottom - scene.view.bounds.height
        #expect(abs(scene.view.contentOffset.y - maxOffset) < 1, "at the end of the grid")
        let last = PhotoGridViewController.sections.count - 1
        let lastItem = IndexPath(item: PhotoGridViewController.sections[last].count - 1, section: last)
        #expect((scene.view.cellForItem(at: lastItem) as? PhotoCell)?.numberLabel.text
                == "\(PhotoGridViewController.sections.reduce(0) { $0 + $1.count })")
        #expect(scene.grid.cellsMade <= onScreen + 3 * PhotoGridViewController.columns,
                "\(scene.grid.cellsMade) cells made for \(onScreen) on screen")
        #expect(scene.view.subviews.filter { $0 is PhotoCell && !$0.isHidden }.count == scene.view.visibleCells.count)
        // Reused cells show their new numbers whole.
        for case let cell as PhotoCell in scene.view.visibleCells {
            #expect(cell.numberLabel.frame.width >= cell.numberLabel.intrinsicContentSize.width, "\(cell.numberLabel.text ?? "")")
        }
    }

    @Test func theGridAndItsCellsAreFreedAfterUse() {
        weak var weakGrid: PhotoGridViewController?
        weak var weakCell: UICollectionViewCell?
        do {
            let scene = Scene()
            weakGrid = scene.grid
            weakCell = scene.view.visibleCells.first
            scene.tap(IndexPath(item: 0, section: 0))
            scene.host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 150), duration: 0.3)
            scene.host.settle()
            scene.host.show(UIViewController())
            scene.host.settle()
        }
        #expect(weakGrid == nil)
        #expect(weakCell == nil)
    }
}
