import Foundation

/// A view that lays out a row or column of views with Auto Layout: its `arrangedSubviews`, in
/// their order, along its `axis`, sized by its `distribution`, placed across by its `alignment`,
/// `spacing` apart.
///
/// The stack makes the constraints itself (identifiers starting `UISV-`, as UIKit's do) and keeps
/// them up to date when the arranged list, a property, or an arranged view's `isHidden` changes;
/// they are brought up to date in the update-constraints pass, and only what changed changes
/// (a new `spacing` edits constants; nothing is torn down). A hidden arranged view collapses: it
/// stays arranged and a subview, takes no space along the axis and its spacing goes; hiding one
/// inside an animation block animates the collapse.
///
/// The stack has no intrinsic content size of its own: its size comes from its arranged views'
/// constraints (`systemLayoutSizeFitting` works) or from constraints on the stack. Since iOS 14 a
/// stack view draws its `backgroundColor` (and layer properties); this follows iOS 14.
///
/// `arrangedSubviews` ⊆ `subviews` always: adding an arranged view adds it as a subview if
/// needed; `removeArrangedSubview(_:)` keeps it as a subview (it stays on screen where it was);
/// `removeFromSuperview()` of an arranged view removes it from both.
@MainActor
open class UIStackView: UIView {
    var _arranged: [UIView] = []
    var _arrangedIDs: Set<ObjectIdentifier> = []
    var _customSpacings: [ObjectIdentifier: CGFloat] = [:]
    var _axis: NSLayoutConstraint.Axis = .horizontal
    var _distribution: Distribution = .fill
    var _alignment: Alignment = .fill
    var _spacing: CGFloat = 0
    var _baselineRelative = false
    var _marginsRelative = false

    // The arrangement (UIStackView+Arrangement.swift).
    /// The stack's active constraints, by what they relate.
    var _arrangementConstraints: [_UIStackConstraintKey: NSLayoutConstraint] = [:]
    /// The guide spanning the arranged views across the axis (alignments other than `.fill`).
    var _alignmentSpanner: UILayoutGuide?
    /// The guides between consecutive visible views (`.equalSpacing`, `.equalCentering`).
    var _distributingGuides: [UILayoutGuide] = []
    /// The constraints no longer match the arranged views and properties.
    var _arrangementIsStale = false

    // Hiding inside animation blocks (UIStackView+Hiding.swift).
    /// Arranged views hidden inside an animation block whose layers stay shown until the
    /// collapse has animated, with the generation of the animation that will hide them.
    var _pendingHides: [ObjectIdentifier: (view: UIView, generation: Int)] = [:]
    var _hideGeneration = 0
    /// The animation block this stack already asked to lay out at its end.
    weak var _animationContextAwaitingLayout: _UIViewAnimationContext?

