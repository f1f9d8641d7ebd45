/// What generated code declares for one list screen (seed 004's list floorplan): the entity, the
/// sections in display order with their headers, the page size, the search debounce and the
/// empty-state text. ``makeScreen(clock:duplicates:loader:)`` builds the running ``ListScreen``.
public protocol GeneratedListScreen {
    /// Identifies a section: a section enum of the definitions, or a one-case enum.
    associatedtype SectionID: Hashable & Sendable
    /// The listed entity.
    associatedtype Item: Identifiable & Equatable & Sendable where Item.ID: Sendable

    /// The sections, in display order.
    static var sections: [SectionID] { get }
    /// The header title of each section that has one.
    static var headers: [SectionID: String] { get }
    /// Items per page.
    static var pageSize: Int { get }
    /// How long typing must pause before the search runs.
    static var debounce: Duration { get }
    /// Whether the screen offers a search field.
    static var isSearchEnabled: Bool { get }
    /// What the screen says when every section is empty, or `nil` for the platform's default.
    static var emptyText: String? { get }
}

extension GeneratedListScreen where SectionID: CaseIterable {
    /// Default: every case, in declaration order.
    public static var sections: [SectionID] { Array(SectionID.allCases) }
}

extension GeneratedListScreen {
    /// Default: no header titles.
    public static var headers: [SectionID: String] { [:] }
}

extension GeneratedListScreen where SectionID: ListPickerSection {
    /// Default for a section enum of the definitions: each case's header title.
    public static var headers: [SectionID: String] {
        Dictionary(uniqueKeysWithValues: sections.compactMap { section in section.headerTitle.map { (section, $0) } })
    }
}

extension GeneratedListScreen {
    /// The screen over `loader` (one page of a section for a search), its debounce timed on
    /// `clock`; call ``ListScreen/start()`` once its view can apply updates.
    @MainActor
    public static func makeScreen<C: Clock>(
        clock: C, duplicates: DuplicateIdentifierPolicy = .keepFirst,
        loader: @escaping @Sendable (ListScreenRequest<SectionID>) async throws -> [Item]
    ) -> ListScreen<SectionID, Item, C> where C.Duration == Duration {
        let state = ListScreenState<SectionID, Item>(
            sections: sections, headers: headers, pageSize: pageSize, duplicates: duplicates)
        return ListScreen(state: state, clock: clock, debounce: debounce, loader: loader)
    }

    /// ``makeScreen(clock:duplicates:loader:)`` on the continuous clock.
    @MainActor
    public static func makeScreen(
        duplicates: DuplicateIdentifierPolicy = .keepFirst,
        loader: @escaping @Sendable (ListScreenRequest<SectionID>) async throws -> [Item]
    ) -> ListScreen<SectionID, Item, ContinuousClock> {
        makeScreen(clock: ContinuousClock(), duplicates: duplicates, loader: loader)
    }
}
