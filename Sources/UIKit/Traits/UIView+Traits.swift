import Foundation

extension UIView: UITraitChangeObservable {}

extension UIViewController: UITraitChangeObservable {}
