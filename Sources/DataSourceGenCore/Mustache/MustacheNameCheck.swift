/// Checks every tag of a template against the shape of its render context, in every branch: a
/// section's content whether or not any value would render it, a block's own content and the
/// content a parent passes for it, the partials and parents it includes in the context they
/// render in, and a dynamic partial whose name is known ahead (``MustacheShape/text(constant:)``).
///
/// Names resolve as the renderer resolves them (the first part through the stack from the top,
/// the rest inside the result), so a name that no value of the context could have is reported
/// the way the renderer reports one that resolved to nothing, with the partial tags that led to it.
struct MustacheNameCheck {
    private let schema: MustacheSchema
    private let templates: [String: MustacheTemplate]
    /// Templates whose inclusions decide who is told about a name (the overrides, whose user
    /// hears about a default template they include out of its context): a template reached
    /// through one of them and also without is checked, and reported, for each.
    private let distinguished: Set<String>

    /// Every tag whose name the context cannot have, once per site (and distinguished inclusion),
    /// in the order found.
    private(set) var findings: [MustacheUnresolvedName] = []
    /// The names of the templates checked, as the tags that include them spell them.
    private(set) var reached: Set<String> = []
    /// Every tag whose name was checked, in any template.
    private(set) var checkedSites: Set<MustacheSite> = []
    /// Dynamic partials whose name is not known before rendering, so that what they include is
    /// left to the render-time check.
    private(set) var unfollowed: [MustacheSite] = []

    /// How many nodes a check walks at most, counting each time it walks one: far more than the
    /// default templates take (a test keeps them under a tenth), while an override whose
    /// partials include each other under many sections, each order of the contexts they push a
    /// new stack to check, would otherwise take exponential time. What is left unchecked is still
    /// checked where it renders.
    private let maximumSteps: Int
    static let defaultMaximumSteps = 80_000
    private(set) var steps = 0
    /// Whether the check walked every tag it reached, rather than stopping at its step budget.
    var isComplete: Bool { steps < maximumSteps }

    private var stack: [MustacheFrame] = []
    /// The blocks passed by the parents being checked, outermost first, with the parent's tag.
    private var overrides: [(site: MustacheSite, blocks: [String: [MustacheNode]])] = []
    private var inclusions: [MustacheSite] = []
    private var depth = 0
    private var visited: Set<Visit> = []
    /// The sites reported, each with the distinguished inclusion it was reported through.
    private var reported: Set<[MustacheSite?]> = []

    /// What checking a template depends on: with the same stack, blocks and place to report, it
    /// finds the same names, so each is checked once. This is also what ends a partial that
    /// includes itself.
    private struct Visit: Hashable {
        var template: String
        var stack: [MustacheFrame]
        var overrides: [MustacheSite]
        var attribution: MustacheSite?
    }

    init(
        schema: MustacheSchema, templates: [String: MustacheTemplate], distinguishing: Set<String> = [],
        maximumSteps: Int = defaultMaximumSteps
    ) {
        self.maximumSteps = maximumSteps
        self.schema = schema
        self.templates = templates
        self.distinguished = distinguishing
    }

    /// Checks the template `name` rendered with the schema's root as the whole context.
    mutating func check(template name: String) {
        stack = [MustacheFrame(schema.root)]
        include(name, passing: [:], from: nil)
    }

    private mutating func include(
        _ name: String, passing passed: [String: [MustacheNode]], from site: MustacheSite?
    ) {
        // Past the renderer's cap the partial would not render either.
        guard let template = templates[name], inclusions.count < MustacheTemplate.maximumPartialDepth else { return }
        if let site { inclusions.append(site) }
        if let site, !passed.isEmpty { overrides.append((site, passed)) }
        defer {
            if site != nil { inclusions.removeLast() }
            if site != nil, !passed.isEmpty { overrides.removeLast() }
        }
        let visit = Visit(
            template: name, stack: Self.distinct(stack), overrides: overrides.map(\.site), attribution: attribution)
        guard visited.insert(visit).inserted else { return }
        reached.insert(name)
        walk(template.nodes)
    }

