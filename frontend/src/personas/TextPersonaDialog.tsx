import {
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { analyzeText } from './analysis';
import { TEXT_MAX, validatePersonaText } from './lib/text';
import { PersonaDialog } from './PersonaDialog';

const TextPersonaForm = ({ onClose }: { onClose: () => void }) => {
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [company, setCompany] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePersonaText(text);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    const done = await analyzeText({ text, name, company });
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="persona-text-form">
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Paste what you know about the person (a profile's About, a bio, posts). The persona is made from this text
          alone and shown in the LinkedIn Persona Analysis panel.
        </Typography>
        <Stack spacing={2}>
          <TextField
            label="Profile text"
            multiline
            minRows={6}
            maxRows={16}
            value={text}
            disabled={busy}
            autoFocus
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            error={Boolean(problem)}
            helperText={
              problem ??
              `${text.trim().length.toLocaleString('en-US')} / ${TEXT_MAX.toLocaleString('en-US')} characters`
            }
            slotProps={{ htmlInput: { 'data-testid': 'persona-text-input', maxLength: TEXT_MAX + 1000 } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Name (optional)"
              value={name}
              disabled={busy}
              onChange={(event) => setName(event.target.value)}
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': 'persona-text-name' } }}
            />
            <TextField
              label="Company (optional)"
              value={company}
              disabled={busy}
              onChange={(event) => setCompany(event.target.value)}
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': 'persona-text-company' } }}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="persona-text-submit"
        >
          Analyze Text
        </Button>
      </DialogActions>
    </Box>
  );
};

/** 'Persona from Text': a persona made from pasted text, without scraping (POST /linkedin/persona-analysis/). */
export const TextPersonaDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <PersonaDialog
    open={open}
    onClose={onClose}
    title="Persona from Text"
    titleId="persona-text-title"
    testId="persona-text-dialog"
    maxWidth="sm"
  >
    <TextPersonaForm onClose={onClose} />
  </PersonaDialog>
);
