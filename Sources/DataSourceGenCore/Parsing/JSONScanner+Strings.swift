extension JSONScanner {
    /// Consumes a string in double or single quotes (the cursor is on the quote) and returns
    /// its contents with every JSON5 escape resolved.
    mutating func scanString() throws(JSONScanError) -> String {
        let start = position
        let quote = bytes[index]
        advanceASCII()
        // Text without escapes is taken straight from the input; `content` is only built once
        // an escape appears.
        var content: [UInt8] = []
        var hasEscapes = false
        var runStart = index
        while true {
            skipPlainText(quote: quote)
            guard let current = byte else { throw unterminated(start, quote) }
            if current == quote {
                let run = runStart..<index
                advanceASCII()
                if !hasEscapes { return text(run) }
                content.append(contentsOf: bytes[run])
                return String(decoding: content, as: UTF8.self)
            }
            if current == UInt8(ascii: "\\") {
                content.append(contentsOf: bytes[runStart..<index])
                hasEscapes = true
                try scanEscape(into: &content, stringStart: start, quote: quote)
                runStart = index
            } else if current == 0x0A || current == 0x0D {
                // JSON5 allows U+2028 and U+2029 unescaped, but not CR or LF.
                throw unterminated(start, quote)
            } else {
                // A byte the fast loop leaves alone (0xE2 may start U+2028 or U+2029): it stays
                // part of the text, but `advance` keeps the line count right.
                advance()
            }
        }
    }

    /// Moves over bytes that need no attention inside a string, in one tight loop.
    private mutating func skipPlainText(quote: UInt8) {
        var end = index
        var columns = 0
        while end < bytes.count {
            let current = bytes[end]
            if current == quote || current == 0x5C || current == 0x0A || current == 0x0D || current == 0xE2 { break }
            if current & 0xC0 != 0x80 { columns += 1 }
            end += 1
        }
        skip(bytes: end - index, columns: columns)
    }

    private func unterminated(_ start: JSONPosition, _ quote: UInt8) -> JSONScanError {
        let closing = quote == UInt8(ascii: "'") ? "\"'\"" : "'\"'"
        let prefix = "unterminated string starting at \(start.text)"
        if isAtEnd { return error("\(prefix); add the closing \(closing)") }
        return error(
            "\(prefix): a string cannot continue onto the next line; add the closing \(closing) (write '\\n' for a line break inside the text)"
        )
    }

    /// Consumes one escape sequence (the cursor is on the backslash) and appends what it denotes.
    private mutating func scanEscape(into content: inout [UInt8], stringStart: JSONPosition, quote: UInt8)
        throws(JSONScanError)
    {
        let escapeStart = position
        let escapeIndex = index
        advanceASCII()
        guard let current = byte else { throw unterminated(stringStart, quote) }
        let simple: UInt8? =
            switch current {
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            case UInt8(ascii: "v"): 0x0B
            default: nil
            }
        if let simple {
            content.append(simple)
            advanceASCII()
            return
        }
        switch current {
        case UInt8(ascii: "0"):
            advanceASCII()
            if let next = byte, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
                throw error(
                    at: escapeStart,
                    "'\\0' cannot be followed by a digit in a string (JSON5 has no octal escapes); write '\\u0000' or '\\x00' instead"
                )
            }
            content.append(0)
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw error(
                at: escapeStart,
                "invalid escape '\\\(Character(Unicode.Scalar(current)))' in a string (JSON5 has no octal escapes); write '\\\\' for a backslash"
            )
        case UInt8(ascii: "x"):
            advanceASCII()
            guard let value = scanHexDigits(count: 2) else {
                throw error("expected two hexadecimal digits after '\\x' but found \(foundCharacterDescription)")
            }
            append(Unicode.Scalar(UInt8(value)), to: &content)
        case UInt8(ascii: "u"):
            advanceASCII()
            try append(scanUnicodeEscape(escapeStart: escapeStart, escapeIndex: escapeIndex), to: &content)
        case 0x0A, 0x0D:
            // A line continuation: backslash, line terminator, nothing added (CRLF counts as one).
            let wasCR = current == 0x0D
            advance()
            if wasCR, byte == 0x0A { advance() }
        default:
            // `\'`, `\"`, `\\`, `\/`, U+2028/U+2029 continuations and every other character that
            // is not an escape letter: the character itself (or, for the separators, nothing).
            guard let (escaped, length) = scalar(at: index) else { throw unterminated(stringStart, quote) }
            if escaped != "\u{2028}" && escaped != "\u{2029}" {
                content.append(contentsOf: bytes[index..<min(index + length, bytes.count)])
            }
            advance()
        }
    }

    /// Reads the four digits of a `\u` escape (the cursor is after the `u`), joining a surrogate
    /// pair into one scalar; Swift strings cannot hold a lone surrogate, so one is an error.
    private mutating func scanUnicodeEscape(escapeStart: JSONPosition, escapeIndex: Int) throws(JSONScanError)
        -> Unicode.Scalar
    {
        guard let unit = scanHexDigits(count: 4) else {
            throw error("expected four hexadecimal digits after '\\u' but found \(foundCharacterDescription)")
        }
        let written = text(escapeIndex..<index)
        switch unit {
        case 0xD800...0xDBFF:
            guard byte == UInt8(ascii: "\\"), byte(after: 1) == UInt8(ascii: "u") else {
                throw error(
                    at: escapeStart,
                    "lone surrogate '\(written)' in a string: a high surrogate must be followed by a low surrogate escape '\\uDC00'…'\\uDFFF'; write the character itself or its full pair"
                )
            }
            let lowIndex = index
            advanceASCII()
            advanceASCII()
            guard let low = scanHexDigits(count: 4) else {
                throw error("expected four hexadecimal digits after '\\u' but found \(foundCharacterDescription)")
            }
            guard (0xDC00...0xDFFF).contains(low) else {
                let writtenLow = text(lowIndex..<index)
                throw error(
                    at: escapeStart,
                    "lone surrogate '\(written)' in a string: it must be followed by a low surrogate escape '\\uDC00'…'\\uDFFF', not '\(writtenLow)'"
                )
            }
            let combined = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            return Unicode.Scalar(combined) ?? "\u{FFFD}"
        case 0xDC00...0xDFFF:
            throw error(
                at: escapeStart,
                "lone surrogate '\(written)' in a string: a low surrogate must follow a high surrogate escape '\\uD800'…'\\uDBFF'; write the character itself or its full pair"
            )
        default:
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        }
    }

    private func append(_ scalar: Unicode.Scalar, to content: inout [UInt8]) {
        content.append(contentsOf: String(scalar).utf8)
    }
}
