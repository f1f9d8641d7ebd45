import DataSourceRuntime

/// A section header of a benchmarked sectioned list: an identity and a title.
struct SectionHeader: Identifiable, Hashable, Sendable {
    var id: Int
    var title: String
}

/// A sectioned old and new list, with the same rows concatenated as flat lists, so that the
/// sectioned diff can be held against the flat diff of exactly the same rows.
struct SectionedListPair: Sendable {
    typealias Section = ListDiffer.Section<SectionHeader, Row>

    var old: [Section]
    var new: [Section]
    /// The rows of ``old`` and of ``new``, section after section.
    var flat: ListPair

    /// ``ListPair/differenceKitWorkload(count:seed:)`` in `sectionCount` sections of equal size in
    /// the old list. In the new list every row stays in its old section, in new-list order, except
    /// every hundredth, which moves to the next section (the last section's to the first); an
    /// inserted row goes to the section its new position falls in. So the deleted rows empty ten
    /// sections, the inserted ones grow ten others, the shuffled ones stay within the first two
    /// sections, and 1% of the rows change section. The headers do not change.
    static func differenceKitWorkload(count: Int, sectionCount: Int, seed: UInt64 = 1) -> SectionedListPair {
        let base = ListPair.differenceKitWorkload(count: count, seed: seed)
        let size = count / sectionCount
        var oldSection = [String: Int](minimumCapacity: count)
        for (position, row) in base.old.enumerated() { oldSection[row.id] = min(position / size, sectionCount - 1) }

        var oldRows = [[Row]](repeating: [], count: sectionCount)
        for (position, row) in base.old.enumerated() { oldRows[min(position / size, sectionCount - 1)].append(row) }
        var newRows = [[Row]](repeating: [], count: sectionCount)
        for (position, row) in base.new.enumerated() {
            var section = oldSection[row.id] ?? min(position / size, sectionCount - 1)
            if position % 100 == 50 { section = (section + 1) % sectionCount }
            newRows[section].append(row)
        }

        let headers = (0..<sectionCount).map { SectionHeader(id: $0, title: "Section \($0)") }
        return SectionedListPair(
            old: zip(headers, oldRows).map { Section(model: $0, items: $1) },
            new: zip(headers, newRows).map { Section(model: $0, items: $1) },
            flat: ListPair(old: oldRows.flatMap { $0 }, new: newRows.flatMap { $0 }))
    }
}
