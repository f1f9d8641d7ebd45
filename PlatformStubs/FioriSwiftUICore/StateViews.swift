// What a screen shows instead of its content. IllustratedMessage is Fiori's empty and error
// state - an illustration, a title, a description and up to two actions, e.g. "Retry"
// (_generated/StyleableComponents/IllustratedMessage/; DetailImageSize in
// _FioriStyles/IllustratedMessageStyle.fiori.swift); the module has no EmptyStateView and no
// dedicated error-with-retry component. LoadingIndicator is a titled spinner shown while
// `isPresented`, ProcessingIndicator an untimed spinner with an optional title
// (_generated/StyleableComponents/LoadingIndicator/ and ProcessingIndicator/), and
// `skeletonLoading` shimmers content while it loads (Utils/SkeletonLoading.swift). Left out:
// IllustratedMessage's `contentAlignment: HorizontalAlignment` (last) and the text
// LoadingIndicator's `progress: ProgressView<EmptyView, EmptyView>` (after `title`).
import Foundation
import SwiftUI

public struct IllustratedMessage {
    public init(
        @ViewBuilder detailImage: () -> any View = { EmptyView() },
        @ViewBuilder title: () -> any View,
        @ViewBuilder description: () -> any View = { EmptyView() },
        @ViewBuilder action: () -> any View = { EmptyView() },
        @ViewBuilder secondaryAction: () -> any View = { EmptyView() },
        detailImageSize: IllustratedMessage.DetailImageSize? = nil,
        isActionVerticallyAligned: Bool = false,
        componentIdentifier: String? = nil
    ) { fatalError() }
}

extension IllustratedMessage {
    public init(
        detailImage: Image? = nil,
        title: AttributedString,
        description: AttributedString? = nil,
        action: FioriButton? = nil,
        secondaryAction: FioriButton? = nil,
        detailImageSize: IllustratedMessage.DetailImageSize? = nil,
        isActionVerticallyAligned: Bool = false
    ) { fatalError() }

    public enum DetailImageSize {
        case extraSmall
        case small
        case medium
        case large
        case extraLarge
    }
}

extension IllustratedMessage: View {
    public var body: Never { return fatalError() }
}

public struct LoadingIndicator {
    public init(
        @ViewBuilder title: () -> any View,
        @ViewBuilder progress: () -> any View,
        duration: Double = 0,
        isPresented: Binding<Bool>,
        isAIEnabled: Bool = false,
        componentIdentifier: String? = nil
    ) { fatalError() }
}

extension LoadingIndicator {
    public init(title: AttributedString, duration: Double = 0, isPresented: Binding<Bool>, isAIEnabled: Bool = false) {
        fatalError()
    }
}

extension LoadingIndicator: View {
    public var body: Never { return fatalError() }
}

public struct ProcessingIndicator {
    public init(@ViewBuilder optionalTitle: () -> any View = { EmptyView() }, componentIdentifier: String? = nil) {
        fatalError()
    }
}

extension ProcessingIndicator {
    public init(optionalTitle: AttributedString?) { fatalError() }
}

extension ProcessingIndicator: View {
    public var body: Never { return fatalError() }
}

extension View {
    public func skeletonLoading(isLoading: Bool = true, isTintColor: Bool = false) -> some View { self }
}
