import BrushIcon from '@mui/icons-material/Brush';
import { Box, Button, Card, CardContent, CircularProgress, Stack, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import type { PageState } from './usePageState';

/** The design-tweak prompt with Regenerate: it changes the preview only; Update saves it. */
export const DesignCard = ({ page }: { page: PageState }) => {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void page.regenerate();
  };
  const busy = page.regenerating || page.generating;
  return (
    <Card variant="outlined">
      <CardContent>
        <Box component="form" noValidate onSubmit={submit}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label="Design prompt"
              placeholder="e.g. make it dark with rounded cards"
              value={page.designPrompt}
              onChange={(event) => page.setDesignPrompt(event.target.value)}
              fullWidth
              size="small"
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'landing-design-prompt' } }}
            />
            <Button
              type="submit"
              variant="outlined"
              disabled={busy}
              aria-busy={page.regenerating}
              startIcon={page.regenerating ? <CircularProgress size={16} color="inherit" /> : <BrushIcon />}
              sx={{ flexShrink: 0 }}
              data-testid="landing-regenerate"
            >
              {page.regenerating ? 'Regenerating…' : 'Regenerate'}
            </Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
};
