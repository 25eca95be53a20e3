import Foundation

/// `trace.md`: each scene's recorded trace.
public enum TraceDocument {
    public static func markdown(for results: [TourPlayer.Result]) -> String {
        var text = "# Containment showcase — traces\n"
        for result in results {
            text += "\n## \(result.scene.title)\n\n```\n" + result.trace.joined(separator: "\n") + "\n```\n"
        }
        return text
    }
}
