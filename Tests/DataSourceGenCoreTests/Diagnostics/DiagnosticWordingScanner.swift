import Foundation

/// Lists the wordings a diagnostic chooses before the call that makes it, so that the coverage
/// test can ask for an input that fires each, not just one per call.
///
/// What it recognizes (on code whose literals and comments ``SwiftCodeText`` blanked):
/// - A *chosen local*: a name the call uses (in an interpolation or a `+`) that a `let` or `var`
///   statement of the same function declares (alone or in a tuple) with an `if`, a `switch` or a
///   `? :` in its initializer, or declares without one and assigns later, or that is a `var`
///   assigned again or appended to with `+=`. Its wordings are the string literals those
///   statements give as values (not those a condition compares or a call takes), a tuple's
///   elements chosen together.
/// - A *wording helper* (``helpers``, in `DiagnosticWordingScanner+Helpers.swift`): a function that returns one of several wordings to many
///   calls. Its wordings are its literals that follow what the helper's entry says (a `return`,
///   a case's `:`, an enum case's `(`), and any call that fires one covers it.
///
/// Each wording is recognized in a message by its *fragment*: the longest piece of its text
/// between interpolations that no other wording of the same choice and no literal of the call
/// holds. A wording without one (its text is another's, or only an interpolation) cannot be
/// told apart in a message: the test then asks for a call of its own.
enum DiagnosticWordingScanner {
    /// One wording of a choice, as its literal spells it.
    struct Wording: Hashable, CustomStringConvertible {
        /// `path:line` of the literal.
        var place: String
        /// The literal's text, `…` where it interpolates.
        var text: String
        /// What a message holds when this wording was chosen; `nil` when nothing tells it apart.
        var fragment: String?
        var description: String { "\(place) “\(text)”" }
    }

    /// The file as the scanners read it.
    struct File {
        var path: String
        var source: [UInt8]
        /// Literals and comments blanked, interpolations too, but the first byte of a literal
        /// kept, so that a line that ends with one does not seem to end with an operator.
        var code: [UInt8]
        var literals: [SwiftCodeText.Literal]

        init(path: String, source: String) {
            self.path = path
            self.source = Array(source.utf8)
            let scanned = SwiftCodeText(source)
            code = scanned.bytes
            literals = scanned.literals
            for literal in literals { code[literal.range.lowerBound] = UInt8(ascii: "\"") }
        }

        func text(_ range: Range<Int>, of bytes: [UInt8]? = nil) -> String {
            String(decoding: (bytes ?? code)[range], as: UTF8.self)
        }

        func line(of offset: Int) -> Int { source[..<offset].count { $0 == UInt8(ascii: "\n") } + 1 }

        /// The literal's pieces of text, escapes decoded.
        func pieces(of literal: SwiftCodeText.Literal) -> [String] {
            literal.pieces.map { range in
                let raw = String(decoding: source[range], as: UTF8.self)
                guard literal.hashes == 0 else { return raw }
                return raw.replacing(#/\\(["'\\nt0])/#) { match in
                    switch match.1 {
                    case "n": "\n"
                    case "t": "\t"
                    case "0": "\0"
                    default: String(match.1)
                    }
                }
            }
        }
    }

