import Foundation

// The pre-iOS 10 image-context functions. Each `UIGraphicsBeginImageContextWithOptions` pushes a
// new bitmap context onto the current-context stack and records it as an image context;
// `UIGraphicsEndImageContext` pops it. One list per thread, like the context stack.

private final class _ImageContexts {
    var entries: [(context: CGContext, scale: CGFloat)] = []
}

private let _imageContextsKey = "org.rockhopper.UIGraphicsImageContexts"

private var _imageContexts: _ImageContexts {
    let dictionary = Thread.current.threadDictionary
    if let list = dictionary[_imageContextsKey] as? _ImageContexts { return list }
    let list = _ImageContexts()
    dictionary[_imageContextsKey] = list
    return list
}

/// Starts drawing into a new bitmap of `size` points and makes it the current context (y-down,
/// origin top-left). `opaque` bitmaps have no alpha and start black; `scale` 0 means the main
/// screen's scale. Stops the program for an empty size (iOS 17 raises an exception too).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let resolved = scale == 0 ? _mainScreenScale() : scale
    let context = _BitmapContext.make(size: size, scale: resolved, opaque: opaque,
                                      caller: "UIGraphicsBeginImageContext")
    _imageContexts.entries.append((context, resolved))
    UIGraphicsPushContext(context)
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What has been drawn into the current image context so far, or nil when the current context is
/// not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let current = UIGraphicsGetCurrentContext(),
          let entry = _imageContexts.entries.last(where: { $0.context === current }),
          let image = current.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: entry.scale, orientation: .up)
}

/// Ends the innermost image context, popping it off the current-context stack. Nothing happens
/// when the current context is not an image context.
public func UIGraphicsEndImageContext() {
    let list = _imageContexts
    guard let current = UIGraphicsGetCurrentContext(), let last = list.entries.last, last.context === current else { return }
    list.entries.removeLast()
    UIGraphicsPopContext()
}

/// Fills `rect` with the current fill colour in the current context (normal blending).
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Fills `rect` with the current fill colour using `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a 1-point frame just inside `rect` with the current fill colour (as UIKit does: the
/// fill colour, not the stroke colour).
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
    let r = rect.standardized
    let t = min(1, r.width / 2, r.height / 2)
    context.fill([CGRect(x: r.minX, y: r.minY, width: r.width, height: t),
                  CGRect(x: r.minX, y: r.maxY - t, width: r.width, height: t),
                  CGRect(x: r.minX, y: r.minY + t, width: t, height: r.height - 2 * t),
                  CGRect(x: r.maxX - t, y: r.minY + t, width: t, height: r.height - 2 * t)])
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
