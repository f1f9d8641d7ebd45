/// Finds doc comments whose text only restates the name they document: every word of the comment
/// is a word of the declared name (`didSelectBays` has `did`, `select`, `bays`), an inflection of
/// one (`selected`, `bay`), or a word that only wraps a name (`the`, `flag`, `called when … is`).
/// `/// The flag `showsAdvanced`.` over `var showsAdvanced` and `/// Called when `bays` is
/// selected.` over `func didSelectBays` are found; `/// The height of `bays` in points.` over
/// `func heightOfBays` is not, since `points` says what the name does not.
enum RestatedNameComments {
    /// Words that say what kind of thing a name is, or join it into a sentence, without saying
    /// anything about it.
    static let wrappingWords: Set<String> = [
        "a", "an", "the", "of", "for", "to", "in", "on", "is", "are", "be", "it", "its", "this", "that", "and",
        "or", "when", "called", "call", "gets", "returns", "flag", "property", "value", "case", "method",
        "function", "type", "enum", "struct", "class", "protocol", "row", "field", "section", "member", "here",
    ]

    private static let declarationKeywords: Set<String> = [
        "var", "let", "func", "case", "struct", "enum", "class", "protocol", "typealias", "actor",
        "associatedtype", "init", "subscript",
    ]

    /// Each doc comment (a run of `///` lines) over a declaration that only restates its name:
    /// the comment's first line number (from 1) and its text.
    static func findings(in lines: [String]) -> [(line: Int, text: String)] {
        var found: [(line: Int, text: String)] = []
        var index = 0
        while index < lines.count {
            guard isDocComment(lines[index]) else {
                index += 1
                continue
            }
            let start = index
            var text: [String] = []
            while index < lines.count, isDocComment(lines[index]) {
                text.append(String(trimmed(lines[index]).dropFirst(3)))
                index += 1
            }
            var declaration = index
            while declaration < lines.count, trimmed(lines[declaration]).hasPrefix("@") { declaration += 1 }
            guard declaration < lines.count, let name = declaredName(lines[declaration]) else { continue }
            let comment = text.joined(separator: " ")
            if restates(comment, name: name) { found.append((start + 1, trimmed(comment))) }
        }
        return found
    }

    /// Whether every word of `comment` is a word of `name`, an inflection of one, or wraps it.
    static func restates(_ comment: String, name: String) -> Bool {
        let named = Set(words(name).map(stem))
        return words(comment).allSatisfy { named.contains(stem($0)) || wrappingWords.contains($0) }
    }

    /// The name a line declares (`var showsAdvanced = false` → `showsAdvanced`), backticks dropped;
    /// `nil` for a line that declares nothing.
    static func declaredName(_ line: String) -> String? {
        let tokens = trimmed(line).split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "`") })
            .map { $0.trimmingCharacters(in: ["`"]) }
        guard let keyword = tokens.firstIndex(where: declarationKeywords.contains) else { return nil }
        if tokens[keyword] == "init" || tokens[keyword] == "subscript" { return tokens[keyword] }
        return keyword + 1 < tokens.count ? tokens[keyword + 1] : nil
    }

    /// Lowercased words, camel case split (`didSelectBays` → `did`, `select`, `bays`).
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            let isWordCharacter = character.isLetter || character.isNumber
            let startsWord = character.isUppercase && (previous.map { $0.isLowercase || $0.isNumber } ?? false)
            if !isWordCharacter || startsWord {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
            }
            if isWordCharacter { current.append(character) }
            previous = character
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// A word without its inflection (`selected`, `selecting` → `select`; `bays` → `bay`).
    static func stem(_ word: String) -> String {
        for suffix in ["ing", "ed", "es", "s"] where word.hasSuffix(suffix) && word.count - suffix.count >= 3 {
            return String(word.dropLast(suffix.count))
        }
        return word
    }

    private static func isDocComment(_ line: String) -> Bool { trimmed(line).hasPrefix("///") }

    private static func trimmed(_ line: String) -> String { line.trimmingCharacters(in: .whitespaces) }
}
