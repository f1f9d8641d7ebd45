import Testing

@testable import DataSourceGenCore

/// What the `JSONObjectReader` suites share: the keys they read, and diagnostics as
/// line, column and message.
protocol JSONObjectReaderTesting {}

extension JSONObjectReaderTesting {
    typealias Expected = JSONObjectReaderFixture.Expected
    typealias Key = JSONObjectReaderFixture.Key
    typealias RequiredKey = JSONObjectReaderFixture.RequiredKey

    func summary(_ diagnostics: [Diagnostic]) -> [Expected] {
        diagnostics.map { Expected(line: $0.location.line, column: $0.location.column, message: $0.message) }
    }

    func reader(_ text: String, path: String) throws -> JSONObjectReader<Key> {
        JSONObjectReader(try JSONTest.parse(text), path: path)
    }
}

enum JSONObjectReaderFixture {
    struct Expected: Equatable, CustomStringConvertible {
        let line: Int, column: Int, message: String
        var description: String { "\(line):\(column) \(message)" }
    }

    /// Every key these tests read, in one enum: the reader takes any object's keys alike.
    enum Key: String, DefinitionKey {
        case order = "Order", p = "P", a, absent, b, big, child, count, entities, entity, fields, flag, hex, items
        case limit, list, mode, name, pickers, ratio, search, sortBy, tags, title
        static let requiredKeys: Set<Self> = []
    }

    /// Keys a schema would require, for the tests of missing keys.
    enum RequiredKey: String, DefinitionKey {
        case entities, entity, fields, mode, name, pickers, search, title
        static let requiredKeys: Set<Self> = [.entities, .entity, .fields, .mode, .name, .pickers]
    }
}

/// Reading values: each typed read gives the value with its location or reports a wrong type at
/// the value, also through nested readers. Keys (missing, unknown, duplicate) have their own suite.
@Suite struct JSONObjectReaderTests: JSONObjectReaderTesting {
    @Test func readsValuesWithTheirLocations() throws {
        var picker = try reader(
            "{\n  entity: 'Product',\n  search: true,\n  limit: 3.0, hex: 0x10,\n  ratio: .5,\n  tags: ['a', 'b'],\n  list: [1],\n}",
            path: "pickers.ProductPicker")
        #expect(picker.string(.entity) == Located("Product", at: JSONTest.at(2, 11)))
        #expect(picker.bool(.search) == Located(true, at: JSONTest.at(3, 11)))
        #expect(picker.int(.limit) == Located(3, at: JSONTest.at(4, 10)))
        #expect(picker.int(.hex)?.value == 16)
        #expect(picker.double(.ratio) == Located(0.5, at: JSONTest.at(5, 10)))
        let tagsRead = picker.stringArray(.tags)
        let tags = try #require(tagsRead)
        #expect(tags.location == JSONTest.at(6, 9))
        #expect(tags.value == [Located("a", at: JSONTest.at(6, 10)), Located("b", at: JSONTest.at(6, 15))])
        #expect(picker.array(.list)?.value.count == 1)
        #expect(picker.string(.absent) == nil)
        #expect(picker.finish().isEmpty)
    }

