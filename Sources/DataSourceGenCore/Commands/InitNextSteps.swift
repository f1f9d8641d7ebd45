/// What `init` tells the user to do next. A definitions file does nothing by itself: a target
/// either runs the build plugin or commits scaffolded output, and each needs one change to
/// Package.swift, so both are spelled out with the target's real name where the path shows it.
enum InitNextSteps {
    /// The text printed after `path` was written.
    static func text(for path: String) -> String {
        let place = TargetPlace(path)
        let target = place?.target ?? "<Target>"
        let inTarget = place?.pathInTarget ?? "<path inside the target>"
        let generated = place.map { "Sources/\($0.target)/Generated" } ?? "Sources/<Target>/Generated"
        let quotedPath = ShellWord.quoted(path)
        return """
            datasource-gen: wrote \(path)
            Next, in Package.swift, choose how target '\(target)' gets its code:
              - generated during the build: add
                  plugins: [.plugin(name: "DataSourceGenPlugin", package: "DataSourceGen")]
                to the target and run `swift build`;
              - committed to the repository: add
                  exclude: ["\(inTarget)"]
                to the target, run `swift package --allow-writing-to-package-directory generate-data-sources --target \(target)`
                and commit \(generated)/ (or without the plugin: `datasource-gen generate \(quotedPath) --output \(generated)`).
            Either way the target depends on .product(name: "DataSourceRuntime", package: "DataSourceGen").

            """
    }

    /// Where a path lies in a SwiftPM package layout: `Sources/<target>/<path in target>`.
    struct TargetPlace: Equatable {
        var target: String
        var pathInTarget: String

        init(target: String, pathInTarget: String) {
            self.target = target
            self.pathInTarget = pathInTarget
        }

        /// Nil unless the path goes through a `Sources` folder into a target folder.
        init?(_ path: String) {
            let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            guard let sources = parts.lastIndex(of: "Sources"), parts.count > sources + 2 else { return nil }
            target = parts[sources + 1]
            pathInTarget = parts[(sources + 2)...].joined(separator: "/")
        }
    }
}
