#if !canImport(UIKit)
import DataSourceRuntime
import Foundation
import Observation
import Testing

/// The conversions the form's model declares for FioriSwiftUICore's controls (`"fiori-swiftui"`
/// in WorkRequest.datasources.json): each writes the field through the engine, so what a Fiori
/// control enters is judged by the same rules as any other edit, and what it cannot mean leaves
/// the field alone, telling the field's observers once so the control shows the value kept again.
@MainActor @Suite struct WorkRequestFioriProjectionTests {
    typealias Model = WorkRequestForm.FormModel

    static func model() -> Model { Model(model: .blank, validators: CompanyContactValidator()) }

    /// The engine after the same edit of its field, for the messages the model must show.
    static func engine(_ edit: (inout FormScheme<WorkRequestForm>) -> Void) -> FormScheme<WorkRequestForm> {
        var engine = FormScheme<WorkRequestForm>(model: .blank, validators: CompanyContactValidator())
        edit(&engine)
        return engine
    }

    @Test func aStepperTypedOutOfRangeShowsTheEnginesMessage() {
        let model = Self.model()
        let hours = ObservationCounter { _ = model.hoursText }
        #expect(model.hoursText == "1")
        model.hoursText = "999"
        let engine = Self.engine { _ = $0.set(\.hours, to: 999, validating: .hours) }
        #expect(model.hours == 999 && model.form.messages == engine.messages)
        #expect(model.form.messages[.hours] == "Between 0.5 and 12.0" && hours.take() == 1)
        let form = ObservationCounter { _ = model.form }
        model.hoursText = "many"  // not a number: the field stays, the text too, and the engine says so
        #expect(model.hours == 999 && model.hoursText == "many" && hours.take() == 1 && form.take() == 1)
        #expect(model.form.messages[.hours] == "Enter a number")
        model.hoursText = " 2.5 "  // a number written otherwise: written, and shown as typed
        #expect(model.hours == 2.5 && model.hoursText == " 2.5 " && model.form.messages.isEmpty && hours.take() == 1)
        model.hoursText = "0"  // in the stepper's range, below the rule's minimum
        #expect(model.form.messages[.hours] == "Between 0.5 and 12.0")
    }

    /// A stepper's text can be cleared and typed again: text that is no number yet stays as typed
    /// (the engine's draft, with "Enter a number" as the row's message) and leaves the number
    /// alone; a number typed is written.
    @Test func aStepperTextIsClearedAndTypedAgain() {
        let model = Self.model()
        model.hoursText = "2"
        let shown = ObservationCounter { _ = model.hoursText }
        let form = ObservationCounter { _ = model.form }
        model.hoursText = ""
        #expect(model.hours == 2 && model.hoursText == "" && shown.take() == 1 && form.take() == 1)
        #expect(model.form.messages[.hours] == "Enter a number" && !model.form.isValid)
        model.hoursText = ""  // the same text: nothing shown changed
        #expect(shown.take() == 0 && form.take() == 0)
        model.hoursText = "-"
        #expect(model.hours == 2 && model.hoursText == "-" && shown.take() == 1)
        #expect(form.take() == 1)  // the engine's draft is another text, with the same message
        model.hoursText = "1"
        #expect(model.hours == 1 && model.hoursText == "1" && model.form.messages.isEmpty && shown.take() == 1)
        #expect(form.take() == 1)
        model.hoursText = "1."  // on the way to 1.5: the number stays 1, the text as typed
        #expect(model.hours == 1 && model.hoursText == "1." && shown.take() == 1 && form.take() == 1)
        model.hoursText = "1.5"
        #expect(model.hours == 1.5 && model.hoursText == "1.5" && shown.take() == 1)
        model.hoursText = ""
        model.hoursText = "12"
        #expect(model.hours == 12 && model.hoursText == "12" && model.form.messages.isEmpty)
    }

    /// A change of the number from elsewhere (the stepper's buttons write its text, `update`
    /// writes the model) drops the draft: the field shows the number.
    @Test func aChangeFromElsewhereDropsTheDraft() {
        let model = Self.model()
        model.hoursText = "2"
        model.hoursText = ""
        let shown = ObservationCounter { _ = model.hoursText }
        let sections = ObservationCounter { _ = model.sections }
        model.hoursText = "2.5"  // the stepper's "+"
        #expect(model.hoursText == "2.5" && shown.take() == 1 && sections.take() == 1)
        #expect(model.form.messages.isEmpty && model.form.numberDrafts.isEmpty)
        model.reviewRoundsText = "x"
        model.update { $0.reviewRounds = 3 }
        #expect(model.reviewRoundsText == "3" && model.form.messages.isEmpty && model.form.numberDrafts.isEmpty)
        model.hoursText = ""
        model.update { $0.hours = 2.5 }  // the same number: the draft stays
        #expect(model.hoursText == "" && shown.take() == 1)
        model.update { $0.hours = 4 }
        #expect(model.hoursText == "4" && shown.take() == 1 && model.form.messages.isEmpty)
    }

