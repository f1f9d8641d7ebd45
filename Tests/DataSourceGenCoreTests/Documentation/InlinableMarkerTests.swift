import Foundation
import Testing

/// `@inlinable` stays only on the paths a benchmark goal needs it on (docs/Benchmarks.md, "What
/// `@inlinable` pays"): the runtime's folders may hold at most the markers counted here, and the
/// folders not listed none. Adding one means measuring with `./Scripts/benchmarks.sh` that a goal
/// fails or a time clearly regresses without it, then raising the count here and in that section.
@Suite struct InlinableMarkerTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let libraries = ["Sources/DataSourceRuntime", "Sources/DataSourceRuntimeTesting"]
    /// `@inlinable` and `@usableFromInline` per folder, as docs/Benchmarks.md lists them.
    static let allowed: [String: (inlinable: Int, usableFromInline: Int)] = [
        "DataSourceRuntime/Diffing": (43, 49),
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

    @Test func noFolderGainsMarkers() throws {
        let counts = try Self.markerCounts()
        for (folder, count) in counts.sorted(by: { $0.key < $1.key }) {
            let limit = Self.allowed[folder] ?? (0, 0)
            #expect(
                count.inlinable <= limit.inlinable && count.usableFromInline <= limit.usableFromInline,
                """
                \(folder) has \(count.inlinable) @inlinable and \(count.usableFromInline) @usableFromInline, \
                at most \(limit.inlinable) and \(limit.usableFromInline) allowed: keep a marker only where \
                ./Scripts/benchmarks.sh shows a goal fails or a time regresses without it, then raise the \
                count here and in docs/Benchmarks.md ("What `@inlinable` pays")
                """)
        }
    }

    /// The table in docs/Benchmarks.md states the counts this test allows, so neither goes stale.
    @Test func benchmarksDocumentListsTheCounts() throws {
        let text = try String(
            contentsOf: Self.root.appendingPathComponent("docs/Benchmarks.md"), encoding: .utf8)
        for (folder, limit) in Self.allowed {
            let name = folder.split(separator: "/").last!
            let row = "| `\(name)/` | \(limit.inlinable) | \(limit.usableFromInline) |"
            let listed = text.contains(row)
            #expect(listed, "docs/Benchmarks.md lacks the row \(row)")
        }
    }
}
