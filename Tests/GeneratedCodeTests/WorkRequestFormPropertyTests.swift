#if !canImport(UIKit)
import DataSourceRuntime
import DataSourceRuntimeTesting
import Foundation
import Testing

/// Seeded random edit sequences on the generated `WorkRequestForm`: field edits through key
/// paths, programmatic updates of several fields, "Save" (validate all) and clearing messages,
/// with the conditions that show the staffing section, the equipment row and the rating's
/// editability changing underneath. After every step the update applies on a host that enforces
/// UIKit's rules, the host shows the form's rows, and the rows are what the definitions say —
/// layout, editability and which fields show a message — computed here without the engine.
@Suite struct WorkRequestFormPropertyTests {
    typealias Field = WorkRequestForm.Field

    /// One edit of one field, as a cell's change handler or the app makes it.
    struct Edit: CustomStringConvertible {
        var field: Field
        var apply: (inout WorkRequest) -> Void
        var set: (inout FormScheme<WorkRequestForm>) -> ListUpdate
        var description: String
    }

    static func edit<Value>(_ field: Field, _ keyPath: WritableKeyPath<WorkRequest, Value>, _ value: Value) -> Edit {
        Edit(
            field: field, apply: { $0[keyPath: keyPath] = value },
            set: { $0.set(keyPath, to: value, validating: field) }, description: "\(field)=\(value)")
    }

    static func randomEdit(_ random: inout SplitMix64) -> Edit {
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        switch random.next() % 17 {
        case 0: return edit(.title, \.title, pick(["", "Le", "Leak", String(repeating: "x", count: 61)]))
        case 1: return edit(.notes, \.notes, pick([nil, "Note", String(repeating: "n", count: 501)]))
        case 2: return edit(.contact, \.contact, pick(["", "pat", "pat@elsewhere.org", "pat@example.com"]))
        case 3: return edit(.isUrgent, \.isUrgent, pick([true, false]))
        case 4: return edit(.hours, \.hours, pick([0, 0.5, 2, 12, 12.5]))
        case 5: return edit(.rating, \.rating, pick([-1, 3, 6]))
        case 6: return edit(.priority, \.priority, pick([0, 1, 2, 3]))
        case 7: return edit(.workGroup, \.workGroup, pick([WorkGroup.construction, .repair, .engineering]))
        case 8: return edit(.skills, \.skills, pick([[], [0], [0, 2]]))
        case 9: return edit(.crew, \.crew, pick([[], [1]]))
        case 10: return edit(.shift, \.shift, pick([[], [0], [1], [0, 1], [2]]))
        case 11: return edit(.distance, \.distance, pick([-1, 0, 30, 31, 12.5]))
        case 12: return edit(.location, \.location, pick(["", "Dock 4"]))  // a simple property, editable
        case 13: return edit(.lead, \.lead, pick([[], [1], [0, 1]]))
        case 14: return edit(.confidence, \.confidence, pick([0, 0.5, 1, 1.5]))
        case 15: return edit(.reviewRounds, \.reviewRounds, pick([-1, 0, 100, 101]))
        default: return edit(.equipment, \.equipment, pick([[], [0, 1], [3]]))
        }
    }

    /// The rows the definitions describe for `model`, with their editability.
    static func described(_ model: WorkRequest) -> [[(Field, Bool)]] {
        var sections: [[(Field, Bool)]] = [
            [(.title, true), (.notes, true)] + (model.isUrgent ? [] : [(.requestID, false)])
                + [(.contact, true), (.location, true)],
            [
                (.isUrgent, true), (.distance, true), (.hours, true), (.rating, model.workGroup == .repair),
                (.due, true),
            ] + (model.workGroup == .repair ? [(.finishedAt, true)] : []) + [
                (.duration, true), (.priority, true), (.workGroup, true), (.shift, true),
            ],
        ]
        if model.isUrgent {
            sections.append([(.skills, true), (.crew, true)] + (model.priority == 2 ? [(.equipment, true)] : []))
        }
        sections.append([(.approvers, true), (.lead, !model.isUrgent), (.confidence, true), (.reviewRounds, true)])
        sections.append([(.photos, true)])
        return sections
    }

    /// Whether `field` fails a rule the definitions give it, written out here independently.
    static func fails(_ field: Field, _ model: WorkRequest) -> Bool {
        switch field {
        case .title:
            model.title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || model.title.count < 3
                || model.title.count > 60
        case .notes: (model.notes?.count ?? 0) > 500
        case .contact:
            model.contact.isEmpty || model.contact.range(of: "^[^@ ]+@[^@ ]+$", options: .regularExpression) == nil
                || !model.contact.hasSuffix("@example.com")
        case .rating: !(0...5).contains(model.rating)
        case .skills: model.skills.isEmpty
        case .shift: model.shift.count != 1 || !model.shift.allSatisfy((0...1).contains)  // one of two options
        case .equipment: !model.equipment.allSatisfy((0...2).contains)  // indices of three titles
        case .priority: !(0...2).contains(model.priority)  // an index of the three titles
        case .distance: !(0...30).contains(model.distance)  // the slider's min and max
        case .hours: model.hours < 0.5 || model.hours > 12  // rules.min, and the stepper's max
        case .crew: model.crew.isEmpty
        case .lead: model.lead.count > 1  // LeadPicker's single selection
        case .confidence: !(0...1).contains(model.confidence)  // UISlider's default range
        case .reviewRounds: !(0...100).contains(model.reviewRounds)  // FUIStepperFormCell's default range
        default: false
        }
    }

