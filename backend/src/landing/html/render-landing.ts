import type { LandingContent } from '../../ai/prompts/landing.v1';
import { escapeStyleText } from './sanitize-landing';
import { LandingTheme, themeCss } from './theme';

/**
 * The fixed template a generated page is rendered into: every section, the theme variables and a contact form
 * are always there, whatever the model wrote. Text is escaped here; the result still goes through the sanitiser.
 */

export const THEME_STYLE_ID = 'landing-theme';
export const BASE_STYLE_ID = 'landing-base';
export const DESIGN_STYLE_ID = 'landing-design';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const BASE_CSS = `*, *::before, *::after { box-sizing: border-box; }
html { scroll-behavior: smooth; }
body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;
  line-height: 1.6; color: var(--text); background: var(--background); }
img { max-width: 100%; height: auto; }
.container { width: min(1100px, 100% - 2.5rem); margin-inline: auto; }
.site-header { position: sticky; top: 0; z-index: 10; background: var(--background);
  border-bottom: 1px solid color-mix(in srgb, var(--text) 12%, transparent); }
.site-header .container { display: flex; align-items: center; justify-content: space-between; gap: 1rem;
  padding-block: 0.9rem; }
.brand { font-weight: 800; font-size: 1.2rem; color: var(--primary); text-decoration: none; }
.button { display: inline-block; padding: 0.8rem 1.5rem; border: 0; border-radius: 999px; font: inherit;
  font-weight: 700; color: #fff; background: var(--primary); text-decoration: none; cursor: pointer; }
.button:hover { background: var(--secondary); }
.button.accent { background: var(--accent); color: var(--text); }
.section { padding-block: clamp(3rem, 8vw, 6rem); }
.section h2 { font-size: clamp(1.6rem, 3.5vw, 2.4rem); line-height: 1.2; margin: 0 0 2rem; text-align: center; }
.hero { color: #fff; background: linear-gradient(135deg, var(--primary), var(--secondary)); text-align: center; }
.hero h1 { font-size: clamp(2.2rem, 6vw, 3.8rem); line-height: 1.1; margin: 0.5rem 0 1rem; }
.hero .lead { font-size: clamp(1.05rem, 2.2vw, 1.3rem); max-width: 46rem; margin: 0 auto 2rem; opacity: 0.95; }
.eyebrow { display: inline-block; padding: 0.3rem 0.9rem; border-radius: 999px; font-weight: 600;
  background: color-mix(in srgb, var(--accent) 85%, transparent); color: var(--text); }
.cards { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fit, minmax(240px, 1fr)); }
.card { padding: 1.75rem; border-radius: 1rem; background: color-mix(in srgb, var(--primary) 6%, var(--background));
  border: 1px solid color-mix(in srgb, var(--primary) 15%, transparent); }
.card .icon { font-size: 2rem; }
.card h3 { margin: 0.5rem 0; }
.proof { background: color-mix(in srgb, var(--secondary) 7%, var(--background)); }
.stats { display: flex; flex-wrap: wrap; justify-content: center; gap: 2.5rem; margin-bottom: 2.5rem; }
.stat { text-align: center; }
.stat strong { display: block; font-size: 2.2rem; color: var(--primary); }
.testimonials { display: grid; gap: 1.5rem; grid-template-columns: repeat(auto-fit, minmax(280px, 1fr)); }
.testimonials blockquote { margin: 0; padding: 1.5rem; border-radius: 1rem; background: var(--background);
  border-left: 4px solid var(--accent); }
.testimonials footer { margin-top: 0.75rem; font-weight: 600; }
.cta-band { text-align: center; color: #fff; background: var(--secondary); }
.cta-band p { max-width: 40rem; margin: 0 auto 1.5rem; }
.contact form { display: grid; gap: 1rem; max-width: 36rem; margin-inline: auto; }
.contact .intro { text-align: center; max-width: 40rem; margin: -1rem auto 2rem; }
.contact label { display: grid; gap: 0.35rem; font-weight: 600; }
.contact input, .contact textarea { width: 100%; padding: 0.75rem 0.9rem; font: inherit; color: var(--text);
  background: var(--background); border: 1px solid color-mix(in srgb, var(--text) 25%, transparent);
  border-radius: 0.6rem; }
.contact textarea { min-height: 8rem; resize: vertical; }
.site-footer { padding-block: 2rem; text-align: center; font-size: 0.9rem;
  border-top: 1px solid color-mix(in srgb, var(--text) 12%, transparent); }
@media (max-width: 640px) { .site-header .nav-cta { display: none; } .stats { gap: 1.5rem; } }`;

