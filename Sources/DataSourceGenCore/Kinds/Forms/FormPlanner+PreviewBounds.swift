/// A form preview's values within their rows' rules (``ruledPreviewField(_:row:)``) and numbers
/// within their bounds: a sample number the row's `validate` would refuse (out of its range, or
/// between its steps) becomes the lowest value its control offers, so that a preview shows a form
/// its own rules accept.
extension FormPlanner {
    /// `sampledPickers`: the cases of the list picker rows whose pickers have sample items.
    static func boundedPreviewFields(
        _ fields: [PreviewFieldPlan], rows: [ResolvedFormRow], sampledPickers: Set<String>
    ) -> [PreviewFieldPlan] {
        fields.map { sample in
            guard
                let row = rows.first(where: {
                    $0.field.map { SwiftIdentifier.argumentLabel($0.swiftName) } == sample.argumentLabel
                })
            else { return sample }
            let sample = ruledPreviewField(
                sample, row: row, pickerHasItems: row.picker == nil || sampledPickers.contains(row.caseName))
            guard case .literal(let text) = sample.value, let number = Double(text),
                case .standard(let type)? = row.field?.type,
                FormValueJudgement.refusal(of: number, by: row) != nil, let low = FormValueBounds.offered(by: row).low
            else { return sample }
            var bounded = sample
            bounded.value = .literal(integerTypes.contains(type) ? "\(Int(low.rounded(.up)))" : "\(low)")
            return bounded
        }
    }

    private static let integerTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
}
