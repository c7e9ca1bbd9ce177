import { landingReply } from '../../../test/fakes/openai/fixtures';
import type { LandingContent } from '../../ai/prompts/landing.v1';
import { renderLanding } from './render-landing';
import { sanitizeLanding } from './sanitize-landing';
import { DEFAULT_THEME, themeCss, withDefaults } from './theme';

const content = () =>
  structuredClone(landingReply('Landing page request: fitness coaching')) as unknown as LandingContent;

describe('renderLanding', () => {
  it('renders every section, the theme variables and a post form, unchanged by the sanitiser', () => {
    const html = renderLanding(content(), DEFAULT_THEME);
    expect(html).toContain(`<style id="landing-theme">${themeCss(DEFAULT_THEME)}</style>`);
    for (const part of [
      'site-header',
      'section hero',
      'section benefits',
      'section proof',
      'section cta-band',
      'section contact',
      'site-footer',
    ]) {
      expect(html).toContain(`class="${part}`);
    }
    expect(html).toContain('<input type="email" name="email" autocomplete="on" required />');
    expect(html).toContain('<textarea name="message" rows="5"></textarea>');
    // The sanitiser writes quotes in text as they are; otherwise it has nothing to change.
    const same = (page: string) =>
      page
        .replace(/&quot;/g, '"')
        .replace(/\s+/g, ' ')
        .trim();
    expect(same(sanitizeLanding(html))).toBe(same(html));
  });

  it('escapes what the model wrote, so text stays text', () => {
    const page = content();
    page.hero.headline = '<img src=x onerror=alert(1)> & "quotes"';
    page.css = '.x { } </style><script src="https://evil.example/x.js"></script>';
    const html = sanitizeLanding(renderLanding(page, DEFAULT_THEME));
    expect(html).toContain('<h1>&lt;img src=x onerror=alert(1)&gt; &amp; "quotes"</h1>');
    expect(html).toContain(
      '<style id="landing-design">.x { } <\\/style><script src="https://evil.example/x.js"></script></style>',
    );
  });

  it('fills missing or malformed theme colours with the defaults', () => {
    expect(withDefaults({ primary: '#FF0000', text: 'red; } body { display:none' })).toEqual({
      ...DEFAULT_THEME,
      primary: '#ff0000',
    });
    expect(themeCss(DEFAULT_THEME)).toBe(
      ':root { --primary: #4f46e5; --secondary: #7c3aed; --background: #ffffff; --text: #1f2937; --accent: #f59e0b; }',
    );
  });
});
