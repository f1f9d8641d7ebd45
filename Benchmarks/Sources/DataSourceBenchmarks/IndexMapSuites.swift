import DataSourceRuntime

/// Index-map benchmarks, measured through the pickers that own the maps (the maps themselves are
/// not public): `UniqueIdentifierListPicker` at 10k and 100k identifiers, and
/// `SectionedListPicker` at 100k identifiers in 100 sections, each against the dictionary (or
/// array) an app would otherwise keep, which is the floor for a hash-based map. Search is off,
/// so a load is the identifier map plus the picker's bookkeeping, and every lookup goes through
/// the unfiltered list.
func indexMapSuites() -> [BenchmarkSuite] {
    [
        // A 100k dictionary build misses the cache far more than the picker's compact table
        // does, so its load is held to a lower ratio than at 10k (measured 0.45× and 1.1×).
        flatIndexMapSuite(count: 10_000, label: "10k", loadLimit: 1.5, warmUp: 3, runs: 21),
        flatIndexMapSuite(count: 100_000, label: "100k", loadLimit: 0.8, warmUp: 2, runs: 11),
        sectionedIndexMapSuite(count: 100_000, sectionCount: 100, warmUp: 2, runs: 11),
    ]
}

/// Load, identifier → position and position → identifier of the flat picker.
func flatIndexMapSuite(count: Int, label: String, loadLimit: Double, warmUp: Int, runs: Int) -> BenchmarkSuite {
    let workload = IndexMapWorkload(count: count, seed: 7)
    let entries = workload.entries(sectionCount: 1)
    let probes = workload.probes
    let picker = loadFlatPicker(entries)
    let dictionary = buildDictionary(entries)

    let dictionaryBuild = "[String: Int] build (\(label))"
    let pickerBuild = "UniqueIdentifierListPicker load (\(label))"
    let dictionaryLookup = "[String: Int] id → position (\(label))"
    let pickerLookup = "index(forUniqueIdentifier:) (\(label))"
    let arrayLookup = "[Entry] subscript position → id (\(label))"
    let pickerPosition = "uniqueIdentifier(ifPresentAt:) (\(label))"
    return BenchmarkSuite(
        title: "Index map, \(count.formatted) String identifiers (UUID-shaped; every id looked up once, shuffled)",
        warmUp: warmUp, runs: runs,
        notes: [
            "through UniqueIdentifierListPicker (search off, duplicates: .reject): load = replaceItems;",
            "floors: a [String: Int] built from the same items and probed the same way; for",
            "position → id, a bare array subscript (about 1 ns).",
        ],
        cases: [
            BenchmarkCase(name: dictionaryBuild) { buildDictionary(entries).count },
            BenchmarkCase(name: pickerBuild) { loadFlatPicker(entries).numberOfRows() },
            BenchmarkCase(name: dictionaryLookup) {
                probes.reduce(0) { $0 &+ (dictionary[$1] ?? -1) }
            },
            BenchmarkCase(name: pickerLookup) {
                probes.reduce(0) { $0 &+ (picker.index(forUniqueIdentifier: $1) ?? -1) }
            },
            BenchmarkCase(name: arrayLookup) {
                entries.indices.reduce(0) { $0 &+ entries[$1].id.utf8.count }
            },
            BenchmarkCase(name: pickerPosition) {
                entries.indices.reduce(0) { $0 &+ (picker.uniqueIdentifier(ifPresentAt: $1)?.utf8.count ?? -1) }
            },
        ],
        checks: [
            .same(dictionaryBuild, pickerBuild), .result(pickerBuild, in: count...count),
            .same(dictionaryLookup, pickerLookup), .same(arrayLookup, pickerPosition),
        ],
        ratios: [
            ("load / dictionary build (\(label))", pickerBuild, dictionaryBuild),
            ("id → position / dictionary (\(label))", pickerLookup, dictionaryLookup),
            ("position → id / array (\(label))", pickerPosition, arrayLookup),
        ],
        goals: { measured in
            [
                Goal(
                    statement: "load ≤ \(format(loadLimit, decimals: 1))× dictionary build at \(label)",
                    ratio: ratio(measured, pickerBuild, dictionaryBuild), limit: loadLimit, atMost: true),
                Goal(
                    statement: "id → position ≤ 1.3× dictionary lookup at \(label)",
                    ratio: ratio(measured, pickerLookup, dictionaryLookup), limit: 1.3, atMost: true),
                Goal(
                    statement: "position → id ≤ 2.5× array subscript at \(label)",
                    ratio: ratio(measured, pickerPosition, arrayLookup), limit: 2.5, atMost: true),
            ]
        })
}

