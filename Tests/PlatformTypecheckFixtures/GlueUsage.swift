// Marks no error, so Scripts/typecheck-platforms.sh requires it to compile cleanly: the runtime's
// UIKit and Fiori glue, and the framework APIs generated code is meant to target, used the way
// an app's view controller uses them, under Swift 6's isolation checks.
import DataSourceRuntime
import IGListKit
import SAPFiori

struct Fruit: Identifiable, Equatable, Sendable {
    var id: String
    var name: String
}

final class FruitCell: UICollectionViewCell {
    func show(_ fruit: Fruit) {}
}

@MainActor
final class FruitViewController: UIViewController {
    private var fruits: [Fruit] = []
    private var pickerSource: FruitPickerFioriDataSource?

    /// A Fiori form cell's list picker served by the runtime's unique-identifier adapter.
    func attachPicker(to cell: FUIListPickerFormCell) {
        var picker = UniqueIdentifierListPicker<Fruit>(configuration: .init(title: { $0.name }))
        picker.replaceItems(fruits)
        let source = FruitPickerFioriDataSource(picker: picker, bridge: .lossless) { tableView, fruit in
            let row =
                tableView.dequeueReusableCell(withIdentifier: "Fruit")
                ?? UITableViewCell(style: .default, reuseIdentifier: "Fruit")
            row.textLabel?.text = fruit.name
            return row
        }
        cell.listPicker.isDataSourceRequiringUniqueIdentifiers = true
        cell.listPicker.dataSource = source
        cell.listPicker.searchResultsUpdating = source
        pickerSource = source
    }

    /// A table view brought up to date with the runtime's differ.
    func show(_ newFruits: [Fruit], in tableView: UITableView) throws {
        let diff = try ListDiffer(from: fruits, to: newFruits)
        fruits = newFruits
        tableView.apply(diff.update, animation: .fade)
    }

    /// A collection view brought up to date with a diff staged for its rules.
    func show(_ newFruits: [Fruit], in collectionView: UICollectionView) throws {
        let diff = try ListDiffer(from: fruits, to: newFruits, stagedFor: .collectionView)
        fruits = newFruits
        collectionView.apply(diff.update)
    }
}

/// The shape of a generated `FioriDataSource`: the runtime's UIKit half plus the conformances and
/// the methods typed with `FUIListPicker`, which only an app that links SAPFiori can compile.
@MainActor
final class FruitPickerFioriDataSource: UniqueIdentifierListPickerAdapter<Fruit>,
    @preconcurrency FUIListPickerDataSource, @preconcurrency FUIListPickerSearchResultsUpdating
{
    func allUniqueIdentifiers(in listPicker: FUIListPicker) -> [String]? { allUniqueIdentifiers() }
    func listPicker(_ listPicker: FUIListPicker, updateSearchResults searchString: String) {
        updateSearchResults(searchString)
    }
    func listPicker(
        _ listPicker: FUIListPicker, filteredDataSourceContainsItemWithUniqueIdentifier uniqueIdentifier: String
    ) -> Bool {
        filteredDataSourceContainsItem(withUniqueIdentifier: uniqueIdentifier)
    }
}

/// What the generator writes for a section controller over `Fruit` shown as `FruitCell`.
enum FruitRows: GeneratedSectionController {
    typealias Object = Fruit
    typealias Cell = FruitCell
    static let reuseIdentifier = "FruitCell"
    static let sizing: ListItemSizing = .fullWidth(height: 44)
}

/// An IGListKit section controller and adapter data source, as generated code may write them.
final class FruitBox: NSObject, ListDiffable {
    let fruit: Fruit
    init(_ fruit: Fruit) { self.fruit = fruit }
    func diffIdentifier() -> NSObjectProtocol { fruit.id as NSString }
    func isEqual(toDiffableObject object: ListDiffable?) -> Bool { (object as? FruitBox)?.fruit == fruit }
}

@MainActor
final class FruitSectionController: ListSectionController {
    private var fruit: Fruit?
    override func numberOfItems() -> Int { 1 }
    override func sizeForItem(at index: Int) -> CGSize {
        CGSize(width: collectionContext.containerSize.width, height: 44)
    }
    override func cellForItem(at index: Int) -> UICollectionViewCell {
        let cell: FruitCell = collectionContext.dequeueReusableCell(for: self, at: index)
        if let fruit { cell.show(fruit) }
        return cell
    }
    override func didUpdate(to object: Any) { fruit = (object as? FruitBox)?.fruit }
}

@MainActor
final class FruitFeed: NSObject, ListAdapterDataSource {
    var fruits: [Fruit] = []
    func objects(for listAdapter: ListAdapter) -> [ListDiffable] { fruits.map(FruitBox.init) }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerFor object: Any) -> ListSectionController {
        FruitSectionController()
    }
    func emptyView(for listAdapter: ListAdapter) -> UIView? { nil }

    func attach(to collectionView: UICollectionView, in viewController: UIViewController) -> ListAdapter {
        let adapter = ListAdapter(updater: ListAdapterUpdater(), viewController: viewController)
        adapter.collectionView = collectionView
        adapter.dataSource = self
        adapter.performUpdates(animated: true)
        return adapter
    }
}

/// The shape of a generated table scheme (see Tests/DataSourceRuntimeTests/TableSchemes/) served
/// by the runtime's table-view glue, with cells of their exact types and a typed row lookup for a
/// control inside a cell.
enum FruitSettingsTable: TableSchemeDefinition {
    enum SectionID: Hashable, Sendable { case general, fruits }

