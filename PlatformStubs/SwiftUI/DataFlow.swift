// API stub of SwiftUI (see SwiftUI.swift): state, bindings and the environment, written from
// Apple's documentation.

public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { fatalError() }
    public init(initialValue value: Value) { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { fatalError() }
}

extension State: Sendable where Value: Sendable {}

@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    @preconcurrency public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) { fatalError() }
    public init(projectedValue: Binding<Value>) { fatalError() }
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
    public init?(_ base: Binding<Value?>) { fatalError() }
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }

    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { fatalError() }
}

extension Binding: DynamicProperty {}
extension Binding: Sendable where Value: Sendable {}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { fatalError() }
}

/// Bindings to the properties of an `@Observable` object.
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { fatalError() }
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { fatalError() }
    public init(projectedValue: Bindable<Value>) where Value: AnyObject, Value: Observable { fatalError() }

    public var wrappedValue: Value { get { fatalError() } set {} }
    public var projectedValue: Bindable<Value> { fatalError() }
    public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
    ) -> Binding<Subject> where Value: AnyObject { fatalError() }
}

extension Bindable: DynamicProperty {}
extension Bindable: Sendable where Value: Sendable {}

extension Bindable: Identifiable where Value: Identifiable {
    public var id: Value.ID { fatalError() }
}

@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable { fatalError() }
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable { fatalError() }
    public var wrappedValue: Value { fatalError() }
}

public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

public struct EnvironmentValues: CustomStringConvertible {
    public init() { fatalError() }
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value { get { fatalError() } set {} }
    public var description: String { fatalError() }

    public var dismiss: DismissAction { fatalError() }
    public var isSearching: Bool { fatalError() }
    public var editMode: Binding<EditMode>? { get { fatalError() } set {} }
    public var refresh: RefreshAction? { fatalError() }
    public var locale: Locale { get { fatalError() } set {} }
}

@MainActor @preconcurrency
public struct DismissAction {
    public func callAsFunction() { fatalError() }
}

public struct RefreshAction: Sendable {
    public func callAsFunction() async { fatalError() }
}

public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active

    public var isEditing: Bool { fatalError() }
}

extension View {
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modified
    }
    nonisolated public func environment<T: AnyObject & Observable>(_ object: T?) -> some View { modified }
}