    /// FioriSlider binds a `Double` where the row binds a `Float`: the same value, judged by the
    /// engine's range check as any other edit.
    @Test func aFioriSliderEditsTheFloatThroughTheEngine() {
        let model = Self.model()
        let distance = ObservationCounter { _ = model.distanceValue }
        model.distanceValue = 12.5
        #expect(model.distance == 12.5 && model.distanceValue == 12.5 && distance.take() == 1)
        model.distanceValue = 45
        let engine = Self.engine { _ = $0.set(\.distance, to: 45, validating: .distance) }
        #expect(model.distance == 45 && model.form.messages == engine.messages && distance.take() == 1)
        #expect(model.form.messages[.distance] == "Between 0.0 and 30.0")
        model.update { $0.distance = 7.25 }
        #expect(model.distanceValue == 7.25 && distance.take() == 1)
    }

    @Test func aDurationPickerEditsWholeMinutes() {
        let model = Self.model()
        #expect(model.durationMinutes == 60)
        model.durationMinutes = 90
        #expect(model.duration == 5_400 && model.durationMinutes == 90)
        model.update { $0.duration = 5_430 }
        #expect(model.durationMinutes == 90)
    }

    @Test func aValuePickerOfASectionEnumEditsTheCasesIndex() {
        let model = Self.model()
        let rows = ObservationCounter { _ = model.sections }
        #expect(model.workGroupSelectedIndex == 0)
        model.workGroupSelectedIndex = 1  // repair: the rating becomes editable, "Finished" appears
        #expect(model.workGroup == .repair && rows.take() == 1)
        #expect(model.sections[1].rows.first { $0.id == .rating }?.isEditable == true)
        #expect(model.sections[1].rows.contains { $0.id == .finishedAt })
        let group = ObservationCounter { _ = model.workGroupSelectedIndex }
        let form = ObservationCounter { _ = model.form }
        model.workGroupSelectedIndex = 7  // no such option: the control reads "repair" again
        #expect(model.workGroup == .repair && group.take() == 1 && rows.take() == 0 && form.take() == 0)
        model.workGroupSelectedIndex = 1  // the option it has
        #expect(group.take() == 0 && form.take() == 0)
    }

    @Test func aRequiredDateIsNotCleared() {
        let model = Self.model()
        let day = Date(timeIntervalSince1970: 86_400)
        model.dueSelectedDate = day
        #expect(model.due == day)
        let due = ObservationCounter { _ = model.dueSelectedDate }
        let form = ObservationCounter { _ = model.form }
        model.dueSelectedDate = nil  // refused: the picker reads the date kept again
        #expect(model.due == day && model.dueSelectedDate == day && due.take() == 1 && form.take() == 0)
        model.dueSelectedDate = day
        #expect(due.take() == 0 && form.take() == 0)
    }

    @Test func listPickerSelectionsKeepTheFieldsOrder() {
        let model = Self.model()
        model.isUrgent = true
        model.crewSelections = [2, 0]
        #expect(model.crew == [0, 2] && model.form.messages[.crew] == nil)
        model.crewSelections = [2, 0, 1]
        #expect(model.crew == [0, 2, 1] && model.crewSelections == [0, 1, 2])
        model.crewSelections = [1]
        #expect(model.crew == [1])
        model.crewSelections = []  // required: the engine's message, as for any edit
        let engine = Self.engine {
            _ = $0.update { $0.isUrgent = true }
            _ = $0.set(\.crew, to: [], validating: .crew)
        }
        #expect(model.crew.isEmpty && model.form.messages == engine.messages && engine.messages[.crew] == "Required")
        model.update { $0.equipment = [2] }
        model.equipmentSelections = [0, 2]
        #expect(model.equipment == [2, 0])
    }

    /// A row over a single-selection picker (LeadPicker, no `multiple` key) binds one choice in
    /// Fiori, as the picker chooses; a second value written in code is the engine's "Choose one".
    @Test func aListPickerRowOverASingleSelectionPickerBindsOneChoice() {
        let model = Self.model()
        #expect(model.leadSelection == nil)
        model.leadSelection = 2
        #expect(model.lead == [2] && model.leadSelection == 2 && model.form.messages[.lead] == nil)
        model.update { $0.lead = [2, 0] }
        model.validateAll()
        #expect(model.form.messages[.lead] == "Choose one")
        model.leadSelection = nil
        #expect(model.lead.isEmpty && model.form.messages[.lead] == nil)
    }
}
#endif
