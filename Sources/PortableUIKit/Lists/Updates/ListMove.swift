#if !canImport(UIKit)
/// One move of a batch update: a section (`Index == Int`) or an item (`Index == IndexPath`) that
/// goes from `from`, an index of the state before the batch, to `to`, an index of the state after.
struct ListMove<Index: Hashable>: Hashable {
    var from: Index
    var to: Index
}

/// What a list calls its elements, for the exception texts: a table view has rows, a collection
/// view items.
enum ListElementNoun {
    case row, item

    /// "row" or "item".
    var singular: String { self == .row ? "row" : "item" }
    /// "a row" or "an item".
    var withArticle: String { self == .row ? "a row" : "an item" }
    /// "rows" or "items".
    var plural: String { self == .row ? "rows" : "items" }
    /// "table view" or "collection view".
    var viewName: String { self == .row ? "table view" : "collection view" }
}
#endif
