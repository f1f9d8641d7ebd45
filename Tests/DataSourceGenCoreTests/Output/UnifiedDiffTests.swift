import DataSourceGenCore
import Testing

@Suite struct UnifiedDiffTests {
    struct GNUCase: CustomTestStringConvertible, Sendable {
        var name: String
        var old: String
        var new: String
        var context: Int
        var expected: String
        var testDescription: String { name }
    }

    /// Expected outputs produced by GNU diffutils 3.8 (`diff -U<context> --label old --label new`)
    /// and checked by hand against the format description.
    static let gnuCases: [GNUCase] = [
        GNUCase(
            name: "insertIntoEmpty", old: "", new: "a\nb\n", context: 3,
            expected: "--- old\n+++ new\n@@ -0,0 +1,2 @@\n+a\n+b\n"),
        GNUCase(
            name: "deleteEverything", old: "a\nb\n", new: "", context: 3,
            expected: "--- old\n+++ new\n@@ -1,2 +0,0 @@\n-a\n-b\n"),
        GNUCase(
            name: "oneLineChangedInTheMiddle", old: "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n",
            new: "1\n2\n3\n4\nfive\n6\n7\n8\n9\n10\n", context: 3,
            expected: "--- old\n+++ new\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n"),
        GNUCase(
            name: "changesSixApartShareAHunk",
            old: "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n16\n17\n18\n19\n20\n",
            new: "1\n2\nX\n4\n5\n6\n7\n8\n9\nX\n11\n12\n13\n14\n15\n16\n17\n18\n19\n20\n", context: 3,
            expected:
                "--- old\n+++ new\n@@ -1,13 +1,13 @@\n 1\n 2\n-3\n+X\n 4\n 5\n 6\n 7\n 8\n 9\n-10\n+X\n 11\n 12\n 13\n"),
        GNUCase(
            name: "changesSevenApartSplit",
            old: "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n13\n14\n15\n16\n17\n18\n19\n20\n",
            new: "1\n2\nX\n4\n5\n6\n7\n8\n9\n10\nX\n12\n13\n14\n15\n16\n17\n18\n19\n20\n", context: 3,
            expected:
                "--- old\n+++ new\n@@ -1,6 +1,6 @@\n 1\n 2\n-3\n+X\n 4\n 5\n 6\n@@ -8,7 +8,7 @@\n 8\n 9\n 10\n-11\n+X\n 12\n 13\n 14\n"
        ),
        GNUCase(
            name: "missingNewlineOnBothSides", old: "a\nb", new: "a\nc", context: 3,
            expected:
                "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"
        ),
        GNUCase(
            name: "newlineAdded", old: "a", new: "a\n", context: 3,
            expected: "--- old\n+++ new\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+a\n"),
        GNUCase(
            name: "newlineRemoved", old: "x\na\n", new: "x\na", context: 3,
            expected: "--- old\n+++ new\n@@ -1,2 +1,2 @@\n x\n-a\n+a\n\\ No newline at end of file\n"),
        GNUCase(
            name: "unchangedLastLineWithoutNewline", old: "a\nb\nc", new: "A\nb\nc", context: 3,
            expected: "--- old\n+++ new\n@@ -1,3 +1,3 @@\n-a\n+A\n b\n c\n\\ No newline at end of file\n"),
        GNUCase(
            name: "insertionWithoutContext", old: "1\n2\n3\n", new: "1\n2\nnew\n3\n", context: 0,
            expected: "--- old\n+++ new\n@@ -2,0 +3 @@\n+new\n"),
        GNUCase(
            name: "insertionAtTopWithoutContext", old: "1\n2\n", new: "0\n1\n2\n", context: 0,
            expected: "--- old\n+++ new\n@@ -0,0 +1 @@\n+0\n"),
        GNUCase(
            name: "deletionWithoutContext", old: "1\n2\n3\n", new: "1\n3\n", context: 0,
            expected: "--- old\n+++ new\n@@ -2 +1,0 @@\n-2\n"),
        GNUCase(
            name: "singleLineFiles", old: "a\n", new: "b\n", context: 3,
            expected: "--- old\n+++ new\n@@ -1 +1 @@\n-a\n+b\n"),
        GNUCase(
            name: "crlfLines", old: "a\r\nb\r\n", new: "a\r\nc\r\n", context: 1,
            expected: "--- old\n+++ new\n@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r\n"),
        GNUCase(
            name: "insertAtEndWithContext", old: "1\n2\n3\n4\n5\n", new: "1\n2\n3\n4\n5\n6\n", context: 2,
            expected: "--- old\n+++ new\n@@ -4,2 +4,3 @@\n 4\n 5\n+6\n"),
        GNUCase(
            name: "replaceBlock", old: "keep\nold1\nold2\nkeep2\n", new: "keep\nnew1\nnew2\nnew3\nkeep2\n", context: 1,
            expected: "--- old\n+++ new\n@@ -1,4 +1,5 @@\n keep\n-old1\n-old2\n+new1\n+new2\n+new3\n keep2\n"),
    ]

