import Foundation

// The constraints a stack view makes, with UIKit's identifiers (read from UIKit's logs and its
// layout arrangements, `_UIOrderedLayoutArrangement` along the axis and
// `_UIAlignedLayoutArrangement` across it). "start/end/center/size" are leading/trailing/centerX/
// width along a horizontal axis and top/bottom/centerY/height along a vertical one; "canvas" is
// the stack, or its `layoutMarginsGuide` with `isLayoutMarginsRelativeArrangement`.
//
// Along the axis (the distribution), over the visible arranged views v₀…vₙ:
//   UISV-canvas-connection   canvas.start == v₀.start,  canvas.end == vₙ.end
//   UISV-spacing             vᵢ₊₁.start == vᵢ.end + spacing after vᵢ  (≥ for .equalSpacing and
//                            .equalCentering; firstBaseline/lastBaseline with
//                            isBaselineRelativeArrangement in a vertical stack)
//   UISV-fill-equally        vᵢ.size == v₀.size                              (.fillEqually)
//   UISV-fill-proportionally vᵢ.size == (lengthᵢ / Σ) × canvas.size @ max(999 − i, 751)
//                            (.fillProportionally; Σ = the visible lengths and gaps)
//   UISV-distributing-edge   gᵢ.start == vᵢ.end (.center), gᵢ.end == vᵢ₊₁.start (.center)
//                            for a guide gᵢ ('UISV-distributing') in each gap (.equalSpacing,
//                            .equalCentering)
//   UISV-fill-equally        gᵢ.size == g₀.size (.equalSpacing; @ max(150 − i, 50) for .equalCentering)
//   UISV-canvas-fit          stack.size == 0 @ 49 (.equalSpacing, .equalCentering, or nothing visible)
// and for each hidden arranged view h:
//   UISV-hiding              h.size == 0 @ 999.999
//   UISV-spacing-hidden      h.start == (closest visible view before it).end + spacing / 2 @ 50
//                            (or, before the first visible view, v₀.start == h.end; with nothing
//                            visible, h.start == canvas.start)
//
// Across the axis (the alignment), over every arranged view a₀…aₘ (reference a₀; f = the first
// visible one; s = the 'UISV-alignment-spanner' guide; "top/bottom" are the cross edges):
//   .fill     UISV-canvas-connection canvas.top == f.top, canvas.bottom == f.bottom
//             UISV-alignment         a₀.top == aᵢ.top, a₀.bottom == aᵢ.bottom
//   .leading  UISV-alignment a₀.top == aᵢ.top;  UISV-canvas-connection canvas.top == f.top,
//             canvas.bottom == s.bottom; UISV-spanning-boundary s.top == v.top @ 999.5,
//             s.bottom ≥ v.bottom (visible v)
//   .trailing the mirror image (bottom == @ 999.5, top ≤)
//   .center   UISV-alignment a₀.centerY == aᵢ.centerY; UISV-canvas-connection canvas.top == s.top,
//             canvas.bottom == s.bottom, canvas.centerY == f.centerY; UISV-spanning-boundary
//             s.top ≤ v.top, s.bottom ≥ v.bottom
//   .firstBaseline/.lastBaseline (horizontal stacks) UISV-alignment on the baseline, the spanner
//             as for .center, and UISV-canvas-fit stack.height == 0 @ 49
//   and for every alignment but .fill: UISV-spanning-fit s.size == 0 @ 51 and
//   UISV-ambiguity-suppression aᵢ.size == 0 @ 25 (across).
//
// The constraints are kept by what they relate (items, attributes, relation, multiplier,
// priority, role); an update computes the wanted set and changes only the difference: a new
// constant (spacing) is an edit of the existing constraint, a new or gone view touches only the
// constraints that mention it or its neighbours.

