import DataSourceGenCore
import Testing

/// Every name inside a field or cell type resolves, or is one located error with "did you mean".
@Suite struct TypeResolutionTests {
    func diagnose(_ text: String) -> [String] { DiagnosticsTesting.diagnose(text) }
    func at(_ token: String, _ text: String, shift: Int = 0) -> String {
        let parts = DiagnosticsTesting.position(of: token, in: text).split(separator: ":").compactMap { Int($0) }
        return "T.datasources.json:\(parts[0]):\(parts[1] + shift)"
    }

    @Test func misspelledStandardTypeSuggestsIt() {
        let text = #"{ "entities": { "E": { "fields": { "price": "Doubel" } } } }"#
        #expect(
            diagnose(text) == [
                "\(at("Doubel", text)): error: `entities.E.fields.price` uses the type `Doubel`, which is not a standard type nor declared in this file (did you mean `Double`?); fix the name, or declare the app's type under `types`, for example \"types\": { \"Doubel\": { \"conformances\": [\"Hashable\", \"Sendable\"] } }"
            ])
    }

    @Test func misspelledSectionEnumSuggestsIt() {
        let text =
            #"{ "entities": { "E": { "fields": { "region": "Regoin" } } }, "sections": { "Region": { "cases": { "north": null } } } }"#
        #expect(
            diagnose(text).first?.hasPrefix(
                "\(at("Regoin", text)): error: `entities.E.fields.region` uses the type `Regoin`, which is not a standard type nor declared in this file (did you mean `Region`?)"
            ) == true)
    }

    @Test func nameInsideAContainerIsPointedAt() {
        let text = #"{ "entities": { "E": { "fields": { "tags": "[String: Set<Strng>]" } } } }"#
        let output = diagnose(text)
        #expect(output.count == 1)
        #expect(
            output.first?.hasPrefix("\(at("Strng", text)): error: `entities.E.fields.tags` uses the type `Strng`")
                == true)
        #expect(output.first?.contains("(did you mean `String`?)") == true)
    }

    @Test func unsupportedShapesAreRefusedWhereTheyStart() {
        let text =
            #"{ "entities": { "E": { "fields": { "f": "[(Int) -> Void]", "g": "any Error", "h": "Money<Int>", "i": "Set<Int, Int>" } } }, "types": { "Money": {} } }"#
        #expect(
            diagnose(text) == [
                "\(at("(Int)", text)): error: `entities.E.fields.f` is a function type, which generated code cannot store as list data; store a value (for example `String`) and keep behaviour in the app",
                "\(at("any", text)): error: `entities.E.fields.g` is an `any`/`some` type, whose conformances the generator cannot know; declare a concrete app type under `types` and use it",
                "\(at("Money<", text)): error: `entities.E.fields.h` gives `Money` generic arguments; only Optional, Array, Set and Dictionary take them here",
                "\(at("Set<Int, Int>", text)): error: `entities.E.fields.i` gives `Set` 2 generic arguments, but it takes 1; write for example `Set<Int>`",
            ])
    }

    @Test func setElementsAndDictionaryKeysMustBeHashable() {
        let text =
            #"{ "types": { "Money": { "conformances": ["Sendable"] } }, "entities": { "E": { "fields": { "a": "Set<Money>", "b": "[Money: Int]", "c": "[Int: Money]" } } } }"#
        #expect(
            diagnose(text) == [
                "\(at("Set<Money>", text)): error: `entities.E.fields.a` uses `Money` as a set element, but it is not Hashable; use a Hashable element type or an array",
                "\(at("Money: Int", text)): error: `entities.E.fields.b` uses `Money` as a dictionary key, but it is not Hashable; use a Hashable key type (String, Int, UUID, an entity whose fields are Hashable, …)",
            ])
    }

    @Test func appTypeDeclarationsAreChecked() {
        let text =
            #"{ "types": { "E": {}, "Date": {}, "Bad Name": {}, "Money": { "conformances": ["Hashabel"], "module": "not a module" } }, "entities": { "E": { "fields": { "a": "Int" } } } }"#
        #expect(
            diagnose(text) == [
                "\(at("\"E\"", text)): error: `types.E` declares `E`, which this file already declares as an entity; remove one of them",
                "\(at("\"Date\"", text)): error: `types.Date` declares `Date`, which is a standard type the generator already knows; remove it from `types`",
                "\(at("\"Bad Name\"", text)): error: `types.Bad Name` is not a Swift type name; write the app's type as Swift spells it (for example `Money` or `Geo.Point`)",
                "\(at("\"Hashabel\"", text)): error: `types.Money.conformances` names `Hashabel`, which the generator does not track (did you mean `Hashable`?); use `Equatable`, `Hashable`, `Comparable`, `Sendable`, `Codable`, `Identifiable`",
                "\(at("\"not a module\"", text)): error: `types.Money.module` is not a module name; write the module as `import` spells it (for example \"Finance\")",
            ])
    }

    @Test func conformancesOnAGeneratedEntityAreRefused() {
        let text = #"{ "entities": { "E": { "fields": { "a": "Int" }, "conformances": ["Hashable"] } } }"#
        #expect(
            diagnose(text) == [
                "\(at("\"Hashable\"", text)): error: `entities.E.conformances` applies only to entities the app supplies (`generate: false`); a generated entity conforms to what its fields allow, so remove it"
            ])
    }

    @Test func aStructThatStoresItselfIsRefusedButArraysAreFine() {
        let text =
            #"{ "entities": { "A": { "fields": { "b": "B?" } }, "B": { "fields": { "a": "(A, Int)" } }, "C": { "fields": { "c": "C?" } }, "Tree": { "fields": { "children": "[Tree]" } } } }"#
        #expect(
            diagnose(text) == [
                "\(at("\"B?\"", text)): error: `entities.A.fields.b` makes `A` store itself inside itself, which a Swift struct cannot do; make the field an array (`[B?]`) or break the cycle",
                "\(at("\"(A, Int)\"", text)): error: `entities.B.fields.a` makes `B` store itself inside itself, which a Swift struct cannot do; make the field an array (`[(A, Int)]`) or break the cycle",
                "\(at("\"C?\"", text)): error: `entities.C.fields.c` makes `C` store itself inside itself, which a Swift struct cannot do; make the field an array (`[C?]`) or break the cycle",
            ])
    }
}
