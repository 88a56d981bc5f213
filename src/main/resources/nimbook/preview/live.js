// The preview's page script: follows the builds the server publishes (server-sent events), reloading the page where
// the reader was, swapping the stylesheets when only they changed, and showing the book's problems over the page.
(function () {
  'use strict';
  var mine = window.nimbookPreview;
  var place = 'nimbook-place:' + location.pathname;

  // Back where the reader was before the reload. The page grows as it settles (fonts, formulas, and blocks laid out
  // only when near the screen), so a scroll too far for the page so far is tried again until it holds, for a while,
  // unless the reader scrolls first.
  var saved = sessionStorage.getItem(place);
  if (saved !== null) {
    sessionStorage.removeItem(place);
    var y = Number(saved);
    var until = Date.now() + 5000;
    var stop = function () { until = 0; };
    ['wheel', 'touchstart', 'keydown', 'mousedown'].forEach(function (type) {
      window.addEventListener(type, stop, { once: true, passive: true });
    });
    var settle = function () {
      if (Date.now() > until) {
        return;
      }
      if (Math.abs(window.scrollY - y) > 1) {
        window.scrollTo(0, y);
      }
      requestAnimationFrame(settle);
    };
    settle();
  }

  function text(tag, className, content) {
    var node = document.createElement(tag);
    node.className = className;
    node.textContent = content;
    return node;
  }

  function overlay(problems) {
    var old = document.getElementById('nimbook-overlay');
    if (old) {
      old.remove();
    }
    if (!problems.length) {
      return;
    }
    var box = document.createElement('div');
    box.id = 'nimbook-overlay';
    box.setAttribute('role', 'alert');
    box.style.cssText = 'position:fixed;left:0;right:0;bottom:0;max-height:45vh;overflow:auto;z-index:2147483647;'
        + 'background:#fff8f6;color:#1f1f1f;border-top:3px solid #c0362c;box-shadow:0 -4px 16px rgba(0,0,0,.25);'
        + 'font:14px/1.4 system-ui,sans-serif;padding:.6em 1em';
    var title = text('strong', 'nimbook-title', problems.length === 1 ? 'The book has a problem'
        : 'The book has ' + problems.length + ' problems');
    var close = text('button', 'nimbook-close', 'hide');
    close.style.cssText = 'float:right';
    close.onclick = function () { box.remove(); };
    box.appendChild(close);
    box.appendChild(title);
    problems.forEach(function (problem, i) {
      var link = document.createElement('a');
      link.className = 'nimbook-problem';
      link.href = '/__nimbook/source?problem=' + i;
      link.style.cssText = 'display:block;color:inherit;text-decoration:none;margin:.5em 0';
      var where = text('span', 'nimbook-where', problem.where);
      where.style.cssText = 'color:#c0362c;font-weight:bold;text-decoration:underline';
      link.appendChild(where);
      link.appendChild(document.createTextNode(': '));
      link.appendChild(text('span', 'nimbook-message', problem.message));
      if (problem.line) {
        var source = text('pre', 'nimbook-line', problem.line + '\n' + problem.caret);
        source.style.cssText = 'margin:.2em 0 0;padding:.3em .6em;background:#f3eceb;overflow:auto;'
            + 'font:13px/1.35 ui-monospace,monospace';
        link.appendChild(source);
      }
      box.appendChild(link);
    });
    document.body.appendChild(box);
  }

  function restyle(version) {
    document.querySelectorAll('link[rel="stylesheet"]').forEach(function (link) {
      var href = link.getAttribute('href').replace(/[?&]nimbook-css=\d+$/, '');
      var fresh = link.cloneNode();
      fresh.setAttribute('href', href + (href.indexOf('?') < 0 ? '?' : '&') + 'nimbook-css=' + version);
      // The old sheet goes once the new one is in: the page never shows unstyled.
      fresh.onload = function () { link.remove(); };
      link.after(fresh);
    });
  }

  overlay(mine.problems);
  var events = new EventSource('/__nimbook/events');
  events.addEventListener('build', function (event) {
    var build = JSON.parse(event.data);
    if (build.site !== mine.site) {
      events.close();
      sessionStorage.setItem(place, String(window.scrollY));
      location.reload();
      return;
    }
    if (build.css !== mine.css) {
      mine.css = build.css;
      restyle(build.css);
    }
    overlay(build.problems);
  });
})();
