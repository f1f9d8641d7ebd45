import Foundation
import Testing

/// The testing library has a DocC catalog of its own, as a DocC user expects of each library, and
/// its landing page lists every public type, nested ones by their path (``ManualClock/Instant``),
/// so that none is found only by searching.
@Suite struct TestingLibraryCatalogTests {
    static let library = RuntimePublicAPITests.root.appendingPathComponent("Sources/DataSourceRuntimeTesting")
    static let landingPage = library.appendingPathComponent(
        "DataSourceRuntimeTesting.docc/DataSourceRuntimeTesting.md")

    /// The public types of the library as DocC links them: `Name` at the top level, `Parent/Name`
    /// for a type declared inside the top-level type above it in the same file.
    static func publicTypePaths() throws -> [String] {
        let declaration = try Regex(
            #"^( *)(?:@\w+(?:\([^)]*\))? +)*(?:(?:final|indirect) +)*(?:public|open) +(?:(?:final|indirect) +)*"#
                + #"(?:class|struct|enum|protocol|actor|typealias) +(\w+)"#)
        var paths: [String] = []
        for file in RuntimePublicAPITests.swiftFiles(under: library) {
            var parent: String?
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                guard let match = try? declaration.prefixMatch(in: line), let name = match.output[2].substring
                else { continue }
                if match.output[1].substring?.isEmpty == true {
                    parent = String(name)
                    paths.append(String(name))
                } else if let parent {
                    paths.append("\(parent)/\(name)")
                }
            }
        }
        return paths.sorted()
    }

    @Test func theLandingPageListsEveryPublicType() throws {
        let page = try String(contentsOf: Self.landingPage, encoding: .utf8)
        let topics = try #require(page.components(separatedBy: "\n## Topics\n").dropFirst().first)
        let paths = try Self.publicTypePaths()
        #expect(paths.contains("ManualClock/Instant"), "the nested type is found: \(paths)")
        let unlisted = paths.filter { !topics.contains("- ``\($0)``") }
        #expect(unlisted.isEmpty, "not listed in the Topics of DataSourceRuntimeTesting.md: \(unlisted)")
    }
}
