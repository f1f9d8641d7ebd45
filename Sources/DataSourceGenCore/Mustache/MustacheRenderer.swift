/// Walks a node tree against a context stack, appending everything into one output string.
struct MustacheRenderer {
    private let partials: [String: MustacheTemplate]
    /// The context stack; the last element is the top.
    private var stack: [MustacheValue]
    private(set) var output = ""
    /// True when the next text written starts a line of template source, which is where a
    /// standalone partial's or block's indentation goes.
    private var atLineStart = true
    /// True once a partial or parent was skipped because nesting reached the cap.
    private(set) var reachedDepthCap = false
    /// Where a cap was first reached: the partial or parent tag that would have gone deeper, or
    /// the innermost one being rendered when sections went too deep; nil at the top level.
    private(set) var capSite: MustacheSite?
    /// Sections and partials being rendered, one inside the other: each is a level of recursion
    /// here, so their sum is capped (``MustacheTemplate/maximumRenderDepth``), and the content
    /// that would go deeper is left out (``reachedRenderDepthCap``).
    private var renderDepth = 0
    private(set) var reachedRenderDepthCap = false
    /// The blocks passed by the parents being rendered, outermost parent first.
    private var overrides: [[String: [MustacheNode]]] = []
    /// Tags whose name resolved to nothing (not even `null`), each site once, in render order.
    private(set) var unresolved: [MustacheUnresolvedName] = []
    private var unresolvedSites: Set<MustacheSite> = []
    /// The partial and parent tags being rendered, outermost first; their count is the partials'
    /// nesting depth.
    private var inclusions: [MustacheSite] = []
    /// The visits and the bytes of output this render may spend (``MustacheTemplate/renderBudget(for:)``).
    let budget: Int
    /// Nodes visited so far.
    private(set) var visits = 0
    /// Whether the render budget ran out, which leaves the rest of the render out.
    private(set) var exceededBudget = false
    /// The innermost section, partial or parent tag being rendered when the budget ran out; nil
    /// when it ran out at the top level.
    private(set) var budgetSite: MustacheSite?
    /// The innermost section, partial or parent tag being rendered.
    private var innermostTag: MustacheSite?

    init(context: MustacheValue, partials: [String: MustacheTemplate]) {
        self.partials = partials
        self.stack = [context]
        self.budget = MustacheTemplate.renderBudget(for: context)
    }

    mutating func render(_ nodes: [MustacheNode], indentation: String) {
        guard renderDepth < MustacheTemplate.maximumRenderDepth else {
            if !reachedRenderDepthCap { capSite = inclusions.last }
            reachedRenderDepthCap = true
            return
        }
        renderDepth += 1
        defer { renderDepth -= 1 }
        for node in nodes {
            guard spendVisit() else { return }
            switch node {
            case .text(let text):
                appendText(text, indentation: indentation)
            case .variable(let name, let site):
                appendValue(resolve(name, at: site)?.interpolationText ?? "", indentation: indentation)
            case .section(let name, let children, let inverted, let site):
                let value = resolve(name, at: site) ?? .null
                let outer = innermostTag
                innermostTag = site
                defer { innermostTag = outer }
                if inverted {
                    if !value.isTruthy { render(children, indentation: indentation) }
                } else if case .list(let items) = value {
                    for item in items { render(children, in: item, indentation: indentation) }
                } else if value.isTruthy {
                    render(children, in: value, indentation: indentation)
                }
            case .partial(let name, let passed, let site, let extraIndentation, let standalone):
                renderPartial(
                    named: name, passing: passed, from: site, indentation: indentation + extraIndentation, standalone)
            case .dynamicPartial(let name, let site, let extraIndentation, let standalone):
                guard case .string(let partialName)? = resolve(name, at: site) else { continue }
                renderPartial(
                    named: partialName, passing: [:], from: site, indentation: indentation + extraIndentation,
                    standalone)
            case .block(let name, let children, let layout):
                renderBlock(name, children, layout, indentation: indentation)
            }
        }
    }

    /// Renders the partial `name` (a parent when `passed` holds blocks), or nothing when no
    /// template has that name.
    private mutating func renderPartial(
        named name: String, passing passed: [String: [MustacheNode]], from site: MustacheSite, indentation: String,
        _ standalone: Bool
    ) {
        // Past the cap the partial renders as empty: a partial that includes itself without a
        // data-driven end would otherwise never finish. The stop is sticky because a partial that
        // includes itself twice would still take 2^cap steps.
        if !reachedDepthCap, inclusions.count >= MustacheTemplate.maximumPartialDepth {
            reachedDepthCap = true
            capSite = site
        }
        guard !reachedDepthCap, let partial = partials[name] else { return }
        inclusions.append(site)
        let outer = innermostTag
        innermostTag = site
        defer { innermostTag = outer }
        if !passed.isEmpty { overrides.append(passed) }
        // A standalone partial's source starts a line, even when an enclosing inline partial has
        // already written text on the current output line.
        if standalone { atLineStart = true }
        render(partial.nodes, indentation: indentation)
        if !passed.isEmpty { overrides.removeLast() }
        inclusions.removeLast()
    }

