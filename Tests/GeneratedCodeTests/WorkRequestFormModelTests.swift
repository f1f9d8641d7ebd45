#if !canImport(UIKit)
import DataSourceRuntime
import Foundation
import Observation
import Testing

/// The generated form's SwiftUI model (`"platforms": [..., "swiftui"]` in WorkRequest.datasources.json):
/// every edit goes through the form's engine, so values, messages, visibility and editability are
/// the engine's, and observers hear of a change exactly when one of them changed.
@MainActor @Suite struct WorkRequestFormModelTests {
    typealias Model = WorkRequestForm.FormModel

    static func model() -> Model { Model(model: .blank, validators: CompanyContactValidator()) }

    @Test func editsGoThroughTheEnginesRulesAndConditions() {
        let model = Self.model()
        #expect(model.sections.map(\.id) == [.request, .details, .approval, .attachments])
        model.isUrgent = true
        #expect(model.sections.map(\.id) == [.request, .details, .staffing, .approval, .attachments])
        #expect(!model.sections[0].rows.contains { $0.id == .requestID })  // "visibleWhen": "!isUrgent"
        model.title = ""
        #expect(model.form.messages == [.title: "Required"])
        model.title = "Leak"
        model.contact = "pat@elsewhere.org"
        #expect(model.form.messages == [.contact: "Use a company address"])
        // The cells' limits are the engine's messages on every platform, not clamping in the view.
        model.distance = 31
        model.shift = [0, 1]
        #expect(model.distance == 31 && model.form.messages[.distance] == "Between 0.0 and 30.0")
        #expect(model.form.messages[.shift] == "Choose one")
        #expect(model.sections[1].rows.first { $0.id == .rating }?.isEditable == false)
        model.workGroup = .repair
        #expect(model.sections[1].rows.first { $0.id == .rating }?.isEditable == true)
        #expect(model.sections[1].rows.contains { $0.id == .finishedAt })
        #expect(!model.validateAll() && model.form.messages[.skills] == "Required")
        model.clearMessages()
        #expect(model.form.messages.isEmpty)
        model.update {
            $0.skills = [0]
            $0.crew = [1]
        }
        #expect(model.form.model.skills == [0] && model.crew == [1])
    }

    /// Save (the views' toolbar button): the messages while a field fails, nothing saved; the model
    /// as edited handed to `onSave` once all pass.
    @Test func saveHandsTheModelToOnSaveOnlyOnceEveryFieldPasses() {
        var saved: [WorkRequest] = []
        let model = Model(model: .blank, validators: CompanyContactValidator(), onSave: { saved.append($0) })
        #expect(!model.save() && saved.isEmpty && !model.form.messages.isEmpty)
        model.title = "Leaking tap"
        model.contact = "pat@example.com"
        #expect(model.save() && saved == [model.form.model] && model.form.messages.isEmpty)
        #expect(saved.map(\.title) == ["Leaking tap"])
    }

    @Test func projectionsAdaptOptionalFieldsForSwiftUIsControls() {
        let model = Self.model()
        let observed = ObservationCounter { _ = model.notesText }
        #expect(model.notesText == "" && model.notes == nil)
        model.notesText = "Under the sink"
        #expect(observed.take() == 1 && model.notes == "Under the sink")
        model.notesText = ""
        #expect(observed.take() == 1 && model.notes == nil)
        model.notesText = ""
        #expect(observed.take() == 0)
        let day = Date(timeIntervalSince1970: 86_400)
        model.finishedAtOrNow = day
        #expect(model.finishedAt == day && model.finishedAtOrNow == day)
    }

    /// A `Date?` row's toggle clears the date and gives it one again, through the model, which a
    /// date picker alone cannot (it always shows a date).
    @Test func aToggleClearsAndSetsAnOptionalDate() {
        let model = Self.model()
        let finished = ObservationCounter { _ = model.finishedAtIsSet }
        let day = Date(timeIntervalSince1970: 86_400)
        model.finishedAtOrNow = day
        #expect(model.finishedAtIsSet && finished.take() == 1)
        model.finishedAtIsSet = true  // it has a date already: kept
        #expect(model.finishedAt == day && finished.take() == 0)
        model.finishedAtIsSet = false
        #expect(model.finishedAt == nil && !model.finishedAtIsSet && finished.take() == 1)
        #expect(model.form.model.finishedAt == nil)
        model.finishedAtIsSet = true
        #expect(model.finishedAt != nil && model.finishedAtIsSet && finished.take() == 1)
    }

