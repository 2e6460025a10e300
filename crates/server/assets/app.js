// arbiter: the little script the pages use. Every page works without it; it adds
// live updates (server-sent events), fast result entry from the keyboard, and
// confirmation of destructive actions.
(function () {
  "use strict";

  // Replaces the page's <main> with the same page fetched again.
  function refresh() {
    return fetch(window.location.href, { headers: { "X-Requested-With": "fetch" }, cache: "no-store" })
      .then(function (r) { return r.text(); })
      .then(function (html) {
        var doc = new DOMParser().parseFromString(html, "text/html");
        var fresh = doc.querySelector("main");
        var old = document.querySelector("main");
        if (fresh && old) { old.replaceWith(fresh); bind(fresh); }
      });
  }

  // Live updates: the body names the event's stream; a new version refreshes the page.
  function live() {
    var url = document.body.getAttribute("data-live");
    if (!url || !window.EventSource) { return; }
    var seen = document.body.getAttribute("data-version");
    var source = new EventSource(url);
    source.addEventListener("open", function () { document.body.classList.add("connected"); });
    source.addEventListener("error", function () { document.body.classList.remove("connected"); });
    source.addEventListener("version", function (e) {
      if (e.data !== seen) {
        seen = e.data;
        document.body.setAttribute("data-version", seen);
        refresh();
      }
    });
  }

  // Result entry: "12 1-0" then Enter posts the result and redraws the boards, keeping
  // the focus in the field so the next result can be typed at once.
  function quick(form) {
    form.addEventListener("submit", function (ev) {
      ev.preventDefault();
      var input = form.querySelector("input.quick");
      var status = document.getElementById("quick-status");
      fetch(form.action, {
        method: "POST",
        body: new URLSearchParams(new FormData(form)),
        headers: { "X-Requested-With": "fetch" },
        credentials: "same-origin"
      }).then(function (r) {
        return r.text().then(function (t) { return { ok: r.ok, text: t }; });
      }).then(function (res) {
        var doc = new DOMParser().parseFromString(res.text, "text/html");
        var msg = doc.querySelector(".flash");
        var boards = doc.getElementById("boards");
        var old = document.getElementById("boards");
        if (boards && old) { old.replaceWith(boards); }
        if (status) {
          status.className = res.ok ? "flash ok" : "flash error";
          // Without a message on the answer, the page's own words for either outcome.
          status.textContent = msg ? msg.textContent
            : status.getAttribute(res.ok ? "data-saved" : "data-refused");
        }
        if (res.ok) { input.value = ""; }
        input.focus();
      });
    });
  }

  // An explanation on demand: opening the block fetches it (once) from its page.
  function explain(details) {
    details.addEventListener("toggle", function () {
      if (!details.open || details.getAttribute("data-loaded")) { return; }
      details.setAttribute("data-loaded", "1");
      var body = details.querySelector(".explain-body");
      fetch(details.getAttribute("data-src"), { headers: { "X-Requested-With": "fetch" }, credentials: "same-origin" })
        .then(function (r) { return r.text().then(function (t) { return { ok: r.ok, text: t }; }); })
        .then(function (res) {
          var doc = new DOMParser().parseFromString(res.text, "text/html");
          var found = doc.getElementById("explanation") || doc.querySelector(".flash");
          if (found && body) { body.replaceChildren(found); }
        });
    });
  }

  function bind(root) {
    root.querySelectorAll("form[data-quick]").forEach(quick);
    root.querySelectorAll("details[data-src]").forEach(explain);
    root.querySelectorAll("[data-confirm]").forEach(function (el) {
      el.addEventListener("click", function (ev) {
        if (!window.confirm(el.getAttribute("data-confirm"))) { ev.preventDefault(); }
      });
    });
    // A file chosen for a CSV import is read into its text box, as if pasted.
    root.querySelectorAll("input[type=file][data-fills]").forEach(function (input) {
      input.addEventListener("change", function () {
        var target = document.getElementById(input.getAttribute("data-fills"));
        var file = input.files && input.files[0];
        if (!target || !file) { return; }
        file.arrayBuffer().then(function (buf) {
          var bytes = new Uint8Array(buf);
          var label = "utf-8";
          if (bytes[0] === 0xFF && bytes[1] === 0xFE) { label = "utf-16le"; }
          else if (bytes[0] === 0xFE && bytes[1] === 0xFF) { label = "utf-16be"; }
          var text;
          try { text = new TextDecoder(label, { fatal: label === "utf-8" }).decode(bytes); }
          catch (e) { text = new TextDecoder("windows-1252").decode(bytes); }
          target.value = text;
        });
      });
    });
    var auto = root.querySelector("[autofocus]");
    if (auto) { auto.focus(); }
  }

  document.addEventListener("DOMContentLoaded", function () { bind(document); live(); });
})();
