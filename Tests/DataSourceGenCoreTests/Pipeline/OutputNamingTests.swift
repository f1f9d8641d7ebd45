import Testing

@testable import DataSourceGenCore

/// The naming rules the tool and the plugins share (the plugins compile the same file).
@Suite struct OutputNamingTests {
    @Test(arguments: [
        ("Products.datasources.json", "Products.datasources.swift"),
        ("Sources/App/Products.datasources.json", "Products.datasources.swift"),
        ("dir/A.json", "A.datasources.swift"),
        ("A.json5", "A.datasources.swift"),
        ("Makefile", "Makefile.datasources.swift"),
        (".hidden", ".hidden.datasources.swift"),
    ])
    func outputFileNames(input: String, output: String) {
        #expect(OutputNaming.outputFileName(forInput: input) == output)
    }

    @Test func definitionsFilesNeedANameBeforeTheSuffix() {
        #expect(OutputNaming.isDefinitionsFile("Sources/App/Products.datasources.json"))
        #expect(OutputNaming.isDefinitionsFile("a.datasources.json"))
        #expect(!OutputNaming.isDefinitionsFile("Sources/App/.datasources.json"))
        #expect(!OutputNaming.isDefinitionsFile("Products.datasources.json5"))
        #expect(!OutputNaming.isDefinitionsFile("Products.json"))
    }

    /// On the default macOS and Windows file systems these pairs are one file.
    @Test(arguments: [
        ("Products.datasources.swift", "products.datasources.swift"),
        ("PRODUCTS.datasources.swift", "Products.DataSources.Swift"),
        ("Caf\u{E9}.datasources.swift", "Cafe\u{301}.datasources.swift"),
        ("CAF\u{C9}.datasources.swift", "cafe\u{301}.datasources.swift"),
    ])
    func namesOneFileSystemTreatsAsOne(a: String, b: String) {
        #expect(OutputNaming.sameFileKey(a) == OutputNaming.sameFileKey(b))
    }

    @Test func differentNamesStayDifferent() {
        #expect(
            OutputNaming.sameFileKey("Products.datasources.swift")
                != OutputNaming.sameFileKey("Product.datasources.swift"))
        #expect(
            OutputNaming.sameFileKey("Cafe.datasources.swift")
                != OutputNaming.sameFileKey("Caf\u{E9}.datasources.swift"))
    }

    @Test func productsAndLowercaseProductsClash() {
        let inputs = ["Sources/App/Products.datasources.json", "Sources/App/products.datasources.json"]
        let clashes = OutputNaming.outputNameClashes(among: inputs) { $0 }
        #expect(clashes.map(\.input) == ["Sources/App/products.datasources.json"])
        #expect(clashes.map(\.earlier) == ["Sources/App/Products.datasources.json"])
    }

    @Test func inputsInDifferentFoldersClashByFileName() {
        let clashes = OutputNaming.outputNameClashes(among: [
            "a/Products.datasources.json", "b/Products.json", "c/Orders.datasources.json",
        ]) { $0 }
        #expect(clashes.map(\.input) == ["b/Products.json"])
        #expect(clashes.map(\.earlier) == ["a/Products.datasources.json"])
    }

    @Test func everyLaterInputIsPairedWithTheFirst() {
        let inputs = ["A.datasources.json", "x/a.datasources.json", "y/A.datasources.json", "B.datasources.json"]
        let clashes = OutputNaming.outputNameClashes(among: inputs) { $0 }
        #expect(clashes.map(\.input) == ["x/a.datasources.json", "y/A.datasources.json"])
        #expect(clashes.map(\.earlier) == ["A.datasources.json", "A.datasources.json"])
    }

    @Test func distinctNamesDoNotClash() {
        #expect(
            OutputNaming.outputNameClashes(among: ["Products.datasources.json", "Orders.datasources.json"]) { $0 }
                .isEmpty)
    }

    /// The CLI reports the clash at the later file, before anything is written.
    @Test func theToolRefusesProductsAndLowercaseProducts() {
        let result = GenerationPipeline().run([
            DefinitionsInput(path: "Sources/App/Products.datasources.json", contents: "{}"),
            DefinitionsInput(path: "Sources/App/Other/products.datasources.json", contents: "{}"),
        ])
        #expect(result.files.isEmpty)
        #expect(
            result.diagnostics.map(\.description) == [
                "Sources/App/Other/products.datasources.json:1:1: error: this file generates products.datasources.swift and Sources/App/Products.datasources.json generates Products.datasources.swift, names that differ only in case and so are one file on macOS and Windows; rename one of them"
            ])
    }

    @Test func theToolRefusesOneNameInTwoFolders() {
        let result = GenerationPipeline().run([
            DefinitionsInput(path: "a/Products.datasources.json", contents: "{}"),
            DefinitionsInput(path: "b/Products.datasources.json", contents: "{}"),
        ])
        #expect(result.files.isEmpty)
        #expect(
            result.diagnostics.map(\.description) == [
                "b/Products.datasources.json:1:1: error: this file and a/Products.datasources.json would both generate Products.datasources.swift; rename one of them"
            ])
    }
}
