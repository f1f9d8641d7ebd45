/// Which words need special spelling as Swift declaration names, and how.
///
/// Derived by compiling every Swift keyword and contextual keyword with Swift 6.3 in each position
/// generated code uses a name (stored and static property, `self.x`, bare `x`, key path, enum case
/// with `.x`, `E.x`, `switch` and `if case` patterns, top-level and nested type, local constant,
/// parameter), with and without backticks, under `-warnings-as-errors`.
enum SwiftReservedWords {
    /// Words that fail without backticks in at least one of those positions and work everywhere
    /// with them: the keywords of declarations, statements, expressions and types, plus `await`
    /// and `unsafe` (fail as a bare reference such as `let x = unsafe`) and `any`, `some`, `each`,
    /// `async` (fail as type names).
    static let needingBackticks: Set<String> = [
        // Declarations.
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while",
        // Expressions and types.
        "as", "false", "is", "nil", "super", "throw", "throws", "true", "try",
        // Contextual words that fail in some position.
        "await", "unsafe", "any", "some", "each", "async",
    ]

    /// Words that get a trailing `_` instead of backticks, because backticks do not give a name
    /// that means the declared thing everywhere:
    /// - `self`: a bare `` `self` `` inside a method still means the instance, not the property.
    /// - `Type`, `Protocol`: `T.Type` / `T.Protocol` mean the metatype even with backticks, so a
    ///   nested type, static member or enum case with that name cannot be reached.
    /// - `init`: `` T.`init` `` works, but without the backticks `T.init` silently means the
    ///   initializer and still compiles, so one lost pair of backticks changes behaviour.
    /// - `Self`, `Any`: backticks compile, but every unescaped `Self`/`Any` a reader or a
    ///   hand-written caller writes means the keyword, not the generated type.
    /// - `_`: the wildcard; as a name it would be unreadable.
    static let needingSuffix: Set<String> = ["self", "Self", "Type", "Protocol", "init", "Any", "_"]

    /// Extra words that get a trailing `_` as enum case names: comparing an `Optional` of an enum
    /// with a case named `none` (`value == .none`) warns "assuming you mean 'Optional<E>.none'"
    /// with or without backticks, so such a case cannot be used warning-free.
    static let caseNamesNeedingSuffix: Set<String> = ["none"]

    /// The only keyword that must keep its backticks as a call-site argument label; every other
    /// keyword warns "does not need to be escaped in argument list" there.
    static let labelsNeedingBackticks: Set<String> = ["inout"]

    /// Keywords that must keep their backticks as a parameter name in a declaration
    /// (`init(\`let\`: Int)`); every other keyword works there unescaped.
    static let parameterNamesNeedingBackticks: Set<String> = ["inout", "let", "var"]
}
