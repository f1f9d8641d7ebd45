import Testing

/// Reads multi-line string literals back, as the compiler does, independently of the wrapper that
/// writes them.
enum MultiLineLiterals {
    /// `text` with each multi-line string literal (an opening `"""` ending a line, the closing one
    /// starting a later line) written as the single-line literal of the same string, by Swift's
    /// rules: the closing delimiter's indentation, which every line must start with, is removed;
    /// a line ending in an unescaped `\` continues without a line break, any other is a `\n`,
    /// except the last; `\u{0020}` is a space.
    static func joined(_ text: String) -> String {
        let lines = text.components(separatedBy: "\n")
        var result: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            guard line.hasSuffix("\"\"\""),
                let close = lines[(index + 1)...].firstIndex(where: { $0.drop { $0 == " " }.hasPrefix("\"\"\"") })
            else {
                result.append(line)
                index += 1
                continue
            }
            let indent = String(lines[close].prefix { $0 == " " })
            var value = ""
            for number in (index + 1)..<close {
                let content = lines[number]
                #expect(content.hasPrefix(indent), "insufficient indentation: \(content)")
                var body = String(content.dropFirst(indent.count))
                let isLast = number == close - 1
                if body.reversed().prefix(while: { $0 == "\\" }).count % 2 == 1 {
                    #expect(!isLast, "a continuation on the last line: \(content)")
                    body.removeLast()
                } else if !isLast {
                    body += "\\n"
                }
                value += body
            }
            let rest = lines[close].dropFirst(indent.count + 3)
            result.append(line.dropLast(3) + "\"" + value.replacing("\\u{0020}", with: " ") + "\"" + rest)
            index = close + 1
        }
        return result.joined(separator: "\n")
    }
}
