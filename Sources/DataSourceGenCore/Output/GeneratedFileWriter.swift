import Foundation

/// Writes generated files into an output directory: atomically, only when their contents
/// change, and never outside the directory.
package struct GeneratedFileWriter: Sendable {
    /// What a write did.
    package struct Report: Sendable, Hashable {
        /// Relative paths of files created or replaced, in input order.
        package var written: [String]
        /// Relative paths of files whose contents were already right (left untouched, so their
        /// modification times do not change), in input order.
        package var unchanged: [String]

        package init(written: [String], unchanged: [String]) {
            self.written = written
            self.unchanged = unchanged
        }
    }

    /// The output directory, as the user named it; created when missing.
    package var outputDirectory: String

    package init(outputDirectory: String) {
        self.outputDirectory = outputDirectory
    }

    /// Writes `files`.
    ///
    /// Every path is checked before anything is written (see `OutputError` for what is
    /// refused), so a bad set of files changes nothing on disk. Missing directories are
    /// created; a changed file is written to a temporary file in its own directory and renamed
    /// over the old one, so readers never see half a file; a file whose bytes already match is
    /// not touched. Files in the directory that are not in `files` are left alone.
    package func write(_ files: [GeneratedFile]) throws(OutputError) -> Report {
        try GeneratedPaths.validate(files)
        let directory = try OutputDirectory.created(outputDirectory)
        let components = try files.map { file throws(OutputError) in
            try GeneratedPaths.components(of: file.relativePath)
        }
        for parts in components {
            _ = try directory.locate(parts, create: false)
        }
        var report = Report(written: [], unchanged: [])
        for (file, parts) in zip(files, components) {
            let target = try directory.locate(parts, create: true)
            let data = Data(file.contents.utf8)
            if target.exists, FileManager.default.contents(atPath: target.path) == data {
                report.unchanged.append(file.relativePath)
                continue
            }
            try replaceAtomically(target, with: data, shown: directory.display(parts[...]))
            report.written.append(file.relativePath)
        }
        return report
    }

    private func replaceAtomically(
        _ target: OutputDirectory.Target, with data: Data,
        shown: String
    ) throws(OutputError) {
        let temporary = OutputDirectory.join(target.directory, ".datasource-gen-\(UUID().uuidString).tmp")
        do {
            try data.write(to: URL(fileURLWithPath: temporary), options: .withoutOverwriting)
        } catch {
            throw OutputError(
                .fileSystem(
                    path: shown, operation: "write a temporary file for",
                    message: error.localizedDescription))
        }
        if let message = OutputDirectory.replace(target.path, with: temporary) {
            try? FileManager.default.removeItem(atPath: temporary)
            throw OutputError(.fileSystem(path: shown, operation: "replace", message: message))
        }
    }
}
