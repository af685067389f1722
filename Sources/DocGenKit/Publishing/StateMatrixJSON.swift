import ButtonModel
import DesignTokens
import DocGenSupport
import DocGenChecks
import DocGenMarkdown
import ButtonDrawing

/// A state matrix as JSON, written beside its SVG files (`buttons/<system>/<component>.matrix.json`) so that
/// scripts and tests can read every cell: its resolved colors and metrics with their token chains, the SVG file
/// drawn for it, and where in that SVG the fill and the label are.
///
/// ```json
/// {"system": "backbase", "component": "Button", "themes": ["light", "dark"],
///  "cells": [{"variant": "primary", "size": "medium", "state": "normal", "theme": "light",
///             "svg": "buttons/backbase/primary/medium--normal--light.svg", "text": "Continue",
///             "colors": {"background": {"value": "#0b5fff", "declared": "#0b5fff", "tokens": [...], "fallbackFrom": null}, ...},
///             "metrics": {"height": {"value": 44, ...}, ...},
///             "geometry": {"canvasWidth": 140, "canvasHeight": 52, "margin": 4, "width": 132, "height": 44, ...}}]}
/// ```
/// Colors are composited as painted (`value`) beside the color the token declares (`declared`). A cell docgen could
/// not reproduce exactly has `"uncertain": true` and `"uncertainties": [{"cause", "reason", "token", "file", "line",
/// "column"}]`, each uncertain part `"uncertain": true`; a part's `note` says how docgen read it (a keyword, a fallback
/// list's entry) and `build` where the team's build defines it, each only when there is one.
///
/// Each cell is written straight into one string (no field lists joined afterwards), cells on `threads` threads.
public enum StateMatrixJSON {
    public static func path(of matrix: StateMatrix) -> String {
        "buttons/\(ButtonSVG.safeSegment(matrix.definition.system))/\(HeadingIDs.slug(matrix.definition.name)).matrix.json"
    }

    /// The JSON of a matrix whose cells are laid out.
    public static func json(_ matrix: StateMatrix, threads: Int = 1) -> String {
        json(matrix, cells: ParallelMap.map(matrix.cells, threads: threads) { cell($0) })
    }

    /// The document around cells already written (see `cell(_:)`), in matrix order.
    package static func json(_ matrix: StateMatrix, cells: [String]) -> String {
        var out = "{\n  \"system\": \(JSONText.quoted(matrix.definition.system)),\n"
        out += "  \"component\": \(JSONText.quoted(matrix.definition.name)),\n"
        out += "  \"themes\": [\(matrix.themes.map(JSONText.quoted).joined(separator: ", "))],\n  \"cells\": [\n"
        out.reserveCapacity(out.utf8.count + cells.reduce(0) { $0 + $1.utf8.count + 2 } + 8)
        for (index, cell) in cells.enumerated() {
            if index > 0 { out += ",\n" }
            out += cell
        }
        return out + "\n  ]\n}\n"
    }

    /// One cell's object, indented as an element of `cells`, its geometry as the cell is laid out.
    package static func cell(_ cell: StateCell) -> String {
        let g = cell.geometry
        var out = "    {"
        out.reserveCapacity(4096)
        out += "\"variant\": "; out += JSONText.quoted(cell.variant)
        out += ", \"size\": "; out += JSONText.quoted(cell.size)
        out += ", \"state\": "; out += JSONText.quoted(cell.state)
        out += ", \"theme\": "; out += JSONText.quoted(cell.theme)
        if let surface = cell.surface { out += ", \"surface\": "; out += JSONText.quoted(surface) }
        out += ", \"svg\": "; out += JSONText.quoted(ButtonSVGFiles.path(of: cell))
        out += ", \"text\": "; out += cell.text.map(JSONText.quoted) ?? "null"
        out += ", \"accessibleName\": "; out += JSONText.quoted(cell.accessibleName)
        out += ", \"iconOnly\": "; out += cell.isIconOnly ? "true" : "false"
        let uncertainties = cell.uncertainties
        if !uncertainties.isEmpty {
            out += ", \"uncertain\": true, \"uncertainties\": "; out += FindingsReport.uncertaintiesJSON(uncertainties).compact
        }
        out += ", \"colors\": {"
        for (index, named) in cell.colors.named.enumerated() {
            if index > 0 { out += ", " }
            out += JSONText.quoted(named.name); out += ": "
            part(named.part, into: &out) { $0.hexJSON }
        }
        out += "}"
        if let elevation = cell.elevation {
            out += ", \"elevation\": "
            part(elevation, into: &out) { shadows in
                "[" + shadows.map { "{\"offsetX\": \(number($0.offsetX)), \"offsetY\": \(number($0.offsetY)), \"blur\": \(number($0.blur)), "
                    + "\"spread\": \(number($0.spread)), \"color\": \($0.color.hexJSON)}" }.joined(separator: ", ") + "]"
            }
        }
        out += ", \"metrics\": {"
        for (index, named) in cell.metrics.named.enumerated() {
            if index > 0 { out += ", " }
            out += JSONText.quoted(named.name); out += ": "
            part(named.part, into: &out, number)
        }
        out += "}, \"geometry\": {"
        let geometry: [(String, Double)] = [
            ("canvasWidth", g.canvasWidth), ("canvasHeight", g.canvasHeight), ("margin", g.margin), ("width", g.width),
            ("height", g.height), ("cornerRadius", g.cornerRadius), ("contentX", g.contentX), ("baselineY", g.baselineY),
            ("textWidth", g.textWidth),
        ]
        for (key, value) in geometry {
            out += "\""; out += key; out += "\": "; out += number(value); out += ", "
        }
        out += "\"hasGlyph\": "; out += g.hasGlyph ? "true" : "false"
        out += "}}"
        return out
    }

    private static func part<Value>(_ part: ResolvedPart<Value>, into out: inout String, _ text: (Value) -> String) {
        let value = text(part.value)
        out += "{\"value\": "; out += value
        // A declared value equal to the painted one (most are) is the same text: it is formatted once.
        out += ", \"declared\": "; out += part.declared == part.value ? value : text(part.declared)
        out += ", \"tokens\": ["
        for (index, token) in part.tokens.enumerated() {
            if index > 0 { out += ", " }
            out += JSONText.quoted(token.description)
        }
        out += "], \"fallbackFrom\": "; out += part.fallbackFrom.map(JSONText.quoted) ?? "null"
        if let note = part.note { out += ", \"note\": "; out += JSONText.quoted(note) }
        if let build = part.build {
            out += ", \"build\": {\"name\": "; out += JSONText.quoted(build.name)
            out += ", \"file\": "; out += JSONText.quoted(build.location.file)
            out += ", \"line\": "; out += build.location.line.map(String.init) ?? "null"
            out += "}"
        }
        if part.isUncertain { out += ", \"uncertain\": true" }
        out += "}"
    }

    /// A number as JSON writes it. The matrix rejects every value out of `GeometryBounds` before this is written;
    /// should a non-finite number reach here all the same, it is `null`, for JSON has no `inf` or `nan`.
    private static func number(_ value: Double) -> String { value.isFinite ? value.formattedForDisplay : "null" }
}

private extension Color {
    var hexJSON: String { JSONText.quoted(hex) }
}
