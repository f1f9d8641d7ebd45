/// Answers a floorplan data loader's queries (SAP Fiori's `FUIDataLoader.query(forItemsIn:with:)`,
/// one loader per section) with a list screen's loader: each query replaces the one before, whose
/// task is cancelled and whose answer is never delivered, so a stale page never shows.
@MainActor
public final class ListScreenQueryRunner<Section: Hashable & Sendable, Item: Sendable> {
    public let section: Section
    /// The range asked when a query names none: the first page.
    public let pageSize: Int
    private let loader: @Sendable (ListScreenRequest<Section>) async throws -> [Item]
    private var current: Task<Void, Never>?
    private var lastID = 0
    /// Every query's task until it has delivered its answer or dropped it, for ``settled()``.
    private var running: [Int: Task<Void, Never>] = [:]

    public init(
        section: Section, pageSize: Int, loader: @escaping @Sendable (ListScreenRequest<Section>) async throws -> [Item]
    ) {
        self.section = section
        self.pageSize = pageSize
        self.loader = loader
    }

    /// Runs the query for `range` (the first page when `nil`) and `search` (`nil` or empty: none);
    /// `deliver` receives its result unless a newer query came first.
    public func query(
        range: Range<Int>?, search: String?, deliver: @escaping @MainActor (Result<[Item], any Error>) -> Void
    ) {
        current?.cancel()
        lastID += 1
        let id = lastID
        let range = range ?? 0..<pageSize
        let request = ListScreenRequest(
            id: id, section: section, range: range, search: search?.isEmpty == false ? search : nil)
        let loader = self.loader
        let task = Task { [weak self] in
            let result: Result<[Item], any Error>
            do {
                result = .success(try await loader(request))
            } catch {
                result = .failure(error)
            }
            guard let self else { return }
            self.running[id] = nil
            guard self.lastID == id, !Task.isCancelled else { return }
            deliver(result)
        }
        current = task
        running[id] = task
    }

    /// The queries whose tasks run: not yet delivered or dropped. A test checks that the query it
    /// waits for is among them, so a runner that never ran it fails instead of hanging.
    package var queriesInFlight: [Int] { running.keys.sorted() }

    /// Returns once every query made so far has delivered its answer or dropped it as stale, so
    /// that a test can check what was delivered without waiting for time to pass; a loader that
    /// never answers waits forever.
    package func settled() async {
        while let task = running.values.first { await task.value }
    }

    /// Seconds of `duration`, for APIs that take a `TimeInterval` (the floorplan's debounce).
    public nonisolated static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
