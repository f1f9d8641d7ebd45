/// Where one line of Swift can be broken: its bracket pairs and generic argument clauses that open
/// and close on the line, with the commas directly inside each, the `&&`, `||`, `==`, `!=` and first ` = ` outside every
/// bracket, the colon that ends a `case` label, and the `where` of a declaration's clause, all
/// outside string literals. Scalars, not characters, are read, so a combining mark after a quote
/// cannot hide it.
struct LineScan {
    struct Pair {
        var open: Int
        var close: Int
        /// The commas directly inside a parenthesis or square bracket; none for a brace, whose
        /// commas are a closure's parameters.
        var commas: [Int] = []
    }

    /// Brackets that open and close on the line, outermost first, and of those the longest first.
    private(set) var pairs: [Pair] = []
    /// Generic argument clauses (`Report<Key>`) that open and close on the line, outermost first:
    /// the last places to break, where no bracket gives a line that fits.
    private(set) var genericPairs: [Pair] = []
    /// Commas outside every bracket of the line: between the arguments of a call opened on a
    /// line above, the patterns of a `case`, or the arguments of a generic type.
    private(set) var outerCommas: [Int] = []
    /// The indices of the `&&` and `||` outside every bracket of the line, which a formatter breaks
    /// before.
    private(set) var outerLogicalOperators: [Int] = []
    /// The indices of the ` == ` and ` != ` outside every bracket of the line (spaces on both
    /// sides, so the operator stays binary when a line break replaces the space before it).
    private(set) var outerComparisons: [Int] = []
    /// The index of the first ` = ` outside every bracket: an assignment or an initial value.
    private(set) var outerAssignment: Int?
    /// The index of the colon that ends the label of a line that starts with `case `, when code
    /// follows it on the line.
    private(set) var caseLabelColon: Int?
    /// The colons that end an argument label or a declared name (`of:`, `crew:`), and the `->` of
    /// a return type, outside every bracket: what follows may go on the next line.
    private(set) var outerLabelEnds: [Int] = []
    /// The dots of member accesses outside every bracket (not of a number or a key path), before
    /// which a chain may go on the next line.
    private(set) var outerMemberDots: [Int] = []
    /// Whether the line closes a bracket opened on a line above, so it is inside that bracket.
    private(set) var closesEarlierBracket = false
    /// The index of a `where` outside every bracket, when the line opens a declaration's body.
    private(set) var whereClause: Int?
    /// The string literals of the line, by the indices of their opening and closing quotes.
    private(set) var literals: [(start: Int, end: Int)] = []

    /// Nil when the line holds what the scanner does not read: a raw string, an unterminated
    /// literal, a comment after code or brackets that do not match.
    init?(_ line: [Unicode.Scalar]) {
        var open: [(scalar: Unicode.Scalar, pair: Pair)] = []
        var closed: [(depth: Int, pair: Pair)] = []
        var lastNameRun: (dot: Int, start: Int)?
        var index = 0
        while index < line.count {
            switch line[index] {
            case "\"":
                guard let end = Self.endOfString(line, from: index) else { return nil }
                literals.append((index, end))
                index = end
            case "#" where index + 1 < line.count && line[index + 1] == "\"":
                return nil
            case "/" where index + 1 < line.count && (line[index + 1] == "/" || line[index + 1] == "*"):
                // Broken before a comment, the code would leave it a line of its own to rewrap.
                return nil
            case "(", "[", "{":
                open.append((line[index], Pair(open: index, close: index)))
            case "<" where Self.opensGenericArguments(line, at: index):
                open.append(("<", Pair(open: index, close: index)))
            case ">" where open.last?.scalar == "<" && line[index - 1] != "-":
                var pair = open.removeLast().pair
                pair.close = index
                genericPairs.append(pair)
            case ")", "]", "}":
                // A closer without its opener on the line closes a bracket of a line above.
                guard let last = open.popLast() else {
                    closesEarlierBracket = true
                    break
                }
                guard Self.closer(of: last.scalar) == line[index] else { return nil }
                var pair = last.pair
                pair.close = index
                closed.append((open.count, pair))
            case ",":
                if let last = open.last {
                    if last.scalar != "{" { open[open.count - 1].pair.commas.append(index) }
                } else {
                    outerCommas.append(index)
                }
            case let scalar
            where (scalar == "&" || scalar == "|") && open.isEmpty && index + 1 < line.count
                && line[index + 1] == scalar:
                outerLogicalOperators.append(index)
                index += 1
            case let scalar
            where (scalar == "=" || scalar == "!") && open.isEmpty && index > 0 && line[index - 1] == " "
                && index + 2 < line.count && line[index + 1] == "=" && line[index + 2] == " ":
                outerComparisons.append(index)
                index += 1
            case "="
            where open.isEmpty && outerAssignment == nil && index > 0 && line[index - 1] == " "
                && index + 1 < line.count && line[index + 1] == " ":
                outerAssignment = index
            case ":"
            where open.isEmpty && caseLabelColon == nil && index + 2 < line.count && line[index + 1] == " "
                && line.starts(with: "case ".unicodeScalars):
                caseLabelColon = index
            case ":"
            where open.isEmpty && index > 0 && line[index - 1] != " " && index + 1 < line.count
                && line[index + 1] == " " && !line.starts(with: "case ".unicodeScalars):
                outerLabelEnds.append(index)
            case "-" where open.isEmpty && index + 2 < line.count && line[index + 1] == ">" && line[index + 2] == " ":
                outerLabelEnds.append(index + 1)
                index += 1
            case "." where open.isEmpty && Self.isMemberDot(line, at: index, after: &lastNameRun):
                outerMemberDots.append(index)
            case "w" where open.isEmpty && Self.isWord("where", in: line, at: index):
                whereClause = index
            default:
                break
            }
            index += 1
        }
        genericPairs.sort { $0.close - $0.open > $1.close - $1.open }
        pairs = closed.sorted { ($0.depth, $1.pair.close - $1.pair.open) < ($1.depth, $0.pair.close - $0.pair.open) }
            .map(\.pair)
        if line.last != "{" { whereClause = nil }
    }

