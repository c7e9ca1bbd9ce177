import { sanitizeLanding } from './sanitize-landing';

/** The landing sanitiser keeps what a page needs and removes what loads or runs code from elsewhere. */

const body = (html: string) => sanitizeLanding(`<html><head></head><body>${html}</body></html>`);

describe('sanitizeLanding', () => {
  it('keeps the document, forms, inputs, inline styles, <style> and inline scripts', () => {
    const page = [
      '<html lang="en"><head><meta charset="utf-8"><title>Offer</title>',
      '<style>:root { --primary: #4f46e5; } .card > h3 { color: var(--primary); }</style></head>',
      '<body><h1 style="color: red">Hello</h1>',
      '<form method="post" action="/thanks" novalidate><label for="e">Email</label>',
      '<input id="e" type="email" name="email" placeholder="you@example.com" required>',
      '<textarea name="message" rows="4">Hi &lt;there&gt;</textarea>',
      '<select name="plan"><option value="pro" selected>Pro</option></select>',
      '<button type="submit">Send</button></form>',
      '<script>if (1 < 2 && document.body) { document.title = "ran"; }</script>',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt=""><img src="https://images.example/a.jpg" alt="A">',
      '<a href="#contact">Contact</a> <a href="mailto:hi@example.com">Mail</a> <a href="tel:+123">Call</a>',
      '<svg viewBox="0 0 24 24" width="24"><path d="M0 0h24v24H0z" fill="currentColor"></path></svg>',
      '</body></html>',
    ].join('');
    const clean = sanitizeLanding(page);
    expect(
      clean.startsWith('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8" /><title>Offer</title>'),
    ).toBe(true);
    expect(clean).toContain('<style>:root { --primary: #4f46e5; } .card > h3 { color: var(--primary); }</style>');
    expect(clean).toContain('<h1 style="color:red">Hello</h1>');
    expect(clean).toContain('<form method="post" action="/thanks" novalidate>');
    expect(clean).toContain('<input id="e" type="email" name="email" placeholder="you@example.com" required />');
    expect(clean).toContain('<textarea name="message" rows="4">Hi &lt;there&gt;</textarea>');
    expect(clean).toContain('<option value="pro" selected>Pro</option>');
    expect(clean).toContain('<script>if (1 < 2 && document.body) { document.title = "ran"; }</script>');
    expect(clean).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" alt="" />');
    expect(clean).toContain('<img src="https://images.example/a.jpg" alt="A" />');
    expect(clean).toContain('<a href="#contact">Contact</a> <a href="mailto:hi@example.com">Mail</a>');
    expect(clean).toContain('<path d="M0 0h24v24H0z" fill="currentColor"></path>');
  });

  it('removes remote scripts whole, and iframes, objects, embeds, links and base', () => {
    const clean = body(
      '<script src="https://cdn.evil.example/x.js">alert("inline fallback")</script>' +
        '<script type="module" src="//evil.example/m.js"></script>' +
        '<iframe src="https://evil.example"><p>inside</p></iframe><object data="x.swf"><p>fallback</p></object>' +
        '<embed src="x.swf"><link rel="stylesheet" href="https://evil.example/s.css"><base href="https://evil.example/">' +
        '<frameset><frame src="x"></frameset><p>kept</p>',
    );
    expect(clean).toBe('<!DOCTYPE html>\n<html><head></head><body><p>kept</p></body></html>');
  });

  it('removes javascript: and data: URLs however they are written', () => {
    const links = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      'java&#10;script:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
    ];
    for (const href of links) {
      expect(body(`<a href="${href}">x</a>`)).toContain('<a>x</a>');
    }
    expect(body('<form action="javascript:alert(1)"><input name="a"></form>')).toContain(
      '<form><input name="a" /></form>',
    );
    expect(body('<img src="javascript:alert(1)">')).toContain('<img />');
    expect(body('<a href="//evil.example/x">x</a>')).toContain('<a>x</a>');
  });

  it('removes every on* attribute, srcdoc and formaction', () => {
    const clean = body(
      '<img src="https://x.example/a.png" onerror="fetch(\'https://evil.example\')" ONLOAD="x()">' +
        '<div onclick="steal()" onmouseover="x()" data-track="1" aria-label="box">t</div>' +
        '<div srcdoc="<script>alert(1)</script>">s</div><button formaction="https://evil.example">b</button>',
    );
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).toContain('<img src="https://x.example/a.png" />');
    expect(clean).toContain('<div data-track="1" aria-label="box">t</div>');
    expect(clean).toContain('<div>s</div><button>b</button>');
  });

  it('defeats the nested SVG and MathML mutation shapes', () => {
    const shapes = [
      '<svg><style><img src=x onerror=alert(1)></style></svg>',
      '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
      '<svg><foreignObject><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>',
      '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>"></use></svg>',
      '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
      '<svg><animate attributeName="href" to="javascript:alert(1)"></animate></svg>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<template><script>alert(1)</script></template>',
      '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>',
    ];
    for (const shape of shapes) {
      const clean = body(shape);
      expect({ shape, clean }).toEqual({
        shape,
        clean: expect.not.stringMatching(/onerror|onload|javascript|<img|<iframe|alert/i),
      });
    }
  });

  it('rewrites every form to post to the given action', () => {
    const clean = sanitizeLanding(
      '<form action="https://evil.example" method="get" enctype="text/plain" target="_blank" class="f"><input name="a"></form><form></form>',
      { formAction: '/p/abc/submit' },
    );
    expect(clean).toBe(
      '<!DOCTYPE html>\n<form class="f" action="/p/abc/submit" method="post"><input name="a" /></form>' +
        '<form action="/p/abc/submit" method="post"></form>',
    );
  });

  it('replaces style blocks by id in place, or adds them at the start of <head>', () => {
    const page =
      '<html><head><title>T</title><style id="theme">old</style><style id="theme">dup</style></head><body></body></html>';
    const clean = sanitizeLanding(page, {
      styles: { theme: ':root { --a: #fff; }', design: '.x > .y { }</style><script>bad()' },
    });
    expect(clean).toBe(
      '<!DOCTYPE html>\n<html><head><style id="design">.x > .y { }<\\/style><script>bad()</style><title>T</title>' +
        '<style id="theme">:root { --a: #fff; }</style></head><body></body></html>',
    );
    expect(sanitizeLanding('<p>fragment</p>', { styles: { a: 'p{}' } })).toBe(
      '<!DOCTYPE html>\n<style id="a">p{}</style>\n<p>fragment</p>',
    );
  });
});
