/**
 * What a visitor of a published page sees besides the page itself: the thank-you page after a submission and
 * the error pages. Plain, self-contained HTML served under the same sandboxing CSP as the pages.
 */

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The headers of every /p/ answer: the page runs in an opaque origin and may load nothing from elsewhere. */
export function publicPageHeaders(publicUrl: string): Record<string, string> {
  const origin = new URL(publicUrl).origin;
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': [
      'sandbox allow-scripts allow-forms',
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      "script-src 'unsafe-inline'",
      'img-src data: https:',
      'font-src data:',
      // 'self' of a sandboxed page is its URL's origin; PUBLIC_URL's origin is named too for browsers that differ.
      `form-action 'self' ${origin}`,
      "base-uri 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cache-Control': 'no-store',
  };
}

function page(title: string, heading: string, text: string, back: string | null): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)}</title>
<style>
body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif;
  color: #1f2937; background: #f9fafb; }
main { max-width: 32rem; margin: 1.5rem; padding: 2.5rem; text-align: center; background: #fff;
  border-radius: 1rem; box-shadow: 0 10px 30px rgba(0, 0, 0, 0.08); }
h1 { margin-top: 0; color: #4f46e5; }
a { color: #4f46e5; }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
${back ? `<p><a href="${escapeHtml(back)}">Back to the page</a></p>` : ''}
</main>
</body>
</html>
`;
}

export const thankYouPage = (back: string) =>
  page('Thank you', 'Thank you!', 'Your message has been sent. We will get back to you soon.', back);

export const notFoundPage = () =>
  page('Page not found', 'Page not found', 'This page does not exist or is no longer published.', null);

export const errorPage = (heading: string, text: string, back: string | null) => page(heading, heading, text, back);
