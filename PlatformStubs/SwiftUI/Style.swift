// API stub of SwiftUI (see SwiftUI.swift): colors, fonts, shape styles and shapes, written from
// Apple's documentation.

public protocol ShapeStyle: Sendable {}

@frozen
nonisolated public struct Color: View, ShapeStyle, Hashable, CustomStringConvertible {
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) { fatalError() }
    public init(white: Double, opacity: Double = 1) { fatalError() }
    public var description: String { fatalError() }
    public func opacity(_ opacity: Double) -> Color { fatalError() }

    public static var red: Color { fatalError() }
    public static var orange: Color { fatalError() }
    public static var yellow: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var mint: Color { fatalError() }
    public static var teal: Color { fatalError() }
    public static var cyan: Color { fatalError() }
    public static var blue: Color { fatalError() }
    public static var indigo: Color { fatalError() }
    public static var purple: Color { fatalError() }
    public static var pink: Color { fatalError() }
    public static var brown: Color { fatalError() }
    public static var white: Color { fatalError() }
    public static var gray: Color { fatalError() }
    public static var black: Color { fatalError() }
    public static var clear: Color { fatalError() }
    public static var primary: Color { fatalError() }
    public static var secondary: Color { fatalError() }
    public static var accentColor: Color { fatalError() }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { fatalError() }
    public static var orange: Color { fatalError() }
    public static var yellow: Color { fatalError() }
    public static var green: Color { fatalError() }
    public static var blue: Color { fatalError() }
    public static var purple: Color { fatalError() }
    public static var pink: Color { fatalError() }
    public static var white: Color { fatalError() }
    public static var gray: Color { fatalError() }
    public static var black: Color { fatalError() }
    public static var clear: Color { fatalError() }
}

@frozen
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle()
    public static let secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle()
    public static let quaternary = HierarchicalShapeStyle()
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { fatalError() }
    public static var secondary: HierarchicalShapeStyle { fatalError() }
    public static var tertiary: HierarchicalShapeStyle { fatalError() }
    public static var quaternary: HierarchicalShapeStyle { fatalError() }
}

@frozen
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { fatalError() }
}

@frozen
public struct Font: Hashable, Sendable {
    public static let largeTitle = Font()
    public static let title = Font()
    public static let title2 = Font()
    public static let title3 = Font()
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let callout = Font()
    public static let footnote = Font()
    public static let caption = Font()
    public static let caption2 = Font()

    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        fatalError()
    }
    public func weight(_ weight: Font.Weight) -> Font { fatalError() }
    public func bold() -> Font { fatalError() }
    public func italic() -> Font { fatalError() }

    @frozen
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight()
        public static let thin = Weight()
        public static let light = Weight()
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
        public static let heavy = Weight()
        public static let black = Weight()
    }

    public enum Design: Hashable, Sendable {
        case `default`
        case serif
        case rounded
        case monospaced
    }
}

/// A 2D shape; `contentShape(_:)` takes one.
@MainActor @preconcurrency
public protocol Shape: Sendable, View {
    nonisolated func path(in rect: CGRect) -> Path
}

@frozen
public struct Path: Equatable, Sendable {
    public init() {}
    public init(_ rect: CGRect) { fatalError() }
}

@frozen
nonisolated public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
}

@frozen
nonisolated public struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat) { fatalError() }
    public func path(in rect: CGRect) -> Path { fatalError() }
}

@frozen
nonisolated public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { fatalError() }
}
