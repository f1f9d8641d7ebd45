import Foundation
import Testing

@testable import DataSourceGenCore

/// `SchemaKeys`, the only keys the decoder can read and the ones it requires, is generated from
/// the schema; this proves the generated file is current: the same objects, each with the same
/// keys and required keys, and the same bounds and defaults of numbers.
@Suite struct SchemaKeysTests {
    struct Keys: Equatable {
        var keys: Set<String>
        var required: Set<String>
    }

    @Test func everyObjectOfTheSchemaHasExactlyItsKeys() throws {
        let schema = try #require(
            JSONSerialization.jsonObject(with: try Data(contentsOf: SchemaAgreementTests.schemaURL)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        func keys(of object: [String: Any]) -> Keys? {
            guard let properties = object["properties"] as? [String: Any] else { return nil }
            return Keys(keys: Set(properties.keys), required: Set(object["required"] as? [String] ?? []))
        }
        var expected: [String: Keys] = ["": try #require(keys(of: schema))]
        for (name, value) in definitions {
            guard let object = value as? [String: Any], let found = keys(of: object) else { continue }
            expected[name] = found
        }
        var generated: [String: Keys] = [:]
        for object in SchemaKeys.objects {
            #expect(generated[object.schemaName] == nil, "\(object.schemaName) is listed twice")
            #expect(object.keys.count == Set(object.keys).count, "\(object.schemaName) repeats a key")
            generated[object.schemaName] = Keys(keys: Set(object.keys), required: object.required)
        }
        #expect(generated == expected, "run `swift Scripts/embed-resources.swift` to regenerate SchemaKeys.swift")
    }

    /// The bounds (`minimum`, `exclusiveMinimum`, `maximum`, `exclusiveMaximum`) and the `default`
    /// of every number of the schema, by `object.key`: a key's own, or its `oneOf`'s number's.
    static func schemaNumbers() throws -> [String: Number] {
        let schema = try #require(
            JSONSerialization.jsonObject(with: try Data(contentsOf: SchemaAgreementTests.schemaURL)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let objects =
            [("", schema)] + definitions.compactMap { name, value in (value as? [String: Any]).map { (name, $0) } }
        var found: [String: Number] = [:]
        for (name, object) in objects {
            for (key, value) in object["properties"] as? [String: Any] ?? [:] {
                guard let property = value as? [String: Any] else { continue }
                let choices = [property] + (property["oneOf"] as? [[String: Any]] ?? [])
                var bounds: [String: Double] = [:]
                for choice in choices {
                    for keyword in ["minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum"] {
                        if let bound = choice[keyword] as? Double { bounds[keyword] = bound }
                    }
                }
                // A boolean's default is a flag (`flagDefaults`), though Foundation reads it as a number.
                let defaultValue = property["type"] as? String == "boolean" ? nil : property["default"] as? Double
                guard !bounds.isEmpty || defaultValue != nil else { continue }
                found[name.isEmpty ? key : "\(name).\(key)"] = Number(
                    bounds: bounds.isEmpty ? nil : bounds, defaultValue: defaultValue)
            }
        }
        return found
    }

    struct Number: Equatable {
        var bounds: [String: Double]?
        var defaultValue: Double?
    }

    /// The decoder and the rules read bounds and defaults only from `SchemaKeys`, so they follow
    /// the schema if this holds.
    @Test func everyNumbersBoundsAndDefaultAreTheSchemas() throws {
        let expected = try Self.schemaNumbers()
        #expect(expected["listScreen.pageSize"] == Number(bounds: ["minimum": 1, "maximum": 10000], defaultValue: 50))
        var generated: [String: Number] = [:]
        for number in SchemaKeys.numbers {
            #expect(generated[number.path] == nil, "\(number.path) is listed twice")
            generated[number.path] = Number(bounds: number.bounds, defaultValue: number.defaultValue)
        }
        #expect(generated == expected, "run `swift Scripts/embed-resources.swift` to regenerate SchemaKeys.swift")
    }

    /// Each boolean's `default`, and each `x-controlRange` on a `kind`, as the schema gives them.
    @Test func everyFlagsDefaultAndControlRangeIsTheSchemas() throws {
        let schema = try #require(
            JSONSerialization.jsonObject(with: try Data(contentsOf: SchemaAgreementTests.schemaURL)) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        var flags: [String: Bool] = [:]
        var ranges: [String: [String: [Double]]] = [:]
        for (name, value) in definitions {
            let properties = (value as? [String: Any])?["properties"] as? [String: Any] ?? [:]
            for (key, value) in properties {
                guard let property = value as? [String: Any] else { continue }
                if property["type"] as? String == "boolean", let flag = property["default"] as? Bool {
                    flags["\(name).\(key)"] = flag
                }
                if let range = property["x-controlRange"] as? [String: [Double]] { ranges[name] = range }
            }
        }
        #expect(flags["formRow.allowsZero"] != nil, "the schema's flag defaults were not found")
        #expect(
            Dictionary(uniqueKeysWithValues: SchemaKeys.flagDefaults.map { ($0.path, $0.defaultValue) }) == flags,
            "run `swift Scripts/embed-resources.swift` to regenerate SchemaKeys.swift")
        let generated = Dictionary(
            uniqueKeysWithValues: SchemaKeys.FormRow.controlRanges.map {
                ($0.key.rawValue, [$0.value.lowerBound, $0.value.upperBound])
            })
        #expect(ranges == ["formRow": generated], "run `swift Scripts/embed-resources.swift`")
    }

    /// What the code assumes of the ranges it reads: a duration starts at zero (its low end is
    /// whether zero is allowed) and ends on a whole minute, which its pickers count in.
    @Test func aDurationsRangeIsWholeMinutesFromZero() throws {
        let range = try #require(SchemaKeys.FormRow.controlRanges[.durationPicker])
        #expect(range.lowerBound == 0 && range.upperBound.truncatingRemainder(dividingBy: 60) == 0)
        #expect(Double(FormValueBounds.durationMinutesLimit * 60) == range.upperBound)
    }

    @Test func boundsRefuseWhatTheSchemaRefusesAndSaySo() {
        let pageSizes = SchemaBounds<Int>(minimum: 1, maximum: 10000)
        #expect(pageSizes.contains(1) && pageSizes.contains(10000) && !pageSizes.contains(0))
        #expect(!pageSizes.contains(10001) && pageSizes.requirement == "must be 1...10000")
        let steps = SchemaBounds<Double>(exclusiveMinimum: 0)
        #expect(steps.contains(0.5) && !steps.contains(0) && !steps.contains(-1) && !steps.contains(.nan))
        #expect(steps.requirement == "must be positive")
        let lengths = SchemaBounds<Int>(minimum: 0)
        #expect(lengths.contains(0) && !lengths.contains(-1) && lengths.requirement == "must not be negative")
        let counts = SchemaBounds<Int>(minimum: 1)
        #expect(counts.phrase == "at least 1" && counts.requirement == "must be at least 1")
        let open = SchemaBounds<Double>(exclusiveMinimum: 2, exclusiveMaximum: 5)
        #expect(open.contains(3) && !open.contains(2) && !open.contains(5) && open.phrase == "above 2 and below 5")
        #expect(SchemaBounds<Double>(exclusiveMinimum: 0.5).phrase == "above 0.5", "a fraction keeps its digits")
        #expect(open.keywords == ["exclusiveMinimum": 2, "exclusiveMaximum": 5])
    }
}
