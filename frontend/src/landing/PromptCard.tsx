import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { PageState } from './usePageState';

/** The prompt with Generate and Clear Preview; a running generation shows progress and cannot be sent twice. */
export const PromptCard = ({ page }: { page: PageState }) => {
  const [startFromCurrent, setStartFromCurrent] = useState(false);
  const hasPage = Boolean(page.html.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void page.generate({ startFromCurrent: startFromCurrent && hasPage });
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Box component="form" noValidate onSubmit={submit} data-testid="landing-generate-form">
          <TextField
            label="Describe your landing page"
            value={page.prompt}
            onChange={(event) => page.setPrompt(event.target.value)}
            multiline
            minRows={2}
            maxRows={6}
            fullWidth
            disabled={page.generating}
            slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'landing-prompt' } }}
          />
          <Stack direction="row" sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Button
              type="submit"
              variant="contained"
              disabled={page.generating}
              aria-busy={page.generating}
              startIcon={page.generating ? <CircularProgress size={16} color="inherit" /> : <AutoAwesomeIcon />}
              data-testid="landing-generate"
            >
              {page.generating ? 'Generating…' : 'Generate'}
            </Button>
            <Button
              variant="outlined"
              color="inherit"
              onClick={page.clearPreview}
              disabled={page.generating || !hasPage}
              data-testid="landing-clear"
            >
              Clear Preview
            </Button>
            <FormControlLabel
              control={
                <Checkbox
                  checked={startFromCurrent && hasPage}
                  disabled={!hasPage || page.generating}
                  onChange={(event) => setStartFromCurrent(event.target.checked)}
                />
              }
              label="Start from the current page"
              sx={{ ml: 1 }}
            />
          </Stack>
          {page.generating && (
            <Box sx={{ mt: 2 }} data-testid="landing-generating">
              <LinearProgress aria-label="Generating the landing page" />
              <Typography variant="caption" color="text.secondary">
                Writing your page… this usually takes under a minute.
              </Typography>
            </Box>
          )}
        </Box>
      </CardContent>
    </Card>
  );
};
