/// What a form's SwiftUI previews show: the views a sample model, and `ChoiceList` the choices of
/// the first row that has one; and the rows whose choice lists the model takes taps of.
extension FormPlanner {
    static func planPreviews(
        _ result: inout FormPlan, of form: ResolvedForm, sections enums: [ResolvedSection], entities: [ResolvedEntity]
    ) {
        // The list picker rows whose pickers have sample items, which the previews show.
        let sampledPickers = Set(
            form.rows.filter { row in
                row.picker.map { EntitySamples.items(of: $0.entity, sections: enums, entities: entities) != nil }
                    ?? false
            }.map(\.caseName))
        if let sample = EntitySamples.items(
            of: form.model, sections: enums, entities: entities, count: 1, fillsCollections: false)?.first
        {
            result.previewFields = boundedPreviewFields(
                sample.fields, rows: form.rows, sampledPickers: sampledPickers)
            result.previewPickerRows = result.rows.filter {
                $0.pickerType != nil && sampledPickers.contains($0.caseName)
            }
            result.hasPreviewPickers = !result.previewPickerRows.isEmpty
            result.hasPreview = true
        } else {
            result.noSampleReason = EntitySamples.whyNoSample(of: form.model, sections: enums, entities: entities)
        }
        result.hasChoiceLists = result.rows.contains(where: hasChoiceList)
        if result.swiftUI {
            var fields: Set<String> = []
            result.choiceListRows = result.rows.filter {
                hasChoiceList($0) && $0.choiceType != nil && fields.insert($0.field ?? "").inserted
            }
        }
        guard result.swiftUI, var row = result.rows.first(where: hasChoiceList) else { return }
        row.pickerHasPreviewItems = sampledPickers.contains(row.caseName)
        result.choiceListPreviewRow = row
    }

    /// Whether the row chooses in a `ChoiceList`: a list picker, or a filter of several.
    private static func hasChoiceList(_ row: FormRowPlan) -> Bool {
        row.kind == .listPicker || (row.kind == .filter && !row.isSingleChoice)
    }
}
