import DataSourceRuntime
import Foundation

/// The picker configuration under test: the default search over the product name.
typealias ProductPicker = UniqueIdentifierListPicker<Product>

/// Search filtering of 100,000 product names through `UniqueIdentifierListPicker` (folded keys
/// built once per load, then a byte scan per query) against the scans an app writes by hand:
/// `localizedStandardContains` (case- and diacritic-insensitive, like ours) and
/// `lowercased().contains` (case-insensitive only). Also the picker's one-time load cost, which
/// the plain scans do not have.
func searchSuites() -> [BenchmarkSuite] {
    let count = 100_000
    let products = ProductCatalog.products(count: count, seed: 3)
    let configuration = ProductPicker.Configuration(title: { $0.name }, search: .fields({ $0.name }))
    var picker = ProductPicker(configuration: configuration)
    picker.replaceItems(products)

    // (label, query, query in effect before it: "" for a fresh search, else the one it refines).
    let queries: [(label: String, text: String, previous: String)] = [
        ("1 ASCII", "k", ""),
        ("1 accented", "é", ""),
        ("3 ASCII", "ham", ""),
        ("3 accented", "kör", ""),
        ("6 ASCII", "hammer", ""),
        ("6 accented", "brûlée", ""),
        ("refine", "hamm", "ham"),
    ]

    var notes = [
        "\(count.formatted) names like \"\(products[0].name)\", \"\(products[1].name)\", \"\(products[2].name)\";",
        "picker = setSearchQuery on a loaded UniqueIdentifierListPicker, search: .fields({ $0.name });",
        "scans = products.filter { $0.name.localizedStandardContains(q) } and",
        "        products.filter { $0.name.lowercased().contains(q.lowercased() hoisted) }; they need no load step.",
        "refine = \"ham\" in effect, then \"hamm\": the picker re-tests only the \"ham\" matches; the refined",
        "        scan re-tests the same items with localizedStandardContains, the full scans all items.",
        "load = what the picker does once per replaceItems (identifier map + folded keys); below 1× of",
        "        one scan means loading plus the first query already cost less than a single plain scan;",
        "        keys only = the same load in an IndexListPicker, which keeps no identifier map.",
    ]
    var cases = [
        BenchmarkCase(name: "load: keys only (IndexListPicker replaceItems)") {
            var fresh = IndexListPicker<Product>(configuration: .init(title: { $0.name }, search: .fields({ $0.name })))
            fresh.replaceItems(products)
            return fresh.numberOfRows()
        },
        BenchmarkCase(name: "load: picker replaceItems (map + keys)") {
            var fresh = ProductPicker(configuration: configuration)
            fresh.replaceItems(products)
            return fresh.numberOfRows()
        },
    ]
    var ratios: [(label: String, numerator: String, denominator: String)] = [
        ("picker load / localized scan \"ham\"", "load: picker replaceItems (map + keys)", "localized scan \"ham\""),
    ]
    var goalPairs: [(statement: String, scan: String, ours: String)] = []

    for query in queries {
        let ours = "picker \"\(query.text)\" (\(query.label))"
        let localized = "localized scan \"\(query.text)\""
        let lowercased = "lowercased scan \"\(query.text)\""
        notes.append(matchNote(for: query.text, after: query.previous, picker: &picker, products: products))
        cases.append(BenchmarkCase(name: ours, prepare: { picker.setSearchQuery(query.previous) }) {
            picker.setSearchQuery(query.text)
            return picker.numberOfRows()
        })
        cases.append(BenchmarkCase(name: localized) { localizedScan(products, query.text).count })
        cases.append(BenchmarkCase(name: lowercased) { lowercasedScan(products, query.text).count })
        ratios.append(("localized scan / picker \"\(query.text)\"", localized, ours))
        ratios.append(("lowercased scan / picker \"\(query.text)\"", lowercased, ours))

        if query.previous.isEmpty {
            goalPairs.append(("picker ≥ 5× localized scan, \"\(query.text)\"", localized, ours))
        } else {
            let earlier = localizedScan(products, query.previous)
            let refined = "localized refined scan \"\(query.previous)\" → \"\(query.text)\""
            cases.append(BenchmarkCase(name: refined) { localizedScan(earlier, query.text).count })
            ratios.append(("refined scan / picker \"\(query.text)\"", refined, ours))
            goalPairs.append(("picker ≥ 5× refined localized scan, \"\(query.text)\"", refined, ours))
        }
    }
    picker.setSearchQuery("")

    return [
        BenchmarkSuite(
            title: "Search, \(count.formatted) product names: picker vs plain scans (queries of 1, 3, 6 characters)",
            // No warm-up rounds: building the match notes above already ran every query
            // through the picker and both scans once, and each scan round costs seconds.
            warmUp: 0, runs: 5,
            notes: notes,
            cases: cases,
            ratios: ratios,
            goals: { medians in
                goalPairs.map { pair in
                    Goal(statement: pair.statement, ratio: ratio(medians, pair.scan, pair.ours), limit: 5, atMost: false)
                }
            }),
    ]
}

/// The products whose name contains `query`, case- and diacritic-insensitively (Foundation).
func localizedScan(_ products: [Product], _ query: String) -> [Product] {
    products.filter { $0.name.localizedStandardContains(query) }
}

/// The products whose lowercased name contains the lowercased `query` (case-insensitive only);
/// the query is lowercased once, which favours the scan.
func lowercasedScan(_ products: [Product], _ query: String) -> [Product] {
    let needle = query.lowercased()
    return products.filter { $0.name.lowercased().contains(needle) }
}

/// How many items `query` shows through the picker and through each scan, and whether the
/// picker shows exactly the items `localizedStandardContains` finds.
func matchNote(for query: String, after previous: String, picker: inout ProductPicker, products: [Product]) -> String {
    picker.setSearchQuery(previous)
    picker.setSearchQuery(query)
    let shown = (0..<picker.numberOfRows()).compactMap { picker.unfilteredIndex(forCurrentIndex: $0) }
    let localized = products.indices.filter { products[$0].name.localizedStandardContains(query) }
    let lowercased = lowercasedScan(products, query).count
    let agreement = shown == localized ? "same items as" : "DIFFERENT items from"
    return "\"\(query)\": picker shows \(shown.count.formatted), \(agreement) localized scan (\(localized.count.formatted)); lowercased scan \(lowercased.formatted)"
}
