import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  IconButton,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../lib/notify';
import { personasApi } from './api';
import { copyToClipboard } from './clipboard';
import {
  createRequestCounter,
  EMAIL_TYPES,
  emailClipboardText,
  FIRST_VARIATION,
  personalizationRows,
  stepVariation,
} from './lib/email';
import { emailErrorMessage, PERSONA_MESSAGES } from './lib/messages';
import type { EmailType, GeneratedEmail } from './lib/types';
import { Facts } from './Section';
import { PersonaDialog } from './PersonaDialog';

interface EmailFormProps {
  personaId: number;
  onClose: () => void;
}

const EmailForm = ({ personaId, onClose }: EmailFormProps) => {
  const [type, setType] = useState<EmailType>(1);
  const [variation, setVariation] = useState(FIRST_VARIATION);
  const [email, setEmail] = useState<GeneratedEmail | null>(null);
  const [loading, setLoading] = useState(true);
  const counter = useRef(createRequestCounter());
  // The parent's onClose may change every render; that must not ask for a new e-mail.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  // Every type or variation asks for its e-mail; only the newest answer counts.
  useEffect(() => {
    const ticket = counter.current.next();
    setLoading(true);
    personasApi
      .generateEmail(personaId, type, variation)
      .then((generated) => {
        if (!counter.current.isLatest(ticket)) return;
        setEmail(generated);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (!counter.current.isLatest(ticket)) return;
        console.warn('[personas] e-mail generation failed', error);
        // A failure closes the modal (spec §4) and says why.
        close.current();
        notify.error(emailErrorMessage(error));
      });
  }, [personaId, type, variation]);

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={type}
              onChange={(_event, next: EmailType | null) => {
                if (next === null) return;
                setType(next);
                setVariation(FIRST_VARIATION);
              }}
              aria-label="Email type"
              data-testid="email-type"
            >
              {EMAIL_TYPES.map((option) => (
                <ToggleButton key={option.value} value={option.value} data-testid={`email-type-${option.value}`}>
                  {option.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Box sx={{ flex: 1 }} />
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid="email-variation-control">
              <Typography variant="body2" color="text.secondary">
                Variation
              </Typography>
              <IconButton
                size="small"
                aria-label="Previous variation"
                disabled={variation <= FIRST_VARIATION}
                onClick={() => setVariation((v) => stepVariation(v, -1))}
                data-testid="email-variation-prev"
              >
                <RemoveIcon fontSize="small" />
              </IconButton>
              <Typography
                variant="body1"
                sx={{ minWidth: 24, textAlign: 'center', fontWeight: 600 }}
                data-testid="email-variation"
              >
                {variation}
              </Typography>
              <IconButton
                size="small"
                aria-label="Next variation"
                onClick={() => setVariation((v) => stepVariation(v, 1))}
                data-testid="email-variation-next"
              >
                <AddIcon fontSize="small" />
              </IconButton>
            </Stack>
          </Stack>

          {loading || !email ? (
            <Stack
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center', py: 4, justifyContent: 'center' }}
              data-testid="email-loading"
            >
              <CircularProgress size={20} />
              <Typography color="text.secondary">Generating email…</Typography>
            </Stack>
          ) : (
            <>
              <Box>
                <Typography variant="caption" color="text.secondary">
                  Subject
                </Typography>
                <Typography variant="subtitle1" data-testid="email-subject">
                  {email.subject}
                </Typography>
              </Box>
              <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="email-body">
                  {email.body}
                </Typography>
              </Paper>
              <Box data-testid="email-personalization">
                <Typography variant="overline" sx={{ color: 'text.secondary', fontWeight: 700 }}>
                  Personalisation applied
                </Typography>
                <Facts facts={personalizationRows(email)} />
              </Box>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={onClose} data-testid="email-close">
          Close
        </Button>
        <Button
          variant="contained"
          startIcon={<ContentCopyIcon />}
          disabled={loading || !email}
          onClick={() => email && void copyToClipboard(emailClipboardText(email), PERSONA_MESSAGES.emailCopied)}
          data-testid="email-copy"
        >
          Copy
        </Button>
      </DialogActions>
    </>
  );
};

/** The e-mail modal (spec §2.7): type, variation (from 1), subject, body, personalisation summary and Copy. */
export const EmailDialog = ({ open, personaId, onClose }: EmailFormProps & { open: boolean }) => (
  <PersonaDialog
    open={open}
    onClose={onClose}
    title="Generate Email"
    titleId="email-dialog-title"
    testId="email-dialog"
    maxWidth="md"
  >
    {/* Mounted per opening (the dialog drops its content once closed): each opening starts at type 1, variation 1. */}
    <EmailForm personaId={personaId} onClose={onClose} />
  </PersonaDialog>
);
