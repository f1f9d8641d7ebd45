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
        "ProductPickerScreen.swift": "ListPickers.md",
        "ProductPickerFioriRow.swift": "ListPickers.md",
        "ShopWindowViewController.swift": "SectionControllers.md",
        "ShopWindowScreen.swift": "SectionControllers.md",
        "SettingsViewController.swift": "TableScreens.md",
        "SettingsScreen.swift": "TableScreens.md",
        "RestockRequestViewController.swift": "Forms.md",
        "RestockRequestScreen.swift": "Forms.md",
        "RestockRequestFioriScreen.swift": "Forms.md",
        "ProductListScreenViewController.swift": "ListScreens.md",
        "ProductListFloorplan.swift": "ListScreens.md",
        "ProductListScreen.swift": "ListScreens.md",
        "ProductListFioriScreen.swift": "ListScreens.md",
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

    /// "Testing your generated screens" shows the example's own tests of its list screen, on the
    /// headless host and through its SwiftUI model, which the examples step runs.
    @Test(arguments: ["ProductListScreenTests.swift", "ListScreenModelTests.swift"])
    func theTestingArticleShowsTheExamplesTest(name: String) throws {
        let text = try String(contentsOf: Self.catalog.appendingPathComponent("TestingYourScreens.md"), encoding: .utf8)
        let test = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/ProductCatalog/Tests/CatalogScaffoldedTests")
                .appendingPathComponent(name),
            encoding: .utf8)
        #expect(text.contains("```swift\n" + test.trimmingCharacters(in: .newlines) + "\n```"))
    }

    /// The kind each example file is glue for, and its platform.
    static let glue: [String: (kind: String, platform: String)] = [
        "ProductPickerField.swift": ("list picker", "Fiori"),
        "ProductListViewController.swift": ("list picker", "UIKit"),
        "ProductPickerScreen.swift": ("list picker", "SwiftUI"),
        "ProductPickerFioriRow.swift": ("list picker", "Fiori SwiftUI"),
        "ShopWindowViewController.swift": ("section controller", "IGListKit"),
        "ShopWindowScreen.swift": ("section controller", "SwiftUI"),
        "SettingsViewController.swift": ("table screen", "UIKit"),
        "SettingsScreen.swift": ("table screen", "SwiftUI"),
        "RestockRequestViewController.swift": ("form", "Fiori"),
        "RestockRequestScreen.swift": ("form", "SwiftUI"),
        "RestockRequestFioriScreen.swift": ("form", "Fiori SwiftUI"),
        "ProductListScreenViewController.swift": ("list screen", "UIKit"),
        "ProductListFloorplan.swift": ("list screen", "Fiori"),
        "ProductListScreen.swift": ("list screen", "SwiftUI"),
        "ProductListFioriScreen.swift": ("list screen", "Fiori SwiftUI"),
    ]

    /// A form's SwiftUI views hand the attachments row's items to a closure whose default does
    /// nothing, so a screen over the example's form, which has an attachments row, passes one (by
    /// its label or as the trailing closure of the view it makes), or what it picks reaches nothing.
    @Test(arguments: glue.filter { $0.value.kind == "form" && $0.value.platform.hasSuffix("SwiftUI") }.keys.sorted())
    func aSwiftUIFormScreenHandsOnWhatItsAttachmentsRowPicks(name: String) throws {
        let definitions = Self.iOSFolder.deletingLastPathComponent().appendingPathComponent("Products.datasources.json")
        #expect(try String(contentsOf: definitions, encoding: .utf8).contains(#""kind": "attachments""#))
        let file = try String(contentsOf: Self.iOSFolder.appendingPathComponent(name), encoding: .utf8)
        let call = try #require(Self.lines(of: file).first { $0.contains("EditorView(model: model") })
        #expect(
            ["photosPicked:", "attachmentsChanged:", "EditorView(model: model) {"].contains { call.contains($0) },
            "\(name) passes the view no closure for its attachments row: \(call)")
    }

    /// The glue lines of an example file, by issue 21's rule: every line but imports, blank lines,
    /// comments and the bodies of the app's own functions (its handlers,
    /// validators, loader and save), which follow `// MARK: - App logic`. A function's declaration
    /// and closing brace are glue, and so is every other line below the marker: a type's header and
    /// closing brace, a stored property, the enclosing class's closing brace. A one-line function
    /// there counts as two, its declaration and its closing brace, as it would written out.
    static func glueLineCount(of text: String) -> Int {
        var count = 0
        var isAppLogic = false
        var depth = 0
        /// The depth around the app function whose body the scan is in.
        var bodyDepth: Int?
        for line in lines(of: text) {
            let next = depth + line.count { $0 == "{" } - line.count { $0 == "}" }
            defer { depth = next }
            if line == "// MARK: - App logic" { isAppLogic = true }
            if let outer = bodyDepth {
                if next <= outer {
                    bodyDepth = nil
                    count += 1
                }
                continue
            }
            guard !isNotCode(line) else { continue }
            count += 1
            guard isAppLogic, isFunctionDeclaration(line) else { continue }
            if next > depth {
                bodyDepth = depth
            } else if line.contains("{") {
                count += 1
            }
        }
        return count
    }

    static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Imports, blank lines and comments, which issue 21 does not count. Anything else is, `#if`
    /// and `#endif` included: the example's iOS files have none, as an iOS app's do not.
    static func isNotCode(_ line: String) -> Bool {
        line.isEmpty || line.hasPrefix("//") || line.hasPrefix("import ")
    }

    static func isFunctionDeclaration(_ line: String) -> Bool {
        line.hasPrefix("func ") || line.contains(" func ") || line.hasPrefix("init(") || line.contains(" init(")
    }

    @Test func theCountSkipsImportsCommentsAndTheBodiesOfTheAppsFunctions() {
        let text = """
            #if canImport(UIKit)
            import UIKit

            /// A doc.
            final class A {
                let b = 1

                // MARK: - App logic

                struct Rules: Checking {
                    func check(_ value: Int) -> Bool {
                        let limit = 2
                        return value < limit
                    }
                }

                func load() { print("loaded") }
            }
            #endif
            """
        // #if, class, let, struct, func and its brace, the struct's brace, load's two, the class's
        // brace, #endif.
        #expect(Self.glueLineCount(of: text) == 11)
    }

    /// The glue's stored properties: what an app function's body may not use, since using them
    /// (an `update` or `reload` call) is glue.
    static func glueProperties(of text: String) -> [String] {
        let aboveTheMarker = text.components(separatedBy: "// MARK: - App logic")[0]
        return lines(of: aboveTheMarker).compactMap { line in
            guard let range = line.range(of: #"\b(var|let) (\w+)"#, options: .regularExpression) else { return nil }
            return line[range].split(separator: " ").last.map(String.init)
        }
    }

    @Test(arguments: iOSFiles())
    func theAppLogicDoesNotUseTheGlue(name: String) throws {
        let file = try String(contentsOf: Self.iOSFolder.appendingPathComponent(name), encoding: .utf8)
        let logic = Self.appLogic(of: file)
        let used = Self.glueProperties(of: file).filter {
            logic.range(of: "\\b\($0)\\b", options: .regularExpression) != nil
        }
        #expect(used.isEmpty, "\(name)'s app logic uses \(used): those calls are glue, above the marker")
    }

    /// What makes a generated model or data source: glue, which may not hide below the marker.
    static let makers = [
        "Model(", "FormModel(", ".init(", "makeDataSource(", "makeTableViewDataSource(", "makeScreen(",
        "makeFloorplan(", "IGListKitDataSource(", "FioriDataSource(", ".attach(",
    ]

    /// The app logic of an example file: what is below `// MARK: - App logic`.
    static func appLogic(of text: String) -> String {
        text.components(separatedBy: "// MARK: - App logic").dropFirst().joined()
    }

    @Test(arguments: iOSFiles())
    func theAppLogicMakesNoGeneratedModelOrDataSource(name: String) throws {
        let file = try String(contentsOf: Self.iOSFolder.appendingPathComponent(name), encoding: .utf8)
        let made = Self.makers.filter { Self.appLogic(of: file).contains($0) }
        #expect(made.isEmpty, "\(name) makes a model or data source below its App logic marker (\(made)): it is glue")
    }

    /// At most 10 lines for a UIKit screen, 5 for a SwiftUI one (make the model, put the view in a body),
    /// and so even with the app's own function bodies counted as lines of code.
    @Test(arguments: iOSFiles())
    func theGlueOfAKindIsAtMostTenLines(name: String) throws {
        let file = try String(contentsOf: Self.iOSFolder.appendingPathComponent(name), encoding: .utf8)
        let limit = Self.glue[name]?.platform.hasSuffix("SwiftUI") == true ? 5 : 10
        #expect(Self.glueLineCount(of: file) <= limit, "\(name) has \(Self.glueLineCount(of: file)) lines of glue")
        let code = Self.lines(of: file).count { !Self.isNotCode($0) }
        #expect(code <= limit, "\(name) has \(code) lines of code, its app logic included")
    }

    /// The README's table of kinds has a UIKit-side and a SwiftUI-side glue column.
    @Test func theReadmeStatesEachKindsGlueLines() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        var counts: [String: [(platform: String, lines: Int)]] = [:]
        for name in Self.iOSFiles() {
            let entry = try #require(Self.glue[name], "\(name) is glue for no kind")
            let file = try String(contentsOf: Self.iOSFolder.appendingPathComponent(name), encoding: .utf8)
            counts[entry.kind, default: []].append((entry.platform, Self.glueLineCount(of: file)))
        }
        for (kind, files) in counts {
            let row = try #require(readme.split(separator: "\n").first { $0.hasPrefix("| \(kind) |") })
            for isSwiftUI in [false, true] {
                let cell = files.filter { $0.platform.hasSuffix("SwiftUI") == isSwiftUI }.sorted {
                    $0.platform < $1.platform
                }
                .map { "\($0.lines) (\($0.platform))" }.joined(separator: ", ")
                #expect(row.contains("| \(cell) |"), "README's row of \(kind) should say \(cell) glue lines: \(row)")
            }
        }
    }
}
