import Foundation

/// The state of a list — its sections and their items, by identifier — as a value
/// ([A] `NSDiffableDataSourceSnapshot`). Build one, then hand it to a diffable data source's
/// `apply(_:animatingDifferences:completion:)`.
///
/// Identifiers are unique across the whole snapshot (sections among sections, items among
/// items); a duplicate or an unknown identifier stops the program with UIKit's message
/// (docs/DEVIATIONS.md for the texts).
///
/// Cost: the snapshot keeps an index from identifier to place, so `indexOfItem`,
/// `sectionIdentifier(containingItem:)` and `indexOfSection` are O(1) in the number of items
/// (`indexOfItem` adds the counts of the sections before), and appending is amortised O(1) per
/// item. Inserting, deleting or moving in the middle of a section re-indexes the rest of that
/// section only.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The sections in order.
    var _sections: [SectionIdentifierType] = []
    /// Each section's items in order, by section index.
    var _items: [[ItemIdentifierType]] = []
    /// Section identifier → its index.
    var _sectionIndex: [SectionIdentifierType: Int] = [:]
    /// Item identifier → its section's identifier and its index in that section.
    var _itemPlace: [ItemIdentifierType: (section: SectionIdentifierType, index: Int)] = [:]
    var _reloadedItems: Set<ItemIdentifierType> = []
    var _reconfiguredItems: Set<ItemIdentifierType> = []
    var _reloadedSections: Set<SectionIdentifierType> = []

    /// An empty snapshot.
    public init() {}

    // MARK: Queries

    /// The number of items in all sections.
    public var numberOfItems: Int { _itemPlace.count }
    /// The number of sections.
    public var numberOfSections: Int { _sections.count }
    /// The sections in order.
    public var sectionIdentifiers: [SectionIdentifierType] { _sections }
    /// All items, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { Array(_items.joined()) }
    /// The items marked with `reloadItems(_:)` since the snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { _ordered(_reloadedItems) }
    /// The items marked with `reconfigureItems(_:)` since the snapshot was made.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { _ordered(_reconfiguredItems) }
    /// The sections marked with `reloadSections(_:)` since the snapshot was made.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { _sections.filter { _reloadedSections.contains($0) } }

    /// The number of items in `identifier`'s section; an unknown section stops the program.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        _items[_requireSection(identifier, "numberOfItems(inSection:)")].count
    }

    /// The items of `identifier`'s section in order; an unknown section stops the program.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        _items[_requireSection(identifier, "itemIdentifiers(inSection:)")]
    }

    /// The section holding `identifier`, or nil.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        _itemPlace[identifier]?.section
    }

    /// The index of `identifier` among all items (section after section), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let place = _itemPlace[identifier], let section = _sectionIndex[place.section] else { return nil }
        var start = 0
        for s in 0..<section { start += _items[s].count }
        return start + place.index
    }

    /// The index of the section `identifier`, or nil.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        _sectionIndex[identifier]
    }

    // MARK: Sections

    /// Adds sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        _insertSections(identifiers, at: _sections.count)
    }

    /// Inserts sections before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        _insertSections(identifiers, at: _requireSection(toIdentifier, "insertSections(_:beforeSection:)"))
    }

    /// Inserts sections after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        _insertSections(identifiers, at: _requireSection(toIdentifier, "insertSections(_:afterSection:)") + 1)
    }

    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        var doomed = Set<Int>()
        for identifier in identifiers { doomed.insert(_requireSection(identifier, "deleteSections(_:)")) }
        for s in doomed {
            for item in _items[s] {
                _itemPlace[item] = nil
                _reloadedItems.remove(item)
                _reconfiguredItems.remove(item)
            }
            _reloadedSections.remove(_sections[s])
        }
        var sections: [SectionIdentifierType] = []
        var items: [[ItemIdentifierType]] = []
        for s in _sections.indices where !doomed.contains(s) {
            sections.append(_sections[s])
            items.append(_items[s])
        }
        _sections = sections
        _items = items
        _reindexSections()
    }

    /// Moves a section before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        _moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        _moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections to be reloaded: their cells are replaced when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            _ = _requireSection(identifier, "reloadSections(_:)")
            _reloadedSections.insert(identifier)
        }
    }

    // MARK: Items

    /// Adds items at the end of `sectionIdentifier`'s section, or of the last section when nil.
    /// With no sections the program stops with UIKit's message.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section: Int
        if let sectionIdentifier {
            section = _requireSection(sectionIdentifier, "appendItems(_:toSection:)")
        } else {
            _rockhopperPrecondition(!_sections.isEmpty, "There are currently no sections in the data source. Please add a section first.")
            section = _sections.count - 1
        }
        _insertItems(identifiers, section: section, at: _items[section].count)
    }

    /// Inserts items before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        let place = _requireItem(beforeIdentifier, "insertItems(_:beforeItem:)")
        _insertItems(identifiers, section: _sectionIndex[place.section]!, at: place.index)
    }

    /// Inserts items after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        let place = _requireItem(afterIdentifier, "insertItems(_:afterItem:)")
        _insertItems(identifiers, section: _sectionIndex[place.section]!, at: place.index + 1)
    }

    /// Deletes items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed: [Int: Set<Int>] = [:]
        for identifier in identifiers {
            let place = _requireItem(identifier, "deleteItems(_:)")
            doomed[_sectionIndex[place.section]!, default: []].insert(place.index)
        }
        for (section, indices) in doomed {
            let first = indices.min()!
            var kept = Array(_items[section][..<first])
            for i in first..<_items[section].count {
                let item = _items[section][i]
                if indices.contains(i) {
                    _itemPlace[item] = nil
                    _reloadedItems.remove(item)
                    _reconfiguredItems.remove(item)
                } else {
                    kept.append(item)
                }
            }
            _items[section] = kept
            _reindexItems(section: section, from: first)
        }
    }

    /// Deletes every item and section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item before `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        _moveItem(identifier, to: toIdentifier, after: false)
    }

    /// Moves an item after `toIdentifier` (possibly into another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        _moveItem(identifier, to: toIdentifier, after: true)
    }

    /// Marks items to be reloaded: they get new cells when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            _ = _requireItem(identifier, "reloadItems(_:)")
            _reloadedItems.insert(identifier)
        }
    }

    /// Marks items to be reconfigured: their existing cells go through the cell provider again
    /// when the snapshot is applied (iOS 15).
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            _ = _requireItem(identifier, "reconfigureItems(_:)")
            _reconfiguredItems.insert(identifier)
        }
    }

    // MARK: Internals

    /// The snapshot without its reload and reconfigure marks (what a data source keeps).
    var _unmarked: NSDiffableDataSourceSnapshot {
        var copy = self
        copy._reloadedItems = []
        copy._reconfiguredItems = []
        copy._reloadedSections = []
        return copy
    }

    /// The index path of an item, or nil.
    func _indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let place = _itemPlace[identifier], let section = _sectionIndex[place.section] else { return nil }
        return IndexPath(item: place.index, section: section)
    }

    private func _ordered(_ set: Set<ItemIdentifierType>) -> [ItemIdentifierType] {
        set.compactMap { item in _indexPath(of: item).map { (item, $0) } }.sorted { $0.1 < $1.1 }.map(\.0)
    }

    private func _requireSection(_ identifier: SectionIdentifierType, _ method: String) -> Int {
        guard let index = _sectionIndex[identifier] else {
            _rockhopperFailure("Invalid section identifier specified for \(method): \(identifier). Section identifier does not exist in the snapshot.")
        }
        return index
    }

    private func _requireItem(_ identifier: ItemIdentifierType, _ method: String) -> (section: SectionIdentifierType, index: Int) {
        guard let place = _itemPlace[identifier] else {
            _rockhopperFailure("Invalid item identifier specified for \(method): \(identifier). Item identifier does not exist in the snapshot.")
        }
        return place
    }

    private static func _duplicates<T: Hashable>(_ identifiers: [T], existing: (T) -> Bool) -> [T] {
        var seen = Set<T>()
        var duplicates: [T] = []
        for identifier in identifiers where existing(identifier) || !seen.insert(identifier).inserted {
            duplicates.append(identifier)
        }
        return duplicates
    }

    private static func _duplicateMessage<T>(_ kind: String, _ duplicates: [T]) -> String {
        "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\n"
            + duplicates.map { "    \($0)" }.joined(separator: ",\n") + "\n)}"
    }

    private mutating func _insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        let duplicates = Self._duplicates(identifiers) { _sectionIndex[$0] != nil }
        if !duplicates.isEmpty { _rockhopperFailure(Self._duplicateMessage("section", duplicates)) }
        _sections.insert(contentsOf: identifiers, at: index)
        _items.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        if index == _sections.count - identifiers.count {
            for (i, identifier) in identifiers.enumerated() { _sectionIndex[identifier] = index + i }
        } else {
            _reindexSections()
        }
    }

    private mutating func _insertItems(_ identifiers: [ItemIdentifierType], section: Int, at index: Int) {
        let duplicates = Self._duplicates(identifiers) { _itemPlace[$0] != nil }
        if !duplicates.isEmpty { _rockhopperFailure(Self._duplicateMessage("item", duplicates)) }
        let sectionIdentifier = _sections[section]
        _items[section].insert(contentsOf: identifiers, at: index)
        if index + identifiers.count == _items[section].count {
            for (i, identifier) in identifiers.enumerated() { _itemPlace[identifier] = (sectionIdentifier, index + i) }
        } else {
            _reindexItems(section: section, from: index)
        }
    }

    private mutating func _moveSection(_ identifier: SectionIdentifierType, to toIdentifier: SectionIdentifierType, after: Bool) {
        let from = _requireSection(identifier, after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)")
        _ = _requireSection(toIdentifier, after ? "moveSection(_:afterSection:)" : "moveSection(_:beforeSection:)")
        guard identifier != toIdentifier else { return }
        let items = _items.remove(at: from)
        _sections.remove(at: from)
        _reindexSections()
        let to = _sectionIndex[toIdentifier]! + (after ? 1 : 0)
        _sections.insert(identifier, at: to)
        _items.insert(items, at: to)
        _reindexSections()
    }

    private mutating func _moveItem(_ identifier: ItemIdentifierType, to toIdentifier: ItemIdentifierType, after: Bool) {
        let method = after ? "moveItem(_:afterItem:)" : "moveItem(_:beforeItem:)"
        let from = _requireItem(identifier, method)
        _ = _requireItem(toIdentifier, method)
        guard identifier != toIdentifier else { return }
        let fromSection = _sectionIndex[from.section]!
        _items[fromSection].remove(at: from.index)
        _reindexItems(section: fromSection, from: from.index)
        let target = _itemPlace[toIdentifier]!
        let toSection = _sectionIndex[target.section]!
        let index = target.index + (after ? 1 : 0)
        _items[toSection].insert(identifier, at: index)
        _reindexItems(section: toSection, from: index)
    }

    private mutating func _reindexSections() {
        _sectionIndex.removeAll(keepingCapacity: true)
        for (i, identifier) in _sections.enumerated() { _sectionIndex[identifier] = i }
    }

    private mutating func _reindexItems(section: Int, from index: Int) {
        let sectionIdentifier = _sections[section]
        let items = _items[section]
        for i in index..<items.count { _itemPlace[items[i]] = (sectionIdentifier, i) }
    }
}
