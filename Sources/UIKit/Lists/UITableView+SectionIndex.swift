import Foundation

// The section index ([A] `UITableViewDataSource.sectionIndexTitles(for:)`,
// `tableView(_:sectionForSectionIndexTitle:at:)`, `UITableView.sectionIndexColor`…): a strip of
// titles on the trailing edge of the visible area, over the rows (whose content moves in by its
// width). A finger down on it jumps at once — the section the data source names for the title
// under the finger scrolls to the top, without animation — and dragging along it jumps again at
// each new title. The titles are read when the table loads and at `reloadSectionIndexTitles()`;
// a table with fewer rows than `sectionIndexMinimumDisplayRowCount` shows none.
extension UITableView {
    /// How much the cells' content gives way to the index.
    var _sectionIndexWidthForCells: CGFloat {
        guard let index = _index, !index.isHidden else { return 0 }
        return ListConstants.sectionIndexWidth
    }

    func _layoutSectionIndex() {
        let titles: [String]
        if let index = _index, !index._titlesAreStale {
            titles = index.titles
        } else {
            titles = dataSource?.sectionIndexTitles(for: self) ?? []
        }
        let totalRows = _geometry.rowCounts.reduce(0, +)
        let shows = !titles.isEmpty && totalRows >= sectionIndexMinimumDisplayRowCount
        guard shows else {
            if let index = _index, !index.isHidden {
                index.isHidden = true
                _cellsNeedLayout()
            }
            _index?.titles = titles
            _index?._titlesAreStale = false
            return
        }
        let index: _UITableViewIndexView
        if let existing = _index {
            index = existing
        } else {
            index = _UITableViewIndexView(frame: .zero)
            index.onSelect = { [weak self] title, i in self?._sectionIndexSelected(title, at: i) }
            addSubview(index)
            _index = index
        }
        index.titles = titles
        index._titlesAreStale = false
        if index.isHidden {
            index.isHidden = false
            _cellsNeedLayout()
        }
        let inset = adjustedContentInset
        let frame = CGRect(x: bounds.maxX - ListConstants.sectionIndexWidth - safeAreaInsets.right, y: bounds.minY + inset.top,
                           width: ListConstants.sectionIndexWidth, height: max(0, bounds.height - inset.top - inset.bottom))
        if index.frame != frame { index.frame = frame }
        if subviews.last !== index { bringSubviewToFront(index) }
    }

    /// A title was touched: scroll the section the data source names to the top.
    private func _sectionIndexSelected(_ title: String, at i: Int) {
        guard let dataSource else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: title, at: i)
        guard section >= 0, section < _geometry.numberOfSections else { return }
        _scroll(to: rect(forSection: section), at: .top, animated: false)
    }
}

/// The section index strip. A control, as on iOS (`UITableViewIndex`); its recognizer takes the
/// finger on touch-down so the table does not scroll. Not API.
@MainActor
final class _UITableViewIndexView: UIControl {
    var titles: [String] = [] {
        didSet { if titles != oldValue { _rebuildLabels() } }
    }
    var _titlesAreStale = true
    var onSelect: (@MainActor (String, Int) -> Void)?
    private var labels: [UIView] = []
    private var lastIndex: Int?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        let recognizer = _UITableViewIndexGestureRecognizer(target: self, action: _UITableViewIndexView.track)
        addGestureRecognizer(recognizer)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func _titlesDidChange() { _titlesAreStale = true }

    private var table: UITableView? { superview as? UITableView }

    private var titleColor: UIColor { table?.sectionIndexColor ?? tintColor ?? .systemBlue }

    func _updateBackground() {
        backgroundColor = isTracking ? table?.sectionIndexTrackingBackgroundColor : table?.sectionIndexBackgroundColor
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        _restyleLabels()
    }

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        _updateBackground()
    }

    override func setNeedsDisplay() {
        super.setNeedsDisplay()
        _restyleLabels()
    }

    private func _rebuildLabels() {
        for label in labels { label.removeFromSuperview() }
        labels = titles.map { title in
            if title == ListConstants.indexSearch {
                let view = _UITableViewIndexSearchGlyph(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
                view.tintColor = titleColor
                return view
            }
            let label = UILabel()
            label.text = title
            label.font = .systemFont(ofSize: ListConstants.sectionIndexFontSize, weight: .semibold)
            label.textAlignment = .center
            label.textColor = titleColor
            return label
        }
        for label in labels { addSubview(label) }
        setNeedsLayout()
    }

    private func _restyleLabels() {
        for label in labels {
            (label as? UILabel)?.textColor = titleColor
            (label as? _UITableViewIndexSearchGlyph)?.tintColor = titleColor
        }
    }

    /// The height of one title: 14 pt, less when they do not all fit.
    private var entryHeight: CGFloat {
        guard !titles.isEmpty else { return 0 }
        return min(ListConstants.sectionIndexEntryHeight, bounds.height / CGFloat(titles.count))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let h = entryHeight
        let top = ((bounds.height - h * CGFloat(titles.count)) / 2).rounded()
        for (i, label) in labels.enumerated() {
            let slot = CGRect(x: 0, y: top + CGFloat(i) * h, width: bounds.width, height: h)
            if label is _UITableViewIndexSearchGlyph {
                label.frame = CGRect(x: slot.midX - 5, y: slot.midY - 5, width: 10, height: 10)
            } else {
                label.frame = slot
            }
        }
    }

    /// The title under `y` (bounds coordinates), clamped to the first and last.
    private func index(at y: CGFloat) -> Int? {
        guard !titles.isEmpty else { return nil }
        let h = entryHeight
        let top = ((bounds.height - h * CGFloat(titles.count)) / 2).rounded()
        guard h > 0 else { return 0 }
        return min(titles.count - 1, max(0, Int(((y - top) / h).rounded(.down))))
    }

    private func track(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began, .changed:
            if recognizer.state == .began { lastIndex = nil; _setTracking(true) }
            guard let i = index(at: recognizer.location(in: self).y), i != lastIndex else { return }
            lastIndex = i
            onSelect?(titles[i], i)
        default:
            lastIndex = nil
            _setTracking(false)
        }
    }

    private var isTrackingIndex = false
    override var isTracking: Bool { isTrackingIndex }
    private func _setTracking(_ tracking: Bool) {
        isTrackingIndex = tracking
        _updateBackground()
    }
}

/// The magnifying glass of `UITableView.indexSearch`. Not API.
@MainActor
final class _UITableViewIndexSearchGlyph: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func tintColorDidChange() { setNeedsDisplay() }

    override func draw(_ rect: CGRect) {
        tintColor.setStroke()
        let ring = UIBezierPath(ovalIn: CGRect(x: 0.75, y: 0.75, width: 6.5, height: 6.5))
        ring.lineWidth = 1.5
        ring.stroke()
        let handle = UIBezierPath()
        handle.move(to: CGPoint(x: 6.5, y: 6.5))
        handle.addLine(to: CGPoint(x: 9.25, y: 9.25))
        handle.lineWidth = 1.5
        handle.lineCapStyle = .round
        handle.stroke()
    }
}

/// Begins at touch-down in the index and follows the finger. Not API.
@MainActor
final class _UITableViewIndexGestureRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .began }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .changed }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .ended } else { state = .failed }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else { state = .failed }
    }
}
