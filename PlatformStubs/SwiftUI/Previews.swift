// API stub of SwiftUI (see SwiftUI.swift): previews, written from Apple's documentation. Xcode
// expands `#Preview` with its `PreviewsMacros` plugin; here PlatformStubs/PreviewMacroStandIn
// stands in for it and expands each `#Preview` into a `PreviewStandIn`, whose initializer takes
// the macro's arguments, so that a preview's body is type-checked against them.

@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")

/// Not SwiftUI's: what the stand-in plugin expands `#Preview` into.
public struct PreviewStandIn: Sendable {
    public init(_ name: String? = nil, body: @escaping @MainActor () -> any View) {}
}

@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

public enum PreviewPlatform: Sendable {
    case iOS
    case macOS
    case tvOS
    case watchOS
}

extension View {
    nonisolated public func previewDisplayName(_ value: String?) -> some View { modified }
}
