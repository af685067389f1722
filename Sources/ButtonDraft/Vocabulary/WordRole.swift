/// What a word of a Button token's name says.
public enum WordRole: String, Hashable, Sendable, CaseIterable {
    /// The component word itself (`button`, `btn`).
    case component
    /// A word before the component word shared by a family (`post`, `md.comp`), or carried by every name of it.
    case namespace
    /// A state (`hover`, `pressed`) or the rest marker (`rest`, `_`, `enabled`).
    case state
    /// A painted part (`bg`, `label`, `stroke`).
    case part
    /// What of the part a token gives (`color`, `opacity`, `elevation`).
    case property
    /// A size of the Button (`small`, `large`).
    case size
    /// A measure (`height`, `padding`, `radius`): a size token, never a cell's color.
    case metric
    /// A surface the variant is drawn on (`inverse`, `inverted`, `on dark`).
    case surface
    /// A variant's name: every word no table knows.
    case variant
}