    @Test(arguments: gnuCases)
    func matchesGNUDiff(_ testCase: GNUCase) {
        let diff = UnifiedDiff.make(
            old: testCase.old, new: testCase.new, oldName: "old", newName: "new",
            context: testCase.context)
        #expect(diff == testCase.expected)
    }

    @Test func equalTextsGiveNoDiff() {
        #expect(UnifiedDiff.make(old: "", new: "", oldName: "a", newName: "b") == "")
        #expect(UnifiedDiff.make(old: "x\ny", new: "x\ny", oldName: "a", newName: "b") == "")
    }

    @Test func canonicallyEquivalentLinesStillDiffer() {
        let diff = UnifiedDiff.make(old: "caf\u{E9}\n", new: "cafe\u{301}\n", oldName: "a", newName: "b")
        #expect(diff == "--- a\n+++ b\n@@ -1 +1 @@\n-caf\u{E9}\n+cafe\u{301}\n")
    }

    @Test func negativeContextCountsAsZero() {
        let diff = UnifiedDiff.make(old: "1\n2\n3\n", new: "1\nX\n3\n", oldName: "a", newName: "b", context: -5)
        #expect(diff == "--- a\n+++ b\n@@ -2 +2 @@\n-2\n+X\n")
    }

    /// Random files over a small alphabet (many repeated lines, the hard case for diffs): the
    /// printed hunks applied to `old` give `new`, and the number of changed lines is minimal
    /// (equal to what an independent LCS table says).
    @Test func hunksApplyAndAreMinimal() throws {
        var random = SplitMix64(seed: 0xD1FF)
        for iteration in 0..<1_500 {
            let old = randomText(&random)
            let new = random.next(below: 4) == 0 ? mutate(old, &random) : randomText(&random)
            let context = random.next(below: 5)
            let diff = UnifiedDiff.make(old: old, new: new, oldName: "old", newName: "new", context: context)
            if old == new {
                #expect(diff.isEmpty)
                continue
            }
            let patched = try DiffApplier.apply(diff, to: old)
            #expect(patched == new, "iteration \(iteration):\n\(diff)")
            let changed = DiffApplier.lines(diff).dropFirst(2)
                .filter { [UInt8(ascii: "-"), UInt8(ascii: "+")].contains($0.bytes.first) }.count
            let oldLines = DiffApplier.lines(old), newLines = DiffApplier.lines(new)
            let common = longestCommonSubsequence(oldLines, newLines)
            #expect(changed == oldLines.count + newLines.count - 2 * common, "iteration \(iteration)")
        }
    }

    @Test func fastOnThousandsOfLines() throws {
        var random = SplitMix64(seed: 7)
        let lines = (0..<4_000).map { "let value\($0) = \(random.next(below: 1_000))" }
        var edited = lines
        for _ in 0..<40 { edited[random.next(below: edited.count)] = "// edited \(random.next(below: 100))" }
        edited.insert(contentsOf: ["// inserted", "// block"], at: 1_234)
        edited.removeSubrange(3_000..<3_050)
        let old = lines.joined(separator: "\n") + "\n", new = edited.joined(separator: "\n") + "\n"
        #expect(try DiffApplier.apply(UnifiedDiff.make(old: old, new: new, oldName: "a", newName: "b"), to: old) == new)

        let unrelated = (0..<4_000).map { "other \($0)" }.joined(separator: "\n")
        let diff = UnifiedDiff.make(old: old, new: unrelated, oldName: "a", newName: "b")
        #expect(try DiffApplier.apply(diff, to: old) == unrelated)

        // Shuffled lines share everything but order: the expensive case for any line diff.
        var shuffled = lines.prefix(1_500).map { $0 }
        shuffled.shuffle(using: &random)
        let shuffledText = shuffled.joined(separator: "\n")
        let original = lines.prefix(1_500).joined(separator: "\n")
        let shuffledDiff = UnifiedDiff.make(old: original, new: shuffledText, oldName: "a", newName: "b")
        #expect(try DiffApplier.apply(shuffledDiff, to: original) == shuffledText)
    }

    private func randomText(_ random: inout SplitMix64) -> String {
        let alphabet = ["a", "b", "c", "d", "", " a", "a\r"]
        let count = random.next(below: 14)
        var text = (0..<count).map { _ in alphabet[random.next(below: alphabet.count)] }.joined(separator: "\n")
        if count > 0, random.next(below: 3) != 0 { text += "\n" }
        return text
    }

    private func mutate(_ text: String, _ random: inout SplitMix64) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<(1 + random.next(below: 3)) {
            let position = random.next(below: lines.count + 1)
            switch random.next(below: 3) {
            case 0: lines.insert("new", at: position)
            case 1 where position < lines.count: lines.remove(at: position)
            default: if position < lines.count { lines[position] += "!" }
            }
        }
        return lines.joined(separator: "\n")
    }

    private func longestCommonSubsequence(_ a: [DiffApplier.Line], _ b: [DiffApplier.Line]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
