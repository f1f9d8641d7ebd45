// API stub of SwiftUI (see SwiftUI.swift): previews, written from Apple's documentation. The
// `#Preview` macro needs a compiler plugin; generated code declares a PreviewProvider instead.

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
