import Foundation

/// A linear relation between two layout attributes that the layout engine satisfies:
/// `firstItem.firstAttribute  (relation)  multiplier × secondItem.secondAttribute + constant`.
///
/// A constraint is inactive when made; activate it (`isActive = true`,
/// `NSLayoutConstraint.activate(_:)`) to install it on the closest common ancestor of its items
/// and add it to the layout engine. Of its properties only `constant` and `priority` change after
/// creation; changing `constant` re-solves incrementally (an edit of the solver, not a removal
/// and re-addition), so animating a constant costs little. The items are held weakly.
@MainActor
open class NSLayoutConstraint: NSObject {
    // MARK: The relation

    private weak var _firstItem: AnyObject?
    private weak var _secondItem: AnyObject?
    let _firstAttribute: Attribute
    let _secondAttribute: Attribute
    let _relation: Relation
    let _multiplier: CGFloat
    var _constant: CGFloat
    var _priority: UILayoutPriority = .required
    /// A side made from `anchorWithOffset(to:)` stands for `item.attribute − origin`: the item
    /// and attribute above are where the distance ends, the origin where it starts.
    var _firstOrigin: _UIAnchorOrigin?
    var _secondOrigin: _UIAnchorOrigin?

    // MARK: Engine bookkeeping

    /// The engine the constraint is in while active.
    weak var _engine: _UILayoutEngine?
    /// The view it is installed on while active.
    weak var _installedOn: UIView?
    /// Its constraint in the engine's solver, once the engine has added it.
    var _solverConstraint: _CassowarySolver.Constraint?
    var _isActive = false
    /// When it was activated (orders constraints for rebuilding and for choosing which of two
    /// conflicting constraints to break).
    var _activationOrder: UInt64 = 0
    /// The engine broke it (demoted it just below required) to resolve a conflict.
    var _isBroken = false
    /// The engine made it (autoresizing masks, guides); it never counts as an app's constraint.
    var _isGenerated = false
    /// The items (and views in between) the constraint engaged in the solver.
    var _engagedItems: [_UIWeakLayoutItem] = []
    /// The constant the attributes themselves contribute to the solver's expression (margins,
    /// offsets of ancestors that are not variables).
    var _attributeConstant: Double = 0