    enum Row: Identifiable, Equatable, Sendable {
        enum ID: Hashable, Sendable { case notifications, sortOrder(option: Int), fruit(Fruit.ID) }
        case notifications
        case sortOrder(TableSchemeRadio.Option)
        case fruit(Fruit)

        var id: ID {
            switch self {
            case .notifications: .notifications
            case .sortOrder(let option): .sortOrder(option: option.index)
            case .fruit(let fruit): .fruit(fruit.id)
            }
        }
    }

    struct TableState: Sendable {
        var sortOrder = TableSchemeRadio(optionCount: 2, selectedIndex: 0)
        var fruits: [Fruit] = []
        var hidesFruits = false
    }

    static func layout(of state: TableState) -> [TableSchemeSection<SectionID, Row>] {
        var sections: [TableSchemeSection<SectionID, Row>] = []
        sections.append(
            TableSchemeSection(
                .general, header: "General", rows: [.notifications] + state.sortOrder.rows(Row.sortOrder)))
        if !state.hidesFruits {
            sections.append(TableSchemeSection(.fruits, footer: "Fresh", rows: state.fruits.map(Row.fruit)))
        }
        return sections
    }

    static func select(_ row: Row, in state: inout TableState) {
        switch row {
        case .sortOrder(let option): state.sortOrder.select(option)
        case .notifications, .fruit: break
        }
    }
}

final class SwitchCell: UITableViewCell {
    let toggle = UIControl()
}

@MainActor
final class FruitSettingsViewController: UIViewController {
    typealias Source = TableSchemeTableViewDataSource<FruitSettingsTable>
    private var source: Source?
    private var opened: [Fruit.ID] = []

    func attach(to tableView: UITableView, fruits: [Fruit]) {
        tableView.register(SwitchCell.self, forCellReuseIdentifier: "SwitchCell")
        let source = Source(
            tableView: tableView, scheme: TableScheme(state: FruitSettingsTable.TableState(fruits: fruits)),
            cellProvider: { tableView, indexPath, row in
                switch row {
                case .notifications:
                    return Source.dequeue(
                        SwitchCell.self, from: tableView, withIdentifier: "SwitchCell", for: indexPath
                    ) { cell in
                        cell.toggle.addTarget(self, action: #selector(self.toggled(_:)), for: .valueChanged)
                    }
                case .sortOrder(let option):
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
                    cell.accessoryType = option.isSelected ? .checkmark : .none
                    return cell
                case .fruit(let fruit):
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
                    cell.textLabel?.text = fruit.name
                    return cell
                }
            },
            didSelect: { [weak self] row in
                if case .fruit(let fruit) = row { self?.opened.append(fruit.id) }
            },
            rowHeight: { row in row == .notifications ? 60 : nil })
        // A split view's list keeps the tapped row selected while its detail shows.
        source.deselectsSelectedRow = false
        self.source = source
    }

    @objc func toggled(_ sender: UIControl) {
        guard source?.row(containing: sender) == .notifications else { return }
        source?.update { $0.hidesFruits.toggle() }
    }
}

/// A plain table of fruit served by the runtime's picker data source, which is not the table's
/// delegate: the app selects through `updatePicker(_:)`, which reloads the rows.
@MainActor
final class FruitPickerViewController: UIViewController, UITableViewDelegate {
    private var source: ListPickerTableViewDataSource<UniqueIdentifierListPicker<Fruit>>?

    func attach(to tableView: UITableView, fruits: [Fruit]) {
        var picker = UniqueIdentifierListPicker<Fruit>(configuration: .init(title: { $0.name }))
        picker.replaceItems(fruits)
        source = ListPickerTableViewDataSource(tableView: tableView, picker: picker) { tableView, fruit in
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "Fruit")
                ?? UITableViewCell(style: .default, reuseIdentifier: "Fruit")
            cell.textLabel?.text = fruit.name
            return cell
        }
        tableView.delegate = self
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let id = source?.picker.uniqueIdentifier(ifPresentAt: indexPath.row) else { return }
        source?.updatePicker { _ = $0.toggle(uniqueIdentifier: id) }
    }
}

/// A searchable, refreshable, paged fruit list with swipe to delete, over an async loader.
@MainActor
final class FruitListViewController: UIViewController {
    private var source: ListScreenTableViewDataSource<Int, Fruit, ContinuousClock>?

    func attach(to tableView: UITableView, search: UISearchController) {
        let screen = ListScreen(
            state: ListScreenState<Int, Fruit>(sections: [0], pageSize: 50), clock: ContinuousClock()
        ) { request in
            try await Task.sleep(for: .milliseconds(100))
            return request.range.map { Fruit(id: "\($0)", name: "Fruit \($0)") }
        }
        let source = ListScreenTableViewDataSource(
            tableView: tableView, screen: screen, emptyText: "No fruit",
            cellProvider: { tableView, indexPath, fruit in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Plain", for: indexPath)
                cell.textLabel?.text = fruit.name
                return cell
            },
            deleteHandler: { fruit in try await Task.sleep(for: .milliseconds(10 * fruit.name.count)) })
        source.onDeleteFailure = { fruit, error in print("could not delete \(fruit.name): \(error)") }
        search.searchResultsUpdater = source
        self.source = source
        screen.start()
    }
}
