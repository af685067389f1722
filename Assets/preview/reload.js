// docgen serve: live reload (added by the preview server only).
(() => {
  const overlayID = "docgen-error-overlay";
  const events = new EventSource("/_docgen/events");
  const data = (event) => JSON.parse(event.data || "{}");
  const hideOverlay = () => document.getElementById(overlayID)?.remove();
  const wireOverlay = () => {
    document.getElementById(overlayID)?.querySelector("[data-docgen-close]")?.addEventListener("click", hideOverlay);
  };
  // The overlay links its stylesheet (valid inside <body>); loading it once here styles an overlay that arrives later
  // from its first frame.
  const style = document.createElement("link");
  style.rel = "stylesheet";
  style.href = "/_docgen/overlay.css";
  document.head.append(style);
  document.addEventListener("keydown", (event) => { if (event.key === "Escape") hideOverlay(); });
  wireOverlay();
  events.addEventListener("reload", (event) => {
    const { navigate } = data(event);
    if (navigate && navigate !== location.pathname) location.assign(navigate);
    else location.reload();
  });
  events.addEventListener("css", (event) => {
    const { paths = [] } = data(event);
    const stamp = Date.now();
    for (const link of document.querySelectorAll('link[rel="stylesheet"]')) {
      const url = new URL(link.href, location.href);
      if (!paths.some((path) => url.pathname === "/" + path)) continue;
      url.searchParams.set("docgen", stamp);
      const fresh = link.cloneNode();
      fresh.href = url.href;
      fresh.addEventListener("load", () => link.remove());
      link.after(fresh);
    }
  });
  events.addEventListener("overlay", (event) => {
    hideOverlay();
    document.body.insertAdjacentHTML("beforeend", data(event).html);
    wireOverlay();
  });
  events.addEventListener("clear", hideOverlay);
})();
