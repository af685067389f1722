// docgen serve --compare: marks what differs from the base revision (added by the preview server only).
(() => {
  const style = document.createElement("style");
  style.textContent = `{{> compare.css}}`;
  document.head.append(style);
  // One popover for every badge, on the page's top layer of stacking: fixed, above every badge, kept in the viewport.
  const popover = document.createElement("div");
  popover.className = "docgen-cmp-tip";
  popover.id = "docgen-cmp-tip";
  popover.setAttribute("role", "tooltip");
  popover.hidden = true;
  let owner = null;
  const picture = (label, svg) => {
    const figure = document.createElement("figure");
    const caption = document.createElement("figcaption");
    caption.textContent = label;
    if (svg) {
      const image = document.createElement("img");
      image.alt = label;
      image.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(svg);
      image.addEventListener("load", () => owner && place(owner));
      figure.append(image);
    } else {
      const none = document.createElement("span");
      none.className = "docgen-cmp-none";
      none.textContent = "no such cell";
      figure.append(none);
    }
    figure.append(caption);
    return figure;
  };
  const place = (badge) => {
    const margin = 8;
    const anchor = badge.getBoundingClientRect();
    const box = popover.getBoundingClientRect();
    const left = Math.min(Math.max(margin, anchor.left), window.innerWidth - box.width - margin);
    let top = anchor.bottom + 6;
    if (top + box.height > window.innerHeight - margin) top = anchor.top - box.height - 6;
    popover.style.left = `${Math.max(margin, left)}px`;
    popover.style.top = `${Math.max(margin, top)}px`;
  };
  const show = (badge, mark) => {
    owner = badge;
    popover.replaceChildren();
    const title = document.createElement("strong");
    title.textContent = mark.title;
    popover.append(title);
    if (mark.pictureBefore || mark.pictureAfter) {
      const pictures = document.createElement("div");
      pictures.className = "docgen-cmp-pictures";
      pictures.append(picture("before", mark.pictureBefore), picture("after", mark.pictureAfter));
      popover.append(pictures);
    }
    for (const value of mark.values) {
      const line = document.createElement("span");
      line.textContent = `${value.name}: ${value.before ?? "none"} → ${value.after ?? "none"}`;
      popover.append(line);
    }
    popover.hidden = false;
    place(badge);
  };
  const hide = (badge) => {
    if (owner !== badge) return;
    owner = null;
    popover.hidden = true;
  };
  const badge = (mark) => {
    const badge = document.createElement("span");
    badge.className = "docgen-cmp-badge";
    badge.tabIndex = 0;
    badge.textContent = mark.kind;
    badge.setAttribute("aria-describedby", popover.id);
    badge.addEventListener("mouseenter", () => show(badge, mark));
    badge.addEventListener("focus", () => show(badge, mark));
    badge.addEventListener("mouseleave", () => hide(badge));
    badge.addEventListener("blur", () => hide(badge));
    badge.addEventListener("keydown", (event) => event.key === "Escape" && hide(badge));
    return badge;
  };
  const apply = (data) => {
    document.body.append(popover);
    addEventListener("scroll", () => owner && place(owner), { passive: true });
    addEventListener("resize", () => owner && place(owner));
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
