import { describe, expect, it } from 'vitest';
import { BRIDGE, buildPreviewDoc, fromPreview, MAX_BRIDGE_HTML, readBridgeMessage } from './bridge';

const frame = { name: 'the frame window' };
const other = { name: 'another window' };

describe('readBridgeMessage', () => {
  it('accepts the edited page from the frame, without the bridge script', () => {
    const html = '<html><body><h1>Edited</h1><script src="/b.js" data-leadscope-bridge=""></script></body></html>';
    expect(readBridgeMessage({ source: frame, data: { type: BRIDGE.html, html } }, frame)).toEqual({
      type: 'html',
      html: '<html><body><h1>Edited</h1></body></html>',
    });
  });

  it('accepts the ready signal from the frame', () => {
    expect(readBridgeMessage({ source: frame, data: { type: BRIDGE.ready } }, frame)).toEqual({ type: 'ready' });
  });

  it('refuses messages from any other window, whatever they say', () => {
    expect(readBridgeMessage({ source: other, data: { type: BRIDGE.html, html: '<p>x</p>' } }, frame)).toBeNull();
    expect(readBridgeMessage({ source: null, data: { type: BRIDGE.ready } }, frame)).toBeNull();
  });

  it('refuses everything while there is no frame window', () => {
    expect(readBridgeMessage({ source: null, data: { type: BRIDGE.ready } }, null)).toBeNull();
  });

  it('refuses messages of an unexpected shape', () => {
    for (const data of [
      null,
      'leadscope-landing:html',
      [BRIDGE.html],
      { type: 'something-else', html: '<p>x</p>' },
      { type: BRIDGE.html },
      { type: BRIDGE.html, html: 42 },
      { type: BRIDGE.html, html: 'x'.repeat(MAX_BRIDGE_HTML + 1) },
    ]) {
      expect(readBridgeMessage({ source: frame, data }, frame)).toBeNull();
    }
  });
});

describe('buildPreviewDoc and fromPreview', () => {
  const page =
    '<!DOCTYPE html><html><head><script>var a = 1;</script><script type="module">export {}</script></head>' +
    '<body><button onclick="go()" class="cta">Go</button></body></html>';

  it('puts the bridge script last in the body', () => {
    const doc = buildPreviewDoc(page, '/assets/bridge.js');
    expect(doc).toContain('<script src="/assets/bridge.js" data-leadscope-bridge></script></body>');
  });

  it("makes the page's own scripts and event handlers inert", () => {
    const doc = buildPreviewDoc(page, '/b.js');
    expect(doc).toContain('<script type="text/x-leadscope-inert">var a = 1;</script>');
    expect(doc).toContain('<script type="text/x-leadscope-inert" data-leadscope-type="module">');
    expect(doc).toContain('<button data-leadscope-onclick="go()" class="cta">');
    expect(doc).not.toMatch(/\sonclick=/);
  });

  it('gives back the page unchanged once the preview is undone', () => {
    expect(fromPreview(buildPreviewDoc(page, '/b.js'))).toBe(page);
  });

  it('undoes the preview the way the browser serialises it', () => {
    const serialised =
      '<html><head><script type="text/x-leadscope-inert">var a = 1;</script></head><body>' +
      '<button data-leadscope-onclick="go()">Go</button>\n<script src="/b.js" data-leadscope-bridge=""></script></body></html>';
    expect(fromPreview(serialised)).toBe(
      '<html><head><script>var a = 1;</script></head><body><button onclick="go()">Go</button>\n</body></html>',
    );
  });

  it('appends the bridge to a fragment without <body>', () => {
    expect(buildPreviewDoc('<p>x</p>', '/b.js')).toBe('<p>x</p><script src="/b.js" data-leadscope-bridge></script>');
  });
});
