// ListPickerDestination over a flat or hierarchical collection: the list of options a
// ListPickerItem navigates to, with single or multiple selection, optional search and the row
// builder (_FioriStyles/ListPickerDestinationStyle.fiori.swift; the type itself is in
// _generated/StyleableComponents/ListPickerDestination/). A set of identifiers is bound with the
// label `selections:`, a single identifier with `selection:`. With `isTrackingLiveChanges`
// false the binding changes only when the user applies. Search is on when `searchFilter` is
// given. These initializers give a multiple-selection list of one section SAP's own Select All and
// Deselect All buttons, which act on the rows shown; `selectAllActionStyle` and
// `deselectAllActionStyle` (ListPickerModifiers.swift) redraw them. The initializers taking the
// destination's own slots (cancel and apply actions, section titles) are not declared.
import Foundation
import SwiftUI

public struct ListPickerDestination {
    /// Single selection that may be empty.
    public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        children: KeyPath<Data.Element, Data?>? = nil,
        selection: Binding<ID?>,
        isTrackingLiveChanges: Bool = true,
        prompt: AttributedString? = nil,
        searchPrompt: String? = nil,
        searchFilter: ((Data.Element, String) -> Bool)? = nil,
        @ViewBuilder rowContent: @escaping (Data.Element) -> some View
    ) { fatalError() }

    /// Single selection that is never empty.
    public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        children: KeyPath<Data.Element, Data?>? = nil,
        selection: Binding<ID>,
        isTrackingLiveChanges: Bool = true,
        prompt: AttributedString? = nil,
        searchPrompt: String? = nil,
        searchFilter: ((Data.Element, String) -> Bool)? = nil,
        @ViewBuilder rowContent: @escaping (Data.Element) -> some View
    ) { fatalError() }

    /// Multiple selection, `nil` standing for none.
    public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        children: KeyPath<Data.Element, Data?>? = nil,
        selections: Binding<Set<ID>?>,
        isTrackingLiveChanges: Bool = true,
        prompt: AttributedString? = nil,
        searchPrompt: String? = nil,
        searchFilter: ((Data.Element, String) -> Bool)? = nil,
        @ViewBuilder rowContent: @escaping (Data.Element) -> some View
    ) { fatalError() }

    /// Multiple selection; `allowEmpty` false keeps at least one selected.
    public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data,
        id: KeyPath<Data.Element, ID>,
        children: KeyPath<Data.Element, Data?>? = nil,
        selections: Binding<Set<ID>>,
        allowEmpty: Bool = true,
        isTrackingLiveChanges: Bool = true,
        prompt: AttributedString? = nil,
        searchPrompt: String? = nil,
        searchFilter: ((Data.Element, String) -> Bool)? = nil,
        @ViewBuilder rowContent: @escaping (Data.Element) -> some View
    ) { fatalError() }
}

extension ListPickerDestination: View {
    public var body: Never { return fatalError() }
}
