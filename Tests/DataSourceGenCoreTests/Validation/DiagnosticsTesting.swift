import DataSourceGenCore

/// Runs the whole pipeline on one in-memory file and returns the printed diagnostics.
enum DiagnosticsTesting {
    static let file = "T.datasources.json"

    static func diagnose(_ text: String) -> [String] {
        GenerationPipeline().run([DefinitionsInput(path: file, contents: text)]).diagnostics.map(\.description)
    }

    /// A valid file with one entity, one section enum and one picker per mode, which tests vary.
    static let product = """
        "Product": { "fields": { "sku": "String", "name": "String", "category": "Category" }, "id": "sku", "title": "name" }
        """
    static let category = """
        "Category": { "cases": { "tools": "Tools", "garden": null } }
        """
}
