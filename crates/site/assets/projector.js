// The projector: the page scrolls down by itself, waits at the bottom, then reloads (to
// show what has been published since) and starts again from the top. Moving the pointer
// over the page pauses it until the pointer leaves. Without this script the page reads
// the same.
(function () {
  "use strict";
  if (!document.body.hasAttribute("data-autoscroll")) {
    return;
  }
  var page = document.scrollingElement || document.documentElement;
  var step = 2;
  var tick = 40;
  var hold = 4000;
  var still = 30000;
  var paused = false;
  var done = false;
  var start = Date.now() + hold;
  if ("scrollRestoration" in history) {
    history.scrollRestoration = "manual";
  }
  window.scrollTo(0, 0);
  // Only a pointer that really moves pauses: content scrolling under a still pointer
  // raises pointer events too, without movement.
  document.addEventListener("mousemove", function (e) {
    if (e.movementX || e.movementY) {
      paused = true;
    }
  });
  document.documentElement.addEventListener("mouseleave", function () {
    paused = false;
  });
  setInterval(function () {
    if (paused || done || Date.now() < start) {
      return;
    }
    var bottom = page.scrollHeight - page.clientHeight;
    if (page.scrollTop >= bottom - 1) {
      // At the end (or nothing to scroll): stay a moment, then start again.
      done = true;
      setTimeout(function () { location.reload(); }, bottom > 0 ? hold : still);
      return;
    }
    page.scrollTop = page.scrollTop + step;
  }, tick);
}());
