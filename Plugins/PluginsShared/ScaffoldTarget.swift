import Foundation
import PackagePlugin

/// A target whose generated code lives in its source tree, under `Sources/<Target>/Generated/`.
struct ScaffoldTarget {
    /// The name of the folder, inside the target, that holds committed generated code.
    static let outputFolderName = "Generated"

    /// The target's name.
    let name: String
    /// The target's directory.
    let directory: URL
    /// What the generator reads.
    let definitions: TargetDefinitions

    /// Where the generated files go.
    var outputDirectory: URL { directory.appending(component: Self.outputFolderName) }

    /// Chooses the targets a command plugin works on.
    ///
    /// Named targets must exist, be Swift source targets and have definitions. Without names, every
    /// Swift source target with definitions is chosen, except those that feed their definitions to
    /// the build plugin (see ``usesBuildPlugin(_:)``); having none is an error, because a command
    /// that silently does nothing would let CI pass without checking anything.
    static func select(from package: Package, named names: [String]) throws -> [ScaffoldTarget] {
        if names.isEmpty {
            var chosen: [ScaffoldTarget] = []
            var buildPluginTargets: [String] = []
            for case let swiftTarget as SwiftSourceModuleTarget in package.targets {
                let scaffold = try ScaffoldTarget(swiftTarget)
                if scaffold.definitions.isEmpty { continue }
                if usesBuildPlugin(swiftTarget) {
                    buildPluginTargets.append(swiftTarget.name)
                    log(
                        "Skipping target '\(swiftTarget.name)': its definitions files are among its build inputs, "
                            + "so it generates with DataSourceGenPlugin. Name it with --target to override.")
                } else {
                    chosen.append(scaffold)
                }
            }
            guard !chosen.isEmpty else {
                throw PluginError.noTargetWithDefinitions(
                    package: package.displayName, buildPluginTargets: buildPluginTargets)
            }
            return chosen
        }
        let unknown = names.filter { name in !package.targets.contains { $0.name == name } }
        guard unknown.isEmpty else {
            let swiftTargets = package.targets.filter { $0 is SwiftSourceModuleTarget }.map(\.name).sorted()
            throw PluginError.noSuchTargets(unknown, swiftTargets: swiftTargets)
        }
        var seen = Set<String>()
        return try names.filter { seen.insert($0).inserted }.map { name in
            let target = package.targets.first { $0.name == name }
            guard let swiftTarget = target as? SwiftSourceModuleTarget else {
                throw PluginError.notASwiftSourceTargetForCommand(name: name)
            }
            let scaffold = try ScaffoldTarget(swiftTarget)
            guard !scaffold.definitions.isEmpty else {
                let directory = relativePath(of: scaffold.directory, in: package.directoryURL)
                throw PluginError.noDefinitions(target: name, directory: directory)
            }
            return scaffold
        }
    }

    /// Whether `target` hands its definitions to the build plugin rather than to committed output.
    ///
    /// PackagePlugin does not tell a command plugin which plugins a target uses, so this relies on
    /// the convention the README sets out: a scaffolded target excludes its definitions files
    /// (`exclude:`, which also keeps SwiftPM from warning about them), whereas a build-plugin target
    /// must keep them among its files so that the build plugin sees them.
    static func usesBuildPlugin(_ target: SwiftSourceModuleTarget) -> Bool {
        target.sourceFiles.contains { TargetDefinitions.isDefinitionsFile($0.url) }
    }

    /// Reads the target's directory, because excluded files are missing from `sourceFiles`.
    init(_ target: SwiftSourceModuleTarget) throws {
        name = target.name
        directory = target.directoryURL
        let output = target.directoryURL.appending(component: Self.outputFolderName).standardizedFileURL.path + "/"
        let files = Self.files(under: target.directoryURL).filter { !$0.standardizedFileURL.path.hasPrefix(output) }
        let ownSwiftFiles = target.sourceFiles
            .filter { $0.type == .source && !$0.url.standardizedFileURL.path.hasPrefix(output) }
            .map(\.url)
        definitions = try TargetDefinitions.locate(in: files, ownSwiftFiles: ownSwiftFiles, targetName: target.name)
    }

    /// Every regular file below `directory`, skipping hidden files and folders.
    private static func files(under directory: URL) -> [URL] {
        let keys: [URLResourceKey] = [.isRegularFileKey]
        guard
            let enumerator = FileManager.default.enumerator(
                at: directory, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]
            )
        else { return [] }
        return enumerator.compactMap { item in
            guard let url = item as? URL,
                (try? url.resourceValues(forKeys: Set(keys)))?.isRegularFile == true
            else { return nil }
            return url
        }
    }
}
