import { Box, Typography } from '@mui/material';
import { useEffect, useMemo, useRef } from 'react';
import bridgeUrl from './bridge/preview-bridge.js?url&no-inline';
import { BRIDGE, buildPreviewDoc, readBridgeMessage } from './lib/bridge';

/** Spec part 2 §9. */
export const PREVIEW_HEIGHT = 600;

interface PreviewFrameProps {
  html: string;
  /** A new value reloads the frame even when the HTML is the same. */
  version: number;
  editMode: boolean;
  themeCss: string;
  onEdit: (html: string) => void;
}

/**
 * The live preview: a sandboxed frame with scripts and forms but no same-origin, so the page runs in an opaque
 * origin and cannot reach the app's storage or DOM. It talks to the app only through the bridge's messages.
 */
export const PreviewFrame = ({ html, version, editMode, themeCss, onEdit }: PreviewFrameProps) => {
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef({ editMode, themeCss, onEdit });
  latest.current = { editMode, themeCss, onEdit };
  // The bridge is a file of the app's origin: an absolute URL, since the frame's own origin is opaque.
  const srcDoc = useMemo(
    () => (html ? buildPreviewDoc(html, new URL(bridgeUrl, window.location.href).href) : ''),
    [html],
  );

  const post = (message: Record<string, unknown>) => frame.current?.contentWindow?.postMessage(message, '*');

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readBridgeMessage(event, frame.current?.contentWindow);
      if (!message) return;
      if (message.type === 'ready') {
        post({ type: BRIDGE.theme, css: latest.current.themeCss });
        post({ type: BRIDGE.edit, on: latest.current.editMode });
      } else {
        latest.current.onEdit(message.html);
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => post({ type: BRIDGE.edit, on: editMode }), [editMode]);
  useEffect(() => post({ type: BRIDGE.theme, css: themeCss }), [themeCss]);

  if (!html) {
    return (
      <Box
        data-testid="landing-preview-empty"
        sx={{
          height: PREVIEW_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.default',
        }}
      >
        <Typography color="text.secondary">Generate a page or load a template to see it here.</Typography>
      </Box>
    );
  }

  return (
    <Box
      component="iframe"
      key={version}
      ref={frame}
      title="Landing page preview"
      data-testid="landing-preview"
      data-editing={editMode ? 'true' : 'false'}
      sandbox="allow-scripts allow-forms"
      srcDoc={srcDoc}
      sx={{
        display: 'block',
        width: '100%',
        height: PREVIEW_HEIGHT,
        border: 1,
        borderColor: editMode ? 'warning.main' : 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
      }}
    />
  );
};
