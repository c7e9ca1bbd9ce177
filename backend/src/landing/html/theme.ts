/** The five theme colours of a landing page, kept as CSS variables on :root (the builder overrides them live). */
export interface LandingTheme {
  primary: string;
  secondary: string;
  background: string;
  text: string;
  accent: string;
}

export const THEME_KEYS = ['primary', 'secondary', 'background', 'text', 'accent'] as const;

/** The spec's defaults (part 2 §3). */
export const DEFAULT_THEME: LandingTheme = {
  primary: '#4f46e5',
  secondary: '#7c3aed',
  background: '#ffffff',
  text: '#1f2937',
  accent: '#f59e0b',
};

export const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export function withDefaults(theme: Partial<LandingTheme> | null | undefined): LandingTheme {
  const merged = { ...DEFAULT_THEME };
  for (const key of THEME_KEYS) {
    const value = theme?.[key];
    if (typeof value === 'string' && HEX_COLOUR.test(value.trim())) merged[key] = value.trim().toLowerCase();
  }
  return merged;
}

/** The body of <style id="landing-theme">. Values are checked hex colours, so nothing else can get in. */
export function themeCss(theme: LandingTheme): string {
  const vars = THEME_KEYS.map((key) => `--${key}: ${withDefaults(theme)[key]};`).join(' ');
  return `:root { ${vars} }`;
}
