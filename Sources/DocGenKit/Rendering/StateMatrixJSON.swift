import DesignTokens

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
/// Colors are composited as painted (`value`) beside the color the token declares (`declared`).
public enum StateMatrixJSON {
    public static func path(of matrix: StateMatrix) -> String {
        "buttons/\(ButtonSVG.safeSegment(matrix.definition.system))/\(HeadingIDs.slug(matrix.definition.name)).matrix.json"
    }

    public static func json(_ matrix: StateMatrix, measurer: TextMeasurer) -> String {
        var out = "{\n  \"system\": \(JSONText.quoted(matrix.definition.system)),\n"
        out += "  \"component\": \(JSONText.quoted(matrix.definition.name)),\n"
        out += "  \"themes\": [\(matrix.themes.map(JSONText.quoted).joined(separator: ", "))],\n  \"cells\": [\n"
        out += matrix.cells.map { cell(cell: $0, geometry: ButtonGeometry(cell: $0, measurer: measurer)) }.joined(separator: ",\n")
        return out + "\n  ]\n}\n"
    }

    private static func cell(cell: StateCell, geometry g: ButtonGeometry) -> String {
        var fields: [String] = []
        for (key, value) in [("variant", cell.variant), ("size", cell.size), ("state", cell.state), ("theme", cell.theme),
                             ("svg", ButtonSVGFiles.path(of: cell))] {
            fields.append("\(JSONText.quoted(key)): \(JSONText.quoted(value))")
        }
        if let surface = cell.surface { fields.insert("\"surface\": \(JSONText.quoted(surface))", at: 4) }
        fields.append("\"text\": \(cell.text.map(JSONText.quoted) ?? "null")")
        fields.append("\"accessibleName\": \(JSONText.quoted(cell.accessibleName))")
        fields.append("\"iconOnly\": \(cell.isIconOnly)")
        fields.append("\"colors\": {" + cell.colors.named.map { "\(JSONText.quoted($0.name)): \(part($0.part, \.hexJSON))" }
            .joined(separator: ", ") + "}")
        if let elevation = cell.elevation {
            fields.append("\"elevation\": " + part(elevation) { shadows in
                "[" + shadows.map { "{\"offsetX\": \(number($0.offsetX)), \"offsetY\": \(number($0.offsetY)), \"blur\": \(number($0.blur)), "
                    + "\"spread\": \(number($0.spread)), \"color\": \($0.color.hexJSON)}" }.joined(separator: ", ") + "]"
            })
        }
        fields.append("\"metrics\": {" + cell.metrics.named.map { "\(JSONText.quoted($0.name)): \(part($0.part, number))" }
            .joined(separator: ", ") + "}")
        let geometry: [(String, Double)] = [
            ("canvasWidth", g.canvasWidth), ("canvasHeight", g.canvasHeight), ("margin", g.margin), ("width", g.width),
            ("height", g.height), ("cornerRadius", g.cornerRadius), ("contentX", g.contentX), ("baselineY", g.baselineY),
            ("textWidth", g.textWidth),
        ]
        fields.append("\"geometry\": {" + geometry.map { "\"\($0.0)\": \(number($0.1))" }.joined(separator: ", ")
            + ", \"hasGlyph\": \(g.hasGlyph)}")
        return "    {" + fields.joined(separator: ", ") + "}"
    }

    private static func part<Value>(_ part: ResolvedPart<Value>, _ text: (Value) -> String) -> String {
        let quotedValue = text(part.value)
        let declared = text(part.declared)
        let tokens = part.tokens.map { JSONText.quoted($0.description) }.joined(separator: ", ")
        return "{\"value\": \(quotedValue), \"declared\": \(declared), \"tokens\": [\(tokens)], "
            + "\"fallbackFrom\": \(part.fallbackFrom.map(JSONText.quoted) ?? "null")}"
    }

    /// A number as JSON writes it. The matrix rejects every value out of `GeometryBounds` before this is written;
    /// should a non-finite number reach here all the same, it is `null`, for JSON has no `inf` or `nan`.
    private static func number(_ value: Double) -> String { value.isFinite ? value.formattedForDisplay : "null" }
}

private extension Color {
    var hexJSON: String { JSONText.quoted(hex) }
}
