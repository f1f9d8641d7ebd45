/// A list screen running: the ``ListScreenState`` machine with its effects carried out — pages
/// asked of `loader` in tasks, loads cancelled when a search or refresh replaces them, and the
/// search debounced on `clock`. Each change reaches ``onUpdate`` as one diffed update.
///
/// Time goes through the injected `clock` (Swift's `Clock`), so tests advance it by hand; a
/// loader that never answers blocks nothing, as a new search or refresh replaces its request.
/// Tasks hold the screen weakly: loads still running when it goes away finish unobserved.
@MainActor
public final class ListScreen<Section: Hashable & Sendable, Item: Identifiable & Equatable & Sendable, C: Clock>
where Item.ID: Sendable, C.Duration == Duration {
    /// The current state: sections, items, phases, selection.
    public private(set) var state: ListScreenState<Section, Item>
    /// How long typing must pause before the search runs.
    public let debounce: Duration
    /// Receives every update, to apply to the view (the data source already shows ``state``).
    public var onUpdate: @MainActor (ListUpdate) -> Void = { _ in }
    /// Receives identities a loader or an add repeated (dropped or refused by the duplicate policy).
    public var onDuplicates: @MainActor ([Item]) -> Void = { _ in }
    /// Called after every event, updated or not: phases change without rows changing (a load
    /// starts, fails, or ends empty), and the view's spinners and empty view follow them.
    public var onChange: @MainActor () -> Void = {}

    private let loader: @Sendable (ListScreenRequest<Section>) async throws -> [Item]
    private let clock: C
    private var loads: [Int: Task<Void, Never>] = [:]
    private var debouncing: Task<Void, Never>?

    public init(
        state: ListScreenState<Section, Item>, clock: C, debounce: Duration = .milliseconds(300),
        loader: @escaping @Sendable (ListScreenRequest<Section>) async throws -> [Item]
    ) {
        self.state = state
        self.clock = clock
        self.debounce = debounce
        self.loader = loader
    }

    /// Loads the first page of every section.
    public func start() { run(state.start()) }
    /// Loads the first page of every section unless a start, refresh or search has asked for it
    /// already: a view calls it each time it appears, and what it shows stays.
    public func startIfNeeded() { run(state.startIfNeeded()) }
    /// The user scrolled to the end of `section`.
    public func reachedEnd(of section: Section) { run(state.reachedEnd(of: section)) }
    /// The row of `id` appeared (a SwiftUI row's `onAppear`): when it is the last of its section,
    /// scrolling reached the section's end, and its next page is due.
    public func rowAppeared(_ id: Item.ID) {
        guard let position = state.indexPath(of: id), let section = state.sectionEnding(at: position) else { return }
        reachedEnd(of: section)
    }
    /// The search text changed; the search runs once typing pauses for ``debounce``.
    public func searchTextChanged(_ text: String) { run(state.searchTextChanged(text)) }
    /// Pull to refresh.
    public func refresh() { run(state.refresh()) }
    /// Loads `section` again from its first page.
    public func retry(_ section: Section) { run(state.retry(section)) }
    /// Adds `item` at the top of `section` (after the app's add handler saved it).
    public func add(_ item: Item, to section: Section) { run(state.add(item, to: section)) }
    /// Removes the item with `id` (after the app's delete handler removed it).
    public func delete(_ id: Item.ID) { run(state.delete(id)) }
    /// Deletes `item` with the app's `handler` (which removes it from the store), then removes its
    /// row; when `handler` throws, the row stays and the error is returned for the app to show.
    @discardableResult
    public func delete(_ item: Item, with handler: @MainActor (Item) async throws -> Void) async -> (any Error)? {
        do {
            try await handler(item)
        } catch {
            return error
        }
        delete(item.id)
        return nil
    }
    /// Deletes the rows at `offsets` in `section` as shown (a list's swipe or Edit), one after
    /// another, each as ``delete(_:with:)`` does; offsets past the section's rows are ignored.
    /// - Returns: The items `handler` failed to delete, whose rows stay, each with its error.
    @discardableResult
    public func delete(
        atOffsets offsets: some Sequence<Int>, in section: Section, with handler: @MainActor (Item) async throws -> Void
    ) async -> [(item: Item, error: any Error)] {
        let items = state.items(in: section)
        var failures: [(item: Item, error: any Error)] = []
        for item in offsets.compactMap({ items.indices.contains($0) ? items[$0] : nil }) {
            if let error = await delete(item, with: handler) { failures.append((item, error)) }
        }
        return failures
    }
    /// Selects or deselects the item with `id`; the selection survives searches and refreshes.
    public func setSelected(_ isSelected: Bool, _ id: Item.ID) {
        if isSelected { state.selection.insert(id) } else { state.selection.remove(id) }
    }
    /// Makes the selection `ids`, as a list bound to it asks; returns whether it changed.
    @discardableResult
    public func changeSelection(to ids: Set<Item.ID>) -> Bool {
        guard ids != state.selection else { return false }
        state.selection = ids
        return true
    }

    /// Returns once nothing is in flight: the pending search debounce has run, and every load
    /// started since has been answered and shown. In a test on a manual clock, advance the clock
    /// past the debounce first, or this waits for it; a loader that never answers waits forever.
    public func settled() async {
        while true {
            // A finished or cancelled debounce returns at once; a newer keystroke's is awaited next.
            if let debouncing { await debouncing.value }
            guard let load = loads.values.first else { return }
            await load.value
        }
    }

    /// The requests whose loads run: started, and neither answered nor cancelled. A test checks
    /// that the request it is about to wait for is among them, so that a screen that never asked
    /// for it fails the test rather than leaving the wait hanging.
    package var loadsInFlight: [Int] { loads.keys.sorted() }

    /// Whether typing is waiting to pause: a debounce has started, and neither ended (its search
    /// run) nor been replaced. A test checks it before it waits for the debounce's sleep.
    package var isDebouncing: Bool { debouncing != nil }

    /// Returns once the debounce that ``isDebouncing`` reports has run its search (its loads
    /// started, not answered), or at once when there is none. It waits for the debounce's sleep:
    /// in a test on a manual clock, check that nothing sleeps any longer first.
    package func debounced() async {
        if let debouncing { await debouncing.value }
    }

    private func run(_ outcome: ListScreenState<Section, Item>.Outcome) {
        if !outcome.update.isEmpty { onUpdate(outcome.update) }
        if !outcome.duplicates.isEmpty { onDuplicates(outcome.duplicates) }
        onChange()
        for effect in outcome.effects {
            switch effect {
            case .load(let request):
                let loader = self.loader
                loads[request.id] = Task { [weak self] in
                    let result: Result<[Item], any Error>
                    do {
                        result = .success(try await loader(request))
                    } catch {
                        result = .failure(error)
                    }
                    self?.finish(request.id, result)
                }
            case .cancel(let id):
                loads.removeValue(forKey: id)?.cancel()
            case .debounce(let token):
                debouncing?.cancel()
                let clock = self.clock
                let interval = debounce
                debouncing = Task { [weak self] in
                    do {
                        try await clock.sleep(for: interval)
                    } catch {
                        return  // a newer keystroke cancelled this wait
                    }
                    // Replaced after its sleep ended, it leaves the newer debounce be.
                    guard let self, !Task.isCancelled else { return }
                    self.debouncing = nil
                    self.run(self.state.debounceElapsed(token))
                }
            }
        }
    }

    private func finish(_ id: Int, _ result: Result<[Item], any Error>) {
        loads.removeValue(forKey: id)
        run(state.loadFinished(id, with: result))
    }
}
