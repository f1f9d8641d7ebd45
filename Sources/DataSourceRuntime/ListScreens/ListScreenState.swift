/// The state machine of a list screen (seed 004): per-section paging over a loader, debounced
/// search, refresh, add and delete. Each event returns what the view must apply (one diffed
/// update) and what the driver must do (start or cancel loads, wait for the debounce).
///
/// It has no clock and no tasks: ``ListScreen`` runs the effects, and tests drive this directly,
/// completing loads in any order. Rules it keeps: one load per section at a time (reaching the
/// end while a page loads asks for nothing); a page shorter than the page size ends the list; an
/// answer to any request but the section's current one is ignored, so a stale page never shows;
/// a new search or a refresh replaces the section's request; a failure keeps the items shown.
public struct ListScreenState<Section: Hashable & Sendable, Item: Identifiable & Equatable & Sendable> where Item.ID: Sendable {
    /// What one event changed: the update to apply to the view, and the driver's work.
    public struct Outcome {
        public var update: ListUpdate
        public var effects: [ListScreenEffect<Section>]
        /// Identities a loader repeated, dropped or refused by the duplicate policy.
        public var duplicates: [Item]
    }

    struct SectionState {
        var phase: ListScreenPhase = .idle
        var loadedCount = 0
        var isComplete = false
        var request: ListScreenRequest<Section>?
    }

    /// Items per page.
    public let pageSize: Int
    /// The search text the shown items answer (`nil`: none).
    public private(set) var search: String?
    /// The unique IDs selected; kept across refreshes and searches.
    public var selection: Set<Item.ID> = []
    var table: TableScheme<ListScreenTable<Section, Item>>
    var sectionStates: [Section: SectionState] = [:]
    var nextRequestID = 1
    var debounceToken = 0
    var pendingSearch: String?

    /// A screen over `sections` (in display order) with `headers`, paging by `pageSize`.
    public init(sections: [Section], headers: [Section: String] = [:], pageSize: Int, duplicates: DuplicateIdentifierPolicy = .keepFirst) {
        precondition(pageSize > 0, "a page holds at least one item")
        self.pageSize = pageSize
        var unique: [Section] = []
        for section in sections where !unique.contains(section) { unique.append(section) }
        table = TableScheme(state: .init(sections: unique, headers: headers), duplicates: duplicates)
        for section in unique { sectionStates[section] = SectionState() }
    }

    /// The sections in display order.
    public var sections: [Section] { table.state.sections }
    /// The items shown in `section`.
    public func items(in section: Section) -> [Item] { table.sections.first { $0.id == section }?.rows ?? [] }
    /// Where `section` stands.
    public func phase(of section: Section) -> ListScreenPhase { sectionStates[section]?.phase ?? .idle }
    /// Whether `section` has loaded its last page.
    public func isComplete(_ section: Section) -> Bool { sectionStates[section]?.isComplete ?? false }
    /// Whether every section is empty after loading: the empty-results view.
    public var showsEmptyState: Bool { sections.allSatisfy { phase(of: $0) == .empty } }
}

extension ListScreenState {
    /// Starts the first page of every section.
    public mutating func start() -> Outcome {
        outcome(effects: sections.flatMap { restart($0) })
    }

    /// The user scrolled to the end of `section`: its next page, unless one is loading, the list
    /// is complete, or its first page has not come (or failed; retry with ``retry(_:)``).
    public mutating func reachedEnd(of section: Section) -> Outcome {
        guard let state = sectionStates[section], state.request == nil, !state.isComplete, state.phase == .loaded else {
            return outcome()
        }
        let request = makeRequest(section, from: state.loadedCount, kind: .nextPage)
        sectionStates[section]?.request = request
        sectionStates[section]?.phase = .loadingMore
        return outcome(effects: [.load(request)])
    }

    /// The search text changed: wait for the debounce before asking the loaders.
    public mutating func searchTextChanged(_ text: String) -> Outcome {
        pendingSearch = text
        debounceToken += 1
        return outcome(effects: [.debounce(token: debounceToken)])
    }

    /// The debounce of `token` elapsed: if no newer text came, search with it (every section
    /// reloads from its first page; loads in flight are cancelled).
    public mutating func debounceElapsed(_ token: Int) -> Outcome {
        guard token == debounceToken, let text = pendingSearch else { return outcome() }
        pendingSearch = nil
        let query: String? = text.isEmpty ? nil : text
        guard query != search else { return outcome() }
        search = query
        return outcome(effects: sections.flatMap { restart($0) })
    }

