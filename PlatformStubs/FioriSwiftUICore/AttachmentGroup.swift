// AttachmentGroup: a titled form section listing attachments, with adding, previewing and
// deleting (_generated/StyleableComponents/AttachmentGroup/), and the types it takes
// (Attachment/AttachmentInfo.swift, AttachmentContext.swift, AttachmentDelegate.swift,
// BasicAttachmentDelegate.swift). AttachmentDelegate also requires
// `upload(contentFrom: NSItemProvider, onStarting:onCompletion:)`, left out here because Linux has
// no NSItemProvider: a conforming type in generated code would be under-checked. The menu items
// that add attachments (photos, files, camera) are not declared.
import Foundation
import SwiftUI

/// Extra information an uploaded attachment may carry.
public typealias AttachmentExtraInfo = Hashable

/// An attachment's place in its upload; its `id` is the URL it is known by.
public enum AttachmentInfo: Identifiable, Hashable {
    case uploading(sourceURL: URL)
    case uploaded(destinationURL: URL, sourceURL: URL, extraInfo: (any AttachmentExtraInfo)? = nil)
    case error(sourceURL: URL, message: String)

    public var id: URL { fatalError() }
    public static func == (lhs: AttachmentInfo, rhs: AttachmentInfo) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

/// Shared by a group and its attachments: pickers shown, upload state. (`@Observable` in the
/// module.)
open class AttachmentContext {
    public init() { fatalError() }
}

/// Deletes and uploads the attachments of a group.
public protocol AttachmentDelegate: AnyObject {
    func delete(url: URL, onCompletion: @escaping (URL, Error?) -> Void)
}

/// Keeps attachments in a local folder.
open class BasicAttachmentDelegate: AttachmentDelegate {
    public init(localFolderName: String? = nil, onPreparation: ((URL) -> Void)? = nil) { fatalError() }
    open func delete(url: URL, onCompletion: @escaping (URL, (any Error)?) -> Void) { fatalError() }
}

public struct AttachmentGroup {
    public init(
        @ViewBuilder title: () -> any View,
        context: AttachmentContext = AttachmentContext(),
        attachments: Binding<[AttachmentInfo]>,
        maxCount: Int? = nil,
        maxPhotoSelectionCount: Int? = nil,
        delegate: AttachmentDelegate = BasicAttachmentDelegate(),
        controlState: ControlState = .normal,
        errorMessage: Binding<AttributedString?> = .constant(nil),
        @ViewBuilder operations: () -> any View = { EmptyView() },
        onPreview: ((URL) -> Void)? = nil,
        defaultAttachmentExtraInfo: (() -> any AttachmentExtraInfo)? = nil,
        componentIdentifier: String? = nil
    ) { fatalError() }
}

extension AttachmentGroup {
    /// Unlike the view-slot initializer, the error message binding has no default.
    public init(
        title: AttributedString,
        mandatoryFieldIndicator: TextOrIcon? = nil,
        isRequired: Bool = false,
        context: AttachmentContext = AttachmentContext(),
        attachments: Binding<[AttachmentInfo]>,
        maxCount: Int? = nil,
        maxPhotoSelectionCount: Int? = nil,
        delegate: AttachmentDelegate = BasicAttachmentDelegate(),
        controlState: ControlState = .normal,
        errorMessage: Binding<AttributedString?>,
        @ViewBuilder operations: () -> any View = { EmptyView() },
        onPreview: ((URL) -> Void)? = nil,
        defaultAttachmentExtraInfo: (() -> any AttachmentExtraInfo)? = nil
    ) { fatalError() }
}

extension AttachmentGroup: View {
    public var body: Never { return fatalError() }
}
