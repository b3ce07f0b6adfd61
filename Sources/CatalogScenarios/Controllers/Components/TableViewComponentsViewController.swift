import UIKit

/// The table view screen, `.insetGrouped` (a segmented control remakes it `.plain` or `.grouped`): an editable list of fruit (swipe actions on both
/// sides, the default Delete, and with Edit the delete and insert controls and reordering), the
/// four `UITableViewCell.CellStyle`s, every `AccessoryType` and two rows made with
/// `defaultContentConfiguration()`. What the table tells its data source and delegate shows on
/// the status line above it.
final class TableViewComponentsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    enum Section: Int, CaseIterable {
        case editing, cellStyles, accessories, contentConfiguration
        var title: String {
            switch self {
            case .editing: "编辑 Editing · swipe, delete, insert, move"
            case .cellStyles: "UITableViewCell.CellStyle"
            case .accessories: "accessoryType"
            case .contentConfiguration: "UIListContentConfiguration"
            }
        }
    }

    let status = ComponentLayout.statusLine("Swipe a row, tap Edit · 滑动一行，点按编辑")
    /// Every event shown, oldest first.
    private(set) var events: [String] = []
    /// The table; a new one of the chosen style replaces it when the style control changes
    /// (a table's style is fixed when it is made).
    private(set) var tableView = UITableView(frame: .zero, style: .insetGrouped)
    /// Chooses the table's style: `.plain`, `.grouped`, `.insetGrouped`.
    let styleControl = UISegmentedControl(items: [".plain", ".grouped", ".insetGrouped"])
    static let tableStyles: [UITableView.Style] = [.plain, .grouped, .insetGrouped]
    /// The editable rows.
    private(set) var fruit = ["苹果 Apple", "香蕉 Banana", "樱桃 Cherry", "葡萄 Grape"]
    /// Fruit the insert control adds, in turn.
    private var reserve = ["芒果 Mango", "梨 Pear", "桃 Peach", "柠檬 Lemon"]
    /// Rows flagged with the trailing "Flag" action.
    private(set) var flagged: Set<String> = []
    let styles: [(UITableViewCell.CellStyle, String)] = [
        (.default, ".default"), (.value1, ".value1"), (.value2, ".value2"), (.subtitle, ".subtitle"),
    ]
    let accessories: [(UITableViewCell.AccessoryType, String)] = [
        (.none, ".none"), (.disclosureIndicator, ".disclosureIndicator"), (.detailButton, ".detailButton"),
        (.detailDisclosureButton, ".detailDisclosureButton"), (.checkmark, ".checkmark"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Table view"
        navigationItem.rightBarButtonItem = editButtonItem
        view.backgroundColor = .systemGroupedBackground
        status.numberOfLines = 1
        styleControl.selectedSegmentIndex = 2
        styleControl.addTarget(self, action: TableViewComponentsViewController.styleChanged, for: .valueChanged)
        ComponentLayout.pinStack([status, styleControl], in: view, spacing: 6, top: 6)
        install(tableView)
    }

    /// Puts `table` under the style control, filling the rest of the screen.
    private func install(_ table: UITableView) {
        table.translatesAutoresizingMaskIntoConstraints = false
        table.dataSource = self
        table.delegate = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.setEditing(isEditing, animated: false)
        view.addSubview(table)
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: styleControl.bottomAnchor, constant: 8),
            table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func styleChanged(_ sender: UISegmentedControl) {
        let style = Self.tableStyles[sender.selectedSegmentIndex]
        let frame = tableView.frame
        tableView.removeFromSuperview()
        tableView = UITableView(frame: frame, style: style)
        install(tableView)
        view.backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        report("UITableView(frame:style: \(sender.titleForSegment(at: sender.selectedSegmentIndex) ?? ""))")
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
        // While editing, a last row offers to add fruit (the insert control).
        let addRow = IndexPath(row: fruit.count, section: Section.editing.rawValue)
        if editing {
            tableView.insertRows(at: [addRow], with: .automatic)
        } else {
            tableView.deleteRows(at: [addRow], with: .automatic)
        }
        report("setEditing(\(editing), animated: \(animated))")
    }

    // MARK: Data source

    func numberOfSections(in tableView: UITableView) -> Int { Section.allCases.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .editing: fruit.count + (isEditing ? 1 : 0)
        case .cellStyles: styles.count
        case .accessories: accessories.count
        case .contentConfiguration: 2
        }
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Section(rawValue: section)!.title
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch Section(rawValue: indexPath.section)! {
        case .editing:
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            if indexPath.row < fruit.count {
                let name = fruit[indexPath.row]
                content.text = flagged.contains(name) ? "⚑ " + name : name
            } else {
                content.text = "添加水果 Add fruit"
                content.textProperties.color = .systemBlue
            }
            cell.contentConfiguration = content
            cell.accessoryType = .none
            return cell
        case .cellStyles:
            let (style, name) = styles[indexPath.row]
            // A cell's style is fixed when it is made: one reuse identifier per style.
            let identifier = "style-\(style.rawValue)"
            let cell = tableView.dequeueReusableCell(withIdentifier: identifier)
                ?? UITableViewCell(style: style, reuseIdentifier: identifier)
            cell.textLabel?.text = name
            cell.detailTextLabel?.text = "detailTextLabel"
            cell.selectionStyle = .default
            return cell
        case .accessories:
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            let (type, name) = accessories[indexPath.row]
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
            cell.accessoryType = type
            return cell
        case .contentConfiguration:
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = indexPath.row == 0 ? cell.defaultContentConfiguration() : UIListContentConfiguration.subtitleCell()
            content.text = indexPath.row == 0 ? "image + text" : "text + secondaryText"
            content.secondaryText = indexPath.row == 0 ? nil : "UIListContentConfiguration.subtitleCell()"
            content.image = ComponentLayout.star
            content.imageProperties.tintColor = indexPath.row == 0 ? .systemYellow : .systemPurple
            cell.contentConfiguration = content
            cell.accessoryType = .none
            return cell
        }
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        indexPath.section == Section.editing.rawValue
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        indexPath.section == Section.editing.rawValue && indexPath.row < fruit.count
    }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        switch editingStyle {
        case .delete:
            let name = fruit.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            report("commit .delete · \(name)")
        case .insert:
            let name = reserve.isEmpty ? "水果 Fruit \(fruit.count + 1)" : reserve.removeFirst()
            fruit.append(name)
            tableView.insertRows(at: [indexPath], with: .automatic)
            report("commit .insert · \(name)")
        default:
            break
        }
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let name = fruit.remove(at: sourceIndexPath.row)
        fruit.insert(name, at: destinationIndexPath.row)
        report("moveRowAt \(sourceIndexPath.row) to \(destinationIndexPath.row) · \(name)")
    }

    // MARK: Delegate

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard indexPath.section == Section.editing.rawValue else { return .none }
        return indexPath.row < fruit.count ? .delete : .insert
    }

    /// Moves stay inside the fruit, above the "Add fruit" row.
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        if proposedDestinationIndexPath.section != Section.editing.rawValue {
            return IndexPath(row: proposedDestinationIndexPath.section < Section.editing.rawValue ? 0 : fruit.count - 1,
                             section: Section.editing.rawValue)
        }
        return IndexPath(row: min(proposedDestinationIndexPath.row, fruit.count - 1), section: Section.editing.rawValue)
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard indexPath.section == Section.editing.rawValue, indexPath.row < fruit.count else { return nil }
        let name = fruit[indexPath.row]
        let pin = UIContextualAction(style: .normal, title: "置顶 Top") { [unowned self] _, _, done in
            guard let row = fruit.firstIndex(of: name) else { return done(false) }
            fruit.remove(at: row)
            fruit.insert(name, at: 0)
            tableView.moveRow(at: IndexPath(row: row, section: 0), to: IndexPath(row: 0, section: 0))
            report("leading swipe · 置顶 Top · \(name)")
            done(true)
        }
        pin.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [pin])
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard indexPath.section == Section.editing.rawValue, indexPath.row < fruit.count else { return nil }
        let name = fruit[indexPath.row]
        let delete = UIContextualAction(style: .destructive, title: "删除 Delete") { [unowned self] _, _, done in
            guard let row = fruit.firstIndex(of: name) else { return done(false) }
            fruit.remove(at: row)
            tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
            report("trailing swipe · 删除 Delete · \(name)")
            done(true)
        }
        let flag = UIContextualAction(style: .normal, title: "标记 Flag") { [unowned self] _, _, done in
            if flagged.contains(name) { flagged.remove(name) } else { flagged.insert(name) }
            if let row = fruit.firstIndex(of: name) {
                tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
            }
            report("trailing swipe · 标记 Flag · \(name)")
            done(true)
        }
        flag.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let section = Section(rawValue: indexPath.section)!
        switch section {
        case .editing where indexPath.row < fruit.count: report("didSelectRowAt · \(fruit[indexPath.row])")
        case .cellStyles: report("didSelectRowAt · \(styles[indexPath.row].1)")
        case .accessories: report("didSelectRowAt · \(accessories[indexPath.row].1)")
        default: report("didSelectRowAt \(indexPath.section)-\(indexPath.row)")
        }
    }

    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        report("accessoryButtonTappedForRowWith · \(accessories[indexPath.row].1)")
    }

    private func report(_ line: String) {
        events.append(line)
        status.text = line
    }
}
