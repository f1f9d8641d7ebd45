import DataSourceRuntime
import DataSourceRuntimeTesting

/// An item of the test catalogue.
struct Listing: Identifiable, Equatable, Sendable, CustomStringConvertible {
    var id: String
    var name: String
    var description: String { id }
}

enum Counter: Hashable, Sendable, CaseIterable { case fruit, bread }

/// A backend for the tests: each aisle's wares, filtered by a search text, paged by range.
struct ListingBackend {
    var wares: [Counter: [Listing]]

    static func sized(fruit: Int, bread: Int) -> ListingBackend {
        ListingBackend(wares: [
            .fruit: (0..<fruit).map {
                Listing(id: "f\($0)", name: $0.isMultiple(of: 3) ? "apple \($0)" : "pear \($0)")
            },
            .bread: (0..<bread).map { Listing(id: "b\($0)", name: $0.isMultiple(of: 2) ? "rye \($0)" : "wheat \($0)") },
        ])
    }

    /// What the loader answers for `request`.
    func page(for request: ListScreenRequest<Counter>) -> [Listing] {
        let matching = (wares[request.section] ?? []).filter { ware in
            request.search.map { ware.name.contains($0) } ?? true
        }
        let range = request.range.clamped(to: 0..<matching.count)
        return Array(matching[range])
    }

    /// Everything `aisle` lists for `search`.
    func all(_ aisle: Counter, search: String?) -> [Listing] {
        (wares[aisle] ?? []).filter { ware in search.map { ware.name.contains($0) } ?? true }
    }
}

struct LoaderDown: Error, CustomStringConvertible {
    var description: String { "the catalogue service is down" }
}

/// What an event of the test catalogue's state machine returns.
typealias ListingOutcome = (
    update: ListUpdate, effects: [ListScreenState<Counter, Listing>.Effect], duplicates: [Listing]
)

/// The requests an outcome starts.
func loads(_ outcome: ListingOutcome) -> [ListScreenRequest<Counter>] {
    outcome.effects.compactMap { if case .load(let request) = $0 { request } else { nil } }
}
