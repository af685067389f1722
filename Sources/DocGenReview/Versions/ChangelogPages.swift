import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenKit
import DocGenMarkdown

/// The pages a versioned site adds to the content of the version at its root, and to no other: `changelog/index.md`,
/// the index of every release, and `changelog/<version>.md` per version, each holding the `changelog` part. Every
/// version's pages link to them there, so the changelog is written once whatever the number of versions. They are Markdown like
/// any page, so navigation, search, the sitemap and every other output treat them as the content's own.
public enum ChangelogPages {
    /// The content folder's subfolder the pages go in.
    public static let folder = "changelog"

    /// The site path of `version`'s page (`changelog/v2.0.0/index.html`), below the version's root.
    public static func outputPath(of version: String) -> String {
        SitePaths.outputPath(forContentPath: contentPath(of: version))
    }

    /// The site path of what changed in `version`, as `docgen diff --format json` prints it
    /// (`changelog/v2.0.0/changes.json`), beside its page.
    public static func jsonPath(of version: String) -> String {
        "\(folder)/\(SiteVersion.folderName(of: version))/changes.json"
    }

    package static func contentPath(of version: String) -> String {
        "\(folder)/\(SiteVersion.folderName(of: version)).md"
    }

    /// Where the changelog's pages stand in the navigation: after every page the content orders itself, before the
    /// pages it does not.
    package static let navigationOrder = 1_000_000

    /// The index and one page per version of `versions` (oldest first), newest first in the navigation. `content` is
    /// the content folder, for the place messages name.
    public static func sources(for versions: [SiteVersion], content: String) -> [SourceFile] {
        var sources = [SourceFile(relativePath: "\(folder)/index.md", displayPath: FileTree.join(content, "\(folder)/index.md"), text: """
            ---
            title: Changelog
            description: What changed in each release, by meaning. Tokens, the cells they draw and the checks, compared release by release.
            section: Changelog
            order: \(navigationOrder)
            ---

            ```docgen changelog
            ```

            """)]
        for (index, version) in versions.enumerated() {
            let path = contentPath(of: version.name)
            let title = version.isWorkTree ? "What changes in \(version.name)" : "What changed in \(version.name)"
            // A tag may hold any character but a few: the title is a YAML string with every quote and backslash
            // escaped, and the part names the version by its folder, which holds only `[A-Za-z0-9._~-]`.
            sources.append(SourceFile(relativePath: path, displayPath: FileTree.join(content, path), text: """
                ---
                title: \(yamlString(title))
                section: Changelog
                order: \(navigationOrder + versions.count - index)
                ---

                ```docgen changelog version=\(SiteVersion.folderName(of: version.name))
                ```

                """))
        }
        return sources
    }

    /// `text` as a YAML double-quoted string: a backslash, a quote and every control character escaped.
    package static func yamlString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += String(format: "\\u%04X", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
