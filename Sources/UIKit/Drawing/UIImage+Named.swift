import Foundation

extension UIImage {
    /// Loads an image from the app's resources: `Bundle.main.resourcePath`, then a `Resources`
    /// folder next to the executable, then the executable target's SwiftPM resource bundle. `name` may omit the extension (`.png`, `.jpg`, `.jpeg` are
    /// tried) and the scale suffix: the `@2x`/`@3x` file matching the main screen's scale is
    /// preferred, then the others (see `_ImageResourceLookup` for the exact order). Nil when no
    /// file matches or it cannot be decoded. Asset catalogs are not supported.
    public convenience init?(named name: String) {
        guard let found = _ImageResourceLookup.find(name, in: _ImageResourceLookup.searchFolders,
                                                   screenScale: _mainScreenScale()),
              let data = FileManager.default.contents(atPath: found.path),
              let image = UIImage._decode(data) else { return nil }
        self.init(cgImage: image, scale: found.scale, orientation: .up)
    }
}
