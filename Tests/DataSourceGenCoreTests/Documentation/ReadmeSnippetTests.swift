import Foundation
import Testing

/// The README's iOS snippets are the example's files, which the platform step type-checks; this
/// keeps the two from drifting apart.
@Suite struct ReadmeSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let iOSFolder = root.appendingPathComponent("Examples/ProductCatalog/Sources/CatalogScaffolded/iOS")

    static func iOSFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: iOSFolder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func theExampleHasIOSFiles() {
        #expect(Self.iOSFiles().count == 6)
    }

    @Test(arguments: iOSFiles())
    func readmeShowsTheFileAsItIs(name: String) throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let file = try String(contentsOf: Self.iOSFolder.appendingPathComponent(name), encoding: .utf8)
        let snippet = "```swift\n" + file.trimmingCharacters(in: .newlines) + "\n```"
        #expect(readme.contains(snippet), "README.md should show \(name) verbatim in a swift block")
    }
}
