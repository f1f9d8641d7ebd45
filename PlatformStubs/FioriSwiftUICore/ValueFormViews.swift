// Form rows holding one value: SwitchView (a titled toggle), KeyValueItem (a read-only key and
// value) and StepperView (a number edited as text between decrement and increment buttons)
// (_generated/StyleableComponents/SwitchView/, KeyValueItem/ and StepperView/). KeyValueItem's
// initializers also end with `axis: Axis = .horizontal`, left out here.
import Foundation
import SwiftUI

public struct SwitchView {
    public init(
        @ViewBuilder title: () -> any View,
        isOn: Binding<Bool>,
        @ViewBuilder stateLabel: () -> any View = { EmptyView() },
        @ViewBuilder icon: () -> any View = { EmptyView() },
        @ViewBuilder description: () -> any View = { EmptyView() },
        controlState: ControlState = .normal,
        componentIdentifier: String? = nil
    ) { fatalError() }
}

extension SwitchView {
    public init(
        title: AttributedString,
        isOn: Binding<Bool>,
        stateLabel: AttributedString? = nil,
        icon: Image? = nil,
        description: AttributedString? = nil,
        controlState: ControlState = .normal
    ) { fatalError() }
}

extension SwitchView: View {
    public var body: Never { return fatalError() }
}

public struct KeyValueItem {
    public init(
        @ViewBuilder key: () -> any View,
        @ViewBuilder value: () -> any View = { EmptyView() },
        controlState: ControlState = .normal,
        errorMessage: AttributedString? = nil,
        componentIdentifier: String? = nil
    ) { fatalError() }
}

extension KeyValueItem {
    public init(
        key: AttributedString,
        value: AttributedString? = nil,
        controlState: ControlState = .normal,
        errorMessage: AttributedString? = nil
    ) { fatalError() }
}

extension KeyValueItem: View {
    public var body: Never { return fatalError() }
}

/// The value is the text binding; `stepRange` bounds it and `step` is added or taken away.
public struct StepperView {
    public init(
        @ViewBuilder title: () -> any View,
        @ViewBuilder decrementAction: () -> any View = { EmptyView() },
        text: Binding<String>,
        isSecureEnabled: Bool? = false,
        formatter: FormattedStringEditing? = nil,
        @ViewBuilder incrementAction: () -> any View = { EmptyView() },
        step: Double = 1,
        stepRange: ClosedRange<Double>,
        isDecimalSupported: Bool = false,
        @ViewBuilder icon: () -> any View = { EmptyView() },
        @ViewBuilder description: () -> any View = { EmptyView() },
        componentIdentifier: String? = nil
    ) { fatalError() }
}

extension StepperView {
    public init(
        title: AttributedString,
        decrementAction: FioriButton? = nil,
        text: Binding<String>,
        isSecureEnabled: Bool? = false,
        formatter: FormattedStringEditing? = nil,
        incrementAction: FioriButton? = nil,
        step: Double = 1,
        stepRange: ClosedRange<Double>,
        isDecimalSupported: Bool = false,
        icon: Image? = nil,
        description: AttributedString? = nil
    ) { fatalError() }
}

extension StepperView: View {
    public var body: Never { return fatalError() }
}
