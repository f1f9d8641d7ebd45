import Foundation
import Testing

/// `@inlinable` stays only on the paths a benchmark goal needs it on (docs/Benchmarks.md, "What
/// `@inlinable` pays"): the runtime's folders hold exactly the markers counted here, and the
/// folders not listed none. Adding one means measuring with `./Scripts/benchmarks.sh` that a goal
/// fails or a time clearly regresses without it, then raising the count here and in that section;
/// removing one means lowering both, so the documented counts stay the code's.
@Suite struct InlinableMarkerTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let libraries = ["Sources/DataSourceRuntime", "Sources/DataSourceRuntimeTesting"]
    /// `@inlinable` and `@usableFromInline` per folder, as docs/Benchmarks.md lists them.
    static let documentedCounts: [String: (inlinable: Int, usableFromInline: Int)] = [
        "DataSourceRuntime/Diffing": (42, 50),
        "DataSourceRuntime/ListPicker": (13, 9),
        "DataSourceRuntime/IndexMaps": (8, 8),
        "DataSourceRuntime/Search": (0, 7),
        "DataSourceRuntime/Core": (0, 1),
    ]

    /// Markers per folder (library/first folder), outside comments.
    static func markerCounts() throws -> [String: (inlinable: Int, usableFromInline: Int)] {
        var counts: [String: (inlinable: Int, usableFromInline: Int)] = [:]
        for library in libraries {
            let folder = root.appendingPathComponent(library)
            let files =
                FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                let relative = file.path.dropFirst(folder.path.count + 1).split(separator: "/")
                let key = ([library.split(separator: "/").last!] + relative.dropLast().prefix(1)).joined(separator: "/")
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                where !line.drop(while: { $0 == " " }).hasPrefix("//") {
                    let inlinable = line.components(separatedBy: "@inlinable").count - 1
                    let usable = line.components(separatedBy: "@usableFromInline").count - 1
                    guard inlinable + usable > 0 else { continue }
                    let previous = counts[key] ?? (0, 0)
                    counts[key] = (previous.inlinable + inlinable, previous.usableFromInline + usable)
                }
            }
        }
        return counts
    }

    @Test func everyFolderHasExactlyTheDocumentedMarkers() throws {
        let counts = try Self.markerCounts()
        for folder in Set(counts.keys).union(Self.documentedCounts.keys).sorted() {
            let count = counts[folder] ?? (0, 0)
            let documented = Self.documentedCounts[folder] ?? (0, 0)
            #expect(
                count.inlinable == documented.inlinable && count.usableFromInline == documented.usableFromInline,
                """
                \(folder) has \(count.inlinable) @inlinable and \(count.usableFromInline) @usableFromInline, \
                \(documented.inlinable) and \(documented.usableFromInline) documented: keep a marker only where \
                ./Scripts/benchmarks.sh shows a goal fails or a time regresses without it, and make the counts \
                here and in docs/Benchmarks.md ("What `@inlinable` pays") the folder's
                """)
        }
    }

    /// The table in docs/Benchmarks.md states the counts this test allows, so neither goes stale.
    @Test func benchmarksDocumentListsTheCounts() throws {
        let text = try String(
            contentsOf: Self.root.appendingPathComponent("docs/Benchmarks.md"), encoding: .utf8)
        for (folder, limit) in Self.documentedCounts {
            let name = folder.split(separator: "/").last!
            let row = "| `\(name)/` | \(limit.inlinable) | \(limit.usableFromInline) |"
            let listed = text.contains(row)
            #expect(listed, "docs/Benchmarks.md lacks the row \(row)")
        }
    }
}
