// Choosing among a few text options by index: SegmentedControlPicker (one of a row of segments),
// ValuePicker (a titled row with an inline wheel of options) and FilterFormView (a titled group
// of chips, one or several chosen) (_generated/StyleableComponents/SegmentedControlPicker/,
// ValuePicker/ and FilterFormView/; FilterButtonSize in Utils/FilterForm.swift).
import Foundation
import SwiftUI

/// It has no title and no text-only initializer.
public struct SegmentedControlPicker {
    public init(options: [AttributedString] = [], selectedIndex: Binding<Int>, componentIdentifier: String? = nil) {
        fatalError()
    }
}

extension SegmentedControlPicker: View {
    public var body: Never { return fatalError() }
}

public struct ValuePicker {
    public init(
        @ViewBuilder title: () -> any View,
        @ViewBuilder valueLabel: () -> any View = { EmptyView() },
        options: [AttributedString] = [],
        selectedIndex: Binding<Int>,
        isTrackingLiveChanges: Bool = true,
        alwaysShowPicker: Bool = false,
        controlState: ControlState = .normal,
        pickerVisible: Binding<Bool>,
        componentIdentifier: String? = nil
    ) { fatalError() }
}

extension ValuePicker {
    public init(
        title: AttributedString,
        valueLabel: AttributedString? = nil,
        mandatoryFieldIndicator: TextOrIcon? = nil,
        isRequired: Bool = false,
        options: [AttributedString] = [],
        selectedIndex: Binding<Int>,
        isTrackingLiveChanges: Bool = true,
        alwaysShowPicker: Bool = false,
        controlState: ControlState = .normal,
        pickerVisible: Binding<Bool>
    ) { fatalError() }
}

extension ValuePicker: View {
    public var body: Never { return fatalError() }
}

/// How FilterFormView sizes its chips.
public enum FilterButtonSize {
    case fixed
    case flexible
    case flexibleByMaxChip
}

/// The value is the indices of the chosen options.
public struct FilterFormView {
    public init(
        @ViewBuilder title: () -> any View,
        options: [AttributedString] = [],
        controlState: ControlState = .normal,
        errorMessage: AttributedString? = nil,
        isEnabled: Bool,
        allowsMultipleSelection: Bool = true,
        allowsEmptySelection: Bool = false,
        value: Binding<[Int]>,
        buttonSize: FilterButtonSize = .fixed,
        isSingleLine: Bool = true,
        numberOfLines: Int? = 1,
        onValueChange: (([Int]) -> Void)? = nil,
        @ViewBuilder checkmarkImage: () -> any View = { EmptyView() },
        componentIdentifier: String? = nil
    ) { fatalError() }
}

extension FilterFormView {
    public init(
        title: AttributedString,
        mandatoryFieldIndicator: TextOrIcon? = nil,
        isRequired: Bool = false,
        options: [AttributedString] = [],
        controlState: ControlState = .normal,
        errorMessage: AttributedString? = nil,
        isEnabled: Bool,
        allowsMultipleSelection: Bool = true,
        allowsEmptySelection: Bool = false,
        value: Binding<[Int]>,
        buttonSize: FilterButtonSize = .fixed,
        isSingleLine: Bool = true,
        numberOfLines: Int? = 1,
        onValueChange: (([Int]) -> Void)? = nil,
        @ViewBuilder checkmarkImage: () -> any View = { EmptyView() }
    ) { fatalError() }
}

extension FilterFormView: View {
    public var body: Never { return fatalError() }
}