    @Test func reportsWrongTypesAtTheValue() throws {
        let text = """
            {
              "title": 12,
              "search": "yes",
              "flag": "true",
              "count": 2.5,
              "big": 1e30,
              "limit": "10",
              "ratio": "x",
              "tags": "a",
              "items": [1, "b", true],
              "child": [],
              "list": {}
            }
            """
        var picker = try reader(text, path: "pickers.ProductPicker")
        #expect(picker.string(.title) == nil)
        #expect(picker.bool(.search) == nil)
        #expect(picker.bool(.flag) == nil)
        #expect(picker.int(.count) == nil)
        #expect(picker.int(.big) == nil)
        #expect(picker.int(.limit) == nil)
        #expect(picker.double(.ratio) == nil)
        #expect(picker.stringArray(.tags) == nil)
        #expect(picker.stringArray(.items)?.value == [Located("b", at: JSONTest.at(10, 16))])
        #expect(picker.object(.child, as: Key.self) == nil)
        #expect(picker.array(.list) == nil)
        let p = "`pickers.ProductPicker"
        #expect(
            summary(picker.finish()) == [
                Expected(
                    line: 2, column: 12,
                    message: "\(p).title` must be a string, found the number 12; put the value in quotes"),
                Expected(
                    line: 3, column: 13,
                    message: "\(p).search` must be a boolean (true or false), found the string \"yes\""),
                Expected(
                    line: 4, column: 11,
                    message:
                        "\(p).flag` must be a boolean (true or false), found the string \"true\"; write true without quotes"
                ),
                Expected(
                    line: 5, column: 12,
                    message: "\(p).count` must be an integer, found the number 2.5; use a whole number"),
                Expected(
                    line: 6, column: 10,
                    message: "\(p).big` must be an integer, found the number 1e30; it does not fit in a 64-bit integer"),
                Expected(
                    line: 7, column: 12,
                    message: "\(p).limit` must be an integer, found the string \"10\"; write 10 without quotes"),
                Expected(line: 8, column: 12, message: "\(p).ratio` must be a number, found the string \"x\""),
                Expected(
                    line: 9, column: 11,
                    message:
                        "\(p).tags` must be an array of strings, found the string \"a\"; wrap it in [ and ] to make a list of one"
                ),
                Expected(
                    line: 10, column: 13,
                    message: "\(p).items[0]` must be a string, found the number 1; put the value in quotes"),
                Expected(
                    line: 10, column: 21,
                    message: "\(p).items[2]` must be a string, found the boolean true; put the value in quotes"),
                Expected(line: 11, column: 12, message: "\(p).child` must be an object, found an array"),
                Expected(
                    line: 12, column: 11,
                    message: "\(p).list` must be an array, found an object; wrap it in [ and ] to make a list of one"),
            ])
    }

    @Test func nestedReadersReportThroughTheirParent() throws {
        var root = JSONObjectReader<RequiredKey>(
            try JSONTest.parse("{\n  pickers: {\n    P: {entity: 1, serach: true}\n  }\n}"), path: "")
        let entity = root.withObject(.pickers, as: Key.self) { pickers in
            pickers.withObject(.p, as: RequiredKey.self) { picker in
                _ = picker.bool(.search)
                _ = picker.node(.mode)
                return picker.string(.entity)
            }
        }
        #expect(entity == .some(.some(nil)))
        #expect(
            summary(root.finish()) == [
                Expected(line: 3, column: 8, message: "`pickers.P` is missing the required key `mode`"),
                Expected(
                    line: 3, column: 17,
                    message: "`pickers.P.entity` must be a string, found the number 1; put the value in quotes"),
                Expected(line: 3, column: 20, message: "unknown key `serach` in `pickers.P`; did you mean `search`?"),
            ])
    }

    @Test func readAllMembersServesObjectsKeyedByUserNames() throws {
        var entities = try reader("{Product: {}, Order: {}, Product: {}}", path: "entities")
        let members = entities.readAllMembers()
        #expect(members.map(\.key) == ["Product", "Order"])
        #expect(members.map(\.keyLocation) == [JSONTest.at(1, 2), JSONTest.at(1, 15)])
        #expect(entities.childPath(named: "Order") == "entities.Order")
        #expect(
            summary(entities.finish()) == [
                Expected(
                    line: 1, column: 26,
                    message:
                        "duplicate key `Product` in `entities`; it is already defined at 1:2, so remove one of them")
            ])
    }

    @Test func containsDoesNotMarkAKeyRead() throws {
        let object = try reader("{a: 1}", path: "x")
        #expect(object.contains(.a))
        #expect(!object.contains(.b))
        #expect(object.finish().count == 1)
    }

    @Test func readingAKeyTwiceReportsItsProblemOnce() throws {
        var object = try reader("{a: 'x'}", path: "x")
        _ = object.int(.a)
        _ = object.int(.a)
        #expect(object.finish().count == 1)
    }

    @Test func callersCanAddTheirOwnDiagnostics() throws {
        var object = try reader("{entity: 'Prodcut'}", path: "pickers.P")
        if let entity = object.string(.entity), let fix = suggestion(for: entity.value, among: ["Product", "Order"]) {
            object.report(.error(at: entity.location, "unknown entity `\(entity.value)`; did you mean `\(fix)`?"))
        }
        #expect(
            summary(object.finish()) == [
                Expected(line: 1, column: 10, message: "unknown entity `Prodcut`; did you mean `Product`?")
            ])
    }

    @Test func keyPathsStayReadable() {
        #expect(JSONReading.path("", appending: "entities") == "entities")
        #expect(JSONReading.path("entities", appending: "Product") == "entities.Product")
        #expect(JSONReading.path("entities", appending: "my product") == "entities[\"my product\"]")
        #expect(JSONReading.path("entities", appending: "1st") == "entities[\"1st\"]")
        #expect(JSONReading.path("a", appending: "") == "a[\"\"]")
        #expect(JSONReading.path("sections", appendingIndex: 2) == "sections[2]")
    }
}
