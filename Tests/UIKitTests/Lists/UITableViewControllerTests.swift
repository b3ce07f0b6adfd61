import Foundation
import Testing
@testable import UIKitTesting
@testable import UIKit

/// `UITableViewController`: its table, and clearing the selection when it reappears.
@MainActor @Suite struct UITableViewControllerTests {
    final class Fruits: UITableViewController {
        let fruits = ["Apple", "Banana", "Cherry"]
        var selected: [IndexPath] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = fruits[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath)
            navigationController?.pushViewController(UIViewController(), animated: true)
        }
    }

    @Test func theViewIsATableWhoseDataSourceAndDelegateAreTheController() {
        let controller = Fruits(style: .insetGrouped)
        #expect(controller.view === controller.tableView)
        #expect(controller.tableView.style == .insetGrouped)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
        #expect(controller.clearsSelectionOnViewWillAppear)
        #expect(Fruits(style: .plain).tableView.style == .plain)
    }

    @Test func aTapSelectsAndTheSelectionIsClearedWhenTheControllerReappears() {
        let host = UITestHost()
        let controller = Fruits(style: .plain)
        let nav = UINavigationController(rootViewController: controller)
        host.show(nav)
        host.settle()
        let row = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(row.textLabel?.text == "Banana")
        host.tap(row)
        host.settle()
        #expect(controller.selected == [IndexPath(row: 1, section: 0)])
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        nav.popViewController(animated: true)
        host.settle()
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    @Test func keepingTheSelectionWhenAskedTo() {
        let host = UITestHost()
        let controller = Fruits(style: .plain)
        controller.clearsSelectionOnViewWillAppear = false
        let nav = UINavigationController(rootViewController: controller)
        host.show(nav)
        host.settle()
        host.tap(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0))!)
        host.settle()
        nav.popViewController(animated: true)
        host.settle()
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    @Test func setEditingReachesTheTable() {
        let controller = Fruits(style: .plain)
        controller.loadViewIfNeeded()
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
        #expect(controller.isEditing)
    }
}
