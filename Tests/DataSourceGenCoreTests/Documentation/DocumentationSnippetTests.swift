import Foundation
import Testing

/// The runtime's DocC articles show the example app's iOS files, which the platform step
/// type-checks; this keeps the two from drifting apart, one file to the article of its kind.
@Suite struct DocumentationSnippetTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let iOSFolder = root.appendingPathComponent("Examples/ProductCatalog/Sources/CatalogScaffolded/iOS")
    static let catalog = root.appendingPathComponent("Sources/DataSourceRuntime/DataSourceRuntime.docc")

    /// Each example file and the article that shows it.
    static let articles = [
        "ProductPickerField.swift": "ListPickers.md",
        "ProductListViewController.swift": "ListPickers.md",
        "ShopWindowViewController.swift": "SectionControllers.md",
        "SettingsViewController.swift": "TableScreens.md",
        "RestockRequestViewController.swift": "Forms.md",
        "ProductListScreenViewController.swift": "ListScreens.md",
    ]

    static func iOSFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: iOSFolder.path)) ?? []).filter { $0.hasSuffix(".swift") }
            .sorted()
    }

    @Test func everyIOSFileHasAnArticle() {
        #expect(Self.iOSFiles() == Self.articles.keys.sorted())
    }

    @Test(arguments: iOSFiles())
    func theArticleShowsTheFileAsItIs(name: String) throws {
        let article = try #require(Self.articles[name])
        let text = try String(contentsOf: Self.catalog.appendingPathComponent(article), encoding: .utf8)
        let file = try String(contentsOf: Self.iOSFolder.appendingPathComponent(name), encoding: .utf8)
        let snippet = "```swift\n" + file.trimmingCharacters(in: .newlines) + "\n```"
        #expect(text.contains(snippet), "\(article) should show \(name) verbatim in a swift block")
    }
}
