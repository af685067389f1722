import DesignTokens
import DocGenSupport
import ButtonModel

/// A cell and a token reference for the check rules' tests: a pressed primary button in the dark theme.
package let sampleCell = CellReference(system: "acme", component: "button", variant: "primary", size: "md", state: "pressed", theme: "dark")

package func token(_ role: String, _ path: TokenPath, _ file: String = "tokens/dark.json", line: Int? = 12, column: Int? = 5) -> TokenReference {
    TokenReference(role: role, path: path, location: SourceLocation(file: file, line: line, column: column, path: path.description))
}
