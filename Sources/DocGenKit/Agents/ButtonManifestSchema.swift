import ButtonModel

/// The JSON Schema (draft 2020-12) of `button.json`, published with the site at `schemas/button.schema.json`: the one
/// place the manifest's shape is written down. `ButtonManifest` writes what it describes.
package enum ButtonManifestSchema {
    package static let text = #"""
    {
      "$schema": "https://json-schema.org/draft/2020-12/schema",
      "title": "docgen component manifest",
      "description": "A design system's Button as docgen built it: its variants, sizes and states, the value of each part of each cell in each theme with the tokens it reaches, and every check finding. Written as SYSTEM/button.json beside the system's pages.",
      "type": "object",
      "additionalProperties": false,
      "required": ["$schema", "system", "name", "platform", "components", "findings"],
      "properties": {
        "$schema": {"type": "string", "description": "The URL of this schema."},
        "system": {"type": "string", "description": "The design system's id: its folder in the content."},
        "name": {"type": "string", "description": "The design system's name (system.yaml `name`)."},
        "platform": {"type": ["string", "null"], "description": "The platform the system is for (system.yaml `platform`), or null."},
        "components": {
          "type": "array",
          "description": "The system's components, in the order system.yaml lists them.",
          "items": {"$ref": "#/$defs/component"}
        },
        "findings": {
          "type": "array",
          "description": "Every check finding of the system, passed ones included, sorted by component, variant, size, state, theme, surface and rule (the order of `docgen check` reports).",
          "items": {"$ref": "#/$defs/finding"}
        }
      },
      "$defs": {
        "component": {
          "type": "object",
          "additionalProperties": false,
          "required": ["name", "variants", "sizes", "states", "themes"],
          "properties": {
            "name": {"type": "string", "description": "The component's name."},
            "variants": {"type": "array", "description": "The variants, in the definition's order.", "items": {"$ref": "#/$defs/variant"}},
            "sizes": {"type": "array", "description": "The sizes, in the definition's order.", "items": {"$ref": "#/$defs/size"}},
            "states": {"type": "array", "description": "The states, in the definition's order.", "items": {"$ref": "#/$defs/state"}},
            "themes": {"type": "array", "description": "One entry per theme (token set permutation), in the resolver's order.", "items": {"$ref": "#/$defs/theme"}}
          }
        },
        "variant": {
          "type": "object",
          "additionalProperties": false,
          "required": ["name", "label", "surface", "status", "sizes", "states"],
          "properties": {
            "name": {"type": "string", "description": "The variant's name."},
            "label": {"type": "string", "description": "The text drawn on the button."},
            "surface": {"type": "string", "description": "The surface the variant sits on."},
            "status": {"enum": ["stable", "beta", "deprecated"], "description": "Where the variant stands in its lifecycle."},
            "sizes": {"type": "array", "items": {"type": "string"}, "description": "The sizes the variant comes in."},
            "states": {"type": "array", "items": {"type": "string"}, "description": "The states the variant has."}
          }
        },
        "size": {
          "type": "object",
          "additionalProperties": false,
          "required": ["name", "height", "smallestHitArea", "minimumTarget"],
          "properties": {
            "name": {"type": "string", "description": "The size's name."},
            "height": {"type": ["number", "null"], "description": "The height the button is drawn at, in points (its first cell's), or null when no cell has this size."},
            "smallestHitArea": {"type": ["number", "null"], "description": "The smallest hit area measured by the touch-target check for this size, in points, or null when it was not measured."},
            "minimumTarget": {"type": "number", "description": "The touch-target minimum the hit area is held to, in points."}
          }
        },
        "state": {
          "type": "object",
          "additionalProperties": false,
          "required": ["name", "fallback"],
          "properties": {
            "name": {"type": "string", "description": "The state's name."},
            "fallback": {"type": ["string", "null"], "description": "The state whose values this state takes where it declares none, or null."}
          }
        },
        "theme": {
          "type": "object",
          "additionalProperties": false,
          "required": ["name", "context", "tokens", "cells"],
          "properties": {
            "name": {"type": "string", "description": "The theme's name: the context values joined with '-'."},
            "context": {"type": ["string", "null"], "description": "The resolver's modifiers and their values (theme=dark), or null."},
            "tokens": {
              "type": "array",
              "description": "Every token a cell of the theme reaches, once, sorted by path, with its resolved value in this theme.",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": ["path", "value"],
                "properties": {
                  "path": {"type": "string", "description": "The token's path, dot-separated."},
                  "value": {"type": ["string", "null"], "description": "The token's resolved value in this theme, or null when the theme does not define it."}
                }
              }
            },
            "cells": {"type": "array", "description": "Every cell of the theme, in the matrix's order.", "items": {"$ref": "#/$defs/cell"}}
          }
        },
        "cell": {
          "type": "object",
          "additionalProperties": false,
          "required": ["variant", "size", "state", "surface", "parts"],
          "properties": {
            "variant": {"type": "string"},
            "size": {"type": "string"},
            "state": {"type": "string"},
            "surface": {"type": ["string", "null"], "description": "The surface of the component's surface axis the cell is drawn on, or null."},
            "parts": {"type": "array", "description": "The cell's values in drawing order: colors, elevation, metrics, then the text.", "items": {"$ref": "#/$defs/part"}},
            "uncertainties": {
              "type": "array",
              "description": "Present only for an uncertain cell: why docgen could not reproduce its values exactly (its checks measured docgen's reading).",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": ["cause", "reason", "token", "file", "line", "column"],
                "properties": {
                  "cause": {"enum": ["unread-member", "approximated", "differs-from-build", "platform-default"]},
                  "reason": {"type": "string"},
                  "token": {"type": ["string", "null"], "description": "The token where it is written, or null."},
                  "file": {"type": ["string", "null"]},
                  "line": {"type": ["integer", "null"]},
                  "column": {"type": ["integer", "null"]}
                }
              }
            }
          }
        },
        "part": {
          "type": "object",
          "additionalProperties": false,
          "required": ["name", "value", "tokens"],
          "properties": {
            "name": {"type": "string", "description": "What the value sets: background, label, height, …"},
            "value": {"type": "string", "description": "The value as drawn: a color as #rrggbb(aa), a length in points, the label's text."},
            "tokens": {
              "type": "array",
              "description": "The paths of the token the component names, then of each alias hop; empty for a literal. Each is in its theme's tokens.",
              "items": {"type": "string"}
            }
          }
        },
        "finding": {
          "type": "object",
          "additionalProperties": false,
          "required": ["rule", "level", "passed", "cell", "measured", "threshold", "message"],
          "properties": {
            "rule": {"type": "string", "description": "The rule's id: contrast.text, contrast.non-text, contrast.focus, apca, touch-target, …"},
            "level": {"enum": ["error", "warning", "info"], "description": "How bad a failure is; a passed finding keeps the level its failure would have."},
            "passed": {"type": "boolean"},
            "cell": {
              "type": "object",
              "additionalProperties": false,
              "required": ["component", "variant", "size", "state", "theme", "surface"],
              "description": "The cell the finding is about.",
              "properties": {
                "component": {"type": "string"},
                "variant": {"type": "string"},
                "size": {"type": "string"},
                "state": {"type": "string"},
                "theme": {"type": "string"},
                "surface": {"type": ["string", "null"]}
              }
            },
            "measured": {"type": ["number", "null"], "description": "The measured value (a contrast ratio, an APCA Lc, a length in points), rounded to 4 decimals; null when not finite."},
            "threshold": {"type": ["number", "null"], "description": "The value the measure is held to, rounded to 4 decimals."},
            "message": {"type": "string", "description": "One sentence: what was measured and whether it passes."}
          }
        }
      }
    }

    """#
}