/// Which of its constraints a stack view made (UIKit's identifier as raw value). Not API.
enum _UIStackConstraintRole: String {
    case canvasConnection = "UISV-canvas-connection"
    case canvasFit = "UISV-canvas-fit"
    case spacing = "UISV-spacing"
    case spacingHidden = "UISV-spacing-hidden"
    case hiding = "UISV-hiding"
    case fillEqually = "UISV-fill-equally"
    case fillProportionally = "UISV-fill-proportionally"
    case distributingEdge = "UISV-distributing-edge"
    case alignment = "UISV-alignment"
    case spanningBoundary = "UISV-spanning-boundary"
    case spanningFit = "UISV-spanning-fit"
    case ambiguitySuppression = "UISV-ambiguity-suppression"
}

/// What a stack constraint relates: equal keys are the same constraint up to its constant. Not API.
struct _UIStackConstraintKey: Hashable {
    let role: _UIStackConstraintRole
    let first: ObjectIdentifier
    let firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let second: ObjectIdentifier?
    let secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    let priority: Float
}

/// A constraint the stack wants. Not API.
struct _UIStackConstraintSpec {
    let key: _UIStackConstraintKey
    let first: AnyObject
    let second: AnyObject?
    let constant: CGFloat
}

/// Collects the wanted constraints of one update. Not API.
@MainActor
struct _UIStackConstraintBuilder {
    var specs: [_UIStackConstraintSpec] = []

    /// `first.a1 (relation) multiplier × second.a2 + constant @ priority`.
    mutating func add(_ role: _UIStackConstraintRole, _ first: AnyObject, _ a1: NSLayoutConstraint.Attribute,
                      _ relation: NSLayoutConstraint.Relation, _ second: AnyObject, _ a2: NSLayoutConstraint.Attribute,
                      multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000) {
        let key = _UIStackConstraintKey(role: role, first: ObjectIdentifier(first), firstAttribute: a1, relation: relation,
                                        second: ObjectIdentifier(second), secondAttribute: a2,
                                        multiplier: multiplier, priority: priority)
        specs.append(_UIStackConstraintSpec(key: key, first: first, second: second, constant: constant))
    }

    /// `item.size == constant @ priority`.
    mutating func addSize(_ role: _UIStackConstraintRole, _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
                          constant: CGFloat = 0, priority: Float = 1000) {
        let key = _UIStackConstraintKey(role: role, first: ObjectIdentifier(item), firstAttribute: attribute, relation: .equal,
                                        second: nil, secondAttribute: .notAnAttribute, multiplier: 1, priority: priority)
        specs.append(_UIStackConstraintSpec(key: key, first: item, second: nil, constant: constant))
    }
}

extension UIStackView {
    /// The edges, center and size of an item along (or across) an axis.
    struct _AxisAttributes {
        let start, end, center, size: NSLayoutConstraint.Attribute

        init(_ axis: NSLayoutConstraint.Axis) {
            if axis == .horizontal {
                (start, end, center, size) = (.leading, .trailing, .centerX, .width)
            } else {
                (start, end, center, size) = (.top, .bottom, .centerY, .height)
            }
        }
    }

    /// Brings the constraints up to date with the arranged views and properties, changing only
    /// what differs from the active ones.
    func _updateArrangementIfNeeded() {
        guard _arrangementIsStale else { return }
        _arrangementIsStale = false
        var builder = _UIStackConstraintBuilder()
        let guidesInUse = _buildArrangement(into: &builder)

        var kept: [_UIStackConstraintKey: NSLayoutConstraint] = [:]
        kept.reserveCapacity(builder.specs.count)
        var added: [NSLayoutConstraint] = []
        for spec in builder.specs where kept[spec.key] == nil {
            if let existing = _arrangementConstraints.removeValue(forKey: spec.key), existing.isActive,
               existing.firstItem === spec.first, existing.secondItem === spec.second {
                if existing.constant != spec.constant { existing.constant = spec.constant }
                kept[spec.key] = existing
                continue
            }
            let c = NSLayoutConstraint(item: spec.first, attribute: spec.key.firstAttribute, relatedBy: spec.key.relation,
                                       toItem: spec.second, attribute: spec.key.secondAttribute,
                                       multiplier: spec.key.multiplier, constant: spec.constant)
            if spec.key.priority < 1000 { c.priority = UILayoutPriority(spec.key.priority) }
            c.identifier = spec.key.role.rawValue
            kept[spec.key] = c
            added.append(c)
        }
        NSLayoutConstraint.deactivate(Array(_arrangementConstraints.values))
        NSLayoutConstraint.activate(added)
        _arrangementConstraints = kept

        if !guidesInUse.spanner, let spanner = _alignmentSpanner {
            _alignmentSpanner = nil
            removeLayoutGuide(spanner)
        }
        while _distributingGuides.count > guidesInUse.gaps {
            removeLayoutGuide(_distributingGuides.removeLast())
        }
    }

