/// The definitions' name of a declaration, for its doc comment, when the Swift name differs from
/// it (made an identifier, or a keyword in backticks); `nil` when the Swift name already says it,
/// so that generated code carries no comment that only repeats a name.
enum RenamedNote {
    /// `rawText` is the comment-safe definitions name, `swiftName` the name as declared.
    static func text(rawText: String, swiftName: String) -> String? {
        let declared = swiftName.hasPrefix("`") ? String(swiftName.dropFirst().dropLast()) : swiftName
        return rawText == declared ? nil : rawText
    }
}
