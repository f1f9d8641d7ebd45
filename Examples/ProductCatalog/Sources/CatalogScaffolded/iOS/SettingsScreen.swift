#if canImport(SwiftUI)
import DataSourceRuntime
import SwiftUI

/// The shop's settings in SwiftUI: the generated `ShopSettings.TableView` over its model, with
/// switches bound to the flags, checkmark radio rows, the theme as a disclosure group.
@available(iOS 17.0, macOS 14.0, *)
struct SettingsScreen: View {
    @State private var model = ShopSettings.Model(state: .shop)
    var body: some View { NavigationStack { ShopSettings.TableView(model: model) } }
}
#endif
