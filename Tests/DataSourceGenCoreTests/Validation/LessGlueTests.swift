import DataSourceGenCore
import Testing

/// What spares an app glue (issue 21): a static row's plain cell made by UIKit's data source, a
/// validator that is an app's static function, and a table's handlers as closures for SwiftUI.
@Suite struct LessGlueTests {
    func generate(_ text: String) throws -> String {
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.files.first?.contents)
    }

    func table(platforms: String, staticRow: String) -> String {
        """
        { "options": { "platforms": [\(platforms)] }, "types": { "SwitchCell": {}, "InfoCell": {} },
          "entities": { "Product": { "fields": { "id": "Int", "name": "String" }, "id": "id", "title": "name" } },
          "tables": { "T": { "sections": { "s": { "rows": {
            "on": { "kind": "basic", "cell": "SwitchCell" },
            "favourites": { "kind": "array", "items": "Product", "cell": "SwitchCell", "select": true,
              "height": "handler" },
            \(staticRow) } } } } } }
        """
    }

    @Test func aStaticRowWithoutACellGetsAPlainCellFromUIKitsDataSource() throws {
        let code = try generate(table(platforms: #""uikit""#, staticRow: #""default": { "kind": "static" }"#))
        #expect(code.contains("let defaultCell = UITableViewCell(style: .default, reuseIdentifier: nil)"))
        #expect(code.contains("TableScheme<Self>.showTitle(\"Default\", in: defaultCell)"))
        #expect(code.contains("if case .`default` = row { return defaultCell }"))
        #expect(!code.contains("func makeDefaultCell()") && code.contains("case .`default`: \"UITableViewCell\""))

        let made = try generate(
            table(platforms: #""uikit""#, staticRow: #""info": { "kind": "static", "cell": "InfoCell" }"#))
        #expect(made.contains("func makeInfoCell() -> InfoCell") && !made.contains("let infoCell"))
    }

    @Test func rowActionsForwardEachRowHandlerToAClosure() throws {
        let code = try generate(table(platforms: #""uikit", "swiftui""#, staticRow: #""info": { "kind": "static" }"#))
        #expect(
            code.contains(
                "init(\n            didSelectFavourites: @escaping (Product) -> Void = { _ in },\n"
                    + "            heightOfFavourites: @escaping (Product) -> Double\n        ) {"))
        #expect(code.contains("func didSelectFavourites(_ element: Product) {\n            selectFavourites(element)"))
        #expect(
            code.contains(
                "func heightOfFavourites(_ element: Product) -> Double {\n            measureFavourites(element)"))
        #expect(code.contains("init(model: T.Model, actions: T.RowActions) {"))
        let withoutSwiftUI = try generate(table(platforms: #""uikit""#, staticRow: #""info": { "kind": "static" }"#))
        #expect(!withoutSwiftUI.contains("RowActions"))
    }

    /// The closure's type and default follow the row's kind: what its handler takes (nothing, an
    /// index, an option, an accordion's item) and returns.
    @Test func rowActionsTakeWhatEachKindOfRowBinds() throws {
        let code = try generate(
            """
            { "options": { "platforms": ["swiftui"] }, "sections": { "Size": { "cases": { "small": null, "large": null } } },
              "tables": { "T": { "sections": { "s": { "rows": {
                "refresh": { "kind": "basic", "select": true },
                "sort": { "kind": "radio", "options": ["Name", "Date"], "select": true },
                "size": { "kind": "radio", "options": { "enum": "Size" }, "select": true },
                "more": { "kind": "accordion", "options": ["One", "Two"], "select": true, "height": "handler" } } } } } } }
            """)
        for declaration in [
            "private let selectRefresh: () -> Void", "private let selectSort: (Int) -> Void",
            "private let selectSize: (Size) -> Void", "private let selectMore: (TableSchemeAccordion.Item) -> Void",
            "private let measureMore: (TableSchemeAccordion.Item) -> Double",
            "didSelectRefresh: @escaping () -> Void = {},", "didSelectSort: @escaping (Int) -> Void = { _ in },",
            "heightOfMore: @escaping (TableSchemeAccordion.Item) -> Double\n",
            "func didSelectSort(index: Int) {\n            selectSort(index)",
            "func didSelectSize(_ option: Size) {\n            selectSize(option)",
            "func heightOfMore(_ item: TableSchemeAccordion.Item) -> Double {\n            measureMore(item)",
        ] {
            #expect(code.contains(declaration), "\(declaration)")
        }
    }

    func form(validators: String) -> String {
        """
        { "entities": { "Request": { "mutable": true, "fields": { "title": "String", "code": "String" } } },
          "forms": { "F": { "model": "Request", "sections": { "s": { "rows": {
            "title": { "kind": "title", "rules": { "validator": \(validators.split(separator: "|")[0]) } },
            "code": { "kind": "textField", "rules": { "validator": \(validators.split(separator: "|")[1]) } } } } } } } }
        """
    }

    @Test func aValidatorNamingAnAppsStaticFunctionIsCalledDirectly() throws {
        let code = try generate(form(validators: #""checkTitle"|"RequestRules.checkCode""#))
        #expect(code.contains("case .code: RequestRules.checkCode(model.code)"))
        #expect(code.contains("case .title: validators.checkTitle(model.title)"))
        #expect(code.contains("protocol Validating {\n        func checkTitle(_ value: String) -> String?\n    }"))

        let functionsOnly = try generate(form(validators: #""Rules.checkTitle"|"Rules.Codes.check""#))
        #expect(functionsOnly.contains("typealias Validators = Void") && !functionsOnly.contains("Validating"))
        #expect(functionsOnly.contains("Rules.Codes.check(model.code)"))
    }

    @Test func aValidatorIsAMethodOrAPathOfIdentifiers() {
        let text = form(validators: #""Rules.do"|"Rules.""#)
        let found = DiagnosticsTesting.diagnose(text)
        #expect(found.count == 2, "\(found)")
        #expect(
            found.allSatisfy {
                $0.contains(
                    "must name a Swift method (letters, digits, `_`, not a keyword) or an app's static function")
            })
    }
}
