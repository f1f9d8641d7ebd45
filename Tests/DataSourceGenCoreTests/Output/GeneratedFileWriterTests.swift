import DataSourceGenCore
import Foundation
import Testing

@Suite struct GeneratedFileWriterTests {
    @Test func writesFilesAndCreatesDirectories() throws {
        let temp = try TemporaryDirectory()
        let writer = GeneratedFileWriter(outputDirectory: temp.sub("out/Generated"))
        let report = try writer.write([
            GeneratedFile(relativePath: "A.swift", contents: "// A\n"),
            GeneratedFile(relativePath: "Sub/Deep/B.swift", contents: "// B é\n"),
        ])
        #expect(report == .init(written: ["A.swift", "Sub/Deep/B.swift"], unchanged: []))
        #expect(temp.read("out/Generated/A.swift") == "// A\n")
        #expect(temp.read("out/Generated/Sub/Deep/B.swift") == "// B é\n")
        #expect(temp.listing("out/Generated") == ["A.swift", "Sub", "Sub/Deep", "Sub/Deep/B.swift"])
    }

    @Test func unchangedFilesAreNotTouched() throws {
        let temp = try TemporaryDirectory()
        let writer = GeneratedFileWriter(outputDirectory: temp.sub("out"))
        let files = [
            GeneratedFile(relativePath: "A.swift", contents: "a"),
            GeneratedFile(relativePath: "B.swift", contents: "b"),
        ]
        _ = try writer.write(files)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for name in ["out/A.swift", "out/B.swift"] {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: temp.sub(name))
        }
        let inodeBefore = try temp.inode("out/A.swift")

        let again = try writer.write(files)
        #expect(again == .init(written: [], unchanged: ["A.swift", "B.swift"]))
        #expect(try temp.modificationDate("out/A.swift") == past)
        #expect(try temp.inode("out/A.swift") == inodeBefore)

