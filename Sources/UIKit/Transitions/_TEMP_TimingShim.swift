// TEMPORARY: compile shim until layer timing lands (issue12-timing). Delete on merge.
import Foundation
@MainActor private var _shim: [ObjectIdentifier: (Float, Double, Double)] = [:]
extension CALayer {
    var speed: Float { get { _shim[ObjectIdentifier(self)]?.0 ?? 1 } set { var v = _shim[ObjectIdentifier(self)] ?? (1, 0, 0); v.0 = newValue; _shim[ObjectIdentifier(self)] = v } }
    var timeOffset: Double { get { _shim[ObjectIdentifier(self)]?.1 ?? 0 } set { var v = _shim[ObjectIdentifier(self)] ?? (1, 0, 0); v.1 = newValue; _shim[ObjectIdentifier(self)] = v } }
    var beginTime: Double { get { _shim[ObjectIdentifier(self)]?.2 ?? 0 } set { var v = _shim[ObjectIdentifier(self)] ?? (1, 0, 0); v.2 = newValue; _shim[ObjectIdentifier(self)] = v } }
    func convertTime(_ t: Double, from: CALayer?) -> Double { t }
    func _completeAnimationsInSubtree(beganAtOrAfter: Double) {}
}
