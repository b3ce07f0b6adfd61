import Foundation

// How UIKit prints constraints (its unsatisfiable-constraints log lists them this way):
//   <NSLayoutConstraint:0x600000071d10 'identifier' UILabel:0x1555f30f0.leading == UIView:0x1555f2f40.leading + 16   (active)>
//   <NSLayoutConstraint:0x600000071d10 UIView:0x1555f3420.width == 0.5*UIView:0x1555f2f40.width   (inactive)>
// Numbers are printed with %g (330, 0.5, 1.07143).
extension NSLayoutConstraint {
    var _descriptionText: String {
        var text = "<\(_className):\(NSLayoutConstraint._address(self))"
        if let identifier { text += " '\(identifier)'" }
        if let prefix = _descriptionPrefix { text += " " + prefix }
        var firstName = firstAttribute._name
        if self is NSAutoresizingMaskLayoutConstraint, secondItem == nil {
            // The generated origin constraints print as UIKit's do: `minX`, `minY`.
            if firstAttribute == .left { firstName = "minX" }
            if firstAttribute == .top { firstName = "minY" }
        }
        text += " " + NSLayoutConstraint._side(firstItem, firstName, _firstOrigin)
        text += " " + _relationSymbol + " "
        var rhs = ""
        if let second = secondItem {
            if multiplier != 1 { rhs += NSLayoutConstraint._number(multiplier) + "*" }
            rhs += NSLayoutConstraint._side(second, secondAttribute._name, _secondOrigin)
            if constant > 0 { rhs += " + " + NSLayoutConstraint._number(constant) }
            if constant < 0 { rhs += " - " + NSLayoutConstraint._number(-constant) }
        } else {
            rhs = NSLayoutConstraint._number(constant)
        }
        text += rhs
        if _priority != .required { text += "   (" + (_isActive ? "active" : "inactive") + ", priority \(NSLayoutConstraint._format(_priority.rawValue)))>" }
        else { text += "   (" + (_isActive ? "active" : "inactive") + ")>" }
        return text
    }

    /// One side: `UIView:0x….leading`, or a distance `(UIView:0x….leading - UIView:0x….trailing)`.
    static func _side(_ item: AnyObject?, _ attribute: String, _ origin: _UIAnchorOrigin?) -> String {
        let end = _itemName(item) + "." + attribute
        guard let origin else { return end }
        return "(" + end + " - " + _itemName(origin.item) + "." + origin.attribute._name + ")"
    }

    /// The class name printed first (a private subclass prints its own).
    var _className: String { String(describing: type(of: self)) }

    /// Printed between the address and the relation (the autoresizing mask of generated constraints).
    var _descriptionPrefix: String? { (self as? NSAutoresizingMaskLayoutConstraint)?._maskDescription }

    var _relationSymbol: String {
        switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }

    nonisolated static func _address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    /// `UILabel:0x7f…`, with a guide's identifier after it: `UILayoutGuide:0x7f…'UIViewSafeAreaLayoutGuide'`.
    static func _itemName(_ item: AnyObject?) -> String {
        guard let item else { return "(null)" }
        var name = "\(type(of: item)):\(_address(item))"
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { name += "'\(guide.identifier)'" }
        return name
    }

    nonisolated static func _number(_ value: CGFloat) -> String {
        String(format: "%g", Double(value))
    }
}
