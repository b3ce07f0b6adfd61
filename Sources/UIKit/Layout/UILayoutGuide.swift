import Foundation

/// A rectangle that takes part in Auto Layout without being a view: it draws nothing, gets no
/// touches and is not a responder. Add it to a view with `addLayoutGuide(_:)`, constrain its
/// anchors, and read `layoutFrame` after layout. A view's `layoutMarginsGuide` and
/// `safeAreaLayoutGuide` are guides whose rectangle the view's insets define.
@MainActor
open class UILayoutGuide: NSObject, _UILayoutItem {
    /// What defines a system guide's rectangle.
    enum _SystemKind { case none, layoutMargins, safeArea, readableContent, scrollContent, scrollFrame, keyboard }

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

    /// The constraints that affect the guide's position and size on `axis`. Debugging only.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        _owningView?._rootLayoutEngine(creating: false)?.constraintsAffecting(self, axis: axis) ?? []
    }

    /// Whether the constraints leave the guide's position or size undetermined. Debugging only.
    open var hasAmbiguousLayout: Bool {
        _owningView?._rootLayoutEngine(creating: false)?.isAmbiguous(self) ?? false
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
        case .layoutMargins, .readableContent: return view._layoutMarginsForGuide
        case .safeArea: return view.safeAreaInsets
        case .scrollContent, .scrollFrame, .keyboard: return .zero
        }
    }

    /// A system guide's rectangle computed from its owning view (when no constraint engaged it).
    var _systemFrame: CGRect {
        guard let view = _owningView else { return .zero }
        switch _systemKind {
        case .scrollContent: return CGRect(origin: .zero, size: (view as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return view.bounds
        case .keyboard:
            let height = (self as? UIKeyboardLayoutGuide)?._height ?? 0
            return CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
        default: break
        }
        var frame = CGRect(origin: .zero, size: view.bounds.size).inset(by: _systemInsets)
        if _systemKind == .readableContent, frame.width > LayoutConstants.readableWidth {
            frame = frame.insetBy(dx: (frame.width - LayoutConstants.readableWidth) / 2, dy: 0)
        }
        return frame
    }

    /// The constraints that place a system guide in its owning view (made on engagement), with
    /// UIKit's identifiers. The margins and safe-area guides are the bounds inset by the insets;
    /// the readable-content guide is the margins guide, at most `readableWidth` wide, centred.
    func _systemConstraints() -> [NSLayoutConstraint] {
        guard _systemKind != .none, let view = _owningView else { return [] }
        let constants = _systemConstants
        func make(_ attr: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation, _ second: UIView?,
                  _ attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, _ constant: CGFloat, _ name: String,
                  priority: Float = 1000) -> NSLayoutConstraint {
            let c = NSLayoutConstraint(_item: self, attr, relation, second, attr2, multiplier: multiplier, constant: constant)
            switch _systemKind {
            case .safeArea: c.identifier = "UIViewSafeAreaLayoutGuide-\(name)"
            case .scrollContent: c.identifier = "UIScrollView-contentLayoutGuide-\(name)"
            case .scrollFrame: c.identifier = "UIScrollView-frameLayoutGuide-\(name)"
            case .readableContent: c.identifier = "UIView-readableContentGuide-constraint-\(name)"
            case .keyboard: c.identifier = "UIKeyboardLayoutGuide-\(name)"
            default: c.identifier = "UIView-\(name)-margin-guide-constraint"
            }
            c._priority = UILayoutPriority(priority)
            c._installedOn = view
            return c
        }
        let made: [NSLayoutConstraint]
        if _systemKind == .scrollContent {
            // The content's origin is the bounds' origin 0; its size follows constraints that
            // define it, else the scroll view's `contentSize`.
            let weak = LayoutConstants.scrollContentSizePriority
            made = [
                make(.left, .equal, nil, .notAnAttribute, constants[0], "left"),
                make(.top, .equal, nil, .notAnAttribute, constants[1], "top"),
                make(.width, .equal, nil, .notAnAttribute, constants[2], "width", priority: weak),
                make(.height, .equal, nil, .notAnAttribute, constants[3], "height", priority: weak),
            ]
        } else if _systemKind == .keyboard {
            // Across the view's bottom, as tall as the keyboard covers (or the bottom safe area).
            made = [
                make(.left, .equal, nil, .notAnAttribute, constants[0], "left"),
                make(.width, .equal, view, .width, constants[1], "width"),
                make(.height, .equal, nil, .notAnAttribute, constants[2], "height"),
                make(.bottom, .equal, view, .height, constants[3], "bottom"),
            ]
        } else if _systemKind == .readableContent {
            made = [
                make(.top, .equal, nil, .notAnAttribute, constants[0], "top"),
                make(.height, .equal, view, .height, constants[1], "height"),
                make(.centerX, .equal, view, .width, multiplier: 0.5, constants[2], "centerX"),
                make(.width, .lessThanOrEqual, view, .width, constants[3], "maxWidth"),
                make(.width, .lessThanOrEqual, nil, .notAnAttribute, LayoutConstants.readableWidth, "readableWidth"),
                make(.width, .equal, view, .width, constants[3], "width", priority: LayoutConstants.systemGuidePriority),
            ]
        } else {
            made = [
                make(.left, .equal, nil, .notAnAttribute, constants[0], "left"),
                make(.top, .equal, nil, .notAnAttribute, constants[1], "top"),
                make(.width, .equal, view, .width, constants[2], "width"),
                make(.height, .equal, view, .height, constants[3], "height"),
            ]
        }
        _generatedConstraints = made
        return made
    }

    /// The constants of the system constraints that follow the owning view's insets, in the
    /// order `_systemConstraints()` makes them.
    private var _systemConstants: [CGFloat] {
        switch _systemKind {
        case .scrollContent:
            let size = (_owningView as? UIScrollView)?.contentSize ?? .zero
            return [0, 0, size.width, size.height]
        case .scrollFrame:
            let origin = _owningView?.bounds.origin ?? .zero
            return [origin.x, origin.y, 0, 0]
        case .keyboard:
            return [0, 0, (self as? UIKeyboardLayoutGuide)?._height ?? 0, 0]
        default: break
        }
        let i = _systemInsets
        if _systemKind == .readableContent {
            return [i.top, -(i.top + i.bottom), (i.left - i.right) / 2, -(i.left + i.right)]
        }
        return [i.left, i.top, -(i.left + i.right), -(i.top + i.bottom)]
    }

    func _takeSystemConstraints() -> [NSLayoutConstraint] {
        let made = _generatedConstraints
        _generatedConstraints = []
        return made
    }

    /// The owning view's insets (a scroll view's content size or offset) changed: moves an
    /// engaged system guide.
    func _ownerGeometryDidChange() {
        guard !_generatedConstraints.isEmpty else { return }
        let constants = _systemConstants
        for (i, value) in constants.enumerated() { _generatedConstraints[i].constant = value }
        if _systemKind == .readableContent { _generatedConstraints[5].constant = constants[3] }
    }
}
