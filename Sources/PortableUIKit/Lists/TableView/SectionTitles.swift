#if !canImport(UIKit)
/// The section titles a data source gave at the last reload (`titleForHeaderInSection`,
/// `titleForFooterInSection`), kept only for sections that have one.
struct SectionTitles {
    private var headers: [Int: String] = [:]
    private var footers: [Int: String] = [:]

    mutating func set(header: String?, footer: String?, section: Int) {
        headers[section] = header
        footers[section] = footer
    }

    func header(_ section: Int) -> String? { headers[section] }
    func footer(_ section: Int) -> String? { footers[section] }
}
#endif
