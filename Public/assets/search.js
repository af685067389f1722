// Searches pages, headings and token names with the index written at build time (assets/search-index.js, loaded
// on first use as a script so that it works from disk too). Keyboard first: "/" focuses the field, arrows choose,
// Enter opens, Escape closes. Without scripts the field stays hidden.
(function () {
  "use strict";
  var box = document.querySelector(".site-search");
  if (!box) return;
  var input = box.querySelector(".site-search-input");
  var list = box.querySelector(".site-search-results");
  var status = box.querySelector("[role=status]");
  var root = box.getAttribute("data-root") || "";
  var kinds = { page: "Page", heading: "Section", token: "Token" };
  var kindOrder = ["page", "heading", "token"];
  var limit = 12;
  var index = null;
  var loading = false;
  var results = [];
  var active = -1;
  box.hidden = false;

  function load() {
    if (index || loading) return;
    if (window.docgenSearchIndex) { index = window.docgenSearchIndex; return; }
    loading = true;
    var script = document.createElement("script");
    script.src = root + "assets/search-index.js";
    script.onload = function () { index = window.docgenSearchIndex || []; loading = false; update(); };
    script.onerror = function () { loading = false; status.textContent = "The search index could not be loaded."; };
    document.head.appendChild(script);
  }

  // Every word must appear in the title or its context. First an exact title; then titles holding the query, pages
  // before sections before tokens, those starting with it first; then the rest, in the same order of kinds.
  function search(query) {
    var words = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length || !index) return [];
    var whole = words.join(" ");
    var found = [];
    index.forEach(function (entry, order) {
      var title = entry[1].toLowerCase();
      var text = title + " " + entry[2].toLowerCase();
      if (!words.every(function (word) { return text.indexOf(word) >= 0; })) return;
      var kind = kindOrder.indexOf(entry[0]);
      var at = title.indexOf(whole);
      var rank = title === whole ? 0 : at >= 0 ? 1 + kind + (at === 0 ? 0 : 0.5) : 4 + kind;
      found.push({ entry: entry, rank: rank, order: order });
    });
    found.sort(function (a, b) { return a.rank - b.rank || a.order - b.order; });
    return found.slice(0, limit).map(function (item) { return item.entry; });
  }

  function option(entry, position) {
    var item = document.createElement("li");
    item.id = "site-search-option-" + position;
    item.setAttribute("role", "option");
    item.setAttribute("aria-selected", "false");
    item.setAttribute("data-kind", entry[0]);
    var link = document.createElement("a");
    link.href = root + entry[3];
    link.tabIndex = -1;
    var title = document.createElement("span");
    title.className = "site-search-title";
    title.textContent = entry[1];
    var context = document.createElement("span");
    context.className = "site-search-context";
    context.textContent = kinds[entry[0]] + (entry[2] ? " · " + entry[2] : "");
    link.appendChild(title);
    link.appendChild(context);
    item.appendChild(link);
    item.addEventListener("mousemove", function () { choose(position); });
    return item;
  }

  function show(open) {
    list.hidden = !open;
    input.setAttribute("aria-expanded", open ? "true" : "false");
    if (!open) { input.removeAttribute("aria-activedescendant"); active = -1; }
  }

  function update() {
    var query = input.value.trim();
    if (!query) { list.textContent = ""; status.textContent = ""; show(false); return; }
    if (!index) { load(); if (!index) return; }
    results = search(query);
    list.textContent = "";
    results.forEach(function (entry, position) { list.appendChild(option(entry, position)); });
    if (!results.length) {
      var empty = document.createElement("li");
      empty.className = "site-search-empty";
      empty.textContent = "No page, section or token matches \u201c" + query + "\u201d.";
      list.appendChild(empty);
    }
    status.textContent = results.length ? results.length + (results.length === 1 ? " result" : " results") : "No results";
    show(true);
    choose(results.length ? 0 : -1);
  }

  function choose(position) {
    var options = list.querySelectorAll("[role=option]");
    if (active >= 0 && options[active]) options[active].setAttribute("aria-selected", "false");
    active = position;
    if (active < 0 || !options[active]) { input.removeAttribute("aria-activedescendant"); return; }
    options[active].setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", options[active].id);
    options[active].scrollIntoView({ block: "nearest" });
  }

  input.addEventListener("focus", load);
  input.addEventListener("input", update);
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (list.hidden) { update(); } else if (results.length) {
        var step = event.key === "ArrowDown" ? 1 : -1;
        choose((active + step + results.length) % results.length);
      }
      event.preventDefault();
    } else if (event.key === "Enter") {
      if (!list.hidden && active >= 0) {
        event.preventDefault();
        window.location.href = list.querySelectorAll("[role=option] a")[active].href;
      }
    } else if (event.key === "Escape") {
      if (!list.hidden) { show(false); } else { input.value = ""; }
      event.preventDefault();
    }
  });
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    var target = event.target;
    if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    event.preventDefault();
    input.focus();
    input.select();
  });
  document.addEventListener("click", function (event) {
    if (!box.contains(event.target)) show(false);
  });
})();
