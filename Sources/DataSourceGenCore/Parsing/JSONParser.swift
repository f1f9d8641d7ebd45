/// Parses JSON and JSON5 text into a tree in which every node and key keeps its location.
///
/// Foundation's `JSONDecoder` cannot say where a value is, and every diagnostic must point at
/// `file:line:column`, hence a parser of our own. It accepts JSON5 (json5.org), a superset of
/// JSON, so a strict JSON file parses to exactly what JSON means by it.
package enum JSONParser {
    /// How many arrays and objects may be open at once. The parser itself never recurses, but
    /// the tree it builds is compared, hashed and freed recursively, so depth stays bounded.
    package static let maximumDepth = 512

    /// Parses one JSON5 document.
    /// - Parameters:
    ///   - text: The whole file. A leading byte-order mark is skipped.
    ///   - file: The path printed in locations, as the user gave it.
    /// - Throws: On a syntax error, the single diagnostic that locates where the syntax breaks
    ///   and says what was found and what was expected there.
    package static func parse(_ text: String, file: String) throws(JSONSyntaxError) -> JSONNode {
        var text = text
        // Native strings are already contiguous UTF-8, so this borrows the bytes without a copy.
        let result: Result<JSONNode, JSONScanError> = text.withUTF8 { bytes in
            var parser = JSONDocumentParser(scanner: JSONScanner(bytes), file: file)
            do throws(JSONScanError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let node):
            return node
        case .failure(let error):
            let location = SourceLocation(file: file, line: error.position.line, column: error.position.column)
            throw JSONSyntaxError(
                diagnostic: .error(
                    at: location, error.message, siteFile: error.site.fileID, siteLine: error.site.line))
        }
    }
}
