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
    // A hall of spectators hears a new version at the same instant: each waits a random
    // moment, under a quarter of a second, so that the servers are not asked for every
    // page at once; the versions heard meanwhile make one refresh.
    var pending = null;
    source.addEventListener("version", function (e) {
      if (e.data !== seen) {
        seen = e.data;
        document.body.setAttribute("data-version", seen);
        if (pending === null) {
          pending = setTimeout(function () { pending = null; refresh(); }, Math.random() * 250);
        }
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

  // Rating-list lookup as you type: the list's players matching the text; choosing one
  // fills the registration form ("fill") or just shows them ("show"). Names are set as
  // text, never as markup.
  function lookup(input) {
    var form = input.form;
    var list = form && form.querySelector(".rating-hits");
    if (!list) { return; }
    var timer = null, asked = "";
    function field(name) { return form.querySelector("[name=" + name + "]"); }
    function set(name, value) {
      var el = field(name);
      if (el && value !== null && value !== undefined) { el.value = value; }
    }
    // A Go list's number goes to the field of its body.
    var goIds = { egf: "egf_pin", ffg: "ffg_licence", aga: "aga_id" };
    function choose(hit) {
      var rate = field("rate");
      var kind = rate ? rate.value : "standard";
      var go = goIds[hit.list_kind];
      set("name", hit.name);
      set("federation", hit.federation || "");
      var club = field("club");
      if (club && !club.value && hit.club) { club.value = hit.club; }
      if (go) {
        set("rank", hit.grade || "");
        set("go_rating", hit.go_rating === null || hit.go_rating === undefined ? "" : hit.go_rating);
        ["egf_pin", "ffg_licence", "aga_id"].forEach(function (n) { set(n, n === go ? hit.national_id : ""); });
        set("from_list", hit.national_id ? hit.list : "");
      } else {
        set("rating", hit[kind] || hit.rating || "");
        set("title", hit.title || "");
        set("fide_id", hit.fide_id || "");
        set("from_list", hit.fide_id ? hit.list : "");
      }
      list.replaceChildren();
    }
    function show(hits) {
      list.replaceChildren();
      var gor = input.getAttribute("data-gor") || "GoR";
      hits.forEach(function (hit) {
        var li = document.createElement("li");
        var parts = goIds[hit.list_kind]
          ? [hit.name, hit.grade, hit.go_rating === null || hit.go_rating === undefined ? "" : gor + " " + hit.go_rating, hit.federation]
          : [hit.name, hit.title, hit.federation, hit.rating];
        var text = parts.concat([hit.fide_id || hit.national_id, hit.list])
          .filter(function (x) { return x !== null && x !== undefined && x !== ""; }).join(" · ");
        if (input.getAttribute("data-rating-search") === "fill") {
          var b = document.createElement("button");
          b.type = "button";
          b.className = "secondary";
          b.textContent = text;
          b.addEventListener("click", function () { choose(hit); });
          li.appendChild(b);
        } else {
          li.textContent = text;
        }
        list.appendChild(li);
      });
    }
    input.addEventListener("input", function () {
      set("from_list", "");
      clearTimeout(timer);
      var q = input.value.trim();
      if (q.length < 3) { list.replaceChildren(); return; }
      timer = setTimeout(function () {
        asked = q;
        // The public entry form looks up through its event's own address.
        var url = input.getAttribute("data-search-url") || "/api/ratings/search?limit=8&q=";
        fetch(url + encodeURIComponent(q), { credentials: "same-origin" })
          .then(function (r) { return r.ok ? r.json() : []; })
          .then(function (hits) { if (asked === q && Array.isArray(hits)) { show(hits); } })
          .catch(function () { list.replaceChildren(); });
      }, 200);
    });
  }

  // A list import: the upload's progress in the form's bar, then the page, whose import
  // section polls the server for the import's own progress.
  function uploadProgress(form) {
    form.addEventListener("submit", function (ev) {
      if (!window.XMLHttpRequest || !window.FormData) { return; }
      ev.preventDefault();
      var bar = form.querySelector("progress.upload-bar");
      var xhr = new XMLHttpRequest();
      xhr.open("POST", form.action);
      xhr.setRequestHeader("X-Requested-With", "fetch");
      if (bar) { bar.hidden = false; }
      xhr.upload.addEventListener("progress", function (e) {
        if (bar && e.lengthComputable) { bar.value = Math.floor(100 * e.loaded / e.total); }
      });
      xhr.addEventListener("loadend", function () { window.location.reload(); });
      xhr.send(new FormData(form));
    });
  }

  function poll(section) {
    var url = section.getAttribute("data-poll");
    var bar = section.querySelector("progress");
    var pct = section.querySelector(".list-import-percent");
    function tick() {
      fetch(url, { credentials: "same-origin", cache: "no-store" })
        .then(function (r) { return r.json(); })
        .then(function (j) {
          if (!j || !j.running) { window.location.reload(); return; }
          if (bar) { bar.max = j.total; bar.value = j.read; }
          if (pct) { pct.textContent = j.percent; }
          setTimeout(tick, 500);
        })
        .catch(function () { setTimeout(tick, 2000); });
    }
    setTimeout(tick, 500);
  }

  function bind(root) {
    root.querySelectorAll("input[data-rating-search]").forEach(lookup);
    root.querySelectorAll("form[data-upload-progress]").forEach(uploadProgress);
    root.querySelectorAll("[data-poll]").forEach(poll);
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
