// API stub of SwiftUI (see SwiftUI.swift): search, refresh, toolbars, alerts, sheets, swipe
// actions and navigation titles, written from Apple's documentation.

extension View {
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View { modified }
    nonisolated public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View { modified }
    @_disfavoredOverload nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View { modified }

    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { modified }

    nonisolated public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { modified }
    nonisolated public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
        -> some View
    { modified }

    nonisolated public func navigationTitle(_ title: Text) -> some View { modified }
    nonisolated public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { modified }
    @_disfavoredOverload nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modified
    }
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
        -> some View
    { modified }

    nonisolated public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View { modified }
    @_disfavoredOverload nonisolated public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View { modified }
    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { modified }
    @_disfavoredOverload nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { modified }
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View { modified }

    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { modified }
    nonisolated public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { modified }

    nonisolated public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View { modified }
}

public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement()
    public static let toolbar = SearchFieldPlacement()
    public static let sidebar = SearchFieldPlacement()
    public static let navigationBarDrawer = SearchFieldPlacement()
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode)
        -> SearchFieldPlacement
    { fatalError() }

    public struct NavigationBarDrawerDisplayMode: Sendable {
        public static let automatic = NavigationBarDrawerDisplayMode()
        public static let always = NavigationBarDrawerDisplayMode()
    }
}

public struct NavigationBarItem: Sendable {
    public enum TitleDisplayMode: Sendable {
        case automatic
        case inline
        case large
    }
}

@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    public var body: Never { fatalError() }
}

@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: ToolbarContent>(
        _ content: repeat each Content
    ) -> TupleToolbarContent<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
}

nonisolated public struct TupleToolbarContent<T>: ToolbarContent {
    public typealias Body = Never
    public init(_ value: T) { fatalError() }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {}
extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {}

nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    public typealias Body = Never
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        fatalError()
    }
}

nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    public typealias Body = Never
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) { fatalError() }
}

public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let principal = ToolbarItemPlacement()
    public static let navigation = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
    public static let secondaryAction = ToolbarItemPlacement()
    public static let confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement()
    public static let destructiveAction = ToolbarItemPlacement()
    public static let keyboard = ToolbarItemPlacement()
    public static let topBarLeading = ToolbarItemPlacement()
    public static let topBarTrailing = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement()
}
