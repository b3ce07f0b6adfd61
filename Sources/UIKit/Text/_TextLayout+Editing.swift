import Foundation
#if SnapshotTesting
@_implementationOnly import CPangoCairo  // swift-snapshot-testing loads our UIKit without this module: Package.swift
#else
internal import CPangoCairo
#endif

/// Where things are in laid-out text, for editing: the caret at an offset, the offset under a
/// point, the rectangles covering a range, the lines. Offsets are UTF-16 (as `_TextEditing`'s);
/// points are relative to the top-left of the layout (where `draw(in:at:)` puts it), y down.
///
/// Pango answers in UTF-8 byte indices and grapheme edges; every answer here is converted to
/// UTF-16 and lands on a grapheme boundary of Swift's segmentation (`_TextEditing`), so a tap in
/// the middle of a Chinese character or an emoji puts the caret before or after all of it.
extension _TextLayout {
    /// One laid-out line: its UTF-16 range (with its line break, if any) and its rectangle
    /// (logical extents: the full line height, from the left of its first glyph to the right of
    /// its last).
    struct Line: Equatable {
        var range: NSRange
        var rect: CGRect
    }

    /// UTF-8 byte offsets of each UTF-16 offset of `string` (a low surrogate gets its scalar's
    /// start), plus one past the end.
    static func byteOffsets(of string: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(string.utf16.count + 1)
        var u8 = 0
        for scalar in string.unicodeScalars {
            offsets.append(u8)
            if scalar.utf16.count == 2 { offsets.append(u8) }
            u8 += scalar.utf8.count
        }
        offsets.append(u8)
        return offsets
    }

    /// The UTF-16 offset of UTF-8 byte offset `byte` of `string` (a byte inside a scalar counts
    /// as the scalar's start).
    static func utf16Offset(ofByte byte: Int, in string: String) -> Int {
        var u8 = 0, u16 = 0
        for scalar in string.unicodeScalars {
            if u8 + scalar.utf8.count > byte { return u16 }
            u8 += scalar.utf8.count
            u16 += scalar.utf16.count
        }
        return u16
    }

    private func rect(_ r: PangoRectangle, dx: CGFloat) -> CGRect {
        CGRect(x: _Pango.points(r.x) + dx, y: _Pango.points(r.y), width: _Pango.points(r.width), height: _Pango.points(r.height))
    }

    /// The caret before UTF-16 offset `offset` (clamped, rounded down to a grapheme): a zero-width
    /// rectangle as tall as its line.
    func caretRect(at offset: Int) -> CGRect {
        let model = _TextEditing(text: text.string)
        let offset = model.graphemeBoundary(roundingDown: offset)
        let bytes = _TextLayout.byteOffsets(of: text.string)
        return withPangoLayout { layout, _, dx in
            var strong = PangoRectangle(), weak = PangoRectangle()
            pango_layout_get_cursor_pos(layout, Int32(bytes[offset]), &strong, &weak)
            return rect(strong, dx: dx)
        }
    }

    /// The grapheme boundary nearest to `point`: within the line at the point's height (the first
    /// or last line above or below the text), before or after the grapheme under the point,
    /// whichever edge is nearer.
    func offset(closestTo point: CGPoint) -> Int {
        let string = text.string
        let model = _TextEditing(text: string)
        return withPangoLayout { layout, _, dx in
            var index: Int32 = 0, trailing: Int32 = 0
            pango_layout_xy_to_index(layout, _Pango.units(point.x - dx), _Pango.units(point.y), &index, &trailing)
            let start = model.graphemeBoundary(roundingDown: _TextLayout.utf16Offset(ofByte: Int(index), in: string))
            // Past the end of a line that ends in a line break, Pango reports the break with its
            // trailing edge: the caret belongs before the break.
            if trailing > 0, start < model.length, string.utf16[string.utf16.index(string.utf16.startIndex, offsetBy: start)] == 10 {
                return start
            }
            return trailing > 0 ? model.graphemeBoundary(after: start) : start
        }
    }

