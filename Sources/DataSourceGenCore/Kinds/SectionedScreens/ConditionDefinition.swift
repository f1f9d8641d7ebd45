/// When a section or row of a table or a form shows (`visibleWhen`) or can be edited
/// (`editableWhen`), in the one grammar both kinds share: `"name"` while what it names is on or has a
/// value, `"!name"` while it is off or has none, or `{ "field": "<name>", "equals": <literal> }`.
/// A form's conditions read fields of its model, a table's read the flags of its state.
package struct ConditionDefinition: Sendable, Hashable {
    package enum Test: Sendable, Hashable {
        /// On, or has a value (a non-empty string or collection, a non-nil optional, `true`).
        case hasValue
        /// Off, or has no value.
        case hasNoValue
        /// Equals this JSON literal (a Bool, number, string or section enum case name).
        case equals(Located<JSONValue>)
    }

    /// The field or flag read, as written.
    package var field: Located<String>
    package var test: Test

    package init(field: Located<String>, test: Test) {
        self.field = field
        self.test = test
    }
}
