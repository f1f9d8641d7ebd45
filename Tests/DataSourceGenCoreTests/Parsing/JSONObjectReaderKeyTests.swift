import Testing

@testable import DataSourceGenCore

/// The keys of an object: a missing required key is reported at the object, an unknown one at
/// itself with a suggestion or the keys it could be, a duplicate at the repeat.
@Suite struct JSONObjectReaderKeyTests: JSONObjectReaderTesting {
    @Test func reportsMissingRequiredKeysAtTheObject() throws {
        var product = JSONObjectReader<RequiredKey>(
            try JSONTest.parse("\n  {\n  \"entity\": \"P\"\n}"), path: "entities.Product")
        #expect(product.node(.fields) == nil)
        #expect(product.string(.title) == nil)
        #expect(product.string(.entity)?.value == "P")
        #expect(
            summary(product.finish()) == [
                Expected(line: 2, column: 3, message: "`entities.Product` is missing the required key `fields`")
            ])
        var root = JSONObjectReader<RequiredKey>(try JSONTest.parse("{}"), path: "")
        #expect(root.object(.entities, as: Key.self) == nil)
        #expect(
            summary(root.finish()) == [
                Expected(line: 1, column: 1, message: "the top-level object is missing the required key `entities`")
            ])
    }

    @Test func reportsUnknownKeysWithAndWithoutASuggestion() throws {
        var picker = try reader(
            "{\"entity\": \"P\", \"serach\": true, \"colour\": 1, \"Mode\": \"x\"}", path: "pickers.P")
        _ = picker.string(.entity)
        _ = picker.bool(.search)
        _ = picker.string(.mode)
        _ = picker.string(.sortBy)
        #expect(
            summary(picker.finish()) == [
                Expected(line: 1, column: 17, message: "unknown key `serach` in `pickers.P`; did you mean `search`?"),
                Expected(
                    line: 1, column: 33,
                    message:
                        "unknown key `colour` in `pickers.P`; remove it or use one of `entity`, `search`, `mode`, `sortBy`"
                ),
                Expected(line: 1, column: 46, message: "unknown key `Mode` in `pickers.P`; did you mean `mode`?"),
            ])
    }

    @Test func suggestsOnlyKeysThatAreNotAlreadyThere() throws {
        var object = try reader("{\"name\": 1, \"nmae\": 2}", path: "x")
        _ = object.int(.name)
        #expect(
            summary(object.finish()) == [
                Expected(line: 1, column: 13, message: "unknown key `nmae` in `x`; remove it or use one of `name`")
            ])
    }

    @Test func unknownKeysAtTheTopLevelAndInObjectsThatTakeNone() throws {
        var root = try reader("{entities: {}, pickerz: {}}", path: "")
        _ = root.object(.entities, as: Key.self)
        _ = root.object(.pickers, as: Key.self)
        #expect(
            summary(root.finish()) == [
                Expected(line: 1, column: 16, message: "unknown top-level key `pickerz`; did you mean `pickers`?")
            ])
        let empty = try reader("{a: 1}", path: "options")
        #expect(
            summary(empty.finish()) == [
                Expected(
                    line: 1, column: 2, message: "unknown key `a` in `options`; remove it, this object takes no keys")
            ])
    }

    @Test func anUnknownKeyIsAnError() throws {
        let object = try reader("{a: 1}", path: "x")
        #expect(object.finish().map(\.severity) == [.error])
    }

    @Test func reportsDuplicateKeysAtTheRepeatedKeyAndReadsTheFirst() throws {
        var object = try reader("{\n \"a\": 1,\n \"a\": 2,\n \"b\": 3, \"b\": 4, c: 5, c: 6\n}", path: "x")
        #expect(object.int(.a)?.value == 1)
        #expect(object.int(.b) == Located(3, at: JSONTest.at(4, 7)))
        #expect(
            summary(object.finish()) == [
                Expected(
                    line: 3, column: 2,
                    message: "duplicate key `a` in `x`; it is already defined at 2:2, so remove one of them"),
                Expected(
                    line: 4, column: 10,
                    message: "duplicate key `b` in `x`; it is already defined at 4:2, so remove one of them"),
                Expected(line: 4, column: 18, message: "unknown key `c` in `x`; remove it or use one of `a`, `b`"),
                Expected(
                    line: 4, column: 24,
                    message: "duplicate key `c` in `x`; it is already defined at 4:18, so remove one of them"),
            ])
    }

    @Test func aNodeThatIsNotAnObjectIsReportedOnceWithoutMissingKeys() throws {
        var entities = JSONObjectReader<RequiredKey>(try JSONTest.parse("[1]"), path: "entities")
        #expect(!entities.isObject)
        #expect(entities.string(.name) == nil)
        #expect(
            summary(entities.finish()) == [
                Expected(line: 1, column: 1, message: "`entities` must be an object, found an array")
            ])
        let root = try reader("\"x\"", path: "")
        #expect(
            summary(root.finish()) == [
                Expected(
                    line: 1, column: 1, message: "the top level of the file must be an object, found the string \"x\"")
            ])
    }
}
