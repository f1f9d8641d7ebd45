#if !canImport(UIKit)
import DataSourceRuntime
import Foundation
import Observation
import Testing

/// Every property of the generated form's SwiftUI model that the SwiftUI and Fiori SwiftUI views
/// bind, listed from the generated file, is observed through seeded random steps: each fires
/// exactly once when what it shows changed and never otherwise. A projection (`hoursText`,
/// `crewSelections`, …) shows its field, so it fires when the field changed, even where its own
/// value stays (`[1, 0]` and `[0, 1]` are one set of choices).
@MainActor @Suite struct WorkRequestFormObservationTests {
    typealias Model = WorkRequestForm.FormModel

    /// A property, how to read it, and whether a step changed what it shows.
    struct Watched {
        var name: String
        var read: @MainActor (Model) -> Void
        var changed: (_ old: WorkRequest, _ new: WorkRequest, _ rowsChanged: Bool) -> Bool
    }

    static func field<Shown, Value: Equatable>(
        _ name: String, _ read: @escaping @MainActor (Model) -> Shown, _ field: KeyPath<WorkRequest, Value>
    ) -> Watched {
        Watched(
            name: name, read: { _ = read($0) }, changed: { old, new, _ in old[keyPath: field] != new[keyPath: field] })
    }

    static let watched: [Watched] = [
        Watched(name: "form", read: { _ = $0.form }, changed: { old, new, rows in rows || old != new }),
        Watched(name: "sections", read: { _ = $0.sections }, changed: { _, _, rows in rows }),
        field("title", { $0.title }, \.title), field("notes", { $0.notes }, \.notes),
        field("notesText", { $0.notesText }, \.notes),
        field("requestID", { $0.requestID }, \.requestID), field("contact", { $0.contact }, \.contact),
        field("location", { $0.location }, \.location), field("isUrgent", { $0.isUrgent }, \.isUrgent),
        field("distance", { $0.distance }, \.distance), field("hours", { $0.hours }, \.hours),
        field("rating", { $0.rating }, \.rating), field("due", { $0.due }, \.due),
        field("finishedAt", { $0.finishedAt }, \.finishedAt),
        field("finishedAtOrNow", { $0.finishedAtOrNow }, \.finishedAt),
        field("finishedAtIsSet", { $0.finishedAtIsSet }, \.finishedAt), field("duration", { $0.duration }, \.duration),
        field("priority", { $0.priority }, \.priority), field("workGroup", { $0.workGroup }, \.workGroup),
        field("shift", { $0.shift }, \.shift), field("skills", { $0.skills }, \.skills),
        field("crew", { $0.crew }, \.crew),
        field("equipment", { $0.equipment }, \.equipment), field("approvers", { $0.approvers }, \.approvers),
        field("lead", { $0.lead }, \.lead), field("confidence", { $0.confidence }, \.confidence),
        field("reviewRounds", { $0.reviewRounds }, \.reviewRounds), field("photos", { $0.photos }, \.photos),
        field("distanceValue", { $0.distanceValue }, \.distance), field("hoursText", { $0.hoursText }, \.hours),
        field("dueSelectedDate", { $0.dueSelectedDate }, \.due),
        field("durationMinutes", { $0.durationMinutes }, \.duration),
        field("workGroupSelectedIndex", { $0.workGroupSelectedIndex }, \.workGroup),
        field("crewSelections", { $0.crewSelections }, \.crew),
        field("equipmentSelections", { $0.equipmentSelections }, \.equipment),
        field("leadSelection", { $0.leadSelection }, \.lead), field("shiftSelection", { $0.shiftSelection }, \.shift),
        field("confidenceValue", { $0.confidenceValue }, \.confidence),
        field("reviewRoundsText", { $0.reviewRoundsText }, \.reviewRounds),
    ]

    /// The properties the generated file declares on `WorkRequestForm.FormModel`.
    static func generatedProperties() throws -> [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Generated/WorkRequest.datasources.swift")
        let lines = try String(contentsOf: url, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "extension WorkRequestForm.FormModel {") else { return [] }
        return lines[start...].prefix { $0 != "}" }.compactMap { line in
            line.firstMatch(of: #/^    var (\w+):/#).map { String($0.1) }
        }
    }

    @Test func everyPropertyOfTheGeneratedModelIsWatched() throws {
        let declared = try Self.generatedProperties()
        #expect(declared.count > 30)
        #expect(Set(declared) == Set(Self.watched.map(\.name)))
    }

    /// Edits of the fields `WorkRequestFormPropertyTests.randomEdit` leaves alone, through the
    /// model's property and on the engine.
    static func otherEdit(_ random: inout SplitMix64, on model: Model) -> WorkRequestFormPropertyTests.Edit {
        func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
        typealias Property = WorkRequestFormPropertyTests
        let day = Date(timeIntervalSinceReferenceDate: 86_400)
        switch random.next() % 6 {
        case 0:
            let value = pick(["", "R-1"])
            model.requestID = value
            return Property.edit(.requestID, \.requestID, value)
        case 1:
            let value = pick([Date.distantPast, day])
            model.due = value
            return Property.edit(.due, \.due, value)
        case 2:
            let value = pick([nil, day])
            model.finishedAt = value
            return Property.edit(.finishedAt, \.finishedAt, value)
        case 3:
            let value = pick([0, 900, 3_600] as [TimeInterval])
            model.duration = value
            return Property.edit(.duration, \.duration, value)
        case 4:
            let value = pick([[], ["a"], ["a", "b"]] as [Set<String>])
            model.approvers = value
            return Property.edit(.approvers, \.approvers, value)
        default:
            let value = pick([[], [URL(fileURLWithPath: "/a.jpg")]])
            model.photos = value
            return Property.edit(.photos, \.photos, value)
        }
    }

    @Test(arguments: 0..<20)
    func everyPropertyNotifiesExactlyWhenWhatItShowsChanged(seed: UInt64) {
        var random = SplitMix64(seed: 0x0B5E_0000 + seed)
        let model = Model(model: .blank, validators: CompanyContactValidator())
        var engine = FormScheme<WorkRequestForm>(model: .blank, validators: CompanyContactValidator())
        let counters = Self.watched.map { watched in ObservationCounter { watched.read(model) } }
        for step in 0..<60 {
            let (oldModel, oldSections) = (engine.model, engine.sections)
            let label: String
            switch random.next() % 6 {
            case 0:
                label = "validateAll"
                _ = model.validateAll()
                _ = engine.validateAll()
            case 1:
                label = "clearMessages"
                model.clearMessages()
                _ = engine.clearMessages()
            case 2:
                let edit = Self.otherEdit(&random, on: model)
                label = "set \(edit)"
                _ = edit.set(&engine)
            default:
                let edit = WorkRequestFormPropertyTests.randomEdit(&random)
                label = "set \(edit)"
                WorkRequestFormModelTests.set(edit, on: model)
                _ = edit.set(&engine)
            }
            #expect(model.form.model == engine.model, "seed \(seed) step \(step) \(label)")
            let rowsChanged = oldSections != engine.sections
            for (watched, counter) in zip(Self.watched, counters) {
                let expected = watched.changed(oldModel, engine.model, rowsChanged) ? 1 : 0
                #expect(counter.take() == expected, "seed \(seed) step \(step) \(label): \(watched.name)")
            }
        }
    }
}
#endif
