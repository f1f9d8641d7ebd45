import DataSourceRuntime
import Foundation
import Testing

/// `EntityFields` / `EntityFields` code an entity exactly as the conformance Swift
/// synthesizes: compared here with a twin whose `Codable` is synthesized, with optionals present,
/// absent and nested (`String??`, whose `.some(nil)` the synthesized code encodes as `null`).
@Suite struct EntityCodingTests {
    /// Coded by hand through the runtime, as a generated entity is.
    struct Coded: Codable, Equatable {
        var sku: String
        var price: Double
        var note: String?
        var tags: [Int]?
        var nested: String??

        init(sku: String, price: Double, note: String?, tags: [Int]?, nested: String?? = nil) {
            self.sku = sku
            self.price = price
            self.note = note
            self.tags = tags
            self.nested = nested
        }

        init(from decoder: any Decoder) throws {
            let fields = try EntityFields(decoder)
            try self.init(
                sku: fields.value("sku"), price: fields.value("price"), note: fields.valueIfPresent("note"),
                tags: fields.valueIfPresent("tags"), nested: fields.valueIfPresent("nested"))
        }

        func encode(to encoder: any Encoder) throws {
            try EntityFields.encode(
                ["sku": sku, "price": price, "note": note, "tags": tags, "nested": nested], to: encoder)
        }
    }

    /// The same fields, `Codable` synthesized.
    struct Synthesized: Codable, Equatable {
        var sku: String
        var price: Double
        var note: String?
        var tags: [Int]?
        var nested: String?? = nil
    }

    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func encodesAsTheSynthesizedConformance() throws {
        let cases: [(String?, [Int]?, String??)] = [("n", [1, 2], "x"), (nil, nil, nil), ("", [], .some(nil))]
        for (note, tags, nested) in cases {
            let coded = Coded(sku: "a\"b", price: 2.5, note: note, tags: tags, nested: nested)
            let synthesized = Synthesized(sku: "a\"b", price: 2.5, note: note, tags: tags, nested: nested)
            #expect(try json(coded) == json(synthesized))
            let plist = PropertyListEncoder()
            #expect(try plist.encode(coded) == plist.encode(synthesized))
        }
        #expect(
            try json(Coded(sku: "x", price: 1, note: nil, tags: nil)) == #"{"price":1,"sku":"x"}"#,
            "nil leaves the key out")
    }

    @Test func decodesAsTheSynthesizedConformance() throws {
        let documents = [
            #"{"sku":"x","price":1,"note":"n","tags":[3]}"#,
            #"{"sku":"x","price":1}"#,
            #"{"sku":"x","price":1,"note":null,"tags":null}"#,
        ]
        for document in documents {
            let coded = try JSONDecoder().decode(Coded.self, from: Data(document.utf8))
            let synthesized = try JSONDecoder().decode(Synthesized.self, from: Data(document.utf8))
            #expect(coded.sku == synthesized.sku && coded.price == synthesized.price)
            #expect(coded.note == synthesized.note && coded.tags == synthesized.tags)
        }
    }

    @Test func aMissingOrNullRequiredFieldThrowsAsSynthesized() {
        for document in [#"{"price":1}"#, #"{"sku":null,"price":1}"#, #"{"sku":1,"price":1}"#] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Coded.self, from: Data(document.utf8)) }
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(Synthesized.self, from: Data(document.utf8))
            }
        }
        do {
            _ = try JSONDecoder().decode(Coded.self, from: Data(#"{"price":1}"#.utf8))
        } catch DecodingError.keyNotFound(let key, _) {
            #expect(key.stringValue == "sku" && key.intValue == nil)
        } catch {
            Issue.record("expected keyNotFound, got \(error)")
        }
    }
}
