#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import DataSourceRuntime
import SwiftUI

/// The shop's settings in SwiftUI: the generated `ShopSettings.TableView` over its model, with
/// switches bound to the flags, checkmark radio rows, the theme as a disclosure group; taps on an
/// aisle or a favourite reach `SettingsActions`, the same `RowHandlers` the UIKit screen has.
struct SettingsScreen: View {
    @State private var model = ShopSettings.Model(state: .shop)
    @State private var actions = SettingsActions()
    var body: some View { NavigationStack { ShopSettings.TableView(model: model, handlers: actions) } }
}

// MARK: - App logic

/// What a tap does: remembers the aisle the catalogue opens on, and opens a favourite product.
@MainActor
final class SettingsActions: ShopSettings.RowHandlers {
    var startAisle: Category?
    var openProduct: (Product) -> Void = { _ in }

    func didSelectStartAisle(_ option: Category) { startAisle = option }
    func didSelectFavourites(_ element: Product) { openProduct(element) }
}
#endif
