/// The JSON5 grammar over a `JSONScanner`, iterative so that nesting depth costs heap, not stack.
struct JSONDocumentParser {
    var scanner: JSONScanner
    let file: String
    var stack: [JSONOpenContainer] = []

    init(scanner: JSONScanner, file: String) {
        self.scanner = scanner
        self.file = file
    }

    /// The cursor as a location in the file, for a node or key that starts there.
    var location: SourceLocation {
        SourceLocation(file: file, line: scanner.line, column: scanner.column)
    }

    /// Parses the single value the document holds, with only trivia around it.
    mutating func parseDocument() throws(JSONScanError) -> JSONNode {
        if scanner.isAtEnd {
            throw scanner.error("the file is empty; expected a JSON value such as '{}'")
        }
        try scanner.skipTrivia()
        while true {
            // Invariant here: trivia is skipped and a value is expected.
            guard var node = try parseValueOrOpenContainer() else { continue }
            while !stack.isEmpty {
                guard let closed = try attach(node) else { break }
                node = closed
            }
            if stack.isEmpty { return try finish(node) }
        }
    }

    /// Parses a scalar or an empty container; for a non-empty container pushes it, moves to its
    /// first value and returns `nil`.
    private mutating func parseValueOrOpenContainer() throws(JSONScanError) -> JSONNode? {
        guard let current = scanner.byte else { throw unexpectedEnd() }
        if current == UInt8(ascii: "[") || current == UInt8(ascii: "{") {
            return try openContainer(isArray: current == UInt8(ascii: "["))
        }
        let location = self.location
        if current == UInt8(ascii: "\"") || current == UInt8(ascii: "'") {
            return JSONNode(.string(try scanner.scanString()), at: location)
        }
        if JSONScanner.isDigit(current) || current == UInt8(ascii: "-") || current == UInt8(ascii: "+")
            || current == UInt8(ascii: ".")
        {
            return JSONNode(.number(try scanner.scanNumber()), at: location)
        }
        let length = scanner.wordLength(at: scanner.index)
        if scanner.wordIs("true", length: length) {
            scanner.skip(bytes: length, columns: length)
            return JSONNode(.bool(true), at: location)
        }
        if scanner.wordIs("false", length: length) {
            scanner.skip(bytes: length, columns: length)
            return JSONNode(.bool(false), at: location)
        }
        if scanner.wordIs("null", length: length) {
            scanner.skip(bytes: length, columns: length)
            return JSONNode(.null, at: location)
        }
        if scanner.wordIs("Infinity", length: length) || scanner.wordIs("NaN", length: length) {
            return JSONNode(.number(try scanner.scanNumber()), at: location)
        }
        throw valueExpected()
    }

    /// Opens an array or object (the cursor is on its bracket): returns it when it is empty,
    /// otherwise pushes it, moves to its first value and returns `nil`.
    private mutating func openContainer(isArray: Bool) throws(JSONScanError) -> JSONNode? {
        guard stack.count < JSONParser.maximumDepth else {
            throw scanner.error(
                "nesting is too deep: more than \(JSONParser.maximumDepth) arrays and objects are open here; flatten the structure"
            )
        }
        let container = JSONOpenContainer(isArray: isArray, location: location)
        scanner.advanceASCII()
        try scanner.skipTrivia()
        if scanner.byte == container.closer {
            scanner.advanceASCII()
            return container.node
        }
        stack.append(container)
        if !isArray { try parseKey() }
        return nil
    }

    /// Parses a key and its ':' (the cursor is where a key must start) and leaves the cursor on
    /// the value.
    private mutating func parseKey() throws(JSONScanError) {
        let location = self.location
        let key: String
        switch scanner.byte {
        case nil:
            throw unexpectedEnd()
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            key = try scanner.scanString()
        case UInt8(ascii: "\\"):
            key = try scanner.scanIdentifierKey()
        default:
            guard let scalar = scanner.scalar, JSONScanner.isIdentifierStart(scalar) else { throw keyExpected() }
            key = try scanner.scanIdentifierKey()
        }
        stack[stack.count - 1].key = key
        stack[stack.count - 1].keyLocation = location
        try scanner.skipTrivia()
        guard scanner.byte == UInt8(ascii: ":") else {
            if scanner.isAtEnd { throw unexpectedEnd() }
            throw scanner.error(
                "expected ':' after the key \(JSONScanner.quoted(key)) but found \(scanner.foundDescription)")
        }
        scanner.advanceASCII()
        try scanner.skipTrivia()
    }

    /// Adds a finished value to the innermost container and consumes what follows it: a comma
    /// (then moves to the next value and returns `nil`) or the closing bracket (then returns
    /// the closed container).
    private mutating func attach(_ node: JSONNode) throws(JSONScanError) -> JSONNode? {
        let top = stack.count - 1
        stack[top].append(node)
        try scanner.skipTrivia()
        switch scanner.byte {
        case nil:
            throw unexpectedEnd()
        case UInt8(ascii: ","):
            scanner.advanceASCII()
            try scanner.skipTrivia()
            // JSON5 allows one trailing comma before the closing bracket.
            if scanner.byte == stack[top].closer {
                scanner.advanceASCII()
                return stack.removeLast().node
            }
            if !stack[top].isArray { try parseKey() }
            return nil
        case stack[top].closer:
            scanner.advanceASCII()
            return stack.removeLast().node
        default:
            throw separatorExpected()
        }
    }

    /// Checks that nothing but trivia follows the top-level value.
    private mutating func finish(_ node: JSONNode) throws(JSONScanError) -> JSONNode {
        try scanner.skipTrivia()
        guard scanner.isAtEnd else {
            throw scanner.error(
                "expected the end of the file after the top-level value but found \(scanner.foundDescription); a file holds exactly one JSON value"
            )
        }
        return node
    }
}
