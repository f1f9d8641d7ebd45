/// An independent reader of single-line Swift string literals, written from the language
/// reference rather than from `SwiftStringLiteral`, used to check that literals round-trip.
struct SwiftLiteralDecoder {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The decoded scalars and the scalar offsets where quotes and escape sequences begin and end.
    struct Decoded {
        var scalars: [Unicode.Scalar] = []
        var syntaxEdges: Set<Int> = []
    }

    static func decode(_ literal: String) throws -> Decoded {
        let input = Array(literal.unicodeScalars)
        var result = Decoded()
        guard input.count >= 2, input.first == "\"" else { throw Failure(description: "no opening quote") }
        result.syntaxEdges.formUnion([0, 1])
        var index = 1
        while index < input.count {
            let scalar = input[index]
            switch scalar {
            case "\"":
                guard index == input.count - 1 else { throw Failure(description: "quote inside at \(index)") }
                result.syntaxEdges.formUnion([index, index + 1])
                return result
            case "\n", "\r":
                throw Failure(description: "raw line break at \(index)")
            case "\\":
                let start = index
                guard index + 1 < input.count else { throw Failure(description: "dangling backslash") }
                index += 1
                switch input[index] {
                case "0": result.scalars.append("\0")
                case "t": result.scalars.append("\t")
                case "n": result.scalars.append("\n")
                case "r": result.scalars.append("\r")
                case "\"": result.scalars.append("\"")
                case "'": result.scalars.append("'")
                case "\\": result.scalars.append("\\")
                case "u":
                    index += 1
                    guard index < input.count, input[index] == "{" else { throw Failure(description: "\\u without {") }
                    var hex = ""
                    index += 1
                    while index < input.count, input[index] != "}" {
                        hex.unicodeScalars.append(input[index])
                        index += 1
                    }
                    guard index < input.count, (1...8).contains(hex.count),
                        hex.unicodeScalars.allSatisfy({ $0.properties.isASCIIHexDigit }),
                        let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value)
                    else {
                        throw Failure(description: "bad \\u{\(hex)}")
                    }
                    result.scalars.append(decoded)
                default:
                    throw Failure(description: "unknown escape \\\(input[index]) (interpolation?)")
                }
                result.syntaxEdges.formUnion([start, index + 1])
            default:
                result.scalars.append(scalar)
            }
            index += 1
        }
        throw Failure(description: "no closing quote")
    }
}
