// API stub of SwiftUI (see SwiftUI.swift): navigation stacks and links, and the view shown when
// there is no content, written from Apple's documentation.

nonisolated public struct NavigationStack<Data, Root: View>: View {
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { fatalError() }
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        fatalError()
    }
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    { fatalError() }
}

public struct NavigationPath: Equatable {
    public init() { fatalError() }
    public var count: Int { fatalError() }
    public var isEmpty: Bool { fatalError() }
    public mutating func append<V: Hashable>(_ value: V) { fatalError() }
    public mutating func removeLast(_ k: Int = 1) { fatalError() }
}

nonisolated public struct NavigationLink<Label: View, Destination: View>: View {
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { fatalError() }
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never { fatalError() }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        fatalError()
    }
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Destination == Never { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?)
    where Destination == Never { fatalError() }
}

extension View {
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { modified }
    nonisolated public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View { modified }
}

nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) { fatalError() }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(
        _ title: S, systemImage name: String, description: Text? = nil
    ) { fatalError() }
    public init(_ title: LocalizedStringKey, image name: String, description: Text? = nil) { fatalError() }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// "No Results", for a search.
    public static var search: ContentUnavailableView<Label, Description, Actions> { fatalError() }
    /// "No Results for "text"".
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> { fatalError() }
}

/// The content of `ContentUnavailableView.search`.
public struct SearchUnavailableContent {
    nonisolated public struct Label: View {}
    nonisolated public struct Description: View {}
    nonisolated public struct Actions: View {}
}
