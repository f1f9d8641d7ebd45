/// Applies a unified diff the way `patch` does, written from the format description, to check
/// `UnifiedDiff` independently: every context and removed line must match `old` at the position
/// the hunk header names, and the header counts must match the hunk body.
enum DiffApplier {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A line as bytes (so canonically equivalent text still differs) and its newline.
    struct Line: Equatable {
        var bytes: [UInt8]
        var hasNewline: Bool
    }

    static func lines(_ text: String) -> [Line] {
        var result: [Line] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                result.append(Line(bytes: current, hasNewline: true))
                current = []
            } else {
                current.append(byte)
            }
        }
        if !current.isEmpty { result.append(Line(bytes: current, hasNewline: false)) }
        return result
    }

    static func apply(_ diff: String, to old: String) throws -> String {
        let source = lines(old)
        let diffLines = lines(diff)
        guard diffLines.count >= 3, diffLines[0].bytes.starts(with: Array("--- ".utf8)),
            diffLines[1].bytes.starts(with: Array("+++ ".utf8))
        else { throw Failure(description: "headers") }
        var output: [Line] = []
        var position = 0
        var index = 2
        while index < diffLines.count {
            let header = String(decoding: diffLines[index].bytes, as: UTF8.self)
            let (oldStart, oldCount, newStart, newCount) = try parseHeader(header)
            let hunkStart = oldCount == 0 ? oldStart : oldStart - 1
            guard hunkStart >= position, hunkStart <= source.count else {
                throw Failure(description: "hunk order \(header)")
            }
            output += source[position..<hunkStart]
            position = hunkStart
            guard newCount == 0 ? output.count == newStart : output.count == newStart - 1 else {
                throw Failure(description: "new start \(header)")
            }
            var seenOld = 0, seenNew = 0
            index += 1
            var lastTouched: (oldIndex: Int?, newIndex: Int?) = (nil, nil)
            while index < diffLines.count, diffLines[index].bytes.first != UInt8(ascii: "@") {
                let raw = diffLines[index].bytes
                guard let marker = raw.first else { throw Failure(description: "empty diff line") }
                let body = Array(raw.dropFirst())
                switch marker {
                case UInt8(ascii: " "), UInt8(ascii: "-"):
                    guard position < source.count, source[position].bytes == body else {
                        throw Failure(description: "mismatch at old line \(position + 1)")
                    }
                    lastTouched = (position, nil)
                    if marker == UInt8(ascii: " ") {
                        output.append(Line(bytes: body, hasNewline: true))
                        lastTouched.newIndex = output.count - 1
                        seenNew += 1
                    }
                    position += 1
                    seenOld += 1
                case UInt8(ascii: "+"):
                    output.append(Line(bytes: body, hasNewline: true))
                    lastTouched = (nil, output.count - 1)
                    seenNew += 1
                case UInt8(ascii: "\\"):
                    if let oldIndex = lastTouched.oldIndex {
                        guard !source[oldIndex].hasNewline else { throw Failure(description: "bad no-newline marker") }
                    }
                    if let newIndex = lastTouched.newIndex { output[newIndex].hasNewline = false }
                default:
                    throw Failure(description: "unknown line marker")
                }
                index += 1
            }
            guard seenOld == oldCount, seenNew == newCount else { throw Failure(description: "counts \(header)") }
        }
        output += source[position...]
        var bytes: [UInt8] = []
        for line in output {
            bytes += line.bytes
            if line.hasNewline { bytes.append(UInt8(ascii: "\n")) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `@@ -a[,b] +c[,d] @@`, where a missing count means 1.
    private static func parseHeader(_ header: String) throws -> (Int, Int, Int, Int) {
        let parts = header.split(separator: " ")
        guard parts.count == 4, parts[0] == "@@", parts[3] == "@@", parts[1].first == "-", parts[2].first == "+" else {
            throw Failure(description: "bad hunk header \(header)")
        }
        func range(_ text: Substring) throws -> (Int, Int) {
            let numbers = text.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
            guard let start = Int(numbers[0]), numbers.count <= 2 else { throw Failure(description: "range \(text)") }
            guard numbers.count == 2 else { return (start, 1) }
            guard let count = Int(numbers[1]) else { throw Failure(description: "range \(text)") }
            return (start, count)
        }
        let (oldStart, oldCount) = try range(parts[1])
        let (newStart, newCount) = try range(parts[2])
        return (oldStart, oldCount, newStart, newCount)
    }
}
