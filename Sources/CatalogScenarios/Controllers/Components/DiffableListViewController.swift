import UIKit

/// The diffable list screen: cities in a plain table grouped by initial, fed by a
/// `UITableViewDiffableDataSource` (a subclass giving the section headers and the section index).
/// "Add" and "Remove" apply a snapshot with one item more or less, "Reverse" one with every
/// section's items reversed (moves); each `apply(_:animatingDifferences: true)` animates the rows.
final class DiffableListViewController: UIViewController, UITableViewDelegate {
    /// The data source with headers and a section index from the snapshot's sections.
    final class DataSource: UITableViewDiffableDataSource<String, String> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)
        }
        override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
            snapshot().sectionIdentifiers
        }
        override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            index
        }
    }

    let status = ComponentLayout.statusLine("Add, remove, reverse · 增加、删除、反转")
    /// Every event shown, oldest first.
    private(set) var events: [String] = []
    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var dataSource: DataSource!
    let addButton = UIButton(configuration: .tinted())
    let removeButton = UIButton(configuration: .tinted())
    let reverseButton = UIButton(configuration: .tinted())

    /// The cities shown, in order.
    private(set) var cities = [
        "Beijing", "Berlin", "Boston", "Cairo", "Chengdu", "Chicago", "Dalian", "Delhi", "Dubai",
        "Guangzhou", "Hangzhou", "Hong Kong", "Lhasa", "Lisbon", "London", "Madrid", "Nanjing",
        "Paris", "Qingdao", "Rome", "Shanghai", "Shenzhen", "Sydney", "Tianjin", "Tokyo", "Wuhan",
        "Xi'an", "Xiamen",
    ]
    /// Cities "Add" adds, in turn.
    private var reserve = ["Amsterdam", "Harbin", "Kunming", "Osaka", "Zhuhai"]
    /// Whether each section's items are reversed.
    private(set) var reversed = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Diffable data source"
        view.backgroundColor = .systemBackground
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "city")
        tableView.delegate = self
        dataSource = DataSource(tableView: tableView) { tableView, indexPath, city in
            let cell = tableView.dequeueReusableCell(withIdentifier: "city", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = city
            cell.contentConfiguration = content
            return cell
        }
        dataSource.defaultRowAnimation = .fade
        for (button, title) in [(addButton, "Add"), (removeButton, "Remove"), (reverseButton, "Reverse")] {
            button.configuration?.title = title
        }
        addButton.addTarget(self, action: DiffableListViewController.add, for: .touchUpInside)
        removeButton.addTarget(self, action: DiffableListViewController.remove, for: .touchUpInside)
        reverseButton.addTarget(self, action: DiffableListViewController.reverse, for: .touchUpInside)
        let buttons = ComponentLayout.row([addButton, removeButton, reverseButton], spacing: 8, equal: true)
        let header = ComponentLayout.pinStack([status, buttons], in: view, spacing: 6)
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 8),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        dataSource.apply(makeSnapshot(), animatingDifferences: false)
    }

    /// The snapshot of `cities`: a section per initial, in alphabetical order.
    func makeSnapshot() -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        let groups = Dictionary(grouping: cities.sorted()) { String($0.prefix(1)) }
        for initial in groups.keys.sorted() {
            snapshot.appendSections([initial])
            let items = groups[initial]!
            snapshot.appendItems(reversed ? items.reversed() : items, toSection: initial)
        }
        return snapshot
    }

    func add() {
        guard !reserve.isEmpty else { return report("Add · nothing left to add") }
        let city = reserve.removeFirst()
        cities.append(city)
        dataSource.apply(makeSnapshot(), animatingDifferences: true)
        report("apply · inserted \(city)")
    }

    func remove() {
        guard let city = dataSource.snapshot().itemIdentifiers.first else { return }
        cities.removeAll { $0 == city }
        dataSource.apply(makeSnapshot(), animatingDifferences: true)
        report("apply · deleted \(city)")
    }

    func reverse() {
        reversed.toggle()
        dataSource.apply(makeSnapshot(), animatingDifferences: true)
        report("apply · every section reversed = \(reversed)")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        report("didSelectRowAt · \(dataSource.itemIdentifier(for: indexPath) ?? "")")
    }

    private func report(_ line: String) {
        events.append(line)
        status.text = line
    }
}
