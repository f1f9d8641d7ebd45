import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// The generated `InspectionForm` (Inspection.datasources.json) on the headless host: the findings
/// section's `editableWhen` ("!isLocked") decides its rows' editability together with each row's
/// own, and a change of either is one valid update.
@Suite struct InspectionFormTests {
    typealias Form = FormScheme<InspectionForm>

    /// The findings section's rows with whether each is editable.
    static func findings(_ host: HeadlessListHost<FormRow<InspectionForm.Field>>) -> [InspectionForm.Field: Bool] {
        Dictionary(uniqueKeysWithValues: host.sections[0].map { ($0.id, $0.isEditable) })
    }

    @Test func aSectionsEditabilityAppliesToItsRowsWithTheirOwn() throws {
        var form = Form(model: Inspection())
        var host = HeadlessListHost<FormRow<InspectionForm.Field>>(rules: .tableView)
        host.reloadData(from: form)
        #expect(
            host.sections.map { $0.map(\.id) } == [
                [.notes, .severity, .reference, .inspector], [.hasDefects, .isLocked],
            ])
        // Unlocked: the section allows editing; severity waits for its own condition, the simple
        // property and "editable": false stay read-only.
        #expect(Self.findings(host) == [.notes: true, .severity: false, .reference: false, .inspector: false])
        try host.apply(form.set(\.hasDefects, to: true, validating: .hasDefects), from: form)
        #expect(Self.findings(host) == [.notes: true, .severity: true, .reference: false, .inspector: false])
        // Locked: no row of the section can be edited, whatever its own condition says.
        try host.apply(form.set(\.isLocked, to: true, validating: .isLocked), from: form)
        #expect(Self.findings(host) == [.notes: false, .severity: false, .reference: false, .inspector: false])
        // The other section has no condition: its rows stay editable.
        #expect(host.sections[1].map(\.isEditable) == [true, true])
        try host.apply(form.set(\.isLocked, to: false, validating: .isLocked), from: form)
        #expect(Self.findings(host) == [.notes: true, .severity: true, .reference: false, .inspector: false])
    }

    @Test func theLayoutReadsTheSectionsConditionFromTheModel() {
        var model = Inspection(hasDefects: true)
        #expect(InspectionForm.layout(of: model)[0].rows.map(\.isEditable) == [true, true, false, false])
        model.isLocked = true
        #expect(InspectionForm.layout(of: model)[0].rows.map(\.isEditable) == [false, false, false, false])
        #expect(InspectionForm.layout(of: model)[1].rows.map(\.isEditable) == [true, true])
    }
}
