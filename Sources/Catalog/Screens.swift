import UIKitTesting

// The Catalog's screens: each is shown in a fresh host, settled, and written as a PNG at the
// screen's scale.

/// The contacts list of the Chinese UIKit tutorials ("通讯录"): a title, a scroll view of rows with
/// round avatars and names in Chinese and English.
final class ContactsViewController: UIViewController {
    static let contacts: [(name: String, latin: String, color: UIColor)] = [
        ("张伟", "Zhang Wei", .systemBlue), ("王芳", "Wang Fang", .systemPink),
        ("李娜", "Li Na", .systemGreen), ("刘洋", "Liu Yang", .systemOrange),
        ("陈静", "Chen Jing", .systemPurple), ("杨敏", "Yang Min", .systemTeal),
        ("赵磊", "Zhao Lei", .systemIndigo), ("黄丽", "Huang Li", .systemRed),
        ("周杰", "Zhou Jie", .systemBrown), ("吴婷", "Wu Ting", .systemMint),
        ("徐强", "Xu Qiang", .systemCyan), ("孙悦", "Sun Yue", .systemYellow),
    ]
    let list = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "通讯录"
        view.backgroundColor = .systemGroupedBackground
        let header = UILabel(frame: CGRect(x: 20, y: 28, width: 335, height: 44))
        header.text = "通讯录 · Contacts"
        header.font = .boldSystemFont(ofSize: 28)
        view.addSubview(header)
        list.frame = CGRect(x: 0, y: 80, width: 375, height: 587)
        list.backgroundColor = .systemBackground
        view.addSubview(list)
        let rowHeight: CGFloat = 64
        for (i, contact) in Self.contacts.enumerated() {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * rowHeight, width: 375, height: rowHeight))
            let avatar = UILabel(frame: CGRect(x: 16, y: 10, width: 44, height: 44))
            avatar.text = String(contact.name.prefix(1))
            avatar.textAlignment = .center
            avatar.textColor = .white
            avatar.font = .boldSystemFont(ofSize: 20)
            avatar.backgroundColor = contact.color
            avatar.layer.cornerRadius = 22
            avatar.layer.masksToBounds = true
            row.addSubview(avatar)
            let name = UILabel(frame: CGRect(x: 72, y: 10, width: 280, height: 24))
            name.text = contact.name
            name.font = .systemFont(ofSize: 17)
            row.addSubview(name)
            let latin = UILabel(frame: CGRect(x: 72, y: 34, width: 280, height: 20))
            latin.text = contact.latin
            latin.font = .systemFont(ofSize: 13)
            latin.textColor = .secondaryLabel
            row.addSubview(latin)
            let separator = UIView(frame: CGRect(x: 72, y: rowHeight - 0.5, width: 303, height: 0.5))
            separator.backgroundColor = .separator
            row.addSubview(separator)
            list.addSubview(row)
        }
        list.contentSize = CGSize(width: 375, height: CGFloat(Self.contacts.count) * rowHeight)
    }
}

