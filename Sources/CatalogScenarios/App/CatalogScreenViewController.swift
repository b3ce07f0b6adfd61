import UIKit

/// A scenario's screen in the Catalog app: the scenario's controller as a child, above a panel
/// (`CatalogExplanationPanel`) with its explanation in Chinese and English that a button
/// collapses to one line and opens again.
///
/// The child's view takes the area above the panel (its frame ends where the panel begins), so
/// whatever way the scenario lays out — Auto Layout, the safe area or plain frames — nothing of
/// it is under the panel. Containment as UIKit wants it: `addChild(_:)`, the view added,
/// `didMove(toParent:)`.
final class CatalogScreenViewController: UIViewController {
    /// The scenario shown.
    let scenario: any CatalogScenario.Type
    /// The scenario's controller, the only child.
    let content: UIViewController
    /// The explanation at the bottom.
    let panel: CatalogExplanationPanel

    init(scenario: any CatalogScenario.Type, content: UIViewController) {
        self.scenario = scenario
        self.content = content
        panel = CatalogExplanationPanel(explanation: scenario.explanation)
        super.init(nibName: nil, bundle: nil)
        title = content.title ?? scenario.title
        navigationItem.rightBarButtonItems = content.navigationItem.rightBarButtonItems
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
        view.addSubview(panel)
        panel.onToggle = { [weak self] in self?.setExplanationCollapsed(!(self?.panel.isCollapsed ?? true), animated: true) }
    }

    /// Whether the explanation shows only its title line.
    var isExplanationCollapsed: Bool { panel.isCollapsed }

    /// Collapses the explanation to its title line, or opens it again, moving the panel and the
    /// scenario's view with an animation when `animated`.
    func setExplanationCollapsed(_ collapsed: Bool, animated: Bool) {
        guard collapsed != panel.isCollapsed else { return }
        panel.isCollapsed = collapsed
        view.setNeedsLayout()
        if animated {
            UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
        } else {
            view.layoutIfNeeded()
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let height = panel.height(forWidth: bounds.width, maximumBody: floor(bounds.height * 0.3),
                                  bottomInset: view.safeAreaInsets.bottom)
        let panelFrame = CGRect(x: 0, y: bounds.maxY - height, width: bounds.width, height: height)
        if panel.frame != panelFrame { panel.frame = panelFrame }
        let contentFrame = CGRect(x: 0, y: 0, width: bounds.width, height: panelFrame.minY)
        if content.view.frame != contentFrame { content.view.frame = contentFrame }
    }
}