const INPUT_TYPES: Record<string, string> = { text: 'text', email: 'email', tel: 'tel' };

function formField(field: LandingContent['contact']['fields'][number]): string {
  const name = escapeHtml(field.name);
  const label = escapeHtml(field.label);
  const required = field.required ? ' required' : '';
  const control =
    field.type === 'textarea'
      ? `<textarea name="${name}" rows="5"${required}></textarea>`
      : `<input type="${INPUT_TYPES[field.type] ?? 'text'}" name="${name}" autocomplete="on"${required} />`;
  return `<label>${label}${control}</label>`;
}

export function renderLanding(content: LandingContent, theme: LandingTheme, designCss = content.css): string {
  const e = escapeHtml;
  const benefits = content.benefits.items
    .map(
      (item) =>
        `<article class="card">${item.icon ? `<div class="icon">${e(item.icon)}</div>` : ''}<h3>${e(item.title)}</h3><p>${e(item.text)}</p></article>`,
    )
    .join('\n');
  const stats = content.social_proof.stats
    .map((stat) => `<div class="stat"><strong>${e(stat.value)}</strong><span>${e(stat.label)}</span></div>`)
    .join('\n');
  const testimonials = content.social_proof.testimonials
    .map(
      (item) =>
        `<blockquote><p>“${e(item.quote)}”</p><footer>${e(item.name)}${item.role ? `, <span>${e(item.role)}</span>` : ''}</footer></blockquote>`,
    )
    .join('\n');
  const hero = content.hero;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${e(content.title)}</title>
<style id="${THEME_STYLE_ID}">${themeCss(theme)}</style>
<style id="${BASE_STYLE_ID}">${BASE_CSS}</style>
<style id="${DESIGN_STYLE_ID}">${escapeStyleText(designCss)}</style>
</head>
<body>
<header class="site-header"><div class="container"><a class="brand" href="#top">${e(content.brand)}</a><a class="button nav-cta" href="#contact">${e(hero.cta_label)}</a></div></header>
<main id="top">
<section class="section hero"><div class="container">${hero.eyebrow ? `<span class="eyebrow">${e(hero.eyebrow)}</span>` : ''}<h1>${e(hero.headline)}</h1><p class="lead">${e(hero.subheadline)}</p><a class="button accent" href="#contact">${e(hero.cta_label)}</a></div></section>
<section class="section benefits" id="benefits"><div class="container"><h2>${e(content.benefits.heading)}</h2><div class="cards">
${benefits}
</div></div></section>
<section class="section proof" id="proof"><div class="container"><h2>${e(content.social_proof.heading)}</h2>${stats ? `<div class="stats">\n${stats}\n</div>` : ''}<div class="testimonials">
${testimonials}
</div></div></section>
<section class="section cta-band"><div class="container"><h2>${e(content.call_to_action.headline)}</h2><p>${e(content.call_to_action.text)}</p><a class="button accent" href="#contact">${e(content.call_to_action.button_label)}</a></div></section>
<section class="section contact" id="contact"><div class="container"><h2>${e(content.contact.heading)}</h2>${content.contact.text ? `<p class="intro">${e(content.contact.text)}</p>` : ''}<form method="post">
${content.contact.fields.map(formField).join('\n')}
<button class="button" type="submit">${e(content.contact.submit_label)}</button>
</form></div></section>
</main>
<footer class="site-footer"><div class="container">${e(content.footer)}</div></footer>
</body>
</html>
`;
}
