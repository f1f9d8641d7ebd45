import Testing

@testable import DataSourceGenCore

@Suite struct InitNextStepsTests {
    @Test func aPathInsideATargetNamesTheTargetAndTheExcludeEntry() {
        let text = InitNextSteps.text(for: "Sources/Catalog/Models/Products.datasources.json")
        #expect(text.hasPrefix("datasource-gen: wrote Sources/Catalog/Models/Products.datasources.json\n"))
        #expect(text.contains("how target 'Catalog' gets its code"))
        #expect(text.contains("plugins: [.plugin(name: \"DataSourceGenPlugin\", package: \"DataSourceGen\")]"))
        #expect(
            text.contains("exclude: [\"Models/Products.datasources.json\"]"),
            "exclude paths are relative to the target's folder")
        #expect(text.contains("generate-data-sources --target Catalog`"))
        #expect(text.contains("commit Sources/Catalog/Generated/"))
        #expect(
            text.contains(
                "`datasource-gen generate Sources/Catalog/Models/Products.datasources.json --output Sources/Catalog/Generated`"
            ))
    }

    @Test func aPathOutsideAPackageLayoutGetsPlaceholdersNotGuesses() {
        let text = InitNextSteps.text(for: "My Defs/Shop.datasources.json")
        #expect(text.contains("target '<Target>'"))
        #expect(text.contains("exclude: [\"<path inside the target>\"]"))
        #expect(
            text.contains(
                "`datasource-gen generate 'My Defs/Shop.datasources.json' --output Sources/<Target>/Generated`"))
    }

    @Test func targetPlaceReadsTheInnermostSourcesFolder() {
        #expect(
            InitNextSteps.TargetPlace("/Users/me/App/Sources/Feed/A.datasources.json")
                == .init(target: "Feed", pathInTarget: "A.datasources.json"))
        #expect(InitNextSteps.TargetPlace("Sources/Feed") == nil)
        #expect(InitNextSteps.TargetPlace("A.datasources.json") == nil)
    }
}
