import Foundation

/// The Auto Layout engine of one view hierarchy (a window's, or a detached hierarchy's): the
/// solver, the constraints in it, and the items whose variables it holds. It lives on the
/// hierarchy's root view (`UIView._layoutEngine`); when a hierarchy joins another, its
/// constraints move to the other's engine. Not API.
///
/// Variables: each item (view or guide) that a constraint mentions gets four variables, the
/// origin and size of its alignment rectangle, the origin in its layout parent's bounds
/// coordinates (a view's superview, a guide's owning view). A constraint between items in
/// different parents adds the origins of the views between each item and the common ancestor,
/// so the usual cases — siblings, a view and its superview — involve no variable above them.
///
/// When things happen:
/// - activating a constraint queues it (`pending`) and marks its items' parents for layout; the
///   queue enters the solver at the next layout pass or `layoutIfNeeded()` (`solveIfNeeded`);
///   building a hierarchy detached and then adding it to a window solves once;
/// - changing a constant edits the solver at once (cheap, no pivots unless an inequality
///   becomes tight) and marks for layout the parents of the items that moved;
/// - the default `layoutSubviews()` of a view applies the solution to its subviews that do not
///   translate their autoresizing masks (`UIView._applyEngineLayoutToSubviews`).
@MainActor
final class _UILayoutEngine {
    private(set) var solver = _CassowarySolver()
    /// Activated constraints waiting to enter the solver.
    private var pending: [NSLayoutConstraint] = []
    /// The constraints in the solver, by marker.
    private var byMarker: [Int32: NSLayoutConstraint] = [:]
    /// The item owning each variable, indexed by the variable's symbol (four entries per engaged
    /// item; nil for symbols that are not an item's variable).
    private var owners: [_UIWeakLayoutItem] = []
    /// Views whose intrinsic content size was invalidated while engaged.
    private var staleIntrinsicSizes: [UIView] = []
    /// Views with generated autoresizing constraints whose frame changed.
    private var movedAutoresizingViews: [UIView] = []
    /// The solver must be rebuilt from the constraints (after an unsatisfiable edit).
    private var needsRebuild = false

    private var rebuildDepth = 0

    /// Activation stamps, increasing.
    private static var activationCounter: UInt64 = 0

    init() {}

    /// `setNeedsUpdateConstraints()` was called on a view of the hierarchy.
    var constraintUpdatesRequested = false

    /// Whether anything waits to enter the solver.
    var hasPendingChanges: Bool {
        !pending.isEmpty || !staleIntrinsicSizes.isEmpty || !movedAutoresizingViews.isEmpty || needsRebuild
    }

    /// Every constraint the engine holds (in the solver or waiting), for moving them elsewhere.
    var allConstraints: [NSLayoutConstraint] {
        Array(byMarker.values.filter { !$0._isGenerated }) + pending
    }

    // MARK: Constraints coming and going

    /// Takes an active constraint (queued until the next solve).
    func add(_ constraint: NSLayoutConstraint) {
        _UILayoutEngine.activationCounter += 1
        if constraint._activationOrder == 0 { constraint._activationOrder = _UILayoutEngine.activationCounter }
        constraint._engine = self
        pending.append(constraint)
        _requestLayout(for: constraint)
    }

    /// Drops a constraint (deactivated, or moving to another engine).
    func remove(_ constraint: NSLayoutConstraint) {
        if let handle = constraint._solverConstraint {
            _requestLayout(for: constraint)
            solver.removeConstraint(handle)
            byMarker[handle.marker] = nil
            constraint._solverConstraint = nil
            _release(constraint)
            _collectChanges()
        } else if let i = pending.firstIndex(where: { $0 === constraint }) {
            pending.remove(at: i)
        }
        constraint._engine = nil
    }

    func _constantDidChange(of constraint: NSLayoutConstraint) {
        guard let handle = constraint._solverConstraint else { return }
        if !solver.setConstant(_solverConstant(of: constraint), of: handle) {
            needsRebuild = true
            _requestLayout(for: constraint)
            return
        }
        _collectChanges()
    }