    /// The wordings the call at `call` chooses in locals of its function.
    static func wordings(ofCallAt call: Range<Int>, named name: String, in file: File) -> [[Wording]] {
        let before = file.text(0..<call.lowerBound)
        let function = before.ranges(of: #/\b(?:func|init)\b/#.wordBoundaryKind(.simple)).last?.lowerBound
        let bodyStart = function.map { before.utf8.distance(from: before.startIndex, to: $0) } ?? 0
        let interpolated = SwiftCodeText(file.text(call, of: file.source), keepingInterpolations: true).text
        let callCode = String(interpolated.dropFirst(name.count))
        var names: [String] = []
        for match in callCode.matches(of: #/(?:^|[^.\w])([a-z_]\w*)(\s*:)?/#) where match.2 == nil {
            if !names.contains(String(match.1)) { names.append(String(match.1)) }
        }
        let callPieces = file.literals.filter { call.contains($0.range.lowerBound) }.flatMap(file.pieces)
        var choices: [[Wording]] = []
        for name in names {
            let literals = chosenLiterals(of: name, in: file, from: bodyStart, to: call.lowerBound)
            let wordings = choice(
                literals.map(\.literal), in: file, values: literals.map(\.value), excluding: callPieces)
            // The names of one tuple share its choice.
            if !wordings.isEmpty, !choices.contains(wordings) { choices.append(wordings) }
        }
        return choices
    }

    /// The literals of the statements that choose `name`'s value, or none if it is not chosen.
    private static func chosenLiterals(of name: String, in file: File, from start: Int, to end: Int)
        -> [(literal: SwiftCodeText.Literal, value: Int)]
    {
        let lines = lines(in: file, from: start, to: end)
        let escaped = NSRegularExpression.escapedPattern(for: name)
        // `let name`, or `let (…, name, …)` for a tuple.
        let declared = #"(?:\b"# + escaped + #"\b|\([^)=]*\b"# + escaped + #"\b[^)=]*\))"#
        let declaration = try! Regex(#"^\s*(?:let|var)\s+"# + declared + #"(\s*:[^=]*)?\s*(=)?"#)
        guard let index = lines.lastIndex(where: { file.text($0).contains(declaration) }) else { return [] }
        let declaredLines = statement(at: index, in: lines, of: file)
        var chosen: [Range<Int>] = []
        let head = file.text(lines[index])
        let initialized = head.firstMatch(of: declaration)?.output[2].substring != nil
        let variable = head.contains(#/^\s*var\b/#)
        if initialized {
            let text = declaredLines.map { file.text(lines[$0]) }.joined(separator: "\n")
            if text.contains(#/\s\?\s|\bswitch\b|\bif\b/#.wordBoundaryKind(.simple)) {
                chosen += declaredLines.map { lines[$0] }
            }
        }
        let assignment = try! Regex(#"^\s*"# + escaped + #"\s*(\+?=)(?!=)"#)
        for later in declaredLines.upperBound..<lines.count {
            guard let match = file.text(lines[later]).firstMatch(of: assignment) else { continue }
            // A `let` is chosen by assignments only if its declaration left the value for later.
            if match.output[1].substring == "+=" || !initialized || variable {
                chosen += statement(at: later, in: lines, of: file).map { lines[$0] }
            }
        }
        return file.literals.compactMap { literal in
            guard chosen.contains(where: { $0.contains(literal.range.lowerBound) }),
                let value = value(of: literal, in: file)
            else { return nil }
            return (literal, value)
        }
    }

    /// Where the value the literal is or is an element of starts, if it is a whole value an
    /// assignment, a branch or a case gives (``value(at:in:)``) and not a prefix joined to
    /// computed text; the elements of one tuple share it.
    private static func value(of literal: SwiftCodeText.Literal, in file: File) -> Int? {
        let next = file.code[literal.range.upperBound...].first { !Character(UnicodeScalar($0)).isWhitespace }
        return next == UInt8(ascii: "+") ? nil : value(at: literal.range.lowerBound, in: file)
    }

    /// Whether the value that starts at `start` follows `=`, `?`, a ternary's or a case's `:`, `{`
    /// or `return`, or is an element of a tuple that does; not an operand a condition compares
    /// or an argument a call takes.
    private static func value(at start: Int, in file: File) -> Int? {
        let before = file.text(0..<start).trimmingCharacters(in: .whitespacesAndNewlines)
        if before.hasSuffix("return") { return start }
        guard let last = before.last else { return nil }
        if last == "(" || last == "," {
            var depth = 0
            let open = file.code[..<start].lastIndex { byte in
                if byte == UInt8(ascii: ")") { depth += 1 }
                if byte == UInt8(ascii: "(") { depth -= 1 }
                return depth < 0
            }
            guard let open else { return nil }
            // A call's `(` follows its callee's name or a closing bracket; a tuple's does not.
            let callee = file.text(0..<open).trimmingCharacters(in: .whitespacesAndNewlines).last
            guard let callee, !callee.isLetter, !callee.isNumber, !"_)]>".contains(callee) else { return nil }
            return value(at: open, in: file)
        }
        guard "=?:{".contains(last) else { return nil }
        if last == ":" {
            // A ternary's `:` stands apart; a case's ends a line that starts `case` or `default`.
            let line = before.split(separator: "\n").last?.trimmingCharacters(in: .whitespaces) ?? ""
            let isValue =
                before.dropLast().last?.isWhitespace == true || line.hasPrefix("case ") || line.hasPrefix("default")
            return isValue ? start : nil
        }
        return ["==", "!=", "<=", ">="].contains { before.hasSuffix($0) } ? nil : start
    }

    /// The lines of `start..<end` (the last, unless it ends there, left out).
    private static func lines(in file: File, from start: Int, to end: Int) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = start
        for offset in start..<end where file.code[offset] == UInt8(ascii: "\n") {
            lines.append(lineStart..<offset)
            lineStart = offset + 1
        }
        return lines
    }

    /// The lines of the statement that starts at `lines[first]`: it goes on while a bracket it
    /// opened is open, its line ends with an operator or comma, or the next line starts with one.
    private static func statement(at first: Int, in lines: [Range<Int>], of file: File) -> Range<Int> {
        var depth = 0
        var last = first
        while last < lines.count {
            let text = file.text(lines[last])
            depth += text.count { "([{".contains($0) } - text.count { ")]}".contains($0) }
            let continues = text.trimmingCharacters(in: .whitespaces).contains(#/(=|\?|:|\+|,|&&|\|\|)$/#)
            let next = last + 1 < lines.count ? file.text(lines[last + 1]).trimmingCharacters(in: .whitespaces) : ""
            let nextContinues = next.contains(#/^(\?|:|\+|\.|&&|\|\||else\b)/#.wordBoundaryKind(.simple))
            guard depth > 0 || continues || nextContinues, last + 1 < lines.count else { break }
            last += 1
        }
        return first..<(last + 1)
    }

    /// The wordings of `literals`, each with its fragment; a literal's rivals are those of
    /// other `values` (the elements of one tuple are chosen together).
    static func choice(
        _ literals: [SwiftCodeText.Literal], in file: File, values: [Int]? = nil, excluding others: [String] = []
    ) -> [Wording] {
        let values = values ?? literals.map(\.range.lowerBound)
        let texts = literals.map(file.pieces)
        var wordings: [Wording] = []
        for (index, pieces) in texts.enumerated() where pieces.contains(where: { !$0.isEmpty }) {
            let rivals =
                texts.indices.filter { texts[$0] != pieces && values[$0] != values[index] }.flatMap { texts[$0] }
                + others
            let fragment = pieces.filter { piece in
                piece.count { !$0.isWhitespace } >= 3 && !rivals.contains { $0.contains(piece) }
            }.max { $0.count < $1.count }
            let wording = Wording(
                place: "\(file.path):\(file.line(of: literals[index].range.lowerBound))",
                text: pieces.joined(separator: "…"), fragment: fragment)
            if !wordings.contains(where: { $0.text == wording.text }) { wordings.append(wording) }
        }
        return wordings
    }
}
