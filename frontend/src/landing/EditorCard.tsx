import FindReplaceIcon from '@mui/icons-material/FindReplace';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { CodeEditor } from './CodeEditor';
import type { PageState } from './usePageState';

/** The optional HTML editor: the page's source, find and replace-all, and Refresh Preview. */
export const EditorCard = ({ page }: { page: PageState }) => {
  const [find, setFind] = useState('');
  const [replacement, setReplacement] = useState('');
  const [replaced, setReplaced] = useState<number | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setReplaced(page.findAndReplace(find, replacement));
  };

  return (
    <Card variant="outlined" data-testid="landing-editor">
      <CardContent>
        <Box component="form" noValidate onSubmit={submit}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 1.5, alignItems: { md: 'center' } }}>
            <TextField
              label="Find"
              size="small"
              value={find}
              onChange={(event) => setFind(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'landing-find' } }}
            />
            <TextField
              label="Replace with"
              size="small"
              value={replacement}
              onChange={(event) => setReplacement(event.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'landing-replace' } }}
            />
            <Button
              type="submit"
              variant="outlined"
              startIcon={<FindReplaceIcon />}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
              data-testid="landing-replace-all"
            >
              Replace All
            </Button>
            <Button
              startIcon={<RefreshIcon />}
              onClick={page.refreshPreview}
              disabled={!page.html.trim()}
              sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
              data-testid="landing-refresh"
            >
              Refresh Preview
            </Button>
            {replaced !== null && (
              <Typography variant="caption" color="text.secondary" role="status" data-testid="landing-replaced-count">
                {replaced === 1 ? '1 occurrence replaced' : `${replaced} occurrences replaced`}
              </Typography>
            )}
          </Stack>
        </Box>
        <CodeEditor value={page.html} onChange={page.setHtml} label="HTML source" />
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          Edits here change the page; Refresh Preview shows them. Ctrl+F opens the editor's own search.
        </Typography>
      </CardContent>
    </Card>
  );
};
