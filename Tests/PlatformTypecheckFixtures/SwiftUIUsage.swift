// Marks no error, so Scripts/typecheck-platforms.sh requires it to compile cleanly: the SwiftUI
// and PhotosUI stubs used the way generated views use them (an `@Observable @MainActor` model
// bound with `@Bindable`, a selectable sectioned list with search and refresh, a form with each
// control, a photos picker, a preview), under Swift 6's isolation checks, next to the runtime.
import DataSourceRuntime
import PhotosUI
import SwiftUI

struct Plant: Identifiable, Hashable, Sendable {
    var id: UUID
    var name: String
    var isIndoor: Bool
}

enum Light: String, CaseIterable, Identifiable, Sendable {
    case shade, partial, sun
    var id: Self { self }
}

@Observable @MainActor
final class PlantListModel {
    var plants: [Plant] = []
    var selection: Set<Plant.ID> = []
    var focused: Plant.ID?
    var query = ""
    var isFiltering = false
    var showsDetails = true

    var indoor: [Plant] { plants.filter { $0.isIndoor && matches($0) } }
    var outdoor: [Plant] { plants.filter { !$0.isIndoor && matches($0) } }

    func matches(_ plant: Plant) -> Bool { query.isEmpty || plant.name.localizedStandardContains(query) }
    func reload() async {}
    func delete(at offsets: IndexSet, indoor: Bool) {}
}

@Observable @MainActor
final class PlantFormModel {
    var name = ""
    var notes = ""
    var isIndoor = false
    var height = 0.5
    var waterEveryDays = 7
    var pots = 1
    var planted = Date()
    var light: Light = .partial
    var photos: [PhotosPickerItem] = []
    var photoData: [Data] = []
    var isConfirmingReset = false

    func reset() { name = "" }
    func load(_ items: [PhotosPickerItem]) async {
        var loaded: [Data] = []
        for item in items {
            if let data = try? await item.loadTransferable(type: Data.self) { loaded.append(data) }
        }
        photoData = loaded
    }
}

struct PlantListScreen: View {
    @Bindable var model: PlantListModel
    @State private var isAdding = false

    var body: some View {
        NavigationStack {
            List(selection: $model.selection) {
                Section("Indoor") {
                    ForEach(model.indoor) { plant in
                        NavigationLink(plant.name) { PlantFormScreen(model: PlantFormModel()) }
                    }
                    .onDelete { model.delete(at: $0, indoor: true) }
                }
                Section {
                    ForEach(model.outdoor, id: \.id) { plant in
                        PlantRow(plant: plant)
                            .swipeActions(edge: .trailing) {
                                Button("Delete", systemImage: "trash", role: .destructive) {}
                            }
                    }
                } header: {
                    Text("Outdoor")
                } footer: {
                    Text("\(model.outdoor.count) plants")
                }
                if model.showsDetails {
                    DisclosureGroup("Details", isExpanded: $model.showsDetails) {
                        LabeledContent("Total", value: "\(model.plants.count)")
                    }
                }
            }
            .listStyle(.insetGrouped)
            .searchable(text: $model.query, prompt: "Search plants")
            .refreshable { await model.reload() }
            .overlay {
                if model.indoor.isEmpty && model.outdoor.isEmpty {
                    if model.query.isEmpty {
                        ContentUnavailableView("No Plants", systemImage: "leaf", description: Text("Add one."))
                    } else {
                        ContentUnavailableView.search(text: model.query)
                    }
                }
            }
            .navigationTitle("Plants")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        isAdding = true
                    } label: {
                        Label("Add", systemImage: "plus")
                    }
                }
            }
            .sheet(isPresented: $isAdding) { PlantFormScreen(model: PlantFormModel()) }
            .task { await model.reload() }
        }
    }
}

struct PlantRow: View {
    let plant: Plant
    @State private var isHighlighted = false

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 8) {
            Image(systemName: plant.isIndoor ? "house" : "sun.max")
                .foregroundStyle(.secondary)
            VStack(alignment: .leading) {
                Text(plant.name).font(.headline)
                Text(verbatim: plant.id.uuidString).font(.caption).foregroundStyle(Color.gray)
            }
            Spacer()
        }
        .padding(.vertical, 4)
        .frame(maxWidth: .infinity, alignment: .leading)
        .contentShape(Rectangle())
        .onTapGesture { withAnimation(.easeInOut) { isHighlighted.toggle() } }
        .animation(.default, value: isHighlighted)
    }
}

struct PlantFormScreen: View {
    @Bindable var model: PlantFormModel
    @Environment(\.dismiss) private var dismiss

    private let columns = [GridItem(.adaptive(minimum: 80))]

    var body: some View {
        Form {
            Section("Plant") {
                TextField("Name", text: $model.name)
                TextField("Notes", text: $model.notes, axis: .vertical)
                TextEditor(text: $model.notes)
                Toggle("Indoor", isOn: $model.isIndoor)
                Toggle(isOn: $model.isIndoor) { Label("Indoor", systemImage: "house") }
            }
            Section("Care") {
                Slider(value: $model.height, in: 0...2, step: 0.1)
                Stepper("Water every \(model.waterEveryDays) days", value: $model.waterEveryDays, in: 1...30)
                Stepper(value: $model.pots, in: 1...10, step: 1) { Text("Pots: \(model.pots)") }
                DatePicker("Planted", selection: $model.planted, displayedComponents: .date)
                Picker("Light", selection: $model.light) {
                    ForEach(Light.allCases) { light in Text(light.rawValue.capitalized).tag(light) }
                }
                .pickerStyle(.segmented)
                Picker(selection: $model.light) {
                    ForEach(Light.allCases) { Text($0.rawValue).tag($0) }
                } label: {
                    Text("Light (menu)")
                }
                .pickerStyle(.menu)
            }
            Section("Photos") {
                PhotosPicker(selection: $model.photos, maxSelectionCount: 4, matching: .images) {
                    Label("Choose Photos", systemImage: "photo.on.rectangle")
                }
                ScrollView(.horizontal) {
                    LazyVGrid(columns: columns, spacing: 8) {
                        ForEach(0..<model.photoData.count, id: \.self) { index in
                            Color.gray.frame(width: 80, height: 80).overlay { Text("\(index + 1)") }
                        }
                    }
                }
            }
            Section {
                Button("Reset", role: .destructive) { model.isConfirmingReset = true }
                    .disabled(model.name.isEmpty)
            }
        }
        .navigationTitle(model.name.isEmpty ? "New Plant" : model.name)
        .toolbar {
            Button("Done") { dismiss() }
        }
        .alert("Reset the plant?", isPresented: $model.isConfirmingReset) {
            Button("Reset", role: .destructive) { model.reset() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("Its name is cleared.")
        }
        .onChange(of: model.photos) { _, items in
            Task { await model.load(items) }
        }
        .onAppear {}
        .onDisappear {}
    }
}

struct PlantListScreen_Previews: PreviewProvider {
    static var previews: some View {
        PlantListScreen(model: PlantListModel())
        LazyVStack { ProgressView() }
    }
}
