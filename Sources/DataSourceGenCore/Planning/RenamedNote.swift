/// The definitions' name of a declaration, for its doc comment, when the Swift name differs from
/// it (made an identifier, or a keyword in backticks); `nil` when the Swift name already says it,
/// so that generated code carries no comment that only repeats a name.
enum RenamedNote {
    /// `rawText` is the comment-safe definitions name, `swiftName` the name as declared.
    static func text(rawText: String, swiftName: String) -> String? {
        let declared = swiftName.hasPrefix("`") ? String(swiftName.dropFirst().dropLast()) : swiftName
        return rawText == declared ? nil : rawText
    }

    /// A declaration's doc comment text: `sentence`, after the definitions name when the Swift
    /// name differs from it (a comment that opened with the declared name would only repeat it).
    static func summary(_ sentence: String, rawText: String, swiftName: String) -> String {
        guard let renamed = text(rawText: rawText, swiftName: swiftName) else { return sentence }
        return "`\(renamed)` in the definitions. \(sentence)"
    }
}
