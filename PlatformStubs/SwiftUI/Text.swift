// API stub of SwiftUI (see SwiftUI.swift): text, localized string keys, images and labels,
// written from Apple's documentation.

@frozen
nonisolated public struct Text: View, Equatable, Sendable {
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { fatalError() }
    public init(verbatim content: String) { fatalError() }
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
    public init(_ image: Image) { fatalError() }

    public func font(_ font: Font?) -> Text { fatalError() }
    public func bold() -> Text { fatalError() }
    public func italic() -> Text { fatalError() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { fatalError() }
    public static func + (lhs: Text, rhs: Text) -> Text { fatalError() }
}

/// The key of a localized string; string literals and interpolations become one where a view
/// takes a `LocalizedStringKey`, interpolating only the types below.
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    public init(_ value: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
        public mutating func appendLiteral(_ literal: String) { fatalError() }
        public mutating func appendInterpolation(_ string: String) { fatalError() }
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(
            _ subject: Subject, formatter: Formatter? = nil
        ) { fatalError() }
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            fatalError()
        }
        // What the ReferenceConvertible overload takes on Apple platforms, where these are.
        public mutating func appendInterpolation(_ subject: Date, formatter: Formatter? = nil) { fatalError() }
        public mutating func appendInterpolation(_ subject: UUID, formatter: Formatter? = nil) { fatalError() }
        public mutating func appendInterpolation(_ subject: Data, formatter: Formatter? = nil) { fatalError() }
        public mutating func appendInterpolation(_ subject: Locale, formatter: Formatter? = nil) { fatalError() }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) { fatalError() }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) { fatalError() }
        public mutating func appendInterpolation(_ text: Text) { fatalError() }
        public mutating func appendInterpolation(_ image: Image) { fatalError() }
    }
}

/// The numbers a LocalizedStringKey interpolates with a printf-style specifier.
public protocol _FormatSpecifiable: Equatable {}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

@frozen
nonisolated public struct Image: View, Equatable, Sendable {
    public init(systemName: String) { fatalError() }
    public init(_ name: String, bundle: Bundle? = nil) { fatalError() }
    public init(decorative name: String, bundle: Bundle? = nil) { fatalError() }

    public func resizable() -> Image { fatalError() }
}

nonisolated public struct Label<Title: View, Icon: View>: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) { fatalError() }
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage name: String) { fatalError() }
    public init(_ titleKey: LocalizedStringKey, image name: String) { fatalError() }
}

/// CoreTransferable's protocol, which SwiftUI re-exports (requirements left out, see SwiftUI.swift).
public protocol Transferable {}

extension Data: Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension Image: Transferable {}
