import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Unique-identifier mode, sectioned, driven through the headless host.
@Suite struct SectionedPickerOnHostTests {
    @Test func unfilteredSectionsAndHeadersOnTheHost() {
        let picker = PickerOnHost.sectionedPicker()
        let host = HeadlessListHost.showing(picker)
        #expect(host.shownIDs == [["w2", "w4", "w8"], ["w1", "w3", "w5"], ["w6", "w7"]])
        #expect(host.headerTitles == ["FRUIT", "DESSERTS", "SPICES"], "the empty Drinks shelf is not shown")
        #expect(picker.indexPath(forUniqueIdentifier: "w8") == at(0, 2))
        #expect(PickerOnHost.bridge.uniqueIdentifier(forItemAt: at(2, 1), in: picker) == "w7")
        let problems = HostRoundTrips.sectioned(picker, on: host)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func filteredSectionsAreRenumbered() {
        var picker = PickerOnHost.sectionedPicker()
        picker.setSearchQuery("cr")
        let host = HeadlessListHost.showing(picker)
        #expect(host.shownIDs == [["w1", "w5"]])
        #expect(host.headerTitles == ["DESSERTS"])
        #expect(picker.indexPath(forUniqueIdentifier: "w5") == at(0, 1))
        #expect(PickerOnHost.bridge.indexPath(forUniqueIdentifier: "w5", in: picker) == at(0, 1))
        #expect(PickerOnHost.bridge.indexPath(forUniqueIdentifier: "w2", in: picker) == nil, "hidden by the search")
        #expect(reportedOnce { PickerOnHost.bridge.uniqueIdentifier(forItemAt: at(1, 0), in: picker) } == "")
        #expect(picker.unfilteredIndexPath(forCurrentIndexPath: at(0, 1)) == at(1, 2))
        let problems = HostRoundTrips.sectioned(picker, on: host)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func filteredRowsKeepTheirSections() {
        var picker = PickerOnHost.sectionedPicker()
        picker.setSearchQuery("E")
        let host = HeadlessListHost.showing(picker)
        #expect(host.shownIDs == [["w2"], ["w1", "w3", "w5"], ["w6", "w7"]])
        #expect(host.headerTitles == ["FRUIT", "DESSERTS", "SPICES"])
        let problems = HostRoundTrips.sectioned(picker, on: host)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func noMatchShowsZeroSections() {
        var picker = PickerOnHost.sectionedPicker()
        picker.setSearchQuery("quince")
        let host = HeadlessListHost.showing(picker)
        #expect(picker.isFiltered)
        #expect(host.numberOfSections == 0)
        #expect(host.headerTitles.isEmpty)
        #expect(reportedOnce { PickerOnHost.bridge.uniqueIdentifier(forItemAt: at(0, 0), in: picker) } == "")
        let problems = HostRoundTrips.sectioned(picker, on: host)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func groupedSectionsFollowFirstAppearanceOnTheHost() {
        let picker = PickerOnHost.sectionedPicker(shelves: nil)
        let host = HeadlessListHost.showing(picker)
        #expect(host.shownIDs == [["w1", "w3", "w5"], ["w2", "w4", "w8"], ["w6", "w7"]])
        #expect(host.headerTitles == ["DESSERTS", "FRUIT", "SPICES"])
        let problems = HostRoundTrips.sectioned(picker, on: host)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func itemsWithoutASectionAreAbsent() {
        var picker = PickerOnHost.sectionedPicker([], shelves: ["Spices", "Fruit"])
        let report = picker.replaceItems(pantry)
        #expect(report.positionsWithoutSection == [0, 2, 4])
        picker.setSearchQuery("c")  // would match Crème, ÉCLAIR, Crêpe, apricot
        let host = HeadlessListHost.showing(picker)
        #expect(host.shownIDs == [["w8"]])
        #expect(host.headerTitles == ["FRUIT"])
        for id in ["w1", "w3", "w5"] {
            #expect(PickerOnHost.bridge.indexPath(forUniqueIdentifier: id, in: picker) == nil)
            #expect(picker.item(withUniqueIdentifier: id) == nil)
        }
        let problems = HostRoundTrips.sectioned(picker, on: host, absent: absentWareIDs + ["w1", "w3", "w5"])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func untitledSectionsShowNoHeaders() {
        var picker = SectionedListPicker<String, Ware>(
            configuration: .init(title: { $0.name }), groupedBy: { $0.shelf }, sectionTitle: { _ in nil })
        picker.replaceItems(pantry)
        let host = HeadlessListHost.showing(picker)
        #expect(host.headerTitles == [nil, nil, nil])
        #expect(host.shownIDs == [["w1", "w3", "w5"], ["w2", "w4", "w8"], ["w6", "w7"]])
    }

    @Test func reloadUnderASearchMovesRowsBetweenSections() {
        var picker = PickerOnHost.sectionedPicker()
        picker.setSearchQuery("a")
        var host = HeadlessListHost.showing(picker)
        // Apple, Banana, apricot | ÉCLAIR | Jalapeño
        #expect(host.shownIDs == [["w2", "w4", "w8"], ["w3"], ["w6"]])
        var moved = pantry
        moved[1].shelf = "Spices"  // Apple
        moved[5].shelf = "Drinks"  // Jalapeño
        picker.replaceItems(moved)
        host.reload(showing: picker)
        #expect(host.shownIDs == [["w4", "w8"], ["w3"], ["w2"], ["w6"]])
        #expect(host.headerTitles == ["FRUIT", "DESSERTS", "SPICES", "DRINKS"])
        #expect(picker.indexPath(forUniqueIdentifier: "w2") == at(2, 0))
        let problems = HostRoundTrips.sectioned(picker, on: host)
        #expect(problems.isEmpty, "\(problems)")
    }
}
