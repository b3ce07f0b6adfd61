import QuartzCore
import UIKit

/// A progress HUD as SVProgressHUD (seed 000) draws one: a dark rounded square in the middle of
/// the screen with a white spinning `UIActivityIndicatorView` and a status line, over a clear view
/// that swallows touches while it shows. Made of real subviews, so tests find its text.
final class ProgressHUDView: UIView {
    let indicator = UIActivityIndicatorView(style: .large)
    let statusLabel = UILabel()
    let box = UIView()
    /// Counts the delay of `dismiss(after:completion:)` on the display's frames (SVProgressHUD
    /// uses a timer; a display link runs on the same clock as the animations).
    private var link: CADisplayLink?
    private var deadline: CFTimeInterval = 0
    private var completion: (() -> Void)?

    init(status: String) {
        super.init(frame: .zero)
        backgroundColor = .clear
        box.backgroundColor = UIColor(white: 0, alpha: 0.8)
        box.layer.cornerRadius = 14
        box.translatesAutoresizingMaskIntoConstraints = false
        addSubview(box)
        indicator.color = .white
        indicator.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(indicator)
        statusLabel.text = status
        statusLabel.textColor = .white
        statusLabel.font = .systemFont(ofSize: 15)
        statusLabel.textAlignment = .center
        statusLabel.numberOfLines = 0
        statusLabel.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(statusLabel)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: centerXAnchor),
            box.centerYAnchor.constraint(equalTo: centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 160),
            indicator.topAnchor.constraint(equalTo: box.topAnchor, constant: 24),
            indicator.centerXAnchor.constraint(equalTo: box.centerXAnchor),
            statusLabel.topAnchor.constraint(equalTo: indicator.bottomAnchor, constant: 12),
            statusLabel.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 12),
            statusLabel.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -12),
            statusLabel.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -20),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Covers `view`, starts the spinner and fades in over 0.15 s.
    func show(in view: UIView) {
        frame = view.bounds
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(self)
        indicator.startAnimating()
        alpha = 0
        UIView.animate(withDuration: 0.15) { self.alpha = 1 }
    }

    /// After `delay` seconds, fades out over 0.15 s, leaves its superview and calls `completion`.
    func dismiss(after delay: TimeInterval, completion: @escaping () -> Void) {
        self.completion = completion
        deadline = CACurrentMediaTime() + delay
        let link = CADisplayLink(target: self, selector: ProgressHUDView.tick)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func tick(_ link: CADisplayLink) {
        guard link.timestamp >= deadline else { return }
        link.invalidate()
        self.link = nil
        UIView.animate(withDuration: 0.15, animations: { self.alpha = 0 }, completion: { _ in
            self.indicator.stopAnimating()
            self.removeFromSuperview()
            let completion = self.completion
            self.completion = nil
            completion?()
        })
    }
}
