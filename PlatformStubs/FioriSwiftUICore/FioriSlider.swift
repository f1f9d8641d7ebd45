// FioriSlider, a titled slider showing its value and the ends of its range, in the standard
// (one-thumb) form of DataTypes/FioriSlider+DataType.swift. Its last parameters, the thumb and
// track shapes and the thumb's half width, are left out here.
import Foundation
import SwiftUI

public struct FioriSlider {}

extension FioriSlider {
    public init(
        title: AttributedString = "",
        @ViewBuilder titleView: () -> any View = { EmptyView() },
        value: Binding<Double>,
        range: ClosedRange<Double> = 0...100,
        step: Double = 1,
        decimalPlaces: Int = 0,
        icon: Image? = nil,
        description: AttributedString? = nil,
        valueLabel: AttributedString? = nil,
        @ViewBuilder valueLabelView: () -> any View = { EmptyView() },
        showsValueLabel: Bool = true,
        valueFormat: String? = nil,
        @ViewBuilder leadingAccessory: () -> any View = { EmptyView() },
        showsLeadingAccessory: Bool = true,
        leadingValueFormat: String? = nil,
        @ViewBuilder trailingAccessory: () -> any View = { EmptyView() },
        showsTrailingAccessory: Bool = true,
        trailingValueFormat: String? = nil,
        onValueChange: ((Bool, Double) -> Void)? = nil,
        wrapperBuiltInSlider: Bool = false
    ) { fatalError() }
}

extension FioriSlider: View {
    public var body: Never { return fatalError() }
}