/// Views and transforms: rounded, bordered, shadowed, rotated, scaled, clipped under rotation, a
/// half-transparent group, and an image in several content modes.
final class ViewsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let title = UILabel(frame: CGRect(x: 20, y: 28, width: 335, height: 30))
        title.text = "视图与变换 · Views and transforms"
        title.font = .boldSystemFont(ofSize: 20)
        view.addSubview(title)

        func box(_ frame: CGRect, _ color: UIColor) -> UIView {
            let v = UIView(frame: frame)
            v.backgroundColor = color
            view.addSubview(v)
            return v
        }
        let rounded = box(CGRect(x: 20, y: 80, width: 100, height: 100), .systemBlue)
        rounded.layer.cornerRadius = 20
        let bordered = box(CGRect(x: 140, y: 80, width: 100, height: 100), .systemYellow)
        bordered.layer.cornerRadius = 12
        bordered.layer.borderWidth = 4
        bordered.layer.borderColor = UIColor.systemOrange.cgColor
        let shadowed = box(CGRect(x: 260, y: 80, width: 95, height: 100), .white)
        shadowed.layer.cornerRadius = 10
        shadowed.layer.shadowOpacity = 0.4
        shadowed.layer.shadowOffset = CGSize(width: 0, height: 4)
        shadowed.layer.shadowRadius = 6

        let rotated = box(CGRect(x: 40, y: 220, width: 100, height: 60), .systemGreen)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
        let scaled = box(CGRect(x: 200, y: 220, width: 80, height: 60), .systemPurple)
        scaled.transform = CGAffineTransform(scaleX: 1.4, y: 0.8).rotated(by: -.pi / 12)

        // A rotated container that clips a child hanging out of it.
        let clip = box(CGRect(x: 40, y: 330, width: 120, height: 120), .systemGray5)
        clip.clipsToBounds = true
        clip.layer.cornerRadius = 24
        clip.transform = CGAffineTransform(rotationAngle: .pi / 8)
        let hanging = UIView(frame: CGRect(x: 60, y: 60, width: 100, height: 100))
        hanging.backgroundColor = .systemRed
        clip.addSubview(hanging)

        // Group opacity: the overlap of the two children is not darker.
        let group = UIView(frame: CGRect(x: 200, y: 330, width: 140, height: 120))
        group.alpha = 0.5
        view.addSubview(group)
        for (i, color) in [UIColor.systemBlue, UIColor.systemRed].enumerated() {
            let child = UIView(frame: CGRect(x: CGFloat(i) * 50, y: CGFloat(i) * 30, width: 90, height: 90))
            child.backgroundColor = color
            group.addSubview(child)
        }

        // The penguin from the app's resources, in three content modes.
        let image = UIImage(named: "rockhopper")
        for (i, mode) in [UIView.ContentMode.scaleToFill, .scaleAspectFit, .center].enumerated() {
            let imageView = UIImageView(frame: CGRect(x: 20 + CGFloat(i) * 115, y: 490, width: 105, height: 70))
            imageView.image = image
            imageView.contentMode = mode
            imageView.backgroundColor = .systemGray6
            imageView.layer.borderWidth = 1
            imageView.layer.borderColor = UIColor.systemGray3.cgColor
            view.addSubview(imageView)
            let caption = UILabel(frame: CGRect(x: 20 + CGFloat(i) * 115, y: 565, width: 105, height: 18))
            caption.text = ["scaleToFill", "scaleAspectFit", "center"][i]
            caption.font = .systemFont(ofSize: 12)
            caption.textAlignment = .center
            view.addSubview(caption)
        }
        let wrapped = UILabel(frame: CGRect(x: 20, y: 595, width: 335, height: 60))
        wrapped.text = "UILabel 换行与截断：numberOfLines = 2 and lineBreakMode = .byTruncatingTail keep this long sentence to two lines…"
        wrapped.numberOfLines = 2
        wrapped.font = .systemFont(ofSize: 15)
        view.addSubview(wrapped)
    }
}

@MainActor
enum Screens {
    static let folder = "catalog-screens"

    /// Shows `controller` in a fresh host, lets `prepare` drive it, and writes the window as a PNG.
    static func write(_ name: String, _ controller: UIViewController, prepare: (UITestHost) -> Void = { _ in }) -> String? {
        let host = UITestHost()
        host.show(controller)
        host.settle()
        prepare(host)
        guard let data = host.snapshot().pngData() else { return nil }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = "\(folder)/\(name).png"
        guard FileManager.default.createFile(atPath: path, contents: data) else { return nil }
        return path
    }

    static func writeAll() {
        Trace.heading("10. Screens, drawn by the compositor at 375×667 pt, scale 2")
        let shots: [String?] = [
            write("1-contacts", ContactsViewController()),
            write("2-views-and-transforms", ViewsViewController()),
            write("3-contacts-flung", ContactsViewController()) { host in
                // A fling caught mid-deceleration, the scroll indicator showing.
                host.drag(from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 450), duration: 0.1)
                host.advance(by: 0.1)
            },
        ]
        for shot in shots {
            Trace.line(shot.map { "  wrote \($0)" } ?? "  could not write a screen")
        }
    }
}
