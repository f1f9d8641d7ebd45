#if !canImport(UIKit)
import DataSourceRuntime
import DataSourceRuntimeTesting
import Foundation
import Testing

/// The app's validator the `WorkRequest` definitions name: company addresses only.
struct CompanyContactValidator: WorkRequestForm.Validating {
    func checkContact(_ value: String) -> String? {
        value.hasSuffix("@example.com") ? nil : "Use a company address"
    }
}

extension WorkRequest {
    /// A new request as the create screen starts it.
    static var blank: WorkRequest {
        WorkRequest(
            title: "", notes: nil, requestID: "WR-1", contact: "", location: "Harbour", isUrgent: false, distance: 0,
            hours: 1, rating: 0, due: Date(timeIntervalSince1970: 0), duration: 3_600, priority: 0,
            workGroup: .construction, shift: [0],
            skills: [], crew: [], equipment: [], approvers: [])
    }
}

/// Value pickers start the fields they bind on a choice: `"initial": "Medium"` for the priority,
/// the first case of `WorkGroup` for the work group.
@Suite struct WorkRequestInitialChoiceTests {
    @Test func valuePickersStartOnTheirInitialChoice() {
        let request = WorkRequest(
            title: "", notes: nil, requestID: "WR-2", contact: "", location: "", isUrgent: false, distance: 0,
            hours: 1, rating: 0, due: Date(timeIntervalSince1970: 0), duration: 0, shift: [0],
            skills: [], crew: [], equipment: [], approvers: [])
        #expect(request.priority == 1)
        #expect(request.workGroup == .construction)
        #expect(WorkRequestForm.validate(.priority, of: request, with: CompanyContactValidator()) == nil)
    }
}

/// The generated `WorkRequestForm` (WorkRequest.datasources.json) on the headless host: edits
/// write the model through key paths, conditions show and hide rows and sections and change
/// editability as one valid update, and rules of every kind show and clear their messages.
@Suite struct WorkRequestFormTests {
    typealias Form = FormScheme<WorkRequestForm>

    static func host(_ form: Form) -> HeadlessListHost<FormRow<WorkRequestForm.Field>> {
        var host = HeadlessListHost<FormRow<WorkRequestForm.Field>>(rules: .tableView)
        host.reloadData(from: form)
        return host
    }