    private mutating func walk(_ nodes: [MustacheNode]) {
        guard depth < MustacheTemplate.maximumRenderDepth else { return }
        depth += 1
        defer { depth -= 1 }
        for node in nodes {
            guard steps < maximumSteps else { return }
            steps += 1
            switch node {
            case .text:
                continue
            case .variable(let name, let site):
                _ = resolve(name, at: site)
            case .section(let name, let children, let inverted, let site):
                let shape = resolve(name, at: site)
                if inverted {
                    walk(children)
                } else {
                    for frame in sectionFrames(name, shape) {
                        stack.append(frame)
                        walk(children)
                        stack.removeLast()
                    }
                }
            case .partial(let name, let passed, let site, _, _):
                include(name, passing: passed, from: site)
            case .dynamicPartial(let name, let site, _, _):
                guard let shape = resolve(name, at: site) else { continue }
                guard let names = Self.constants(of: shape) else {
                    unfollowed.append(site)
                    continue
                }
                for name in names { include(name, passing: [:], from: site) }
            case .block(let name, let children, _):
                if let index = overrides.firstIndex(where: { $0.blocks[name] != nil }),
                    let content = overrides[index].blocks[name]
                {
                    // As rendered: among the blocks of the parents outside the one that passed it.
                    let current = overrides
                    overrides = Array(overrides[..<index])
                    walk(content)
                    overrides = current
                }
                // The block's own content renders wherever no parent replaces it.
                walk(children)
            }
        }
    }

    /// The shape `name` resolves to, or nil after reporting that nothing on the stack has it.
    private mutating func resolve(_ name: MustacheName, at site: MustacheSite) -> MustacheShape? {
        checkedSites.insert(site)
        guard case .path(let parts) = name, let first = parts.first else { return stack.last?.shape }
        var shape = stack.reversed().lazy.compactMap { [schema] in $0.member(first, in: schema) }.first
        for part in parts.dropFirst() { shape = shape.flatMap { schema.member(part, of: $0) } }
        if shape == nil, reported.insert([site, attribution]).inserted {
            findings.append(
                MustacheUnresolvedName(
                    name: parts.joined(separator: "."), site: site, inclusions: inclusions, nearest: nearest(to: parts))
            )
        }
        return shape
    }

    /// The name the context has that `parts` most likely meant, by `nearestMustacheName`.
    private func nearest(to parts: [String]) -> String? {
        nearestMustacheName(
            to: parts,
            stackNames: stack.reversed().flatMap { frame in
                schema.memberNames(of: frame.shape) + (frame.positioned ? ["isFirst", "isLast"] : [])
            },
            first: stack.reversed().lazy.compactMap { [schema] in $0.member(parts[0], in: schema) }.first,
            member: { [schema] in schema.member($1, of: $0) },
            memberNames: { [schema] in schema.memberNames(of: $0) })
    }

    /// The frames a section over `name`, of `shape`, pushes. `{{#.}}` over an object pushes
    /// the same frame again, an element of a list keeping its position.
    private func sectionFrames(_ name: MustacheName, _ shape: MustacheShape?) -> [MustacheFrame] {
        // Under a name already reported, its own names are unknown, not misspelt too.
        guard let shape else { return [MustacheFrame(.opaque)] }
        if name == .implicitIterator, let top = stack.last, case .object = top.shape { return [top] }
        return schema.sectionFrames(over: shape)
    }

    /// The innermost inclusion by a distinguished template: where a name found here is reported.
    private var attribution: MustacheSite? {
        inclusions.last { distinguished.contains($0.template) }
    }

    /// The texts a dynamic partial's name can be, when each is known ahead.
    private static func constants(of shape: MustacheShape) -> [String]? {
        switch shape {
        case .text(let constant?): return [constant]
        case .oneOf(let alternatives):
            let names = alternatives.map(constants(of:))
            return names.contains { $0 == nil } ? nil : names.flatMap { $0 ?? [] }
        default: return nil
        }
    }

    /// The stack without the frames a copy above hides: a name found in a frame is found in its
    /// copy first, so they resolve alike, and a partial that includes itself reaches a stack
    /// already checked.
    private static func distinct(_ stack: [MustacheFrame]) -> [MustacheFrame] {
        var seen: Set<MustacheFrame> = []
        return stack.reversed().filter { seen.insert($0).inserted }.reversed()
    }
}
