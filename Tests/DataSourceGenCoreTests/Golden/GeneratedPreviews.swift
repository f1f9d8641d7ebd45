import Foundation
import Testing

/// The SwiftUI views a generated file declares and its `#Preview`s, read from its text: a view is
/// a `struct <Name>: View` (generic or not) in a top-level `extension <Declaration>`, a preview a
/// `#Preview("<name>") {` line up to its closing `}`.
struct GeneratedPreviews {
    struct Preview {
        var name: String
        var body: String
        /// The declaration it belongs to: its name up to the first space (previews are named
        /// after their declaration's type name, which holds none).
        var declaration: String { String(name.prefix { $0 != " " }) }
    }

    /// Each view as `<Declaration>.<View>`, in file order.
    private(set) var views: [String] = []
    private(set) var previews: [Preview] = []

    init(_ text: String) throws {
        let extensionLine = try Regex(#"^extension ([^ ]+)"#)
        let viewLine = try Regex(#"^ +(?:\w+ )*struct (\w+)(?:<[^>]*>)?: View\b"#)
        let previewLine = try Regex(#"^#Preview\("([^"]*)"\) \{$"#)
        var declaration = ""
        var open: Preview?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if var preview = open {
                if line == "}" {
                    previews.append(preview)
                    open = nil
                } else {
                    preview.body += line + "\n"
                    open = preview
                }
            } else if let match = try previewLine.firstMatch(in: line) {
                open = Preview(name: String(match.output[1].substring ?? ""), body: "")
            } else if let match = try extensionLine.firstMatch(in: line) {
                declaration = String(match.output[1].substring ?? "")
            } else if let match = try viewLine.firstMatch(in: line) {
                views.append(declaration + "." + (match.output[1].substring ?? ""))
            }
        }
    }

    /// The views of `declaration` that `preview`'s body makes (`<Declaration>.<View>(`).
    func views(shownBy preview: Preview) -> [String] {
        views.filter { $0.hasPrefix(preview.declaration + ".") && preview.body.contains($0 + "(") }
    }

    /// Checks that every view has exactly one preview, named after its declaration, that shows
    /// it, or that says it has no sample to show; and that no two previews share a name.
    func expectEveryViewPreviewedOnce(in file: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            views.count == previews.count, "\(file): \(views.count) views, \(previews.count) previews",
            sourceLocation: sourceLocation)
        let names = previews.map(\.name)
        #expect(
            Set(names).count == names.count, "\(file): preview names repeat: \(names)", sourceLocation: sourceLocation)
        let declarations = Set(views.map { String($0.prefix { $0 != "." }) })
        for declaration in declarations.sorted() {
            let ownViews = views.filter { $0.hasPrefix(declaration + ".") }
            let ownPreviews = previews.filter { $0.declaration == declaration }
            #expect(
                ownViews.count == ownPreviews.count,
                "\(file): \(declaration) has views \(ownViews) and previews \(ownPreviews.map(\.name))",
                sourceLocation: sourceLocation)
        }
        var shown: [String] = []
        for preview in previews {
            let made = views(shownBy: preview)
            let saysWhy = preview.body.contains(#"Text("No sample "#)
            #expect(
                made.count == 1 || (made.isEmpty && saysWhy),
                "\(file): preview \(preview.name) shows \(made)", sourceLocation: sourceLocation)
            shown += made
        }
        #expect(
            Set(shown).count == shown.count, "\(file): a view has two previews: \(shown)",
            sourceLocation: sourceLocation)
    }
}
