import DataSourceGenCore
import Foundation
import Testing

/// Generated code reads like a team's own: lines within 120 columns, one import list with each
/// module once, and no doc comment that only repeats the name under it. Checked on every golden
/// output and on the example's committed output.
@Suite struct GeneratedLayoutTests {
    static func outputs() throws -> [String] {
        let example = GoldenFileTests.root.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/ProductCatalog/Sources/CatalogScaffolded/Generated")
        return try [GoldenFileTests.generatedDirectory, example].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
                .sorted().map { folder.appendingPathComponent($0).path }
        }
    }

    @Test(arguments: try outputs())
    func linesFitImportsAreListedOnceAndCommentsSayMore(path: String) throws {
        let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let name = URL(fileURLWithPath: path).lastPathComponent
        for (number, line) in lines.enumerated() where line.count > 120 {
            Issue.record("\(name):\(number + 1) has \(line.count) columns: \(line)")
        }
        let imports = lines.filter { $0.hasPrefix("import ") }
        #expect(imports.count == Set(imports).count, "\(name) imports a module twice: \(imports)")
        for finding in RestatedNameComments.findings(in: lines) {
            Issue.record("\(name):\(finding.line) has a doc comment that only restates its name: \(finding.text)")
        }
    }

    /// The check above finds a comment that wraps the name it documents in any phrasing, and
    /// passes one that says something more.
    @Test func restatedNamesAreFound() {
        let restated = [
            ("/// The flag `showsAdvanced`.", "var showsAdvanced = false"),
            ("/// Called when `bays` is selected.", "func didSelectBays(_ element: Bay)"),
            ("/// `title`.", "let title: String"),
            ("/// The type `Store`.", "struct Store {"),
            ("/// The `Store` enum.", "public enum Store: String {"),
        ]
        for (comment, declaration) in restated {
            #expect(
                RestatedNameComments.findings(in: [comment, "    @MainActor", declaration]).count == 1, "\(comment)")
        }
        let informative = [
            ("/// The height of `bays` in points.", "func heightOfBays(_ element: Bay) -> Double"),
            ("/// Row title: `name`.", "var listPickerTitle: String {"),
            ("/// `shows advanced` in the definitions.", "var showsAdvanced = false"),
            ("/// Called when `store` is selected, after its selection changed the state.", "func didSelectStore()"),
        ]
        for (comment, declaration) in informative {
            #expect(RestatedNameComments.findings(in: [comment, declaration]).isEmpty, "\(comment)")
        }
    }

    /// Lists that grow with the definitions wrap, and calls with a long name or title break,
    /// before they pass 120 columns.
    @Test func longListsAndNamesStayWithin120Columns() throws {
        let fields = (1...12).map { #""searchableField\#($0)": "String""# }.joined(separator: ", ")
        let search = (1...12).map { #""searchableField\#($0)""# }.joined(separator: ", ")
        let text = """
            { "options": { "platforms": ["swiftui", "fiori-swiftui"] },
              "entities": {
                "Record": { "fields": { "id": "Int", \(fields) }, "id": "id", "title": "searchableField1" },
                "Sharing": { "mutable": true, "fields": { "notifyTheOwnerWhenItChanges": "Bool", "tone": "Int" } } },
              "pickers": { "P": { "entity": "Record", "mode": "uniqueID", "search": true, "searchFields": [\(search)] } },
              "lists": { "L": { "entity": "Record", "search": true, "searchFields": [\(search)] } },
              "sectionControllers": {
                "FeaturedPhotoTilesOfTheWeek": { "entity": "Record", "size": { "height": 44 }, "cell": "String" } },
              "forms": { "F": { "model": "Sharing", "sections": { "s": { "rows": {
                "notifyTheOwnerWhenItChanges": { "kind": "switch" },
                "tone": { "kind": "valuePicker", "options": [\(search)] } } } } } } }
            """
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        let output = try #require(result.files.first?.contents, "\(result.diagnostics)")
        #expect(output.contains("            search: [\n                \\.searchableField1,\n"))
        #expect(output.contains("    static let toneOptions: [String] = [\n        \"searchableField1\",\n"))
        let wrapped = ["searchMatches(", "search,", "in: [", "item.searchableField1,"]
        let indented = zip([8, 12, 12, 16], wrapped).map { String(repeating: " ", count: $0) + $1 }
        #expect(output.contains(indented.joined(separator: "\n")))
        for (number, line) in output.components(separatedBy: "\n").enumerated() where line.count > 120 {
            Issue.record("line \(number + 1) has \(line.count) columns: \(line)")
        }
    }
}
