// Fills the version menu of a page of a versioned site from docgenVersions (above): one entry per version, newest
// first, each leading to the same page in that version where it has it, else to its home page; and names the latest
// release in the banner of an older or unreleased version, leading to this page in it where it has it. Without
// scripts the menu leads to the latest release and to the changelog, which lists every release.
(function () {
  var menu = document.querySelector(".version-menu[data-page]");
  if (!menu || typeof docgenVersions === "undefined") return;
  var page = menu.getAttribute("data-page");
  var root = menu.getAttribute("data-site-root");
  var current = menu.getAttribute("data-version");
  function hasPage(version) { return version.pages.indexOf(page) >= 0; }
  function url(version) { return root + version.folder + (hasPage(version) ? page : "index.html"); }
  function span(className, text) {
    var element = document.createElement("span");
    element.className = className;
    element.textContent = text;
    return element;
  }

  var list = menu.querySelector(".version-menu-list");
  if (list) {
    while (list.firstChild) list.removeChild(list.firstChild);
    docgenVersions.versions.forEach(function (version) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = url(version);
      if (version.name === current) link.setAttribute("aria-current", "true");
      link.appendChild(span("version-name", version.label));
      if (version.date) { link.appendChild(document.createTextNode(" ")); link.appendChild(span("version-date", version.date)); }
      if (!hasPage(version)) {
        link.appendChild(document.createTextNode(" "));
        link.appendChild(span("version-missing", "this page is not in " + version.name + ": its home page"));
      }
      item.appendChild(link);
      list.appendChild(item);
    });
  }

  var banner = document.querySelector(".version-banner a[data-latest]");
  var latest = docgenVersions.versions.filter(function (version) { return version.name === docgenVersions.latest; })[0];
  if (banner && latest) {
    banner.href = url(latest);
    banner.textContent = hasPage(latest) ? "Read this page in the latest release, " + latest.name
      : "This page is not in the latest release, " + latest.name + ": go to its home page";
  }
})();
