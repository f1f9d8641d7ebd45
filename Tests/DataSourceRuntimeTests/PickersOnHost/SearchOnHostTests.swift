import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Search in every mode, judged by what the host shows after a reload with `isFiltered` set to
/// whether the search is in effect.
@Suite struct SearchOnHostTests {
    /// What each mode's host shows for `query` over `items`, with every round-trip failure.
    struct Shown {
        var index: [[String]] = []
        var flat: [[String]] = []
        var sectioned: [[String]] = []
        var sectionTitles: [String?] = []
        var isFiltered: [Bool] = []
        var problems: [String] = []
    }

    func search(_ query: String, in items: [Ware] = pantry) -> Shown {
        var shown = Shown()
        var index = PickerOnHost.indexPicker(items)
        var flat = PickerOnHost.flatPicker(items)
        var sectioned = PickerOnHost.sectionedPicker(items)
        index.setSearchQuery(query)
        flat.setSearchQuery(query)
        sectioned.setSearchQuery(query)
        let indexHost = HeadlessListHost.showing(index)
        let flatHost = HeadlessListHost.showing(flat)
        let sectionedHost = HeadlessListHost.showing(sectioned)
        shown.index = indexHost.shownIDs
        shown.flat = flatHost.shownIDs
        shown.sectioned = sectionedHost.shownIDs
        shown.sectionTitles = sectionedHost.headerTitles
        shown.isFiltered = [index.isFiltered, flat.isFiltered, sectioned.isFiltered]
        shown.problems =
            HostRoundTrips.index(index, on: indexHost) + HostRoundTrips.flat(flat, on: flatHost)
            + HostRoundTrips.sectioned(sectioned, on: sectionedHost)
        return shown
    }

    @Test(arguments: ["eclair", "Éclair", "ECL", "éCl"])
    func caseIsIgnored(query: String) {
        let shown = search(query)
        #expect(shown.index == [["w3"]])
        #expect(shown.flat == [["w3"]])
        #expect(shown.sectioned == [["w3"]])
        #expect(shown.sectionTitles == ["DESSERTS"])
        #expect(shown.problems.isEmpty, "\(shown.problems)")
    }

    @Test func diacriticsAreIgnoredOnBothSides() {
        for query in ["creme brulee", "CRÈME BRÛLÉE", "crème brulée"] {
            #expect(search(query).flat == [["w1"]], "\(query)")
        }
        #expect(search("jalapeno").flat == [["w6"]])
        // A diacritic in the query folds too: "ñ" finds every n.
        let tilde = search("ñ")
        #expect(tilde.index == [["w4", "w6"]])
        #expect(tilde.flat == [["w4", "w6"]])
        #expect(tilde.sectioned == [["w4"], ["w6"]])
        #expect(tilde.problems.isEmpty, "\(tilde.problems)")
    }

    @Test(arguments: ["", " ", "\t\n  "])
    func emptyOrWhitespaceQueryShowsEverythingUnfiltered(query: String) {
        let shown = search(query)
        #expect(shown.isFiltered == [false, false, false])
        #expect(shown.index == [pantry.map(\.id)])
        #expect(shown.flat == [pantry.map(\.id)])
        #expect(shown.sectioned == [["w2", "w4", "w8"], ["w1", "w3", "w5"], ["w6", "w7"]])
        #expect(shown.problems.isEmpty, "\(shown.problems)")
    }

    @Test func surroundingWhitespaceIsTrimmedInnerWhitespaceKept() {
        let padded = search("  crê \n")
        #expect(padded.isFiltered == [true, true, true])
        #expect(padded.flat == [["w1", "w5"]])
        #expect(search("de sel").flat == [["w7"]])
        #expect(search("desel").flat == [[]])
        #expect(padded.problems.isEmpty, "\(padded.problems)")
    }

    @Test(arguments: ["zzz", "crêpes", "applee", "  x  "])
    func noMatchShowsNoRows(query: String) {
        let shown = search(query)
        #expect(shown.isFiltered == [true, true, true])
        #expect(shown.index == [[]], "a flat picker table keeps its one section")
        #expect(shown.flat == [[]])
        #expect(shown.sectioned.isEmpty, "a search that empties every section shows no section")
        #expect(shown.sectionTitles.isEmpty)
        #expect(shown.problems.isEmpty, "\(shown.problems)")
    }

    @Test func queryKeptWhileItemsAreReplacedShowsFilteredNewItems() {
        let berries = [
            Ware("b1", "Blueberry", "Fruit"), Ware("b2", "Cake", "Desserts"),
            Ware("b3", "Berry tart", "Desserts"), Ware("w2", "Apple", "Fruit"),
        ]
        var flat = PickerOnHost.flatPicker()
        var sectioned = PickerOnHost.sectionedPicker()
        flat.setSearchQuery("BERRY")
        sectioned.setSearchQuery("BERRY")
        var flatHost = HeadlessListHost.showing(flat)
        var sectionedHost = HeadlessListHost.showing(sectioned)
        #expect(flatHost.shownIDs == [[]])
        #expect(sectionedHost.shownIDs.isEmpty)
        flat.replaceItems(berries)
        sectioned.replaceItems(berries)
        flatHost.reload(showing: flat)
        sectionedHost.reload(showing: sectioned)
        #expect(flat.isFiltered && sectioned.isFiltered)
        #expect(flatHost.shownIDs == [["b1", "b3"]])
        #expect(sectionedHost.shownIDs == [["b1"], ["b3"]])
        #expect(sectionedHost.headerTitles == ["FRUIT", "DESSERTS"])
        // The query then changes over the new items.
        flat.setSearchQuery("BERRY t")
        sectioned.setSearchQuery("a")
        flatHost.reload(showing: flat)
        sectionedHost.reload(showing: sectioned)
        #expect(flatHost.shownIDs == [["b3"]])
        #expect(sectionedHost.shownIDs == [["w2"], ["b2", "b3"]])
        let problems = HostRoundTrips.flat(flat, on: flatHost) + HostRoundTrips.sectioned(sectioned, on: sectionedHost)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func typingMoreNarrowsAndDeletingWidensAgain() {
        var picker = PickerOnHost.flatPicker()
        var host = HeadlessListHost<Ware>(rules: .tableView)
        var shown: [[String]] = []
        for query in ["a", "ap", "apr", "ap", "a", ""] {
            picker.setSearchQuery(query)
            host.reload(showing: picker)
            shown.append(host.allCells.map(\.id))
            #expect(host.allCells == WareReference.flat(pantry, query: query), "\(query)")
            let problems = HostRoundTrips.flat(picker, on: host)
            #expect(problems.isEmpty, "\(query): \(problems)")
        }
        #expect(shown[2] == ["w8"])
        #expect(shown[1] == shown[3] && shown[0] == shown[4])
    }
}
