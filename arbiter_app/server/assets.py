"""The venue pages' stylesheet and script, served from the package (nothing is fetched from
the internet): the documents' own stylesheet (:mod:`arbiter_app.services.documents.page`),
the published site's rules for screens and phones, and a few for the forms."""

from __future__ import annotations

from arbiter_app.services.documents.page import STYLE, WEB_STYLE

FORMS = """
body { max-width: 60em; }
nav a { display: inline-block; padding: 4px 0; }
form.inline { display: inline; margin: 0; }
button, input[type=submit] { font-size: 12pt; min-width: 3.2em; min-height: 2.6em;
  margin: 2px 4px 2px 0; border: 1px solid #888; border-radius: 6px; background: #f4f4f4; }
button.chosen { background: #2d6cdf; color: #fff; border-color: #2d6cdf; }
input[type=text], input[type=password], input[type=search] { font-size: 13pt; padding: 6px;
  width: 12em; max-width: 90%; }
div.board { border-top: 1px solid #ccc; padding: 8px 0; }
div.board p { margin: 0 0 4px 0; }
p.flash { padding: 6px; background: #eef6ee; border-left: 4px solid #3a3; }
p.flash.error { background: #fbeeee; border-left-color: #c33; }
p.who { font-size: 10pt; color: #444; }
span.result { font-weight: bold; margin-left: 0.5em; }
details { margin: 4px 0; }
@media (max-width: 40em) { body { font-size: 12pt; } }
""".strip()

STYLESHEET = STYLE + "\n" + WEB_STYLE + "\n" + FORMS + "\n"

#: live pages: ask every few seconds whether the tournament changed, and reload when it did
#: (not while the reader types in a form field)
LIVE_SCRIPT = """
(function () {
  var meta = document.querySelector('meta[name="generation"]');
  var seen = meta ? meta.getAttribute("content") : null;
  function busy() {
    var a = document.activeElement;
    return a && (a.tagName === "INPUT" || a.tagName === "SELECT") && a.value;
  }
  function ask() {
    fetch("/api/version", {cache: "no-store"}).then(function (r) { return r.json(); })
      .then(function (v) {
        if (String(v.generation) !== seen && !busy()) { location.reload(); }
      }).catch(function () {}).then(function () { setTimeout(ask, 4000); });
  }
  if (seen !== null) { setTimeout(ask, 4000); }
  var find = document.getElementById("find");
  if (find) {
    find.addEventListener("input", function () {
      var q = find.value.toLowerCase();
      document.querySelectorAll("[data-find]").forEach(function (e) {
        e.style.display = e.getAttribute("data-find").indexOf(q) >= 0 ? "" : "none";
      });
    });
  }
})();
""".strip() + "\n"
