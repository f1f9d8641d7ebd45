import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The generated sectioned picker (`ProductPicker`), driven through the headless host.
@Suite struct SectionedProductPickerTests {
    func host(_ picker: ProductPicker.DataSource) -> HeadlessListHost<String> {
        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: picker.presented(cell: \.listPickerTitle))
        return host
    }

    @Test func sectionsFollowTheEnumOrderWithTheirHeaders() {
        let picker = ProductPicker.makeDataSource(items: CatalogFixtures.products)
        let shown = host(picker)
        #expect(shown.sections == [["Hammer", "Screwdriver"], ["Garden Hose", "Rake"], ["Café Press"], ["Old Lamp"]])
        #expect(shown.headerTitles == ["Tools & Hardware", "Garden", "Kitchen", nil])
        #expect(picker.allUniqueIdentifiers() == ["T-100", "T-101", "G-200", "G-201", "K-300", "C-900"])
    }

    @Test func searchIsCaseAndDiacriticInsensitiveOverNameAndSKU() {
        var picker = ProductPicker.makeDataSource(items: CatalogFixtures.products)
        picker.setSearchQuery("CAFE")
        #expect(picker.isFiltered)
        #expect(host(picker).sections == [["Café Press"]])
        #expect(host(picker).headerTitles == ["Kitchen"])
        picker.setSearchQuery("t-10")
        #expect(host(picker).sections == [["Hammer", "Screwdriver"]])
        picker.setSearchQuery("")
        #expect(!picker.isFiltered)
        #expect(host(picker).sections.count == 4)
    }

    @Test func everyPositionRoundTripsFilteredAndUnfiltered() {
        var picker = ProductPicker.makeDataSource(items: CatalogFixtures.products)
        for query in ["", "a", "e", "zzz"] {
            picker.setSearchQuery(query)
            for section in 0..<picker.numberOfSections() {
                for row in 0..<picker.numberOfRows(inSection: section) {
                    let path = ListIndexPath(row: row, section: section)
                    let id = picker.uniqueIdentifier(at: path)
                    #expect(picker.indexPath(forUniqueIdentifier: id) == path, "query \(query) at \(path)")
                    #expect(picker.item(at: path, isFiltered: picker.isFiltered).id == id)
                }
            }
        }
    }

    @Test func filteredOutItemsAreStillFoundByIdentifier() {
        var picker = ProductPicker.makeDataSource(items: CatalogFixtures.products)
        picker.setSearchQuery("rake")
        #expect(picker.indexPath(forUniqueIdentifier: "T-100") == nil)
        #expect(picker.item(withUniqueIdentifier: "T-100")?.name == "Hammer")
        #expect(picker.indexPath(forUniqueIdentifier: "nope") == nil)
    }

    @Test func selectionSurvivesSearchAndReloads() {
        var picker = ProductPicker.makeDataSource(items: CatalogFixtures.products)
        picker.setSearchQuery("press")
        #expect(picker.select(at: ListIndexPath(row: 0, section: 0)) == .selected)
        picker.setSearchQuery("")
        #expect(picker.selectedUniqueIdentifiers == ["K-300"])
        #expect(picker.select(uniqueIdentifier: "T-100") == .selected)
        #expect(picker.selectionDescription() == "Hammer, Café Press")
        let report = picker.replaceItems(CatalogFixtures.products.filter { $0.sku != "K-300" })
        #expect(report.removedSelection == ["K-300"])
        #expect(picker.selectedUniqueIdentifiers == ["T-100"])
    }

    @Test func selectAllSelectsEveryIdentifier() {
        var picker = ProductPicker.makeDataSource(items: CatalogFixtures.products)
        #expect(picker.selectAll() == .selected)
        #expect(picker.selectedUniqueIdentifiers == picker.allUniqueIdentifiers())
        #expect(picker.selectionDescription() == "Hammer, Screwdriver, Garden Hose, Rake, Café Press, Old Lamp")
    }

    @Test func reloadAndSearchReturnTheUpdatesForTheTable() throws {
        // The generated section enum is only Hashable: the picker diffs its sections by value.
        var picker = ProductPicker.makeDataSource(items: CatalogFixtures.products)
        var shown = host(picker)
        var products = CatalogFixtures.products.filter { $0.sku != "K-300" }
        // Entities are values with `let` fields: a renamed product is a new one with the same SKU.
        let hammer = products[0]
        products[0] = Product(
            sku: hammer.sku, name: "Claw Hammer", category: hammer.category, brand: hammer.brand, price: hammer.price,
            note: hammer.note)
        let reload = picker.reload(products)
        #expect(
            reload.update
                == .batches([
                    ListUpdate.Batch(deletedSections: [2], reloadedRows: [ListIndexPath(row: 0, section: 0)])
                ]))
        try apply(reload.update, to: &shown, showing: picker)
        #expect(shown.sections == [["Claw Hammer", "Screwdriver"], ["Garden Hose", "Rake"], ["Old Lamp"]])
        #expect(shown.headerTitles == ["Tools & Hardware", "Garden", nil])

        let search = picker.search("rake")
        #expect(
            search
                == .batches([
                    ListUpdate.Batch(deletedSections: [0, 2], deletedRows: [ListIndexPath(row: 0, section: 1)])
                ]))
        try apply(search, to: &shown, showing: picker)
        #expect(shown.sections == [["Rake"]])
        #expect(shown.headerTitles == ["Garden"])
    }

    /// Applies `update` to `shown` with `picker` (already changed) as the data source.
    private func apply(
        _ update: ListUpdate, to shown: inout HeadlessListHost<String>, showing picker: ProductPicker.DataSource
    ) throws {
        let dataSource = picker.presented(cell: \.listPickerTitle)
        switch update {
        case .reloadData: shown.reloadData(from: dataSource)
        case .batches(let batches):
            for batch in batches { try shown.performBatchUpdates(batch, dataSource: dataSource) }
        }
    }

    @Test func rowTextComesFromTheDeclaredFields() {
        let hose = CatalogFixtures.products[1]
        #expect(hose.listPickerTitle == "Garden Hose")
        #expect(hose.listPickerSubtitle == "G-200")
    }
}
