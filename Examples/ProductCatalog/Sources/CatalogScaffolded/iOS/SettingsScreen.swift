import DataSourceRuntime
import SwiftUI

/// The shop's settings in SwiftUI: the generated `ShopSettings.TableView` over its model, with
/// switches bound to the flags, checkmark radio rows, the theme as a disclosure group. As in
/// `SettingsViewController`, the chosen start aisle is the screen's title: the title reads it from
/// the model's state, which a tap on an aisle changes, so the screen needs no selection handler.
struct SettingsScreen: View {
    @State private var model = ShopSettings.Model(state: .shop)
    var body: some View { ShopSettings.TableView(model: model).navigationTitle(model.state.title) }
}
