/// The state machine of a list screen (seed 004): per-section paging over a loader, debounced
/// search, refresh, add and delete. Each event returns what the view must apply (one diffed
/// update) and what the driver must do (start or cancel loads, wait for the debounce).
///
/// It has no clock and no tasks: ``ListScreen`` runs the effects, and tests drive this directly,
/// completing loads in any order. Rules it keeps: one load per section at a time (reaching the
/// end while a page loads asks for nothing); a page shorter than the page size ends the list; an
/// answer to any request but the section's current one is ignored, so a stale page never shows;
/// a new search or a refresh replaces the section's request; a failure keeps the items shown; an
/// identity already shown is not shown again (repeats are dropped and reported, or under
/// ``DuplicateIdentifierPolicy/reject`` the page is refused). A page appended costs its own size.
public struct ListScreenState<Section: Hashable & Sendable, Item: Identifiable & Equatable & Sendable>
where Item.ID: Sendable {
    /// What one event changed, which each event method returns: `update`, to apply to the view;
    /// `effects`, the driver's work; `duplicates`, the items a loader repeated (dropped, or refused
    /// with their page under ``DuplicateIdentifierPolicy/reject``) or an `add` whose identity was
    /// already shown.
    public typealias Outcome = (update: ListUpdate, effects: [Effect], duplicates: [Item])

    struct SectionState {
        var phase: Phase = .idle
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
    var rows: ListScreenRows<Section, Item>
    /// What to do with a page whose identities are already shown (or repeat in the page).
    public let duplicatePolicy: DuplicateIdentifierPolicy
    var sectionStates: [Section: SectionState] = [:]
    var nextRequestID = 1
    var debounceToken = 0
    var pendingSearch: String?
    /// Whether every section has been asked for its first page (a start, a refresh or a search).
    var hasStarted = false

    /// A screen over `sections` (in display order) with `headers`, paging by `pageSize`.
    public init(
        sections: [Section], headers: [Section: String] = [:], pageSize: Int,
        duplicates: DuplicateIdentifierPolicy = .keepFirst
    ) {
        precondition(pageSize > 0, "a page holds at least one item")
        self.pageSize = pageSize
        var unique: [Section] = []
        for section in sections where !unique.contains(section) { unique.append(section) }
        rows = ListScreenRows(sections: unique, headers: headers)
        duplicatePolicy = duplicates
        for section in unique { sectionStates[section] = SectionState() }
    }

    /// The sections in display order.
    public var sections: [Section] { rows.sections }
    /// The items shown in `section`.
    public func items(in section: Section) -> [Item] { sections.firstIndex(of: section).map { rows.items[$0] } ?? [] }
    /// Where `section` stands.
    public func phase(of section: Section) -> Phase { sectionStates[section]?.phase ?? .idle }
    /// Whether `section` has loaded its last page.
    public func isComplete(_ section: Section) -> Bool { sectionStates[section]?.isComplete ?? false }
    /// Whether every section is empty after loading: the empty-results view.
    public var showsEmptyState: Bool { sections.allSatisfy { phase(of: $0) == .empty } }
}

extension ListScreenState {
    /// Starts the first page of every section.
    public mutating func start() -> Outcome {
        restartAll()
    }

    /// Starts the first page of every section unless they have been asked for already; a view
    /// calls it each time it appears, and what it shows stays (a refresh reloads).
    mutating func startIfNeeded() -> Outcome {
        hasStarted ? outcome() : restartAll()
    }

    /// The user scrolled to the end of `section`: its next page, unless one is loading, the list
    /// is complete, or its first page has not come (or failed; retry with ``retry(_:)``).
    public mutating func reachedEnd(of section: Section) -> Outcome {
        guard let state = sectionStates[section], state.request == nil, !state.isComplete, state.phase == .loaded else {
            return outcome()
        }
        let request = makeRequest(section, from: state.loadedCount)
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
        return restartAll()
    }

    /// Pull to refresh: every section reloads from its first page; the items stay shown until
    /// the new pages come, and the selection is kept.
    public mutating func refresh() -> Outcome {
        restartAll()
    }

    /// Retries `section` from its first page (after a failure).
    public mutating func retry(_ section: Section) -> Outcome {
        outcome(effects: restart(section))
    }

    /// The loader answered request `id`. Answers to requests no longer current are ignored.
    public mutating func loadFinished(_ id: Int, with result: Result<[Item], any Error>) -> Outcome {
        guard
            let (section, request) = sectionStates.first(where: { $0.value.request?.id == id }).map({
                ($0.key, $0.value.request!)
            })
        else {
            return outcome()
        }
        sectionStates[section]?.request = nil
        switch result {
        case .failure(let error):
            sectionStates[section]?.phase = .failed(message: String(describing: error))
            return outcome()
        case .success(let page):
            guard let index = sections.firstIndex(of: section) else { return outcome() }
            let isFirst = request.isFirstPage
            let (kept, repeats) = rows.screened(page, section: index, replacing: isFirst)
            if duplicatePolicy == .reject, !repeats.isEmpty {  // the page is refused whole; the data stays
                sectionStates[section]?.phase = .failed(
                    message: "the loader returned \(repeats.count) repeated identities")
                return (update: .batches([]), effects: [], duplicates: repeats)
            }
            let update = isFirst ? rows.replace(section: index, with: kept) : rows.append(kept, section: index)
            let count = (isFirst ? 0 : sectionStates[section]?.loadedCount ?? 0) + page.count
            sectionStates[section]?.loadedCount = count
            sectionStates[section]?.isComplete = page.count < pageSize
            sectionStates[section]?.phase = count == 0 ? .empty : .loaded
            return (update: update, effects: [], duplicates: repeats)
        }
    }

    /// The user (or the add handler) added `item` at the top of `section`. An item whose identity
    /// is already shown is not added (it would be hidden as a repeat, and surface later when the
    /// other is deleted): it comes back in ``Outcome``'s `duplicates`.
    public mutating func add(_ item: Item, to section: Section) -> Outcome {
        guard sectionStates[section] != nil else { return outcome() }
        guard rows.positions[item.id] == nil, let index = sections.firstIndex(of: section) else {
            return (update: .batches([]), effects: [], duplicates: [item])
        }
        let update = rows.insertFirst(item, section: index)
        sectionStates[section]?.loadedCount += 1
        if sectionStates[section]?.phase == .empty { sectionStates[section]?.phase = .loaded }
        return (update: update, effects: [], duplicates: [])
    }

    /// The user deleted the item with `id` (swipe to delete), wherever it is shown.
    public mutating func delete(_ id: Item.ID) -> Outcome {
        guard let position = rows.positions[id] else { return outcome() }
        let update = rows.remove(id)
        sectionStates[sections[position.section]]?.loadedCount -= 1
        selection.remove(id)
        return (update: update, effects: [], duplicates: [])
    }

    /// Starts every section over from its first page.
    private mutating func restartAll() -> Outcome {
        hasStarted = true
        return outcome(effects: sections.flatMap { restart($0) })
    }

    /// Starts `section` over from its first page, cancelling its request in flight.
    private mutating func restart(_ section: Section) -> [Effect] {
        var effects: [Effect] = []
        if let old = sectionStates[section]?.request { effects.append(.cancel(requestID: old.id)) }
        let request = makeRequest(section, from: 0)
        sectionStates[section]?.request = request
        sectionStates[section]?.phase = .loading
        sectionStates[section]?.isComplete = false
        effects.append(.load(request))
        return effects
    }

    private mutating func makeRequest(_ section: Section, from offset: Int) -> ListScreenRequest<Section> {
        defer { nextRequestID += 1 }
        return ListScreenRequest(
            id: nextRequestID, section: section, range: offset..<offset + pageSize, search: search)
    }

    private func outcome(effects: [Effect] = []) -> Outcome {
        (update: .batches([]), effects: effects, duplicates: [])
    }
}
