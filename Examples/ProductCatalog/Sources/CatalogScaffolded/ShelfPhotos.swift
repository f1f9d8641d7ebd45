import Foundation

/// Where the restock request screens keep the shelf photos their attachments row picks, in place
/// of the app's photo store. It takes the row's items as they come, a SwiftUI screen's
/// `PhotosPickerItem`s or a Fiori one's `AttachmentInfo`s, so it names neither framework; an app's
/// store would load or copy each one into the file its URL names.
@MainActor
public enum ShelfPhotos {
    /// The items picked last, in the order the request's `photos` name them.
    public private(set) static var picked: [Any] = []

    /// The folder the photos' files are named in.
    public static let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("ShelfPhotos")

    /// Keeps `items` in place of those picked before, and returns the URL of each one's file.
    public static func keep<Item>(_ items: [Item]) -> [URL] {
        picked = items
        return items.indices.map { folder.appendingPathComponent("photo-\($0 + 1).jpg") }
    }
}

extension RestockRequestForm.FormModel {
    /// Keeps the photos the form's attachments row picked (``ShelfPhotos``) and names them in the
    /// request's `photos`, which the form checks (at most 4): what the SwiftUI and Fiori restock
    /// request screens hand the row's items to, every time they change.
    public func keep<Item>(_ picked: [Item]) {
        photos = ShelfPhotos.keep(picked)
    }
}
