import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Unique-identifier mode, not sectioned, driven through the headless host.
@Suite struct FlatPickerOnHostTests {
    @Test func unfilteredLookupsRoundTripThroughTheHost() {
        let picker = PickerOnHost.flatPicker()
        let host = HeadlessListHost.showing(picker)
        #expect(host.sections == [pantry])
        for (position, ware) in pantry.enumerated() {
            #expect(picker.index(forUniqueIdentifier: ware.id) == position)
            #expect(PickerOnHost.bridge.uniqueIdentifier(forItemAt: position, in: picker) == ware.id)
        }
        let problems = HostRoundTrips.flat(picker, on: host)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func filteredLookupsUseHostPositions() {
        var picker = PickerOnHost.flatPicker()
        picker.setSearchQuery("p")  // Apple, Crêpe, Jalapeño, apricot
        let host = HeadlessListHost.showing(picker)
        #expect(host.shownIDs == [["w2", "w5", "w6", "w8"]])
        #expect(picker.index(forUniqueIdentifier: "w6") == 2)
        #expect(PickerOnHost.bridge.index(forUniqueIdentifier: "w8", in: picker) == 3)
        #expect(PickerOnHost.bridge.index(forUniqueIdentifier: "w1", in: picker) == -1, "hidden by the search")
        #expect(PickerOnHost.bridge.uniqueIdentifier(forItemAt: 3, in: picker) == "w8")
        #expect(reportedOnce { PickerOnHost.bridge.uniqueIdentifier(forItemAt: 4, in: picker) } == "")
        let problems = HostRoundTrips.flat(picker, on: host)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func absentIdentifiersAreAbsentFilteredOrNot() {
        var picker = PickerOnHost.flatPicker()
        for query in ["", "e", "nothing matches this"] {
            picker.setSearchQuery(query)
            let host = HeadlessListHost.showing(picker)
            for id in absentWareIDs + ["not-a-ware"] {
                #expect(PickerOnHost.bridge.index(forUniqueIdentifier: id, in: picker) == -1)
                #expect(!PickerOnHost.bridge.currentListContains(uniqueIdentifier: id, in: picker))
                #expect(PickerOnHost.bridge.item(withUniqueIdentifier: id, in: picker) == nil)
            }
            let problems = HostRoundTrips.flat(picker, on: host, absent: absentWareIDs + ["not-a-ware"])
            #expect(problems.isEmpty, "\(query): \(problems)")
        }
    }

    @Test func emptyPickerShowsOneEmptySection() {
        let picker = PickerOnHost.flatPicker([])
        let host = HeadlessListHost.showing(picker)
        #expect(host.sections == [[]])
        #expect(reportedOnce { PickerOnHost.bridge.uniqueIdentifier(forItemAt: 0, in: picker) } == "")
        let problems = HostRoundTrips.flat(picker, on: host)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func hiddenSelectedItemsStayDisplayable() {
        var picker = PickerOnHost.flatPicker()
        #expect(picker.select(uniqueIdentifier: "w7") == .selected)
        picker.setSearchQuery("banana")
        let host = HeadlessListHost.showing(picker)
        #expect(host.shownIDs == [["w4"]])
        // The selected list shows w7 through cellForItemWithUniqueIdentifier although the
        // filtered table does not.
        #expect(PickerOnHost.bridge.item(withUniqueIdentifier: "w7", in: picker)?.name == "Fleur de sel")
        #expect(PickerOnHost.bridge.index(forUniqueIdentifier: "w7", in: picker) == -1)
        #expect(picker.selectedItems.map(\.id) == ["w7"])
    }

    @Test func reloadKeepsLookupsInStepWithTheHost() {
        var picker = PickerOnHost.flatPicker()
        var host = HeadlessListHost.showing(picker)
        let reordered = [pantry[7], pantry[2], Ware("w9", "Elderflower"), pantry[0]]
        picker.replaceItems(reordered)
        host.reload(showing: picker)
        #expect(host.sections == [reordered])
        #expect(picker.index(forUniqueIdentifier: "w9") == 2)
        #expect(picker.index(forUniqueIdentifier: "w4") == nil, "gone with the reload")
        let problems = HostRoundTrips.flat(picker, on: host, absent: ["w4", "w5", "w0"])
        #expect(problems.isEmpty, "\(problems)")
    }
}
