/** Theme colours as CSS variables on :root (spec part 2 §3; docs/api-landing.md). */

export interface Theme {
  primary: string;
  secondary: string;
  background: string;
  text: string;
  accent: string;
}

export type ThemeKey = keyof Theme;

export const THEME_KEYS: readonly ThemeKey[] = ['primary', 'secondary', 'background', 'text', 'accent'];

export const THEME_LABELS: Record<ThemeKey, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  background: 'Background',
  text: 'Text',
  accent: 'Accent',
};

export const DEFAULT_THEME: Theme = {
  primary: '#4f46e5',
  secondary: '#7c3aed',
  background: '#ffffff',
  text: '#1f2937',
  accent: '#f59e0b',
};

export const THEME_PRESETS: readonly { name: string; theme: Theme }[] = [
  { name: 'Default', theme: DEFAULT_THEME },
  {
    name: 'Red Theme',
    theme: { primary: '#dc2626', secondary: '#b91c1c', background: '#ffffff', text: '#1f2937', accent: '#f97316' },
  },
  {
    name: 'Green Theme',
    theme: { primary: '#16a34a', secondary: '#15803d', background: '#ffffff', text: '#1f2937', accent: '#eab308' },
  },
  {
    name: 'Dark Theme',
    theme: { primary: '#818cf8', secondary: '#a78bfa', background: '#111827', text: '#f9fafb', accent: '#fbbf24' },
  },
];

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export const isHexColour = (value: string) => HEX.test(value.trim());

/** The `<style id="landing-theme">` block the server writes (any attribute order, any quotes). */
const THEME_BLOCK = /(<style\b[^>]*\bid\s*=\s*["']?landing-theme["']?[^>]*>)([\s\S]*?)(<\/style\s*>)/i;

const declaration = (key: ThemeKey) => new RegExp(`(--${key}\\s*:\\s*)([^;}]*)`, 'i');

/** `#abc` → `#aabbcc`, lower case, so the colour inputs (which need 6 digits) can show it. */
export function longHex(value: string): string {
  const hex = value.trim().toLowerCase();
  return hex.length === 4 ? `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}` : hex;
}

/** The theme in the page's theme block; colours it does not set (or sets to something else) keep the defaults. */
export function readTheme(html: string): Theme | null {
  const block = THEME_BLOCK.exec(html);
  if (!block) return null;
  const theme = { ...DEFAULT_THEME };
  for (const key of THEME_KEYS) {
    const value = declaration(key).exec(block[2])?.[2].trim();
    if (value && isHexColour(value)) theme[key] = longHex(value);
  }
  return theme;
}

/** The theme block's CSS with the five variables set, other rules kept. */
export function themeBlockCss(existing: string | undefined, theme: Theme): string {
  if (existing === undefined || !/:root\s*\{/i.test(existing)) {
    const vars = THEME_KEYS.map((key) => `--${key}: ${theme[key]};`).join(' ');
    return `${existing ? `${existing}\n` : ''}:root { ${vars} }`;
  }
  let css = existing;
  for (const key of THEME_KEYS) {
    const pattern = declaration(key);
    css = pattern.test(css)
      ? css.replace(pattern, (_match, head: string) => `${head}${theme[key]}`)
      : css.replace(/:root\s*\{/i, (open) => `${open} --${key}: ${theme[key]};`);
  }
  return css;
}

/** The theme block's CSS in this page after applying the theme (what the preview's bridge puts in place). */
export function themedBlockOf(html: string, theme: Theme): string {
  return themeBlockCss(THEME_BLOCK.exec(html)?.[2], theme);
}

/**
 * The page with the theme written into its theme block, or a new block at the start of `<head>` (or of the
 * document) when it has none.
 */
export function applyTheme(html: string, theme: Theme): string {
  if (!html.trim()) return html;
  const block = THEME_BLOCK.exec(html);
  if (block) {
    const css = themeBlockCss(block[2], theme);
    return html.replace(THEME_BLOCK, (_match, open: string, _css: string, close: string) => `${open}${css}${close}`);
  }
  const style = `<style id="landing-theme">${themeBlockCss(undefined, theme)}</style>`;
  const head = /<head\b[^>]*>/i.exec(html);
  if (head) return html.replace(head[0], `${head[0]}${style}`);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? html.replace(doctype[0], `${doctype[0]}${style}`) : `${style}${html}`;
}

export const sameTheme = (a: Theme, b: Theme) => THEME_KEYS.every((key) => longHex(a[key]) === longHex(b[key]));
