import { useCallback, useRef, useState } from 'react';
import { notify } from '../lib/notify';
import { landingApi, serverError } from './api';
import { replaceAll } from './lib/replace';
import { applyTheme, DEFAULT_THEME, readTheme, themedBlockOf, type Theme } from './lib/theme';

export const DEFAULT_PROMPT = 'fitness coaching landing page';

/**
 * The page being built: its HTML, what the preview frame shows, the theme and the AI calls. The preview is
 * reloaded only when the page is replaced (generate, load, regenerate, replace, refresh); edits made in the
 * frame and theme changes reach the frame without a reload, so the caret and the scroll position survive.
 */
export function usePageState() {
  const [prompt, setPrompt] = useState(DEFAULT_PROMPT);
  const [designPrompt, setDesignPrompt] = useState('');
  const [html, setHtmlState] = useState('');
  const [preview, setPreview] = useState({ html: '', version: 0 });
  const [theme, setThemeState] = useState<Theme>(DEFAULT_THEME);
  const [editMode, setEditMode] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [regenerating, setRegenerating] = useState(false);
  /** Refs, not state, stop a double click from sending a second request before the re-render. */
  const running = useRef(false);
  const htmlRef = useRef(html);
  htmlRef.current = html;

  /** Replaces the page and reloads the preview with it; the colour panel follows the page's theme block. */
  const showPage = useCallback((next: string) => {
    setHtmlState(next);
    setPreview((current) => ({ html: next, version: current.version + 1 }));
    // A page without a theme block (made elsewhere) shows the defaults until a colour is chosen.
    if (next) setThemeState(readTheme(next) ?? DEFAULT_THEME);
  }, []);

  /** An edit from the frame or the editor: the page changes, the preview is left as it is. */
  const setHtml = useCallback((next: string) => setHtmlState(next), []);

  /** The CSS the preview's theme block gets: the frame applies it live. */
  const themeCss = themedBlockOf(html, theme);

  const setTheme = useCallback((next: Theme) => {
    setThemeState(next);
    setHtmlState((current) => applyTheme(current, next));
  }, []);

  const refreshPreview = useCallback(() => {
    setPreview((current) => ({ html: htmlRef.current, version: current.version + 1 }));
    notify.success('Preview refreshed');
  }, []);

  const clearPreview = useCallback(() => {
    setHtmlState('');
    setPreview((current) => ({ html: '', version: current.version + 1 }));
    setEditMode(false);
  }, []);

  const findAndReplace = useCallback((find: string, replacement: string) => {
    if (!find) {
      notify.error('Enter the text to find');
      return 0;
    }
    const { text, count } = replaceAll(htmlRef.current, find, replacement);
    if (!count) {
      notify.custom('No matches found');
      return 0;
    }
    setHtmlState(text);
    setPreview((current) => ({ html: text, version: current.version + 1 }));
    notify.success('Replaced');
    return count;
  }, []);

  const generate = useCallback(
    async (options: { startFromCurrent: boolean }) => {
      if (running.current) return false;
      if (!prompt.trim()) {
        notify.error('Please enter a prompt');
        return false;
      }
      running.current = true;
      setGenerating(true);
      try {
        const base = options.startFromCurrent ? htmlRef.current : '';
        const answer = await landingApi.generate({
          prompt: prompt.trim(),
          theme,
          ...(base.trim() ? { base_html: base } : {}),
        });
        if (!answer?.html) throw new Error('No page in the answer');
        showPage(answer.html);
        notify.success('Landing page generated');
        return true;
      } catch (error) {
        notify.error(serverError(error, 'Generation failed'));
        return false;
      } finally {
        running.current = false;
        setGenerating(false);
      }
    },
    [prompt, theme, showPage],
  );

  const regenerate = useCallback(async () => {
    if (running.current) return;
    if (!htmlRef.current.trim()) {
      notify.error('Generate or load a template first');
      return;
    }
    if (!designPrompt.trim()) {
      notify.error('Enter a design prompt');
      return;
    }
    running.current = true;
    setRegenerating(true);
    try {
      const answer = await landingApi.regenerate({ html: htmlRef.current, prompt: designPrompt.trim() });
      if (!answer?.html) throw new Error('No page in the answer');
      showPage(answer.html);
      notify.success('Design updated (click Update to save)');
    } catch (error) {
      notify.error(serverError(error, 'Regenerate failed'));
    } finally {
      running.current = false;
      setRegenerating(false);
    }
  }, [designPrompt, showPage]);

  return {
    prompt,
    setPrompt,
    designPrompt,
    setDesignPrompt,
    html,
    setHtml,
    showPage,
    preview,
    theme,
    setTheme,
    themeCss,
    editMode,
    setEditMode,
    generating,
    regenerating,
    generate,
    regenerate,
    refreshPreview,
    clearPreview,
    findAndReplace,
  };
}

export type PageState = ReturnType<typeof usePageState>;
