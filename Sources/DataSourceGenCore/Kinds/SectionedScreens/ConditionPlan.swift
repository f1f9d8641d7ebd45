/// A condition of a table or a form, ready to render: the Swift name of what it reads (`field`: a
/// table's flag, a form's model field) and its test, which templates switch on
/// (`{{#test.equals}}`); each kind's condition partial writes where it reads it from
/// (`TableCondition`: `state.`, `FormCondition`: `model.`).
struct ConditionPlan: Hashable, Sendable, ReflectedMustache {
    /// Templates switch on it: `{{#test.hasNoValue}}`.
    enum Test: Hashable, Sendable, MustacheEnum {
        /// On, or has a value.
        case hasValue
        /// Off, or has no value.
        case hasNoValue
        /// Equals this value: a literal (`true`, `3`, `"x"`) or a section enum's case, which the
        /// `FieldValue` partial writes.
        case equals(value: FieldDefault)

        static let allCases: [Self] = [.hasValue, .hasNoValue, .equals(value: .nilValue)]
    }

    var field: String
    var test: Test

    init<Subject>(_ condition: ResolvedCondition<Subject>) {
        field = condition.subject.swiftName
        switch condition.definition.test {
        case .hasValue: test = .hasValue
        case .hasNoValue: test = .hasNoValue
        case .equals(let literal): test = condition.subject.test(equalTo: literal)
        }
    }
}
