#if !canImport(UIKit)
import DataSourceRuntime
import Observation
import Testing

/// A SwiftUI `ChoiceList` decides nothing: its taps go to the model's `tapChoice(<field>:)`, which
/// takes them under a list picker's selection rules, the rules FormKit's list picker cell and
/// FioriSwiftUI's `ListPickerDestination` (`allowEmpty:`) keep for the same definition.
@MainActor @Suite struct WorkRequestChoiceListTests {
    typealias Model = WorkRequestForm.FormModel

    static func model() -> Model { Model(model: .blank, validators: CompanyContactValidator()) }

    @Test func aTapAddsAChoiceAfterTheOthersAndRemovesAChosenOne() {
        let model = Self.model()
        model.tapChoice(crew: 2)
        model.tapChoice(crew: 0)
        #expect(model.crew == [2, 0])
        model.tapChoice(crew: 2)
        #expect(model.crew == [0])
        model.tapChoice(equipment: 1)
        model.tapChoice(equipment: 1)  // equipment may be left empty
        #expect(model.equipment.isEmpty)
    }

    /// `crew` and `skills` say `"emptyAllowed": false`: their last choice stays, and the list is
    /// told to show it again, as the Fiori view's `allowEmpty: false` keeps it.
    @Test func theLastChoiceOfARowThatMustKeepOneStaysAndTheListHearsOfIt() {
        let model = Self.model()
        model.tapChoice(crew: 1)
        let crew = ObservationCounter { _ = model.crew }
        let form = ObservationCounter { _ = model.form }
        model.tapChoice(crew: 1)
        #expect(model.crew == [1] && crew.take() == 1 && form.take() == 0)
        model.tapChoice(skills: 0)
        model.tapChoice(skills: 0)
        #expect(model.skills == [0])
        model.tapChoice(skills: 2)
        model.tapChoice(skills: 0)  // not the last one: removed
        #expect(model.skills == [2])
    }

    @Test func aTapInSingleSelectionReplacesTheChoice() {
        let model = Self.model()
        model.tapChoice(lead: 1)
        model.tapChoice(lead: 3)
        #expect(model.lead == [3])
        model.tapChoice(lead: 3)  // the lead may be left empty
        #expect(model.lead.isEmpty)
    }

    @Test func aSetOfChoicesIsTappedTheSameWay() {
        let model = Self.model()
        model.tapChoice(approvers: "a")
        model.tapChoice(approvers: "b")
        #expect(model.approvers == ["a", "b"])
        model.tapChoice(approvers: "a")
        model.tapChoice(approvers: "b")
        #expect(model.approvers.isEmpty)
    }

    /// `shift`, a filter of one choice (`"multiple": false, "emptyAllowed": false`), is an inline
    /// `Picker` bound to the model's `shiftSelection`: the field's one choice, written through the
    /// engine as any edit, whose observers hear of it exactly when the field changes. The choice
    /// must stay: `nil` keeps it, telling the observers once so the control shows it again.
    @Test func aSingleChoiceFilterBindsItsOneChoiceThroughTheEngine() {
        let model = Self.model()
        #expect(model.shift == [0] && model.shiftSelection == 0)
        let selection = ObservationCounter { _ = model.shiftSelection }
        model.shiftSelection = 1
        #expect(model.shift == [1] && model.shiftSelection == 1 && selection.take() == 1)
        model.shiftSelection = 1  // the choice it has: nothing changed, nothing to tell
        #expect(selection.take() == 0)
        model.shiftSelection = nil  // none: refused, the choice kept
        #expect(model.shift == [1] && model.shiftSelection == 1 && selection.take() == 1)
        #expect(model.form.messages.isEmpty)
        model.update { $0.shift = [] }  // code may empty it: the engine judges it, as any edit
        var engine = FormScheme<WorkRequestForm>(model: .blank, validators: CompanyContactValidator())
        _ = engine.update { $0.shift = [] }
        #expect(model.shiftSelection == nil && selection.take() == 1 && model.form.messages == engine.messages)
        model.update { $0.shift = [1, 0] }  // two choices in code: the picker shows the first
        #expect(model.shiftSelection == 1 && selection.take() == 1)
    }

    /// The rule itself: what each tap gives, and the refusal.
    @Test func theRuleOfATap() {
        let rule = { (chosen: [Int], tap: Int, multiple: Bool, empty: Bool) in
            FormBinding.choices(chosen, tapping: tap, allowsMultipleSelection: multiple, allowsEmptySelection: empty)
        }
        #expect(rule([3, 1], 2, true, true) == [3, 1, 2])
        #expect(rule([3, 1], 3, true, true) == [1])
        #expect(rule([3], 3, true, false) == nil)
        #expect(rule([3, 1], 3, true, false) == [1])
        #expect(rule([3], 1, false, false) == [1])
        #expect(rule([3], 3, false, false) == nil)
        #expect(rule([3], 3, false, true) == [])
    }
}
#endif
