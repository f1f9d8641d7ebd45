import DataSourceRuntime
import Foundation
import Testing

/// The identity of the cells the generated SwiftUI models hand a view: an `each` controller's cells
/// follow their elements (the element's `id` when Identifiable, else the element), equal elements
/// get distinct identities, and a fixed number of cells are keyed by position.
@MainActor @Suite struct SectionCellIdentityTests {
    func cells(_ tags: [String]) -> [SectionCell<String>] {
        let model = TagGrid.Model(objects: [Post(id: 1, author: "ana", text: "tags", tags: tags)])
        return model.shownSections[0].cells
    }

    @Test func removingATagKeepsTheOtherTagsCells() {
        let before = cells(["swift", "ios", "linux"])
        let after = cells(["swift", "linux"])
        #expect(after.map(\.id) == [before[0].id, before[2].id])
        #expect(after.map(\.index) == [0, 1] && after.map(\.id.key) == ["swift", "linux"])
    }

    @Test func equalTagsGetDistinctIdentities() {
        let shown = cells(["a", "b", "a", "a"])
        #expect(Set(shown.map(\.id)).count == 4)
        #expect(shown.map(\.id.occurrence) == [0, 0, 1, 2] && shown.map(\.index) == [0, 1, 2, 3])
    }

    @Test func photosAreKeyedByTheirIDsEvenWhenTheirContentChanges() {
        let photos = (0..<3).map { Photo(id: UUID(), caption: "p\($0)", tags: []) }
        let model = AlbumPhotos.Model(objects: [Album(id: 1, name: "Trip", photos: photos)])
        let before = model.shownSections[0].cells
        #expect(before.map(\.id.key) == photos.map(\.id))
        let edited = [Photo(id: photos[2].id, caption: "renamed", tags: ["new"]), photos[0]]
        model.show([Album(id: 1, name: "Trip", photos: edited)])
        #expect(model.shownSections[0].cells.map(\.id) == [before[2].id, before[0].id])
        #expect(model.shownSections[0].cells.map(\.index) == [0, 1])
    }

    @Test func aFixedNumberOfCellsIsKeyedByPosition() {
        let pairs = PostPair.Model(objects: FeedSectionControllerTests.posts)
        #expect(pairs.shownSections.allSatisfy { $0.cells.map(\.id.key) == [0, 1] && $0.itemCount == 2 })
        let rows = PostRows.Model(objects: FeedSectionControllerTests.posts)
        #expect(rows.shownSections.allSatisfy { $0.cells.map(\.id.key) == [0] })
    }

    /// Seeded random edits of a post's tags (from a small alphabet, so tags repeat): after each,
    /// the cells' identities are unique, each names its tag, and they follow the tags: an insertion
    /// adds one identity, a removal takes one away (equal tags are interchangeable: the last
    /// occurrence's), and a move keeps them all.
    @Test(arguments: 0..<20)
    func identitiesAreUniqueAndFollowTheTags(seed: UInt64) {
        var generator = SplitMix64(seed: 0xCE11_0000 + seed)
        func below(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        var tags: [String] = []
        let model = TagGrid.Model()
        for step in 0..<60 {
            let before = Set(model.shownSections.first?.cells.map(\.id) ?? [])
            var expected = before
            if tags.isEmpty || below(3) == 0 {
                let tag = ["a", "b", "c", "d"][below(4)]
                expected.insert(SectionCell.ID(key: tag, occurrence: tags.count { $0 == tag }))
                tags.insert(tag, at: below(tags.count + 1))
            } else if below(2) == 0 {
                let tag = tags.remove(at: below(tags.count))
                expected.remove(SectionCell.ID(key: tag, occurrence: tags.count { $0 == tag }))
            } else {
                tags.insert(tags.remove(at: below(tags.count)), at: below(tags.count + 1))
            }
            model.show([Post(id: 1, author: "ana", text: "tags", tags: tags)])
            let shown = model.shownSections[0].cells
            #expect(Set(shown.map(\.id)) == expected, "seed \(seed) step \(step)")
            #expect(shown.count == tags.count && Set(shown.map(\.id)).count == tags.count, "seed \(seed) step \(step)")
            #expect(
                shown.map(\.id.key) == tags && shown.map(\.index) == Array(tags.indices), "seed \(seed) step \(step)")
        }
    }
}
