import Testing
import UIKitTestSupport
@testable import CatalogScenarios
@testable import UIKitTesting
@testable import UIKit

/// The diffable list: the snapshot made from the cities (a section per initial, sorted), the
/// buttons' snapshots applied to the table, the section index from the snapshot's sections.
@MainActor @Suite struct DiffableListViewControllerTests {
    @MainActor final class Scene {
        let host = UITestHost()
        let controller = DiffableListViewController()
        var table: UITableView { controller.tableView }
        init() {
            host.show(UINavigationController(rootViewController: controller))
            host.settle()
        }
    }

    @Test func theSnapshotHasASectionPerInitialInAlphabeticalOrderWithSortedItems() {
        let scene = Scene()
        let snapshot = scene.controller.makeSnapshot()
        #expect(snapshot.sectionIdentifiers == ["B", "C", "D", "G", "H", "L", "M", "N", "P", "Q", "R", "S", "T", "W", "X"])
        #expect(snapshot.itemIdentifiers(inSection: "S") == ["Shanghai", "Shenzhen", "Sydney"])
        #expect(snapshot.numberOfItems == scene.controller.cities.count)
    }

    @Test func theTableShowsTheSnapshotWithHeadersAndTheSectionIndex() {
        let scene = Scene()
        #expect(scene.table.numberOfSections == 15)
        #expect(scene.controller.dataSource.tableView(scene.table, titleForHeaderInSection: 1) == "C")
        #expect(scene.controller.dataSource.sectionIndexTitles(for: scene.table)?.first == "B")
        #expect(scene.table.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration
            .flatMap { ($0 as? UIListContentConfiguration)?.text } == "Beijing")
    }

    @Test func addInsertsTheNextCityAndRemoveTakesTheFirst() {
        let scene = Scene()
        scene.host.tap(scene.controller.addButton)
        scene.host.settle()
        #expect(scene.table.numberOfSections == 16)
        #expect(scene.controller.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "Amsterdam")
        scene.host.tap(scene.controller.removeButton)
        scene.host.settle()
        #expect(scene.table.numberOfSections == 15)
        #expect(scene.controller.dataSource.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "Beijing")
        #expect(scene.controller.events == ["apply · inserted Amsterdam", "apply · deleted Amsterdam"])
    }

    @Test func reverseMovesTheRowsOfEverySectionAndKeepsTheirCells() {
        let scene = Scene()
        let beijing = scene.table.cellForRow(at: IndexPath(row: 0, section: 0))
        scene.host.tap(scene.controller.reverseButton)
        scene.host.settle()
        #expect(scene.controller.reversed)
        #expect(scene.controller.dataSource.snapshot().itemIdentifiers(inSection: "B") == ["Boston", "Berlin", "Beijing"])
        #expect(scene.table.cellForRow(at: IndexPath(row: 2, section: 0)) === beijing)
    }

    @Test func theScreenIsFreedAfterItsUpdatesAnimated() {
        weak var weakController: DiffableListViewController?
        weak var weakDataSource: DiffableListViewController.DataSource?
        do {
            let scene = Scene()
            weakController = scene.controller
            weakDataSource = scene.controller.dataSource
            scene.host.tap(scene.controller.addButton)
            scene.host.advance(by: 0.1)
            scene.host.tap(scene.controller.reverseButton)
            scene.host.settle()
        }
        _ = UITestHost()
        #expect(weakController == nil)
        #expect(weakDataSource == nil)
    }
}
