#if canImport(UIKit)
import UIKit

extension UITableView {
    /// A cell showing `item`'s title and subtitle, dequeued by the reuse identifier
    /// `"TitledListItem"` when the table has such cells, else a new `.subtitle` cell: what a
    /// generated picker or list screen shows when the app gives no cell provider.
    public func titledItemCell(for item: some TitledListItem) -> UITableViewCell {
        let cell =
            dequeueReusableCell(withIdentifier: "TitledListItem")
            ?? UITableViewCell(style: .subtitle, reuseIdentifier: "TitledListItem")
        cell.textLabel?.text = item.listPickerTitle
        cell.detailTextLabel?.text = item.listPickerSubtitle
        return cell
    }
}

extension TableScheme {
    /// What a generated table's cell shows when the app leaves its configuration as it is:
    /// `title` as its text, and `accessory` (a radio row's checkmark, a collapsed accordion's
    /// disclosure indicator). A cell that is not a `UITableViewCell` is left as it is.
    @MainActor
    public static func showTitle(_ title: String, in cell: AnyObject, accessory: UITableViewCell.AccessoryType = .none)
    {
        guard let cell = cell as? UITableViewCell else { return }
        cell.textLabel?.text = title
        cell.accessoryType = accessory
    }
}

extension UIView {
    /// Keeps `object` alive for as long as this view: for a data source that the view (a list
    /// picker in a form cell, say) holds weakly. One object per class: keeping another object of
    /// the same class releases the first.
    public func keepAlive(_ object: AnyObject) {
        // The class object is unique and lives forever, so its address is a key no one else uses.
        let key = unsafeBitCast(type(of: object), to: UnsafeRawPointer.self)
        objc_setAssociatedObject(self, key, object, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
}

extension UISearchResultsUpdating where Self: ListHostTableViewDataSource {
    /// A search controller whose text this data source searches by, the list staying visible
    /// while the user types: set it as the navigation item's `searchController`. The controller
    /// holds this data source weakly, as UIKit does.
    @MainActor
    public func makeSearchController() -> UISearchController {
        let controller = UISearchController(searchResultsController: nil)
        controller.searchResultsUpdater = self
        controller.obscuresBackgroundDuringPresentation = false
        return controller
    }
}
#endif
