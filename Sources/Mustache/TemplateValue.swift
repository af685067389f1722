/// A value a Mustache template reads: text, a flag, a list, an object of named members, or a value worked out only
/// when a template first asks for it (the navigation of a 1,000-page site costs nothing when a layout does not print it).
///
/// Truth, as templates see it: `false`, an empty list and a missing name are false; everything else, an empty text
/// included, is true. A list section repeats once per item; an object or text section reads its members or itself.
public indirect enum TemplateValue: Sendable {
    case text(String)
    case bool(Bool)
    case list([TemplateValue])
    case object([String: TemplateValue])
    case deferred(DeferredTemplateValue)

    /// A value computed on first use, then kept (one page's values are rendered on one thread).
    public static func deferred(_ compute: @escaping @Sendable () -> TemplateValue) -> TemplateValue {
        .deferred(DeferredTemplateValue(compute))
    }

    /// The value itself, a deferred one computed.
    var settled: TemplateValue {
        if case .deferred(let box) = self { return box.value.settled }
        return self
    }

    /// The member `name` of an object, `nil` for anything else.
    func member(_ name: String) -> TemplateValue? {
        switch self {
        case .object(let members): members[name]
        case .deferred(let box): box.value.member(name)
        default: nil
        }
    }
}

extension TemplateValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(stringLiteral value: String) { self = .text(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .text(String(value)) }
    public init(arrayLiteral elements: TemplateValue...) { self = .list(elements) }
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

/// The box behind `TemplateValue.deferred`: computes once, on the thread that renders the page.
public final class DeferredTemplateValue: @unchecked Sendable {
    private let compute: @Sendable () -> TemplateValue
    private var computed: TemplateValue?

    init(_ compute: @escaping @Sendable () -> TemplateValue) {
        self.compute = compute
    }

    var value: TemplateValue {
        if let computed { return computed }
        let value = compute()
        computed = value
        return value
    }
}
