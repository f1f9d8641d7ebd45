import Testing

@testable import DataSourceGenCore

@Suite struct ShellWordTests {
    @Test func plainWordsStayAsTheyAre() {
        #expect(ShellWord.quoted("Sources/App/Model.datasources.json") == "Sources/App/Model.datasources.json")
        #expect(ShellWord.quoted("--output=Gen") == "--output=Gen")
    }

    @Test func anythingAShellWouldReadDifferentlyIsSingleQuoted() {
        #expect(ShellWord.quoted("My Models/A.json") == "'My Models/A.json'")
        #expect(ShellWord.quoted("it's") == "'it'\\''s'")
        #expect(ShellWord.quoted("$(rm -rf ~)") == "'$(rm -rf ~)'")
        #expect(ShellWord.quoted("") == "''")
        #expect(ShellWord.quoted("café") == "'café'")
    }
}
