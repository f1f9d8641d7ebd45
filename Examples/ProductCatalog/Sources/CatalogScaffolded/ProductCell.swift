#if canImport(UIKit)
import UIKit

/// The product card of the shop window (`ProductCards`).
public final class ProductCell: UICollectionViewCell {
    /// What the card shows.
    public var title = ""
}
#else
/// The product card on platforms without UIKit, where the section controller is driven by the
/// runtime's headless host in tests.
public final class ProductCell {
    /// What the card shows.
    public var title = ""

    public init() {}
}
#endif
