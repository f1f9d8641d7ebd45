import Testing

@testable import DataSourceGenCore

/// Where long names leave a line too long however its brackets, operators and assignment are
/// broken, a label's value, a return type, a chain's last members and a generic type's arguments
/// go on the next line; numbers, key paths and optional chains are never broken.
struct LineWrapperLongNameTests {
    static let name = "Technician" + String(repeating: "X", count: 50)
    static let member = "equipment" + String(repeating: "Y", count: 50)

    @Test func aLabelsValueGoesOnTheNextLine() {
        let line = "        var crew\(Self.member): \(Self.name).FioriDataSource"
        #expect(
            LineWrapper.wrap(line) == """
                        var crew\(Self.member):
                            \(Self.name).FioriDataSource
                """)
    }

    @Test func aReturnTypeGoesOnTheNextLine() {
        let line = "        func make\(Self.member)Cell() -> \(Self.name)Cell {"
        #expect(
            LineWrapper.wrap(line) == """
                        func make\(Self.member)Cell() ->
                            \(Self.name)Cell {
                """)
    }

    /// The last member first, then earlier ones, until both lines fit.
    @Test func aChainBreaksBeforeAMember() {
        let member = "equipment" + String(repeating: "Y", count: 31)
        let short = "                \(Self.name).\(member).enumerated()"
        #expect(
            LineWrapper.wrap(short) == """
                                \(Self.name).\(member)
                                    .enumerated()
                """)
        let long = "                \(Self.name).\(Self.member)Options.enumerated()"
        #expect(
            LineWrapper.wrap(long) == """
                                \(Self.name)
                                    .\(Self.member)Options.enumerated()
                """)
    }

    @Test func aGenericTypesArgumentsGoOnALineOfTheirOwn() {
        let line = "    ) -> ListPickerLoadReport<\(Self.name)Picker.DataSource.SelectionKey> {"
        #expect(
            LineWrapper.wrap(line) == """
                    ) -> ListPickerLoadReport<
                        \(Self.name)Picker.DataSource.SelectionKey
                    > {
                """)
    }

    @Test(arguments: [
        "        let value = 1.5 + \\\(Self.name).\(Self.member) + \(Self.member)",
        "        let value = \(Self.name)?.\(Self.member)?.\(Self.member)",
        "        let value = \(Self.name)!.\(Self.member)x\(Self.member)",
    ])
    func numbersKeyPathsAndOptionalChainsAreNotBrokenAtTheirDots(line: String) {
        let lines = LineWrapper.wrap(line).split(separator: "\n")
        #expect(lines.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).hasPrefix(".") })
    }

    @Test func aLabelWithALiteralKeepsItAndTheLiteralBecomesMultiLine() {
        let line = "            footer: \"\(String(repeating: "word ", count: 30))\","
        #expect(LineWrapper.wrap(line).hasPrefix("            footer: \"\"\""))
    }
}
