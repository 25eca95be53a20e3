#if !canImport(UIKit)
import Foundation

extension UIImage {
    /// The image named `name` in the main bundle (see ``init(named:in:with:)``).
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, with: nil)
    }

    /// The image file named `name` in `bundle` (nil: the main bundle): `name` with its
    /// extension, or without one as a PNG; the `@3x`, `@2x` then unsuffixed file is taken, as
    /// on a 3× screen. Asset catalogs are not read (PortableUIKit has no compiled catalogs);
    /// `configuration` is recorded on the image.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
        self.init(named: name, in: bundle, displayScale: 3, configuration: configuration)
    }

    /// The image file named `name` in `bundle` for `traitCollection`: as
    /// ``init(named:in:with:)``, preferring the file for its display scale (`@2x` at 2, the
    /// unsuffixed file at 1), then the larger ones; nil traits mean a 3× screen.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        let scale = traitCollection.map(\.displayScale) ?? 3
        self.init(named: name, in: bundle, displayScale: scale.isFinite && scale > 0 ? scale : 3, configuration: nil)
    }

    private convenience init?(
        named name: String, in bundle: Bundle?, displayScale: CGFloat,
        configuration: UIImage.Configuration?
    ) {
        guard let path = ImageFileLookup.path(named: name, in: bundle ?? .main, displayScale: displayScale),
            let data = FileManager.default.contents(atPath: path),
            let header = ImageDataHeader(data)
        else { return nil }
        let s = ImageFileLookup.scale(ofFileNamed: path)
        self.init(
            size: CGSize(width: CGFloat(header.pixelWidth) / s, height: CGFloat(header.pixelHeight) / s),
            scale: s, renderingMode: .automatic, content: .bitmap(data, header.format), configuration: configuration)
    }
}

/// Finds image files the way `UIImage(named:)` does (pure string rules plus a bundle lookup).
enum ImageFileLookup {
    /// The scale a file name's `@2x`/`@3x` suffix gives (1 without one).
    static func scale(ofFileNamed path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }

    /// The candidate file names for `name` on a screen of `displayScale`, best first: its own
    /// scale's file, then the larger scales', then the smaller ones'.
    static func candidates(_ name: String, displayScale: CGFloat = 3) -> [String] {
        let ext = (name as NSString).pathExtension
        let stem = ext.isEmpty ? name : (name as NSString).deletingPathExtension
        let type = ext.isEmpty ? "png" : ext
        let own = min(max(displayScale.rounded(), 1), 3)
        let order = [own] + [3, 2, 1].filter { $0 > own } + [3, 2, 1].filter { $0 < own }
        return order.map { "\(stem)\($0 == 3 ? "@3x" : $0 == 2 ? "@2x" : "").\(type)" }
    }

    /// The path of the best file for `name` in `bundle`, or nil.
    static func path(named name: String, in bundle: Bundle, displayScale: CGFloat = 3) -> String? {
        guard !name.isEmpty else { return nil }
        for file in candidates(name, displayScale: displayScale) {
            let ns = file as NSString
            if let path = bundle.path(forResource: ns.deletingPathExtension, ofType: ns.pathExtension) { return path }
        }
        return nil
    }
}
#endif
