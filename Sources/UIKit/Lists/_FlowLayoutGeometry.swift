import Foundation

/// The frames of a flow layout: sections of items broken into lines, with headers and footers.
/// A pure value computed from sizes, spacings and insets; `UICollectionViewFlowLayout` builds one
/// in `prepare()` and answers its questions from it. Not API.
///
/// Coordinates are "along" (the scroll direction: y for vertical scrolling) and "across" (the
/// direction of a line: x for vertical scrolling); `frame(along:across:)` turns them into a
/// rectangle. UIKit's line breaking ([A] `UICollectionViewFlowLayout` "the layout object places
/// items … until a line is full", `minimumInteritemSpacing` "the minimum spacing"):
/// - items go on a line while their sizes and the minimum spacing between them fit the width
///   left between the section insets; an item wider than that gets a line of its own;
/// - a full line (one that the next item did not fit) with two or more items is justified: the
///   space left over is shared equally between its gaps, so its first and last items touch the
///   insets;
/// - the last line of a section and a line of one item are packed at the leading inset with the
///   minimum spacing (DEVIATIONS 170);
/// - items smaller than their line's height are centred in it;
/// - lines are `minimumLineSpacing` apart; the section insets surround the lines; the header
///   comes before the top inset and the footer after the bottom inset, across the full width.
struct _FlowLayoutGeometry {
    struct Section {
        /// The header's and footer's extent along (0: none) and the start of each along.
        var headerStart: CGFloat = 0, headerLength: CGFloat = 0
        var footerStart: CGFloat = 0, footerLength: CGFloat = 0
        /// Where the section's items start and end along (inside the insets).
        var itemsStart: CGFloat = 0, itemsEnd: CGFloat = 0
        /// Where the section starts and ends along (header to footer).
        var start: CGFloat = 0, end: CGFloat = 0
        /// Each item's frame (along/across swapped for horizontal scrolling: see `frame`).
        var items: [CGRect] = []
        /// The lines: the first item of each, and their along extents.
        var lineFirstItem: [Int] = []
        var lineStart: [CGFloat] = []
        var lineEnd: [CGFloat] = []
    }

    var vertical = true
    var sections: [Section] = []
    /// The content's length along and across.
    var length: CGFloat = 0
    var crossLength: CGFloat = 0

    /// What one section needs: its items' sizes (width × height), spacings, insets, and the
    /// header's and footer's reference sizes.
    struct SectionInput {
        var itemSizes: [CGSize]
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var inset: UIEdgeInsets
        var headerSize: CGSize
        var footerSize: CGSize
    }

    init() {}

    /// Lays out `inputs` in a content `crossLength` wide (tall when horizontal).
    init(vertical: Bool, crossLength: CGFloat, inputs: [SectionInput]) {
        self.vertical = vertical
        self.crossLength = crossLength
        var position: CGFloat = 0
        sections.reserveCapacity(inputs.count)
        for input in inputs {
            var s = Section()
            s.start = position
            // Along/across parts of the sizes and insets.
            let insetBefore = vertical ? input.inset.top : input.inset.left
            let insetAfter = vertical ? input.inset.bottom : input.inset.right
            let crossBefore = vertical ? input.inset.left : input.inset.top
            let crossAfter = vertical ? input.inset.right : input.inset.bottom
            let available = max(0, crossLength - crossBefore - crossAfter)
            s.headerStart = position
            s.headerLength = max(0, vertical ? input.headerSize.height : input.headerSize.width)
            position += s.headerLength
            position += insetBefore
            s.itemsStart = position
            s.items.reserveCapacity(input.itemSizes.count)
            var i = 0
            let n = input.itemSizes.count
            while i < n {
                // Which items fit this line.
                var used = max(0, vertical ? input.itemSizes[i].width : input.itemSizes[i].height)
                var j = i + 1
                while j < n {
                    let cross = max(0, vertical ? input.itemSizes[j].width : input.itemSizes[j].height)
                    if used + input.interitemSpacing + cross > available + 0.0001 { break }
                    used += input.interitemSpacing + cross
                    j += 1
                }
                let count = j - i
                var lineLength: CGFloat = 0
                for k in i..<j { lineLength = max(lineLength, max(0, vertical ? input.itemSizes[k].height : input.itemSizes[k].width)) }
                let justified = j < n && count > 1
                let spacing = justified ? input.interitemSpacing + (available - used) / CGFloat(count - 1) : input.interitemSpacing
                if i > 0 { position += input.lineSpacing }
                s.lineFirstItem.append(i)
                s.lineStart.append(position)
                var cross = crossBefore
                for k in i..<j {
                    let size = input.itemSizes[k]
                    let itemCross = max(0, vertical ? size.width : size.height)
                    let itemAlong = max(0, vertical ? size.height : size.width)
                    let along = position + (lineLength - itemAlong) / 2
                    s.items.append(CGRect(x: cross, y: along, width: itemCross, height: itemAlong))
                    cross += itemCross + spacing
                }
                position += lineLength
                s.lineEnd.append(position)
                i = j
            }
            s.itemsEnd = position
            position += insetAfter
            s.footerStart = position
            s.footerLength = max(0, vertical ? input.footerSize.height : input.footerSize.width)
            position += s.footerLength
            s.end = position
            sections.append(s)
        }
        length = position
    }

    /// A rectangle from along/across coordinates (x across, y along) to the content's.
    func frame(_ r: CGRect) -> CGRect {
        vertical ? r : CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width)
    }

    func itemFrame(_ indexPath: IndexPath) -> CGRect { frame(sections[indexPath.section].items[indexPath.item]) }

    func headerFrame(_ section: Int) -> CGRect {
        let s = sections[section]
        return frame(CGRect(x: 0, y: s.headerStart, width: crossLength, height: s.headerLength))
    }

    func footerFrame(_ section: Int) -> CGRect {
        let s = sections[section]
        return frame(CGRect(x: 0, y: s.footerStart, width: crossLength, height: s.footerLength))
    }

    /// The sections that overlap `[from, to)` along.
    func sections(from: CGFloat, to: CGFloat) -> Range<Int> {
        // The first section ending after `from`.
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sections[mid].end <= from { lo = mid + 1 } else { hi = mid }
        }
        var last = lo
        while last < sections.count && sections[last].start < to { last += 1 }
        return lo..<max(lo, last)
    }

    /// The items of `section` on lines that overlap `[from, to)` along.
    func items(inSection section: Int, from: CGFloat, to: CGFloat) -> Range<Int> {
        let s = sections[section]
        guard !s.lineStart.isEmpty else { return 0..<0 }
        var lo = 0, hi = s.lineStart.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if s.lineEnd[mid] <= from { lo = mid + 1 } else { hi = mid }
        }
        var lastLine = lo
        while lastLine < s.lineStart.count && s.lineStart[lastLine] < to { lastLine += 1 }
        guard lastLine > lo else { return 0..<0 }
        let first = s.lineFirstItem[lo]
        let end = lastLine < s.lineFirstItem.count ? s.lineFirstItem[lastLine] : s.items.count
        return first..<end
    }
}
