/// The wording helpers: functions whose wordings the scanner lists from their bodies, since the
/// calls that use them cannot be told which they chose.
extension DiagnosticWordingScanner {
    /// Functions that pick a wording for many diagnostics, by file and name, with a regex that
    /// the code before each of their wordings ends with (their other literals are compared or
    /// passed, not shown). Not listed: `FormValueJudgement.explanation`, whose wordings differ
    /// by a unit that no fragment tells apart, and `JSONObjectReader.unknownKeyMessage`, whose
    /// "takes no keys" no input of the corpus reaches (JSONObjectReaderKeyTests shows it on a
    /// reader that reads no key).
    static let helpers: [(file: String, function: String, before: String)] = [
        ("Parsing/JSONObjectReader+Messages.swift", "hint", shown),
        ("Parsing/JSONObjectReader+Messages.swift", "typeMismatch", #"\s\?$"#),
        ("Kinds/Entities/AppTypeSample.swift", "refusal", #"(notOneExpression\(|\s\?|\s:)$"#),
        ("Kinds/Entities/FieldDefault.swift", "example", shown),
        ("Kinds/Forms/FormConditionLiterals.swift", "advice", shown),
        ("Kinds/Forms/FormRules+FieldDefaults.swift", "refusal", shown),
        ("Kinds/Forms/FormValueJudgement.swift", "fix", shown),
    ]

    /// What the code before a helper's wording ends with by default: a `return`, a ternary's
    /// `?` or `:`, or a case's `:`.
    static let shown = #"(\breturn|\?|\s:|\b(case|default)\b[^\n]*:)$"#

    /// The wordings of each entry of ``helpers``, in its order.
    static func helperWordings(in files: [File]) throws -> [[Wording]] {
        try helpers.map { helper in
            guard let file = files.first(where: { $0.path.hasSuffix("/" + helper.file) }) else {
                throw ScanError(message: "no file \(helper.file)")
            }
            let code = file.text(0..<file.code.count)
            guard let name = code.firstRange(of: try Regex(#"\b(func|var)\s+"# + helper.function + #"\b"#)),
                let open = code[name.upperBound...].firstIndex(of: "{")
            else { throw ScanError(message: "no func \(helper.function) in \(helper.file)") }
            var depth = 0
            var close = open
            for index in code[open...].indices {
                if code[index] == "{" { depth += 1 }
                if code[index] == "}" { depth -= 1 }
                if depth == 0 {
                    close = index
                    break
                }
            }
            let bodyStart = code.utf8.distance(from: code.startIndex, to: open)
            let body = bodyStart..<(bodyStart + code[open..<close].utf8.count)
            let before = try Regex(helper.before)
            let shown = file.literals.filter { literal in
                let start = literal.range.lowerBound
                guard body.contains(start) else { return false }
                return file.text(body.lowerBound..<start).trimmingCharacters(in: .whitespacesAndNewlines)
                    .contains(before)
            }
            return choice(shown, in: file)
        }
    }

    struct ScanError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
