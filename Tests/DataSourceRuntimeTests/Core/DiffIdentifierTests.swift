import DataSourceRuntime
import Foundation
import Testing

@Suite struct DiffIdentifierTests {
    @Test func equalityAndHashFollowTheValue() {
        let a = DiffIdentifier("sku-1")
        #expect(a.isEqual(DiffIdentifier("sku-1")))
        #expect(a.hash == DiffIdentifier("sku-1").hash)
        #expect(!a.isEqual(DiffIdentifier("sku-2")))
        #expect(!a.isEqual(DiffIdentifier(1)), "another identifier type is never equal")
        #expect(!a.isEqual(nil) && !a.isEqual("sku-1"))
        #expect(Set([DiffIdentifier(1), DiffIdentifier(1), DiffIdentifier(2)]).count == 2)
    }
}
