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
    func linesFitAndImportsAreListedOnce(path: String) throws {
        let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let name = URL(fileURLWithPath: path).lastPathComponent
        for (number, line) in lines.enumerated() where line.count > 120 {
            Issue.record("\(name):\(number + 1) has \(line.count) columns: \(line)")
        }
        let imports = lines.filter { $0.hasPrefix("import ") }
        #expect(imports.count == Set(imports).count, "\(name) imports a module twice: \(imports)")
        for (number, line) in lines.enumerated() {
            let comment = line.trimmingCharacters(in: .whitespaces)
            guard comment.hasPrefix("/// `"), comment.hasSuffix("`") || comment.hasSuffix("`.") else { continue }
            let named = comment.dropFirst(5).prefix { $0 != "`" }
            let declaration = number + 1 < lines.count ? lines[number + 1] : ""
            #expect(
                !declaration.contains(" \(named)") || comment.count > named.count + 7,
                "\(name):\(number + 1) repeats the name it documents: \(comment)")
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
                "Entry": { "fields": { "id": "Int", \(fields) }, "id": "id", "title": "searchableField1" },
                "Settings": { "mutable": true, "fields": { "notifyTheOwnerWhenItChanges": "Bool", "tone": "Int" } } },
              "pickers": { "P": { "entity": "Entry", "mode": "uniqueID", "search": true, "searchFields": [\(search)] } },
              "lists": { "L": { "entity": "Entry", "search": true, "searchFields": [\(search)] } },
              "sectionControllers": {
                "FeaturedPhotoTilesOfTheWeek": { "entity": "Entry", "size": { "height": 44 }, "cell": "String" } },
              "forms": { "F": { "model": "Settings", "sections": { "s": { "rows": {
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
