/// A line and column inside the file being scanned; the parser adds the file name when it makes
/// a `SourceLocation`, which keeps the scanner free of reference-counted state.
struct JSONPosition: Hashable {
    var line: Int
    var column: Int

    /// `line:column`, as messages quote an earlier place in the same file.
    var text: String { "\(line):\(column)" }
}

/// A syntax error found by the scanner or the parser, before the file name is attached.
struct JSONScanError: Error {
    let position: JSONPosition
    let message: String
    /// The line that found it, for the diagnostic it becomes.
    let site: DiagnosticSite
}

/// A cursor over a document's UTF-8 bytes that tracks line and column as it moves.
///
/// It walks an unsafe buffer with an integer index and holds nothing reference-counted: debug
/// builds copy a struct for every non-mutating call, and a trivial struct makes those copies
/// free, which keeps a 1 MB file well under a second without optimisation.
struct JSONScanner {
    /// The document; valid for the duration of the parse (see `JSONParser.parse`).
    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var index = 0
    private(set) var line = 1
    private(set) var column = 1

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // An editor does not show a byte-order mark, so it must not shift the first column.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    /// Where the cursor is.
    var position: JSONPosition { JSONPosition(line: line, column: column) }

    /// True when every byte has been consumed.
    var isAtEnd: Bool { index >= bytes.count }

    /// The byte under the cursor, or `nil` at the end.
    var byte: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The byte `offset` bytes after the cursor, or `nil` past the end.
    func byte(after offset: Int) -> UInt8? {
        let position = index + offset
        return position < bytes.count ? bytes[position] : nil
    }

    /// The Unicode scalar under the cursor, or `nil` at the end.
    var scalar: Unicode.Scalar? { scalar(at: index)?.scalar }

    /// The text of the bytes in `range`.
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Decodes the scalar starting at `position` and its length in bytes.
    func scalar(at position: Int) -> (scalar: Unicode.Scalar, length: Int)? {
        guard position < bytes.count else { return nil }
        let lead = bytes[position]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = Self.sequenceLength(lead)
        var value = UInt32(lead) & (0xFF >> UInt32(length + 1))
        var next = position + 1
        while next < position + length, next < bytes.count {
            value = value << 6 | UInt32(bytes[next] & 0x3F)
            next += 1
        }
        // The text came from a Swift `String`, so it is valid UTF-8; the fallback only guards
        // against a truncated sequence at the very end.
        return (Unicode.Scalar(value) ?? "\u{FFFD}", next - position)
    }

    /// The number of bytes in the UTF-8 sequence that starts with `lead`.
    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case ..<0xC0: 1
        case ..<0xE0: 2
        case ..<0xF0: 3
        default: 4
        }
    }

    /// Moves past one scalar, counting CR, LF, CRLF, U+2028 and U+2029 as line breaks (the
    /// JSON5 line terminators, which are also where Apple's text system breaks lines).
    mutating func advance() {
        guard index < bytes.count else { return }
        let lead = bytes[index]
        if lead < 0x80 {
            index += 1
            if lead == 0x0A || (lead == 0x0D && byte != 0x0A) {
                line += 1
                column = 1
            } else {
                column += 1
            }
            return
        }
        if lead == 0xE2, byte(after: 1) == 0x80, let last = byte(after: 2), last == 0xA8 || last == 0xA9 {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index = min(index + Self.sequenceLength(lead), bytes.count)
    }

    /// Moves past one ASCII byte that is known not to be a line break; the hot paths use it.
    mutating func advanceASCII() {
        index += 1
        column += 1
    }

    /// Moves past `count` bytes already known to hold `columns` scalars and no line break.
    mutating func skip(bytes count: Int, columns: Int) {
        index += count
        column += columns
    }

    /// True when the cursor is on a line terminator.
    var isAtLineTerminator: Bool {
        switch byte {
        case 0x0A, 0x0D: true
        case 0xE2: byte(after: 1) == 0x80 && (byte(after: 2) == 0xA8 || byte(after: 2) == 0xA9)
        default: false
        }
    }

    /// Builds the error to throw at `position`, made at the caller's line.
    func error(
        at position: JSONPosition, _ message: String, siteFile: String = #fileID, siteLine: Int = #line
    ) -> JSONScanError {
        JSONScanError(position: position, message: message, site: DiagnosticSite(fileID: siteFile, line: siteLine))
    }

    /// Builds the error to throw at the cursor, made at the caller's line.
    func error(_ message: String, siteFile: String = #fileID, siteLine: Int = #line) -> JSONScanError {
        error(at: position, message, siteFile: siteFile, siteLine: siteLine)
    }
}
