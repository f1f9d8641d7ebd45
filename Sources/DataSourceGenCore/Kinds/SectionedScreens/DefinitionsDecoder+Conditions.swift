/// Decoding of `visibleWhen` and `editableWhen`, one grammar for tables and forms (see
/// ``ConditionDefinition``); what a name must be is resolution's to check.
extension DefinitionsDecoder {
    /// What a kind's conditions read, for the wording of their errors; each kind declares its own
    /// (a table's flags, a form's model fields) and passes it in its ``ScreenSectionsShape``.
    struct ConditionSubject: Sendable {
        /// What a condition names: `flag`, `field`.
        var noun: String
        /// How to write one: the string forms, then the object form, as a fix.
        var howToWrite: String
    }

    /// A condition: `"name"`, `"!name"`, or `{ "field": "<name>", "equals": <literal> }`.
    func condition<Key>(
        _ node: JSONNode, path: String, reading subject: ConditionSubject, into reader: inout JSONObjectReader<Key>
    ) -> ConditionDefinition? {
        switch node.value {
        case .string(let text):
            // By scalar, not by character: a name that starts with a combining mark or a joiner
            // would fuse with the `!` into one character.
            let negated = text.unicodeScalars.first == "!"
            let field = negated ? String(text.unicodeScalars.dropFirst()) : text
            guard !field.isEmpty else {
                reader.report(.error(at: node.location, "`\(path)` names no \(subject.noun); \(subject.howToWrite)"))
                return nil
            }
            return ConditionDefinition(
                field: Located(field, at: node.location), test: negated ? .hasNoValue : .hasValue)
        case .object:
            var object = JSONObjectReader<SchemaKeys.Condition>(node, path: path)
            let field = object.string(.field)
            var equals = object.node(.equals)
            switch equals?.value {
            case .array?, .object?, .null?:
                if let node = equals {
                    object.report(
                        JSONReading.typeMismatch(
                            at: object.childPath(.equals),
                            expected: "a literal: true, false, a number, a string or a section enum case name",
                            found: node))
                }
                equals = nil
            default: break
            }
            reader.report(contentsOf: object.finish())
            guard let field, let equals else { return nil }
            return ConditionDefinition(field: field, test: .equals(Located(equals.value, at: equals.location)))
        default:
            reader.report(
                JSONReading.typeMismatch(
                    at: path,
                    expected:
                        "a \(subject.noun) name (\"\(subject.noun)\" or \"!\(subject.noun)\") or {\"field\": \"<\(subject.noun)>\", \"equals\": <value>}",
                    found: node))
            return nil
        }
    }
}
