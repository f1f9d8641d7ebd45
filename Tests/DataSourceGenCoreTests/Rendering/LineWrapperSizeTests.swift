import Testing

@testable import DataSourceGenCore

/// A line of any length and nesting is wrapped in time about linear in its length: the wrapper
/// tries at most ``LineWrapper/maximumTriedPlaces`` places of each kind, and the scanner reads a
/// chain of names once. The lines here hold tens of thousands of brackets or dots, on which the
/// wrapper that tried every place (each a copy of the line) had not finished the nested one after
/// four minutes: that the tests finish is the proof, what they check is that the result is the
/// same code.
@Suite struct LineWrapperSizeTests {
    /// `text` without its spaces and line breaks: what wrapping must keep.
    static func code(_ text: String) -> String { text.filter { $0 != " " && $0 != "\n" } }

    @Test func aLineOfTwentyThousandPairsSideBySideIsBrokenAtItsOutermostOne() {
        let elements = (1...10_000).map { "W(W(\($0)))" }.joined(separator: ", ")
        let line = "    let items = [\(elements)]"
        let wrapped = LineWrapper.wrap(line)
        let lines = wrapped.split(separator: "\n")
        #expect(lines.count == 10_002)
        #expect(lines.allSatisfy { !LineWrapper.isTooLong($0) })
        #expect(lines.first == "    let items = [" && lines.last == "    ]")
        #expect(Self.code(wrapped) == Self.code(line))
    }

    /// Eight levels are broken, one pair each; what is left inside cannot be broken further, and
    /// stays one line.
    @Test func aLineNestedTwentyThousandDeepIsBrokenEightLevelsAndKeptInside() {
        let depth = 20_000
        let line =
            "    let value = W(" + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
            + ")"
        let wrapped = LineWrapper.wrap(line)
        let lines = wrapped.split(separator: "\n")
        #expect(lines.count == 2 * 8 + 1)
        #expect(lines.filter { LineWrapper.isTooLong($0) }.count == 1)
        #expect(Self.code(wrapped) == Self.code(line))
    }

    @Test func aChainOfTwentyThousandMembersIsBrokenOnlyBeforeItsDots() {
        let line = "        let value = start" + String(repeating: ".next", count: 20_000)
        let wrapped = LineWrapper.wrap(line)
        let lines = wrapped.split(separator: "\n")
        #expect(lines.count > 1)
        #expect(lines.dropFirst().allSatisfy { $0.drop { $0 == " " }.hasPrefix(".next") })
        #expect(Self.code(wrapped) == Self.code(line))
    }
}
