/// Texts that are not JSON5, and field types that are not Swift types.
extension DiagnosticCorpus {
    /// One syntax error each: the parser stops at the first.
    static let jsonSyntax = [
        "", " ", #"{ "a": 1"#, #"{ "a": }"#, "{ 1: 2 }", #"{ "a": 1 "b": 2 }"#, #"{ "a" 1 }"#, "{} x",
        String(repeating: "[", count: 513),
        // A value, a key or a separator missing, with each hint.
        "}", "[ }", "[ True ]", #"{ "a": hello }"#, "[1,,2]", #"{ , "a": 1 }"#, "{ : 1 }", #"["a": 1]"#,
        // Unquoted keys with escapes.
        #"{ \x: 1 }"#, #"{ \u12: 1 }"#, #"{ \u0031: 1 }"#,
        // Numbers.
        "[-Ix]", "[0xG]", "[-]", "[1a]", "[01]", "[.]", "[1e]",
        // Strings.
        #"[ "abc"#, "[ \"abc\n\" ]", "[ 'abc", "[ 'abc\n' ]", #"[ "\01" ]"#, #"[ "\1" ]"#, #"[ "\xZ1" ]"#,
        #"[ "\u12" ]"#,
        #"[ "\uD800" ]"#, #"[ "\uD800\u12" ]"#, #"[ "\uD800\u0041" ]"#, #"[ "\uDC00" ]"#,
        // Comments.
        "{} /* open",
    ]

    /// Field types the type parser or the resolver refuses, one entity per text.
    static let typeStrings = [
        "Int x", "[Int", String(repeating: "[", count: 64) + "Int" + String(repeating: "]", count: 64),
        "Int" + String(repeating: "?", count: 64), "[]", "Foundation.", "() -> Void", "any Equatable",
        String(repeating: "any ", count: 64) + "P",
        "Array<Int, Int>", "Dictionary<Int>", "Strin", "String<Int>", "[Blob: Int]", "Set<Blob>",
    ].map { type in
        #"{ "types": { "Blob": { "conformances": [] } }, "entities": { "E": { "fields": { "a": "\#(type)" } } } }"#
    }
}
