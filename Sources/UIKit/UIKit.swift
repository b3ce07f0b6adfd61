// `import UIKit` is enough: it re-exports Foundation, CoreGraphics and QuartzCore, as on iOS.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
