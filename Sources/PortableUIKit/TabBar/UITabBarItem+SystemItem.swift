#if !canImport(UIKit)
import Foundation

extension UITabBarItem {
    /// The system's tab bar items (UIKit's `UITabBarItem.SystemItem`); raw values are UIKit's.
    public enum SystemItem: Int, Sendable {
        /// The More item (a tab bar controller's More tab uses it).
        case more = 0
        case favorites = 1
        case featured = 2
        case topRated = 3
        case recents = 4
        case contacts = 5
        case history = 6
        case bookmarks = 7
        case search = 8
        case downloads = 9
        case mostRecent = 10
        case mostViewed = 11
    }
}

extension UITabBarItem.SystemItem {
    /// The title the system gives the item (English).
    var systemTitle: String {
        switch self {
        case .more: "More"
        case .favorites: "Favorites"
        case .featured: "Featured"
        case .topRated: "Top Rated"
        case .recents: "Recents"
        case .contacts: "Contacts"
        case .history: "History"
        case .bookmarks: "Bookmarks"
        case .search: "Search"
        case .downloads: "Downloads"
        case .mostRecent: "Most Recent"
        case .mostViewed: "Most Viewed"
        }
    }

    /// The name of the SF Symbol PortableUIKit draws for the item [UNC: UIKit's glyphs are
    /// private; these are the closest symbols PortableUIKit's catalogue has].
    var systemSymbolName: String {
        switch self {
        case .more: "ellipsis"
        case .favorites: "star.fill"
        case .featured, .topRated: "star"
        case .recents, .history, .mostRecent: "clock"
        case .contacts: "person.crop.circle"
        case .bookmarks: "book"
        case .search: "magnifyingglass"
        case .downloads: "square.and.arrow.down"
        case .mostViewed: "list.bullet"
        }
    }

    /// The system image of the item: its symbol.
    var systemImage: UIImage? { UIImage(systemName: systemSymbolName) }
}
#endif
