/// A row the user can never edit takes no value rules: its value is the app's, so a value the
/// rules refuse (an empty one that `required` asks for, one out of range or not matching) is a
/// message the user cannot clear, and a form that could never be saved from its screen.
extension ValidationContext {
    mutating func checkRulesOfNeverEditable(_ row: ResolvedFormRow, path: String) {
        guard let rules = row.definition.rules, FormKindRules.isNeverEditable(row) else { return }
        let given: [(String, SourceLocation?)] = [
            ("required", rules.required.flatMap { $0.value ? $0.location : nil }),
            ("minLength", rules.minLength?.location), ("maxLength", rules.maxLength?.location),
            ("min", rules.min?.location), ("max", rules.max?.location),
            ("pattern", rules.pattern?.location), ("validator", rules.validator?.location),
        ]
        let (why, fix) =
            row.definition.editable?.value == false
            ? ("\"editable\": false", "remove it, or remove \"editable\": false")
            : ("a simpleProperty without `editable` or `editableWhen`", "remove it, or add \"editable\": true")
        for case (let key, let location?) in given {
            error(
                location,
                "`\(path).rules.\(key)` judges a value the user can never edit (\(why)), so a form it refuses could never be saved; \(fix)"
            )
        }
    }
}
