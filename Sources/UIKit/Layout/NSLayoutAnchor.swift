import Foundation

/// One attribute of a view or layout guide, from which constraints are made in a type-safe
/// way: X-axis anchors relate to X-axis anchors (`NSLayoutXAxisAnchor`), Y-axis to Y-axis
/// (`NSLayoutYAxisAnchor`), sizes to sizes (`NSLayoutDimension`). Every method returns an
/// inactive constraint; activate it. Making a constraint between a leading/trailing anchor and a
/// left/right one stops the program, as UIKit raises.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let _item: AnyObject?
    let _attribute: NSLayoutConstraint.Attribute
    /// For the distance `anchorWithOffset(to:)` makes, the anchor it is measured from: the
    /// anchor stands for `_item._attribute − _origin`.
    let _origin: _UIAnchorOrigin?

    init(_item item: AnyObject?, attribute: NSLayoutConstraint.Attribute, origin: _UIAnchorOrigin? = nil) {
        _item = item
        _attribute = attribute
        _origin = origin
        super.init()
    }

    /// The view or layout guide the anchor belongs to (for a distance between two anchors, the
    /// item of the anchor it ends at).
    open var item: AnyObject? { _item }

    /// The anchor's name for debugging: `UIView:0x….leading`; a distance between two anchors
    /// prints as `(UIView:0x….leading - UIView:0x….trailing)`.
    open var name: String { NSLayoutConstraint._side(_item, _attribute._name, _origin) }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { "<\(type(of: self)):\(NSLayoutConstraint._address(self)) \"\(name)\">" }
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _constraint(.equal, anchor, multiplier: 1, constant: 0)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        _constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        _constraint(.equal, anchor, multiplier: 1, constant: c)
    }

    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        _constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        _constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// The constraint `self (relation) multiplier × anchor + constant`, checked as
    /// `NSLayoutConstraint(item:…)` checks it.
    func _constraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
                     multiplier: CGFloat, constant: CGFloat) -> NSLayoutConstraint {
        guard let first = _item, _origin == nil || _origin?.item != nil else {
            _rockhopperFailure("NSLayoutAnchor \(name): its item no longer exists")
        }
        if let anchor, anchor._item == nil || (anchor._origin != nil && anchor._origin?.item == nil) {
            _rockhopperFailure("NSLayoutAnchor \(anchor.name): its item no longer exists")
        }
        guard _origin != nil || anchor?._origin != nil else {
            return NSLayoutConstraint(item: first, attribute: _attribute, relatedBy: relation,
                                      toItem: anchor?._item, attribute: anchor?._attribute ?? .notAnAttribute,
                                      multiplier: multiplier, constant: constant)
        }
        // A distance between anchors on either side: both sides are sizes (the anchor types
        // guarantee it), so only the numbers need checking.
        if !multiplier.isFinite || !constant.isFinite {
            _rockhopperFailure("NSLayoutConstraint: the multiplier (\(multiplier)) and constant (\(constant)) must be finite")
        }
        let made = NSLayoutConstraint(_item: first, _attribute, relation, anchor?._item,
                                      anchor?._attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
        made._firstOrigin = _origin
        made._secondOrigin = anchor?._origin
        return made
    }

    /// The distance from this anchor to `other` (`other − self`) as a size anchor, checked as
    /// UIKit checks it: leading/trailing do not mix with left/right.
    func _offset(to other: NSLayoutAnchor<AnchorType>) -> NSLayoutDimension {
        guard _origin == nil, other._origin == nil, let from = _item, let to = other._item else {
            _rockhopperFailure("NSLayoutAnchor anchorWithOffset(to:): \(name) and \(other.name) must be anchors of existing views or layout guides")
        }
        if (_attribute._isDirectional && other._attribute._isLeftOrRight) || (_attribute._isLeftOrRight && other._attribute._isDirectional) {
            _rockhopperFailure("A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither. (anchorWithOffset(to:) from \(name) to \(other.name))")
        }
        return NSLayoutDimension(_item: to, attribute: other._attribute, origin: _UIAnchorOrigin(item: from, attribute: _attribute))
    }
}

/// The anchor a distance is measured from (`anchorWithOffset(to:)`), held weakly as constraints
/// hold their items. Not API.
@MainActor
struct _UIAnchorOrigin {
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
}
