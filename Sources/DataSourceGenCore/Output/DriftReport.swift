/// How an output directory differs from what the generator would write now.
package struct DriftReport: Sendable, Hashable, CustomStringConvertible {
    /// How one file differs.
    package enum Kind: String, Sendable, Hashable {
        /// On disk with other contents.
        case changed
        /// Expected but not on disk.
        case missing
        /// On disk, marked as generated, but no longer generated.
        case orphaned
    }

    /// One differing file and the unified diff that would fix it.
    package struct Entry: Sendable, Hashable {
        /// Changed, missing or orphaned.
        package var kind: Kind
        /// Path relative to the output directory.
        package var relativePath: String
        /// From `a/<path>` (on disk) to `b/<path>` (generated); `/dev/null` stands for the
        /// missing side of a missing or orphaned file, so `git apply` or `patch -p1` run in the
        /// output directory brings it up to date.
        package var diff: String
        /// For a changed file, the 1-based line of the file on disk where each hunk of `diff`
        /// starts changing (see `UnifiedDiff.Hunk.firstChangedOldLine`); empty otherwise.
        package var changedLines: [Int]

        package init(kind: Kind, relativePath: String, diff: String, changedLines: [Int] = []) {
            self.kind = kind
            self.relativePath = relativePath
            self.diff = diff
            self.changedLines = changedLines
        }
    }

    /// Changed and missing files in the order they were expected, then orphans by path.
    package var entries: [Entry]
    /// Expected files whose contents on disk are right, in the order they were expected.
    package var unchanged: [String]

    package init(entries: [Entry], unchanged: [String]) {
        self.entries = entries
        self.unchanged = unchanged
    }

    /// True when anything differs (the `check` verb then exits with 1).
    package var hasDrift: Bool { !entries.isEmpty }

    /// Relative paths of changed files.
    package var changed: [String] { paths(of: .changed) }
    /// Relative paths of missing files.
    package var missing: [String] { paths(of: .missing) }
    /// Relative paths of orphaned files.
    package var orphaned: [String] { paths(of: .orphaned) }

    /// A summary line per file, then every diff; one line saying so when nothing differs.
    package var description: String {
        guard hasDrift else { return "Generated files are up to date.\n" }
        let noun = entries.count == 1 ? "file differs" : "files differ"
        var text = "\(entries.count) generated \(noun) from the output directory:\n"
        for entry in entries {
            let hint = entry.kind == .orphaned ? " (no longer generated; delete it)" : ""
            let label = entry.kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            text += "  \(label) \(entry.relativePath)\(hint)\n"
        }
        for entry in entries { text += "\n" + entry.diff }
        return text
    }

    private func paths(of kind: Kind) -> [String] {
        entries.filter { $0.kind == kind }.map(\.relativePath)
    }
}
