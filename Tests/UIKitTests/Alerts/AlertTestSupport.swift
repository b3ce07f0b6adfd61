import Testing
@testable import UIKitTesting
@testable import UIKit

/// Helpers shared by the alert suites: a presenter that logs its appearance callbacks, and finding
/// views in the window by type or by a label's text.
@MainActor
class AlertPresenter: UIViewController {
    var log: [String] = []
    override func viewDidLoad() { view.backgroundColor = .white }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
}

extension UIView {
    /// Every view below this one (not itself), depth first.
    func alertTestDescendants() -> [UIView] {
        Array(descendants(of: self).dropFirst())
    }

    /// The visible label showing `text` below this view, if any.
    func alertTestLabel(_ text: String) -> UILabel? {
        alertTestDescendants().compactMap { $0 as? UILabel }.first { $0.text == text && !$0.isHidden }
    }

    /// The action button whose title is `text`.
    func alertTestButton(_ text: String) -> _UIAlertActionView? {
        alertTestDescendants().compactMap { $0 as? _UIAlertActionView }.first { $0.action.title == text }
    }

    /// The frame of `view` in window coordinates.
    func alertTestFrameInWindow() -> CGRect {
        convert(bounds, to: nil)
    }
}

/// A host showing an `AlertPresenter`, with `alert` presented (animated) and settled.
@MainActor
func presentSettled(_ alert: UIAlertController, host: UITestHost, presenter: AlertPresenter) {
    presenter.present(alert, animated: true)
    host.settle()
}
