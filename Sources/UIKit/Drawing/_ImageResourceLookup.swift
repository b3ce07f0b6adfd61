import Foundation

/// Where `UIImage(named:)` looks for a resource, as pure functions.
///
/// Folders, in order: `Bundle.main.resourcePath` (on Linux, the executable's folder), then
/// `Resources` next to the executable, then the SwiftPM resource bundle of the executable's target
/// (`<Package>_<Executable>.resources` next to it, where `resources: [.copy(…)]` files land). In
/// each folder, for a name without an
/// extension, the candidates are `name@Nx.png` for the screen scale N, then the other scales from
/// 3 down to 1 (`name@3x`, `name@2x`, `name` — the plain name counts as 1x), each as `.png`, then
/// `.jpg` and `.jpeg`; a name with an extension tries `base@Nx.ext` in the same order, then the
/// name itself. The first existing file wins; its `@Nx` suffix gives the image's scale.
enum _ImageResourceLookup {
    /// File names to try for `name` on a screen of `screenScale`, best first, each with its scale.
    static func candidates(for name: String, screenScale: CGFloat) -> [(fileName: String, scale: CGFloat)] {
        let ns = name as NSString
        let ext = ns.pathExtension
        let base = ext.isEmpty ? name : ns.deletingPathExtension
        let extensions = ext.isEmpty ? ["png", "jpg", "jpeg"] : [ext]
        let preferred = Int(screenScale.rounded())
        var scales = [preferred]
        for s in [3, 2, 1] where s != preferred { scales.append(s) }
        var result: [(String, CGFloat)] = []
        for e in extensions {
            for s in scales {
                result.append((s == 1 ? "\(base).\(e)" : "\(base)@\(s)x.\(e)", CGFloat(s)))
            }
        }
        if !ext.isEmpty, !result.contains(where: { $0.0 == name }) { result.append((name, 1)) }
        return result
    }

    /// The scale encoded in a file name: 2 for `a@2x.png`, 3 for `a@3x.jpg`, else 1.
    static func scale(ofFileName fileName: String) -> CGFloat {
        let base = (fileName as NSString).deletingPathExtension
        for s in [2, 3] where base.hasSuffix("@\(s)x") { return CGFloat(s) }
        return 1
    }

    /// The folders searched, in order (see the type's documentation).
    static var searchFolders: [String] {
        var folders: [String] = []
        if let resources = Bundle.main.resourcePath { folders.append(resources) }
        if let executable = Bundle.main.executablePath {
            let folder = (executable as NSString).deletingLastPathComponent
            folders.append((folder as NSString).appendingPathComponent("Resources"))
            folders += swiftPMBundles(in: folder, executableName: (executable as NSString).lastPathComponent)
        }
        return folders
    }

    /// `*_<executableName>.resources` folders in `folder`, sorted by name.
    static func swiftPMBundles(in folder: String, executableName: String) -> [String] {
        let suffix = "_\(executableName).resources"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(suffix) }.sorted().map { (folder as NSString).appendingPathComponent($0) }
    }

    /// The first existing file for `name` in `folders`, with its scale.
    static func find(_ name: String, in folders: [String], screenScale: CGFloat) -> (path: String, scale: CGFloat)? {
        guard !name.isEmpty else { return nil }
        let fm = FileManager.default
        for folder in folders {
            for candidate in candidates(for: name, screenScale: screenScale) {
                let path = (folder as NSString).appendingPathComponent(candidate.fileName)
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    return (path, candidate.scale)
                }
            }
        }
        return nil
    }
}
