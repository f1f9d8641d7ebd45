// API stub of PhotosUI (see PhotosUI.swift): PhotosPicker and its items, written from Apple's
// documentation.

@MainActor @preconcurrency
public struct PhotosPicker<Label: View>: View {
    @preconcurrency nonisolated public init(
        selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: @Sendable () -> Label
    ) { fatalError() }
    @preconcurrency nonisolated public init(
        selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
        @ViewBuilder label: @Sendable () -> Label
    ) { fatalError() }
}

extension PhotosPicker where Label == Text {
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) { fatalError() }
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
        selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
        preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic
    ) { fatalError() }
}

/// A placeholder for a picked asset; its data is loaded on demand.
public struct PhotosPickerItem: Equatable, Hashable, Sendable, Transferable {
    public init(itemIdentifier: String) { fatalError() }
    public var itemIdentifier: String? { fatalError() }

    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> sending T? { fatalError() }
    @discardableResult @preconcurrency
    public func loadTransferable<T: Transferable>(
        type: T.Type, completionHandler: @escaping @Sendable (Result<T?, any Error>) -> Void
    ) -> Progress { fatalError() }

    public struct EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
        public static let automatic = EncodingDisambiguationPolicy()
        public static let current = EncodingDisambiguationPolicy()
        public static let compatible = EncodingDisambiguationPolicy()
    }
}

public struct PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
    public static let `default` = PhotosPickerSelectionBehavior()
    public static let ordered = PhotosPickerSelectionBehavior()
    public static let continuous = PhotosPickerSelectionBehavior()
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior()
}
