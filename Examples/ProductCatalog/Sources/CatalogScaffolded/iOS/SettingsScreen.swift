#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import DataSourceRuntime
import SwiftUI

/// The shop's settings in SwiftUI: the generated `ShopSettings.TableView` over its model, with
/// switches bound to the flags, checkmark radio rows, the theme as a disclosure group; taps on an
/// aisle or a favourite reach `SettingsActions`, the same `RowHandlers` the UIKit screen has.
@available(iOS 17.0, macOS 14.0, *)
struct SettingsScreen: View {
    @State private var settings = SettingsActions()
    var body: some View { NavigationStack { ShopSettings.TableView(model: settings.model, handlers: settings) } }
}

// MARK: - App logic

/// The settings screen's model, and what a tap does: remembers the aisle the catalogue opens
/// on, and opens a favourite product.
@available(iOS 17.0, macOS 14.0, *)
@MainActor
final class SettingsActions: ShopSettings.RowHandlers {
    let model = ShopSettings.Model(state: .shop)
    var startAisle: Category?
    var openProduct: (Product) -> Void = { _ in }

    func didSelectStartAisle(_ option: Category) { startAisle = option }
    func didSelectFavourites(_ element: Product) { openProduct(element) }
}
#endif
