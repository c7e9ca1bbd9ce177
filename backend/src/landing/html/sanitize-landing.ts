import { randomBytes } from 'node:crypto';
import sanitizeHtml from 'sanitize-html';

/**
 * The one gate every landing page passes (generated, saved, served): a real HTML parser (htmlparser2, through
 * sanitize-html) with an allow-list. Pages may run inline scripts, because they only ever run in an opaque
 * origin (the preview frame's sandbox, the public page's CSP sandbox); what must not get in is anything that
 * loads remote code or frames other content: <script src>, iframes, objects, embeds, javascript: URLs and event
 * handler attributes (all on* are dropped: behaviour belongs in an inline <script>).
 */

export interface SanitizeLandingOptions {
  /** Every <form> posts here with method post (the public page's submit URL). */
  formAction?: string;
  /**
   * Style blocks to (re)write, by element id, in this order: the first <style id> of each keeps its place with the
   * new content, later duplicates go; missing ones are added at the start of <head> (or of the document).
   */
  styles?: Record<string, string>;
}

const DOCTYPE = '<!DOCTYPE html>\n';

const ALLOWED_TAGS = [
  // document
  'html', 'head', 'body', 'title', 'meta', 'style', 'script',
  // layout and text
  'header', 'footer', 'main', 'nav', 'section', 'article', 'aside', 'div', 'span', 'p', 'h1', 'h2', 'h3', 'h4',
  'h5', 'h6', 'hr', 'br', 'a', 'img', 'figure', 'figcaption', 'blockquote', 'q', 'cite', 'ul', 'ol', 'li', 'dl',
  'dt', 'dd', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'mark', 'sub', 'sup', 'code', 'pre', 'kbd', 'abbr',
  'time', 'address', 'details', 'summary', 'dialog', 'canvas', 'picture', 'wbr',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
  // forms
  'form', 'input', 'textarea', 'select', 'option', 'optgroup', 'button', 'label', 'fieldset', 'legend',
  'output', 'progress', 'meter',
  // inline SVG shapes (no use, foreignObject or animation: they can pull in or run other content)
  'svg', 'g', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect', 'defs', 'lineargradient',
  'radialgradient', 'stop', 'text', 'tspan',
]; // prettier-ignore

const SVG_TAGS = new Set(['svg', 'g', 'path', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'rect', 'defs',
  'lineargradient', 'radialgradient', 'stop', 'text', 'tspan']); // prettier-ignore

const SVG_ATTRIBUTES = [
  'viewbox', 'xmlns', 'fill', 'fill-rule', 'fill-opacity', 'clip-rule', 'stroke', 'stroke-width',
  'stroke-linecap', 'stroke-linejoin', 'stroke-opacity', 'opacity', 'transform', 'd', 'cx', 'cy', 'r', 'rx',
  'ry', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'points', 'width', 'height', 'offset', 'stop-color', 'stop-opacity',
  'gradientunits', 'gradienttransform', 'preserveaspectratio', 'text-anchor', 'font-size', 'font-weight',
]; // prettier-ignore

const ALLOWED_ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  '*': ['class', 'id', 'style', 'title', 'lang', 'dir', 'role', 'tabindex', 'hidden', 'aria-*', 'data-*'],
  html: ['lang'],
  meta: ['charset', 'name', 'content', 'property'],
  script: [{ name: 'type', multiple: false, values: ['text/javascript', 'application/ld+json', 'application/json'] }],
  a: ['href', 'target', 'rel', 'name'],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
  form: ['action', 'method', 'novalidate', 'autocomplete', 'name'],
  input: [
    'type', 'name', 'value', 'placeholder', 'required', 'checked', 'disabled', 'readonly', 'min', 'max', 'step',
    'pattern', 'maxlength', 'minlength', 'autocomplete', 'multiple', 'size', 'list', 'inputmode',
  ], // prettier-ignore
  textarea: ['name', 'rows', 'cols', 'placeholder', 'required', 'maxlength', 'minlength', 'readonly', 'disabled', 'wrap', 'autocomplete'], // prettier-ignore
  select: ['name', 'required', 'multiple', 'disabled', 'size', 'autocomplete'],
  option: ['value', 'selected', 'disabled', 'label'],
  optgroup: ['label', 'disabled'],
  button: ['type', 'name', 'value', 'disabled'],
  label: ['for'],
  fieldset: ['disabled', 'name'],
  output: ['for', 'name'],
  progress: ['value', 'max'],
  meter: ['value', 'min', 'max', 'low', 'high', 'optimum'],
  td: ['colspan', 'rowspan', 'headers'],
  th: ['colspan', 'rowspan', 'headers', 'scope'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start', 'reversed', 'type'],
  li: ['value'],
  time: ['datetime'],
  details: ['open'],
  dialog: ['open'],
  blockquote: ['cite'],
  q: ['cite'],
  canvas: ['width', 'height'],
  ...Object.fromEntries([...SVG_TAGS].map((tag) => [tag, SVG_ATTRIBUTES])),
};

