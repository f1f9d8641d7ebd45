/// What generated entities conform to, and the one shape of entity graph that cannot compile.
extension ResolutionContext {
    /// Gives every generated entity exactly the conformances its fields allow (`Codable` left out
    /// where it says `"codable": false`), plus `Identifiable` when it has a unique identifier, and
    /// reports where `"codable": true` cannot be met (``codableRequests(in:)``).
    ///
    /// Entities may refer to each other in cycles (through arrays), so this is a greatest fixed
    /// point: start from everything a struct can synthesize and remove what some field lacks
    /// until nothing changes. Each round only removes, so it ends after at most four rounds per
    /// entity.
    mutating func inferConformances(of entities: inout [ResolvedEntity]) {
        let generated = entities.indices.filter { entities[$0].isGenerated }
        for index in generated where declaredConformances[entities[index].typeName] == nil {
            let name = entities[index].typeName
            let optsOut = entities[index].definition.codable?.value == false
            declaredConformances[name] = Conformance.structural.subtracting(optsOut ? [.codable] : [])
        }
        var changed = true
        while changed {
            changed = false
            for index in generated {
                let name = entities[index].typeName
                var allowed = Conformance.structural
                for field in entities[index].fields {
                    allowed.formIntersection(field.type.conformances(declared: declaredConformances))
                }
                let current = declaredConformances[name] ?? []
                if !current.isSubset(of: allowed) {
                    declaredConformances[name] = current.intersection(allowed)
                    changed = true
                }
            }
        }
        reportRefusedCodable(entities, requests: Self.codableRequests(in: entities))
        for index in generated {
            let name = entities[index].typeName
            let identifiable: Set<Conformance> = entities[index].definition.uniqueID == nil ? [] : [.identifiable]
            entities[index].conformances = (declaredConformances[name] ?? []).union(identifiable)
        }
        for index in generated where entities[index].definition.uniqueID != nil {
            declaredConformances[entities[index].typeName]?.insert(.identifiable)
        }
        for index in entities.indices {
            for field in entities[index].fields.indices {
                entities[index].fields[field].conformances = entities[index].fields[field].type.conformances(
                    declared: declaredConformances)
            }
        }
    }

    /// The generated entities that must be `Codable`, each with the entity that asks (itself, with
    /// `"codable": true`, or the first such entity found to store it, in declaration order).
    private static func codableRequests(in entities: [ResolvedEntity]) -> [String: String] {
        let byName = Dictionary(entities.filter(\.isGenerated).map { ($0.typeName, $0) }) { first, _ in first }
        var requests: [String: String] = [:]
        var work: [String] = []
        for entity in entities where entity.isGenerated && entity.definition.codable?.value == true {
            if requests[entity.typeName] == nil {
                requests[entity.typeName] = entity.typeName
                work.append(entity.typeName)
            }
        }
        while let name = work.popLast() {
            for field in byName[name]?.fields ?? [] {
                for stored in field.type.storedEntities where byName[stored] != nil && requests[stored] == nil {
                    requests[stored] = requests[name]
                    work.append(stored)
                }
            }
        }
        return requests
    }

    /// Reports, for each entity that must be `Codable` and is not, what stops it: its own
    /// `"codable": false`, or the fields that would not be `Codable` even if every entity that must
    /// be were.
    private mutating func reportRefusedCodable(_ entities: [ResolvedEntity], requests: [String: String]) {
        var assumed = declaredConformances
        for name in requests.keys { assumed[name]?.insert(.codable) }
        for entity in entities where entity.isGenerated {
            guard let requester = requests[entity.typeName],
                declaredConformances[entity.typeName]?.contains(.codable) != true
            else { continue }
            let path = "entities.\(entity.definition.name.value)"
            if let optOut = entity.definition.codable, !optOut.value {
                error(
                    optOut.location,
                    "`\(path).codable` is false, but `\(requester)` must be Codable (\"codable\": true) and stores `\(entity.typeName)`; remove `codable` here or there"
                )
                continue
            }
            let asked =
                requester == entity.typeName
                ? "must be (\"codable\": true)" : "is stored by `\(requester)`, which must be Codable"
            for field in entity.fields where !field.type.conformances(declared: assumed).contains(.codable) {
                error(
                    field.definition.type.location,
                    "`\(path).fields.\(field.definition.name.value)` is `\(field.type.swiftText)`, which is not Codable, but `\(entity.typeName)` \(asked); make the type Codable (list `Codable` in its `types` conformances) or remove \"codable\": true"
                )
            }
        }
    }

    /// Reports fields that make a generated struct contain itself without an array, set or
    /// dictionary in between (`A` stores a `B?` that stores an `A`), which Swift refuses.
    ///
    /// Strongly connected components of the "stores inline" graph (Tarjan's algorithm, linear in
    /// entities and fields): an edge inside a component, or to itself, closes such a cycle.
    mutating func checkInlineCycles(_ entities: [ResolvedEntity]) {
        let generated = entities.filter(\.isGenerated)
        var indexByName: [String: Int] = [:]
        for (index, entity) in generated.enumerated() where indexByName[entity.typeName] == nil {
            indexByName[entity.typeName] = index
        }
        let edges = generated.map { entity in
            entity.fields.map { field in field.type.inlineEntities.compactMap { indexByName[$0] } }
        }
        let component = InlineComponents.find(count: generated.count) { node in edges[node].flatMap { $0 } }
        for (node, entity) in generated.enumerated() {
            for (field, targets) in zip(entity.fields, edges[node])
            where targets.contains(where: { $0 == node || component[$0] == component[node] }) {
                error(
                    field.definition.type.location,
                    "`entities.\(entity.definition.name.value).fields.\(field.definition.name.value)` makes `\(entity.typeName)` store itself inside itself, which a Swift struct cannot do; make the field an array (`[\(field.type.swiftText)]`) or break the cycle"
                )
            }
        }
    }
}

/// Strongly connected components of a small directed graph, by Tarjan's algorithm without
/// recursion (hostile definitions may chain thousands of entities).
enum InlineComponents {
    /// The component number of each node; nodes on one cycle share a number.
    static func find(count: Int, successors: (Int) -> [Int]) -> [Int] {
        var index = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var component = [Int](repeating: -1, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var nextIndex = 0
        var nextComponent = 0
        for root in 0..<count where index[root] < 0 {
            var work: [(node: Int, next: [Int], position: Int)] = [(root, successors(root), 0)]
            index[root] = nextIndex
            lowLink[root] = nextIndex
            nextIndex += 1
            stack.append(root)
            onStack[root] = true
            while !work.isEmpty {
                let top = work.count - 1
                let node = work[top].node
                if work[top].position < work[top].next.count {
                    let next = work[top].next[work[top].position]
                    work[top].position += 1
                    if index[next] < 0 {
                        index[next] = nextIndex
                        lowLink[next] = nextIndex
                        nextIndex += 1
                        stack.append(next)
                        onStack[next] = true
                        work.append((next, successors(next), 0))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], index[next])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
                guard lowLink[node] == index[node] else { continue }
                while let member = stack.popLast() {
                    onStack[member] = false
                    component[member] = nextComponent
                    if member == node { break }
                }
                nextComponent += 1
            }
        }
        return component
    }
}
