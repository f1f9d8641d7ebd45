import Foundation
import Testing

@testable import DataSourceGenCore

/// A golden file per kind and platform: for every kind of the registry and every platform it has
/// glue for (its `platformModules`), some golden definitions file declares that kind with that
/// platform on, so the golden outputs (compiled and type-checked against the platform stubs)
/// hold every kind's glue on every platform.
@Suite struct GoldenCoverageTests {
    /// Each golden definitions file's kinds (top-level keys with at least one declaration) and
    /// platforms.
    static func goldens() throws -> [(name: String, kinds: Set<String>, platforms: Set<String>)] {
        try GoldenFileTests.inputNames().map { name in
            let url = GoldenFileTests.definitionsDirectory.appendingPathComponent(name)
            let root = try JSONParser.parse(String(contentsOf: url, encoding: .utf8), file: name)
            guard case .object(let members) = root.value else { return (name, [], []) }
            let kinds = members.filter { $0.key != "options" }.filter {
                if case .object(let declarations) = $0.value.value { !declarations.isEmpty } else { false }
            }
            var platforms: Set<String> = []
            if case .object(let options)? = members.first(where: { $0.key == "options" })?.value.value,
                case .array(let values)? = options.first(where: { $0.key == "platforms" })?.value.value
            {
                for case .string(let platform) in values.map(\.value) { platforms.insert(platform) }
            }
            return (name, Set(kinds.map(\.key)), platforms)
        }
    }

    @Test func everyKindHasAGoldenOnEveryPlatformItHasGlueFor() throws {
        let goldens = try Self.goldens()
        var missing: [String] = []
        for kind in DeclarationKinds.all {
            for platform in FileOptions.Platform.allCases where kind.platformModules[platform] != nil {
                let covered = goldens.contains {
                    $0.kinds.contains(kind.key.rawValue) && $0.platforms.contains(platform.rawValue)
                }
                if !covered { missing.append("\(kind.key.rawValue) with \"\(platform.rawValue)\"") }
            }
        }
        #expect(
            missing.isEmpty,
            "no golden definitions file (Tests/GeneratedCodeTests/Definitions) declares: \(missing.joined(separator: ", "))"
        )
    }

    /// The check reads what the files say: a kind and a platform each golden file has.
    @Test func theGoldensAreReadAsTheySay() throws {
        let bays = try #require(try Self.goldens().first { $0.name == "Bays.datasources.json" })
        #expect(bays.platforms == ["fiori-swiftui"])
        #expect(!bays.kinds.isEmpty && !bays.kinds.contains("options"))
    }
}
