import Foundation

/// Where a paging scroll view (`isPagingEnabled`) comes to rest on one axis when the finger lifts.
///
/// Pages lie at multiples of the page size `w` — the bounds size on that axis (Apple docs: "stops on
/// multiples of the scroll view's bounds"). With the offset `x` and the release velocity `v` in pt/ms
/// ([R] iOS 18.2 UIKitCore `UIScrollView`, its paging target):
/// - `|v| ≤ 0.3 pt/ms` (a slow release): the nearest page, `floor(x/w + 0.5)`;
/// - `v > 0.3 pt/ms`: the next page after `x`, `floor(x/w) + 1`;
/// - `v < −0.3 pt/ms`: the next page before `x`, `ceil(x/w) − 1`.
///
/// A flick therefore never skips a page: the target is at most one page away from `x`. The offset is then
/// clamped to the scrollable range, so the last page of content that is not a whole number of pages long
/// rests at the end of the content.
enum _PagingTarget {
    /// The index of the page to rest on (page `k` starts at offset `k·w`), for `offset` and `velocity` (pt/ms)
    /// and a positive `pageSize`.
    static func pageIndex(offset: CGFloat, velocity: CGFloat, pageSize: CGFloat) -> CGFloat {
        _rockhopperPrecondition(pageSize > 0, "page size \(pageSize) must be positive")
        let position = offset / pageSize
        if velocity > ScrollConstants.pagingFlickVelocity { return (position).rounded(.down) + 1 }
        if velocity < -ScrollConstants.pagingFlickVelocity { return (position).rounded(.up) - 1 }
        return (position + 0.5).rounded(.down)
    }

    /// The offset (points) to rest on: `pageIndex·pageSize` clamped to `range`. A non-positive `pageSize`
    /// (a scroll view with empty bounds) has no pages; the offset is only clamped.
    static func targetOffset(offset: CGFloat, velocity: CGFloat, pageSize: CGFloat,
                                     range: ClosedRange<CGFloat>) -> CGFloat {
        guard pageSize > 0 else { return min(max(offset, range.lowerBound), range.upperBound) }
        let page = pageIndex(offset: offset, velocity: velocity, pageSize: pageSize)
        return min(max(page * pageSize, range.lowerBound), range.upperBound)
    }
}
