/// One fixed option of a table's radio or accordion row or of a form row, as the `OptionList`
/// template writes it in a Swift array: a case of the option enum, or a title.
struct OptionLiteralPlan: Hashable, Sendable, ReflectedMustache {
    /// The enum case, written `.caseName`; `nil` for a title.
    var caseName: String?
    /// The title as a Swift string literal; `nil` for an enum case.
    var stringLiteral: String?

    static func title(_ text: String) -> Self { Self(caseName: nil, stringLiteral: SwiftStringLiteral.make(text)) }

    static func enumCase(_ name: String) -> Self { Self(caseName: name, stringLiteral: nil) }
}
