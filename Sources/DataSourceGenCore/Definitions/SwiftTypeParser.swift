/// Parses the type text of a field declaration into a ``SwiftTypeReference``.
///
/// A hand-written recursive-descent parser over the small grammar definitions need; errors give
/// the 0-based scalar offset inside the text so the caller can point at the exact column.
package enum SwiftTypeParser {
    /// Why a type text was refused.
    package struct Failure: Error, Sendable, Hashable {
        /// 0-based offset, in Unicode scalars, of the offending character in the type text.
        package var offset: Int
        /// What is wrong and what was expected.
        package var message: String
        /// The line of the parser that refused it; not part of equality (see ``DiagnosticSite``).
        package var site: DiagnosticSite

        init(offset: Int, message: String, siteFile: String = #fileID, siteLine: Int = #line) {
            self.offset = offset
            self.message = message
            self.site = DiagnosticSite(fileID: siteFile, line: siteLine)
        }

        /// Equal when the offset and the message are.
        package static func == (lhs: Failure, rhs: Failure) -> Bool {
            lhs.offset == rhs.offset && lhs.message == rhs.message
        }

        /// Hashes what equality compares.
        package func hash(into hasher: inout Hasher) {
            hasher.combine(offset)
            hasher.combine(message)
        }
    }

    /// Parses `text` completely (surrounding spaces allowed).
    package static func parse(_ text: String) -> Result<SwiftTypeReference, Failure> {
        var cursor = Cursor(scalars: Array(text.unicodeScalars))
        do throws(Failure) {
            let type = try cursor.parseType(depth: 0)
            cursor.skipSpaces()
            if let extra = cursor.peek {
                throw Failure(offset: cursor.offset, message: "unexpected '\(extra)' after the type `\(type)`")
            }
            return .success(type)
        } catch {
            return .failure(error)
        }
    }

    /// Nesting limit, counting every level a later stage recurses through (brackets, generic
    /// arguments, and each `?` or `!`): a type nested deeper than this is certainly a mistake,
    /// and the limit keeps hostile input from exhausting the stack there or here. An app type's
    /// sample expression has the same limit on its brackets (``AppTypeSample``).
    package static let maximumDepth = 64

    /// The scanning state; a struct so that parsing stays allocation-light and re-entrant.
    private struct Cursor {
        let scalars: [Unicode.Scalar]
        var offset = 0
        func tooDeep(at position: Int? = nil, siteFile: String = #fileID, siteLine: Int = #line) -> Failure {
            Failure(
                offset: position ?? offset,
                message:
                    "the type is nested too deeply (more than \(SwiftTypeParser.maximumDepth) levels of brackets, generic arguments, optionals and `any`/`some`)",
                siteFile: siteFile, siteLine: siteLine)
        }

        var peek: Unicode.Scalar? { offset < scalars.count ? scalars[offset] : nil }

        mutating func skipSpaces() {
            while let s = peek, s == " " || s == "\t" { offset += 1 }
        }

        mutating func consume(_ literal: String) -> Bool {
            skipSpaces()
            let wanted = Array(literal.unicodeScalars)
            guard offset + wanted.count <= scalars.count,
                Array(scalars[offset..<offset + wanted.count]) == wanted
            else { return false }
            offset += wanted.count
            return true
        }

        func syntaxError(_ message: String, siteFile: String = #fileID, siteLine: Int = #line) -> Failure {
            Failure(offset: offset, message: message, siteFile: siteFile, siteLine: siteLine)
        }

        mutating func expect(_ literal: String, _ context: String) throws(Failure) {
            guard consume(literal) else {
                let found = peek.map { "'\($0)'" } ?? "the end of the type"
                throw syntaxError("expected '\(literal)' \(context) but found \(found)")
            }
        }

        mutating func parseType(depth: Int) throws(Failure) -> SwiftTypeReference {
            guard depth < SwiftTypeParser.maximumDepth else { throw tooDeep() }
            skipSpaces()
            let start = offset
            var type = try parsePrimary(depth: depth)
            var levels = depth
            while true {
                if consume("?") || consume("!") {
                    levels += 1
                    // At the `?` itself, which `consume` has passed.
                    guard levels < SwiftTypeParser.maximumDepth else { throw tooDeep(at: offset - 1) }
                    type = .optional(type)
                } else if consume("->") {
                    _ = try parseType(depth: depth + 1)
                    return .function(offset: start)
                } else {
                    return type
                }
            }
        }

        mutating func parsePrimary(depth: Int) throws(Failure) -> SwiftTypeReference {
            skipSpaces()
            let start = offset
            if consume("[") {
                let element = try parseType(depth: depth + 1)
                if consume(":") {
                    let value = try parseType(depth: depth + 1)
                    try expect("]", "to close the dictionary type")
                    return .dictionary(key: element, value: value)
                }
                try expect("]", "to close the array type")
                return .array(element)
            }
            if consume("(") {
                var elements: [SwiftTypeReference] = []
                if !consume(")") {
                    repeat {
                        elements.append(try parseType(depth: depth + 1))
                    } while consume(",")
                    try expect(")", "to close the tuple")
                }
                skipEffects()
                if consume("->") {
                    _ = try parseType(depth: depth + 1)
                    return .function(offset: start)
                }
                return elements.count == 1 ? elements[0] : .tuple(elements)
            }
            let nameStart = offset
            let word = identifier()
            if word == "any" || word == "some" {
                guard depth + 1 < SwiftTypeParser.maximumDepth else { throw tooDeep(at: start) }
                return .existential(try parsePrimary(depth: depth + 1), offset: start)
            }
            guard let first = word else {
                let found = peek.map { "'\($0)'" } ?? "nothing"
                throw syntaxError("expected a type name but found \(found)")
            }
            var parts = [first]
            while consume(".") {
                guard let next = identifier() else { throw syntaxError("expected a name after '.'") }
                parts.append(next)
            }
            var arguments: [SwiftTypeReference] = []
            if consume("<") {
                repeat {
                    arguments.append(try parseType(depth: depth + 1))
                } while consume(",")
                try expect(">", "to close the generic arguments of `\(parts.joined(separator: "."))`")
            }
            return .named(parts, arguments: arguments, offset: nameStart)
        }

        /// Skips `async`, `throws` and `rethrows`, however many (a loop: a hostile run of them must
        /// not recurse).
        mutating func skipEffects() {
            while true {
                let mark = offset
                let word = identifier()
                guard word == "async" || word == "throws" || word == "rethrows" else {
                    offset = mark
                    return
                }
            }
        }

        /// A Swift identifier: a letter or `_`, then letters, digits or `_` (non-ASCII letters allowed).
        mutating func identifier() -> String? {
            skipSpaces()
            guard let head = peek, head == "_" || head.properties.isAlphabetic else { return nil }
            var text = String.UnicodeScalarView()
            while let s = peek, s == "_" || s.properties.isAlphabetic || s.properties.numericType != nil {
                text.append(s)
                offset += 1
            }
            return String(text)
        }
    }
}