    func _priorityDidChange(of constraint: NSLayoutConstraint) {
        guard constraint._solverConstraint != nil else { return }
        remove(constraint)
        add(constraint)
    }

    /// Marks for layout the view whose `layoutSubviews` applies the constraint's first item, so
    /// a layout pass comes and solves.
    private func _requestLayout(for constraint: NSLayoutConstraint) {
        for object in constraint._relatedItems {
            guard let item = object as? any _UILayoutItem else { continue }
            if let parent = item._layoutParent { parent.setNeedsLayout() } else { item._hierarchyView?.setNeedsLayout() }
        }
    }

    // MARK: Solving

    /// Brings the solver up to date: rebuilds it after an unsatisfiable edit, adds the queued
    /// constraints, updates intrinsic sizes and autoresizing constants, and marks for layout the
    /// parents of every item that moved.
    func solveIfNeeded() {
        guard hasPendingChanges else { return }
        if needsRebuild { _rebuild() }
        if !movedAutoresizingViews.isEmpty {
            let moved = movedAutoresizingViews
            movedAutoresizingViews.removeAll()
            for view in moved { _updateAutoresizingConstants(of: view) }
        }
        if !staleIntrinsicSizes.isEmpty {
            let stale = staleIntrinsicSizes
            staleIntrinsicSizes.removeAll()
            for view in stale { _updateIntrinsicConstraints(of: view) }
            if hasBaselineConstraints {
                // A label's new text moves its baselines.
                for view in stale where view is UILabel {
                    _reinsert { c in
                        (c.firstAttribute == .firstBaseline || c.firstAttribute == .lastBaseline
                            || c.secondAttribute == .firstBaseline || c.secondAttribute == .lastBaseline) && c._mentions(itemOf: view)
                    }
                }
            }
        }
        while !pending.isEmpty {
            let batch = pending
            pending.removeAll()
            for constraint in batch where constraint._isActive && constraint._engine === self {
                _insert(constraint)
            }
        }
        _collectChanges()
    }

    /// Marks for layout the parent of every item whose variables changed.
    private func _collectChanges() {
        // Siblings' variables usually come in a run: a parent already marked is not marked again.
        var lastMarked: UIView?
        solver.takeChangedVariables { variable in
            let symbol = Int(variable.symbol)
            // (A guide's layout parent is its owning view.)
            guard symbol < owners.count, let item = owners[symbol].item,
                  let parent = item._layoutParent, parent !== lastMarked else { return }
            parent.setNeedsLayout()
            lastMarked = parent
        }
    }

    /// The item's alignment rectangle in its layout parent's bounds coordinates, as solved.
    func rect(of variables: _UILayoutVariables) -> CGRect {
        CGRect(x: solver.value(of: variables.minX), y: solver.value(of: variables.minY),
               width: solver.value(of: variables.width), height: solver.value(of: variables.height))
    }

    /// Adds `constraint` to the solver, engaging its items. A constraint the engine makes itself
    /// for `owner` (already engaged) counts as a use of the other items it mentions, not of its
    /// owner, which would then never be released.
    private func _insert(_ constraint: NSLayoutConstraint, owner: (any _UILayoutItem)? = nil) {
        if owner != nil {
            constraint._isGenerated = true
            constraint._isActive = true
            constraint._engine = self
        }
        guard let expression = _expression(of: constraint, owner: owner) else { return }
        let priority = constraint._isBroken ? LayoutConstants.brokenPriority : constraint.priority.rawValue
        let result = solver.addConstraint(expression.terms, constant: expression.constant,
                                          relation: constraint._solverRelation, priority: priority)
        switch result {
        case .added(let handle):
            constraint._solverConstraint = handle
            byMarker[handle.marker] = constraint
        case .unsatisfiable(let conflicts, let intact):
            _recover(from: constraint, conflicts: conflicts, intact: intact)
        }
    }

    // MARK: Expressions