    /// Pull to refresh: every section reloads from its first page; the items stay shown until
    /// the new pages come, and the selection is kept.
    public mutating func refresh() -> Outcome {
        outcome(effects: sections.flatMap { restart($0) })
    }

    /// Retries `section` from its first page (after a failure).
    public mutating func retry(_ section: Section) -> Outcome {
        outcome(effects: restart(section))
    }

    /// The loader answered request `id`. Answers to requests no longer current are ignored.
    public mutating func loadFinished(_ id: Int, with result: Result<[Item], any Error>) -> Outcome {
        guard let (section, request) = sectionStates.first(where: { $0.value.request?.id == id }).map({ ($0.key, $0.value.request!) }) else {
            return outcome()
        }
        sectionStates[section]?.request = nil
        switch result {
        case .failure(let error):
            sectionStates[section]?.phase = .failed(ListScreenFailure(error))
            return outcome()
        case .success(let page):
            let isFirst = request.kind == .firstPage
            let change = table.update { state in
                state.items[section] = isFirst ? page : (state.items[section] ?? []) + page
            }
            if change.isRejected {  // `.reject`: the page is refused whole, the screen keeps its data
                let failure = ListScreenFailure(description: "the loader returned \(change.duplicates.rows.count) repeated identities")
                sectionStates[section]?.phase = .failed(failure)
                return Outcome(update: change.update, effects: [], duplicates: change.duplicates.rows)
            }
            let count = (isFirst ? 0 : sectionStates[section]?.loadedCount ?? 0) + page.count
            sectionStates[section]?.loadedCount = count
            sectionStates[section]?.isComplete = page.count < pageSize
            sectionStates[section]?.phase = count == 0 ? .empty : .loaded
            return Outcome(update: change.update, effects: [], duplicates: change.duplicates.rows)
        }
    }

    /// The user (or the add handler) added `item` at the top of `section`. An item whose identity
    /// is already shown is not added (it would be hidden as a repeat, and surface later when the
    /// other is deleted): it comes back in ``Outcome/duplicates``.
    public mutating func add(_ item: Item, to section: Section) -> Outcome {
        guard sectionStates[section] != nil else { return outcome() }
        guard table.indexPath(of: item.id) == nil else { return Outcome(update: .batches([]), effects: [], duplicates: [item]) }
        let change = table.update { $0.items[section, default: []].insert(item, at: 0) }
        if !change.isRejected {
            sectionStates[section]?.loadedCount += 1
            if sectionStates[section]?.phase == .empty { sectionStates[section]?.phase = .loaded }
        }
        return Outcome(update: change.update, effects: [], duplicates: change.duplicates.rows)
    }

    /// The user deleted the item with `id` (swipe to delete), wherever it is shown.
    public mutating func delete(_ id: Item.ID) -> Outcome {
        guard let section = sections.first(where: { items(in: $0).contains { $0.id == id } }) else { return outcome() }
        let change = table.update { $0.items[section]?.removeAll { $0.id == id } }
        sectionStates[section]?.loadedCount -= 1
        selection.remove(id)
        return Outcome(update: change.update, effects: [], duplicates: [])
    }

    /// Starts `section` over from its first page, cancelling its request in flight.
    private mutating func restart(_ section: Section) -> [ListScreenEffect<Section>] {
        var effects: [ListScreenEffect<Section>] = []
        if let old = sectionStates[section]?.request { effects.append(.cancel(requestID: old.id)) }
        let request = makeRequest(section, from: 0, kind: .firstPage)
        sectionStates[section]?.request = request
        sectionStates[section]?.phase = .loading
        sectionStates[section]?.isComplete = false
        effects.append(.load(request))
        return effects
    }

    private mutating func makeRequest(_ section: Section, from offset: Int, kind: ListScreenRequest<Section>.Kind) -> ListScreenRequest<Section> {
        defer { nextRequestID += 1 }
        return ListScreenRequest(id: nextRequestID, section: section, range: offset..<offset + pageSize, search: search, kind: kind)
    }

    private func outcome(effects: [ListScreenEffect<Section>] = []) -> Outcome {
        Outcome(update: .batches([]), effects: effects, duplicates: [])
    }
}
