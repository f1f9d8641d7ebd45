import Foundation

/// The public API a type's declarations in Swift source give it: the head of its declaration and
/// of each extension with conformances (`struct IndexListPicker<Item>: IndexListPickerDataSource`),
/// and every `public` member declared directly in their bodies, each as written up to its body,
/// on one line without `public` (`func numberOfRows() -> Int`). A light reader of the source, not a
/// parser: comments are skipped, braces, parentheses and brackets counted outside string literals
/// (inside one they read as `_`).
enum PublicMemberScanner {
    /// The heads and members of `type`, declared in any of `sources`, sorted.
    static func api(of type: String, in sources: [String]) -> [String] {
        sources.flatMap { statements(in: code(of: $0)) }.compactMap { statement -> [String]? in
            owner(of: statement.head) == type ? heads(statement.head) + statement.members : nil
        }.flatMap { $0 }.sorted()
    }

    /// The text of `source` with comments removed and every string literal's contents dropped.
    static func code(of source: String) -> String {
        var result = ""
        var characters = Array(source)[...]
        while let character = characters.first {
            if characters.starts(with: "//") {
                characters = characters.drop { $0 != "\n" }
            } else if characters.starts(with: "/*") {
                let rest = String(characters)
                let end = rest.range(of: "*/").map { rest.distance(from: rest.startIndex, to: $0.upperBound) }
                characters = characters.dropFirst(end ?? characters.count)
                result += " "
            } else if character == "\"" {
                let delimiter = characters.starts(with: "\"\"\"") ? "\"\"\"" : "\""
                result += delimiter
                characters = characters.dropFirst(delimiter.count)
                while let inner = characters.first, !characters.starts(with: delimiter) {
                    let escaped = inner == "\\" ? characters.prefix(2) : characters.prefix(1)
                    result += escaped.map { "{}()[]\n".contains($0) ? "_" : $0 }
                    characters = characters.dropFirst(escaped.count)
                }
                result += delimiter
                characters = characters.dropFirst(delimiter.count)
            } else {
                result.append(character)
                characters = characters.dropFirst()
            }
        }
        return result
    }

    /// Each top-level declaration with a body: the text before its `{`, and the `public`
    /// declarations directly in the body.
    static func statements(in code: String) -> [(head: String, members: [String])] {
        var found: [(head: String, members: [String])] = []
        var depth = 0, grouping = 0
        var text = ""
        var head = ""
        var members: [String] = []
        func finishMember() {
            let words = text.split(whereSeparator: \.isWhitespace)
            if let start = words.firstIndex(of: "public") {
                members.append(oneLine(words[(start + 1)...].joined(separator: " ")))
            }
            text = ""
        }
        for character in code {
            switch character {
            case "(", "[": grouping += 1
            case ")", "]": grouping -= 1
            default: break
            }
            if character == "{" {
                if depth == 0 {
                    head = text
                    members = []
                    text = ""
                } else if depth == 1 {
                    finishMember()
                }
                depth += 1
            } else if character == "}" {
                depth -= 1
                if depth == 0 {
                    found.append((head.trimmingCharacters(in: .whitespacesAndNewlines), members))
                }
                text = ""
            } else if depth <= 1 {
                // A declaration without a body (a stored property, a type alias) ends with its
                // line; one with a body may break lines within its parameters or before `where`.
                if character == "\n", grouping == 0, !hasBody(text) {
                    if depth == 1 { finishMember() } else { text = "" }
                } else {
                    text.append(character)
                }
            }
        }
        return found
    }

    /// Whether `text` starts a declaration that ends with a body, not with its line.
    static func hasBody(_ text: String) -> Bool {
        text.split(whereSeparator: \.isWhitespace).contains { word in
            let name = word.prefix { $0.isLetter }
            return ["func", "init", "subscript", "struct", "class", "enum", "extension", "actor", "protocol"]
                .contains(name) && (name.count == word.count || "(<".contains(word[name.endIndex]))
        }
    }

    /// The type a declaration head declares or extends: `IndexListPicker` for
    /// `extension IndexListPicker where Item: TitledListItem`.
    static func owner(of head: String) -> String? {
        let words = head.split(whereSeparator: { $0.isWhitespace })
        guard
            let keyword = words.lastIndex(where: {
                ["struct", "class", "enum", "extension", "actor", "protocol"].contains($0)
            }), keyword + 1 < words.count
        else { return nil }
        return String(words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
    }

    /// The head as part of the API when it declares the type or a conformance, on one line and
    /// without attributes and `public`.
    static func heads(_ head: String) -> [String] {
        let words = head.split(whereSeparator: \.isWhitespace).drop { $0.hasPrefix("@") || $0 == "public" }
        let line = oneLine(words.joined(separator: " "))
        return line.hasPrefix("extension") && !line.contains(":") ? [] : [line]
    }

    /// A declaration whose words are joined by spaces, without the spaces a line break inside
    /// parentheses left: `init(search: [Item])`, not `init( search: [Item] )`.
    static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    }
}