    /// The constraint as `Σ coefficient·variable + constant (relation) 0`, engaging the items
    /// (and the views between them and their common ancestor) except `owner`. Nil when an item
    /// is gone. An active app constraint is installed on its items' common ancestor; the
    /// engine's own relate their owner to its layout parent.
    private func _expression(of constraint: NSLayoutConstraint, owner: (any _UILayoutItem)?)
        -> (terms: [(_CassowarySolver.Variable, Double)], constant: Double)? {
        guard let first = constraint.firstItem as? any _UILayoutItem else { return nil }
        let second = constraint.secondItem as? any _UILayoutItem
        if constraint.secondAttribute != .notAnAttribute && second == nil { return nil }
        if let origin = constraint._firstOrigin, origin.item == nil { return nil }
        if let origin = constraint._secondOrigin, origin.item == nil { return nil }
        let ancestor = constraint._installedOn ?? first._layoutParent
        var terms: [(_CassowarySolver.Variable, Double)] = []
        var constant = 0.0
        var engaged: [any _UILayoutItem] = []
        _appendTerms(of: first, constraint.firstAttribute, times: 1, in: ancestor, to: &terms, &constant, engaged: &engaged)
        if let second {
            _appendTerms(of: second, constraint.secondAttribute, times: -Double(constraint.multiplier), in: ancestor,
                         to: &terms, &constant, engaged: &engaged)
        }
        // Distances (`anchorWithOffset(to:)`): each side less the anchor it is measured from.
        for (origin, k) in [(constraint._firstOrigin, -1.0), (constraint._secondOrigin, Double(constraint.multiplier))] {
            guard let origin, let item = origin.item as? any _UILayoutItem else { continue }
            _appendTerms(of: item, origin.attribute, times: k, in: ancestor, to: &terms, &constant, engaged: &engaged)
        }
        if let owner {
            for item in engaged where item === owner { item._existingLayoutItemState?.useCount -= 1 }
            engaged.removeAll { $0 === owner }
        }
        constraint._engagedItems = engaged.map { _UIWeakLayoutItem(item: $0) }
        constraint._attributeConstant = constant
        return (terms, constant - Double(constraint.constant))
    }

    /// The expression constant the solver holds for `constraint`.
    private func _solverConstant(of constraint: NSLayoutConstraint) -> Double {
        constraint._attributeConstant - Double(constraint.constant)
    }

    /// Appends `k × item.attribute`, in `ancestor`'s bounds coordinates, to an expression.
    /// Leading and trailing follow the layout direction of `ancestor`, the view the constraint is
    /// installed on, so both sides of a constraint flip together (DEVIATIONS.md).
    private func _appendTerms(of item: any _UILayoutItem, _ attribute: NSLayoutConstraint.Attribute, times k: Double,
                              in ancestor: UIView?, to terms: inout [(_CassowarySolver.Variable, Double)],
                              _ constant: inout Double, engaged: inout [any _UILayoutItem]) {
        if let plain = attribute._withoutMargin, let view = item as? UIView {
            _appendTerms(of: view.layoutMarginsGuide, plain, times: k, in: ancestor, to: &terms, &constant, engaged: &engaged)
            return
        }
        if let scrollView = item as? UIScrollView, scrollView === ancestor, attribute._kind != .dimension {
            // Seen from inside a scroll view, its edges are its content's and its centres its
            // frame's (UIKit's rule; its width and height stay the frame's).
            let guide = attribute == .centerX || attribute == .centerY ? scrollView.frameLayoutGuide : scrollView.contentLayoutGuide
            _appendTerms(of: guide, attribute, times: k, in: ancestor, to: &terms, &constant, engaged: &engaged)
            return
        }
        let vertical = attribute._axis == .vertical
        // Right to left, leading and trailing are measured from the right, growing leftwards:
        // `a.leading == b.leading + 10` puts a's right edge 10 pt left of b's.
        let rightToLeft = attribute._isDirectional && ancestor?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let k = rightToLeft ? -k : k
        // Where along the axis the attribute lies, as a fraction of the size.
        var fraction: Double
        switch attribute {
        case .left, .top: fraction = 0
        case .right, .bottom: fraction = 1
        case .leading: fraction = rightToLeft ? 1 : 0
        case .trailing: fraction = rightToLeft ? 0 : 1
        case .centerX, .centerY: fraction = 0.5
        case .firstBaseline, .lastBaseline:
            hasBaselineConstraints = true
            guard let view = item as? UIView else { fraction = 1; break }
            let (f, offset) = _baseline(of: view, first: attribute == .firstBaseline)
            fraction = f
            constant += k * offset
        case .width, .height:
            let variables = _engage(item, engaged: &engaged)
            terms.append((vertical ? variables.height : variables.width, k))
            return
        default: fraction = 0
        }
        if let view = item as? UIView, view === ancestor {
            // The ancestor's own edges, in its own bounds coordinates: origin 0.
            if fraction != 0 {
                let variables = _engage(item, engaged: &engaged)
                terms.append((vertical ? variables.height : variables.width, k * fraction))
            }
            return
        }
        let variables = _engage(item, engaged: &engaged)
        terms.append((vertical ? variables.minY : variables.minX, k))
        if fraction != 0 { terms.append((vertical ? variables.height : variables.width, k * fraction)) }
        // The origins of the views between the item's parent and the ancestor.
        var parent = item._layoutParent
        while let p = parent, p !== ancestor {
            let pv = _engage(p, engaged: &engaged)
            terms.append((vertical ? pv.minY : pv.minX, k))
            parent = p._layoutParent
        }
    }

