"""The venue pages' stylesheet and script, served from the package (nothing is fetched from
the internet): the documents' own stylesheet (:mod:`arbiter_app.services.documents.page`),
the published site's rules for screens and phones, and a few for the forms."""

from __future__ import annotations

from arbiter_app.services.documents.page import STYLE, WEB_STYLE

FORMS = """
body { max-width: 60em; }
nav { display: flex; flex-wrap: wrap; gap: 6px; line-height: normal; }
nav a, a.button { display: inline-block; margin: 0; padding: 8px 12px; border: 1px solid #b8c4dc;
  border-radius: 6px; background: #f2f5fb; color: #173a84; text-decoration: none;
  white-space: nowrap; }
div.scroll { padding-bottom: 14px; }
td.n { white-space: nowrap; }
form.inline { display: inline; margin: 0; }
button, input[type=submit] { font-size: 12pt; min-width: 3.2em; min-height: 2.75em;
  margin: 3px 6px 3px 0; padding: 4px 12px; border: 1px solid #888; border-radius: 6px;
  background: #f4f4f4; color: #000; }
button.chosen { background: #2d6cdf; color: #fff; border-color: #2d6cdf; }
button.danger { background: #fbeeee; border-color: #c33; color: #8a1010; }
form.results { margin: 4px 0; }
form.results.main button { font-size: 14pt; min-width: 4.4em; min-height: 2.9em;
  margin-right: 10px; }
form.row { display: flex; align-items: center; justify-content: space-between; gap: 8px;
  margin: 0; }
input[type=text], input[type=password], input[type=search] { font-size: 13pt; padding: 8px;
  width: 14em; max-width: 90%; box-sizing: border-box; }
div.board { border-top: 1px solid #ccc; padding: 8px 0; }
div.board p { margin: 0 0 4px 0; }
div.who { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 6px 0;
  font-size: 10pt; color: #444; }
div.who span { margin-right: 4px; }
div.who button, div.who a.button { margin: 0; font-size: 11pt; min-height: 2.6em;
  box-sizing: border-box; }
p.flash { padding: 8px; background: #eef6ee; border-left: 4px solid #3a3; }
p.flash.error { background: #fbeeee; border-left-color: #c33; }
p.who { font-size: 10pt; color: #444; }
span.result { font-weight: bold; margin-left: 0.5em; }
details { margin: 4px 0; }
summary { padding: 6px 0; cursor: pointer; }
details.danger { margin: 8px 0; }
@media (max-width: 40em) { body { font-size: 12pt; } }
/* the pairings by board on a phone: board, white, result, black (the numbers, ratings and
   points are on the cards and the wider screens) */
@media (max-width: 40em) {
  div.by-board th:nth-child(2), div.by-board td:nth-child(2),
  div.by-board th:nth-child(4), div.by-board td:nth-child(4),
  div.by-board th:nth-child(5), div.by-board td:nth-child(5),
  div.by-board th:nth-child(7), div.by-board td:nth-child(7),
  div.by-board th:nth-child(9), div.by-board td:nth-child(9),
  div.by-board th:nth-child(10), div.by-board td:nth-child(10) { display: none; }
  div.by-board td, div.by-board th { white-space: normal; }
}
""".strip()

STYLESHEET = STYLE + "\n" + WEB_STYLE + "\n" + FORMS + "\n"

#: live pages: ask every few seconds whether the tournament changed, and reload when it did
#: (not while the reader types in a field, has a choice open, or touched the page just now:
#: a button must not move under a finger)
LIVE_SCRIPT = """
(function () {
  var meta = document.querySelector('meta[name="generation"]');
  var seen = meta ? meta.getAttribute("content") : null;
  var touched = 0;
  ["pointerdown", "keydown", "wheel", "touchmove"].forEach(function (kind) {
    window.addEventListener(kind, function () { touched = Date.now(); }, {passive: true});
  });
  function busy() {  // not under the reader's finger: typing, an open choice, just touched
    var a = document.activeElement;
    return (a && (a.tagName === "INPUT" || a.tagName === "SELECT") && a.value)
      || document.querySelector("details[open]") || Date.now() - touched < 3000;
  }
  function ask() {
    fetch("/api/version", {cache: "no-store"}).then(function (r) { return r.json(); })
      .then(function (v) {
        if (String(v.generation) !== seen && !busy()) { location.reload(); }
      }).catch(function () {}).then(later);
  }
  // every 5 to 8 seconds: 2000 phones spread their questions over the seconds
  function later() { setTimeout(ask, 5000 + Math.floor(Math.random() * 3000)); }
  if (seen !== null) { later(); }
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