    @Test func layoutFollowsTheDefinitionsAndTheModel() throws {
        var form = Form(model: .blank, validators: CompanyContactValidator())
        var host = Self.host(form)
        #expect(
            host.sections.map { $0.map(\.id) } == [
                [.title, .notes, .requestID, .contact, .location],
                [.isUrgent, .distance, .hours, .rating, .due, .duration, .priority, .workGroup, .shift],
                [.approvers, .lead, .confidence, .reviewRounds],
                [.photos],
            ])
        #expect(host.headerTitles == [nil, "Details", "Approval", "Attachments"])
        #expect(host.sections[0][2].isEditable == false)  // "editable": false
        #expect(host.sections[1][3].isEditable == false)  // rating: editable while workGroup is repair
        #expect(host.sections[2][1].isEditable)  // lead: editable while isUrgent equals false
        try host.apply(form.set(\.isUrgent, to: true, validating: .isUrgent), from: form)
        // "visibleWhen": "!isUrgent" hides the request ID; the staffing section appears.
        #expect(host.sections.map(\.count) == [4, 9, 2, 4, 1])
        #expect(!host.sections[0].contains { $0.id == .requestID })
        #expect(host.sections[3][1] == FormRow(.lead, isEditable: false, message: nil))
        #expect(form.model.isUrgent)
        try host.apply(form.set(\.priority, to: 2, validating: .priority), from: form)
        #expect(host.sections[2].map(\.id) == [.skills, .crew, .equipment])
        try host.apply(form.set(\.workGroup, to: .repair, validating: .workGroup), from: form)
        #expect(host.sections[1][3] == FormRow(.rating, isEditable: true, message: nil))
    }

    @Test func rulesShowAndClearTheirMessages() throws {
        var form = Form(model: .blank, validators: CompanyContactValidator())
        var host = Self.host(form)
        #expect(!form.isValid)
        #expect(form.firstInvalidField == .title)
        try host.apply(form.validateAll(), from: form)
        #expect(form.messages == [.title: "Required", .contact: "Enter an e-mail address"])
        // minLength 3 and maxLength 60: each limit itself is allowed, one past it is not;
        // "required": false on notes lets them stay empty.
        try host.apply(form.set(\.title, to: "Le", validating: .title), from: form)
        #expect(form.messages[.title] != nil && form.messages[.title] != "Required")
        try host.apply(form.set(\.title, to: "Lea", validating: .title), from: form)
        #expect(form.messages[.title] == nil)
        try host.apply(form.set(\.title, to: String(repeating: "x", count: 60), validating: .title), from: form)
        #expect(form.messages[.title] == nil)
        try host.apply(form.set(\.title, to: String(repeating: "x", count: 61), validating: .title), from: form)
        #expect(form.messages[.title] != nil && form.messages[.title] != "Required")
        try host.apply(form.set(\.title, to: "Leaking tap", validating: .title), from: form)
        try host.apply(form.set(\.contact, to: "pat@elsewhere.org", validating: .contact), from: form)
        #expect(form.messages == [.contact: "Use a company address"])
        try host.apply(form.set(\.contact, to: "pat@example.com", validating: .contact), from: form)
        try host.apply(form.set(\.hours, to: 0.5, validating: .hours), from: form)
        #expect(form.messages[.hours] == nil, "rules.min 0.5 allows 0.5")
        try host.apply(form.set(\.hours, to: 0, validating: .hours), from: form)
        #expect(form.messages == [.hours: "Between 0.5 and 12.0"])
        try host.apply(form.set(\.hours, to: 2, validating: .hours), from: form)
        #expect(form.messages.isEmpty && form.isValid)
        // The cells' own limits hold in the model on every platform, as validation messages: the
        // slider's and stepper's range, a filter that allows neither none nor several.
        try host.apply(form.set(\.distance, to: 31, validating: .distance), from: form)
        try host.apply(form.set(\.hours, to: 12.5, validating: .hours), from: form)
        try host.apply(form.set(\.shift, to: [0, 1], validating: .shift), from: form)
        #expect(
            form.messages == [.distance: "Between 0.0 and 30.0", .hours: "Between 0.5 and 12.0", .shift: "Choose one"])
        try host.apply(form.set(\.shift, to: [], validating: .shift), from: form)
        #expect(form.messages[.shift] == "Required" && !form.isValid)
        try host.apply(
            form.update {
                $0.distance = 30
                $0.hours = 12
                $0.shift = [1]
            }, from: form)
        try host.apply(form.validateAll(), from: form)
        #expect(form.messages.isEmpty && form.isValid)
        // A duration that may not be zero is at least one interval (15 minutes), the interval itself included.
        try host.apply(form.set(\.duration, to: 0, validating: .duration), from: form)
        #expect(form.messages == [.duration: "Between 15 min and 23 h 45 min"] && !form.isValid)
        try host.apply(form.set(\.duration, to: 900, validating: .duration), from: form)
        #expect(form.messages.isEmpty && form.isValid)
        // Between two steps of the wheel (minuteInterval 15), as no duration picker shows it.
        try host.apply(form.set(\.duration, to: 1_200, validating: .duration), from: form)
        #expect(form.messages == [.duration: "In steps of 15 minutes"] && !form.isValid)
        try host.apply(form.set(\.duration, to: 1_800, validating: .duration), from: form)
        #expect(form.messages.isEmpty && form.isValid)
        // The staffing section's rules apply only while it is shown.
        try host.apply(form.set(\.isUrgent, to: true, validating: .isUrgent), from: form)
        #expect(!form.isValid && form.firstInvalidField == .skills)
        try host.apply(
            form.update {
                $0.skills = [0]
                $0.crew = [1, 2]
            }, from: form)
        #expect(form.isValid)
        #expect(host.sections.flatMap { $0 }.allSatisfy { $0.message == nil })
    }

    @Test func editingEachKindWritesTheModel() throws {
        var form = Form(model: .blank, validators: CompanyContactValidator())
        var host = Self.host(form)
        let due = Date(timeIntervalSince1970: 86_400)
        let edits: [(inout Form) -> ListUpdate] = [
            { $0.set(\.title, to: "Leak", validating: .title) },  // title
            { $0.set(\.notes, to: "Under the sink", validating: .notes) },  // note
            { $0.set(\.requestID, to: "WR-2", validating: .requestID) },  // keyValue
            { $0.set(\.contact, to: "pat@example.com", validating: .contact) },  // textField
            { $0.set(\.location, to: "Dock 4", validating: .location) },  // simpleProperty, editable
            { $0.set(\.isUrgent, to: true, validating: .isUrgent) },  // switch
            { $0.set(\.distance, to: 12.5, validating: .distance) },  // slider
            { $0.set(\.hours, to: 3, validating: .hours) },  // stepper
            { $0.set(\.rating, to: 4, validating: .rating) },  // rating
            { $0.set(\.due, to: due, validating: .due) },  // datePicker
            { $0.set(\.duration, to: 5_400, validating: .duration) },  // durationPicker
            { $0.set(\.priority, to: 2, validating: .priority) },  // segmentedControl
            { $0.set(\.workGroup, to: .engineering, validating: .workGroup) },  // valuePicker over an enum
            { $0.set(\.skills, to: [0, 2], validating: .skills) },  // filter
            { $0.set(\.crew, to: [1], validating: .crew) },  // listPicker over an index-mode picker
            { $0.set(\.equipment, to: [2], validating: .equipment) },  // listPicker over titles
            { $0.set(\.approvers, to: ["A7"], validating: .approvers) },  // listPicker over unique IDs
            { $0.set(\.lead, to: [3], validating: .lead) },  // listPicker over a single-selection picker
            { $0.set(\.confidence, to: 0.75, validating: .confidence) },  // slider in its default range
            { $0.set(\.reviewRounds, to: 3, validating: .reviewRounds) },  // stepper in its default range
        ]
        for edit in edits { try host.apply(edit(&form), from: form) }
        let model = form.model
        #expect(model.title == "Leak" && model.notes == "Under the sink" && model.requestID == "WR-2")
        #expect(model.location == "Dock 4")
        #expect(model.contact == "pat@example.com" && model.isUrgent && model.distance == 12.5 && model.hours == 3)
        #expect(model.rating == 4 && model.due == due && model.duration == 5_400 && model.priority == 2)
        #expect(
            model.workGroup == .engineering && model.skills == [0, 2] && model.crew == [1] && model.equipment == [2])
        #expect(model.approvers == ["A7"] && model.lead == [3] && model.confidence == 0.75 && model.reviewRounds == 3)
        #expect(form.isValid && form.messages.isEmpty)
        #expect(host.sections == form.sections.map(\.rows))
    }

    /// What each row's control keeps to holds in the model as a message, on every platform: a
    /// slider's and stepper's default range, the single selection a list picker row takes from its
    /// picker, and indices that must name one of the options.
    @Test func theControlsLimitsAreValidationMessages() throws {
        var form = Form(model: .blank, validators: CompanyContactValidator())
        var host = Self.host(form)
        let edits: [(inout Form) -> ListUpdate] = [
            { $0.set(\.confidence, to: 1.5, validating: .confidence) },  // UISlider's 0...1
            { $0.set(\.reviewRounds, to: 100.5, validating: .reviewRounds) },  // FUIStepperFormCell's 0...100
            { $0.set(\.lead, to: [0, 1], validating: .lead) },  // "selection": "single" on LeadPicker
            { $0.set(\.shift, to: [2], validating: .shift) },  // two options: 0 and 1
            { $0.set(\.equipment, to: [0, -1], validating: .equipment) },
        ]
        for edit in edits { try host.apply(edit(&form), from: form) }
        #expect(
            form.messages == [
                .confidence: "Between 0.0 and 1.0", .reviewRounds: "Between 0.0 and 100.0", .lead: "Choose one",
                .shift: "Not one of the options",
            ])
        try host.apply(form.set(\.priority, to: 2, validating: .priority), from: form)
        try host.apply(form.set(\.isUrgent, to: true, validating: .isUrgent), from: form)
        try host.apply(form.validateAll(), from: form)
        #expect(form.messages[.equipment] == "Not one of the options")
        try host.apply(
            form.update {
                $0.confidence = 1
                $0.reviewRounds = 100
                $0.lead = [1]
                $0.shift = [1]
                $0.skills = [2]
                $0.crew = [0]
                $0.equipment = [2]
                $0.title = "Leak"
                $0.contact = "pat@example.com"
            }, from: form)
        try host.apply(form.validateAll(), from: form)
        #expect(form.messages.isEmpty && form.isValid)
        #expect(host.sections.flatMap { $0 }.allSatisfy { $0.message == nil })
    }

    @Test func ratingIsKeptToFiveStars() {
        var model = WorkRequest.blank
        model.rating = 6
        #expect(WorkRequestForm.validate(.rating, of: model, with: CompanyContactValidator()) != nil)
        model.rating = 5
        #expect(WorkRequestForm.validate(.rating, of: model, with: CompanyContactValidator()) == nil)
    }
}
#endif
