/// The syntax-error messages: each says what was expected, what was found, and a likely fix.
extension JSONDocumentParser {
    /// The end of the file inside an open container (or before any value).
    func unexpectedEnd() -> JSONScanError {
        guard let open = stack.last else {
            return scanner.error("expected a JSON value but found the end of the file")
        }
        let closer = Character(Unicode.Scalar(open.closer))
        return scanner.error(
            "unexpected end of file: the \(open.kindName) opened at \(open.location.line):\(open.location.column) is never closed; close it with '\(closer)'"
        )
    }

    /// Something that cannot start a value where a value must be.
    func valueExpected() -> JSONScanError {
        let expected =
            switch stack.last {
            case nil: "expected a JSON value"
            case let open? where open.isArray: "expected a value or ']'"
            case let open?: "expected a value for the key \(JSONScanner.quoted(open.key))"
            }
        var hint = ""
        let length = scanner.wordLength(at: scanner.index)
        if length > 0 {
            let word = scanner.text(scanner.index..<(scanner.index + length))
            if let literal = ["true", "false", "null", "Infinity", "NaN"].first(where: {
                $0.lowercased() == word.lowercased()
            }) {
                hint = "; did you mean '\(literal)'?"
            } else {
                hint = "; text values must be in quotes, as in \(JSONScanner.quoted(word))"
            }
        } else if scanner.byte == UInt8(ascii: ",") {
            hint = "; remove the extra ','"
        } else {
            hint = mismatchedCloserHint()
        }
        return scanner.error("\(expected) but found \(scanner.foundDescription)\(hint)")
    }

    /// Something that cannot start a key where a key must be.
    func keyExpected() -> JSONScanError {
        var hint = mismatchedCloserHint()
        if scanner.byte == UInt8(ascii: ",") {
            hint = "; remove the extra ','"
        } else if scanner.byte == UInt8(ascii: ":") {
            hint = "; write the key before the ':'"
        } else if let current = scanner.byte, JSONScanner.isDigit(current) || current == UInt8(ascii: "-") {
            hint = "; a key that is not an identifier must be in quotes"
        }
        return scanner.error("expected a key or '}' but found \(scanner.foundDescription)\(hint)")
    }

    /// Something other than ',' or the closing bracket after a value in a container.
    func separatorExpected() -> JSONScanError {
        guard let open = stack.last else { return valueExpected() }
        let closer = Character(Unicode.Scalar(open.closer))
        let after = open.isArray ? "the array element" : "the value of \(JSONScanner.quoted(open.key))"
        var hint = mismatchedCloserHint()
        if startsValueOrKey() {
            hint = "; did you forget a comma?"
        } else if open.isArray, scanner.byte == UInt8(ascii: ":") {
            hint = "; only objects have 'key: value' members, so use '{' and '}' for one"
        }
        return scanner.error("expected ',' or '\(closer)' after \(after) but found \(scanner.foundDescription)\(hint)")
    }

    /// When the cursor is on the wrong kind of closing bracket, names the bracket it must be.
    private func mismatchedCloserHint() -> String {
        guard let open = stack.last, let current = scanner.byte,
            current == UInt8(ascii: "]") || current == UInt8(ascii: "}"), current != open.closer
        else { return "" }
        let closer = Character(Unicode.Scalar(open.closer))
        return
            "; the \(open.kindName) opened at \(open.location.line):\(open.location.column) must be closed with '\(closer)'"
    }

    /// True when the cursor is on something that could begin a value or a key, which after a
    /// complete value almost always means a missing comma.
    private func startsValueOrKey() -> Bool {
        guard let current = scanner.byte else { return false }
        switch current {
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "{"), UInt8(ascii: "["),
            UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return scanner.wordLength(at: scanner.index) > 0
        }
    }
}
