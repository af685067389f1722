// docgen serve --compare: marks what differs from the base revision (added by the preview server only).
(() => {
  const style = document.createElement("style");
  style.textContent = `{{> compare.css}}`;
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
  fetch("{{{marksPath}}}", { cache: "no-store" })
    .then((response) => (response.ok ? response.json() : null))
    .then((data) => data && apply(data))
    .catch(() => {});
})();
