/// The words docgen knows in Button token names, as found in public design systems (GitHub Primer, Material 3, Kong,
/// Swiss Post, Sage, Fluent v8, Firefox, Salesforce, Carbon, Astro). The same YAML a team writes to extend it: each
/// entry is a word or a phrase (its words split as names are, so `on-dark`, `onDark` and `on dark` are one entry).
enum StandardVocabulary {
    static let yaml = """
    # Words that make a name the Button's.
    components: [button, btn]
    # Other components whose name holds the component word: a name carrying one of these is not the Button.
    otherComponents: [icon button, button group, button counter, split button, radio button, reaction button,
      button keybinding hint, floating button, segmented button, push button, menu button, close button,
      toggle button group, button groups, fab button, segmented buttons, button segmented]
    # States; the rest markers name the rest state (a name with no state word is the rest as well).
    restStates: [rest, resting, _, "@base", default, enabled, normal]
    states: [hover, hovered, highlighted, active, pressed, tap, focus, focused, focus visible, keyboard focus, disabled, selected,
      unselected, checked, dragged, visited, inactive disabled]
    # Painted parts, by the role docgen gives them.
    parts:
      background: [background, bg, fill, container, bg color, background color, container color, fill color]
      text: [text, label, label text, foreground, fg, content, fg color, text color, label text color, label color,
        foreground color, font color]
      border: [border, outline, stroke, border color, stroke color, outline color]
      icon: [icon, icon color]
      focusRing: [focus ring, focus indicator, key focus, focus outline]
      stateLayer: [state layer]
      tint: [tint color]
      shadow: [shadow, shadow color, elevation shadow]
    # What a part's token gives: `color` marks a color; the others are not a cell's color.
    colorProperties: [color, colour]
    properties: [opacity, elevation, shape, weight, style, family, transition, duration]
    # Sizes, smallest first.
    sizes: [xxsmall, 2xs, xsmall, xs, small, sm, medium, md, large, lg, xlarge, xl, xxlarge, 2xl]
    # Measures: a token with one of these is a size token.
    metrics: [height, min height, container height, width, border width, outline width, radius, border radius,
      corner radius, size, font size, font weight, line height, line box height, padding, padding x, padding y,
      padding inline, padding block, padding inline start, padding inline end, padding block start, padding block end,
      padding left, padding right, padding top, padding bottom, leading space, trailing space, gap, gap inline,
      spacing, margin, offset, thickness, dimension, x, y, inline, block, start, end, letter spacing, tracking]
    # Surface modifiers: the variant drawn on another surface.
    surfaces: [inverse, inverted, on dark, on light, on color, on brand, reversed, dark background, light background]
    # Words with several readings, in the order tried when neither position nor the vote settles them.
    ambiguous:
      default: [variant, state]
      normal: [variant, state]
      outline: [variant, part]
      text: [variant, part]
      label: [part, variant]
      fill: [part, variant]
      container: [part, metric]
      inverse: [surface, variant]
    """
}
