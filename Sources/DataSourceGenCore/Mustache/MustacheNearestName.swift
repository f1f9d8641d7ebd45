/// The dotted Mustache name a misspelt one most likely meant, for the name check (over shapes) and
/// the renderer (over values) alike: the first part among `stackNames`, or else the first part
/// that names nothing among the members of what the part before it holds; nil when none is near.
func nearestMustacheName<Node>(
    to parts: [String], stackNames: [String], first: Node?, member: (Node, String) -> Node?,
    memberNames: (Node) -> [String]
) -> String? {
    var candidates = stackNames
    var failing = 0
    if var node = first {
        for index in parts.indices.dropFirst() {
            guard let next = member(node, parts[index]) else {
                candidates = memberNames(node)
                failing = index
                break
            }
            node = next
        }
    }
    guard let replacement = suggestion(for: parts[failing], among: candidates) else { return nil }
    var suggested = parts
    suggested[failing] = replacement
    return suggested.joined(separator: ".")
}
