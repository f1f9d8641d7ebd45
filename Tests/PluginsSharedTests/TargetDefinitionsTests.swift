import Foundation
import Testing

/// The refusals the plugins make from a target's file list alone, before `datasource-gen` runs.
/// `PluginsShared/` links the plugins' own files, so these run the code the plugins compile;
/// `Examples/run-plugin-refusals.sh` shows the same errors as a user meets them.
@Suite struct TargetDefinitionsTests {
    private let target = "/pkg/Sources/Catalog"

    private func url(_ relativePath: String) -> URL {
        URL(fileURLWithPath: "\(target)/\(relativePath)")
    }

    private func locate(_ files: [String], ownSwiftFiles: [String] = []) throws -> TargetDefinitions {
        try TargetDefinitions.locate(
            in: files.map(url), ownSwiftFiles: ownSwiftFiles.map(url), targetName: "Catalog")
    }

    /// The message a refusal prints, or a note that there was none.
    private func refusal(_ files: [String], ownSwiftFiles: [String] = []) -> String {
        do {
            _ = try locate(files, ownSwiftFiles: ownSwiftFiles)
            return "no refusal"
        } catch {
            return "\(error)"
        }
    }

    @Test func findsDefinitionsAndOneTemplatesFolder() throws {
        let found = try locate([
            "Z.datasources.json", "Catalog.swift", "A/Orders.datasources.json", ".datasources.json",
            "DataSourceGenTemplates/Entity.mustache", "DataSourceGenTemplates/ListPicker.mustache",
            "Other/Entity.mustache",
        ])
        #expect(found.definitions == [url("A/Orders.datasources.json"), url("Z.datasources.json")])
        #expect(found.templatesDirectory?.path == url("DataSourceGenTemplates").path)
        #expect(found.templates.count == 2)
    }

    @Test func twoTemplatesFolders() {
        #expect(
            refusal([
                "Products.datasources.json",
                "DataSourceGenTemplates/Entity.mustache",
                "Sub/DataSourceGenTemplates/ListPicker.mustache",
            ]) == "Target 'Catalog' has override templates in more than one 'DataSourceGenTemplates' folder "
                + "(\(target)/DataSourceGenTemplates, \(target)/Sub/DataSourceGenTemplates). Keep them in one folder.")
    }

    @Test func oneOutputNameFromTwoFolders() {
        #expect(
            refusal(["Products.datasources.json", "More/Products.datasources.json"])
                == "Target 'Catalog' has two definitions files that would both generate 'Products.datasources.swift': "
                + "\(target)/More/Products.datasources.json and \(target)/Products.datasources.json. Rename one of them."
        )
    }

    @Test func productsAndLowercaseProducts() {
        #expect(
            refusal(["Products.datasources.json", "More/products.datasources.json"])
                == "Target 'Catalog' has two definitions files whose generated files 'products.datasources.swift' and "
                + "'Products.datasources.swift' differ only in case, which makes them one file on macOS and Windows: "
                + "\(target)/More/products.datasources.json and \(target)/Products.datasources.json. Rename one of them."
        )
    }

    @Test func generatedNameTakenByOwnSwiftFileIgnoringCase() {
        let message = refusal(
            ["Products.datasources.json", "Generated/products.datasources.swift"],
            ownSwiftFiles: ["Generated/products.datasources.swift"])
        #expect(
            message.hasPrefix(
                "'\(target)/Products.datasources.json' generates 'Products.datasources.swift', "
                    + "but target 'Catalog' already has '\(target)/Generated/products.datasources.swift'."))
    }

    @Test func distinctNamesAreAccepted() {
        #expect(
            refusal(
                ["Products.datasources.json", "More/Orders.datasources.json", "Products.swift"],
                ownSwiftFiles: ["Products.swift"]) == "no refusal")
    }

    @Test func everyMessageIsOneLine() {
        let errors: [PluginError] = [
            .notASwiftSourceTarget(name: "C"),
            .duplicateDefinitionsName(
                target: "T", file: url("b/A.datasources.json"), earlier: url("a/a.datasources.json")),
            .generatedNameTaken(
                target: "T", definitions: url("A.datasources.json"), existing: url("A.datasources.swift")),
            .multipleTemplateFolders(target: "T", folders: ["a", "b"]),
            .unknownArguments(["--targte", "T"], usage: "swift package check-data-sources [--target <name>]..."),
            .noSuchTargets(["T"], swiftTargets: ["A", "B"]),
            .notASwiftSourceTargetForCommand(name: "C"),
            .noDefinitions(target: "T", directory: "Sources/T"),
            .noTargetWithDefinitions(package: "P", buildPluginTargets: []),
            .noTargetWithDefinitions(package: "P", buildPluginTargets: ["T"]),
            .toolLaunchFailed(tool: "datasource-gen", reason: "not found"),
            .generationFailed(targets: ["T"]),
            .checkFailed(targets: ["T"]),
        ]
        for error in errors {
            #expect(!error.description.contains("\n"), "\(error)")
        }
    }
}
