// The modifiers that configure a ListPickerDestination through the environment, set on it or on
// the ListPickerItem (_FioriStyles/ListPickerDestinationStyle.fiori.swift). They return `self`:
// an opaque result whose underlying type is Never, as `fatalError()` would give, makes the
// compiler flag whatever follows a modifier call as never executed.
import Foundation
import SwiftUI

/// How a ListPickerItem shows its destination.
public enum DestinationDisplayMode {
    case push
    case sheet
}

/// What a style of the destination's Select All button is given (the button itself, in SAP's
/// type; its properties are not declared).
public struct SelectAllActionConfiguration {}

/// What a style of the destination's Deselect All button is given.
public struct DeselectAllActionConfiguration {}

/// When the destination's search bar shows: `automatic` hides it until the list is scrolled.
public enum ListPickerSearchBarDisplayMode {
    case automatic
    case always
}

extension View {
    /// Dismisses the destination once an option is chosen (single selection, live changes only).
    public func autoDismissDestination(_ dismiss: Bool = true) -> some View { self }
    /// Hides the destination's section of selected entries.
    public func disableEntriesSection(_ disabled: Bool = true) -> some View { self }
    /// Hides the destination's section of unselected entries.
    public func disableContentSection(_ disabled: Bool = true) -> some View { self }
    public func destinationDisplayMode(_ mode: DestinationDisplayMode) -> some View { self }
    public func listPickerSearchBarDisplayMode(_ mode: ListPickerSearchBarDisplayMode) -> some View { self }
    /// Draws the destination's Select All button (shown above a multiple-selection list of one
    /// section) with `content` instead.
    public func selectAllActionStyle(
        @ViewBuilder content: @escaping (SelectAllActionConfiguration) -> some View
    ) -> some View { self }
    /// Draws the destination's Deselect All button with `content` instead.
    public func deselectAllActionStyle(
        @ViewBuilder content: @escaping (DeselectAllActionConfiguration) -> some View
    ) -> some View { self }
    /// Shown by the destination when a search matches nothing.
    public func listPickerSearchResultsEmptyView(@ViewBuilder _ view: @escaping () -> some View) -> some View { self }
}
