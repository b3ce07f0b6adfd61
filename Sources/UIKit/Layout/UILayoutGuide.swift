import Foundation

/// A rectangle that takes part in Auto Layout without being a view: it draws nothing, gets no
/// touches and is not a responder. Add it to a view with `addLayoutGuide(_:)`, constrain its
/// anchors, and read `layoutFrame` after layout. A view's `layoutMarginsGuide` and
/// `safeAreaLayoutGuide` are guides whose rectangle the view's insets define.
@MainActor
open class UILayoutGuide: NSObject, _UILayoutItem {
    /// What defines a system guide's rectangle.
    enum _SystemKind { case none, layoutMargins, safeArea }

    weak var _owningView: UIView?
    var _state: _UILayoutItemState?
    let _systemKind: _SystemKind
    /// A system guide's constraints to its owning view while engaged.
    var _generatedConstraints: [NSLayoutConstraint] = []

    public override init() {
        _systemKind = .none
        super.init()
    }

    init(_system kind: _SystemKind, identifier: String) {
        _systemKind = kind
        self.identifier = identifier
        super.init()
    }

    /// The view the guide belongs to (set by `addLayoutGuide(_:)`).
    open var owningView: UIView? {
        get { _owningView }
        set {
            if let newValue { newValue.addLayoutGuide(self) } else { _owningView?.removeLayoutGuide(self) }
        }
    }

    /// A name for debugging. Default "".
    open var identifier: String = ""

    /// The guide's rectangle in its owning view's coordinates, as the last layout solved it;
    /// `.zero` while no constraint places it.
    open var layoutFrame: CGRect {
        guard let state = _state, state.variables != nil, let engine = state.engine else {
            return _systemKind == .none ? .zero : _systemFrame
        }
        engine.solveIfNeeded()
        guard let solved = state.variables else { return .zero }
        return engine.rect(of: solved)
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(_item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(_item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(_item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(_item: self, attribute: .centerY) }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { _descriptionText }
    }

    private var _descriptionText: String {
        "<\(type(of: self)): \(NSLayoutConstraint._address(self)) - \(layoutFrame), layoutFrame=\(layoutFrame), owningView=\(_owningView.map { "<\(type(of: $0)): \(NSLayoutConstraint._address($0))>" } ?? "(null)")>"
    }

    // MARK: _UILayoutItem

    var _layoutItemState: _UILayoutItemState {
        if let state = _state { return state }
        let state = _UILayoutItemState()
        _state = state
        return state
    }

    var _existingLayoutItemState: _UILayoutItemState? { _state }
    var _layoutParent: UIView? { _owningView }
    var _hierarchyView: UIView? { _owningView }

    // MARK: System guides

    /// The insets of a system guide from its owning view's bounds.
    var _systemInsets: UIEdgeInsets {
        guard let view = _owningView else { return .zero }
        switch _systemKind {
        case .none: return .zero
        case .layoutMargins: return view._layoutMarginsForGuide
        case .safeArea: return view.safeAreaInsets
        }
    }

    /// A system guide's rectangle computed from its owning view (when no constraint engaged it).
    var _systemFrame: CGRect {
        guard let view = _owningView else { return .zero }
        return view.bounds.inset(by: _systemInsets).offsetBy(dx: -view.bounds.minX, dy: -view.bounds.minY)
    }

    /// The constraints that place a system guide in its owning view (made on engagement).
    func _systemConstraints() -> [NSLayoutConstraint] {
        guard _systemKind != .none, let view = _owningView else { return [] }
        let insets = _systemInsets
        let prefix = _systemKind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIView-"
        func make(_ attr: NSLayoutConstraint.Attribute, _ second: UIView?, _ attr2: NSLayoutConstraint.Attribute,
                  _ constant: CGFloat, _ name: String) -> NSLayoutConstraint {
            let c = NSLayoutConstraint(_item: self, attr, .equal, second, attr2, constant: constant)
            c.identifier = _systemKind == .safeArea ? "\(prefix)-\(name)" : "UIView-\(name)-guide-constraint"
            c._installedOn = view
            return c
        }
        let made = [
            make(.left, nil, .notAnAttribute, insets.left, "left"),
            make(.top, nil, .notAnAttribute, insets.top, "top"),
            make(.width, view, .width, -(insets.left + insets.right), "width"),
            make(.height, view, .height, -(insets.top + insets.bottom), "height"),
        ]
        _generatedConstraints = made
        return made
    }

    func _takeSystemConstraints() -> [NSLayoutConstraint] {
        let made = _generatedConstraints
        _generatedConstraints = []
        return made
    }

    /// The owning view's insets changed: moves an engaged system guide.
    func _systemInsetsDidChange() {
        guard _generatedConstraints.count == 4 else { return }
        let insets = _systemInsets
        let values = [insets.left, insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom)]
        for (c, value) in zip(_generatedConstraints, values) { c.constant = value }
    }
}
