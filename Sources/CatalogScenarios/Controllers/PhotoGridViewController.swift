import UIKit

/// A photo library grid: a `UICollectionViewController` with a `UICollectionViewFlowLayout` of
/// square "photos" three to a row, 2 pt apart, in sections ("Today", "Yesterday", …) under
/// headers. Each photo is a `UIImageView` with a generated picture (a sky in one colour, a sun
/// and a hill) and a `UILabel` with its number; tapping photos selects them (several at once),
/// which shows a check mark and counts them in the title.
final class PhotoGridViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
    /// The sections: a title and how many photos.
    static let sections: [(title: String, count: Int)] = [
        ("Today", 7), ("Yesterday", 12), ("Last Week", 20), ("Earlier", 30),
    ]
    static let cellIdentifier = "Photo"
    static let headerIdentifier = "Header"
    /// The space between photos and between rows, points.
    static let spacing: CGFloat = 2
    static let columns = 3

    /// How many photo cells were made (the rest were reused).
    private(set) var cellsMade = 0

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = PhotoGridViewController.spacing
        layout.minimumInteritemSpacing = PhotoGridViewController.spacing
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// The grid (the scenarios' name for it).
    var grid: UICollectionView { collectionView }

    override func viewDidLoad() {
        super.viewDidLoad()
        grid.backgroundColor = .systemBackground
        grid.allowsMultipleSelection = true
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        grid.register(PhotoSectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                      withReuseIdentifier: Self.headerIdentifier)
    }

    /// The number shown on the photo at `indexPath`, counting from 1 across the sections.
    static func number(of indexPath: IndexPath) -> Int {
        sections.prefix(indexPath.section).reduce(0) { $0 + $1.count } + indexPath.item + 1
    }

    /// The photo's colour: hues around the wheel, one step per photo.
    static func color(of indexPath: IndexPath) -> UIColor {
        let n = number(of: indexPath)
        return UIColor(hue: CGFloat((n * 37) % 360) / 360, saturation: 0.55, brightness: 0.85, alpha: 1)
    }

    private func updateTitle() {
        let count = grid.indexPathsForSelectedItems?.count ?? 0
        title = count == 0 ? "Photos" : "\(count) Selected"
    }

    // MARK: Data source

    override func numberOfSections(in collectionView: UICollectionView) -> Int { Self.sections.count }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.sections[section].count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath) as! PhotoCell
        if !cell.isConfigured { cellsMade += 1 }
        cell.configure(number: Self.number(of: indexPath), color: Self.color(of: indexPath))
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                                 at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.headerIdentifier,
                                                                     for: indexPath) as! PhotoSectionHeader
        header.label.text = Self.sections[indexPath.section].title
        return header
    }

    // MARK: Delegate

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { updateTitle() }
    override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { updateTitle() }

    /// Three square photos to a row, filling the width.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let columns = CGFloat(Self.columns)
        let side = ((collectionView.bounds.width - Self.spacing * (columns - 1)) / columns).rounded(.down)
        return CGSize(width: side, height: side)
    }
}

/// A photo: a generated picture filling the cell, its number in the corner, and a check mark
/// badge with a white wash while selected.
final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    let numberLabel = UILabel()
    let checkmark = UILabel()
    private let wash = UIView()
    private(set) var isConfigured = false

    required override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        numberLabel.font = .boldSystemFont(ofSize: 13)
        numberLabel.textColor = .white
        wash.backgroundColor = UIColor(white: 1, alpha: 0.3)
        checkmark.text = "✓"
        checkmark.font = .boldSystemFont(ofSize: 14)
        checkmark.textColor = .white
        checkmark.textAlignment = .center
        checkmark.backgroundColor = .systemBlue
        checkmark.layer.cornerRadius = 11
        checkmark.layer.borderColor = UIColor.white.cgColor
        checkmark.layer.borderWidth = 1.5
        checkmark.clipsToBounds = true
        for view in [imageView, numberLabel, wash, checkmark] { contentView.addSubview(view) }
        updateSelection()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func configure(number: Int, color: UIColor) {
        isConfigured = true
        numberLabel.text = "\(number)"
        imageView.image = PhotoCell.picture(color: color)
        setNeedsLayout()
    }

    override var isSelected: Bool {
        didSet { updateSelection() }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        numberLabel.text = nil
    }

    private func updateSelection() {
        wash.isHidden = !isSelected
        checkmark.isHidden = !isSelected
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = contentView.bounds
        imageView.frame = b
        wash.frame = b
        numberLabel.frame = CGRect(x: 6, y: b.height - 22, width: max(0, b.width - 40), height: 18)
        checkmark.frame = CGRect(x: b.width - 28, y: b.height - 28, width: 22, height: 22)
    }

    /// A small landscape: a sky in `color`, a pale sun and a darker hill. Drawn once per colour.
    static func picture(color: UIColor) -> UIImage {
        if let image = cache[color] { return image }
        let size = CGSize(width: 60, height: 60)
        let image = UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            UIColor(white: 1, alpha: 0.7).setFill()
            UIBezierPath(ovalIn: CGRect(x: 36, y: 10, width: 14, height: 14)).fill()
            UIColor(white: 0, alpha: 0.25).setFill()
            let hill = UIBezierPath()
            hill.move(to: CGPoint(x: 0, y: 60))
            hill.addLine(to: CGPoint(x: 0, y: 42))
            hill.addQuadCurve(to: CGPoint(x: 60, y: 38), controlPoint: CGPoint(x: 26, y: 22))
            hill.addLine(to: CGPoint(x: 60, y: 60))
            hill.close()
            hill.fill()
        }
        cache[color] = image
        return image
    }

    private static var cache: [UIColor: UIImage] = [:]
}

/// A section's title, left-aligned in bold.
final class PhotoSectionHeader: UICollectionReusableView {
    let label = UILabel()

    required override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .boldSystemFont(ofSize: 20)
        label.textColor = .label
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 12, dy: 0)
    }
}