    /// The spacing after `view` as a length: its custom spacing, else `spacing`;
    /// `spacingUseSystem` is the system spacing, `spacingUseDefault` 0.
    func _resolvedSpacing(after view: UIView) -> CGFloat {
        let value = _customSpacings[ObjectIdentifier(view)] ?? _spacing
        if value == UIStackView.spacingUseSystem { return LayoutConstants.systemSpacing }
        if value == UIStackView.spacingUseDefault { return 0 }
        return value
    }

    /// Adds the wanted constraints; returns which guides they use.
    private func _buildArrangement(into b: inout _UIStackConstraintBuilder) -> (spanner: Bool, gaps: Int) {
        let arranged = _arranged
        guard !arranged.isEmpty else { return (false, 0) }
        let visible = arranged.filter { !$0.isHidden }
        let canvas: AnyObject = _marginsRelative ? layoutMarginsGuide : self
        let along = _AxisAttributes(_axis)
        let gaps = _buildDistribution(into: &b, arranged: arranged, visible: visible, canvas: canvas, along)
        let spanner = _buildAlignment(into: &b, arranged: arranged, visible: visible, canvas: canvas)
        return (spanner, gaps)
    }

    // MARK: Along the axis

    private func _buildDistribution(into b: inout _UIStackConstraintBuilder, arranged: [UIView], visible: [UIView],
                                    canvas: AnyObject, _ along: _AxisAttributes) -> Int {
        let spreading = _distribution == .equalSpacing || _distribution == .equalCentering
        if let first = visible.first, let last = visible.last {
            b.add(.canvasConnection, canvas, along.start, .equal, first, along.start)
            b.add(.canvasConnection, canvas, along.end, .equal, last, along.end)
        }
        if spreading || visible.isEmpty {
            b.addSize(.canvasFit, self, along.size, priority: LayoutConstants.stackCanvasFitPriority)
        }

        // Gaps between consecutive visible views.
        let baselines = _baselineRelative && _axis == .vertical
        let relation: NSLayoutConstraint.Relation = spreading ? .greaterThanOrEqual : .equal
        var previous: UIView?
        for view in visible {
            if let p = previous {
                b.add(.spacing, view, baselines ? .firstBaseline : along.start, relation, p,
                      baselines ? .lastBaseline : along.end, constant: _resolvedSpacing(after: p))
            }
            previous = view
        }

        // Hidden views: no size along the axis, placed in the gap after the visible view before them.
        if visible.count != arranged.count {
            var lastVisible: UIView?
            var firstVisibleIndex = arranged.count
            for (i, view) in arranged.enumerated() where !view.isHidden { firstVisibleIndex = i; break }
            for view in arranged {
                guard view.isHidden else { lastVisible = view; continue }
                b.addSize(.hiding, view, along.size, priority: LayoutConstants.stackHidingPriority)
                if let p = lastVisible {
                    b.add(.spacingHidden, view, along.start, .equal, p, along.end, constant: _resolvedSpacing(after: p) / 2,
                          priority: LayoutConstants.stackHiddenSpacingPriority)
                } else if firstVisibleIndex < arranged.count {
                    b.add(.spacingHidden, arranged[firstVisibleIndex], along.start, .equal, view, along.end,
                          priority: LayoutConstants.stackHiddenSpacingPriority)
                } else {
                    b.add(.spacingHidden, view, along.start, .equal, canvas, along.start,
                          priority: LayoutConstants.stackHiddenSpacingPriority)
                }
            }
        }

        switch _distribution {
        case .fill:
            return 0
        case .fillEqually:
            if let first = visible.first {
                for view in visible.dropFirst() { b.add(.fillEqually, view, along.size, .equal, first, along.size) }
            }
            return 0
        case .fillProportionally:
            _buildProportions(into: &b, arranged: arranged, visible: visible, canvas: canvas, along)
            return 0
        case .equalSpacing, .equalCentering:
            return _buildDistributingGuides(into: &b, visible: visible, along)
        }
    }

