import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Seeded random sequences of state changes on ``SettingsTable`` — visibility toggles, radio and
/// accordion changes, arrays replaced (repeated identities included), several edits per
/// transaction, taps routed through `selectRow(at:)` — under both duplicate policies. Every
/// update is applied to a ``HeadlessListHost`` that only ever loaded the first layout and
/// enforces UIKit's rules; after each step the host must show exactly the model, the model must
/// be the layout of the state with repeats dropped (computed without the engine), and every
/// lookup must agree with it.
@Suite struct TableSchemePropertyTests {
    static let sequences = 1_000
    static let steps = 12

    typealias Scheme = TableScheme<SettingsTable>

    /// How many steps exercised each path, so the test proves its own reach.
    struct Coverage {
        var counts: [String: Int] = [:]

        mutating func count(_ path: String, if condition: Bool = true) {
            if condition { counts[path, default: 0] += 1 }
        }

        mutating func count(_ update: ListUpdate) {
            guard case .batches(let batches) = update else { return count("reloadData") }
            count("twoBatches", if: batches.count == 2)
            count("rowMoves", if: batches.contains { !$0.movedRows.isEmpty })
            count("rowReloads", if: batches.contains { !$0.reloadedRows.isEmpty })
            count("sectionReloads", if: batches.contains { !$0.reloadedSections.isEmpty })
            count("sectionInserts", if: batches.contains { !$0.insertedSections.isEmpty })
            count("sectionDeletes", if: batches.contains { !$0.deletedSections.isEmpty })
        }
    }

    @Test func randomChangesKeepTheHostInStepWithTheModel() {
        var random = RandomSettings(seed: 0x7AB1_E5C4_0012)
        var problems: [String] = []
        var coverage = Coverage()
        for sequence in 0..<Self.sequences where problems.count < 10 {
            let policy: DuplicateIdentifierPolicy = sequence.isMultiple(of: 2) ? .keepFirst : .reject
            let threshold: ReloadThreshold = sequence % 5 == 4 ? .changedFraction(0.5) : .never
            let initial = random.state()
            var scheme = Scheme(state: initial, duplicates: policy, reloadThreshold: threshold)
            var host = HeadlessListHost.showing(scheme)
            let start = referenceLayout(SettingsTable.layout(of: initial))
            if scheme.sections != start.shown
                || (scheme.initialDuplicateSections, scheme.initialDuplicateRows) != start.duplicates
            {
                problems.append(
                    "sequence \(sequence): initial layout \(scheme.shownRows), expected \(start.shown.map(\.rows))")
            }
            for number in 0..<Self.steps {
                let before = scheme
                let step = random.step(state: scheme.state, sections: scheme.shownRows)
                var found = Self.perform(step, on: &scheme, coverage: &coverage)
                do {
                    try host.apply(found.update, from: scheme)
                } catch {
                    found.problems.append("host refused \(found.update): \(error)")
                }
                if host.sections != scheme.shownRows { found.problems.append("host shows \(host.sections)") }
                if host.headerTitles != scheme.sections.map(\.header) {
                    found.problems.append("host headers \(host.headerTitles)")
                }
                found.problems += SettingsInvariants.lookupProblems(scheme) + SettingsInvariants.kindProblems(scheme)
                if !found.problems.isEmpty {
                    problems.append(
                        "sequence \(sequence) step \(number) (\(policy)) \(step) from \(before.shownRows) to \(scheme.shownRows): "
                            + "\(found.problems)")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        // Every path the engine has was taken, or the generator of steps lost its reach.
        for path in [
            "rejected", "dropped", "reloadData", "twoBatches", "rowMoves", "rowReloads", "sectionReloads",
            "sectionInserts", "sectionDeletes", "multiEditTransactions", "selections",
        ] {
            #expect(
                coverage.counts[path, default: 0] >= 20,
                "only \(coverage.counts[path, default: 0]) steps took the path \(path)")
        }
    }

    /// Performs `step` on `scheme` and checks the result against the reference: what the state
    /// must become (or stay, when refused), the layout shown, and the repeats reported.
    /// - Returns: The update to apply to the host, and the problems found.
    static func perform(
        _ step: SettingsStep, on scheme: inout Scheme, coverage: inout Coverage
    ) -> (update: ListUpdate, problems: [String]) {
        let before = scheme
        var attempted = scheme.state
        var problems: [String] = []
        let change: TableScheme<SettingsTable>.Update
        switch step {
        case .transaction(let edits):
            for edit in edits { edit.apply(to: &attempted) }
            change = scheme.update { state in
                for edit in edits { edit.apply(to: &state) }
            }
            coverage.count("multiEditTransactions", if: edits.count > 1)
        case .select(let position):
            let shown = scheme.row(at: position)
            guard let selection = scheme.selectRow(at: position) else {
                if shown != nil { problems.append("selectRow found no row") }
                if scheme.state != before.state || scheme.sections != before.sections {
                    problems.append("a tap on no row changed the scheme")
                }
                return (.batches([]), problems)
            }
            if selection.row != shown {
                problems.append("selectRow returned \(selection.row), shown \(String(describing: shown))")
            }
            SettingsTable.select(selection.row, in: &attempted)
            change = selection.change
            coverage.count("selections")
        }
        let expected = referenceLayout(SettingsTable.layout(of: attempted))
        let rejected =
            scheme.duplicatePolicy == .reject
            && !(expected.duplicates.sections.isEmpty && expected.duplicates.rows.isEmpty)
        if change.isRejected != rejected { problems.append("isRejected \(change.isRejected), expected \(rejected)") }
        if (change.duplicateSections, change.duplicateRows) != expected.duplicates {
            problems.append(
                "duplicates \((change.duplicateSections, change.duplicateRows)), expected \(expected.duplicates)")
        }
        if rejected {
            coverage.count("rejected")
            if scheme.state != before.state || scheme.sections != before.sections {
                problems.append("a refused change altered the scheme")
            }
            if !change.update.isEmpty { problems.append("a refused change has an update \(change.update)") }
        } else {
            coverage.count("dropped", if: !(expected.duplicates.sections.isEmpty && expected.duplicates.rows.isEmpty))
            if scheme.state != attempted { problems.append("state \(scheme.state), expected \(attempted)") }
            if scheme.sections != expected.shown { problems.append("model differs from \(expected.shown.map(\.rows))") }
        }
        coverage.count(change.update)
        return (change.update, problems)
    }
}
