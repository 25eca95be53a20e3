#if !canImport(UIKit)
import Foundation

/// The images of live pattern colours (`UIColor(patternImage:)`, spec 20.63), by colour.
///
/// `UIColor` keeps the stored layout it had before pattern colours (the model and four
/// components): on Linux, `NSMutableAttributedString.addAttribute` traps in
/// `CFAttributedStringSetAttribute` depending on the bytes of an `NSObject` subclass's first
/// stored properties (a one-property subclass whose first four bytes are zero traps; all ones
/// does not), and a colour with an image stored beside its components trapped there. A pattern
/// colour registers its image here when it is made and removes it when it is freed.
enum PatternImageTable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var images: [ObjectIdentifier: UIImage] = [:]

    static func register(_ image: UIImage, for color: UIColor) {
        lock.lock()
        defer { lock.unlock() }
        images[ObjectIdentifier(color)] = image
    }

    static func image(for color: UIColor) -> UIImage? {
        lock.lock()
        defer { lock.unlock() }
        return images[ObjectIdentifier(color)]
    }

    static func remove(_ color: ObjectIdentifier) {
        lock.lock()
        defer { lock.unlock() }
        images[color] = nil
    }
}
#endif
