// The fixed yardstick of `Scripts/benchmark-generator.sh compile`: 240 small declarations of
// everyday Swift (structs, a synthesized conformance, enums with a switch, a protocol with a
// conforming type, closures, a class), one per line, compiled with the same flags as the generated
// code in the same run, so that a generated picker's cost is a ratio ("as much as N of these
// lines") rather than seconds on one machine. The mix makes it slow down under a busy machine
// about as generated code does. Never edit it: the baseline ratio in
// Scripts/benchmark_generator.py was measured against exactly this file.
struct Reference000 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 0 } }
struct Pair001: Hashable { var count: Int; var label: String }
enum Choice002: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named003 { associatedtype Value; static var value: Value { get } }; enum Holder003: Named003 { static var value: [Int] { [1, 2, 3].map { $0 * 2 } } }
struct Box004 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter005 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference006 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 6 } }
struct Pair007: Hashable { var count: Int; var label: String }
enum Choice008: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named009 { associatedtype Value; static var value: Value { get } }; enum Holder009: Named009 { static var value: [Int] { [1, 2, 9].map { $0 * 2 } } }
struct Box010 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter011 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference012 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 12 } }
struct Pair013: Hashable { var count: Int; var label: String }
enum Choice014: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named015 { associatedtype Value; static var value: Value { get } }; enum Holder015: Named015 { static var value: [Int] { [1, 2, 15].map { $0 * 2 } } }
struct Box016 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter017 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference018 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 18 } }
struct Pair019: Hashable { var count: Int; var label: String }
enum Choice020: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named021 { associatedtype Value; static var value: Value { get } }; enum Holder021: Named021 { static var value: [Int] { [1, 2, 21].map { $0 * 2 } } }
struct Box022 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter023 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference024 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 24 } }
struct Pair025: Hashable { var count: Int; var label: String }
enum Choice026: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named027 { associatedtype Value; static var value: Value { get } }; enum Holder027: Named027 { static var value: [Int] { [1, 2, 27].map { $0 * 2 } } }
struct Box028 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter029 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference030 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 30 } }
struct Pair031: Hashable { var count: Int; var label: String }
enum Choice032: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named033 { associatedtype Value; static var value: Value { get } }; enum Holder033: Named033 { static var value: [Int] { [1, 2, 33].map { $0 * 2 } } }
struct Box034 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter035 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference036 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 36 } }
struct Pair037: Hashable { var count: Int; var label: String }
enum Choice038: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named039 { associatedtype Value; static var value: Value { get } }; enum Holder039: Named039 { static var value: [Int] { [1, 2, 39].map { $0 * 2 } } }
struct Box040 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter041 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference042 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 42 } }
struct Pair043: Hashable { var count: Int; var label: String }
enum Choice044: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named045 { associatedtype Value; static var value: Value { get } }; enum Holder045: Named045 { static var value: [Int] { [1, 2, 45].map { $0 * 2 } } }
struct Box046 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter047 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference048 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 48 } }
struct Pair049: Hashable { var count: Int; var label: String }
enum Choice050: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named051 { associatedtype Value; static var value: Value { get } }; enum Holder051: Named051 { static var value: [Int] { [1, 2, 51].map { $0 * 2 } } }
struct Box052 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter053 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference054 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 54 } }
struct Pair055: Hashable { var count: Int; var label: String }
enum Choice056: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named057 { associatedtype Value; static var value: Value { get } }; enum Holder057: Named057 { static var value: [Int] { [1, 2, 57].map { $0 * 2 } } }
struct Box058 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter059 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference060 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 60 } }
struct Pair061: Hashable { var count: Int; var label: String }
enum Choice062: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named063 { associatedtype Value; static var value: Value { get } }; enum Holder063: Named063 { static var value: [Int] { [1, 2, 63].map { $0 * 2 } } }
struct Box064 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter065 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference066 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 66 } }
struct Pair067: Hashable { var count: Int; var label: String }
enum Choice068: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named069 { associatedtype Value; static var value: Value { get } }; enum Holder069: Named069 { static var value: [Int] { [1, 2, 69].map { $0 * 2 } } }
struct Box070 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter071 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference072 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 72 } }
struct Pair073: Hashable { var count: Int; var label: String }
enum Choice074: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named075 { associatedtype Value; static var value: Value { get } }; enum Holder075: Named075 { static var value: [Int] { [1, 2, 75].map { $0 * 2 } } }
struct Box076 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter077 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference078 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 78 } }
struct Pair079: Hashable { var count: Int; var label: String }
enum Choice080: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named081 { associatedtype Value; static var value: Value { get } }; enum Holder081: Named081 { static var value: [Int] { [1, 2, 81].map { $0 * 2 } } }
struct Box082 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter083 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference084 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 84 } }
struct Pair085: Hashable { var count: Int; var label: String }
enum Choice086: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named087 { associatedtype Value; static var value: Value { get } }; enum Holder087: Named087 { static var value: [Int] { [1, 2, 87].map { $0 * 2 } } }
struct Box088 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter089 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference090 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 90 } }
struct Pair091: Hashable { var count: Int; var label: String }
enum Choice092: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named093 { associatedtype Value; static var value: Value { get } }; enum Holder093: Named093 { static var value: [Int] { [1, 2, 93].map { $0 * 2 } } }
struct Box094 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter095 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference096 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 96 } }
struct Pair097: Hashable { var count: Int; var label: String }
enum Choice098: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named099 { associatedtype Value; static var value: Value { get } }; enum Holder099: Named099 { static var value: [Int] { [1, 2, 99].map { $0 * 2 } } }
struct Box100 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter101 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference102 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 102 } }
struct Pair103: Hashable { var count: Int; var label: String }
enum Choice104: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named105 { associatedtype Value; static var value: Value { get } }; enum Holder105: Named105 { static var value: [Int] { [1, 2, 105].map { $0 * 2 } } }
struct Box106 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter107 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference108 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 108 } }
struct Pair109: Hashable { var count: Int; var label: String }
enum Choice110: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named111 { associatedtype Value; static var value: Value { get } }; enum Holder111: Named111 { static var value: [Int] { [1, 2, 111].map { $0 * 2 } } }
struct Box112 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter113 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference114 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 114 } }
struct Pair115: Hashable { var count: Int; var label: String }
enum Choice116: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named117 { associatedtype Value; static var value: Value { get } }; enum Holder117: Named117 { static var value: [Int] { [1, 2, 117].map { $0 * 2 } } }
struct Box118 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter119 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference120 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 120 } }
struct Pair121: Hashable { var count: Int; var label: String }
enum Choice122: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named123 { associatedtype Value; static var value: Value { get } }; enum Holder123: Named123 { static var value: [Int] { [1, 2, 123].map { $0 * 2 } } }
struct Box124 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter125 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference126 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 126 } }
struct Pair127: Hashable { var count: Int; var label: String }
enum Choice128: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named129 { associatedtype Value; static var value: Value { get } }; enum Holder129: Named129 { static var value: [Int] { [1, 2, 129].map { $0 * 2 } } }
struct Box130 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter131 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference132 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 132 } }
struct Pair133: Hashable { var count: Int; var label: String }
enum Choice134: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named135 { associatedtype Value; static var value: Value { get } }; enum Holder135: Named135 { static var value: [Int] { [1, 2, 135].map { $0 * 2 } } }
struct Box136 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter137 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference138 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 138 } }
struct Pair139: Hashable { var count: Int; var label: String }
enum Choice140: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named141 { associatedtype Value; static var value: Value { get } }; enum Holder141: Named141 { static var value: [Int] { [1, 2, 141].map { $0 * 2 } } }
struct Box142 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter143 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference144 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 144 } }
struct Pair145: Hashable { var count: Int; var label: String }
enum Choice146: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named147 { associatedtype Value; static var value: Value { get } }; enum Holder147: Named147 { static var value: [Int] { [1, 2, 147].map { $0 * 2 } } }
struct Box148 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter149 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference150 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 150 } }
struct Pair151: Hashable { var count: Int; var label: String }
enum Choice152: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named153 { associatedtype Value; static var value: Value { get } }; enum Holder153: Named153 { static var value: [Int] { [1, 2, 153].map { $0 * 2 } } }
struct Box154 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter155 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference156 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 156 } }
struct Pair157: Hashable { var count: Int; var label: String }
enum Choice158: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named159 { associatedtype Value; static var value: Value { get } }; enum Holder159: Named159 { static var value: [Int] { [1, 2, 159].map { $0 * 2 } } }
struct Box160 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter161 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference162 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 162 } }
struct Pair163: Hashable { var count: Int; var label: String }
enum Choice164: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named165 { associatedtype Value; static var value: Value { get } }; enum Holder165: Named165 { static var value: [Int] { [1, 2, 165].map { $0 * 2 } } }
struct Box166 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter167 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference168 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 168 } }
struct Pair169: Hashable { var count: Int; var label: String }
enum Choice170: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named171 { associatedtype Value; static var value: Value { get } }; enum Holder171: Named171 { static var value: [Int] { [1, 2, 171].map { $0 * 2 } } }
struct Box172 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter173 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference174 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 174 } }
struct Pair175: Hashable { var count: Int; var label: String }
enum Choice176: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named177 { associatedtype Value; static var value: Value { get } }; enum Holder177: Named177 { static var value: [Int] { [1, 2, 177].map { $0 * 2 } } }
struct Box178 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter179 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference180 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 180 } }
struct Pair181: Hashable { var count: Int; var label: String }
enum Choice182: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named183 { associatedtype Value; static var value: Value { get } }; enum Holder183: Named183 { static var value: [Int] { [1, 2, 183].map { $0 * 2 } } }
struct Box184 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter185 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference186 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 186 } }
struct Pair187: Hashable { var count: Int; var label: String }
enum Choice188: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named189 { associatedtype Value; static var value: Value { get } }; enum Holder189: Named189 { static var value: [Int] { [1, 2, 189].map { $0 * 2 } } }
struct Box190 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter191 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference192 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 192 } }
struct Pair193: Hashable { var count: Int; var label: String }
enum Choice194: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named195 { associatedtype Value; static var value: Value { get } }; enum Holder195: Named195 { static var value: [Int] { [1, 2, 195].map { $0 * 2 } } }
struct Box196 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter197 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference198 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 198 } }
struct Pair199: Hashable { var count: Int; var label: String }
enum Choice200: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named201 { associatedtype Value; static var value: Value { get } }; enum Holder201: Named201 { static var value: [Int] { [1, 2, 201].map { $0 * 2 } } }
struct Box202 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter203 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference204 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 204 } }
struct Pair205: Hashable { var count: Int; var label: String }
enum Choice206: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named207 { associatedtype Value; static var value: Value { get } }; enum Holder207: Named207 { static var value: [Int] { [1, 2, 207].map { $0 * 2 } } }
struct Box208 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter209 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference210 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 210 } }
struct Pair211: Hashable { var count: Int; var label: String }
enum Choice212: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named213 { associatedtype Value; static var value: Value { get } }; enum Holder213: Named213 { static var value: [Int] { [1, 2, 213].map { $0 * 2 } } }
struct Box214 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter215 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference216 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 216 } }
struct Pair217: Hashable { var count: Int; var label: String }
enum Choice218: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named219 { associatedtype Value; static var value: Value { get } }; enum Holder219: Named219 { static var value: [Int] { [1, 2, 219].map { $0 * 2 } } }
struct Box220 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter221 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference222 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 222 } }
struct Pair223: Hashable { var count: Int; var label: String }
enum Choice224: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named225 { associatedtype Value; static var value: Value { get } }; enum Holder225: Named225 { static var value: [Int] { [1, 2, 225].map { $0 * 2 } } }
struct Box226 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter227 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference228 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 228 } }
struct Pair229: Hashable { var count: Int; var label: String }
enum Choice230: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named231 { associatedtype Value; static var value: Value { get } }; enum Holder231: Named231 { static var value: [Int] { [1, 2, 231].map { $0 * 2 } } }
struct Box232 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter233 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
struct Reference234 { var count: Int; var label: String; func scaled(by factor: Int) -> Int { count * factor + 234 } }
struct Pair235: Hashable { var count: Int; var label: String }
enum Choice236: String, CaseIterable { case first, second, third; var title: String { switch self { case .first: "One"; case .second: "Two"; case .third: "Three" } } }
protocol Named237 { associatedtype Value; static var value: Value { get } }; enum Holder237: Named237 { static var value: [Int] { [1, 2, 237].map { $0 * 2 } } }
struct Box238 { var items: [String]; func longest() -> String? { items.max { $0.count < $1.count } } }
final class Counter239 { private(set) var value = 0; func increment(by step: Int = 1) { value += step } }
