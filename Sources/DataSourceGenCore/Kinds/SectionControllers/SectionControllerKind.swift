/// Section controllers (seed 001), under `"sectionControllers"`.
enum SectionControllerKind: DeclarationKind {
    static let key = SchemaKeys.File.sectionControllers
    static let noun = "section controller"
    static let pluralNoun = "section controllers"
    static let template = "SectionController"
    /// UIKit's collection-view data source comes from the runtime, so it imports nothing.
    static let platformModules: [FileOptions.Platform: Set<String>] = [
        .iglistkit: ["IGListKit", "UIKit"], .uikit: [], .swiftui: ["Observation", "SwiftUI"],
        // FioriSwiftUICore has no component for this kind: its SwiftUI view serves Fiori apps too.
        .fioriSwiftUI: ["Observation", "SwiftUI"],
    ]
    static let referencedTypes: Set<String> = [
        "GeneratedSectionController", "ListItemSizing", "Object", "Cell", "ListDiffable", "DiffIdentifier",
        "Diffable", "ListSectionController", "IGListKitSectionController", "CGSize", "UICollectionViewCell",
        "IGListKitDataSource", "ListAdapter", "ListAdapterUpdater", "ListAdapterDataSource", "UIViewController",
        "ListCollectionViewLayout",
        "UICollectionView", "UIView", "SectionAdapter", "EntitySectionController", "ListUpdateHost",
        "ListHostDataSource", "ListUpdate", "SectionCell",
    ]
    static let swiftUIReferencedTypes: Set<String> = [
        "Observable", "ObservationIgnored", "SwiftUI", "View", "ViewBuilder", "ScrollView", "LazyVStack",
        "LazyVGrid", "GridItem", "ForEach", "Section", "Text", "VStack", "Rectangle",
    ]
    /// Types nested in a section controller's namespace with SwiftUI: inside it, these names mean
    /// the controller's own.
    static let swiftUINestedTypes: Set<String> = [
        "Model", "NoHost", "SectionsView", "CellView", "ShownSection", "CellKey",
        // Generic parameters (`SectionsView`'s, `NoHost`'s methods'), which mean their own inside.
        "CellContent", "D",
    ]

    static func name(of definition: SectionControllerDefinition) -> Located<String> { definition.name }

    static func decode(_ name: Located<String>, _ node: JSONNode, _ path: String, with decoder: DefinitionsDecoder)
        -> (SectionControllerDefinition?, [Diagnostic])
    {
        decoder.decodeSectionController(name, node, path)
    }

    static func resolve(
        _ definitions: [SectionControllerDefinition], in context: inout ResolutionContext, file: ResolvedDefinitions
    ) -> [ResolvedSectionController] {
        definitions.compactMap { context.resolveSectionController($0, cell: context.resolveCellType(of: $0)) }
    }

    static func check(
        _ controllers: [ResolvedSectionController], in context: inout ValidationContext, file: ResolvedDefinitions
    ) {
        for controller in controllers {
            context.check(controller)
            context.checkCell(of: controller, platforms: file.platforms)
        }
        if file.platforms.contains(.iglistkit) { context.checkIGListKitCells(controllers) }
        if file.platforms.hasObservableModels {
            context.checkSectionControllerSwiftUINames(controllers, platforms: file.platforms)
        }
    }

    static func plan(_ controller: ResolvedSectionController, in file: ResolvedDefinitions) -> SectionControllerPlan {
        var plan = SectionControllerPlanner.plan(controller)
        plan.igListKit = file.platforms.contains(.iglistkit)
        if file.platforms.hasObservableModels {
            let samples = EntitySamples.items(of: controller.entity, sections: file.sections, entities: file.entities)
            (plan.hasModel, plan.swiftUI, plan.hasRowText) = (true, true, controller.entity.title != nil)
            (plan.previewItems, plan.hasPreviewItems) = (samples ?? [], samples != nil)
            plan.noSampleReason = noCellReason(of: controller, samples: samples, in: file)
            plan.hasPreviewCell = plan.hasPreviewItems && plan.noSampleReason == nil
        }
        return plan
    }

    /// Why the cell view's preview has no cell to show, a sentence of its comment: the entity has
    /// no samples, or the first sample's `each` array is empty (its default, or elements of a type
    /// with no sample); `nil` when the first sample has a cell.
    private static func noCellReason(
        of controller: ResolvedSectionController, samples: [PreviewItemPlan]?, in file: ResolvedDefinitions
    ) -> String? {
        guard let sample = samples?.first else {
            return EntitySamples.whyNoSample(of: controller.entity, sections: file.sections, entities: file.entities)
        }
        guard case .each(let field, _, _) = controller.items,
            let index = controller.entity.fields.firstIndex(where: { $0.swiftName == field.swiftName })
        else { return nil }
        if case .oneElement = sample.fields[index].value { return nil }
        return "a sample `\(controller.entity.typeName)` has an empty `\(field.swiftName)`, one cell per element."
    }

    static func igListKitObjects(
        in controllers: [ResolvedSectionController], platforms: Set<FileOptions.Platform>
    ) -> Set<String> {
        platforms.contains(.iglistkit) ? Set(controllers.map(\.entity.typeName)) : []
    }
}
