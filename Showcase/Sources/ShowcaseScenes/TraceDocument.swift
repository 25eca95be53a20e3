import Foundation

/// `trace.md`: each scene's recorded trace.
public enum TraceDocument {
    public static func markdown(for results: [TourPlayer.Result]) -> String {
        var text =
            "# Containment showcase — traces\n\nEach scene's lifecycle callbacks and delegate calls, in the order they happened. Lines starting with `//` are the scene's comments: what it does next, and why an order that may surprise is the intended one.\n"
        for result in results {
            text += "\n## \(result.scene.title)\n\n```\n" + result.trace.joined(separator: "\n") + "\n```\n"
        }
        return text
    }
}