    /// Counts one node visit; false once the visits or the bytes written have outgrown ``budget``,
    /// so the rest of the render is skipped.
    private mutating func spendVisit() -> Bool {
        guard !exceededBudget else { return false }
        visits += 1
        checkBudget(visits)
        return !exceededBudget
    }

    /// Notes, the first time `spent` (visits, or bytes written) is over ``budget``, where.
    private mutating func checkBudget(_ spent: Int) {
        guard spent > budget, !exceededBudget else { return }
        (exceededBudget, budgetSite) = (true, innermostTag)
    }

    /// Renders the content the outermost parent passed for the block, else the block's own.
    private mutating func renderBlock(
        _ name: String, _ children: [MustacheNode], _ layout: MustacheBlockLayout,
        indentation: String
    ) {
        let (wasAtLineStart, start) = (atLineStart, output.utf8.count)
        if layout.startsLine { atLineStart = true }
        if let depth = overrides.firstIndex(where: { $0[name] != nil }), let content = overrides[depth][name] {
            // The passed content renders among the blocks its own template could see: those of
            // the parents outside the one that passed it. This is also what makes a block that
            // contains itself (`{{$a}}{{$a}}{{/a}}{{/a}}`) end.
            let current = overrides
            overrides = Array(overrides[..<depth])
            render(content, indentation: indentation + layout.overrideIndentation)
            overrides = current
        } else {
            render(children, indentation: indentation + layout.defaultIndentation)
        }
        if output.utf8.count == start {
            // Nothing written: the line the block stood on continues as it was.
            atLineStart = wasAtLineStart
        } else if let lineEnd = layout.lineEnd, output.utf8.last != UInt8(ascii: "\n") {
            appendText(lineEnd, indentation: "")
        }
    }

    private mutating func render(_ nodes: [MustacheNode], in context: MustacheValue, indentation: String) {
        stack.append(context)
        render(nodes, indentation: indentation)
        stack.removeLast()
    }

    /// ``resolve(_:)``, noting the site when the name resolves to nothing.
    private mutating func resolve(_ name: MustacheName, at site: MustacheSite) -> MustacheValue? {
        let value = resolve(name)
        if value == nil, case .path(let parts) = name, unresolvedSites.insert(site).inserted {
            unresolved.append(
                MustacheUnresolvedName(
                    name: parts.joined(separator: "."), site: site, inclusions: inclusions, nearest: nearest(to: parts))
            )
        }
        return value
    }

    /// The name the context has that `parts` most likely meant, by `nearestMustacheName`.
    private func nearest(to parts: [String]) -> String? {
        nearestMustacheName(
            to: parts,
            stackNames: stack.reversed().flatMap { context -> [String] in
                guard case .object(let members) = context else { return [] }
                return members.keys.sorted()
            },
            first: resolve(.path([parts[0]])),
            member: { value, part in
                guard case .object(let members) = value else { return nil }
                return members[part]
            },
            memberNames: { value in
                guard case .object(let members) = value else { return [] }
                return members.keys.sorted()
            })
    }

    /// Resolves a name the spec's way: the first part through the stack from the top, every
    /// further part only inside the previous result. Nil means not found.
    private func resolve(_ name: MustacheName) -> MustacheValue? {
        switch name {
        case .implicitIterator:
            return stack.last
        case .path(let parts):
            guard let first = parts.first else { return nil }
            var value: MustacheValue?
            for context in stack.reversed() {
                if case .object(let members) = context, let found = members[first] {
                    value = found
                    break
                }
            }
            for part in parts.dropFirst() {
                guard case .object(let members)? = value else { return nil }
                value = members[part]
            }
            return value
        }
    }

    /// Appends template text, indenting each source line that has content. Blank lines stay
    /// unindented so that generated code carries no trailing whitespace.
    private mutating func appendText(_ text: String, indentation: String) {
        guard !text.isEmpty else { return }
        defer { checkBudget(output.utf8.count) }
        guard !indentation.isEmpty else {
            output += text
            atLineStart = text.utf8.last == UInt8(ascii: "\n")
            return
        }
        var rest = Substring(text)
        while !rest.isEmpty {
            let lineEnd =
                rest.utf8.firstIndex(of: UInt8(ascii: "\n")).map { rest.utf8.index(after: $0) } ?? rest.endIndex
            let line = rest[..<lineEnd]
            let isBlank = line.utf8.elementsEqual("\n".utf8) || line.utf8.elementsEqual("\r\n".utf8)
            if atLineStart && !isBlank { output += indentation }
            output += line
            atLineStart = line.utf8.last == UInt8(ascii: "\n")
            rest = rest[lineEnd...]
        }
    }

    /// Appends an interpolated value verbatim. Its own line breaks are data, not template lines,
    /// so they are not indented (the spec's "Standalone Indentation" case).
    private mutating func appendValue(_ text: String, indentation: String) {
        guard !text.isEmpty else { return }
        if atLineStart { output += indentation }
        output += text
        atLineStart = false
        checkBudget(output.utf8.count)
    }
}
