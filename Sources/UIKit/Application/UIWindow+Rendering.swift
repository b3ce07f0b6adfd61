import Foundation
@_implementationOnly import CCairo

extension UIWindow {

}