/// Load, identifier → index path and index path → identifier of the sectioned picker.
func sectionedIndexMapSuite(count: Int, sectionCount: Int, warmUp: Int, runs: Int) -> BenchmarkSuite {
    let workload = IndexMapWorkload(count: count, seed: 11)
    let entries = workload.entries(sectionCount: sectionCount)
    let probes = workload.probes
    let sections = workload.sections(sectionCount)
    let paths = sections.indices.flatMap { section in
        sections[section].indices.map { ListIndexPath(row: $0, section: section) }
    }
    let empty = SectionedPicker(
        configuration: .init(title: { $0.id }), sections: Array(0..<sectionCount), sectionOf: { $0.section },
        sectionTitle: { _ in nil }, duplicates: .reject)
    let picker = loadSectionedPicker(entries, into: empty)
    let dictionary = buildPathDictionary(sections)

    let dictionaryBuild = "[String: ListIndexPath] build"
    let pickerBuild = "SectionedListPicker load"
    let dictionaryLookup = "[String: ListIndexPath] id → index path"
    let pickerLookup = "indexPath(forUniqueIdentifier:)"
    let arrayLookup = "[[String]] subscript index path → id"
    let pickerPosition = "uniqueIdentifier(ifPresentAt:) index path → id"
    return BenchmarkSuite(
        title: "Sectioned index map, \(count.formatted) String identifiers in \(sectionCount) sections",
        warmUp: warmUp, runs: runs,
        notes: [
            "through SectionedListPicker (search off, duplicates: .reject, .ordered sections): load =",
            "replaceItems, which also groups the items into sections (a counting sort) before the map;",
            "floors: a [String: ListIndexPath] built from items already grouped and probed the same",
            "way; for index path → id, nested array subscripts.",
        ],
        cases: [
            BenchmarkCase(name: dictionaryBuild) { buildPathDictionary(sections).count },
            BenchmarkCase(name: pickerBuild) { loadSectionedPicker(entries, into: empty).numberOfSections() },
            BenchmarkCase(name: dictionaryLookup) {
                probes.reduce(0) { $0 &+ (dictionary[$1]?.row ?? -1) }
            },
            BenchmarkCase(name: pickerLookup) {
                probes.reduce(0) { $0 &+ (picker.indexPath(forUniqueIdentifier: $1)?.row ?? -1) }
            },
            BenchmarkCase(name: arrayLookup) {
                paths.reduce(0) { $0 &+ sections[$1.section][$1.row].utf8.count }
            },
            BenchmarkCase(name: pickerPosition) {
                paths.reduce(0) { $0 &+ (picker.uniqueIdentifier(ifPresentAt: $1)?.utf8.count ?? -1) }
            },
        ],
        checks: [
            .result(dictionaryBuild, in: count...count), .result(pickerBuild, in: sectionCount...sectionCount),
            .same(dictionaryLookup, pickerLookup), .same(arrayLookup, pickerPosition),
        ],
        ratios: [
            ("load / dictionary build (sectioned)", pickerBuild, dictionaryBuild),
            ("id → index path / dictionary", pickerLookup, dictionaryLookup),
            ("index path → id / nested array", pickerPosition, arrayLookup),
        ],
        goals: { measured in
            [
                Goal(
                    statement: "sectioned load ≤ 1.8× dictionary build at 100k",
                    ratio: ratio(measured, pickerBuild, dictionaryBuild), limit: 1.8, atMost: true),
                Goal(
                    statement: "indexPath(forUniqueIdentifier:) ≤ 1.3× dictionary at 100k",
                    ratio: ratio(measured, pickerLookup, dictionaryLookup), limit: 1.3, atMost: true),
                Goal(
                    statement: "index path → id ≤ 2.5× nested array at 100k",
                    ratio: ratio(measured, pickerPosition, arrayLookup), limit: 2.5, atMost: true),
            ]
        })
}

/// The sectioned picker under test: entries grouped by their section number.
typealias SectionedPicker = SectionedListPicker<Int, Entry>

/// The floor for the flat map: identifier → position, from the items as an app holds them.
func buildDictionary(_ entries: [Entry]) -> [String: Int] {
    var index = [String: Int](minimumCapacity: entries.count)
    for (position, entry) in entries.enumerated() { index[entry.id] = position }
    return index
}

/// The floor for the sectioned map: identifier → index path.
func buildPathDictionary(_ sections: [[String]]) -> [String: ListIndexPath] {
    var index = [String: ListIndexPath](minimumCapacity: sections.reduce(0) { $0 + $1.count })
    for (section, ids) in sections.enumerated() {
        for (row, id) in ids.enumerated() { index[id] = ListIndexPath(row: row, section: section) }
    }
    return index
}

/// A flat picker loaded with `entries`; they hold no repeated identifiers, so `.reject` keeps them.
func loadFlatPicker(_ entries: [Entry]) -> UniqueIdentifierListPicker<Entry> {
    var picker = UniqueIdentifierListPicker<Entry>(configuration: .init(title: { $0.id }), duplicates: .reject)
    let report = picker.replaceItems(entries)
    precondition(report.isApplied, "the benchmark identifiers are unique")
    return picker
}

/// `empty` loaded with `entries`; they hold no repeated identifiers.
func loadSectionedPicker(_ entries: [Entry], into empty: SectionedPicker) -> SectionedPicker {
    var picker = empty
    let report = picker.replaceItems(entries)
    precondition(report.isApplied, "the benchmark identifiers are unique")
    return picker
}