/** Elements whose whole content goes with them when they are not allowed (raw text, fallback content, MathML). */
const NON_TEXT_TAGS = [
  'script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'frame', 'frameset', 'noframes',
  'noembed', 'object', 'embed', 'applet', 'xmp', 'template', 'math', 'foreignobject', 'use', 'animate', 'set',
  'animatemotion', 'animatetransform', 'plaintext', 'title',
]; // prettier-ignore

/** Keeps CSS inside its <style> element: the HTML tokenizer ends a style at the first "</style". */
export const escapeStyleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

export function sanitizeLanding(html: string, options: SanitizeLandingOptions = {}): string {
  const nonce = randomBytes(9).toString('hex');
  const styles = options.styles ?? {};
  const placed = new Set<string>();
  // Elements given this attribute are removed with everything inside them (exclusiveFilter, on close).
  const dropped = (tagName: string) => ({ tagName, attribs: { 'data-drop': nonce } });
  let headSeen = false;
  let svgDepth = 0;

  const transformTags: Record<string, sanitizeHtml.Transformer> = {
    // A remote script goes whole: the allow-list alone would keep its element and drop only src.
    script: (tagName, attribs) => ('src' in attribs ? dropped(tagName) : { tagName, attribs }),
    style: (tagName, attribs) => {
      if (svgDepth > 0) return dropped(tagName);
      const id = attribs.id;
      if (id === undefined || !(id in styles)) return { tagName, attribs };
      if (placed.has(id)) return dropped(tagName);
      placed.add(id);
      return { tagName, attribs: { id, 'data-slot': nonce }, text: '' };
    },
    // Inside <svg> the browser parses <style>, <textarea> and the like as elements, not text, while htmlparser2
    // still reads them as text: only SVG shapes may live there (the classic mutation-XSS shape).
    '*': (tagName, attribs) => (svgDepth > 0 && !SVG_TAGS.has(tagName) ? dropped(tagName) : { tagName, attribs }),
    head: (tagName): sanitizeHtml.Tag => {
      if (headSeen) return { tagName, attribs: {} };
      headSeen = true;
      return { tagName, attribs: { 'data-slot': nonce } };
    },
  };
  if (options.formAction !== undefined) {
    const action = options.formAction;
    transformTags.form = (tagName, attribs) => {
      const kept = Object.fromEntries(
        Object.entries(attribs).filter(([name]) => !['action', 'method', 'target', 'enctype'].includes(name)),
      );
      return { tagName, attribs: { ...kept, action, method: 'post' } };
    };
  }

  let clean = sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowVulnerableTags: true,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    nonTextTags: NON_TEXT_TAGS,
    transformTags,
    exclusiveFilter: (frame) => frame.attribs['data-drop'] === nonce,
    onOpenTag: (name) => {
      if (name === 'svg') svgDepth++;
    },
    onCloseTag: (name) => {
      if (name === 'svg' && svgDepth > 0) svgDepth--;
    },
  });

  for (const id of placed) {
    clean = clean.replace(
      `<style id="${id}" data-slot="${nonce}"></style>`,
      () => `<style id="${id}">${escapeStyleText(styles[id])}</style>`,
    );
  }
  const missing = Object.keys(styles)
    .filter((id) => !placed.has(id))
    .map((id) => `<style id="${id}">${escapeStyleText(styles[id])}</style>`)
    .join('\n');
  const headTag = `<head data-slot="${nonce}">`;
  if (clean.includes(headTag)) clean = clean.replace(headTag, () => `<head>${missing}`);
  else if (missing) clean = `${missing}\n${clean}`;
  return DOCTYPE + clean.trimStart();
}

/** Bytes of a string as stored and served (UTF-8). */
export const htmlBytes = (html: string) => Buffer.byteLength(html, 'utf8');