    /// `.fillProportionally`: each visible view's size is its share of the canvas, its share
    /// being its natural length over the natural lengths and gaps of all visible views.
    private func _buildProportions(into b: inout _UIStackConstraintBuilder, arranged: [UIView], visible: [UIView],
                                   canvas: AnyObject, _ along: _AxisAttributes) {
        var total: CGFloat = 0
        var lengths: [CGFloat] = []
        lengths.reserveCapacity(visible.count)
        for (i, view) in visible.enumerated() {
            let length = max(0, _naturalLength(of: view))
            lengths.append(length)
            total += length
            if i > 0 { total += _resolvedSpacing(after: visible[i - 1]) }
        }
        guard total > 0 else { return }
        var index = 0
        var visibleIndex = 0
        for view in arranged {
            defer { index += 1 }
            guard !view.isHidden else { continue }
            let share = lengths[visibleIndex] / total
            visibleIndex += 1
            if share <= 0 {
                b.addSize(.fillProportionally, view, along.size)
            } else if share == 1 {
                b.add(.fillProportionally, view, along.size, .equal, canvas, along.size)
            } else {
                let priority = max(LayoutConstants.stackProportionalFirstPriority - Float(index),
                                   LayoutConstants.stackProportionalFloorPriority)
                b.add(.fillProportionally, view, along.size, .equal, canvas, along.size, multiplier: share, priority: priority)
            }
        }
    }

    /// The length of `view` along the axis the proportions are computed from: its intrinsic
    /// size, else the size its own constraints give it (a nested stack's content), else 0.
    private func _naturalLength(of view: UIView) -> CGFloat {
        let intrinsic = view.intrinsicContentSize
        let value = _axis == .horizontal ? intrinsic.width : intrinsic.height
        if value != UIView.noIntrinsicMetric { return value }
        guard let engine = _rootLayoutEngine(creating: false) else { return 0 }
        engine.solveIfNeeded()
        let fit = LayoutConstants.fittingCompressedSize
        guard let size = engine.fittingSize(of: view, target: fit, horizontal: UILayoutPriority.fittingSizeLevel.rawValue,
                                            vertical: UILayoutPriority.fittingSizeLevel.rawValue) else { return 0 }
        return _axis == .horizontal ? size.width : size.height
    }

    /// `.equalSpacing` and `.equalCentering`: a guide in each gap, the guides equally long.
    private func _buildDistributingGuides(into b: inout _UIStackConstraintBuilder, visible: [UIView],
                                          _ along: _AxisAttributes) -> Int {
        let count = max(0, visible.count - 1)
        while _distributingGuides.count < count {
            let guide = UILayoutGuide()
            guide.identifier = "UISV-distributing"
            addLayoutGuide(guide)
            _distributingGuides.append(guide)
        }
        let centering = _distribution == .equalCentering
        let edge = centering ? along.center : along.end
        let facing = centering ? along.center : along.start
        for i in 0..<count {
            let guide = _distributingGuides[i]
            b.add(.distributingEdge, guide, along.start, .equal, visible[i], edge)
            b.add(.distributingEdge, guide, along.end, .equal, visible[i + 1], facing)
            guard i > 0 else { continue }
            if centering {
                let priority = max(LayoutConstants.stackEqualCenteringFirstPriority - Float(i),
                                   LayoutConstants.stackEqualCenteringFloorPriority)
                b.add(.fillEqually, guide, along.size, .equal, _distributingGuides[0], along.size, priority: priority)
            } else {
                b.add(.fillEqually, guide, along.size, .equal, _distributingGuides[0], along.size)
            }
        }
        return count
    }

