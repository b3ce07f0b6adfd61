import UIKit

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
