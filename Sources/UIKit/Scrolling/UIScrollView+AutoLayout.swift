import Foundation

// Auto Layout inside a scroll view (iOS 11), as Apple's Auto Layout Guide ("Working with Scroll
// Views") describes it:
// - constraints between the scroll view's edges (or its `contentLayoutGuide`) and its content
//   relate to the content area, and the size they give the content becomes `contentSize`;
// - constraints to its width, height or centres (or its `frameLayoutGuide`) relate to its frame,
//   which does not move as it scrolls, so views pinned to it stay where they are on screen.
// The guides are system guides of the scroll view (`UILayoutGuide._SystemKind`): the content
// guide sits at the content's origin, as large as the constraints make it, else as `contentSize`
// (`LayoutConstants.scrollContentSizePriority`); the frame guide is the bounds, its origin the
// content offset, edited in the solver on every scroll while a constraint uses it.
extension UIScrollView {
    /// The guide for the scroll view's content: constrain the content's edges to it (or to the
    /// scroll view's edges) to let Auto Layout decide `contentSize`.
    public var contentLayoutGuide: UILayoutGuide {
        _systemGuide(\UIScrollView._contentLayoutGuideStorage, .scrollContent, "UIScrollViewContentLayoutGuide")
    }

    /// The guide for the scroll view's frame: views pinned to it do not scroll.
    public var frameLayoutGuide: UILayoutGuide {
        _systemGuide(\UIScrollView._frameLayoutGuideStorage, .scrollFrame, "UIScrollViewFrameLayoutGuide")
    }

    /// In `layoutSubviews`: while a constraint uses the content guide, the content is as large
    /// as the solved guide.
    func _adoptContentSizeFromConstraints() {
        guard let guide = _contentLayoutGuideStorage, let state = guide._state, let variables = state.variables,
              let engine = state.engine else { return }
        let size = engine.rect(of: variables).size
        if size != contentSize { contentSize = size }
    }
}