    /// A view's baseline as `fraction × height + offset` from its top: a plain view's is its
    /// bottom; a label centres its text vertically, so its baselines move by half of any change
    /// of its height (the offset is measured at its current height); a view whose
    /// `forFirst/LastBaselineLayout` is a descendant uses that view's, where it is now.
    private func _baseline(of view: UIView, first: Bool) -> (fraction: Double, offset: Double) {
        let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if target !== view, target.isDescendant(of: view) {
            let origin = view.convert(target.bounds.origin, from: target)
            let h = target.bounds.height
            let fromTop = first ? target._firstBaselineOffsetFromTop : h - target._lastBaselineOffsetFromBottom
            return (0, Double(origin.y + fromTop))
        }
        guard view is UILabel else { return (1, 0) }
        let h = view.bounds.height
        let fromTop = first ? view._firstBaselineOffsetFromTop : h - view._lastBaselineOffsetFromBottom
        return (0.5, Double(fromTop - h / 2))
    }

    /// Some constraint relates a baseline (they are refreshed when a label's text changes).
    private var hasBaselineConstraints = false

    /// Takes out and queues again the app's constraints that `matches` (their expressions
    /// changed: a layout direction flipped, a text baseline moved).
    private func _reinsert(where matches: (NSLayoutConstraint) -> Bool) {
        let affected = byMarker.values.filter { !$0._isGenerated && matches($0) }
        for c in affected.sorted(by: { $0._activationOrder < $1._activationOrder }) {
            remove(c)
            add(c)
        }
    }

    /// The view now lays out in the other direction: leading and trailing swap sides in the
    /// constraints installed on it.
    func layoutDirectionDidChange(of view: UIView) {
        _reinsert { c in
            (c.firstAttribute._isDirectional || c.secondAttribute._isDirectional
                || c._firstOrigin?.attribute._isDirectional == true || c._secondOrigin?.attribute._isDirectional == true)
                && c._installedOn === view
        }
    }

    // MARK: Items

    /// The item's variables, made (with its generated constraints) when it is new to the
    /// solver; counts one more use.
    private func _engage(_ item: any _UILayoutItem, engaged: inout [any _UILayoutItem]) -> _UILayoutVariables {
        let state = item._layoutItemState
        engaged.append(item)
        if let variables = state.variables, state.engine === self {
            state.useCount += 1
            return variables
        }
        state.useCount = 1
        let variables = _UILayoutVariables(minX: solver.makeVariable(), minY: solver.makeVariable(),
                                           width: solver.makeVariable(), height: solver.makeVariable())
        state.variables = variables
        state.engine = self
        for v in [variables.minX, variables.minY, variables.width, variables.height] {
            let symbol = Int(v.symbol)
            if symbol >= owners.count {
                owners.append(contentsOf: repeatElement(_UIWeakLayoutItem(item: nil), count: symbol + 1 - owners.count))
            }
            owners[symbol] = _UIWeakLayoutItem(item: item)
        }
        if let parent = item._layoutParent {
            let parentState = parent._layoutItemState
            parentState.engagedChildren += 1
            parentState.engine = self
        }
        if let view = item as? UIView {
            // A hierarchy's root has no superview to place it: its frame stays as it is.
            if view.translatesAutoresizingMaskIntoConstraints || view._superview == nil {
                _addAutoresizingConstraints(of: view, variables)
            }
            _updateIntrinsicConstraints(of: view)
        } else if let guide = item as? UILayoutGuide {
            for constraint in guide._systemConstraints() { _insert(constraint, owner: guide) }
        }
        return variables
    }