    /// Makes an empty horizontal stack with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a stack arranging `views` (added as subviews, in order).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Nibs and storyboards are not supported: stops the program, as `UIView.init(coder:)` does.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
    }

    /// Stack views make their constraints in `updateConstraints()`.
    open override class var requiresConstraintBasedLayout: Bool { true }

    // MARK: The arranged views

    /// The views the stack arranges, in order (a subset of `subviews`).
    open var arrangedSubviews: [UIView] { _arranged }

    /// Appends `view` to `arrangedSubviews`, adding it as a subview (on top) if it is not one;
    /// the subview order of an existing subview does not change. An arranged view moves to the
    /// end.
    open func addArrangedSubview(_ view: UIView) {
        _insertArranged(view, at: _arranged.count)
    }

    /// Inserts `view` into `arrangedSubviews` at `stackIndex`, adding it as a subview (on top)
    /// if it is not one; an arranged view moves to `stackIndex` (its subview index does not
    /// change). Stops the program when `stackIndex` is past the end, as UIKit raises.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        _rockhopperPrecondition(stackIndex >= 0 && stackIndex <= _arranged.count,
            "UIStackView.insertArrangedSubview(_:at:): index for item in layout arrangement is out of bounds (index \(stackIndex), \(_arranged.count) arranged subviews)")
        _insertArranged(view, at: stackIndex)
    }

    /// Removes `view` from `arrangedSubviews` but keeps it as a subview: it stays on screen where
    /// it was, no longer placed by the stack. Call `removeFromSuperview()` to remove it
    /// altogether. Nothing happens when it is not arranged.
    open func removeArrangedSubview(_ view: UIView) {
        _removeArranged(view)
    }

    /// An arranged view leaving the stack leaves `arrangedSubviews` too.
    open override func willRemoveSubview(_ subview: UIView) {
        _removeArranged(subview)
        super.willRemoveSubview(subview)
    }

    private func _insertArranged(_ view: UIView, at index: Int) {
        if view._superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        let id = ObjectIdentifier(view)
        if _arrangedIDs.contains(id) {
            let old = _arranged.firstIndex { $0 === view }!
            _arranged.remove(at: old)
            _arranged.insert(view, at: min(index, _arranged.count))
        } else {
            _arranged.insert(view, at: index)
            _arrangedIDs.insert(id)
        }
        _setNeedsArrangementUpdate()
    }

    private func _removeArranged(_ view: UIView) {
        let id = ObjectIdentifier(view)
        guard _arrangedIDs.remove(id) != nil else { return }
        _arranged.removeAll { $0 === view }
        _customSpacings[id] = nil
        _finishPendingHide(of: view)
        _setNeedsArrangementUpdate()
    }

    // MARK: Properties

    /// The direction the views are arranged in: `.horizontal` (a row, the default) or
    /// `.vertical` (a column).
    open var axis: NSLayoutConstraint.Axis {
        get { _axis }
        set { if newValue != _axis { _axis = newValue; _setNeedsArrangementUpdate() } }
    }

    /// How the views are sized and placed along the axis. Default `.fill`.
    open var distribution: Distribution {
        get { _distribution }
        set { if newValue != _distribution { _distribution = newValue; _setNeedsArrangementUpdate() } }
    }

    /// How the views are placed across the axis. Default `.fill`.
    open var alignment: Alignment {
        get { _alignment }
        set { if newValue != _alignment { _alignment = newValue; _setNeedsArrangementUpdate() } }
    }

    /// The gap between adjacent visible views: exact for the fill distributions, the minimum
    /// for `.equalSpacing` and `.equalCentering`. Negative values overlap the views.
    /// `UIStackView.spacingUseSystem` asks for the system spacing (8 points between plain
    /// views); `UIStackView.spacingUseDefault` means 0. Default 0.
    open var spacing: CGFloat {
        get { _spacing }
        set {
            _requireFinite(newValue, "UIStackView.spacing")
            if newValue != _spacing { _spacing = newValue; _setNeedsArrangementUpdate() }
        }
    }

    /// Sets the gap after `arrangedSubview`, overriding `spacing` for that gap.
    /// `UIStackView.spacingUseDefault` goes back to `spacing`; `UIStackView.spacingUseSystem`
    /// asks for the system spacing. Kept when the view moves in the stack, dropped when it
    /// leaves `arrangedSubviews`; ignored for a view that is not arranged.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        _requireFinite(spacing, "UIStackView.setCustomSpacing(_:after:) spacing")
        let id = ObjectIdentifier(arrangedSubview)
        guard _arrangedIDs.contains(id) else { return }
        let value: CGFloat? = spacing == UIStackView.spacingUseDefault ? nil : spacing
        guard _customSpacings[id] != value else { return }
        _customSpacings[id] = value
        _setNeedsArrangementUpdate()
    }

    /// The custom gap after `arrangedSubview`; `UIStackView.spacingUseDefault` when it has none
    /// (or is not arranged).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        _customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// The value of `setCustomSpacing(_:after:)` that means "use `spacing`": `FLT_MAX`.
    public static let spacingUseDefault: CGFloat = LayoutConstants.stackSpacingUseDefault

    /// The value of `spacing` or `setCustomSpacing(_:after:)` that asks for the system spacing:
    /// `FLT_MIN`.
    public static let spacingUseSystem: CGFloat = LayoutConstants.stackSpacingUseSystem

    /// In a vertical stack, whether the gaps are measured from the last baseline of a view to
    /// the first baseline of the next. Ignored by horizontal stacks. Default false.
    open var isBaselineRelativeArrangement: Bool {
        get { _baselineRelative }
        set { if newValue != _baselineRelative { _baselineRelative = newValue; _setNeedsArrangementUpdate() } }
    }

    /// Whether the views are arranged inside the stack's layout margins (its
    /// `layoutMarginsGuide`) rather than its bounds. Default false.
    open var isLayoutMarginsRelativeArrangement: Bool {
        get { _marginsRelative }
        set { if newValue != _marginsRelative { _marginsRelative = newValue; _setNeedsArrangementUpdate() } }
    }

    // MARK: Baselines

    /// A vertical stack's first visible view (its own first-baseline view if it is a stack); a
    /// horizontal stack's tallest visible view (likewise). The stack itself when nothing is visible.
    open override var forFirstBaselineLayout: UIView { _baselineView(first: true) }

    /// A vertical stack's last visible view (its own last-baseline view if it is a stack); a
    /// horizontal stack's tallest visible view (likewise). The stack itself when nothing is visible.
    open override var forLastBaselineLayout: UIView { _baselineView(first: false) }

    private func _baselineView(first: Bool) -> UIView {
        let visible = _arranged.lazy.filter { !$0.isHidden }
        let found: UIView?
        if _axis == .vertical {
            found = first ? visible.first : visible.last
        } else {
            func height(_ view: UIView) -> CGFloat {
                let intrinsic = view.intrinsicContentSize.height
                return intrinsic != UIView.noIntrinsicMetric ? intrinsic : view.bounds.height
            }
            var tallest: (view: UIView, height: CGFloat)?
            for view in visible {
                let h = height(view)
                if tallest == nil || h > tallest!.height { tallest = (view, h) }
            }
            found = tallest?.view
        }
        guard let view = found else { return self }
        if view is UIStackView { return first ? view.forFirstBaselineLayout : view.forLastBaselineLayout }
        return view
    }

    // MARK: Constraints

    /// Brings the stack's constraints up to date, then calls `super`.
    open override func updateConstraints() {
        _updateArrangementIfNeeded()
        super.updateConstraints()
    }

    /// An arranged view was hidden or shown: it collapses or expands (UIStackView+Hiding.swift).
    override func _subviewHiddenDidChange(_ subview: UIView) {
        _arrangedSubviewHiddenDidChange(subview)
    }

    /// `.fillProportionally` divides the space by the arranged views' intrinsic sizes: a new
    /// size means new proportions.
    override func _intrinsicContentSizeInvalidated(forChildView child: UIView) {
        if _distribution == .fillProportionally && _arrangedIDs.contains(ObjectIdentifier(child)) {
            _setNeedsArrangementUpdate()
        }
    }

    /// Something the constraints depend on changed: they are brought up to date in the next
    /// update-constraints pass (before the next layout, or `layoutIfNeeded()`).
    func _setNeedsArrangementUpdate() {
        _arrangementIsStale = true
        setNeedsUpdateConstraints()
    }
}
