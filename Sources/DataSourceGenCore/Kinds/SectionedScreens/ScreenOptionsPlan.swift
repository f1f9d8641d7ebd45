/// Where the options of a table's radio or accordion row, or of a form's picker, segmented or
/// filter row, come from, ready to render: planned once, here, for both kinds. Templates switch
/// on it (`{{#options.titles}}`) and write from the same plan what each kind makes of it: a
/// table's accordion over a section enum lists the enum's cases, a form's FormKit cell their
/// titles.
enum ScreenOptionsPlan: Hashable, Sendable, MustacheEnum {
    /// The row has none (a table's basic, static or array row; most form rows).
    case none
    /// Fixed titles, chosen by index.
    case titles(ScreenOptionListPlan)
    /// A section enum's cases, chosen by case; each has its case name and title.
    case sectionEnum(ScreenOptionListPlan)
    /// Elements of an array in a table's state (`<row>Options`), chosen by identifier.
    case state

    static let allCases: [Self] = [.none, .titles(.init([])), .sectionEnum(.init([])), .state]

    /// What templates read beside the case, as `options.isFixed`.
    struct MustacheFacts: Hashable, Sendable, ReflectedMustache {
        var isFixed: Bool
    }

    var mustacheFacts: MustacheFacts { MustacheFacts(isFixed: isFixed) }

    /// Whether the options are known when generating (titles or a section enum's cases), so a
    /// static list can hold them.
    var isFixed: Bool {
        switch self {
        case .titles, .sectionEnum: true
        case .none, .state: false
        }
    }

    /// The plan of options resolved for a table or a form; `nil` plans none.
    init<Element>(_ options: ResolvedScreenOptions<Element>?) {
        switch options {
        case nil: self = .none
        case .literals(let titles)?: self = .titles(ScreenOptionListPlan(titles.map { .title($0.value) }))
        case .sectionEnum(let section)?:
            self = .sectionEnum(
                ScreenOptionListPlan(
                    section.cases.map {
                        .enumCase($0.swiftName, title: $0.definition.title?.value ?? $0.definition.name.value)
                    }, enumType: section.typeName))
        case .items?: self = .state
        }
    }
}

/// The options of a row that are known when generating, in display order.
struct ScreenOptionListPlan: Hashable, Sendable, ReflectedMustache {
    /// The section enum whose cases they are; `nil` for titles.
    var enumType: String?
    var optionLiterals: [OptionLiteralPlan]
    var optionCount: Int

    init(_ literals: [OptionLiteralPlan], enumType: String? = nil) {
        self.enumType = enumType
        optionLiterals = literals
        optionCount = literals.count
    }
}

/// One fixed option as the `OptionTitles` and `OptionCases` templates write it in a Swift array:
/// its title, and for a section enum's case the case too.
struct OptionLiteralPlan: Hashable, Sendable, ReflectedMustache {
    /// The enum case, written `.caseName`; `nil` for a title.
    var caseName: String?
    /// The title as a Swift string literal: the case's title, else its name, for an enum case.
    var titleLiteral: String

    static func title(_ text: String) -> Self { Self(caseName: nil, titleLiteral: SwiftStringLiteral.make(text)) }

    static func enumCase(_ name: String, title: String) -> Self {
        Self(caseName: name, titleLiteral: SwiftStringLiteral.make(title))
    }
}
