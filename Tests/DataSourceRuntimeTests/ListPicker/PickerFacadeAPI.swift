/// The public API of the three list-picker façades, which keep exactly the method sets of seed
/// 000's three data-source modes (FUIListPickerDataSource): what ``PickerFacadeAPITests`` compares
/// the runtime's source with, so that a method leaked into a façade, or lost from it, fails.
///
/// Per façade, `[Name]`, then:
/// - `seed <function> => <member>`: a function seed 000 lists for the façade's mode (the
///   functions "required to be implemented" for it, then the optional ones the mode honours),
///   copied from the seed's text, and the façade's member that stands for it;
/// - every other line: the head of the façade's declaration or of an extension with a
///   conformance or a constraint, or a `public` member, as ``PublicMemberScanner`` writes it.
///
/// A change to a façade's API on purpose changes this list, with a CHANGELOG entry.
enum PickerFacadeAPI {
    static let committed = """
        [IndexListPicker]
        # seed 000: data source not using unique identifier
        seed func numberOfRows(in listPickerTableView: UITableView) -> Int => func numberOfRows() -> Int
        seed func listPickerTableView(_ tableView: UITableView, cellForRowAt index: Int, isFiltered: Bool) -> UITableViewCell => func item(at index: Int, isFiltered: Bool) -> Item
        extension IndexListPicker where Item: TitledListItem
        extension IndexListPicker: PresentableListPicker
        extension IndexListPicker: Sendable where Item: Sendable
        func currentIndex(forUnfilteredIndex index: Int) -> Int?
        func isSelected(at index: Int) -> Bool
        func item(at index: Int, isFiltered: Bool) -> Item
        func item(ifPresentAt index: Int, isFiltered: Bool) -> Item?
        func numberOfRows() -> Int
        func presented<Cell>(cell: @escaping (Item) -> Cell) -> any ListHostDataSource<Cell>
        func selectionDescription(ofIndices indices: [Int], separator: String = ", ") -> String
        func selectionDescription(separator: String = ", ") -> String
        func unfilteredIndex(forCurrentIndex index: Int) -> Int?
        init(configuration: ListPickerConfiguration<Item>)
        init(search: [PartialKeyPath<Item> & Sendable] = [], allowsMultipleSelection: Bool = false, allowsEmptySelection: Bool = true)
        mutating func changeSelection(to indices: Set<Int>) -> Bool
        mutating func deselect(at index: Int) -> SelectionOutcome
        mutating func deselectAll() -> SelectionOutcome
        mutating func reload(_ newItems: [Item], isContentEqual: (Item, Item) -> Bool, reloadThreshold: ReloadThreshold = .never) -> (report: ListPickerLoadReport<Int>, update: ListUpdate)
        mutating func reload(_ newItems: [Item], reloadThreshold: ReloadThreshold = .never) -> (report: ListPickerLoadReport<Int>, update: ListUpdate) where Item: Equatable
        mutating func replaceItems(_ newItems: [Item]) -> ListPickerLoadReport<Int>
        mutating func search(_ text: String, reloadThreshold: ReloadThreshold = .never) -> ListUpdate
        mutating func select(at index: Int) -> SelectionOutcome
        mutating func selectAll() -> SelectionOutcome
        mutating func setSearchQuery(_ text: String)
        mutating func setSelectedIndices<S: Sequence>(_ indices: S) -> [Int] where S.Element == Int
        mutating func toggle(at index: Int) -> SelectionOutcome
        struct IndexListPicker<Item>: IndexListPickerDataSource
        var allowsEmptySelection: Bool
        var allowsMultipleSelection: Bool
        var isAllSelected: Bool
        var isFiltered: Bool
        var items: [Item]
        var searchMatcher: SearchMatcher<Item>
        var searchText: String
        var selectedIndices: [Int]
        var selectedItems: [Item]

        [UniqueIdentifierListPicker]
        # seed 000: data source using unique identifier but not sectioned
        seed func numberOfRows(in listPickerTableView: UITableView) -> Int => func numberOfRows() -> Int
        seed func listPickerTableView(_ tableView: UITableView, cellForRowAt index: Int, isFiltered: Bool) -> UITableViewCell => func item(at index: Int, isFiltered: Bool) -> Item
        seed func listPickerTableView(_ tableView: UITableView, cellForItemWithUniqueIdentifier uniqueIdentifier: String) -> UITableViewCell => func item(withUniqueIdentifier id: Item.ID) -> Item?
        seed func listPickerTableView(_ tableView: UITableView, uniqueIdentifierForItemAt index: Int) -> String => func uniqueIdentifier(at index: Int) -> Item.ID
        seed func listPickerTableView(_ tableView: UITableView, indexForUniqueIdentifier uniqueIdentifier: String) -> Int => func index(forUniqueIdentifier id: Item.ID) -> Int?
        seed optional func allUniqueIdentifiers(in listPicker: FUIListPicker) -> [String]? => func allUniqueIdentifiers() -> [Item.ID]?
        extension UniqueIdentifierListPicker where Item: TitledListItem
        extension UniqueIdentifierListPicker: PresentableListPicker
        extension UniqueIdentifierListPicker: Sendable where Item: Sendable, Item.ID: Sendable
        func allUniqueIdentifiers() -> [Item.ID]?
        func currentIndex(forUnfilteredIndex index: Int) -> Int?
        func index(forUniqueIdentifier id: Item.ID) -> Int?
        func isInCurrentList(_ id: Item.ID) -> Bool
        func isSelected(at index: Int) -> Bool
        func isSelected(uniqueIdentifier id: Item.ID) -> Bool
        func item(at index: Int, isFiltered: Bool) -> Item
        func item(ifPresentAt index: Int, isFiltered: Bool) -> Item?
        func item(withUniqueIdentifier id: Item.ID) -> Item?
        func numberOfRows() -> Int
        func presented<Cell>(cell: @escaping (Item) -> Cell) -> any ListHostDataSource<Cell>
        func selectionDescription(separator: String = ", ") -> String
        func selectionDescription<S: Sequence>(ofIdentifiers ids: S, separator: String = ", ") -> String where S.Element == Item.ID
        func unfilteredIndex(forCurrentIndex index: Int) -> Int?
        func uniqueIdentifier(at index: Int) -> Item.ID
        func uniqueIdentifier(ifPresentAt index: Int) -> Item.ID?
        init(configuration: ListPickerConfiguration<Item>, showsSelectAll: Bool = false, duplicates: DuplicateIdentifierPolicy = .keepFirst)
        init(search: [PartialKeyPath<Item> & Sendable] = [], allowsMultipleSelection: Bool = false, allowsEmptySelection: Bool = true, showsSelectAll: Bool = false)
        mutating func changeSelection(to ids: Set<Item.ID>) -> Bool
        mutating func deselect(at index: Int) -> SelectionOutcome
        mutating func deselect(uniqueIdentifier id: Item.ID) -> SelectionOutcome
        mutating func deselectAll() -> SelectionOutcome
        mutating func reload(_ newItems: [Item], isContentEqual: (Item, Item) -> Bool, reloadThreshold: ReloadThreshold = .never) -> (report: ListPickerLoadReport<Item.ID>, update: ListUpdate)
        mutating func reload(_ newItems: [Item], reloadThreshold: ReloadThreshold = .never) -> (report: ListPickerLoadReport<Item.ID>, update: ListUpdate) where Item: Equatable
        mutating func replaceItems(_ newItems: [Item]) -> ListPickerLoadReport<Item.ID>
        mutating func search(_ text: String, reloadThreshold: ReloadThreshold = .never) -> ListUpdate
        mutating func select(at index: Int) -> SelectionOutcome
        mutating func select(uniqueIdentifier id: Item.ID) -> SelectionOutcome
        mutating func selectAll() -> SelectionOutcome
        mutating func setSearchQuery(_ text: String)
        mutating func setSelectedUniqueIdentifiers<S: Sequence>(_ ids: S) -> [Item.ID] where S.Element == Item.ID
        mutating func toggle(at index: Int) -> SelectionOutcome
        mutating func toggle(uniqueIdentifier id: Item.ID) -> SelectionOutcome
        struct UniqueIdentifierListPicker<Item: Identifiable>: UniqueIdentifierListPickerDataSource
        var allowsEmptySelection: Bool
        var allowsMultipleSelection: Bool
        var isAllSelected: Bool
        var isFiltered: Bool
        var items: [Item]
        var searchMatcher: SearchMatcher<Item>
        var searchText: String
        var selectedItems: [Item]
        var selectedUniqueIdentifiers: [Item.ID]

        [SectionedListPicker]
        # seed 000: data source using unique identifier and sectioned
        seed func numberOfSections(in listPicker: FUIListPicker) -> Int => func numberOfSections() -> Int
        seed func listPickerTableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int => func numberOfRows(inSection section: Int) -> Int
        seed func listPickerTableView(_ tableView: UITableView, cellForRowAtIndexPath indexPath: IndexPath, isFiltered: Bool) -> UITableViewCell => func item(at indexPath: ListIndexPath, isFiltered: Bool) -> Item
        seed func listPickerTableView(_ tableView: UITableView, uniqueIdentifierForItemAtIndexPath indexPath: IndexPath) -> String => func uniqueIdentifier(at indexPath: ListIndexPath) -> Item.ID
        seed func listPickerTableView(_ tableView: UITableView, cellForItemWithUniqueIdentifier uniqueIdentifier: String) -> UITableViewCell => func item(withUniqueIdentifier id: Item.ID) -> Item?
        seed func listPickerTableView(_ tableView: UITableView, indexPathForUniqueIdentifier uniqueIdentifier: String) -> IndexPath? => func indexPath(forUniqueIdentifier id: Item.ID) -> ListIndexPath?
        seed optional func listPickerTableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? => func titleForHeader(inSection section: Int) -> String?
        seed optional func allUniqueIdentifiers(in listPicker: FUIListPicker) -> [String]? => func allUniqueIdentifiers() -> [Item.ID]?
        extension SectionedListPicker where Item: TitledListItem
        extension SectionedListPicker: PresentableListPicker
        extension SectionedListPicker: Sendable where Section: Sendable, Item: Sendable, Item.ID: Sendable
        func allUniqueIdentifiers() -> [Item.ID]?
        func currentIndexPath(forUnfilteredIndexPath indexPath: ListIndexPath) -> ListIndexPath?
        func indexPath(forUniqueIdentifier id: Item.ID) -> ListIndexPath?
        func isInCurrentList(_ id: Item.ID) -> Bool
        func isSelected(at indexPath: ListIndexPath) -> Bool
        func isSelected(uniqueIdentifier id: Item.ID) -> Bool
        func item(at indexPath: ListIndexPath, isFiltered: Bool) -> Item
        func item(ifPresentAt indexPath: ListIndexPath, isFiltered: Bool) -> Item?
        func item(withUniqueIdentifier id: Item.ID) -> Item?
        func numberOfRows(inSection section: Int) -> Int
        func numberOfSections() -> Int
        func presented<Cell>(cell: @escaping (Item) -> Cell) -> any ListHostDataSource<Cell>
        func section(at section: Int) -> Section?
        func selectionDescription(separator: String = ", ") -> String
        func selectionDescription<S: Sequence>(ofIdentifiers ids: S, separator: String = ", ") -> String where S.Element == Item.ID
        func titleForHeader(inSection section: Int) -> String?
        func unfilteredIndexPath(forCurrentIndexPath indexPath: ListIndexPath) -> ListIndexPath?
        func uniqueIdentifier(at indexPath: ListIndexPath) -> Item.ID
        func uniqueIdentifier(ifPresentAt indexPath: ListIndexPath) -> Item.ID?
        init(configuration: ListPickerConfiguration<Item>, groupedBy sectionOf: @escaping @Sendable (Item) -> Section, sectionTitle: @escaping @Sendable (Section) -> String?, showsSelectAll: Bool = false, duplicates: DuplicateIdentifierPolicy = .keepFirst)
        init(configuration: ListPickerConfiguration<Item>, sections: [Section], sectionOf: @escaping @Sendable (Item) -> Section, sectionTitle: @escaping @Sendable (Section) -> String?, showsSelectAll: Bool = false, duplicates: DuplicateIdentifierPolicy = .keepFirst)
        init(groupedBy group: KeyPath<Item, Section> & Sendable, search: [PartialKeyPath<Item> & Sendable] = [], allowsMultipleSelection: Bool = false, allowsEmptySelection: Bool = true, showsSelectAll: Bool = false)
        init(sectionedBy section: KeyPath<Item, Section> & Sendable, search: [PartialKeyPath<Item> & Sendable] = [], allowsMultipleSelection: Bool = false, allowsEmptySelection: Bool = true, showsSelectAll: Bool = false) where Section: ListPickerSection
        mutating func changeSelection(to ids: Set<Item.ID>) -> Bool
        mutating func deselect(at indexPath: ListIndexPath) -> SelectionOutcome
        mutating func deselect(uniqueIdentifier id: Item.ID) -> SelectionOutcome
        mutating func deselectAll() -> SelectionOutcome
        mutating func reload(_ newItems: [Item], isContentEqual: (Item, Item) -> Bool, reloadThreshold: ReloadThreshold = .never) -> (report: ListPickerLoadReport<Item.ID>, update: ListUpdate)
        mutating func reload(_ newItems: [Item], reloadThreshold: ReloadThreshold = .never) -> (report: ListPickerLoadReport<Item.ID>, update: ListUpdate) where Item: Equatable
        mutating func replaceItems(_ newItems: [Item]) -> ListPickerLoadReport<Item.ID>
        mutating func search(_ text: String, reloadThreshold: ReloadThreshold = .never) -> ListUpdate
        mutating func select(at indexPath: ListIndexPath) -> SelectionOutcome
        mutating func select(uniqueIdentifier id: Item.ID) -> SelectionOutcome
        mutating func selectAll() -> SelectionOutcome
        mutating func setSearchQuery(_ text: String)
        mutating func setSelectedUniqueIdentifiers<S: Sequence>(_ ids: S) -> [Item.ID] where S.Element == Item.ID
        mutating func toggle(at indexPath: ListIndexPath) -> SelectionOutcome
        mutating func toggle(uniqueIdentifier id: Item.ID) -> SelectionOutcome
        struct SectionedListPicker<Section: Hashable, Item: Identifiable>: SectionedListPickerDataSource
        var allowsEmptySelection: Bool
        var allowsMultipleSelection: Bool
        var isAllSelected: Bool
        var isFiltered: Bool
        var items: [Item]
        var searchMatcher: SearchMatcher<Item>
        var searchText: String
        var selectedItems: [Item]
        var selectedUniqueIdentifiers: [Item.ID]
        """
}
