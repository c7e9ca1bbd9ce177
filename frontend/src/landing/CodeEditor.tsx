import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { html as htmlLanguage } from '@codemirror/lang-html';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';

/**
 * CodeMirror 6 with HTML highlighting and its search panel (Ctrl/Cmd-F, with replace and replace-all). Only
 * this folder imports CodeMirror, and only the lazily loaded builder uses it, so it stays out of the first load.
 * (The installed `codemirror` meta package is CodeMirror 5's code, so the editor is assembled from the
 * `@codemirror/*` packages.)
 */
export const CodeEditor = ({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) => {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const initial = useRef(value);

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initial.current,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          drawSelection(),
          history(),
          search({ top: true }),
          highlightSelectionMatches(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          htmlLanguage(),
          keymap.of([...defaultKeymap, ...historyKeymap, ...searchKeymap, indentWithTab]),
          EditorView.lineWrapping,
          // An explicit tabindex: checkers (axe) do not count a bare contenteditable as keyboard-focusable.
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0', 'data-testid': 'landing-html-editor' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
          EditorView.theme({ '&': { height: '420px', fontSize: '13px' }, '.cm-scroller': { overflow: 'auto' } }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, [label]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current !== value) editor.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [value]);

  return <Box ref={host} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }} />;
};
