/// The last step of rendering: a generated line longer than ``LineLayout/width`` is broken as a
/// formatter would, so long names and titles cannot push code past the margin the templates keep.
///
/// A comment is rewrapped at spaces, its overflow joining the next line of the same paragraph.
/// Code is broken inside the bracket pair that shortens it most: after the opening bracket, after
/// the pair's own commas when its contents still do not fit, and before the closing bracket; a
/// condition before its `&&` and `||`; a declaration's `where` clause may go on a line of its own;
/// a comparison before its `==` or `!=`; a `case` label's code, or what an `=` assigns, on the
/// line after it; where names are too long for all of these, a label's value, a chain's last
/// members or a generic type's arguments on the line after.
/// Only line breaks and indentation change, so the code means the same; a string literal still
/// too long for its line becomes a multi-line literal of the same string
/// (``breakingLiteral(in:)``). Lines the scanner does not fully understand (raw and multi-line
/// strings, block comments, compiler directives) are kept.
enum LineWrapper {
    static func wrap(_ text: String) -> String {
        guard hasLongLine(text) else { return text }
        // The lines still to read, the next last, so a comment's overflow can be put back. Split
        // as bytes and kept as substrings: most lines are copied through unchanged.
        var upcoming = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .reversed().map { Substring($0) }
        var output: [Substring] = []
        var isInsideBlock = false
        while let line = upcoming.popLast() {
            let markers = blockMarkers(in: line)
            if markers % 2 == 1 { isInsideBlock.toggle() }
            guard markers == 0, !isInsideBlock, isTooLong(line) else {
                output.append(line)
                continue
            }
            if let (kept, prefix, rest) = splitComment(String(line)) {
                output.append(Substring(kept))
                if let next = upcoming.last, let joined = continuation(of: rest, prefix: prefix, into: String(next)) {
                    upcoming[upcoming.count - 1] = Substring(joined)
                } else {
                    upcoming.append(Substring(prefix + rest))
                }
            } else {
                // The lines a literal becomes are emitted here, never read again as a block's.
                output += wrapCode(String(line), limit: 8).flatMap { part in
                    (isTooLong(part) ? breakingLiteral(in: part) : nil) ?? [part]
                }.map { Substring($0) }
            }
        }
        return output.joined(separator: "\n")
    }

    /// Whether some line of `text` has more than ``LineLayout/width`` bytes: most files have none,
    /// and are returned as they are after this one pass.
    private static func hasLongLine(_ text: String) -> Bool {
        var length = 0
        for byte in text.utf8 {
            length = byte == UInt8(ascii: "\n") ? 0 : length + 1
            if length > LineLayout.width { return true }
        }
        return false
    }

