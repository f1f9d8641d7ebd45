import Testing

@testable import DataSourceGenCore

/// The planners turn the resolved model into plain data; these check the decisions they make.
@Suite struct PlannerTests {
    /// Decodes and resolves `text`, which must have no errors.
    func resolve(_ text: String) throws -> ResolvedDefinitions {
        let decoded = try #require(DefinitionsDecoder().decode(text, file: "T.datasources.json").definitions)
        let (resolved, diagnostics) = DefinitionsResolver().resolve(decoded)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return resolved
    }

    @Test func fieldsBecomeTextByTheirType() throws {
        let resolved = try resolve(
            #"{ "entities": { "E": { "fields": { "a": "String", "b": "String?", "c": "Int?", "d": "Date" } } } }"#)
        let conversions = resolved.entities[0].fields.map { EntityPlanner.text(of: $0).conversion }
        #expect(conversions == [.string, .optionalString, .optionalValue, .value])
    }

    @Test func entityPlanNamesTheInitializerParametersAndTheComputedID() throws {
        let resolved = try resolve(
            #"{ "entities": { "E": { "fields": { "let": "Int", "default": "String", "ID value": "UUID" }, "id": "ID value", "title": "default" } } }"#
        )
        let plan = EntityPlanner.plan(resolved.entities[0])
        #expect(plan.fields.map(\.name) == ["`let`", "`default`", "idValue"])
        #expect(plan.fields.map(\.parameterName) == ["`let`", "default", "idValue"])
        #expect(plan.fields.map(\.isUniqueID) == [false, false, true])
        #expect(plan.computedID == ComputedIDPlan(rawFieldText: "ID value", field: "idValue", type: "UUID"))
        #expect(plan.conformances.map(\.name) == ["Identifiable", "Hashable", "Sendable", "Codable"])
        #expect(plan.rowText?.title.member == "`default`" && plan.rowText?.subtitle == nil)
        #expect(!plan.declaresInitializer, "internal, no defaults: Swift synthesizes the same initializer")
        #expect(EntityPlanner.plan(resolved.entities[0], access: "public ").declaresInitializer)
    }

    /// Fields are `let` unless the entity says `"mutable": true`; `Codable`, unless the entity
    /// says `"codable": false`, is written out with the synthesized keys (Swift names without
    /// backticks) and call-site labels.
    @Test func entityPlanSaysHowFieldsAreDeclaredAndCoded() throws {
        let resolved = try resolve(
            #"""
            { "entities": { "E": { "fields": { "inout": "Int", "note": "String?" }, "codable": true },
                            "M": { "fields": { "a": { "type": "Int", "default": 1 } }, "mutable": true, "id": "a",
                                   "codable": false },
                            "F": { "fields": { "f": "(Int, Int)", "g": "Int" }, "id": "g" } } }
            """#)
        let plans = resolved.entities.map { EntityPlanner.plan($0) }
        #expect(plans.map(\.isMutable) == [false, true, false])
        #expect(
            plans.map(\.hashesByID) == [false, true, false],
            "Hashable and identified; a tuple field leaves F Sendable only")
        #expect(plans.map(\.isCodable) == [true, false, false], "left out where asked, and a tuple is not Codable")
        #expect(plans.map(\.declaresInitializer) == [false, true, false], "a default needs the written initializer")
        #expect(plans[0].fields.map(\.argumentLabel) == ["`inout`", "note"])
        #expect(plans[0].fields.map(\.keyLiteral) == ["\"inout\"", "\"note\""])
        #expect(plans[0].fields.map(\.isOptional) == [false, true])
    }

    @Test func sectionCasesGetARawValueOnlyWhenTheNameChanged() throws {
        let resolved = try resolve(
            #"{ "sections": { "S": { "cases": { "tools": "Tools", "in stock": null, "in": "x\ny" } } } }"#)
        let plan = EntityPlanner.plan(resolved.sections[0])
        #expect(plan.cases.map(\.name) == ["tools", "inStock", "`in`"])
        #expect(plan.cases.map(\.rawValueLiteral) == [nil, "\"in stock\"", nil])
        #expect(plan.cases.map(\.titleText) == ["Tools", nil, "x\\ny"])
        #expect(plan.cases.map(\.titleLiteral) == ["\"Tools\"", nil, "\"x\\ny\""])
    }

    @Test func pickerPlansCarryModeSectioningAndSearch() throws {
        let resolved = try resolve(
            """
            { "entities": { "P": { "fields": { "id": "Int", "name": "String", "brand": "String?", "kind": "Kind" }, "id": "id", "title": "name", "search": ["brand"] } },
              "sections": { "Kind": { "cases": { "a": null } } },
              "pickers": {
                "ByKind": { "entity": "P", "mode": "sectioned", "sections": "Kind", "search": true },
                "ByBrand": { "entity": "P", "mode": "sectioned", "groupBy": "name", "selection": "multiple", "selectAll": true },
                "Plain": { "entity": "P", "mode": "index", "searchFields": ["name"] } } }
            """)
        let plans = resolved.declarations[ListPickerKind.self].map {
            ListPickerPlanner.plan($0, platforms: [], sections: resolved.sections, entities: resolved.entities)
        }
        #expect(plans.map(\.mode) == [.sectioned, .sectioned, .index])
        #expect(
            plans[0].sectioning == .init(enumType: "Kind", member: "kind", sectionType: "Kind", groupIsString: false))
        #expect(plans[0].searchFields.map(\.member) == ["brand"], "the entity's default search fields")
        #expect(plans[1].sectioning == .init(enumType: nil, member: "name", sectionType: "String", groupIsString: true))
        #expect(plans[1].allowsMultipleSelection && plans[1].showsSelectAll && plans[1].searchFields.isEmpty)
        #expect(plans[2].searchFields.isEmpty, "search is off, so its fields are not planned")
        #expect(
            plans[1].summary
                == "A list picker over `P`: sectioned, unique-identifier mode, multiple selection, Select All.")
    }

    @Test func sectionControllerPlansSpellSizesAsSwiftLiterals() throws {
        let resolved = try resolve(
            """
            { "types": { "Cell": {} },
              "entities": { "P": { "fields": { "id": "Int", "tags": "[String]" }, "id": "id" } },
              "sectionControllers": {
                "A": { "entity": "P", "size": { "height": 44.5 }, "cell": "Cell" },
                "B": { "entity": "P", "items": 3, "size": { "columns": 2, "height": 80 }, "cell": "Cell", "reuseIdentifier": "b\\"" },
                "C": { "entity": "P", "items": { "each": "tags" }, "size": { "columns": 3, "aspectRatio": 1.5 }, "cell": "Cell" } } }
            """)
        let plans = resolved.declarations[SectionControllerKind.self].map(SectionControllerPlanner.plan)
        #expect(plans.map(\.height) == ["44.5", "80", nil])
        #expect(plans.map(\.columns) == [nil, "2", "3"])
        #expect(plans.map(\.aspectRatio) == [nil, nil, "1.5"])
        #expect(plans.map(\.fixedItemCount) == [nil, "3", nil])
        #expect(plans.map(\.eachMember) == [nil, nil, "tags"])
        #expect(plans.map(\.reuseIdentifierLiteral) == ["\"Cell\"", "\"b\\\"\"", "\"Cell\""])
        #expect(plans[2].summary == "one cell per element of `tags`; 3 columns, width/height 1.5.")
    }

    @Test func theFilePlanHasEveryResolvedDeclarationInOrder() throws {
        let resolved = try resolve(
            """
            { "options": { "accessLevel": "public", "imports": ["UIKit", "DataSourceRuntime"] },
              "entities": { "B": { "fields": { "at": "Date" } }, "A": { "fields": { "x": "Int" }, "id": "x", "title": "x" } },
              "pickers": { "Z": { "entity": "A", "mode": "uniqueID" }, "Y": { "entity": "A", "mode": "index" } } }
            """)
        let plan = GenerationPlanner.plan(resolved)
        #expect(plan.access == "public ")
        #expect(
            plan.imports
                == ["DataSourceRuntime", "Foundation", "UIKit"].map { ImportPlan(name: $0, isConditional: false) },
            "sorted, DataSourceRuntime once; Date needs Foundation")
        #expect(plan.entities.map(\.typeName) == ["B", "A"])
        #expect(plan.declarations[ListPickerKind.self].map(\.typeName) == ["Z", "Y"])
    }

    @Test func platformModulesAreImportedOnceEachUnderCanImportUnlessImportedOutright() throws {
        let resolved = try resolve(
            """
            { "options": { "imports": ["Combine"], "platforms": ["fiori", "iglistkit", "uikit"] },
              "entities": { "A": { "fields": { "x": "Int", "tags": "[String]" }, "id": "x", "title": "x",
                                   "equatable": true } },
              "pickers": { "P": { "entity": "A", "mode": "uniqueID" } },
              "sectionControllers": { "C": { "entity": "A", "items": { "each": "tags" }, "size": { "height": 1 },
                                             "cell": "String" } } }
            """)
        #expect(
            GenerationPlanner.plan(resolved).imports == [
                ImportPlan(name: "Combine", isConditional: false),
                ImportPlan(name: "DataSourceRuntime", isConditional: false),
                ImportPlan(name: "IGListKit", isConditional: true),
                ImportPlan(name: "SAPFiori", isConditional: true),
                ImportPlan(name: "UIKit", isConditional: true),
            ])
        let outright = try resolve(
            """
            { "options": { "imports": ["UIKit"], "platforms": ["fiori"] },
              "entities": { "A": { "fields": { "x": "Int" }, "id": "x", "title": "x" } },
              "pickers": { "P": { "entity": "A", "mode": "uniqueID" } } }
            """)
        #expect(
            GenerationPlanner.plan(outright).imports == [
                ImportPlan(name: "DataSourceRuntime", isConditional: false),
                ImportPlan(name: "UIKit", isConditional: false),
                ImportPlan(name: "SAPFiori", isConditional: true),
            ])
    }

    /// The unconditional imports are sorted as swift-format's `OrderedImports` sorts them, each
    /// once, and a module `imports` names twice is a warning at the repeat.
    @Test func importsAreSortedAndARepeatIsAWarningAtIt() throws {
        let text = """
            { "options": {
                "imports": ["UIKit", "Foundation", "SwiftUI", "Combine", "Foundation"], "platforms": ["fiori"] },
              "entities": { "A": { "fields": { "x": "Int" }, "id": "x", "title": "x" } },
              "pickers": { "P": { "entity": "A", "mode": "uniqueID" } } }
            """
        let result = GenerationPipeline().run([DefinitionsInput(path: DiagnosticsTesting.file, contents: text)])
        #expect(
            result.diagnostics.map(\.description) == [
                "\(DiagnosticsTesting.file):2:62: warning: `options.imports` names \"Foundation\" again (first at "
                    + "line 2, column 26); the file imports it once, so remove the repeat"
            ])
        let code = try #require(result.files.first?.contents)
        let imports = code.components(separatedBy: "\n").filter { $0.hasPrefix("import ") || $0.hasPrefix("#if ") }
        #expect(
            imports.prefix(7) == [
                "import Combine", "import DataSourceRuntime", "import Foundation", "import SwiftUI", "import UIKit",
                "#if canImport(SAPFiori)", "import SAPFiori",
            ])
    }

    /// PhotosUI serves only the SwiftUI attachments row, so a form without one does not import it.
    @Test func photosUIIsImportedOnlyForAFormWithAnAttachmentsRow() throws {
        func imports(_ rows: String) throws -> [String] {
            let resolved = try resolve(
                """
                { "options": { "platforms": ["swiftui"] },
                  "entities": { "M": { "fields": { "title": { "type": "String", "default": "" } }, "mutable": true } },
                  "forms": { "F": { "model": "M", "sections": { "main": { "rows": { \(rows) } } } } } }
                """)
            return GenerationPlanner.plan(resolved).imports.map(\.name)
        }
        #expect(try imports(#""title": { "kind": "title" }"#) == ["DataSourceRuntime", "Observation", "SwiftUI"])
        #expect(
            try imports(#""title": { "kind": "title" }, "photos": { "kind": "attachments" }"#)
                == ["DataSourceRuntime", "Observation", "PhotosUI", "SwiftUI"])
    }
}
