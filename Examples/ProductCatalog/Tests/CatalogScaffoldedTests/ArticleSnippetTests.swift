import CatalogScaffolded
import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The code the DocC articles show outside whole example files: each region between
/// `// snippet: <article>` and `// end snippet` is quoted by that article as it is here (the
/// documentation tests check it), so the examples step compiles and runs every line of it, and
/// the checks after a region hold what its comments claim.
@Suite struct ArticleSnippetTests {
    @Test func gettingStartedSearchesSelectsAndShowsThePicker() {
        let products = Catalog.products
        // snippet: GettingStarted.md
        var picker = ProductPicker.makeDataSource(items: products)
        let update = picker.search("sourdough")  // the rows the search hides and reveals
        picker.select(uniqueIdentifier: "BK-01")  // kept by ID across searches and reloads
        let selected = picker.selectionDescription()  // "Sourdough Loaf"
        // end snippet
        #expect(!update.isEmpty && picker.isFiltered)
        #expect(selected == "Sourdough Loaf")

        // snippet: GettingStarted.md
        var host = HeadlessListHost<String>(rules: .tableView)
        host.reloadData(from: picker.presented(cell: \.listPickerTitle))
        let shown = host.sections  // [["Sourdough Loaf"]]
        // end snippet
        #expect(shown == [["Sourdough Loaf"]])
    }

    @Test func listPickersLooksUpByIdentifierWhileSearching() {
        // snippet: ListPickers.md
        var picker = ProductPicker.makeDataSource(items: Catalog.products)
        let oliveOil = picker.indexPath(forUniqueIdentifier: "PA-01")  // ListIndexPath(row: 0, section: 3)
        picker.setSearchQuery("apple")  // case- and diacritic-insensitive, trimmed
        let whileSearching = picker.indexPath(forUniqueIdentifier: "PA-01")  // nil: filtered out
        let name = picker.item(withUniqueIdentifier: "PA-01")?.name  // "Olive Oil": lookups see every item
        // end snippet
        #expect(oliveOil == ListIndexPath(row: 0, section: 3))
        #expect(whileSearching == nil)
        #expect(name == "Olive Oil")
    }
}
