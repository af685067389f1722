// Collapses the navigation menu on narrow screens; without scripts it simply stays open.
(function () {
  var menu = document.querySelector(".nav-disclosure");
  if (!menu || !window.matchMedia) return;
  var narrow = window.matchMedia("(max-width: 48rem)");
  function apply() { menu.open = !narrow.matches; }
  apply();
  if (narrow.addEventListener) narrow.addEventListener("change", apply);
})();
