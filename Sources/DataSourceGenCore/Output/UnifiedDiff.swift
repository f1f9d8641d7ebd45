/// Line diffs in the unified format of `diff -u` and `git diff`.
package enum UnifiedDiff {
    /// The unified diff that turns `old` into `new`, or `""` when they are equal.
    ///
    /// - Headers are `--- oldName` and `+++ newName`, without timestamps, so output is
    ///   reproducible.
    /// - Hunks are `@@ -start,count +start,count @@` with `context` unchanged lines around each
    ///   change (negative values count as 0); changes closer than `2 × context` lines share a
    ///   hunk. A count of 1 is written as just `start`; an empty range is written `start,0` where
    ///   `start` is the line before it (0 at the top of the file), as GNU diff does.
    /// - Lines end at `\n` only (a `\r` stays part of its line). A last line without a newline is
    ///   followed by `\ No newline at end of file`, and differs from the same text with one.
    /// - Within a change, removed lines come before added ones. The edit script is a shortest one
    ///   (Myers' algorithm), so the diff is minimal and deterministic.
    package static func make(
        old: String, new: String, oldName: String, newName: String,
        context: Int = 3
    ) -> String {
        document(hunks(old: old, new: new, context: context), oldName: oldName, newName: newName)
    }

    /// `hunks` under `---`/`+++` headers, or `""` when there are none.
    package static func document(_ hunks: [Hunk], oldName: String, newName: String) -> String {
        hunks.isEmpty ? "" : "--- \(oldName)\n+++ \(newName)\n" + hunks.map(\.text).joined()
    }

    /// One `@@` block of a unified diff.
    package struct Hunk: Sendable, Hashable {
        /// The 1-based line of `old` where the block's first removed line is, or, when the
        /// block only adds, the line the additions follow (at least 1): where a reviewer of the
        /// old file looks. CI annotations point here.
        package var firstChangedOldLine: Int
        /// The block as printed: its `@@` line, then context, `-` and `+` lines.
        package var text: String
    }

    /// The hunks of the diff `make` prints, without the file headers; empty when equal.
    package static func hunks(old: String, new: String, context: Int = 3) -> [Hunk] {
        let oldLines = DiffLine.split(old)
        let newLines = DiffLine.split(new)
        var identifiers: [DiffLine: Int] = [:]
        func identifier(_ line: DiffLine) -> Int {
            if let known = identifiers[line] { return known }
            identifiers[line] = identifiers.count
            return identifiers.count - 1
        }
        let oldIDs = oldLines.map(identifier)
        let newIDs = newLines.map(identifier)
        let diff = LineDiff(old: oldIDs, new: newIDs)
        let operations = editScript(diff, oldCount: oldLines.count, newCount: newLines.count)
        return hunkRanges(operations, context: max(0, context)).map { range in
            let slice = operations[range]
            let firstChange = slice.first { $0.kind != .keep }
            let line = firstChange.map { $0.kind == .remove ? $0.oldIndex + 1 : max(1, $0.oldIndex) } ?? 1
            return Hunk(
                firstChangedOldLine: line,
                text: render(slice, oldLines: oldLines, newLines: newLines))
        }
    }

    /// One step of the edit script, with the 0-based line positions before it on each side.
    private struct Operation {
        enum Kind { case keep, remove, add }
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    private static func editScript(_ diff: LineDiff, oldCount: Int, newCount: Int) -> [Operation] {
        var operations: [Operation] = []
        var i = 0, j = 0
        while i < oldCount || j < newCount {
            if i < oldCount, diff.deleted[i] {
                operations.append(Operation(kind: .remove, oldIndex: i, newIndex: j))
                i += 1
            } else if j < newCount, diff.inserted[j] {
                operations.append(Operation(kind: .add, oldIndex: i, newIndex: j))
                j += 1
            } else {
                operations.append(Operation(kind: .keep, oldIndex: i, newIndex: j))
                i += 1
                j += 1
            }
        }
        return operations
    }

    /// Ranges of operations to print: each change widened by `context`, overlapping ones merged.
    private static func hunkRanges(_ operations: [Operation], context: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for (index, operation) in operations.enumerated() where operation.kind != .keep {
            let low = max(0, index - context)
            let high = min(operations.count, index + 1 + context)
            if let last = ranges.last, low <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, high)
            } else {
                ranges.append(low..<high)
            }
        }
        return ranges
    }

    private static func render(
        _ operations: ArraySlice<Operation>, oldLines: [DiffLine],
        newLines: [DiffLine]
    ) -> String {
        guard let first = operations.first else { return "" }
        let oldCount = operations.count { $0.kind != .add }
        let newCount = operations.count { $0.kind != .remove }
        var text =
            "@@ -\(range(start: first.oldIndex, count: oldCount))"
            + " +\(range(start: first.newIndex, count: newCount)) @@\n"
        for operation in operations {
            switch operation.kind {
            case .keep: text += oldLines[operation.oldIndex].printed(prefix: " ")
            case .remove: text += oldLines[operation.oldIndex].printed(prefix: "-")
            case .add: text += newLines[operation.newIndex].printed(prefix: "+")
            }
        }
        return text
    }

    /// `start,count` with 1-based `start`; see `make` for the count-1 and empty-range forms.
    private static func range(start zeroBased: Int, count: Int) -> String {
        switch count {
        case 0: return "\(zeroBased),0"
        case 1: return "\(zeroBased + 1)"
        default: return "\(zeroBased + 1),\(count)"
        }
    }
}

/// A line's bytes and whether a newline ended it, so `a` at the end of a file differs from
/// `a\n`. Bytes, not `String`, because `String` equality is canonical equivalence and would call
/// a precomposed `é` equal to a decomposed one.
private struct DiffLine: Hashable {
    var bytes: ArraySlice<UInt8>
    var hasNewline: Bool

    /// Splits at the byte `\n` (so `\r\n` splits too, keeping the `\r`); `""` has no lines.
    static func split(_ text: String) -> [DiffLine] {
        let bytes = Array(text.utf8)
        var lines: [DiffLine] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(DiffLine(bytes: bytes[start..<index], hasNewline: true))
            start = index + 1
        }
        if start < bytes.count {
            lines.append(DiffLine(bytes: bytes[start...], hasNewline: false))
        }
        return lines
    }

    func printed(prefix: String) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return prefix + text + (hasNewline ? "\n" : "\n\\ No newline at end of file\n")
    }
}
