// Marks no error, so Scripts/typecheck-platforms.sh requires it to compile cleanly: SAP's
// FioriSwiftUICore components used the way generated SwiftUI code uses them - a list picker
// over an app's Identifiable values bound to a set of their identifiers, a form of controls
// bound to a model's fields, object rows, and the empty, error and loading states - under Swift
// 6's isolation checks. Of SwiftUI it uses only View, ViewBuilder, Binding, Text and Image.
import FioriSwiftUICore
import Foundation
import SwiftUI

struct Supplier: Identifiable, Hashable, Sendable {
    var id: String
    var name: String
    var city: String
}

struct SupplierRegion: ListPickerSectionModel {
    var title: String
    var items: [Supplier]
}

struct RestockRequest {
    var item = ""
    var note = ""
    var isUrgent = false
    var quantity = "1"
    var neededBy: Date?
    var minutes = 30
    var priority = 0
    var labels: [Int] = []
    var rating = 0
    var attachments: [AttachmentInfo] = []
    var supplierIDs: Set<Supplier.ID> = []
    var warehouseID: Supplier.ID?
}

/// A multiple-choice picker row: the item shows the chosen names, the destination lists every
/// supplier with search, and the set of identifiers changes as options are tapped.
struct SupplierPickerRow: View {
    let suppliers: [Supplier]
    @Binding var selection: Set<Supplier.ID>

    var body: some View {
        ListPickerItem(title: "Suppliers", value: AttributedString(summary), isRequired: true) {
            ListPickerDestination(
                suppliers,
                id: \.id,
                selections: $selection,
                isTrackingLiveChanges: true,
                searchFilter: { supplier, text in supplier.name.localizedCaseInsensitiveContains(text) }
            ) { supplier in
                Text(supplier.name)
            }
            .autoDismissDestination(false)
            .listPickerSearchBarDisplayMode(.always)
        }
    }

    private var summary: String {
        suppliers.filter { selection.contains($0.id) }.map(\.name).joined(separator: ", ")
    }
}

/// A single-choice picker over sections, written with view slots.
struct WarehousePickerRow: View {
    let regions: [SupplierRegion]
    @Binding var selection: Supplier.ID?

    var body: some View {
        ListPickerItem {
            Text("Warehouse")
        } value: {
            Text(selection ?? "None")
        } destination: {
            ListPickerDestination(regions, id: \.id, selection: $selection, isTrackingLiveChanges: false) { supplier in
                Text(supplier.city)
            }
        }
    }
}

/// The form rows a generated form writes for a model's fields.
struct RestockForm: View {
    @Binding var request: RestockRequest
    @Binding var attachmentError: AttributedString?
    @Binding var isDatePickerVisible: Bool
    @Binding var isDurationPickerVisible: Bool
    @Binding var isPriorityPickerVisible: Bool

    var body: some View {
        TextFieldFormView(title: "Item", text: $request.item, placeholder: "Name", isRequired: true)
        NoteFormView(text: $request.note, placeholder: "Notes", maxTextLength: 200)
        SwitchView(title: "Urgent", isOn: $request.isUrgent)
        StepperView(title: "Quantity", text: $request.quantity, stepRange: 1...99)
        DateTimePicker(title: "Needed by", selectedDate: $request.neededBy, pickerVisible: $isDatePickerVisible)
        DurationPicker(title: "Unloading", selection: $request.minutes, pickerVisible: $isDurationPickerVisible)
        choices
    }

    @ViewBuilder private var choices: some View {
        ValuePicker(
            title: "Priority", options: ["Low", "High"], selectedIndex: $request.priority,
            pickerVisible: $isPriorityPickerVisible)
        SegmentedControlPicker(options: ["Low", "High"], selectedIndex: $request.priority)
        FilterFormView(title: "Labels", options: ["Fragile", "Cold"], isEnabled: true, value: $request.labels)
        RatingControlFormView(title: "Supplier rating", rating: $request.rating)
        AttachmentGroup(title: "Photos", attachments: $request.attachments, errorMessage: $attachmentError)
        KeyValueItem(key: "Requested by", value: "Warehouse 3")
        TextFieldFormView(title: { Text("Reference") }, text: $request.item, controlState: .readOnly)
    }
}

/// A list row, and what a list screen shows instead of its rows.
struct SupplierRow: View {
    let supplier: Supplier

    var body: some View {
        ObjectItem(
            title: AttributedString(supplier.name), subtitle: AttributedString(supplier.city), footnote: "Active")
        ObjectItem {
            Text(supplier.name)
        } subtitle: {
            Text(supplier.city)
        }
    }
}

struct SupplierListState: View {
    let isLoading: Bool
    let failure: String?
    let retry: () -> Void
    @Binding var isShowingProgress: Bool

    var body: some View {
        if let failure {
            IllustratedMessage(
                title: "Could not load suppliers", description: AttributedString(failure),
                action: FioriButton(title: "Retry") { _ in retry() })
        } else if isLoading {
            LoadingIndicator(title: "Loading", isPresented: $isShowingProgress)
            ProcessingIndicator(optionalTitle: nil)
            Text("Supplier").skeletonLoading()
        } else {
            IllustratedMessage(detailImage: Image(systemName: "tray"), title: "No suppliers")
        }
    }
}
