import DataSourceRuntime
import Testing

/// The generated sectioned picker (`ProductPicker`), driven through the headless host.
@Suite struct SectionedProductPickerTests {
    func host(_ picker: ProductPicker.DataSource) -> HeadlessListHost<String> {
        var host = HeadlessListHost<String>()
        host.reloadData(from: picker.hostDataSource(isFiltered: picker.isFiltered, cell: \.listPickerTitle))
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

    @Test func rowTextComesFromTheDeclaredFields() {
        let hose = CatalogFixtures.products[1]
        #expect(hose.listPickerTitle == "Garden Hose")
        #expect(hose.listPickerSubtitle == "G-200")
    }
}
