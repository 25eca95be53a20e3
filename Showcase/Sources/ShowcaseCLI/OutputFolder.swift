import Foundation

/// The folder the tour writes into: where it is by default, and whether it can be written, told
/// in words a newcomer can act on (not Foundation's error text).
public enum OutputFolder {
    /// `showcase-out/` at the top of the repository, wherever the command is run from.
    public static let defaultPath: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ShowcaseCLI
        .deletingLastPathComponent()  // Sources
        .deletingLastPathComponent()  // Showcase
        .deletingLastPathComponent()  // the repository
        .appendingPathComponent("showcase-out", isDirectory: true).path

    /// Why `path` cannot hold the tour's output.
    public enum Problem: Error, Equatable, CustomStringConvertible {
        /// Something that is not a folder is in the way.
        case notAFolder(path: String, blocker: String)
        /// The nearest existing folder does not let this user create or write files.
        case permissionDenied(path: String, folder: String)
        /// The nearest existing folder refuses new entries although permissions allow them (a
        /// read-only or virtual file system such as /proc).
        case refused(path: String, folder: String)

        public var description: String {
            let hint = "Choose a folder you can write to with --output <folder>."
            return switch self {
            case let .notAFolder(path, blocker):
                "cannot write the output to '\(path)': '\(blocker)' is a file, not a folder. \(hint)"
            case let .permissionDenied(path, folder):
                "cannot write the output to '\(path)': you do not have permission to write in '\(folder)'. \(hint)"
            case let .refused(path, folder):
                "cannot write the output to '\(path)': '\(folder)' does not accept new files (a read-only or virtual file system). \(hint)"
            }
        }
    }

    /// Creates `path` (and its parents) if needed and checks that files can be written in it.
    public static func prepare(_ path: String) throws(Problem) {
        let target = URL(fileURLWithPath: path).standardizedFileURL.path
        var existing = target
        var isFolder: ObjCBool = false
        while !FileManager.default.fileExists(atPath: existing, isDirectory: &isFolder) {
            existing = (existing as NSString).deletingLastPathComponent
        }
        guard isFolder.boolValue else { throw .notAFolder(path: target, blocker: existing) }
        guard access(existing, W_OK | X_OK) == 0 else { throw .permissionDenied(path: target, folder: existing) }
        do {
            try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        } catch {
            throw .refused(path: target, folder: existing)
        }
        let probe = (target as NSString).appendingPathComponent(".showcase-write-check-\(getpid())")
        guard FileManager.default.createFile(atPath: probe, contents: Data()) else {
            throw access(target, W_OK) == 0
                ? .refused(path: target, folder: target) : .permissionDenied(path: target, folder: target)
        }
        try? FileManager.default.removeItem(atPath: probe)
    }
}