    @Test func observersHearOfWhatTheyShowOnly() {
        let model = Self.model()
        let title = ObservationCounter { _ = model.title }
        let hours = ObservationCounter { _ = model.hours }
        let sections = ObservationCounter { _ = model.sections }
        let form = ObservationCounter { _ = model.form }
        model.title = ""  // the same value, but "Required" appears under it
        #expect(title.take() == 0 && sections.take() == 1 && form.take() == 1)
        model.title = ""  // nothing new to show
        #expect(title.take() == 0 && sections.take() == 0 && form.take() == 0)
        model.title = "Leak"  // a value, and the message goes
        #expect(title.take() == 1 && sections.take() == 1 && form.take() == 1 && hours.take() == 0)
        model.title = "Leaking tap"  // a value only
        #expect(title.take() == 1 && sections.take() == 0 && form.take() == 1)
        model.hours = 1  // as it was
        #expect(hours.take() == 0 && form.take() == 0)
        model.isUrgent = true  // rows appear and disappear
        #expect(sections.take() == 1 && form.take() == 1 && title.take() == 0)
        model.clearMessages()
        #expect(sections.take() == 0 && form.take() == 0)
        model.update { $0.hours = 2 }
        #expect(hours.take() == 1 && title.take() == 0 && sections.take() == 0)
    }

    /// Seeded random edits through the model and straight on the engine agree after every step:
    /// model, messages, rows; observers of a value, of the rows and of the whole form heard of the
    /// step exactly when what they read changed.
    @Test(arguments: 0..<20)
    func theModelIsTheEngineAndNotifiesExactlyOnChange(seed: UInt64) {
        var random = SplitMix64(seed: 0xF0_4D00 + seed)
        let model = Self.model()
        var engine = FormScheme<WorkRequestForm>(model: .blank, validators: CompanyContactValidator())
        let title = ObservationCounter { _ = model.title }
        let shift = ObservationCounter { _ = model.shift }
        let sections = ObservationCounter { _ = model.sections }
        let form = ObservationCounter { _ = model.form }
        for step in 0..<60 {
            let before = (engine.model, engine.sections)
            let label: String
            switch random.next() % 8 {
            case 0:
                label = "validateAll"
                let isValid = model.validateAll()
                _ = engine.validateAll()
                #expect(isValid == engine.isValid)
            case 1:
                label = "clearMessages"
                model.clearMessages()
                _ = engine.clearMessages()
            case 2:
                let edit = WorkRequestFormPropertyTests.randomEdit(&random)
                label = "update \(edit)"
                model.update(edit.apply)
                _ = engine.update(edit.apply)
            default:
                let edit = WorkRequestFormPropertyTests.randomEdit(&random)
                label = "set \(edit)"
                Self.set(edit, on: model)
                _ = edit.set(&engine)
            }
            let context = "seed \(seed) step \(step) \(label)"
            #expect(model.form.model == engine.model, "\(context)")
            #expect(model.form.messages == engine.messages, "\(context)")
            #expect(model.sections == engine.sections, "\(context)")
            #expect(model.form.isValid == engine.isValid, "\(context)")
            let (oldModel, oldSections) = before
            let rowsChanged = oldSections != engine.sections
            #expect(sections.take() == (rowsChanged ? 1 : 0), "\(context)")
            #expect(form.take() == (rowsChanged || oldModel != engine.model ? 1 : 0), "\(context)")
            #expect(title.take() == (oldModel.title != engine.model.title ? 1 : 0), "\(context)")
            #expect(shift.take() == (oldModel.shift != engine.model.shift ? 1 : 0), "\(context)")
        }
    }

    /// `edit` as a control makes it: through the model's property for the field.
    static func set(_ edit: WorkRequestFormPropertyTests.Edit, on model: Model) {
        var request = model.form.model
        edit.apply(&request)
        switch edit.field {
        case .title: model.title = request.title
        case .notes: model.notes = request.notes
        case .contact: model.contact = request.contact
        case .isUrgent: model.isUrgent = request.isUrgent
        case .hours: model.hours = request.hours
        case .rating: model.rating = request.rating
        case .priority: model.priority = request.priority
        case .workGroup: model.workGroup = request.workGroup
        case .skills: model.skills = request.skills
        case .crew: model.crew = request.crew
        case .shift: model.shift = request.shift
        case .distance: model.distance = request.distance
        case .equipment: model.equipment = request.equipment
        case .location: model.location = request.location
        case .lead: model.lead = request.lead
        case .confidence: model.confidence = request.confidence
        case .reviewRounds: model.reviewRounds = request.reviewRounds
        default: Issue.record("no edit of \(edit.field) through the model")
        }
    }
}
#endif