    /// Counts one use less of each item the constraint engaged; items no longer used leave the
    /// solver with their generated constraints (unless not `disengaging`: the constraint is
    /// about to be added again).
    private func _release(_ constraint: NSLayoutConstraint, disengaging: Bool = true) {
        let items = constraint._engagedItems
        constraint._engagedItems = []
        for entry in items {
            guard let item = entry.item, let state = item._existingLayoutItemState, state.engine === self else { continue }
            state.useCount -= 1
            if state.useCount == 0 && disengaging { _disengage(item, state) }
        }
    }

    private func _disengage(_ item: any _UILayoutItem, _ state: _UILayoutItemState) {
        for c in state.autoresizingConstraints { _removeGenerated(c) }
        state.autoresizingConstraints = []
        if let guide = item as? UILayoutGuide {
            for c in guide._takeSystemConstraints() { _removeGenerated(c) }
        }
        for i in state.intrinsicConstraints.indices {
            if let handle = state.intrinsicConstraints[i] { solver.removeConstraint(handle) }
            state.intrinsicConstraints[i] = nil
        }
        state.intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        if let variables = state.variables {
            for v in [variables.minX, variables.minY, variables.width, variables.height] {
                solver.removeVariable(v)
                if Int(v.symbol) < owners.count { owners[Int(v.symbol)].item = nil }
            }
        }
        state.variables = nil
        if let parent = item._layoutParent, let parentState = parent._existingLayoutItemState {
            parentState.engagedChildren -= 1
        }
    }

    private func _removeGenerated(_ constraint: NSLayoutConstraint) {
        if let handle = constraint._solverConstraint {
            solver.removeConstraint(handle)
            byMarker[handle.marker] = nil
            constraint._solverConstraint = nil
            _release(constraint)
        }
        constraint._isActive = false
        constraint._engine = nil
    }

    // MARK: Autoresizing masks

    /// `translatesAutoresizingMaskIntoConstraints`: the view's alignment rectangle pinned to its
    /// current frame (minX, minY, width, height), printed with its mask.
    private func _addAutoresizingConstraints(of view: UIView, _ variables: _UILayoutVariables) {
        let rect = view._untransformedAlignmentRect
        let made: [NSLayoutConstraint] = [
            NSAutoresizingMaskLayoutConstraint(_item: view, .left, .equal, nil, .notAnAttribute, constant: rect.minX),
            NSAutoresizingMaskLayoutConstraint(_item: view, .top, .equal, nil, .notAnAttribute, constant: rect.minY),
            NSAutoresizingMaskLayoutConstraint(_item: view, .width, .equal, nil, .notAnAttribute, constant: rect.width),
            NSAutoresizingMaskLayoutConstraint(_item: view, .height, .equal, nil, .notAnAttribute, constant: rect.height),
        ]
        view._layoutItemState.autoresizingConstraints = made
        for c in made { _insert(c, owner: view) }
    }

    /// A view with generated autoresizing constraints moved or resized.
    func noteAutoresizingFrameChange(of view: UIView) {
        movedAutoresizingViews.append(view)
        view._layoutParentOrSelf.setNeedsLayout()
    }