    private static func closer(of opener: Unicode.Scalar) -> Unicode.Scalar {
        switch opener {
        case "(": ")"
        case "[": "]"
        case "<": ">"
        default: "}"
        }
    }

    /// Whether the `<` at `index` opens a generic argument clause: right after a name, and not an
    /// operator (`<<`, `<=`), which the templates write with spaces around.
    private static func opensGenericArguments(_ line: [Unicode.Scalar], at index: Int) -> Bool {
        guard index > 0, index + 1 < line.count else { return false }
        let before = line[index - 1]
        let isNameEnd = before == "_" || before == "`" || before.properties.isXIDContinue
        return isNameEnd && ![" ", "=", "<"].contains(line[index + 1])
    }

    private static func isWord(_ word: String, in line: [Unicode.Scalar], at index: Int) -> Bool {
        let scalars = Array(word.unicodeScalars)
        guard index > 0, line[index - 1] == " ", index + scalars.count < line.count,
            line[index + scalars.count] == " "
        else { return false }
        return Array(line[index..<(index + scalars.count)]) == scalars
    }

    /// Whether the `.` at `index` accesses a member of what ends before it (a name, a call or a
    /// subscript) and a line break may come before it: not in a number (`1.5`), after `?` or `!`,
    /// nor in a key path (`\Item.name`). `lastRun` is the dot read before and where its dotted name
    /// starts, which is where this one's starts when the name runs on through that dot: a chain
    /// of names is read once, not once for each of its dots.
    private static func isMemberDot(
        _ line: [Unicode.Scalar], at index: Int, after lastRun: inout (dot: Int, start: Int)?
    )
        -> Bool
    {
        guard index > 0, index + 1 < line.count else { return false }
        let next = line[index + 1]
        guard next == "_" || next == "`" || next.properties.isXIDStart else { return false }
        let before = line[index - 1]
        if before == ")" || before == "]" { return true }
        var start = index
        while start > 0, line[start - 1] == "." || line[start - 1] == "`" || line[start - 1].properties.isXIDContinue {
            start -= 1
            if let lastRun, start == lastRun.dot {
                start = lastRun.start
                break
            }
        }
        lastRun = (index, start)
        guard start < index, line[start].properties.numericType == nil else { return false }
        return start == 0 || line[start - 1] != "\\"
    }

    /// How deep string literals in interpolations may nest before a line is left as it is.
    private static let nestingLimit = 16

    /// The index of the quote that ends the string literal opened at `start`, reading through its
    /// escapes and interpolations; nil when the line ends first or literals nest too deep.
    static func endOfString(_ line: [Unicode.Scalar], from start: Int, depth: Int = 0) -> Int? {
        guard depth < nestingLimit else { return nil }
        var index = start + 1
        while index < line.count {
            switch line[index] {
            case "\"":
                return index
            case "\\" where index + 1 < line.count && line[index + 1] == "(":
                guard let close = endOfInterpolation(line, from: index, depth: depth) else { return nil }
                index = close + 1
            case "\\":
                index += 2
            default:
                index += 1
            }
        }
        return nil
    }

    /// The index of the parenthesis that closes the interpolation whose `\` is at `start`, inside
    /// a literal nested `depth` deep; nil when the line ends first or literals nest too deep.
    static func endOfInterpolation(_ line: [Unicode.Scalar], from start: Int, depth: Int) -> Int? {
        var open = 1
        var index = start + 2
        while index < line.count {
            if line[index] == "\"" {
                guard let end = endOfString(line, from: index, depth: depth + 1) else { return nil }
                index = end
            } else if line[index] == "(" {
                open += 1
            } else if line[index] == ")" {
                open -= 1
                if open == 0 { return index }
            }
            index += 1
        }
        return nil
    }
}
