/// A list picker row over a picker chooses as the picker does unless it says otherwise, and may
/// narrow the picker's selection but not widen it: every platform's control and the generated
/// `validate` read the same decision (`FormKindRules.choosesSeveral` and `allowsEmpty`).
extension ValidationContext {
    mutating func checkPickerSelection(of row: ResolvedFormRow, path: String) {
        guard let picker = row.picker?.definition else { return }
        let pickerPath = "pickers.\(picker.name.value)"
        if let multiple = row.definition.multiple, multiple.value, picker.selection?.value != .multiple {
            error(
                multiple.location,
                "`\(path).multiple` is true, but `\(pickerPath)` chooses one item (its `selection` is single unless it says \"multiple\"); remove \"multiple\", or add \"selection\": \"multiple\" to the picker"
            )
        }
        if let empty = row.definition.emptyAllowed, empty.value, picker.allowsEmptySelection?.value == false {
            error(
                empty.location,
                "`\(path).emptyAllowed` is true, but `\(pickerPath)` keeps at least one item chosen (its `allowsEmptySelection` is false); remove \"emptyAllowed\", or remove \"allowsEmptySelection\": false from the picker"
            )
        }
    }
}