    /// The lines, top to bottom.
    func lines() -> [Line] {
        let string = text.string
        return withPangoLayout { layout, _, dx in
            var lines: [Line] = []
            let iter = pango_layout_get_iter(layout)
            defer { pango_layout_iter_free(iter) }
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iter, nil, &logical)
                let startByte = Int(line.pointee.start_index)
                let start = _TextLayout.utf16Offset(ofByte: startByte, in: string)
                let end = _TextLayout.utf16Offset(ofByte: startByte + Int(line.pointee.length), in: string)
                lines.append(Line(range: NSRange(location: start, length: end - start), rect: rect(logical, dx: dx)))
            } while pango_layout_iter_next_line(iter) != 0
            // Pango's last line's range ends at its text; a trailing line break belongs to the
            // line before (the empty last line starts after it).
            for i in lines.indices.dropLast() {
                let next = lines[i + 1].range.location
                lines[i].range.length = next - lines[i].range.location
            }
            return lines
        }
    }

    /// The rectangles covering `range` (clamped, snapped to graphemes), one or more per line it
    /// touches, each the line's full height. A range that runs on past a line's end covers to
    /// `extendTo` on that line (the container's right edge), when given. Empty for an empty range.
    func selectionRects(for range: NSRange, extendingLinesTo extendTo: CGFloat? = nil) -> [CGRect] {
        let string = text.string
        let model = _TextEditing(text: string)
        let r = model.snapped(range)
        guard r.length > 0 else { return [] }
        let bytes = _TextLayout.byteOffsets(of: string)
        let startByte = Int32(bytes[r.location]), endByte = Int32(bytes[NSMaxRange(r)])
        return withPangoLayout { layout, _, dx in
            var rects: [CGRect] = []
            let iter = pango_layout_get_iter(layout)
            defer { pango_layout_iter_free(iter) }
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iter) else { continue }
                let lineStart = line.pointee.start_index, lineEnd = line.pointee.start_index + line.pointee.length
                var y0: Int32 = 0, y1: Int32 = 0
                pango_layout_iter_get_line_yrange(iter, &y0, &y1)
                guard startByte <= lineEnd, endByte >= lineStart else { continue }
                // A line that only ends where the range starts contributes nothing.
                if startByte == lineEnd && endByte > lineEnd && lineEnd > lineStart { continue }
                var ranges: UnsafeMutablePointer<Int32>? = nil
                var count: Int32 = 0
                pango_layout_line_get_x_ranges(UnsafeMutablePointer(mutating: line), max(startByte, lineStart), min(endByte, lineEnd), &ranges, &count)
                let top = _Pango.points(y0), height = _Pango.points(y1 - y0)
                var lineRects: [CGRect] = []
                for i in 0..<Int(count) {
                    let x0 = _Pango.points(ranges![2 * i]) + dx, x1 = _Pango.points(ranges![2 * i + 1]) + dx
                    if x1 > x0 { lineRects.append(CGRect(x: x0, y: top, width: x1 - x0, height: height)) }
                }
                g_free(ranges)
                if let extendTo, endByte > lineEnd, let last = lineRects.last, extendTo > last.maxX {
                    lineRects[lineRects.count - 1].size.width = extendTo - last.minX
                } else if let extendTo, endByte > lineEnd, lineRects.isEmpty {
                    // An empty line inside the range: covered from its start.
                    var pos = PangoRectangle()
                    pango_layout_index_to_pos(layout, lineStart, &pos)
                    let x = _Pango.points(pos.x) + dx
                    if extendTo > x { lineRects.append(CGRect(x: x, y: top, width: extendTo - x, height: height)) }
                }
                rects += lineRects
            } while pango_layout_iter_next_line(iter) != 0
            return rects
        }
    }
}

extension _TextLayout {
    /// The word at UTF-16 `offset` of `string` by Pango's word boundaries (Unicode's, with an
    /// apostrophe between letters kept inside the word as UAX #29 does: "don't"; a run of Chinese
    /// characters is one word, where iOS segments it by dictionary — DEVIATIONS 155): the word
    /// containing the offset, else the word ending there, else the run of spaces and punctuation
    /// around it. Empty for empty text.
    static func wordRange(at offset: Int, in string: String) -> NSRange {
        let scalars = Array(string.unicodeScalars)
        guard !scalars.isEmpty else { return NSRange(location: 0, length: 0) }
        var attrs = [PangoLogAttr](repeating: PangoLogAttr(), count: scalars.count + 1)
        _Pango.shared.locked {
            string.withCString { pointer in
                pango_get_log_attrs(pointer, Int32(strlen(pointer)), -1, pango_language_from_string("en"), &attrs, Int32(attrs.count))
            }
        }
        // UTF-16 offset ↔ scalar index.
        var u16OfScalar: [Int] = [0]
        for scalar in scalars { u16OfScalar.append(u16OfScalar.last! + scalar.utf16.count) }
        let model = _TextEditing(text: string)
        let clamped = model.graphemeBoundary(roundingDown: offset)
        let i = u16OfScalar.firstIndex { $0 >= clamped } ?? scalars.count
        // Letter + apostrophe + letter stays one word.
        for k in 1..<max(1, scalars.count - 1) where scalars[k] == "'" || scalars[k] == "\u{2019}" {
            if scalars[k - 1].properties.isAlphabetic && scalars[k + 1].properties.isAlphabetic {
                attrs[k].is_word_end = 0
                attrs[k + 1].is_word_start = 0
            }
        }
        func isStart(_ k: Int) -> Bool { attrs[k].is_word_start != 0 }
        func isEnd(_ k: Int) -> Bool { attrs[k].is_word_end != 0 }
        var range: (Int, Int)
        if i < scalars.count, let s = (0...i).last(where: isStart), let e = ((s + 1)...scalars.count).first(where: isEnd), e > i {
            range = (s, e)
        } else if i > 0, isEnd(i), let s = (0..<i).last(where: isStart) {
            range = (s, i)
        } else {
            let s = (0...i).last(where: isEnd) ?? 0
            let e = (i...scalars.count).first(where: isStart) ?? scalars.count
            range = (s, max(s, e))
        }
        return model.snapped(NSRange(location: u16OfScalar[range.0], length: u16OfScalar[range.1] - u16OfScalar[range.0]))
    }
}
