/**
 * The preview's edit bridge (shared/reference/landing-safety.md). The preview frame is sandboxed without
 * same-origin, so the app cannot touch its document: a small same-origin script (bridge/preview-bridge.js, loaded
 * by URL because the app's Content-Security-Policy, which a srcdoc frame inherits, refuses inline scripts) switches
 * editing on and off, applies theme colours, and posts the edited HTML back. The app trusts a message only when it
 * comes from the frame's own window and has the expected shape.
 */

/** Message types; the same strings are written in bridge/preview-bridge.js. */
export const BRIDGE = {
  ready: 'leadscope-landing:ready',
  html: 'leadscope-landing:html',
  edit: 'leadscope-landing:edit',
  theme: 'leadscope-landing:theme',
} as const;

/** Larger edited pages are ignored: the server refuses pages over 500 KB anyway. */
export const MAX_BRIDGE_HTML = 2 * 1024 * 1024;

export type BridgeMessage = { type: 'ready' } | { type: 'html'; html: string };

/** What the app needs of a MessageEvent (a plain object in the unit tests). */
export interface MessageLike {
  source: unknown;
  data: unknown;
}

/** The bridge's message, or null when it is not from this frame's window or not of the expected shape. */
export function readBridgeMessage(event: MessageLike, frameWindow: unknown): BridgeMessage | null {
  if (!frameWindow || event.source !== frameWindow) return null;
  const data = event.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const { type, html } = data as { type?: unknown; html?: unknown };
  if (type === BRIDGE.ready) return { type: 'ready' };
  if (type === BRIDGE.html && typeof html === 'string' && html.length <= MAX_BRIDGE_HTML) {
    return { type: 'html', html: fromPreview(html) };
  }
  return null;
}

const BRIDGE_ATTRIBUTE = 'data-leadscope-bridge';
const INERT_TYPE = 'text/x-leadscope-inert';
const KEPT_TYPE = 'data-leadscope-type';
const KEPT_HANDLER = 'data-leadscope-on';

/**
 * The page as the preview loads it. The page's own scripts and event handlers are made inert (the inherited CSP
 * would refuse them and log an error); fromPreview() restores them, so nothing is lost when an edit comes back.
 * The bridge script goes last in the body.
 */
export function buildPreviewDoc(html: string, bridgeUrl: string): string {
  const inert = html
    .replace(/<script\b([^>]*)>/gi, (_match, attributes: string) => {
      const kept = attributes.replace(/(\s)type(\s*=)/i, `$1${KEPT_TYPE}$2`);
      return `<script type="${INERT_TYPE}"${kept}>`;
    })
    .replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/(\s)on([a-z]+\s*=)/gi, `$1${KEPT_HANDLER}$2`));
  const bridge = `<script src="${escapeAttribute(bridgeUrl)}" ${BRIDGE_ATTRIBUTE}></script>`;
  const bodyEnd = inert.search(/<\/body\s*>(?![\s\S]*<\/body\s*>)/i);
  return bodyEnd >= 0 ? `${inert.slice(0, bodyEnd)}${bridge}${inert.slice(bodyEnd)}` : `${inert}${bridge}`;
}

/** The edited page from the preview, as it is saved: bridge removed, the page's scripts and handlers restored. */
export function fromPreview(html: string): string {
  return html
    .replace(new RegExp(`<script\\b[^>]*\\b${BRIDGE_ATTRIBUTE}\\b[^>]*>\\s*</script\\s*>`, 'gi'), '')
    .replace(/<script\b([^>]*)>/gi, (_match, attributes: string) => {
      const restored = attributes
        .replace(new RegExp(`\\s+type\\s*=\\s*["']?${INERT_TYPE.replace(/[/-]/g, '\\$&')}["']?`, 'i'), '')
        .replace(new RegExp(`(\\s)${KEPT_TYPE}(\\s*=)`, 'i'), '$1type$2');
      return `<script${restored}>`;
    })
    .replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(new RegExp(`(\\s)${KEPT_HANDLER}([a-z]+\\s*=)`, 'gi'), '$1on$2'));
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
