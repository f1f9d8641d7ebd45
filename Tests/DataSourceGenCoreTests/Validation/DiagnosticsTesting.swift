import DataSourceGenCore

/// Runs the whole pipeline on one in-memory file and returns the printed diagnostics.
enum DiagnosticsTesting {
    static let file = "T.datasources.json"

    static func diagnose(_ text: String) -> [String] {
        GenerationPipeline().run([DefinitionsInput(path: file, contents: text)]).diagnostics.map(\.description)
    }

    /// `line:column` (1-based, in Unicode scalars) of the `occurrence`-th appearance of `token`,
    /// so an expectation says *what* it points at instead of a bare number.
    static func position(of token: String, in text: String, occurrence: Int = 1) -> String {
        var seen = 0
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = Substring(line)
            var offset = 0
            while let range = rest.range(of: token) {
                seen += 1
                let column = offset + rest.unicodeScalars.distance(from: rest.startIndex, to: range.lowerBound) + 1
                if seen == occurrence { return "\(lineIndex + 1):\(column)" }
                offset = column
                rest = rest[range.upperBound...]
                offset += token.unicodeScalars.count - 1
            }
        }
        return "not found"
    }

    /// A valid file with one entity, one section enum and one picker per mode, which tests vary.
    static let product = """
        "Product": { "fields": { "sku": "String", "name": "String", "category": "Category" }, "id": "sku", "title": "name" }
        """
    static let category = """
        "Category": { "cases": { "tools": "Tools", "garden": null } }
        """
}