    @Test func randomEditsKeepTheHostInStepWithTheDefinitions() {
        var random = SplitMix64(seed: 0xF0_2413)
        var problems: [String] = []
        var counts: [String: Int] = [:]
        for sequence in 0..<1_000 where problems.count < 5 {
            var form = FormScheme<WorkRequestForm>(model: .blank, validators: CompanyContactValidator())
            var host = HeadlessListHost<FormRow<Field>>(rules: .tableView)
            host.reloadData(from: form)
            var model = WorkRequest.blank
            var shown: Set<Field> = []  // fields whose message the reference expects shown
            for step in 0..<12 {
                let update: ListUpdate
                let label: String
                switch random.next() % 10 {
                case 0:
                    label = "validateAll"
                    update = form.validateAll()
                    shown = Set(Self.described(model).flatMap { $0.map(\.0) }.filter { Self.fails($0, model) })
                    counts["validateAll", default: 0] += 1
                case 1:
                    label = "clearMessages"
                    update = form.clearMessages()
                    shown = []
                case 2, 3:
                    let edits = (0..<2 + Int(random.next() % 2)).map { _ in Self.randomEdit(&random) }
                    label = "update \(edits)"
                    update = form.update { for edit in edits { edit.apply(&$0) } }
                    for edit in edits { edit.apply(&model) }
                    shown = shown.filter { Self.fails($0, model) }
                    counts["update", default: 0] += 1
                default:
                    let edit = Self.randomEdit(&random)
                    label = "set \(edit)"
                    update = edit.set(&form)
                    edit.apply(&model)
                    if Self.fails(edit.field, model) { shown.insert(edit.field) } else { shown.remove(edit.field) }
                    counts["set", default: 0] += 1
                }
                let layout = Self.described(model)
                shown.formIntersection(layout.flatMap { $0.map(\.0) })  // hidden rows drop their message
                counts["messages", default: 0] += shown.isEmpty ? 0 : 1
                counts["staffing", default: 0] += model.isUrgent ? 1 : 0
                let expected = layout.map {
                    $0.map { FormRow($0.0, isEditable: $0.1, message: shown.contains($0.0) ? "" : nil) }
                }
                var found: [String] = []
                do { try host.apply(update, from: form) } catch { found.append("host refused \(update): \(error)") }
                let rows = form.sections.map(\.rows)
                if host.sections != rows { found.append("host shows \(host.sections)") }
                let masked = rows.map {
                    $0.map { FormRow($0.id, isEditable: $0.isEditable, message: $0.message.map { _ in "" }) }
                }
                if masked != expected { found.append("rows \(masked), expected \(expected)") }
                if form.model.title != model.title || form.model.isUrgent != model.isUrgent
                    || form.model.crew != model.crew
                {
                    found.append("model \(form.model)")
                }
                // The platform-neutral lookups a view's row lookup forwards to, both ways.
                let fields: [Field] = [
                    .title, .notes, .requestID, .contact, .location, .isUrgent, .distance, .hours, .rating, .due,
                    .finishedAt, .duration, .priority, .workGroup, .shift, .skills, .crew, .equipment, .approvers,
                    .lead, .confidence, .reviewRounds, .photos,
                ]
                for field in fields {
                    let position = layout.enumerated().lazy.compactMap { section, fields in
                        fields.firstIndex { $0.0 == field }.map { ListIndexPath(row: $0, section: section) }
                    }.first
                    if form.indexPath(of: field) != position { found.append("indexPath(of: \(field))") }
                    if let position, form.row(at: position)?.id != field { found.append("row(at: \(position))") }
                }
                if form.row(at: ListIndexPath(row: 0, section: layout.count)) != nil {
                    found.append("row past the end")
                }
                let valid = !layout.flatMap { $0.map(\.0) }.contains { Self.fails($0, model) }
                if form.isValid != valid { found.append("isValid \(form.isValid)") }
                if !found.isEmpty { problems.append("sequence \(sequence) step \(step) \(label): \(found)") }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        for path in ["validateAll", "update", "set", "messages", "staffing"] {
            #expect(counts[path, default: 0] >= 500, "only \(counts[path, default: 0]) steps took the path \(path)")
        }
    }
}
#endif
