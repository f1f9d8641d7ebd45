/// A `visibleWhen` or `editableWhen` of a table or a form with its name resolved: what it reads,
/// `Subject` (a table's flag, a form's model field), and its test, in the one grammar of
/// ``ConditionDefinition``. Each kind finds its subjects by name (``ResolutionContext``'s
/// `resolveCondition`) and checks that the test fits what it reads (a flag equals only true or
/// false); ``ConditionPlan`` renders any of them.
struct ResolvedCondition<Subject: ConditionOperand>: Sendable {
    var definition: ConditionDefinition
    var subject: Subject
}

/// What a kind's conditions read (a flag, a field), as its planned conditions need it.
protocol ConditionOperand: Sendable {
    /// The Swift name the generated code reads it by (`state.<name>`, `model.<name>`).
    var swiftName: String { get }
    /// The test that `"equals": literal` is, as the kind's templates write it: a literal to compare
    /// with, or the test it amounts to (a flag equal to `false` is off). Validation has refused a
    /// literal that does not fit.
    func test(equalTo literal: Located<JSONValue>) -> ConditionPlan.Test
}

extension ResolutionContext {
    /// `condition` with what it reads found by `subject`, which reports a name that names nothing
    /// it can read at the condition's key path `key`; `nil` for no condition, or after that report.
    mutating func resolveCondition<Subject>(
        _ condition: ConditionDefinition?, key: String,
        subject: (inout ResolutionContext, Located<String>, String) -> Subject?
    ) -> ResolvedCondition<Subject>? {
        guard let condition, let found = subject(&self, condition.field, key) else { return nil }
        return ResolvedCondition(definition: condition, subject: found)
    }
}