    /// Makes a constraint `view1.attr1 (relation) multiplier × view2.attr2 + c`. Pass `nil` and
    /// `.notAnAttribute` for a constraint on a size alone (`width == 100`).
    ///
    /// Stops the program, with UIKit's message, on an invalid pairing: a position and a size,
    /// horizontal and vertical positions, leading/trailing with left/right, a location without a
    /// second item, or an item that is neither a view nor a layout guide.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = NSLayoutConstraint._checkedItem(view1, "first")
        let second = view2.map { NSLayoutConstraint._checkedItem($0, "second") }
        NSLayoutConstraint._checkPairing(first: first, attr1, second: second, attr2, multiplier: multiplier, constant: c)
        _firstItem = first
        _secondItem = second
        _firstAttribute = attr1
        _secondAttribute = second == nil ? .notAnAttribute : attr2
        _relation = relation
        _multiplier = multiplier
        _constant = c
        super.init()
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` for a
    /// constraint the engine itself makes.
    init(_item first: AnyObject, _ attr1: Attribute, _ relation: Relation, _ second: AnyObject?,
         _ attr2: Attribute, multiplier: CGFloat = 1, constant: CGFloat) {
        _firstItem = first
        _secondItem = second
        _firstAttribute = attr1
        _secondAttribute = attr2
        _relation = relation
        _multiplier = multiplier
        _constant = constant
        super.init()
    }

    /// UIKit's description: `<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 16   (active)>`.
    nonisolated open override var description: String {
        MainActor.assumeIsolated { _descriptionText }
    }

    // MARK: Reading the relation

    /// The first item (held weakly).
    open var firstItem: AnyObject? { _firstItem }
    /// The second item, nil for a constraint on a size alone (held weakly).
    open var secondItem: AnyObject? { _secondItem }
    open var firstAttribute: Attribute { _firstAttribute }
    open var secondAttribute: Attribute { _secondAttribute }
    open var relation: Relation { _relation }
    open var multiplier: CGFloat { _multiplier }

    /// The anchor of the first item's attribute (for a constraint on a distance between two
    /// anchors, that distance).
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(_item: _firstItem, attribute: _firstAttribute, origin: _firstOrigin)
    }

    /// The anchor of the second item's attribute; nil without a second item.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        _secondItem == nil ? nil : NSLayoutAnchor<AnyObject>(_item: _secondItem, attribute: _secondAttribute, origin: _secondOrigin)
    }

    /// Every item the constraint relates: the two items, and the items distances start from.
    var _relatedItems: [AnyObject?] {
        guard _firstOrigin != nil || _secondOrigin != nil else { return [_firstItem, _secondItem] }
        return [_firstItem, _secondItem, _firstOrigin?.item, _secondOrigin?.item]
    }

    // MARK: What may change

    /// The constant added to the second side. Changing it on an active constraint re-solves the
    /// layout incrementally at the next layout pass (or `layoutIfNeeded()`).
    open var constant: CGFloat {
        get { _constant }
        set {
            _requireFiniteConstant(newValue)
            guard newValue != _constant else { return }
            _constant = newValue
            _engine?._constantDidChange(of: self)
        }
    }

    /// How strongly the constraint must hold; default `.required`. Changing it from or to
    /// required on an active constraint stops the program, as UIKit raises.
    open var priority: UILayoutPriority {
        get { _priority }
        set {
            _rockhopperPrecondition(newValue.rawValue > 0 && newValue.rawValue <= 1000 && newValue.rawValue.isFinite,
                "NSLayoutConstraint priority must be greater than 0 and at most 1000 (UILayoutPriority.required); you passed \(newValue.rawValue)")
            guard newValue != _priority else { return }
            if _isActive && (newValue == .required) != (_priority == .required) {
                _rockhopperFailure("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(NSLayoutConstraint._format(newValue.rawValue)) and the existing priority was \(NSLayoutConstraint._format(_priority.rawValue)).")
            }
            _priority = newValue
            _engine?._priorityDidChange(of: self)
        }
    }

    /// A name for debugging, printed in the description. Names starting with "UI" or "NS" are
    /// the system's.
    open var identifier: String?

    /// Whether the constraint is archived with a nib. Default false for constraints made in code.
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout. Default false. Setting true installs it on
    /// the closest common ancestor of its items (stopping the program, with UIKit's message, when
    /// they have none); false removes it.
    open var isActive: Bool {
        get { _isActive }
        set { newValue ? _activate() : _deactivate() }
    }

    /// Activates every constraint of `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c._activate() }
    }

    /// Deactivates every constraint of `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c._deactivate() }
    }

    // MARK: Checks

    private func _requireFiniteConstant(_ value: CGFloat) {
        if !value.isFinite {
            _rockhopperFailure("NSLayoutConstraint constant is not finite! That's illegal.  constant:\(value) firstAnchor:\(firstAnchor) secondAnchor:\(secondAnchor.map { "\($0)" } ?? "(null)")")
        }
    }

    static func _checkedItem(_ item: Any, _ which: String) -> AnyObject {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide }
        _rockhopperFailure("NSLayoutConstraint: the \(which) item \(type(of: item)) is not a UIView or UILayoutGuide; constraints relate views and layout guides")
    }

    static func _checkPairing(first: AnyObject, _ attr1: Attribute, second: AnyObject?, _ attr2: Attribute,
                              multiplier: CGFloat, constant: CGFloat) {
        if !multiplier.isFinite || !constant.isFinite {
            _rockhopperFailure("NSLayoutConstraint: the multiplier (\(multiplier)) and constant (\(constant)) must be finite")
        }
        if attr1 == .notAnAttribute {
            _rockhopperFailure("NSLayoutConstraint for \(_itemName(first)): the first attribute may not be .notAnAttribute")
        }
        guard second != nil else {
            if attr1._kind != .dimension {
                _rockhopperFailure("NSLayoutConstraint for \(_itemName(first)): A constraint cannot be made that sets a location equal to a constant. Location attributes must be specified in pairs.")
            }
            return
        }
        if attr2 == .notAnAttribute || attr1._kind != attr2._kind {
            _rockhopperFailure("+[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes (\(attr1._name) and \(attr2._name))")
        }
        if (attr1._isDirectional && attr2._isLeftOrRight) || (attr1._isLeftOrRight && attr2._isDirectional) {
            _rockhopperFailure("A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.")
        }
    }

    static func _format(_ value: Float) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
