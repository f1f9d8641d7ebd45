import DataSourceRuntime
import DataSourceRuntimeTesting
import Testing

/// Seeded random interleavings of scroll-to-end, search (typing, and debounces elapsing in any
/// order), refresh, retry, add, delete and loader answers — successes, failures, answers out of
/// order and answers to cancelled requests. After every step the update applies on a host that
/// enforces UIKit's rules, the host shows the state's rows, no identity is shown twice, at most
/// one request per section is current, and a section whose pages are all in shows exactly what
/// the backend lists for the search in effect (with the user's adds and deletes).
@Suite struct ListScreenPropertyTests {
    typealias Screen = ListScreenState<Counter, Listing>

    @Test func randomInterleavingsKeepTheHostInStep() {
        var random = SplitMix64(seed: 0x11_57_5C_4E)
        var problems: [String] = []
        var counts: [String: Int] = [:]
        for sequence in 0..<1_000 where problems.count < 5 {
            let backend = ListingBackend.sized(fruit: Int(random.next() % 12), bread: Int(random.next() % 5))
            var screen = Screen(sections: Counter.allCases, pageSize: 1 + Int(random.next() % 4))
            var host = HeadlessListHost<Listing>(rules: .tableView)
            host.reloadData(from: screen)
            var outstanding: [ListScreenRequest<Counter>] = []  // asked and not answered, cancelled or not
            var tokens: [Int] = []
            var added: [Counter: [Listing]] = [:]
            var deleted: Set<String> = []
            var log: [String] = []
            func run(_ outcome: ListingOutcome, _ label: String) -> Bool {
                log.append(label)
                for effect in outcome.effects {
                    switch effect {
                    case .load(let request): outstanding.append(request)
                    case .debounce(let token): tokens.append(token)
                    case .cancel: counts["cancel", default: 0] += 1
                    }
                }
                do {
                    try host.apply(outcome.update, from: screen)
                } catch {
                    problems.append(
                        "sequence \(sequence) after \(log.suffix(6)): host refused \(outcome.update): \(error)")
                    return false
                }
                return true
            }
            guard run(screen.start(), "start") else { continue }
            for _ in 0..<30 {
                let ok: Bool
                switch random.next() % 10 {
                case let step where step < 4 && !outstanding.isEmpty:
                    let request = outstanding.remove(at: Int(random.next() % UInt64(outstanding.count)))
                    let fails = random.next() % 8 == 0
                    counts[fails ? "failure" : "answer", default: 0] += 1
                    let result: Result<[Listing], any Error> =
                        fails ? .failure(LoaderDown()) : .success(backend.page(for: request))
                    ok = run(
                        screen.loadFinished(request.id, with: result),
                        "answer \(request.id) \(request.section) \(request.isFirstPage ? "firstPage" : "nextPage") \(request.range)\(fails ? " (fails)" : "")"
                    )
                case 4:
                    counts["scroll", default: 0] += 1
                    ok = run(screen.reachedEnd(of: random.next() % 2 == 0 ? .fruit : .bread), "scroll")
                case 5:
                    let text = ["", "a", "ap", "pear", "rye", "zz"][Int(random.next() % 6)]
                    ok = run(screen.searchTextChanged(text), "type \(text)")
                case 6 where !tokens.isEmpty:
                    counts["debounce", default: 0] += 1
                    ok = run(
                        screen.debounceElapsed(tokens.remove(at: Int(random.next() % UInt64(tokens.count)))), "debounce"
                    )
                case 7:
                    counts["refresh", default: 0] += 1
                    ok = run(random.next() % 2 == 0 ? screen.refresh() : screen.retry(.fruit), "refresh/retry")
                case 8:
                    let section: Counter = random.next() % 2 == 0 ? .fruit : .bread
                    let listing = Listing(id: "u\(random.next() % 4)", name: "added")
                    let before = screen.items(in: section).count
                    ok = run(screen.add(listing, to: section), "add \(listing.id) to \(section) (\(before))")
                    if screen.items(in: section).count > before { added[section, default: []].insert(listing, at: 0) }
                default:
                    let shown = screen.shownItems.flatMap { $0 }
                    guard let victim = shown.isEmpty ? nil : shown[Int(random.next() % UInt64(shown.count))] else {
                        continue
                    }
                    counts["delete", default: 0] += 1
                    deleted.insert(victim.id)
                    ok = run(screen.delete(victim.id), "delete \(victim.id)")
                }
                guard ok else { break }
                let shown = screen.shownItems
                if host.sections != shown {
                    problems.append(
                        "sequence \(sequence) after \(log.suffix(6)): host \(host.sections), state \(shown)")
                    break
                }
                let ids = shown.flatMap { $0.map(\.id) }
                if Set(ids).count != ids.count {
                    problems.append("sequence \(sequence): repeated identities \(ids)")
                    break
                }
                for section in Counter.allCases
                where screen.isComplete(section) && screen.phase(of: section) != .loading {
                    counts["complete", default: 0] += 1
                    // All pages of the search in effect are in: the backend's list, with the user's
                    // adds first, minus deletes and identities shown earlier on the screen.
                    let earlier = Set(
                        Counter.allCases.prefix { $0 != section }.flatMap { screen.items(in: $0).map(\.id) })
                    var seen = earlier
                    let expected = ((added[section] ?? []) + backend.all(section, search: screen.search))
                        .filter { !deleted.contains($0.id) && seen.insert($0.id).inserted }
                    if added[section] == nil, deleted.isEmpty, screen.items(in: section) != expected {
                        problems.append(
                            "sequence \(sequence) after \(log.suffix(6)): \(section) shows \(screen.items(in: section)), expected \(expected) added \(added) deleted \(deleted)"
                        )
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(3))")
        for path in ["answer", "failure", "scroll", "debounce", "refresh", "delete", "cancel", "complete"] {
            #expect(counts[path, default: 0] >= 300, "only \(counts[path, default: 0]) steps took the path \(path)")
        }
    }
}
