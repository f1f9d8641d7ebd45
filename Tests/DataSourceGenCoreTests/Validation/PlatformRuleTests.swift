import Testing

@testable import DataSourceGenCore

/// `options.platforms`: values are checked, and a framework whose protocols the definitions
/// cannot satisfy is refused at generation time.
@Suite struct PlatformRuleTests {
    func diagnose(_ text: String) -> [String] { DiagnosticsTesting.diagnose(text) }
    func at(_ token: String, _ text: String) -> String {
        "T.datasources.json:\(DiagnosticsTesting.position(of: token, in: text))"
    }

    /// The warning for a platform listed in a file that declares no kind with glue for it, naming
    /// those kinds from the registry (each kind's `platformModules`), so a new kind changes no
    /// expected text here.
    static func nothingToDo(_ platform: FileOptions.Platform, at location: String) -> String {
        let kinds = DeclarationKinds.pluralNouns(joinedBy: "or") { $0.platformModules[platform] != nil }
        return "\(location): warning: `options.platforms` lists \"\(platform.rawValue)\", but this file declares "
            + "nothing it applies to (\(kinds)); remove it or declare one"
    }

    /// Every value of `options.platforms`, quoted, in the schema's order, as the message lists them.
    static var platformValues: String {
        FileOptions.Platform.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    }

    @Test func unknownPlatformsSuggestTheNearest() {
        let text =
            #"{ "options": { "platforms": ["fiory", "uikit"] }, "entities": { "E": { "fields": { "t": "String" }, "title": "t" } }, "pickers": { "P": { "entity": "E", "mode": "index" } } }"#
        #expect(
            diagnose(text) == [
                "\(at("\"fiory\"", text)): error: `options.platforms` is \"fiory\", which is not allowed; did you mean \"fiori\"? use one of \(Self.platformValues)"
            ])
    }

    @Test func platformsWithNothingToDoWarn() {
        let text =
            #"{ "options": { "platforms": ["fiori", "iglistkit", "fiori"] }, "entities": { "E": { "fields": { "t": "String" } } } }"#
        #expect(
            diagnose(text) == [
                Self.nothingToDo(.fiori, at: at("\"fiori\"", text)),
                Self.nothingToDo(.iglistkit, at: at("\"iglistkit\"", text)),
                "T.datasources.json:\(DiagnosticsTesting.position(of: "\"fiori\"", in: text, occurrence: 2)): warning: `options.platforms` lists \"fiori\" twice; remove one",
            ])
    }

    @Test func uikitAppliesToEveryKindWithTableOrCollectionViewGlue() {
        let entity = #""entities": { "E": { "fields": { "id": "String", "t": "String" }, "id": "id", "title": "t" } }"#
        let listScreen = #"{ "options": { "platforms": ["uikit"] }, \#(entity), "lists": { "L": { "entity": "E" } } }"#
        #expect(diagnose(listScreen).isEmpty, "UIKit shows a list screen through the runtime's table data source")
        let nothing = #"{ "options": { "platforms": ["uikit"] }, \#(entity) }"#
        #expect(diagnose(nothing) == [Self.nothingToDo(.uikit, at: at("\"uikit\"", nothing))])
    }

    /// A declaration left out because a reference of its failed still counts: the error about the
    /// reference is the one to fix.
    @Test func aDeclarationWithAnUnresolvedReferenceStillUsesThePlatform() {
        let picker = #""pickers": { "P": { "entity": "Nope", "mode": "index" } }"#
        let text = #"{ "options": { "platforms": ["uikit"] }, \#(picker) }"#
        let diagnostics = diagnose(text)
        #expect(diagnostics.count == 1 && diagnostics[0].contains("`pickers.P.entity` names `Nope`"), "\(diagnostics)")
    }

    @Test func fioriNeedsIdentifiersThatBecomeStrings() {
        let text = """
            { "options": { "platforms": ["fiori"] },
              "types": { "Money": { "conformances": ["Hashable", "Sendable"] } },
              "sections": { "Kind": { "cases": { "a": null } } },
              "entities": {
                "Priced": { "fields": { "price": "Money", "t": "String" }, "id": "price", "title": "t" },
                "Kinded": { "fields": { "kind": "Kind", "t": "String" }, "id": "kind", "title": "t" },
                "Tagged": { "fields": { "tag": "UUID", "t": "String" }, "id": "tag", "title": "t" } },
              "pickers": {
                "A": { "entity": "Priced", "mode": "uniqueID" },
                "B": { "entity": "Priced", "mode": "sectioned", "groupBy": "t" },
                "C": { "entity": "Priced", "mode": "index" },
                "D": { "entity": "Kinded", "mode": "uniqueID" },
                "E": { "entity": "Tagged", "mode": "uniqueID" } } }
            """
        #expect(
            diagnose(text) == [
                "\(at("\"price\", \"title\"", text)): error: `entities.Priced.id` is of type `Money`, which SAP Fiori cannot use: FUIListPickerDataSource identifies rows by String, and the generated glue converts only String, integer, Bool, Character, UUID and section-enum identifiers; choose such a field, or remove \"fiori\" from `options.platforms`"
            ])
    }

    @Test func igListKitNeedsCellClassesTheAppDeclares() {
        let text = """
            { "options": { "platforms": ["iglistkit"] }, "types": { "PhotoCell": {} },
              "entities": { "P": { "fields": { "id": "Int" }, "id": "id" } },
              "sectionControllers": {
                "A": { "entity": "P", "size": { "height": 1 }, "cell": "PhotoCell" },
                "B": { "entity": "P", "size": { "height": 1 }, "cell": "String" } } }
            """
        #expect(
            diagnose(text) == [
                "\(at("\"String\"", text)): error: `sectionControllers.B.cell` is `String`, but IGListKit dequeues cells by class: name the app's UICollectionViewCell subclass, declared under `types`, or remove \"iglistkit\" from `options.platforms`"
            ])
    }

    @Test func swiftUINeedsPickerEntitiesThatAreEquatable() {
        let text = """
            { "options": { "platforms": ["swiftui"] },
              "types": { "Blob": { "conformances": [] } },
              "entities": { "Item": { "fields": { "id": "String", "blob": "Blob" }, "id": "id", "title": "id" } },
              "pickers": { "P": { "entity": "Item", "mode": "uniqueID" } } }
            """
        #expect(
            diagnose(text) == [
                "\(at("\"Item\", \"mode\"", text)): error: `pickers.P.entity` is `Item`, which is not `Equatable`, and the SwiftUI model tells views of a reload only when an item changed; use field types that are `Equatable`, or remove \"swiftui\" from `options.platforms`"
            ])
    }

    @Test func swiftUIWithNothingItAppliesToIsWarned() {
        let text = """
            { "options": { "platforms": ["swiftui"] },
              "entities": { "Item": { "fields": { "id": "String" }, "id": "id", "title": "id" } } }
            """
        #expect(DiagnosticsTesting.diagnose(text) == [Self.nothingToDo(.swiftui, at: at("\"swiftui\"", text))])
    }
}
