// ObjectItem: the Fiori list row of a business object - title, subtitle, footnote, description,
// status, detail image, tags and an action (_generated/StyleableComponents/ObjectItem/). The
// view-slot initializer also takes `icons:`, `avatars:`, `footnoteIcons:` (after `detailImage`)
// and `tags:` (after `footnoteIconsText`), built with SAP's own result builders and left out
// here; the text initializer takes them as arrays.
import Foundation
import SwiftUI

public struct ObjectItem {
    public init(
        @ViewBuilder title: () -> any View,
        @ViewBuilder subtitle: () -> any View = { EmptyView() },
        @ViewBuilder footnote: () -> any View = { EmptyView() },
        @ViewBuilder description: () -> any View = { EmptyView() },
        @ViewBuilder status: () -> any View = { EmptyView() },
        @ViewBuilder substatus: () -> any View = { EmptyView() },
        @ViewBuilder detailImage: () -> any View = { EmptyView() },
        @ViewBuilder footnoteIconsText: () -> any View = { EmptyView() },
        @ViewBuilder action: () -> any View = { EmptyView() },
        @ViewBuilder objectItemButton: () -> any View = { EmptyView() },
        showsDescriptionInCompact: Bool = false,
        componentIdentifier: String? = nil
    ) { fatalError() }
}

extension ObjectItem {
    public init(
        title: AttributedString,
        subtitle: AttributedString? = nil,
        footnote: AttributedString? = nil,
        description: AttributedString? = nil,
        status: TextOrIcon? = nil,
        substatus: TextOrIcon? = nil,
        detailImage: Image? = nil,
        icons: [TextOrIcon] = [],
        avatars: [TextOrIcon] = [],
        footnoteIcons: [TextOrIcon] = [],
        footnoteIconsText: AttributedString? = nil,
        tags: [AttributedString] = [],
        action: FioriButton? = nil,
        objectItemButton: FioriButton? = nil,
        showsDescriptionInCompact: Bool = false
    ) { fatalError() }
}

extension ObjectItem: View {
    public var body: Never { return fatalError() }
}
