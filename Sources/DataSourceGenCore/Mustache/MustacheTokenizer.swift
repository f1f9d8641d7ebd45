/// Splits template source into text and tags, applying set-delimiter tags as it goes and
/// tracking line and column so every error points at its tag.
struct MustacheTokenizer {
    private let scalars: [Unicode.Scalar]
    private let templateName: String
    private var position = 0
    private var line = 1
    private var column = 1
    /// The delimiters in effect at the current position.
    private(set) var open: [Unicode.Scalar] = ["{", "{"]
    private(set) var close: [Unicode.Scalar] = ["}", "}"]

    init(scalars: [Unicode.Scalar], templateName: String) {
        self.scalars = scalars
        self.templateName = templateName
    }

    mutating func tokenize() throws(MustacheError) -> [MustacheToken] {
        var tokens: [MustacheToken] = []
        var textStart = 0
        while position < scalars.count {
            guard hasPrefix(open, at: position) else {
                advance(by: 1)
                continue
            }
            if textStart < position { tokens.append(.text(textStart..<position)) }
            tokens.append(.tag(try scanTag()))
            textStart = position
        }
        if textStart < scalars.count { tokens.append(.text(textStart..<scalars.count)) }
        return tokens
    }

    private mutating func scanTag() throws(MustacheError) -> MustacheTag {
        let start = position
        let tagStart = (line: line, column: column)
        let openText = mustacheString(open), closeText = mustacheString(close)
        advance(by: open.count)
        let sigil = position < scalars.count ? scalars[position] : nil
        var terminator = close
        var kind = MustacheTag.Kind.variable
        switch sigil {
        case "#": kind = .section
        case "^": kind = .invertedSection
        case "/": kind = .closeSection
        case "!": kind = .comment
        case ">": kind = .partial
        case "&": break
        case "{": terminator = ["}"] + close
        case "=":
            kind = .setDelimiters
            terminator = ["="] + close
        case "<": kind = .parent
        case "$": kind = .block
        default: break
        }
        let hasSigil = sigil.map { "#^/!>&{=<$".unicodeScalars.contains($0) } ?? false
        let sigilText = hasSigil ? sigil.map { mustacheString(CollectionOfOne($0)) } ?? "" : ""
        if hasSigil { advance(by: 1) }
        guard let end = firstIndex(of: terminator, from: position) else {
            let example = kind == .setDelimiters ? ", as in '\(openText)=<% %>=\(closeText)'" : ""
            throw tagError(
                "tag '\(openText)\(sigilText)' is never closed; add '\(mustacheString(terminator))'\(example)",
                at: tagStart)
        }
        let content = mustacheString(scalars[position..<end])
        advance(by: end + terminator.count - position)
        var tag = MustacheTag(
            kind: kind, name: "", range: start..<position, line: tagStart.line, column: tagStart.column,
            open: openText, close: closeText)
        switch kind {
        case .comment:
            return tag
        case .setDelimiters:
            let parts = content.unicodeScalars.split(whereSeparator: \.properties.isWhitespace)
            guard parts.count == 2 else {
                throw tagError(
                    "set-delimiter tag '\(openText)=\(content)=\(closeText)' needs exactly two delimiters "
                        + "separated by whitespace, as in '\(openText)=<% %>=\(closeText)'", at: tagStart)
            }
            if let bad = parts.first(where: { $0.contains("=") }) {
                throw tagError(
                    "delimiter '\(mustacheString(bad))' may not contain '='; "
                        + "choose delimiters without it, as in '\(openText)=<% %>=\(closeText)'", at: tagStart)
            }
            open = Array(parts[0])
            close = Array(parts[1])
            return tag
        case .variable, .section, .invertedSection, .closeSection, .partial, .parent, .block:
            let closing = mustacheString(terminator)
            tag.name = try validatedName(
                content, kind: kind, spelledAs: "\(openText)\(sigilText)\(content)\(closing)",
                example: "\(openText)\(sigilText)items\(closing)", at: tagStart)
            return tag
        }
    }

    /// Trims the tag content and checks it is a usable name, so mistakes fail at parse time
    /// instead of silently rendering nothing.
    private func validatedName(
        _ content: String, kind: MustacheTag.Kind, spelledAs spelling: String, example: String,
        at tagStart: (line: Int, column: Int)
    ) throws(MustacheError) -> String {
        var name = mustacheString(content.unicodeScalars.trimmingWhitespace())
        // A dynamic partial's asterisk may stand apart from its name (`{{> * name }}`).
        if kind == .partial, name.hasPrefix("*") {
            name = "*" + mustacheString(name.unicodeScalars.dropFirst().trimmingWhitespace())
        }
        guard !name.isEmpty else {
            throw tagError(
                "tag '\(spelling)' has no name; write one between the delimiters, as in '\(example)'", at: tagStart)
        }
        guard !name.unicodeScalars.contains(where: \.properties.isWhitespace) else {
            throw tagError(
                "tag name '\(name)' contains whitespace; a name is one word, with dots for nested values (as in 'person.name')",
                at: tagStart)
        }
        // Only names looked up in the data are dotted paths; template and block names are plain
        // text (`DataSources.swift`), and a closing tag is checked against its opening tag.
        let isDataPath = kind == .variable || kind == .section || kind == .invertedSection
        if isDataPath, name != ".",
            name.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        {
            throw tagError(
                "tag name '\(name)' has an empty part; separate names with single dots (as in 'person.name'), "
                    + "or use '.' alone for the current value", at: tagStart)
        }
        return name
    }

    /// The error for the tag that starts at `tagStart`, made at the caller's line.
    private func tagError(
        _ message: String, at tagStart: (line: Int, column: Int), siteFile: String = #fileID, siteLine: Int = #line
    ) -> MustacheError {
        MustacheError(
            templateName: templateName, line: tagStart.line, column: tagStart.column, message: message,
            siteFile: siteFile, siteLine: siteLine)
    }

    private mutating func advance(by count: Int) {
        for _ in 0..<count where position < scalars.count {
            if scalars[position] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            position += 1
        }
    }

    private func hasPrefix(_ delimiter: [Unicode.Scalar], at index: Int) -> Bool {
        guard index + delimiter.count <= scalars.count else { return false }
        return scalars[index..<index + delimiter.count].elementsEqual(delimiter)
    }

    private func firstIndex(of delimiter: [Unicode.Scalar], from index: Int) -> Int? {
        var candidate = index
        while candidate + delimiter.count <= scalars.count {
            if hasPrefix(delimiter, at: candidate) { return candidate }
            candidate += 1
        }
        return nil
    }
}

/// Builds a string from scalars (tokens keep scalar ranges so that columns count scalars).
func mustacheString<S: Sequence>(_ scalars: S) -> String where S.Element == Unicode.Scalar {
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars)
    return String(view)
}

extension BidirectionalCollection where Element == Unicode.Scalar {
    /// The elements without leading and trailing whitespace (tag padding such as `{{ name }}`).
    fileprivate func trimmingWhitespace() -> SubSequence {
        guard let first = firstIndex(where: { !$0.properties.isWhitespace }),
            let last = lastIndex(where: { !$0.properties.isWhitespace })
        else { return self[endIndex...] }
        return self[first...last]
    }
}
