#if !canImport(UIKit)
import Foundation

extension UIBarButtonItem {
    /// How an item is drawn (UIKit's `UIBarButtonItem.Style`), with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A regular-weight title or the image.
        case plain = 0
        /// Deprecated in iOS 8 (use `.plain`); drawn as `.plain`.
        @available(
            *, deprecated, message: "Use UIBarButtonItemStylePlain when minimum deployment target is iOS7 or later"
        )
        case bordered = 1
        /// A semibold title: the item that completes the screen's task.
        case done = 2
    }

    /// The system-supplied items (UIKit's `UIBarButtonItem.SystemItem`), with UIKit's raw values.
    /// Text items show UIKit's English titles; the others show the SF Symbol iOS 13+ uses
    /// (`UIBarButtonItem/systemSymbolName`). `.writingTools` (iOS 18) is not provided.
    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        /// Deprecated in iOS 11; drawn as `.action` would be, with no glyph of its own.
        @available(*, deprecated)
        case pageCurl = 23
        case close = 24
    }
}

/// What a system item shows: its title (done/cancel/edit/save) or its symbol name, and whether
/// it is drawn in the done style (done and save are semibold, as iOS draws them).
struct SystemItemLook: Equatable {
    var title: String?
    var symbolName: String?
    var isProminent: Bool

    init(_ item: UIBarButtonItem.SystemItem) {
        switch item.rawValue {
        case 0: self.init(title: "Done", prominent: true)
        case 1: self.init(title: "Cancel")
        case 2: self.init(title: "Edit")
        case 3: self.init(title: "Save", prominent: true)
        case 4: self.init(symbol: "plus")
        case 7: self.init(symbol: "square.and.pencil")
        case 8: self.init(symbol: "arrowshape.turn.up.left")
        case 9: self.init(symbol: "square.and.arrow.up")
        case 10: self.init(symbol: "folder")
        case 11: self.init(symbol: "book")
        case 12: self.init(symbol: "magnifyingglass")
        case 13: self.init(symbol: "arrow.clockwise")
        case 14: self.init(symbol: "xmark")
        case 15: self.init(symbol: "camera")
        case 16: self.init(symbol: "trash")
        case 17: self.init(symbol: "play.fill")
        case 18: self.init(symbol: "pause.fill")
        case 19: self.init(symbol: "backward.fill")
        case 20: self.init(symbol: "forward.fill")
        case 21: self.init(symbol: "arrow.uturn.backward")
        case 22: self.init(symbol: "arrow.uturn.forward")
        case 24: self.init(symbol: "xmark.circle.fill")
        default: self.init(title: nil)
        }
    }

    private init(title: String?, prominent: Bool = false) {
        self.title = title
        symbolName = nil
        isProminent = prominent
    }

    private init(symbol: String) {
        title = nil
        symbolName = symbol
        isProminent = false
    }
}
#endif
