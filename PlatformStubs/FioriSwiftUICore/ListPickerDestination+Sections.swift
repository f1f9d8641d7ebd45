// ListPickerDestination over titled sections: the same four selection shapes as the flat
// initializers, over a collection of ListPickerSectionModel values whose `items` hold the
// options (_FioriStyles/ListPickerDestinationStyle.fiori.swift, "Grouped Initializer").
import Foundation
import SwiftUI

/// A titled group of options for a sectioned ListPickerDestination.
public protocol ListPickerSectionModel {
    associatedtype Data: RandomAccessCollection
    var title: String { get }
    var items: Data { get }
}

extension ListPickerDestination {
    public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data,
        id: KeyPath<Data.Element.Data.Element, ID>,
        children: KeyPath<Data.Element.Data.Element, Data.Element.Data?>? = nil,
        selection: Binding<ID?>,
        isTrackingLiveChanges: Bool = true,
        prompt: AttributedString? = nil,
        searchPrompt: String? = nil,
        searchFilter: ((Data.Element.Data.Element, String) -> Bool)? = nil,
        @ViewBuilder rowContent: @escaping (Data.Element.Data.Element) -> some View
    ) where Data.Element: ListPickerSectionModel { fatalError() }

    public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data,
        id: KeyPath<Data.Element.Data.Element, ID>,
        children: KeyPath<Data.Element.Data.Element, Data.Element.Data?>? = nil,
        selection: Binding<ID>,
        isTrackingLiveChanges: Bool = true,
        prompt: AttributedString? = nil,
        searchPrompt: String? = nil,
        searchFilter: ((Data.Element.Data.Element, String) -> Bool)? = nil,
        @ViewBuilder rowContent: @escaping (Data.Element.Data.Element) -> some View
    ) where Data.Element: ListPickerSectionModel { fatalError() }

    public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data,
        id: KeyPath<Data.Element.Data.Element, ID>,
        children: KeyPath<Data.Element.Data.Element, Data.Element.Data?>? = nil,
        selections: Binding<Set<ID>?>,
        isTrackingLiveChanges: Bool = true,
        prompt: AttributedString? = nil,
        searchPrompt: String? = nil,
        searchFilter: ((Data.Element.Data.Element, String) -> Bool)? = nil,
        @ViewBuilder rowContent: @escaping (Data.Element.Data.Element) -> some View
    ) where Data.Element: ListPickerSectionModel { fatalError() }

    public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data,
        id: KeyPath<Data.Element.Data.Element, ID>,
        children: KeyPath<Data.Element.Data.Element, Data.Element.Data?>? = nil,
        selections: Binding<Set<ID>>,
        allowEmpty: Bool = true,
        isTrackingLiveChanges: Bool = true,
        prompt: AttributedString? = nil,
        searchPrompt: String? = nil,
        searchFilter: ((Data.Element.Data.Element, String) -> Bool)? = nil,
        @ViewBuilder rowContent: @escaping (Data.Element.Data.Element) -> some View
    ) where Data.Element: ListPickerSectionModel { fatalError() }
}
