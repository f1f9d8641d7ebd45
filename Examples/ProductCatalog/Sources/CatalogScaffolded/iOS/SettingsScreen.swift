#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
import DataSourceRuntime
import SwiftUI

/// The shop's settings in SwiftUI: the generated `ShopSettings.TableView` over its model, with
/// switches bound to the flags, checkmark radio rows, the theme as a disclosure group; a tap on a
/// favourite reaches `openProduct` through the table's `RowActions`.
struct SettingsScreen: View {
    var openProduct: (Product) -> Void = { _ in }
    @State private var model = ShopSettings.Model(state: .shop)
    var body: some View { ShopSettings.TableView(model: model, actions: .init(didSelectFavourites: openProduct)) }
}
#endif
