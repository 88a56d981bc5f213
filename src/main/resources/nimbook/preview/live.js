// The preview's page script: follows the builds the server publishes (server-sent events), reloading the page where
// the reader was, swapping the stylesheets when only they changed, and showing the book's problems over the page.

// What changed between the text's blocks before and after (each block's HTML): the blocks from first to end (not
// included) of those before give way to those from first to fresh of those after; the rest is the same. Node's tests
// read it (src/test/js).
function nimbookChanged(old, parts) {
  var first = 0;
  while (first < old.length && first < parts.length && old[first] === parts[first]) {
    first++;
  }
  var end = old.length;
  var fresh = parts.length;
  while (end > first && fresh > first && old[end - 1] === parts[fresh - 1]) {
    end--;
    fresh--;
  }
  return { first: first, end: end, fresh: fresh };
}

if (typeof module === 'object' && module.exports) {
  module.exports = nimbookChanged;
} else (function () {
  'use strict';
  var mine = window.nimbookPreview;
  var place = 'nimbook-place:' + location.pathname;

  // Back where the reader was before the reload. The page grows as it settles (fonts, formulas, and blocks laid out
  // only when near the screen), so a scroll too far for the page so far is tried again until it holds, for a while,
  // unless the reader scrolls first.
  var saved = sessionStorage.getItem(place);
  sessionStorage.removeItem(place);
  // At the top there is nothing to restore (and nothing to hold on to while the reader scrolls away at once).
  if (Number(saved) > 0) {
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

  // This page's file in the site, as the server names what a build changed.
  var here = decodeURIComponent(location.pathname.slice(1));
  if (here === '' || here.charAt(here.length - 1) === '/') {
    here += 'index.html';
  }

  // The part of a page a build's new text is put into: the children of its article (or of main), compared as the
  // server sent them — the page's own copy has been typeset and set up since — and the rest of the page, which must
  // be the same for the new text to go in without a reload.
  function textOf(doc) {
    var main = doc.querySelector('main');
    return main && (main.querySelector(':scope > article') || main);
  }

  function shape(doc) {
    var box = textOf(doc);
    if (!box) {
      return null;
    }
    var rest = doc.documentElement.cloneNode(true);
    var state = rest.querySelector('#nimbook-preview');
    var site = state ? JSON.parse(state.textContent.replace(/^var nimbookPreview=|;$/g, '')).site : -1;
    if (state) {
      state.remove();
    }
    var copy = textOf(rest);
    while (copy.firstChild) {
      copy.removeChild(copy.firstChild);
    }
    return { site: site, box: box, rest: rest.outerHTML, parts: Array.prototype.map.call(box.children, function (child) {
      return child.outerHTML;
    }) };
  }

  function fetched() {
    return fetch(location.pathname + location.search, { cache: 'no-store' }).then(function (response) {
      return response.text();
    }).then(function (html) {
      return shape(new DOMParser().parseFromString(html, 'text/html'));
    });
  }

  // The page as served at this build, fetched once the page has loaded (the server keeps only the newest build).
  var served = null;
  function learn() {
    fetched().then(function (page) {
      served = page && page.site === mine.site ? page : null;
    }, function () {
      served = null;
    });
  }

  function reload() {
    events.close();
    sessionStorage.setItem(place, String(window.scrollY));
    location.reload();
  }

  // Builds are put in one after another; one already overtaken by a newer build is left to that one.
  var patching = Promise.resolve();
  function patch(build) {
    patching = patching.then(function () {
      return build.site === mine.site ? put(build) : null;
    });
  }

  // Puts the build's new text into the page in place of what changed (the first to the last child that differs), and
  // sets the new blocks up; the reader's place, the other blocks' boards and answers stay. A page that differs in more
  // than its text, a set of exercises dealt by the page, or a page not learnt, reloads.
  function put(build) {
    var before = served;
    var box = textOf(document);
    if (!before || !box || box.children.length !== before.parts.length || window.nimbookSet || !window.nimbookPage
        || !window.nimbookWidgets && document.querySelector('[data-widget]')) {
      reload();
      return null;
    }
    return fetched().then(function (after) {
      if (!after || after.site < build.site || after.rest !== before.rest) {
        reload();
        return;
      }
      var range = nimbookChanged(before.parts, after.parts);
      var first = range.first;
      var end = range.end;
      var fresh = range.fresh;
      var next = box.children[end] || null;
      for (var i = first; i < end; i++) {
        box.removeChild(box.children[first]);
      }
      var blocks = [];
      for (var j = first; j < fresh; j++) {
        blocks.push(box.insertBefore(document.importNode(after.box.children[j], true), next));
      }
      served = after;
      window.nimbookPage.refresh(blocks);
      // When the page shows it: the frame after next is drawn after this one's paint (the benchmark reads it).
      requestAnimationFrame(function () {
        setTimeout(function () {
          document.documentElement.setAttribute('data-preview-shown', String(performance.timeOrigin
              + performance.now()));
        }, 0);
      });
    }, reload);
  }

  overlay(mine.problems);
  var events = new EventSource('/__nimbook/events');
  events.addEventListener('build', function (event) {
    var build = JSON.parse(event.data);
    if (build.site !== mine.site) {
      var was = mine.site;
      mine.site = build.site;
      // A page the build left alone stays; one whose scripts or data changed, that missed a build, or the preview's
      // own (a problem's source line), reloads.
      var others = build.changed.filter(function (path) {
        return path !== here && !/\.(html|css)$/.test(path) && path !== 'assets/search-index.js'
            && path !== 'assets/previews.js';
      });
      if (build.site !== was + 1 || others.length || here.indexOf('__nimbook/') === 0) {
        reload();
        return;
      }
      if (build.changed.indexOf(here) >= 0) {
        patch(build);
      }
    }
    if (build.css !== mine.css) {
      mine.css = build.css;
      restyle(build.css);
    }
    overlay(build.problems);
  });
  if (document.readyState === 'complete') {
    learn();
  } else {
    window.addEventListener('load', learn);
  }
})();
