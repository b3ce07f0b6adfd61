import UIKit

/// Seed 002's scroll view in thirty lines: a plain `UIView` whose pan recognizer moves its
/// `bounds.origin`, clamped to `contentSize`. The subviews never move (their frames stay); the
/// window onto them does.
final class CustomScrollView: UIView {
    /// The scrollable area, set from outside as with `UIScrollView`.
    var contentSize: CGSize = .zero
    /// Called after every change of `bounds` the pan makes.
    var didScroll: (CustomScrollView) -> Void = { _ in }

    override init(frame: CGRect) {
        super.init(frame: frame)
        let gestureRecognizer = UIPanGestureRecognizer(target: self, action: Self.handlePanGesture)
        addGestureRecognizer(gestureRecognizer)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func handlePanGesture(_ gestureRecognizer: UIPanGestureRecognizer) {
        let translation = gestureRecognizer.translation(in: self)
        var bounds = self.bounds

        // Translate the view's bounds, but do not permit values that would violate contentSize
        let newBoundsOriginX = bounds.origin.x - translation.x
        let minBoundsOriginX: CGFloat = 0.0
        let maxBoundsOriginX = contentSize.width - bounds.size.width
        bounds.origin.x = fmax(minBoundsOriginX, fmin(newBoundsOriginX, maxBoundsOriginX))

        let newBoundsOriginY = bounds.origin.y - translation.y
        let minBoundsOriginY: CGFloat = 0.0
        let maxBoundsOriginY = contentSize.height - bounds.size.height
        bounds.origin.y = fmax(minBoundsOriginY, fmin(newBoundsOriginY, maxBoundsOriginY))

        self.bounds = bounds
        gestureRecognizer.setTranslation(.zero, in: self)
        didScroll(self)
    }
}

/// Seed 002's four coloured views in a `CustomScrollView`, with its `bounds` and `frame` printed
/// above it and a button that sets `bounds.origin` to (0, 100) as the seed does.
final class CustomScrollViewController: UIViewController {
    let scrollView = CustomScrollView(frame: CGRect(x: 0, y: 120, width: 375, height: 547))
    let boundsLabel = UILabel(frame: CGRect(x: 16, y: 28, width: 343, height: 44))
    let originButton = UIButton(type: .system)
    private(set) var colouredViews: [UIView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Custom scroll view"
        view.backgroundColor = .systemBackground
        scrollView.backgroundColor = .systemGray6
        scrollView.clipsToBounds = true
        scrollView.contentSize = CGSize(width: 375, height: 1000)
        let specs: [(CGRect, UIColor)] = [
            (CGRect(x: 20, y: 20, width: 100, height: 100), UIColor(red: 0.815, green: 0.007, blue: 0.105, alpha: 1)),
            (CGRect(x: 150, y: 160, width: 150, height: 200), UIColor(red: 0.494, green: 0.827, blue: 0.129, alpha: 1)),
            (CGRect(x: 40, y: 400, width: 200, height: 150), UIColor(red: 0.29, green: 0.564, blue: 0.886, alpha: 1)),
            (CGRect(x: 100, y: 600, width: 180, height: 150), UIColor(red: 0.972, green: 0.905, blue: 0.109, alpha: 1)),
        ]
        for (frame, colour) in specs {
            let coloured = UIView(frame: frame)
            coloured.backgroundColor = colour
            scrollView.addSubview(coloured)
            colouredViews.append(coloured)
        }
        view.addSubview(scrollView)

        boundsLabel.numberOfLines = 2
        boundsLabel.font = .systemFont(ofSize: 13)
        view.addSubview(boundsLabel)

        originButton.setTitle("bounds.origin = (0, 100)", for: .normal)
        originButton.frame = CGRect(x: 16, y: 74, width: 343, height: 40)
        originButton.addTarget(self, action: Self.setOrigin, for: .touchUpInside)
        view.addSubview(originButton)

        scrollView.didScroll = { [weak self] _ in self?.showBounds() }
        showBounds()
    }

    /// Lays out inside the safe area: the printout and the button at its top (below a navigation
    /// bar), the scroll view filling the rest. Setting the frame keeps `bounds.origin`.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.bounds.inset(by: view.safeAreaInsets)
        let label = CGRect(x: area.minX + 16, y: area.minY + 8, width: area.width - 32, height: 44)
        if boundsLabel.frame != label { boundsLabel.frame = label }
        let button = CGRect(x: area.minX + 16, y: label.maxY + 2, width: area.width - 32, height: 40)
        if originButton.frame != button { originButton.frame = button }
        let scroll = CGRect(x: area.minX, y: button.maxY + 6, width: area.width, height: max(0, area.maxY - button.maxY - 6))
        if scrollView.frame != scroll {
            scrollView.frame = scroll
            showBounds()
        }
    }

    func setOrigin() {
        var bounds = scrollView.bounds
        bounds.origin = CGPoint(x: 0, y: 100)
        scrollView.bounds = bounds
        showBounds()
    }

    func showBounds() {
        boundsLabel.text = "bounds = \(NSStringFromCGRect(scrollView.bounds))\nframe = \(NSStringFromCGRect(scrollView.frame))"
    }
}
