/// The conversions between a picker's typed, optional-returning API and the shapes SAP Fiori's
/// `FUIListPickerDataSource` requires: unique identifiers as `String`, `-1` for an identifier
/// not in the current list, `nil` for an index path not in it.
///
/// Platform-neutral so it is tested everywhere; the UIKit adapters only forward to it. Every
/// method is total: positions are range-checked against the current list before the data
/// source is asked (its own `uniqueIdentifier(at:)` has an in-range precondition), and a string
/// that does not decode to an identifier is treated as an identifier that is not there. Fiori
/// only asks for positions its table shows, so a position outside the current list means the
/// table is stale; that is reported through ``RuntimeMisuse`` before `""` is answered.
///
/// `encode` and `decode` must round-trip: `decode(encode(id)) == id` for every identifier.
public struct FioriListPickerBridge<ID: Hashable>: Sendable {
    /// Fiori's "not in the current list" index.
    package static var notFoundIndex: Int { -1 }

    /// The `String` form Fiori gets for an identifier; ``decode`` must undo it.
    public let encode: @Sendable (ID) -> String
    /// The identifier a `String` from Fiori stands for, or `nil` when it stands for none (then
    /// treated as an identifier that is not in the list).
    public let decode: @Sendable (String) -> ID?

    /// A bridge with explicit conversions (for example `UUID`: `uuidString` / `UUID(uuidString:)`).
    public init(encode: @escaping @Sendable (ID) -> String, decode: @escaping @Sendable (String) -> ID?) {
        self.encode = encode
        self.decode = decode
    }

    // MARK: Unique identifier, not sectioned

    /// `uniqueIdentifierForItemAt`: the identifier at current `index`; `""` when out of range
    /// (the Objective-C signature admits no `nil`), a stale table reported through ``RuntimeMisuse``.
    package func uniqueIdentifier<Source: UniqueIdentifierListPickerDataSource>(
        forItemAt index: Int, in source: Source
    ) -> String where Source.UniqueIdentifier == ID {
        let count = source.numberOfRows()
        guard index >= 0, index < count else {
            RuntimeMisuse.report(
                Self.stalePosition("uniqueIdentifierForItemAt asked for row \(index)", shown: "\(count) rows"))
            return ""
        }
        return encode(source.uniqueIdentifier(at: index))
    }

    /// `indexForUniqueIdentifier`: the current index of the identifier, or -1 when it is not in
    /// the current list (unknown, undecodable, or hidden by the search).
    package func index<Source: UniqueIdentifierListPickerDataSource>(
        forUniqueIdentifier string: String, in source: Source
    ) -> Int where Source.UniqueIdentifier == ID {
        decode(string).flatMap(source.index(forUniqueIdentifier:)) ?? Self.notFoundIndex
    }

    /// `FUIListPickerSearchResultsUpdating`'s `filteredDataSourceContainsItemWithUniqueIdentifier`:
    /// true when the identifier is in the current list.
    package func currentListContains<Source: UniqueIdentifierListPickerDataSource>(
        uniqueIdentifier string: String, in source: Source
    ) -> Bool where Source.UniqueIdentifier == ID {
        index(forUniqueIdentifier: string, in: source) != Self.notFoundIndex
    }

    /// `cellForItemWithUniqueIdentifier`: the item to show, filtered out or not; `nil` when unknown.
    package func item<Source: UniqueIdentifierListPickerDataSource>(
        withUniqueIdentifier string: String, in source: Source
    ) -> Source.ListItem? where Source.UniqueIdentifier == ID {
        decode(string).flatMap(source.item(withUniqueIdentifier:))
    }

    /// `allUniqueIdentifiers(in:)`: every identifier as a string, or `nil` to hide Select All.
    package func allUniqueIdentifiers<Source: UniqueIdentifierListPickerDataSource>(
        in source: Source
    ) -> [String]? where Source.UniqueIdentifier == ID {
        source.allUniqueIdentifiers()?.map(encode)
    }

    // MARK: Unique identifier, sectioned

    /// `uniqueIdentifierForItemAtIndexPath`: the identifier at current `indexPath`; `""` when
    /// out of range, a stale table reported through ``RuntimeMisuse``.
    package func uniqueIdentifier<Source: SectionedListPickerDataSource>(
        forItemAt indexPath: ListIndexPath, in source: Source
    ) -> String where Source.UniqueIdentifier == ID {
        let sections = source.numberOfSections()
        guard indexPath.section >= 0, indexPath.section < sections else {
            RuntimeMisuse.report(
                Self.stalePosition(
                    "uniqueIdentifierForItemAtIndexPath asked for index path \(indexPath)",
                    shown: "\(sections) sections"))
            return ""
        }
        let rows = source.numberOfRows(inSection: indexPath.section)
        guard indexPath.row >= 0, indexPath.row < rows else {
            RuntimeMisuse.report(
                Self.stalePosition(
                    "uniqueIdentifierForItemAtIndexPath asked for index path \(indexPath)",
                    shown: "\(rows) rows in section \(indexPath.section)"))
            return ""
        }
        return encode(source.uniqueIdentifier(at: indexPath))
    }

    /// `indexPathForUniqueIdentifier`: the current index path of the identifier, or `nil` when
    /// it is not in the current list.
    package func indexPath<Source: SectionedListPickerDataSource>(
        forUniqueIdentifier string: String, in source: Source
    ) -> ListIndexPath? where Source.UniqueIdentifier == ID {
        decode(string).flatMap(source.indexPath(forUniqueIdentifier:))
    }

    /// `FUIListPickerSearchResultsUpdating`'s `filteredDataSourceContainsItemWithUniqueIdentifier`
    /// for a sectioned source: true when the identifier is in the current list.
    package func currentListContains<Source: SectionedListPickerDataSource>(
        uniqueIdentifier string: String, in source: Source
    ) -> Bool where Source.UniqueIdentifier == ID {
        indexPath(forUniqueIdentifier: string, in: source) != nil
    }

    /// `cellForItemWithUniqueIdentifier`: the item to show, filtered out or not; `nil` when unknown.
    package func item<Source: SectionedListPickerDataSource>(
        withUniqueIdentifier string: String, in source: Source
    ) -> Source.ListItem? where Source.UniqueIdentifier == ID {
        decode(string).flatMap(source.item(withUniqueIdentifier:))
    }

    /// `allUniqueIdentifiers(in:)`: every identifier as a string, or `nil` to hide Select All.
    package func allUniqueIdentifiers<Source: SectionedListPickerDataSource>(
        in source: Source
    ) -> [String]? where Source.UniqueIdentifier == ID {
        source.allUniqueIdentifiers()?.map(encode)
    }
}

extension FioriListPickerBridge {
    /// The report for a position Fiori asked about that the current list does not have.
    static func stalePosition(_ question: String, shown: String) -> String {
        "FioriListPickerBridge: \(question), but the current list has \(shown), so it answers \"\"; the table shows rows the picker no longer has: after changing the picker, apply the update its reload(_:) or search(_:) returns, or reload the table"
    }
}

extension FioriListPickerBridge where ID: LosslessStringConvertible & Sendable {
    /// The bridge for identifiers that are their own string form (`String`, `Int`, …):
    /// `description` out, `init?(_:)` back. (`Sendable` lets the conversions capture `ID`.)
    public static var lossless: FioriListPickerBridge {
        FioriListPickerBridge(encode: { $0.description }, decode: { ID($0) })
    }
}
