import DataSourceRuntime
import DataSourceRuntimeTesting
import Foundation
import Testing

#if canImport(UIKit)
import UIKit

/// The app's cell class the `Gallery` definitions declare; a `UICollectionViewCell` on iOS, as the
/// generated IGListKit section controllers require.
final class PhotoCell: UICollectionViewCell {
    var text = ""
}
#else
/// The same cell class on the headless host, which has no UIKit.
final class PhotoCell {
    let reuseIdentifier: String
    var text = ""
    init(reuseIdentifier: String) { self.reuseIdentifier = reuseIdentifier }
}

/// The generated `Gallery` code on the headless host: class cells are configured without
/// `inout`, and the section controllers work through the runtime's adapter.
@Suite struct GallerySectionControllerTests {
    static let photos = [
        Photo(
            id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, caption: "Harbour", tags: ["sea", "boats"]),
        Photo(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, caption: "Ridge", tags: []),
    ]

    func adapter(_ controller: @escaping (Photo) -> any SectionController<Photo, PhotoCell>) -> SectionAdapter<
        Photo, PhotoCell
    > {
        SectionAdapter<Photo, PhotoCell>(
            dequeue: { reuse, _ in PhotoCell(reuseIdentifier: reuse) }, controller: controller)
    }

    @Test func tilesShowOneCellPerPhoto() throws {
        let adapter = adapter { _ in PhotoTiles.makeController { cell, photo, _ in cell.text = photo.caption } }
        var host = HeadlessListHost<PhotoCell>(rules: .collectionView)
        try adapter.performUpdates(to: Self.photos, on: &host)
        #expect(host.sections.map { $0.map(\.text) } == [["Harbour"], ["Ridge"]])
        #expect(PhotoTiles.sizing == .grid(columns: 2, aspectRatio: 1))
    }

    @Test func tagsShowOneCellPerTag() throws {
        let adapter = adapter { _ in PhotoTags.makeController { cell, photo, index in cell.text = photo.tags[index] } }
        var host = HeadlessListHost<PhotoCell>(rules: .collectionView)
        try adapter.performUpdates(to: Self.photos, on: &host)
        #expect(host.sections.map { $0.map(\.text) } == [["sea", "boats"], []])
        #expect(host.sections.flatMap { $0 }.allSatisfy { $0.reuseIdentifier == "tag" })
    }
}
#endif
