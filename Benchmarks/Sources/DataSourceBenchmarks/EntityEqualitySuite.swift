import DataSourceRuntime

/// The `==` generated entities write out (a `guard` per field over `EntityFields.equal`) against
/// the `==` Swift synthesizes, where it counts: a diff compares every kept row with `==` to find
/// the updated ones. DifferenceKit's workload at 10k rows of six fields, as the generator's
/// compile benchmark declares them.
func entityEqualitySuites() -> [BenchmarkSuite] {
    let rows = ListPair.differenceKitWorkload(count: 10_000)
    let synthesized = (old: rows.old.map(SynthesizedEntity.init), new: rows.new.map(SynthesizedEntity.init))
    let generated = (old: rows.old.map(GeneratedEntity.init), new: rows.new.map(GeneratedEntity.init))
    let synthesizedDiff = "ListDiffer, entities with the synthesized == (10k)"
    let generatedDiff = "ListDiffer, entities with the generated == (10k)"
    let bounds = rows.changeBounds(movable: 10_000 / 50)
    return [
        BenchmarkSuite(
            title: "Diff, 10,000 entities of six fields (same workload as the 10k diff), by their ==",
            warmUp: 3, runs: 21,
            cases: [
                BenchmarkCase(name: synthesizedDiff) { entityDiff(synthesized.old, synthesized.new) },
                BenchmarkCase(name: generatedDiff) { entityDiff(generated.old, generated.new) },
            ],
            checks: [.result(synthesizedDiff, in: bounds), .same(synthesizedDiff, generatedDiff)],
            ratios: [("generated / synthesized == (10k)", generatedDiff, synthesizedDiff)],
            goals: { measured in
                [
                    Goal(
                        statement: "diff of entities with the generated == ≤ 1.1× the synthesized == at 10k",
                        ratio: ratio(measured, generatedDiff, synthesizedDiff), limit: 1.1, atMost: true)
                ]
            })
    ]
}

/// A six-field entity with the `==` Swift synthesizes, hashed by its identifier.
struct SynthesizedEntity: Identifiable, Hashable, Sendable {
    let id: String
    let name: String
    let code: String
    let group: Int
    let price: Double
    let count: Int

    init(_ row: Row) {
        (id, name, code, group, price, count) = entityFields(of: row)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The same entity with the `==` generated code writes.
struct GeneratedEntity: Identifiable, Hashable, Sendable {
    let id: String
    let name: String
    let code: String
    let group: Int
    let price: Double
    let count: Int

    init(_ row: Row) {
        (id, name, code, group, price, count) = entityFields(of: row)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        guard EntityFields.equal(lhs.id, rhs.id) else { return false }
        guard EntityFields.equal(lhs.name, rhs.name) else { return false }
        guard EntityFields.equal(lhs.code, rhs.code) else { return false }
        guard EntityFields.equal(lhs.group, rhs.group) else { return false }
        guard EntityFields.equal(lhs.price, rhs.price) else { return false }
        guard EntityFields.equal(lhs.count, rhs.count) else { return false }
        return true
    }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The fields both entities hold for `row`, so that the two lists differ only in their `==`.
func entityFields(of row: Row) -> (String, String, String, Int, Double, Int) {
    (row.id, "Item \(row.value % 1_000)", "C-\(row.value % 97)", row.value % 7, Double(row.value % 500) / 4, row.value)
}

/// The diff as an app gets it; the workload has no duplicate identifiers, so it cannot throw.
func entityDiff<Entity: Identifiable & Hashable>(_ old: [Entity], _ new: [Entity]) -> Int where Entity.ID == String {
    do {
        return try ListDiffer(from: old, to: new).changeCount
    } catch {
        preconditionFailure("the benchmark lists hold no duplicate identifiers: \(error)")
    }
}
