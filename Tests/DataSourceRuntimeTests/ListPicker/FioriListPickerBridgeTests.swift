import DataSourceRuntime
import Foundation
import Testing

@Suite struct FioriListPickerBridgeTests {
    struct Numbered: Identifiable, Sendable {
        var id: Int
        var name: String
    }

    /// Identifiers that are not their own string form, bridged with explicit closures.
    struct Code: Hashable, Sendable { var value: Int }
    struct Coded: Identifiable, Sendable {
        var id: Code
        var name: String
    }

    func numbers(selectAll: Bool = true) -> UniqueIdentifierListPicker<Numbered> {
        var picker = UniqueIdentifierListPicker<Numbered>(
            configuration: .init(title: { $0.name }, search: .fields({ $0.name }), allowsMultipleSelection: true),
            showsSelectAll: selectAll)
        picker.replaceItems([
            Numbered(id: 10, name: "ten"), Numbered(id: 20, name: "twenty"), Numbered(id: 30, name: "thirty"),
        ])
        return picker
    }

    @Test func flatIdentifiersRoundTripThroughStrings() {
        let bridge = FioriListPickerBridge<Int>.lossless
        let picker = numbers()
        for index in 0..<picker.numberOfRows() {
            let string = bridge.uniqueIdentifier(forItemAt: index, in: picker)
            #expect(bridge.index(forUniqueIdentifier: string, in: picker) == index)
            #expect(bridge.item(withUniqueIdentifier: string, in: picker)?.id == picker.uniqueIdentifier(at: index))
        }
        #expect(bridge.uniqueIdentifier(forItemAt: 1, in: picker) == "20")
        #expect(bridge.allUniqueIdentifiers(in: picker) == ["10", "20", "30"])
        #expect(bridge.allUniqueIdentifiers(in: numbers(selectAll: false)) == nil)
    }

    @Test func flatSentinels() {
        let bridge = FioriListPickerBridge<Int>.lossless
        var picker = numbers()
        #expect(bridge.index(forUniqueIdentifier: "40", in: picker) == -1)
        #expect(
            bridge.index(forUniqueIdentifier: "not a number", in: picker) == FioriListPickerBridge<Int>.notFoundIndex)
        #expect(bridge.item(withUniqueIdentifier: "x", in: picker) == nil)
        for bad in [-1, 3, Int.max, Int.min] {
            #expect(reportedOnce { bridge.uniqueIdentifier(forItemAt: bad, in: picker) } == "")
        }
        picker.setSearchQuery("tw")
        #expect(bridge.index(forUniqueIdentifier: "20", in: picker) == 0)
        #expect(bridge.index(forUniqueIdentifier: "10", in: picker) == -1, "hidden by the search")
        #expect(
            bridge.item(withUniqueIdentifier: "10", in: picker)?.name == "ten", "selected items show even when hidden")
        #expect(reportedOnce { bridge.uniqueIdentifier(forItemAt: 1, in: picker) } == "")
    }

    @Test func explicitConversions() {
        let bridge = FioriListPickerBridge<Code>(
            encode: { "C-\($0.value)" },
            decode: { text in
                text.hasPrefix("C-") ? Int(text.dropFirst(2)).map(Code.init(value:)) : nil
            })
        var picker = UniqueIdentifierListPicker<Coded>(configuration: .init(title: { $0.name }))
        picker.replaceItems([Coded(id: Code(value: 7), name: "seven"), Coded(id: Code(value: 8), name: "eight")])
        #expect(bridge.uniqueIdentifier(forItemAt: 1, in: picker) == "C-8")
        #expect(bridge.index(forUniqueIdentifier: "C-8", in: picker) == 1)
        #expect(bridge.index(forUniqueIdentifier: "8", in: picker) == -1)
        #expect(bridge.allUniqueIdentifiers(in: picker) == nil)
    }

    @Test func sectionedIdentifiersAndNil() throws {
        let bridge = FioriListPickerBridge<String>.lossless
        var picker = SectionedListPicker<Aisle, Fruit>.aisles(selectAll: true)
        picker.setSearchQuery("e")
        for section in 0..<picker.numberOfSections() {
            for row in 0..<picker.numberOfRows(inSection: section) {
                let path = ListIndexPath(row: row, section: section)
                let string = bridge.uniqueIdentifier(forItemAt: path, in: picker)
                #expect(bridge.indexPath(forUniqueIdentifier: string, in: picker) == path)
                #expect(bridge.item(withUniqueIdentifier: string, in: picker)?.id == string)
            }
        }
        #expect(bridge.indexPath(forUniqueIdentifier: "f4", in: picker) == nil, "Açaí has no e")
        #expect(bridge.item(withUniqueIdentifier: "f4", in: picker)?.name == "Açaí")
        #expect(bridge.indexPath(forUniqueIdentifier: "zz", in: picker) == nil)
        for bad in [
            ListIndexPath(row: 0, section: 3), ListIndexPath(row: 2, section: 0), ListIndexPath(row: -1, section: 0),
            ListIndexPath(row: 0, section: -1),
        ] {
            #expect(reportedOnce { bridge.uniqueIdentifier(forItemAt: bad, in: picker) } == "")
        }
        #expect(bridge.allUniqueIdentifiers(in: picker) == ["f1", "f6", "f2", "f5", "f3", "f7", "f4"])
        #expect(bridge.allUniqueIdentifiers(in: SectionedListPicker<Aisle, Fruit>.aisles()) == nil)
    }
}

