/*
 * Runs inside the Landing Builder's sandboxed preview frame (opaque origin): it cannot reach the app, it only
 * talks to its parent by postMessage. Kept in step with src/landing/lib/bridge.ts (the message types).
 */
/* global document, window, parent, XMLSerializer */
(function () {
  'use strict';
  var PREFIX = 'leadscope-landing:';
  var timer = null;

  function serialise() {
    var doctype = document.doctype ? new XMLSerializer().serializeToString(document.doctype) + '\n' : '';
    return doctype + document.documentElement.outerHTML;
  }

  function send() {
    timer = null;
    parent.postMessage({ type: PREFIX + 'html', html: serialise() }, '*');
  }

  function themeBlock() {
    var style = document.getElementById('landing-theme');
    if (!style) {
      var head = document.head || document.documentElement;
      style = document.createElement('style');
      style.id = 'landing-theme';
      head.insertBefore(style, head.firstChild);
    }
    return style;
  }

  window.addEventListener('message', function (event) {
    // Only the app (the parent window) steers the bridge; the page's own scripts cannot.
    if (event.source !== parent) return;
    var data = event.data;
    if (!data || typeof data.type !== 'string') return;
    if (data.type === PREFIX + 'edit') {
      document.designMode = data.on === true ? 'on' : 'off';
    } else if (data.type === PREFIX + 'theme' && typeof data.css === 'string') {
      themeBlock().textContent = data.css;
    }
  });

  // Debounced: one message per pause in typing, not one per key.
  document.addEventListener(
    'input',
    function () {
      if (document.designMode !== 'on') return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(send, 250);
    },
    true,
  );

  parent.postMessage({ type: PREFIX + 'ready' }, '*');
})();
