import Testing

@testable import DataSourceGenCore

/// Where each hunk starts changing in the old file: the line a CI annotation points at.
@Suite struct UnifiedDiffHunkTests {
    static func lines(_ range: ClosedRange<Int>) -> String {
        range.map { "line \($0)\n" }.joined()
    }

    @Test func aReplacedLineIsAnnotatedAtItself() {
        let old = Self.lines(1...10)
        let new = old.replacingOccurrences(of: "line 6\n", with: "changed\n")
        #expect(UnifiedDiff.hunks(old: old, new: new).map(\.firstChangedOldLine) == [6])
    }

    @Test func additionsPointAtTheLineTheyFollowAndAtLineOneAtTheTop() {
        let old = Self.lines(1...10)
        #expect(
            UnifiedDiff.hunks(old: old, new: old.replacingOccurrences(of: "line 4\n", with: "line 4\nnew\n"))
                .map(\.firstChangedOldLine) == [4])
        #expect(UnifiedDiff.hunks(old: old, new: "new\n" + old).map(\.firstChangedOldLine) == [1])
        #expect(UnifiedDiff.hunks(old: "", new: "a\n").map(\.firstChangedOldLine) == [1])
    }

    @Test func distantChangesAreSeparateHunksEachWithItsLine() {
        let old = Self.lines(1...40)
        let new = old.replacingOccurrences(of: "line 2\n", with: "")
            .replacingOccurrences(of: "line 30\n", with: "thirty\n")
        let hunks = UnifiedDiff.hunks(old: old, new: new)
        #expect(hunks.map(\.firstChangedOldLine) == [2, 30])
        #expect(
            UnifiedDiff.document(hunks, oldName: "a/x", newName: "b/x")
                == UnifiedDiff.make(old: old, new: new, oldName: "a/x", newName: "b/x"))
        #expect(hunks.allSatisfy { $0.text.hasPrefix("@@ -") })
    }

    @Test func equalTextsHaveNoHunks() {
        #expect(UnifiedDiff.hunks(old: "a\nb\n", new: "a\nb\n").isEmpty)
        #expect(UnifiedDiff.document([], oldName: "a", newName: "b") == "")
    }
}