@Suite struct FioriBridgeMisuseTests {
    @Test func aRowOutsideTheCurrentListIsReportedAsAStaleTable() {
        let recorder = MisuseRecorder()
        var picker = UniqueIdentifierListPicker<Fruit>(configuration: .init(title: { $0.name }))
        picker.replaceItems([Fruit(id: "f1", name: "Fig", aisle: .exotic)])
        #expect(
            recorder.capture { FioriListPickerBridge<String>.lossless.uniqueIdentifier(forItemAt: 1, in: picker) } == ""
        )
        #expect(
            recorder.messages == [
                "FioriListPickerBridge: uniqueIdentifierForItemAt asked for row 1, but the current list has 1 rows, so it answers \"\"; the table shows rows the picker no longer has: after changing the picker, apply the update its reload(_:) or search(_:) returns, or reload the table"
            ])
    }

    @Test func anIndexPathOutsideTheCurrentListIsReportedAsAStaleTable() {
        let recorder = MisuseRecorder()
        let picker = SectionedListPicker<Aisle, Fruit>.aisles()
        let bridge = FioriListPickerBridge<String>.lossless
        recorder.capture {
            _ = bridge.uniqueIdentifier(forItemAt: ListIndexPath(row: 0, section: 9), in: picker)
            _ = bridge.uniqueIdentifier(forItemAt: ListIndexPath(row: 9, section: 0), in: picker)
        }
        let rows = picker.numberOfRows(inSection: 0)
        #expect(
            recorder.messages == [
                "FioriListPickerBridge: uniqueIdentifierForItemAtIndexPath asked for index path [9, 0], but the current list has \(picker.numberOfSections()) sections, so it answers \"\"; the table shows rows the picker no longer has: after changing the picker, apply the update its reload(_:) or search(_:) returns, or reload the table",
                "FioriListPickerBridge: uniqueIdentifierForItemAtIndexPath asked for index path [0, 9], but the current list has \(rows) rows in section 0, so it answers \"\"; the table shows rows the picker no longer has: after changing the picker, apply the update its reload(_:) or search(_:) returns, or reload the table",
            ])
    }
}

@Suite struct FioriSearchResultsBridgeTests {
    @Test func indexModeAnswersWithSentinel() {
        var picker = IndexListPicker<String>(configuration: .init(title: { $0 }, search: .fields({ $0 })))
        picker.replaceItems(formKitOptions)
        #expect(FioriIndexSearchBridge.filteredDataSourceContainsItem(atUnfilteredIndex: 0, in: picker))
        #expect(FioriIndexSearchBridge.unfilteredDataSourceIndexOfItem(atFilteredIndex: 18, in: picker) == 18)
        picker.setSearchQuery("six")
        #expect(FioriIndexSearchBridge.filteredDataSourceContainsItem(atUnfilteredIndex: 5, in: picker))
        #expect(!FioriIndexSearchBridge.filteredDataSourceContainsItem(atUnfilteredIndex: 0, in: picker))
        #expect(!FioriIndexSearchBridge.filteredDataSourceContainsItem(atUnfilteredIndex: -1, in: picker))
        #expect(FioriIndexSearchBridge.unfilteredDataSourceIndexOfItem(atFilteredIndex: 1, in: picker) == 15)
        #expect(FioriIndexSearchBridge.unfilteredDataSourceIndexOfItem(atFilteredIndex: 2, in: picker) == -1)
    }

    @Test func identifierModesAnswerContainment() {
        let bridge = FioriListPickerBridge<String>.lossless
        var flat = UniqueIdentifierListPicker<Fruit>.fruits()
        var sectioned = SectionedListPicker<Aisle, Fruit>.aisles()
        flat.setSearchQuery("lem")
        sectioned.setSearchQuery("lem")
        for (id, shown) in [("f1", true), ("f2", false), ("zz", false)] {
            #expect(bridge.currentListContains(uniqueIdentifier: id, in: flat) == shown)
            #expect(bridge.currentListContains(uniqueIdentifier: id, in: sectioned) == shown)
        }
    }
}

/// The conversions generated Fiori data sources choose by identifier type.
@Suite struct FioriListPickerBridgeConversionTests {
    enum Shelf: String, Sendable { case top, bottom }

    @Test func uuidIdentifiersRoundTripInEitherCase() throws {
        let bridge = FioriListPickerBridge<UUID>.uuid
        let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(bridge.encode(id) == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(bridge.decode(bridge.encode(id)) == id)
        #expect(bridge.decode("e621e1f8-c36c-495a-93fc-0c247a3e6e5f") == id)
        #expect(bridge.decode("not a uuid") == nil)
    }

    @Test func rawValueIdentifiersRoundTrip() {
        let bridge = FioriListPickerBridge<Shelf>.rawValue
        #expect(bridge.encode(.bottom) == "bottom")
        #expect(bridge.decode("top") == .top)
        #expect(bridge.decode("middle") == nil)
    }
}