    // MARK: Across the axis

    /// The alignment the constraints use: the baseline alignments apply to horizontal stacks;
    /// a vertical stack treats them as `.leading` and `.trailing`.
    var _effectiveAlignment: Alignment {
        guard _axis == .vertical else { return _alignment }
        switch _alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return _alignment
        }
    }

    private func _buildAlignment(into b: inout _UIStackConstraintBuilder, arranged: [UIView], visible: [UIView],
                                 canvas: AnyObject) -> Bool {
        let across = _AxisAttributes(_axis == .horizontal ? .vertical : .horizontal)
        let reference = arranged[0]
        let firstVisible = visible.first ?? reference
        let alignment = _effectiveAlignment

        if alignment == .fill {
            b.add(.canvasConnection, canvas, across.start, .equal, firstVisible, across.start)
            b.add(.canvasConnection, canvas, across.end, .equal, firstVisible, across.end)
            for view in arranged.dropFirst() {
                b.add(.alignment, reference, across.start, .equal, view, across.start)
                b.add(.alignment, reference, across.end, .equal, view, across.end)
            }
            return false
        }

        let aligned: NSLayoutConstraint.Attribute
        switch alignment {
        case .leading: aligned = across.start
        case .trailing: aligned = across.end
        case .center: aligned = across.center
        case .firstBaseline: aligned = .firstBaseline
        case .lastBaseline: aligned = .lastBaseline
        case .fill: aligned = across.start
        }
        for view in arranged.dropFirst() { b.add(.alignment, reference, aligned, .equal, view, aligned) }

        let spanner: UILayoutGuide
        if let existing = _alignmentSpanner {
            spanner = existing
        } else {
            spanner = UILayoutGuide()
            spanner.identifier = "UISV-alignment-spanner"
            addLayoutGuide(spanner)
            _alignmentSpanner = spanner
        }
        let boundary = LayoutConstants.stackSpanningBoundaryPriority
        for view in visible {
            switch alignment {
            case .leading:
                b.add(.spanningBoundary, spanner, across.start, .equal, view, across.start, priority: boundary)
                b.add(.spanningBoundary, spanner, across.end, .greaterThanOrEqual, view, across.end)
            case .trailing:
                b.add(.spanningBoundary, spanner, across.start, .lessThanOrEqual, view, across.start)
                b.add(.spanningBoundary, spanner, across.end, .equal, view, across.end, priority: boundary)
            default:
                b.add(.spanningBoundary, spanner, across.start, .lessThanOrEqual, view, across.start)
                b.add(.spanningBoundary, spanner, across.end, .greaterThanOrEqual, view, across.end)
            }
        }
        switch alignment {
        case .leading:
            b.add(.canvasConnection, canvas, across.start, .equal, firstVisible, across.start)
            b.add(.canvasConnection, canvas, across.end, .equal, spanner, across.end)
        case .trailing:
            b.add(.canvasConnection, canvas, across.start, .equal, spanner, across.start)
            b.add(.canvasConnection, canvas, across.end, .equal, firstVisible, across.end)
        case .center:
            b.add(.canvasConnection, canvas, across.start, .equal, spanner, across.start)
            b.add(.canvasConnection, canvas, across.end, .equal, spanner, across.end)
            b.add(.canvasConnection, canvas, across.center, .equal, firstVisible, across.center)
        default:
            b.add(.canvasConnection, canvas, across.start, .equal, spanner, across.start)
            b.add(.canvasConnection, canvas, across.end, .equal, spanner, across.end)
            b.addSize(.canvasFit, self, across.size, priority: LayoutConstants.stackCanvasFitPriority)
        }
        b.addSize(.spanningFit, spanner, across.size,
                  priority: visible.isEmpty ? LayoutConstants.stackSpanningFitPriorityAllHidden : LayoutConstants.stackSpanningFitPriority)
        for view in arranged {
            b.addSize(.ambiguitySuppression, view, across.size, priority: LayoutConstants.stackAmbiguitySuppressionPriority)
        }
        return true
    }
}