    private func _updateAutoresizingConstants(of view: UIView) {
        guard let state = view._existingLayoutItemState, state.autoresizingConstraints.count == 4 else { return }
        let rect = view._untransformedAlignmentRect
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        for (c, value) in zip(state.autoresizingConstraints, values) where c._constant != value {
            c._constant = value
            _constantDidChange(of: c)
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed on an engaged view.
    func translatesAutoresizingMaskDidChange(of view: UIView) {
        guard let state = view._existingLayoutItemState, let variables = state.variables, state.engine === self else { return }
        for c in state.autoresizingConstraints { _removeGenerated(c) }
        state.autoresizingConstraints = []
        if view.translatesAutoresizingMaskIntoConstraints || view._superview == nil { _addAutoresizingConstraints(of: view, variables) }
        _collectChanges()
        view._layoutParentOrSelf.setNeedsLayout()
    }

    // MARK: Fitting size

    /// `systemLayoutSizeFitting`: the size the constraints give `view` when its width and height
    /// are asked to equal `target` at the given priorities (its own autoresizing size
    /// constraints lifted meanwhile). Leaves the solution as it was. Nil when no constraint
    /// mentions the view.
    func fittingSize(of view: UIView, target: CGSize, horizontal: Float, vertical: Float) -> CGSize? {
        guard let state = view._existingLayoutItemState, let variables = state.variables, state.engine === self else { return nil }
        let lifted = state.autoresizingConstraints.filter { $0.firstAttribute == .width || $0.firstAttribute == .height }
        for c in lifted {
            if let handle = c._solverConstraint { solver.removeConstraint(handle); byMarker[handle.marker] = nil; c._solverConstraint = nil }
        }
        var temporary: [_CassowarySolver.Constraint] = []
        for (variable, value, priority) in [(variables.width, target.width, horizontal), (variables.height, target.height, vertical)] {
            if case .added(let h) = solver.addConstraint([(variable, 1)], constant: -Double(value), relation: .equal,
                                                         priority: min(priority, LayoutConstants.brokenPriority)) {
                temporary.append(h)
            }
        }
        let size = CGSize(width: solver.value(of: variables.width), height: solver.value(of: variables.height))
        for h in temporary { solver.removeConstraint(h) }
        for c in lifted { _insert(c, owner: view) }
        // The solution is back where it was: nothing moved for layout's sake.
        solver.takeChangedVariables { _ in }
        return size
    }

    // MARK: Debugging

    /// The constraints in the engine that mention `item` on `axis` (its own generated ones
    /// included), in activation order.
    func constraintsAffecting(_ item: any _UILayoutItem, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        solveIfNeeded()
        return byMarker.values.filter { c in
            (c.firstItem === item && c.firstAttribute._axis == axis) || (c.secondItem === item && c.secondAttribute._axis == axis)
                || (c._firstOrigin?.item === item && c.firstAttribute._axis == axis)
                || (c._secondOrigin?.item === item && c.secondAttribute._axis == axis)
        }.sorted { ($0._isGenerated ? 0 : $0._activationOrder) < ($1._isGenerated ? 0 : $1._activationOrder) }
    }

    /// Whether another position or size of `item` satisfies the constraints as well.
    func isAmbiguous(_ item: any _UILayoutItem) -> Bool {
        solveIfNeeded()
        guard let state = item._existingLayoutItemState, let v = state.variables, state.engine === self else { return false }
        return [v.minX, v.minY, v.width, v.height].contains { solver.isAmbiguous($0) }
    }

    /// Another layout the constraints allow for `item`, if it is ambiguous: each free variable
    /// pushed 20 points away by a temporary constraint of the lowest priority; the solver is
    /// left as it was.
    func alternativeRect(of item: any _UILayoutItem, seed: Int) -> CGRect? {
        solveIfNeeded()
        guard let state = item._existingLayoutItemState, let v = state.variables, state.engine === self else { return nil }
        var temporary: [_CassowarySolver.Constraint] = []
        for (i, variable) in [v.minX, v.minY, v.width, v.height].enumerated() where solver.isAmbiguous(variable) {
            let push = (seed + i) % 2 == 0 ? 20.0 : -20.0
            if case .added(let h) = solver.addConstraint([(variable, 1)], constant: -(solver.value(of: variable) + push),
                                                         relation: .equal, priority: 1) {
                temporary.append(h)
            }
        }
        guard !temporary.isEmpty else { return nil }
        let rect = self.rect(of: v)
        for h in temporary { solver.removeConstraint(h) }
        solver.takeChangedVariables { _ in }
        return rect
    }

    // MARK: Intrinsic content size

    /// The view's intrinsic content size changed.
    func noteIntrinsicSizeInvalidated(of view: UIView) {
        staleIntrinsicSizes.append(view)
        view._layoutParentOrSelf.setNeedsLayout()
    }

    /// Makes the solver's intrinsic-size constraints of `view` match its `intrinsicContentSize`,
    /// hugging and compression resistance: per axis with a size, `size ≥ intrinsic` at the
    /// compression resistance and `size ≤ intrinsic` at the hugging priority.
    func _updateIntrinsicConstraints(of view: UIView) {
        guard let state = view._existingLayoutItemState, let variables = state.variables, state.engine === self else { return }
        let size = view.intrinsicContentSize
        let old = state.intrinsicSize
        state.intrinsicSize = size
        let axes: [(value: CGFloat, old: CGFloat, variable: _CassowarySolver.Variable, hug: Float, resist: Float)] = [
            (size.width, old.width, variables.width, state.hugging.0, state.compressionResistance.0),
            (size.height, old.height, variables.height, state.hugging.1, state.compressionResistance.1),
        ]
        for (axis, entry) in axes.enumerated() {
            let resistIndex = axis * 2, hugIndex = axis * 2 + 1
            let has = entry.value != UIView.noIntrinsicMetric && entry.value.isFinite
            let had = state.intrinsicConstraints[resistIndex] != nil
            if has && had && solver.priority(of: state.intrinsicConstraints[resistIndex]!) == entry.resist
                && solver.priority(of: state.intrinsicConstraints[hugIndex]!) == entry.hug {
                if entry.value != entry.old {
                    let ok1 = solver.setConstant(-Double(entry.value), of: state.intrinsicConstraints[resistIndex]!)
                    let ok2 = solver.setConstant(-Double(entry.value), of: state.intrinsicConstraints[hugIndex]!)
                    if !(ok1 && ok2) { needsRebuild = true }
                }
                continue
            }
            for i in [resistIndex, hugIndex] {
                if let handle = state.intrinsicConstraints[i] { solver.removeConstraint(handle) }
                state.intrinsicConstraints[i] = nil
            }
            guard has else { continue }
            let value = -Double(entry.value)
            if case .added(let h) = solver.addConstraint([(entry.variable, 1)], constant: value, relation: .greaterThanOrEqual,
                                                         priority: min(entry.resist, LayoutConstants.brokenPriority)) {
                state.intrinsicConstraints[resistIndex] = h
            }
            if case .added(let h) = solver.addConstraint([(entry.variable, 1)], constant: value, relation: .lessThanOrEqual,
                                                         priority: min(entry.hug, LayoutConstants.brokenPriority)) {
                state.intrinsicConstraints[hugIndex] = h
            }
        }
    }

    // MARK: Unsatisfiable constraints

    /// UIKit's recovery from a required constraint that contradicts others: log the conflict,
    /// break one constraint (demote it just below required) and go on.
    private func _recover(from constraint: NSLayoutConstraint, conflicts: [_CassowarySolver.Constraint], intact: Bool) {
        var involved: [NSLayoutConstraint] = []
        for handle in conflicts {
            if let c = byMarker[handle.marker], !involved.contains(where: { $0 === c }) { involved.append(c) }
        }
        if !involved.contains(where: { $0 === constraint }) { involved.append(constraint) }
        // Break the most recent constraint an app made; the engine's own (autoresizing masks,
        // guides) only when nothing else is involved.
        let victim = involved.filter { !$0._isGenerated }.max { $0._activationOrder < $1._activationOrder } ?? constraint
        _UILayoutEngine.logUnsatisfiable(involved.sorted { $0._activationOrder < $1._activationOrder }, breaking: victim)
        victim._isBroken = true
        if victim === constraint && intact {
            // Added again, broken: its items count once (a rebuild recounts everything).
            _release(constraint, disengaging: false)
            _insert(constraint, owner: constraint._isGenerated ? constraint.firstItem as? any _UILayoutItem : nil)
            return
        }
        if constraint._solverConstraint == nil && !constraint._isGenerated { pending.append(constraint) }
        // A conflict among the engine's own constraints alone cannot be broken by rebuilding
        // (they are made again); give up on the rebuild after a few rounds.
        guard rebuildDepth < 8 else { return }
        rebuildDepth += 1
        defer { rebuildDepth -= 1 }
        _rebuild()
    }

    /// Solves the constraints again from scratch (tests compare it with the incremental result).
    func _rebuildForTesting() {
        _rebuild()
        _collectChanges()
    }

    /// Rebuilds the solver from the constraints: used when an edit left it unsatisfiable.
    private func _rebuild() {
        needsRebuild = false
        var constraints = byMarker.values.filter { !$0._isGenerated } + pending
        constraints.sort { $0._activationOrder < $1._activationOrder }
        for entry in owners {
            guard let item = entry.item, let state = item._existingLayoutItemState, state.engine === self else { continue }
            state.variables = nil
            state.useCount = 0
            state.autoresizingConstraints = []
            state.intrinsicConstraints = [nil, nil, nil, nil]
            state.intrinsicSize = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
            if let guide = item as? UILayoutGuide { _ = guide._takeSystemConstraints() }
            if let parent = item._layoutParent?._existingLayoutItemState { parent.engagedChildren = 0 }
        }
        for c in byMarker.values {
            c._solverConstraint = nil
            c._engagedItems = []
        }
        owners.removeAll()
        byMarker.removeAll()
        solver = _CassowarySolver()
        pending = []
        for c in constraints where c._isActive { _insert(c) }
    }

    /// Logs UIKit's "Unable to simultaneously satisfy constraints" message and calls the
    /// `UIViewAlertForUnsatisfiableConstraints` hook.
    static func logUnsatisfiable(_ involved: [NSLayoutConstraint], breaking victim: NSLayoutConstraint) {
        var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
        text += "\tTry this: \n"
        text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
        text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        if involved.contains(where: { $0 is NSAutoresizingMaskLayoutConstraint }) {
            text += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        text += "(\n"
        text += involved.map { "    \"\($0)\"" }.joined(separator: ",\n")
        text += "\n)\n\nWill attempt to recover by breaking constraint \n\(victim)\n\n"
        text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        text += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        _UIKitLog.warning(text)
        UIViewAlertForUnsatisfiableConstraints(victim, involved)
    }
}

extension _UILayoutEngine {
    /// `rect` with its edges rounded to the nearest pixel at `scale` (UIKit's engine hands views
    /// pixel-aligned frames, so adjacent views share an edge and nothing is drawn between pixels).
    /// A negative solved size (constraints squeezing a view past zero: the engine has no
    /// implicit `size ≥ 0`) becomes 0 at the solved origin (DEVIATIONS.md).
    static func pixelAligned(_ rect: CGRect, scale: CGFloat) -> CGRect {
        func round(_ v: CGFloat) -> CGFloat { (v * scale).rounded() / scale }
        let x = round(rect.origin.x), y = round(rect.origin.y)
        let maxX = round(rect.origin.x + rect.size.width), maxY = round(rect.origin.y + rect.size.height)
        return CGRect(x: x, y: y, width: max(0, maxX - x), height: max(0, maxY - y))
    }
}

/// The function UIKit's log names as the place for a symbolic breakpoint; here it calls
/// `RockhopperDebug.unsatisfiableConstraintsHandler`.
@MainActor
func UIViewAlertForUnsatisfiableConstraints(_ constraint: NSLayoutConstraint, _ allConstraints: [NSLayoutConstraint]) {
    RockhopperDebug.unsatisfiableConstraintsHandler?(constraint, allConstraints)
}

extension NSLayoutConstraint {
    /// The solver's relation for the constraint's (`first − multiplier·second − constant`
    /// compared with 0).
    var _solverRelation: _CassowarySolver.Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
