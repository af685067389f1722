/// The script `docgen serve --compare` adds beside the live-reload script (never to a built site): it fetches
/// `/_docgen/compare.json` and marks each changed token row and cell it finds by id, with a badge whose popover
/// gives the values before and after, and a pill with the summary that links to the first mark.
public enum CompareScript {
    public static let scriptPath = "/_docgen/compare.js"
    public static let marksPath = "/_docgen/compare.json"

    public static let source = #"""
    // docgen serve --compare: marks what differs from the base revision (added by the preview server only).
    (() => {
      const style = document.createElement("style");
      style.textContent = `\#(style)`;
      document.head.append(style);
      let count = 0;
      const badge = (mark) => {
        const badge = document.createElement("span");
        badge.className = "docgen-cmp-badge";
        badge.tabIndex = 0;
        badge.textContent = mark.kind;
        const tip = document.createElement("span");
        tip.className = "docgen-cmp-tip";
        tip.id = "docgen-cmp-tip-" + ++count;
        tip.setAttribute("role", "tooltip");
        const title = document.createElement("strong");
        title.textContent = mark.title;
        tip.append(title);
        for (const value of mark.values) {
          const line = document.createElement("span");
          line.textContent = `${value.name}: ${value.before ?? "none"} → ${value.after ?? "none"}`;
          tip.append(line);
        }
        badge.setAttribute("aria-describedby", tip.id);
        badge.append(tip);
        return badge;
      };
      const apply = (data) => {
        const marked = [];
        for (const mark of data.tokens) {
          const row = document.getElementById(mark.ids[0]);
          if (!row) continue;
          row.classList.add("docgen-cmp-mark");
          row.dataset.docgenCompare = mark.kind;
          (row.querySelector("th") ?? row).append(" ", badge(mark));
          marked.push(row);
        }
        for (const mark of data.cells) {
          for (const id of mark.ids) {
            const host = document.getElementById(id)?.closest("td, li");
            if (!host) continue;
            host.classList.add("docgen-cmp-mark", "docgen-cmp-cell");
            host.dataset.docgenCompare = mark.kind;
            // In a matrix cell the badge sits in the corner; in the gallery, after the label, clear of the button.
            if (host.tagName === "TD") host.prepend(badge(mark));
            else host.append(" ", badge(mark));
            marked.push(host);
          }
        }
        marked.sort((a, b) => a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);
        const pill = document.createElement("a");
        pill.className = "docgen-cmp-pill";
        pill.textContent = data.summary;
        pill.title = data.problem ?? `Compared with ${data.baseDescription}`;
        if (marked.length) {
          if (!marked[0].id) marked[0].id = "docgen-cmp-first";
          pill.href = "#" + marked[0].id;
        } else if (data.tokens.length + data.cells.length) {
          pill.append(" · none on this page");
        }
        document.body.append(pill);
      };
      fetch("\#(marksPath)", { cache: "no-store" })
        .then((response) => (response.ok ? response.json() : null))
        .then((data) => data && apply(data))
        .catch(() => {});
    })();
    """#

    static let style = """
    :root { --docgen-cmp-changed: #b45309; --docgen-cmp-added: #15803d; --docgen-cmp-removed: #1d4ed8;
      --docgen-cmp-tint: #fef3c7; --docgen-cmp-tip-bg: #1f2937; --docgen-cmp-tip-fg: #f9fafb; }
    @media (prefers-color-scheme: dark) {
      :root { --docgen-cmp-changed: #fbbf24; --docgen-cmp-added: #4ade80; --docgen-cmp-removed: #93c5fd;
        --docgen-cmp-tint: #3b2f0b; --docgen-cmp-tip-bg: #f9fafb; --docgen-cmp-tip-fg: #111827; }
    }
    .docgen-cmp-mark { --docgen-cmp: var(--docgen-cmp-changed); }
    .docgen-cmp-mark[data-docgen-compare="added"] { --docgen-cmp: var(--docgen-cmp-added); }
    .docgen-cmp-mark[data-docgen-compare="renamed"] { --docgen-cmp: var(--docgen-cmp-removed); }
    tr.docgen-cmp-mark > * { background: var(--docgen-cmp-tint); }
    tr.docgen-cmp-mark > :first-child { box-shadow: inset 4px 0 0 var(--docgen-cmp); }
    .docgen-cmp-cell { position: relative; outline: 2px solid var(--docgen-cmp); outline-offset: -3px; }
    td.docgen-cmp-cell > .docgen-cmp-badge { position: absolute; top: 6px; right: 6px; z-index: 2; }
    td.docgen-cmp-cell .docgen-cmp-tip { left: auto; right: 0; }
    li.docgen-cmp-cell { outline-offset: 2px; }
    li.docgen-cmp-cell > .docgen-cmp-badge { align-self: flex-start; width: fit-content; }
    .docgen-cmp-badge { position: relative; display: inline-block; padding: 1px 7px; border-radius: 999px;
      font: 600 11px/1.5 system-ui, sans-serif; letter-spacing: .02em; text-transform: uppercase; vertical-align: middle;
      color: var(--docgen-cmp); border: 1px solid currentColor; background: Canvas; cursor: help; }
    .docgen-cmp-tip { display: none; position: absolute; top: calc(100% + 6px); left: 0; z-index: 10; min-width: 14em;
      max-width: 28em; padding: 8px 10px; border-radius: 6px; text-transform: none; letter-spacing: 0;
      font: 400 12px/1.5 ui-monospace, monospace; text-align: left; white-space: normal;
      background: var(--docgen-cmp-tip-bg); color: var(--docgen-cmp-tip-fg); box-shadow: 0 4px 16px rgb(0 0 0 / .25); }
    .docgen-cmp-tip > * { display: block; }
    .docgen-cmp-tip > strong { font: 600 12px/1.5 system-ui, sans-serif; margin-bottom: 2px; }
    .docgen-cmp-badge:hover > .docgen-cmp-tip, .docgen-cmp-badge:focus > .docgen-cmp-tip { display: block; }
    .docgen-cmp-pill { position: fixed; left: 16px; bottom: 16px; z-index: 2147483000; padding: 6px 14px; border-radius: 999px;
      font: 600 13px/1.4 system-ui, sans-serif; text-decoration: none; color: var(--docgen-cmp-tip-fg);
      background: var(--docgen-cmp-tip-bg); border: 2px solid var(--docgen-cmp-changed); box-shadow: 0 2px 10px rgb(0 0 0 / .25); }
    .docgen-cmp-pill[href]:hover { text-decoration: underline; }
    """
}
