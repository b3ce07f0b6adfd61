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

    init(_item item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        _item = item
        _attribute = attribute
        super.init()
    }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { _item }

    /// The anchor's name for debugging: `UIView:0x….leading`.
    open var name: String { NSLayoutConstraint._itemName(_item) + "." + _attribute._name }

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
        guard let first = _item else {
            _rockhopperFailure("NSLayoutAnchor \(name): its item no longer exists")
        }
        if let anchor, anchor._item == nil {
            _rockhopperFailure("NSLayoutAnchor \(anchor.name): its item no longer exists")
        }
        return NSLayoutConstraint(item: first, attribute: _attribute, relatedBy: relation,
                                  toItem: anchor?._item, attribute: anchor?._attribute ?? .notAnAttribute,
                                  multiplier: multiplier, constant: constant)
    }
}
