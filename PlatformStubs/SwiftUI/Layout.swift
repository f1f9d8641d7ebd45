// API stub of SwiftUI (see SwiftUI.swift): stacks, grids, scroll views and the geometry types
// they take, written from Apple's documentation.

@frozen
nonisolated public struct HStack<Content: View>: View {
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) { fatalError() }
}

@frozen
nonisolated public struct VStack<Content: View>: View {
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) { fatalError() }
}

@frozen
nonisolated public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) { fatalError() }
}

nonisolated public struct LazyVStack<Content: View>: View {
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) { fatalError() }
}

nonisolated public struct LazyVGrid<Content: View>: View {
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) { fatalError() }
}

/// How a view fills the space `aspectRatio(_:contentMode:)` gives it: all of it, or as much as fits.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: GridItem.Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        fatalError()
    }
}

public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

nonisolated public struct ScrollView<Content: View>: View {
    public var content: Content
    public var axes: Axis.Set
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) { fatalError() }
}

@frozen
nonisolated public struct Spacer: View {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { fatalError() }
}

nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { fatalError() }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) { fatalError() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) { fatalError() }
    public init(_ titleKey: LocalizedStringKey) where Label == Text { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S) where Label == Text { fatalError() }
}

@frozen
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical

    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Axis.Set(rawValue: 1)
        public static let vertical = Axis.Set(rawValue: 2)
    }
}

@frozen
public enum Edge: Int8, CaseIterable, Sendable {
    case top
    case leading
    case bottom
    case trailing

    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ e: Edge) { fatalError() }
        public static let top = Edge.Set(rawValue: 1)
        public static let leading = Edge.Set(rawValue: 2)
        public static let bottom = Edge.Set(rawValue: 4)
        public static let trailing = Edge.Set(rawValue: 8)
        public static let all = Edge.Set(rawValue: 15)
        public static let horizontal = Edge.Set(rawValue: 10)
        public static let vertical = Edge.Set(rawValue: 5)
    }
}

@frozen
public enum HorizontalEdge: Int8, CaseIterable, Sendable {
    case leading
    case trailing
}

@frozen
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
    public init() { fatalError() }
}

@frozen
public struct HorizontalAlignment: Equatable, Sendable {
    public static var leading: HorizontalAlignment { fatalError() }
    public static var center: HorizontalAlignment { fatalError() }
    public static var trailing: HorizontalAlignment { fatalError() }
}

@frozen
public struct VerticalAlignment: Equatable, Sendable {
    public static var top: VerticalAlignment { fatalError() }
    public static var center: VerticalAlignment { fatalError() }
    public static var bottom: VerticalAlignment { fatalError() }
    public static var firstTextBaseline: VerticalAlignment { fatalError() }
    public static var lastTextBaseline: VerticalAlignment { fatalError() }
}

@frozen
public struct Alignment: Equatable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { fatalError() }

    public static var center: Alignment { fatalError() }
    public static var leading: Alignment { fatalError() }
    public static var trailing: Alignment { fatalError() }
    public static var top: Alignment { fatalError() }
    public static var bottom: Alignment { fatalError() }
    public static var topLeading: Alignment { fatalError() }
    public static var topTrailing: Alignment { fatalError() }
    public static var bottomLeading: Alignment { fatalError() }
    public static var bottomTrailing: Alignment { fatalError() }
}