        let changed = try writer.write([GeneratedFile(relativePath: "A.swift", contents: "a2"), files[1]])
        #expect(changed == .init(written: ["A.swift"], unchanged: ["B.swift"]))
        #expect(temp.read("out/A.swift") == "a2")
        #expect(try temp.modificationDate("out/B.swift") == past)
        // Replaced by renaming a new file over it, not rewritten in place.
        #expect(try temp.inode("out/A.swift") != inodeBefore)
        #expect(temp.listing("out") == ["A.swift", "B.swift"])
    }

    @Test(arguments: [
        ("", OutputError.PathProblem.empty), ("/etc/passwd", .absolute), ("../x.swift", .parentComponent),
        ("a/../../x.swift", .parentComponent), ("./a.swift", .currentComponent), ("a/./b.swift", .currentComponent),
        ("a//b.swift", .emptyComponent), ("a/", .emptyComponent), ("a\\b.swift", .backslash), ("a\0b", .nul),
    ])
    func rejectsPathsThatAreNotPlainRelativePaths(path: String, problem: OutputError.PathProblem) throws {
        let temp = try TemporaryDirectory()
        let writer = GeneratedFileWriter(outputDirectory: temp.sub("out"))
        let files = [
            GeneratedFile(relativePath: "Good.swift", contents: "x"),
            GeneratedFile(relativePath: path, contents: "x"),
        ]
        #expect(throws: OutputError(.invalidRelativePath(path, problem))) { try writer.write(files) }
        #expect(!temp.exists("out"))
    }

    @Test func rejectsSetsThatWouldOverwriteThemselves() throws {
        let temp = try TemporaryDirectory()
        let writer = GeneratedFileWriter(outputDirectory: temp.sub("out"))
        func files(_ paths: String...) -> [GeneratedFile] {
            paths.map { GeneratedFile(relativePath: $0, contents: "") }
        }
        #expect(throws: OutputError(.duplicatePath("A.swift"))) { try writer.write(files("A.swift", "A.swift")) }
        #expect(throws: OutputError(.pathsDifferOnlyInCase("a.swift", "A.swift"))) {
            try writer.write(files("a.swift", "A.swift"))
        }
        #expect(throws: OutputError(.pathsDifferOnlyInCase("Caf\u{E9}.swift", "Cafe\u{301}.swift"))) {
            try writer.write(files("Caf\u{E9}.swift", "Cafe\u{301}.swift"))
        }
        #expect(throws: OutputError(.fileInsideFile(file: "Models", nested: "Models/A.swift"))) {
            try writer.write(files("Models", "Models/A.swift"))
        }
        #expect(!temp.exists("out"))
    }

    @Test func refusesSymbolicLinksThatLeaveTheOutputDirectory() throws {
        let temp = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: temp.sub("out"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: temp.sub("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: temp.sub("out2"), withIntermediateDirectories: true)
        try temp.link("out/escape", to: temp.sub("elsewhere"))
        try temp.link("out/sibling", to: "../out2")
        let writer = GeneratedFileWriter(outputDirectory: temp.sub("out"))
        let good = GeneratedFile(relativePath: "Good.swift", contents: "x")

        #expect(
            throws: OutputError(
                .symbolicLinkLeavesOutputDirectory(
                    path: temp.sub("out/escape"),
                    destination: temp.sub("elsewhere")))
        ) {
            try writer.write([good, GeneratedFile(relativePath: "escape/A.swift", contents: "x")])
        }
        // `/out2` starts with the characters of `/out` but is not inside it.
        #expect(
            throws: OutputError(
                .symbolicLinkLeavesOutputDirectory(
                    path: temp.sub("out/sibling"),
                    destination: temp.sub("out2")))
        ) {
            try writer.write([GeneratedFile(relativePath: "sibling/A.swift", contents: "x")])
        }
        #expect(temp.listing("elsewhere").isEmpty)
        #expect(temp.listing("out2").isEmpty)
        #expect(!temp.exists("out/Good.swift"))
    }

    @Test func followsSymbolicLinksThatStayInside() throws {
        let temp = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: temp.sub("out/v2"), withIntermediateDirectories: true)
        try temp.link("out/current", to: "v2")
        let report = try GeneratedFileWriter(outputDirectory: temp.sub("out"))
            .write([GeneratedFile(relativePath: "current/A.swift", contents: "x")])
        #expect(report.written == ["current/A.swift"])
        #expect(temp.read("out/v2/A.swift") == "x")
    }

    @Test func acceptsLinksAboveTheOutputDirectoryButNotTheDirectoryItself() throws {
        let temp = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: temp.sub("real/out"), withIntermediateDirectories: true)
        try temp.link("alias", to: temp.sub("real"))
        try temp.link("outLink", to: temp.sub("real/out"))
        let file = GeneratedFile(relativePath: "A.swift", contents: "x")

        _ = try GeneratedFileWriter(outputDirectory: temp.sub("alias/out")).write([file])
        #expect(temp.read("real/out/A.swift") == "x")
        #expect(throws: OutputError(.outputDirectoryIsSymbolicLink(temp.sub("outLink")))) {
            try GeneratedFileWriter(outputDirectory: temp.sub("outLink")).write([file])
        }
        #expect(throws: OutputError(.outputDirectoryIsSymbolicLink(temp.sub("outLink/")))) {
            try GeneratedFileWriter(outputDirectory: temp.sub("outLink/")).write([file])
        }
    }

    @Test func refusesWhatIsInTheWay() throws {
        let temp = try TemporaryDirectory()
        try temp.write("out/Plain", "not a directory")
        try FileManager.default.createDirectory(atPath: temp.sub("out/Dir.swift"), withIntermediateDirectories: true)
        try temp.write("out/target.txt", "t")
        try temp.link("out/Link.swift", to: "target.txt")
        try temp.link("out/Dangling", to: "nowhere")
        try temp.write("file", "x")
        let writer = GeneratedFileWriter(outputDirectory: temp.sub("out"))
        func write(_ path: String) throws { _ = try writer.write([GeneratedFile(relativePath: path, contents: "x")]) }

        #expect(throws: OutputError(.notADirectory(temp.sub("out/Plain")))) { try write("Plain/A.swift") }
        #expect(throws: OutputError(.notARegularFile(temp.sub("out/Dir.swift")))) { try write("Dir.swift") }
        #expect(throws: OutputError(.notARegularFile(temp.sub("out/Link.swift")))) { try write("Link.swift") }
        #expect(throws: OutputError(.danglingSymbolicLink(temp.sub("out/Dangling")))) { try write("Dangling/A.swift") }
        #expect(throws: OutputError(.outputDirectoryIsNotADirectory(temp.sub("file")))) {
            try GeneratedFileWriter(outputDirectory: temp.sub("file")).write([])
        }
        #expect(temp.read("out/target.txt") == "t")
    }

    @Test func messagesSayWhatToFix() {
        let message = OutputError(.symbolicLinkLeavesOutputDirectory(path: "out/l", destination: "/etc")).description
        #expect(
            message == "'out/l' is a symbolic link to '/etc', outside the output directory; remove the "
                + "link, generated files are only written inside it")
        #expect(
            OutputError(.invalidRelativePath("../x", .parentComponent)).description
                == "generated file path '../x' contains a '..' component; use a relative path of plain "
                + "'/'-separated names inside the output directory")
    }
}
