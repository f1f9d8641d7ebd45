// API stub of SwiftUI (see SwiftUI.swift): View, the view builder and the views it produces,
// written from Apple's documentation.

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension View where Body == Never {
    public var body: Never { fatalError() }
}

extension View {
    /// What the modifier stubs return (see SwiftUI.swift): an inhabited view type.
    nonisolated var modified: ModifiedContent<Self, EmptyModifier> { fatalError() }

    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { fatalError() }
}

@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock() -> EmptyView { fatalError() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { fatalError() }
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> { fatalError() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { fatalError() }
}

@frozen
nonisolated public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { fatalError() }
}

@frozen
nonisolated public struct EmptyView: View {
    public init() {}
}

@frozen
nonisolated public struct AnyView: View {
    public init<V: View>(_ view: V) { fatalError() }
    public init<V: View>(erasing view: V) { fatalError() }
}

@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

@frozen
public struct Group<Content> {}

extension Group: View where Content: View {
    public typealias Body = Never
}

extension Group where Content: View {
    public init(@ViewBuilder content: () -> Content) { fatalError() }
}

@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
    public func body(content: Self.Content) -> Never { fatalError() }
}

/// The content a ViewModifier's `body(content:)` receives.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
}

@frozen
nonisolated public struct EmptyModifier: ViewModifier {
    public typealias Body = Never
    public static let identity = EmptyModifier()
    public init() {}
}

@frozen
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) { fatalError() }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}
