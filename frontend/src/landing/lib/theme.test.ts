import { describe, expect, it } from 'vitest';
import { applyTheme, DEFAULT_THEME, readTheme, THEME_PRESETS, themedBlockOf, type Theme } from './theme';

const RED = THEME_PRESETS.find((preset) => preset.name === 'Red Theme')!.theme;

const page = (themeCss: string) =>
  `<!DOCTYPE html><html><head><style id="landing-theme">${themeCss}</style>` +
  '<style id="landing-design">h1{color:var(--primary)}</style></head><body><h1>Hi</h1></body></html>';

describe('theme defaults and presets', () => {
  it('has the spec defaults', () => {
    expect(DEFAULT_THEME).toEqual({
      primary: '#4f46e5',
      secondary: '#7c3aed',
      background: '#ffffff',
      text: '#1f2937',
      accent: '#f59e0b',
    });
  });

  it('offers Default, Red Theme, Green Theme and Dark Theme', () => {
    expect(THEME_PRESETS.map((preset) => preset.name)).toEqual(['Default', 'Red Theme', 'Green Theme', 'Dark Theme']);
  });
});

describe('readTheme', () => {
  it("reads the five variables from the page's theme block", () => {
    const css =
      ':root { --primary: #DC2626; --secondary:#b91c1c; --background: #fff; --text: #111; --accent: #f97316; }';
    expect(readTheme(page(css))).toEqual({
      primary: '#dc2626',
      secondary: '#b91c1c',
      background: '#ffffff',
      text: '#111111',
      accent: '#f97316',
    });
  });

  it('keeps the defaults for colours the block does not set as hex', () => {
    expect(readTheme(page(':root { --primary: #000000; --accent: red; }'))).toEqual({
      ...DEFAULT_THEME,
      primary: '#000000',
    });
  });

  it('answers null for a page without a theme block', () => {
    expect(readTheme('<html><head><style>:root{--primary:#000}</style></head></html>')).toBeNull();
  });
});

describe('applyTheme', () => {
  it('rewrites the variables in the theme block and keeps its other rules', () => {
    const html = applyTheme(page(':root { --primary: #4f46e5; --radius: 8px; } body { margin: 0 }'), RED);
    expect(readTheme(html)).toEqual(RED);
    expect(html).toContain('--radius: 8px');
    expect(html).toContain('body { margin: 0 }');
    expect(html).toContain('<style id="landing-design">h1{color:var(--primary)}</style>');
  });

  it('adds the variables the block lacks', () => {
    expect(readTheme(applyTheme(page(':root { --primary: #000; }'), RED))).toEqual(RED);
  });

  it('adds a theme block at the start of <head> when the page has none', () => {
    const html = applyTheme('<!DOCTYPE html><html><head><title>x</title></head><body></body></html>', RED);
    expect(html.startsWith('<!DOCTYPE html><html><head><style id="landing-theme">:root {')).toBe(true);
    expect(readTheme(html)).toEqual(RED);
  });

  it('adds a theme block after the doctype of a page without <head>', () => {
    const html = applyTheme('<!DOCTYPE html><p>x</p>', RED);
    expect(html.startsWith('<!DOCTYPE html><style id="landing-theme">')).toBe(true);
  });

  it('leaves an empty page empty', () => {
    expect(applyTheme('', RED)).toBe('');
  });

  it('is what the preview applies live: the same CSS as the block of the themed page', () => {
    const html = page(':root { --primary: #4f46e5; }');
    const dark: Theme = THEME_PRESETS[3].theme;
    expect(applyTheme(html, dark)).toContain(`<style id="landing-theme">${themedBlockOf(html, dark)}</style>`);
  });
});
