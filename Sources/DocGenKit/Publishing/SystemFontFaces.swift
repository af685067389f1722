import ButtonModel

/// The font files design systems name, served with the site so that inline pictures draw labels in the family they
/// were measured in: each file under `fonts/SYSTEM/`, and `assets/system-fonts.css` with one `@font-face` per file.
public struct SystemFontFaces: Sendable {
    public static let stylesheetPath = "assets/system-fonts.css"

    public struct Face: Hashable, Sendable {
        public var family: String
        public var weight: Double
        /// The file as the user sees it, to copy.
        public var source: String
        /// Where the site serves it.
        public var sitePath: String
    }

    public private(set) var faces: [Face] = []

    public init() {}

    public var isEmpty: Bool { faces.isEmpty }

    /// Adds the files of `family` that design system `system` names.
    public mutating func add(system: String, family: String, files: [(path: String, weight: Double)]) {
        for file in files {
            let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
            faces.append(Face(family: family, weight: file.weight, source: file.path,
                              sitePath: "fonts/" + (system.isEmpty ? "" : system + "/") + name))
        }
    }

    /// One `@font-face` per file, in the order added; URLs relative to the stylesheet in `assets/`.
    public var stylesheet: String {
        faces.map { face in
            let family = face.family.filter { $0 != "\"" && $0 != "\\" }
            return #"@font-face { font-family: "\#(family)"; font-weight: \#(Int(face.weight)); font-style: normal; "#
                + #"font-display: swap; src: url("../\#(face.sitePath)"); }"#
        }.joined(separator: "\n") + "\n"
    }
}
