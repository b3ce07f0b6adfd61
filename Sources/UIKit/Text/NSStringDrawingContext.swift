import Foundation

/// Extra input and output of string drawing: after `boundingRect`/`draw(with:…)` it holds the
/// rectangle the text really covered. Font scaling (`minimumScaleFactor`) is not supported.
open class NSStringDrawingContext: NSObject {
    /// The rectangle the last drawing or measuring call covered, in its coordinates.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}