    /// How many `\"\"\"`, `/*` and `*/` `line` holds: a line with any is kept, and an odd count
    /// opens or closes a multi-line string or block comment, whose lines are kept too.
    private static func blockMarkers(in line: Substring) -> Int {
        let (quote, slash, star, backslash) =
            (UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "\\"))
        var (count, quotes, previous) = (0, 0, UInt8(0))
        // Text from the definitions lands in string literals and comments, where `/*` is only text:
        // inside a one-line literal (`isInsideString`) and after `//`, markers are not counted.
        var (isInsideString, isEscaped) = (false, false)
        // Bytes compared one by one: comparing them as tuples costs a debug build (the build
        // plugin's tool) a generic call per byte, a third of the time it takes to wrap a file.
        for byte in line.utf8 {
            quotes = byte == quote ? quotes + 1 : 0
            if quotes == 3 { (count, quotes) = (count + 1, 0) }
            if isInsideString {
                if isEscaped {
                    isEscaped = false
                } else if byte == backslash {
                    isEscaped = true
                } else if byte == quote {
                    isInsideString = false
                }
            } else if byte == quote {
                isInsideString = true
            } else if previous == slash && byte == slash {
                break
            } else if (previous == slash && byte == star) || (previous == star && byte == slash) {
                count += 1
            }
            previous = byte
        }
        return count
    }

    static func isTooLong(_ line: some StringProtocol) -> Bool {
        line.utf8.count > LineLayout.width && line.count > LineLayout.width
    }

    private static func indentation(of line: String) -> String {
        String(line.prefix { $0 == " " })
    }

    // MARK: Comments

    /// A `//` or `///` line as the words that fit, its indentation and slashes, and the words
    /// that do not; nil for code, or a comment whose first word alone fills the line.
    private static func splitComment(_ line: String) -> (kept: String, prefix: String, rest: String)? {
        let indent = indentation(of: line)
        let body = line.dropFirst(indent.count)
        guard body.hasPrefix("//") else { return nil }
        let slashes = body.hasPrefix("///") ? "///" : "//"
        let prefix = indent + slashes + " "
        let words = body.dropFirst(slashes.count).split(separator: " ")
        var kept = prefix + (words.first ?? "")
        var count = 1
        while count < words.count, kept.count + 1 + words[count].count <= LineLayout.width {
            kept += " " + words[count]
            count += 1
        }
        guard count < words.count else { return nil }
        return (kept, prefix, words[count...].joined(separator: " "))
    }

    /// `next` with `rest`, the words the comment line before it could not hold, in front, when
    /// `next` carries on the same paragraph (the same `prefix`, not blank, not a list item,
    /// heading or fence).
    private static func continuation(of rest: String, prefix: String, into next: String) -> String? {
        guard next.hasPrefix(prefix) else { return nil }
        let text = next.dropFirst(prefix.count)
        let startsBlock = ["-", "*", "#", "```", "|", "/", " "].contains { text.hasPrefix($0) }
        guard !text.isEmpty, !startsBlock else { return nil }
        return prefix + rest + " " + text
    }

    // MARK: Code

    /// `line` broken at the first place, in ``breaks(of:_:indent:)``'s order, that leaves its first
    /// and last parts fitting, or else at the place that shortens it most, each part broken again
    /// while too long (at most `limit` levels deep); `line` itself when no break shortens it.
    private static func wrapCode(_ line: String, limit: Int) -> [String] {
        let indent = indentation(of: line)
        let body = Array(line.dropFirst(indent.count).unicodeScalars)
        guard limit > 0, body.first != "#", let scan = LineScan(body) else { return [line] }
        let candidates = breaks(of: body, scan, indent: indent).map { ($0, $0.map(\.count).max() ?? 0) }
        let chosen =
            candidates.first { !isTooLong($0.0[0]) && !isTooLong($0.0[$0.0.count - 1]) }
            ?? candidates.filter { $0.1 < line.count }.min { $0.1 < $1.1 }
        guard let chosen else { return [line] }
        return chosen.0.flatMap { isTooLong($0) ? wrapCode($0, limit: limit - 1) : [$0] }
    }

    /// How many bracket pairs, and as many labels, member dots and generic argument clauses, are
    /// tried as places to break a line: each candidate copies the line, so trying every pair of a
    /// line with thousands would take time quadratic in its length. The places are tried
    /// outermost first, where a break shortens the line most: the golden files are the same with
    /// only two of each tried.
    static let maximumTriedPlaces = 16

    /// The ways to break `body`: inside each bracket pair, the outermost first and of those the
    /// longest; after the commas outside every pair (first, on a line that continues the
    /// arguments of a bracket opened above); before the `&&` and `||` outside every pair; before a
    /// `where` clause; before the `==` and `!=` outside every pair; after a `case` label; after the
    /// first `=` outside every pair; last, after a label's colon, before a member's dot and inside a
    /// generic argument clause. Of each kind of place, at most ``maximumTriedPlaces``.
    private static func breaks(of body: [Unicode.Scalar], _ scan: LineScan, indent: String) -> [[String]] {
        let inner = indent + "    "
        func inside(_ pair: LineScan.Pair) -> [String]? {
            let contents = trimmed(body[(pair.open + 1)..<pair.close])
            guard !contents.isEmpty else { return nil }
            var middle = [inner + contents]
            if isTooLong(middle[0]), !pair.commas.isEmpty {
                middle = parts(of: body, after: pair.open, at: pair.commas, through: pair.close - 1).map { inner + $0 }
            }
            return [indent + trimmed(body[...pair.open])] + middle + [indent + text(body[pair.close...])]
        }
        let tried = maximumTriedPlaces
        var candidates = firstBreaks(inside, of: scan.pairs, count: tried)
        if !scan.outerCommas.isEmpty {
            let continuesArguments = scan.closesEarlierBracket || body.last == ","
            let lines = filled(body, at: scan.outerCommas, indent: indent, next: continuesArguments ? indent : inner)
            candidates.insert(lines, at: continuesArguments ? 0 : candidates.count)
        }
        if !scan.outerLogicalOperators.isEmpty {
            candidates.append(lines(body, before: scan.outerLogicalOperators, indent: indent, next: inner))
        }
        if let clause = scan.whereClause {
            candidates.append([indent + trimmed(body[..<clause]), inner + text(body[clause...])])
        }
        if !scan.outerComparisons.isEmpty {
            candidates.append(lines(body, before: scan.outerComparisons, indent: indent, next: inner))
        }
        // A line with a literal keeps its assignment whole: a literal too long is broken into a
        // multi-line one instead (``breakingLiteral(in:)``).
        let assignment = scan.literals.isEmpty ? scan.outerAssignment : nil
        for end in [scan.caseLabelColon, assignment].compactMap({ $0 }) {
            candidates.append([indent + trimmed(body[...end]), inner + trimmed(body[(end + 1)...])])
        }
        // Long names can leave a line too long however its brackets are broken: a label's value, a
        // return type, a chain's last members or a generic type's arguments then go on the next line
        // (a label keeps its literal, which is broken into a multi-line one instead).
        for colon in scan.literals.isEmpty ? Array(scan.outerLabelEnds.reversed().prefix(tried)) : [] {
            candidates.append([indent + trimmed(body[...colon]), inner + trimmed(body[(colon + 1)...])])
        }
        for dot in scan.outerMemberDots.reversed().prefix(tried) {
            candidates.append([indent + trimmed(body[..<dot]), inner + trimmed(body[dot...])])
        }
        return candidates + firstBreaks(inside, of: scan.genericPairs, count: tried)
    }

    /// The first `count` non-nil results of `breaking` over `pairs`, each pair broken once (a lazy
    /// `compactMap(_:).prefix(_:)` would break some twice, and each break copies the line).
    private static func firstBreaks(
        _ breaking: (LineScan.Pair) -> [String]?, of pairs: [LineScan.Pair], count: Int
    ) -> [[String]] {
        var broken: [[String]] = []
        for pair in pairs {
            guard broken.count < count else { break }
            if let lines = breaking(pair) { broken.append(lines) }
        }
        return broken
    }

    /// `body` broken before each of `operators` (at least one), the lines after the first indented
    /// with `next`.
    private static func lines(_ body: [Unicode.Scalar], before operators: [Int], indent: String, next: String)
        -> [String]
    {
        let bounds = operators + [body.count]
        return [indent + trimmed(body[..<operators[0]])]
            + zip(bounds, bounds.dropFirst()).map { next + trimmed(body[$0..<$1]) }
    }

    /// The text of `body` after `start` through `end`, cut after each of `commas` (which stay
    /// with the part before them), trimmed; a part left empty, after a trailing comma, is dropped.
    private static func parts(of body: [Unicode.Scalar], after start: Int, at commas: [Int], through end: Int)
        -> [String]
    {
        let bounds = [start] + commas + [end]
        return zip(bounds, bounds.dropFirst()).map { trimmed(body[($0 + 1)..<($1 + 1)]) }
            .filter { !$0.isEmpty }
    }

    /// `body` broken after some of `commas`, as many of its parts on each line as fit.
    private static func filled(_ body: [Unicode.Scalar], at commas: [Int], indent: String, next: String) -> [String] {
        let parts = parts(of: body, after: -1, at: commas, through: body.count - 1)
        var lines = [indent + (parts.first ?? "")]
        for part in parts.dropFirst() {
            if (lines[lines.count - 1] + " " + part).count <= LineLayout.width {
                lines[lines.count - 1] += " " + part
            } else {
                lines.append(next + part)
            }
        }
        return lines
    }

    static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars)
        return string
    }

    /// The text of `scalars` without the spaces it starts or ends with.
    private static func trimmed(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        guard let first = scalars.firstIndex(where: { $0 != " " }),
            let last = scalars.lastIndex(where: { $0 != " " })
        else { return "" }
        return text(scalars[first...last])
    }
}
