// Collapses the navigation menu on narrow screens; without scripts it simply stays open.
(function () {
  var menu = document.querySelector(".nav-disclosure");
  if (!menu || !window.matchMedia) return;
  var narrow = window.matchMedia("(max-width: 48rem)");
  function apply() { menu.open = !narrow.matches; }
  apply();
  if (narrow.addEventListener) narrow.addEventListener("change", apply);
})();

// The version menu closes with Escape (focus back on its button) and when focus or a click goes elsewhere; without
// scripts it is a plain disclosure.
(function () {
  var menu = document.querySelector(".version-menu");
  if (!menu) return;
  var button = menu.querySelector("summary");
  menu.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && menu.open) { menu.open = false; button.focus(); event.preventDefault(); }
  });
  document.addEventListener("click", function (event) { if (menu.open && !menu.contains(event.target)) menu.open = false; });
  menu.addEventListener("focusout", function (event) {
    if (menu.open && event.relatedTarget && !menu.contains(event.relatedTarget)) menu.open = false;
  });
})();
