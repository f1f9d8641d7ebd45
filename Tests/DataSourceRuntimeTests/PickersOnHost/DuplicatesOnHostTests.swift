import DataSourceRuntimeTesting
import Testing

@testable import DataSourceRuntime

/// Repeated identifiers under each policy, as the host sees them: under `.keepFirst` a dropped
/// repeat is never shown (not even when only it matches the search) and no position resolves
/// to it; under `.reject` the load is refused and the host shows what it showed before.
@Suite struct DuplicatesOnHostTests {
    /// d1 and d2 repeat at positions 2 and 4, with names of their own.
    let repeating = [
        Ware("d1", "Alpha"), Ware("d2", "Beta"), Ware("d1", "Alphonse"), Ware("d3", "Gamma"), Ware("d2", "Delta"),
    ]

    /// In display order (Fruit, Desserts, Spices, Drinks) s3 appears first in Fruit (position 4)
    /// and s1 first in Desserts (position 0); Drinks holds only a repeat of s2.
    let shelvedRepeats = [
        Ware("s1", "Sorbet", "Desserts"), Ware("s1", "Saffron", "Spices"), Ware("s2", "Lime", "Fruit"),
        Ware("s3", "Tart", "Desserts"), Ware("s3", "Tamarind", "Fruit"), Ware("s4", "Pepper", "Spices"),
        Ware("s2", "Lemonade", "Drinks"),
    ]

    @Test func flatKeepFirstNeverShowsADroppedRepeat() {
        var picker = PickerOnHost.flatPicker([])
        let report = picker.replaceItems(repeating)
        #expect(report.isApplied)
        #expect(report.droppedDuplicatePositions == [2, 4])
        #expect(report.droppedDuplicatePositions == WareReference.firstOccurrences(repeating).dropped)
        var host = HeadlessListHost.showing(picker)
        #expect(host.sections == [[repeating[0], repeating[1], repeating[3]]])
        for (query, shown) in [("alphonse", [String]()), ("DELTA", []), ("a", ["d1", "d2", "d3"]), ("alp", ["d1"])] {
            picker.setSearchQuery(query)
            host.reload(showing: picker)
            #expect(host.shownIDs == [shown], "\(query)")
            #expect(picker.item(withUniqueIdentifier: "d1")?.name == "Alpha")
            let problems = HostRoundTrips.flat(picker, on: host)
            #expect(problems.isEmpty, "\(query): \(problems)")
        }
    }

    @Test func flatRejectRefusesTheLoadAndLeavesTheHostAsItWas() {
        var picker = PickerOnHost.flatPicker(duplicates: .reject)
        #expect(picker.select(uniqueIdentifier: "w3") == .selected)
        picker.setSearchQuery("cr")
        var host = HeadlessListHost.showing(picker)
        let before = host.sections
        let report = picker.replaceItems(repeating)
        #expect(!report.isApplied)
        #expect(
            report.rejection
                == DuplicateIdentifierPolicy.Rejection(identifier: "d1", firstPosition: 0, duplicatePosition: 2))
        #expect(report.removedSelection.isEmpty && report.droppedDuplicatePositions.isEmpty)
        host.reload(showing: picker)
        #expect(host.sections == before)
        #expect(host.shownIDs == [["w1", "w5"]])
        #expect(picker.searchText == "cr")
        #expect(picker.selectedUniqueIdentifiers == ["w3"])
        #expect(PickerOnHost.bridge.index(forUniqueIdentifier: "d1", in: picker) == -1)
        let problems = HostRoundTrips.flat(picker, on: host, absent: absentWareIDs + ["d1", "d2", "d3"])
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func sectionedKeepFirstKeepsTheOccurrenceShownFirst() {
        var picker = PickerOnHost.sectionedPicker([])
        let report = picker.replaceItems(shelvedRepeats)
        #expect(report.droppedDuplicatePositions == [1, 3, 6])
        #expect(
            report.droppedDuplicatePositions
                == WareReference.sectioned(shelvedRepeats, shelves: pantryShelves, query: "").dropped)
        var host = HeadlessListHost.showing(picker)
        #expect(host.shownIDs == [["s2", "s3"], ["s1"], ["s4"]])
        #expect(host.headerTitles == ["FRUIT", "DESSERTS", "SPICES"], "Drinks held only a repeat")
        #expect(host.sections[0][1].name == "Tamarind")
        for (query, shown) in [
            ("tart", [[String]]()), ("saffron", []), ("lemonade", []), ("TA", [["s3"]]),
            ("e", [["s2"], ["s1"], ["s4"]]),
        ] {
            picker.setSearchQuery(query)
            host.reload(showing: picker)
            #expect(host.shownIDs == shown, "\(query)")
            let problems = HostRoundTrips.sectioned(picker, on: host)
            #expect(problems.isEmpty, "\(query): \(problems)")
        }
    }

    @Test func sectionedRejectReportsInputPositionsAndLeavesTheHost() {
        var picker = PickerOnHost.sectionedPicker(duplicates: .reject)
        picker.setSearchQuery("e")
        var host = HeadlessListHost.showing(picker)
        let before = (host.sections, host.headerTitles)
        let report = picker.replaceItems(shelvedRepeats)
        #expect(!report.isApplied)
        // Display order meets s3 in Fruit (input 4) before its repeat in Desserts (input 3).
        #expect(
            report.rejection
                == DuplicateIdentifierPolicy.Rejection(identifier: "s3", firstPosition: 4, duplicatePosition: 3))
        let expected = WareReference.sectioned(shelvedRepeats, shelves: pantryShelves, query: "").firstRepeat
        #expect(report.rejection?.firstPosition == expected?.first)
        #expect(report.rejection?.duplicatePosition == expected?.repeat)
        host.reload(showing: picker)
        #expect(host.sections == before.0)
        #expect(host.headerTitles == before.1)
        let problems = HostRoundTrips.sectioned(picker, on: host, absent: ["s1", "s2", "s3", "s4"])
        #expect(problems.isEmpty, "\(problems)")
    }
}
