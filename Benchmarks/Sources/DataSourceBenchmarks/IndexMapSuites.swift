import DataSourceRuntime

/// Index-map benchmarks: `UniqueIdentifierIndexMap<String>` at 10k and 100k identifiers, and
/// `SectionedIndexMap<String>` at 100k identifiers in 100 sections, each against the dictionary
/// (or array) an app would otherwise keep, which is the floor for a hash-based map.
func indexMapSuites() -> [BenchmarkSuite] {
    [
        flatIndexMapSuite(count: 10_000, label: "10k", warmUp: 3, runs: 21),
        flatIndexMapSuite(count: 100_000, label: "100k", warmUp: 2, runs: 11),
        sectionedIndexMapSuite(count: 100_000, sectionCount: 100, warmUp: 2, runs: 11),
    ]
}

/// Build, identifier → position and position → identifier of the flat map.
func flatIndexMapSuite(count: Int, label: String, warmUp: Int, runs: Int) -> BenchmarkSuite {
    let workload = IndexMapWorkload(count: count, seed: 7)
    let ids = workload.identifiers
    let probes = workload.probes
    let map = buildFlatMap(ids)
    let dictionary = buildDictionary(ids)

    let dictionaryBuild = "[String: Int] build (\(label))"
    let mapBuild = "UniqueIdentifierIndexMap build (\(label))"
    let dictionaryLookup = "[String: Int] id → position (\(label))"
    let mapLookup = "index(of:) id → position (\(label))"
    let arrayLookup = "[String] subscript position → id (\(label))"
    let mapPosition = "identifier(at:) position → id (\(label))"
    return BenchmarkSuite(
        title: "Index map, \(count.formatted) String identifiers (UUID-shaped; every id looked up once, shuffled)",
        warmUp: warmUp, runs: runs,
        notes: [
            "floors: a [String: Int] built and probed the same way; for position → id, a bare array",
            "subscript (about 1 ns), printed for information without a goal.",
        ],
        cases: [
            BenchmarkCase(name: dictionaryBuild) { buildDictionary(ids).count },
            BenchmarkCase(name: mapBuild) { buildFlatMap(ids).count },
            BenchmarkCase(name: dictionaryLookup) {
                probes.reduce(0) { $0 &+ (dictionary[$1] ?? -1) }
            },
            BenchmarkCase(name: mapLookup) {
                probes.reduce(0) { $0 &+ (map.index(of: $1) ?? -1) }
            },
            BenchmarkCase(name: arrayLookup) {
                ids.indices.reduce(0) { $0 &+ ids[$1].utf8.count }
            },
            BenchmarkCase(name: mapPosition) {
                ids.indices.reduce(0) { $0 &+ (map.identifier(at: $1)?.utf8.count ?? -1) }
            },
        ],
        ratios: [
            ("build / dictionary (\(label))", mapBuild, dictionaryBuild),
            ("id → position / dictionary (\(label))", mapLookup, dictionaryLookup),
            ("position → id / array (\(label))", mapPosition, arrayLookup),
        ],
        goals: { medians in
            [
                Goal(statement: "build ≤ 2× dictionary build at \(label)",
                     ratio: ratio(medians, mapBuild, dictionaryBuild), limit: 2, atMost: true),
                Goal(statement: "id → position ≤ 2× dictionary lookup at \(label)",
                     ratio: ratio(medians, mapLookup, dictionaryLookup), limit: 2, atMost: true),
            ]
        })
}

/// Build, identifier → index path and index path → identifier of the sectioned map.
func sectionedIndexMapSuite(count: Int, sectionCount: Int, warmUp: Int, runs: Int) -> BenchmarkSuite {
    let workload = IndexMapWorkload(count: count, seed: 11)
    let sections = workload.sections(sectionCount)
    let probes = workload.probes
    let paths = sections.indices.flatMap { section in
        sections[section].indices.map { ListIndexPath(row: $0, section: section) }
    }
    let map = buildSectionedMap(sections)
    let dictionary = buildPathDictionary(sections)

    let dictionaryBuild = "[String: ListIndexPath] build"
    let mapBuild = "SectionedIndexMap build"
    let dictionaryLookup = "[String: ListIndexPath] id → index path"
    let mapLookup = "indexPath(of:) id → index path"
    let arrayLookup = "[[String]] subscript index path → id"
    let mapPosition = "identifier(at:) index path → id"
    return BenchmarkSuite(
        title: "Sectioned index map, \(count.formatted) String identifiers in \(sectionCount) sections",
        warmUp: warmUp, runs: runs,
        notes: [
            "floors: a [String: ListIndexPath] built section by section and probed the same way; for",
            "index path → id, nested array subscripts, printed for information without a goal.",
        ],
        cases: [
            BenchmarkCase(name: dictionaryBuild) { buildPathDictionary(sections).count },
            BenchmarkCase(name: mapBuild) { buildSectionedMap(sections).count },
            BenchmarkCase(name: dictionaryLookup) {
                probes.reduce(0) { $0 &+ (dictionary[$1]?.row ?? -1) }
            },
            BenchmarkCase(name: mapLookup) {
                probes.reduce(0) { $0 &+ (map.indexPath(of: $1)?.row ?? -1) }
            },
            BenchmarkCase(name: arrayLookup) {
                paths.reduce(0) { $0 &+ sections[$1.section][$1.row].utf8.count }
            },
            BenchmarkCase(name: mapPosition) {
                paths.reduce(0) { $0 &+ (map.identifier(at: $1)?.utf8.count ?? -1) }
            },
        ],
        ratios: [
            ("build / dictionary (sectioned)", mapBuild, dictionaryBuild),
            ("id → index path / dictionary", mapLookup, dictionaryLookup),
            ("index path → id / nested array", mapPosition, arrayLookup),
        ],
        goals: { medians in
            [
                Goal(statement: "sectioned build ≤ 2× dictionary build at 100k",
                     ratio: ratio(medians, mapBuild, dictionaryBuild), limit: 2, atMost: true),
                Goal(statement: "indexPath(of:) ≤ 2× dictionary lookup at 100k",
                     ratio: ratio(medians, mapLookup, dictionaryLookup), limit: 2, atMost: true),
            ]
        })
}

/// The floor for the flat map: identifier → position.
func buildDictionary(_ ids: [String]) -> [String: Int] {
    var index = [String: Int](minimumCapacity: ids.count)
    for (position, id) in ids.enumerated() { index[id] = position }
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

/// Our flat map; the workload has no repeated identifiers, so `.reject` cannot throw.
func buildFlatMap(_ ids: [String]) -> UniqueIdentifierIndexMap<String> {
    do {
        return try UniqueIdentifierIndexMap(identifiers: ids, duplicates: .reject)
    } catch {
        preconditionFailure("the benchmark identifiers are unique: \(error)")
    }
}

/// Our sectioned map; the workload has no repeated identifiers, so `.reject` cannot throw.
func buildSectionedMap(_ sections: [[String]]) -> SectionedIndexMap<String> {
    do {
        return try SectionedIndexMap(sections: sections, duplicates: .reject)
    } catch {
        preconditionFailure("the benchmark identifiers are unique: \(error)")
    }
}
