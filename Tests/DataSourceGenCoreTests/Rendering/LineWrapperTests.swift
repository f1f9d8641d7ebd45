import Testing

@testable import DataSourceGenCore

/// Generated lines longer than 120 columns are broken as a formatter would, only at places where
/// a line break cannot change what the code means.
@Suite struct LineWrapperTests {
    static let pad = String(repeating: "x", count: 60)

    @Test func linesThatFitAreKeptByteForByte() {
        let text = "    let a = f(b, c)   \n\n\t// tab\r\n" + String(repeating: "y", count: 120)
        #expect(LineWrapper.wrap(text) == text)
    }

    @Test func aCallBreaksAfterItsOpeningBracketAndBeforeItsClosingOne() {
        let line = "        let value = make(first: \(Self.pad), second: \(Self.pad))"
        #expect(
            LineWrapper.wrap(line) == """
                        let value = make(
                            first: \(Self.pad),
                            second: \(Self.pad)
                        )
                """)
    }

    @Test func contentsThatFitStayOnOneLineAndTheOutermostLongestPairBreaksFirst() {
        let line = "    rows += options.map { .choice($0, isSelected: $0 == state.choice\(Self.pad)) }"
        #expect(
            LineWrapper.wrap(line) == """
                    rows += options.map {
                        .choice($0, isSelected: $0 == state.choice\(Self.pad))
                    }
                """)
    }

    @Test func argumentsContinuedFromALineAboveBreakAtTheirCommas() {
        let name = String(Self.pad.prefix(40))
        let line = "            of: Cell.self, withReuseIdentifier: \(name).reuseIdentifier, for: self, at: index)"
        #expect(
            LineWrapper.wrap(line) == """
                            of: Cell.self, withReuseIdentifier: \(name).reuseIdentifier, for: self,
                            at: index)
                """)
    }

    @Test func aConditionBreaksBeforeItsLogicalOperatorsOutsideBrackets() {
        let line = "                    isEditable: isOpen && model.\(Self.pad) == .repair || f(a && b) != \"&& x\""
        #expect(
            LineWrapper.wrap(line) == """
                                    isEditable: isOpen
                                        && model.\(Self.pad) == .repair
                                        || f(a && b) != "&& x"
                """)
    }

    /// With no `&&` or `||`, a comparison breaks before its `==` or `!=`, whose spaces keep it
    /// binary; `===` is not a place to break.
    @Test func aComparisonBreaksBeforeItsOperator() {
        let line = "        if next.model.\(Self.pad) != old.\(Self.pad) {"
        #expect(
            LineWrapper.wrap(line) == """
                        if next.model.\(Self.pad)
                            != old.\(Self.pad) {
                """)
        let identity = "        if next\(Self.pad) === old\(Self.pad) {"
        #expect(LineWrapper.wrap(identity) == identity)
    }

    @Test func aCaseLabelKeepsItsCodeOnTheNextLineWhenBracketsCannotShortenIt() {
        let line = "            case .\(Self.pad): \(Self.pad)Control(row)"
        #expect(
            LineWrapper.wrap(line) == """
                            case .\(Self.pad):
                                \(Self.pad)Control(row)
                """)
    }

    @Test func whatAnAssignmentAssignsGoesOnTheNextLineWhenNothingElseShortensIt() {
        let line = "        self.\(Self.pad) = \(Self.pad)"
        #expect(
            LineWrapper.wrap(line) == """
                        self.\(Self.pad) =
                            \(Self.pad)
                """)
        let call = "        let value = make(first: \(Self.pad), second: \(Self.pad))"
        #expect(LineWrapper.wrap(call).hasPrefix("        let value = make(\n"), "brackets first")
    }

    @Test func aWhereClauseGoesOnALineOfItsOwn() {
        let line = "extension \(Self.pad).PickerView where RowContent == \(Self.pad).RowView {"
        #expect(
            LineWrapper.wrap(line) == """
                extension \(Self.pad).PickerView
                    where RowContent == \(Self.pad).RowView {
                """)
    }

    @Test func codeIsNeverBrokenInsideAStringLiteral() {
        let literal = #""a (b, c) [d] { e } // f \" g \(h("i, j")) k""#
        let line = "    let s = f(\(literal), \(literal), \(Self.pad))"
        let wrapped = LineWrapper.wrap(line)
        #expect(wrapped.components(separatedBy: "\n").filter { $0.contains(literal) }.count == 2)
        #expect(wrapped.filter { !$0.isWhitespace } == line.filter { !$0.isWhitespace })
    }

    @Test func linesTheScannerDoesNotReadAreKept() {
        let long = "f(\(Self.pad), \(Self.pad))"
        let lines = [
            "let raw = #\"\(long)\"#", "#if canImport(\(long))", "let open = \"\(long)", "let s = \"\"\"",
            "    \(long)", "\"\"\"", "/* \(long)", "\(long)", "*/", "let mismatched = (\(long)]",
        ]
        let text = lines.joined(separator: "\n")
        #expect(LineWrapper.wrap(text) == text)
    }

    /// Text from the definitions may hold `/*` or `*/`: in a string literal or after `//` it is
    /// text, and the lines after it still wrap.
    @Test(arguments: [#"    let title = "Use /* to open""#, "    /// Use */ to close", #"    let s = "\" /*" // */"#])
    func blockCommentMarkersInLiteralsAndCommentsAreText(_ line: String) {
        let long = "    let value = make(first: \(Self.pad), second: \(Self.pad))"
        let lines = LineWrapper.wrap(line + "\n" + long).components(separatedBy: "\n")
        #expect(lines.first == line)
        #expect(lines.count == 5 && lines.allSatisfy { $0.count <= 120 })
    }

    @Test func commentsAreRewrappedIntoTheirParagraph() {
        let words = Array(repeating: "word", count: 30).joined(separator: " ")
        let text = "    /// \(words)\n    /// next line.\n    ///\n    /// - item"
        let lines = LineWrapper.wrap(text).components(separatedBy: "\n")
        #expect(lines.allSatisfy { $0.count <= 120 && $0.hasPrefix("    ///") })
        #expect(lines.suffix(3).first?.hasSuffix("word next line.") == true)
        #expect(lines.suffix(2) == ["    ///", "    /// - item"])
        #expect(lines.joined(separator: " ").split(separator: " ").filter { $0 == "word" }.count == 30)
    }

    /// Random lines of brackets, commas, literals, comments and stray characters: only whitespace
    /// changes, once the multi-line literals written for literals too long are read back; no line
    /// gets longer, string literals stay whole, wrapping twice changes nothing, and nothing traps.
    @Test(arguments: 0..<8)
    func wrappingOnlyMovesWhitespace(seed: UInt64) {
        var random = SplitMix64(seed: 0x11E_3A9 &+ seed)
        let literal = #""s, (t) \" \(u("v")) w""#
        let pieces = [
            "f(a, b)", "[x, y]", "{ z }", "g(\(Self.pad), h(i, j))", "k(l: \(Self.pad))", ", ", "name", "\(Self.pad)",
            literal, " where ", "x\u{301}", "\u{202E}", ": ", " in ", "?", " ", " == ", " != ", " = ", "case ",
        ]
        // Pieces that unbalance brackets or quotes, or start a comment, so the line is not what it seems.
        let stray = ["f(", ")", "[", "]", "{ ", " }", " // note", "\"", "#\"", "\\", "///"]
        var changed = 0
        for _ in 0..<300 {
            let isWellFormed = random.next(below: 2) == 0
            let choices = isWellFormed ? pieces : pieces + stray
            // Code lines: a line that starts as a comment is rewrapped as text (above).
            let line =
                String(repeating: " ", count: random.next(below: 12)) + "x"
                + (0...random.next(below: 40)).map { _ in choices[random.next(below: choices.count)] }.joined()
            let wrapped = LineWrapper.wrap(line)
            let joined = MultiLineLiterals.joined(wrapped)
            #expect(joined.filter { !$0.isWhitespace } == line.filter { !$0.isWhitespace }, "\(line)")
            #expect(wrapped.components(separatedBy: "\n").allSatisfy { $0.count <= max(line.count, 120) })
            #expect(LineWrapper.wrap(wrapped) == wrapped, "\(line)")
            guard isWellFormed else { continue }
            #expect(joined.components(separatedBy: literal).count == line.components(separatedBy: literal).count)
            if wrapped != line { changed += 1 }
        }
        // Most well-formed lines are too long, and are broken.
        #expect(changed > 100)
    }
}
