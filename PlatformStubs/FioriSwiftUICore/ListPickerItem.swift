// ListPickerItem: a form row showing a title and the selected value(s) that navigates to its
// destination, usually a ListPickerDestination
// (_generated/StyleableComponents/ListPickerItem/ListPickerItem.generated.swift). It does not
// read the destination's selection: the caller renders the value itself. Both initializers
// also take `axis: Axis = .horizontal` before `destination`, left out here (see
// FioriSwiftUICore.swift).
import Foundation
import SwiftUI

public struct ListPickerItem {
    /// Every slot as a view.
    public init(
        @ViewBuilder title: () -> any View,
        @ViewBuilder value: () -> any View = { EmptyView() },
        @ViewBuilder description: () -> any View = { EmptyView() },
        controlState: ControlState = .normal,
        errorMessage: AttributedString? = nil,
        @ViewBuilder destination: () -> any View = { EmptyView() },
        componentIdentifier: String? = nil
    ) { fatalError() }
}

extension ListPickerItem {
    /// The title and value as text; `isRequired` adds the mandatory-field indicator.
    public init(
        title: AttributedString,
        value: AttributedString? = nil,
        description: AttributedString? = nil,
        mandatoryFieldIndicator: TextOrIcon? = nil,
        isRequired: Bool = false,
        controlState: ControlState = .normal,
        errorMessage: AttributedString? = nil,
        @ViewBuilder destination: () -> any View = { EmptyView() }
    ) { fatalError() }
}

extension ListPickerItem: View {
    public var body: Never { return fatalError() }
}
