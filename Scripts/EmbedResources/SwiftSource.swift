// MARK: - Swift source for the schema's keys and values

let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
    "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type",
]

/// Words of a hyphenated value spelt as their product spells them, not just capitalized.
let spellings = ["swiftui": "SwiftUI"]

/// A Swift case for a key or value as the schema writes it: `$schema` → `schema = "$schema"`,
/// `Equatable` → `equatable = "Equatable"`, `fiori-swiftui` → `fioriSwiftUI = "fiori-swiftui"`.
func caseName(_ raw: String) -> String {
    let words = raw.drop { $0 == "$" }.split(separator: "-").map(String.init)
    var name = words[0].prefix(1).lowercased() + words[0].dropFirst()
    for word in words.dropFirst() { name += spellings[word] ?? word.prefix(1).uppercased() + word.dropFirst() }
    guard name.allSatisfy({ $0.isLetter || $0.isNumber }) else { fatalError("no Swift case for \"\(raw)\"") }
    let spelled = keywords.contains(name) ? "`\(name)`" : name
    return name == raw ? spelled : "\(spelled) = \"\(raw)\""
}

func typeName(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

/// `/// ` lines of `text`, broken between words before `width` columns.
func docComment(_ text: String, indent: String, width: Int = 116) -> String {
    var lines: [String] = []
    var line = indent + "///"
    for word in text.split(separator: " ") {
        if line.count + word.count + 1 > width, line != indent + "///" {
            lines.append(line)
            line = indent + "///"
        }
        line += " " + word
    }
    return (lines + [line]).joined(separator: "\n") + "\n"
}

/// `case a, b, c` broken before 116 columns.
func caseList(_ names: [String], indent: String) -> String {
    var lines: [String] = []
    var line = indent + "case "
    for (index, name) in names.enumerated() {
        let piece = name + (index == names.count - 1 ? "" : ",")
        if line.count + piece.count + 1 > 116, line != indent + "case " {
            lines.append(String(line.dropLast()))
            line = indent + "    "
        }
        line += piece + " "
    }
    return (lines + [String(line.dropLast())]).joined(separator: "\n") + "\n"
}

/// `(key, [cases]),` broken before 116 columns, continued one level deeper.
func wrappedTuple(_ key: String, _ cases: [String], indent: String) -> String {
    let pieces = cases.enumerated().map { $0.element + ($0.offset == cases.count - 1 ? "])," : ",") }
    var lines: [String] = []
    var line = "\(indent)(\(key), ["
    for (index, piece) in pieces.enumerated() {
        let separator = index == 0 ? "" : " "
        if line.count + separator.count + piece.count > 116 {
            lines.append(line)
            line = indent + "    " + piece
        } else {
            line += separator + piece
        }
    }
    return (lines + [line]).joined(separator: "\n") + "\n"
}
