import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FocusEvent, type FormEvent } from 'react';
import { ApiError, api } from '../lib/httpClient';
import { useNotify } from '../lib/notify';
import {
  createTokenBody,
  curlExample,
  EXPIRY_CHOICES,
  MAX_TOKEN_NAME_LENGTH,
  TOKEN_MESSAGES,
  TOKENS_PATH,
  tokenPath,
  validateTokenName,
  type ApiToken,
  type CreatedApiToken,
  type ExpiryChoice,
} from './apiTokens';
import { FormDialogActions } from './FormDialogActions';

const serverMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 && error.message ? error.message : fallback;

const CreateTokenForm = ({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (created: CreatedApiToken) => void;
}) => {
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<ExpiryChoice>('90');
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const notify = useNotify();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateTokenName(name);
    if (problem) {
      setNameError(problem);
      return;
    }
    setBusy(true);
    try {
      onCreated(await api.post<CreatedApiToken>(TOKENS_PATH, createTokenBody(name, expiry)));
    } catch (error) {
      const message = serverMessage(error, TOKEN_MESSAGES.createFailed);
      if (error instanceof ApiError && error.errors?.name) setNameError(error.errors.name);
      notify.error(message);
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Create API token" data-testid="api-token-form">
      <DialogContent sx={{ pt: 1 }}>
        <DialogContentText sx={{ mb: 2 }}>
          A token lets a script or an integration call the API as you, with your account&apos;s rights.
        </DialogContentText>
        <TextField
          id="api-token-name"
          name="name"
          label="Token name"
          placeholder="e.g. HubSpot sync"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(undefined);
          }}
          error={Boolean(nameError)}
          helperText={nameError ?? 'What the token is for, so you recognise it later'}
          autoFocus
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_TOKEN_NAME_LENGTH + 20, 'data-testid': 'api-token-name' } }}
          sx={{ mt: 1 }}
        />
        <FormControl sx={{ mt: 2 }}>
          <FormLabel id="api-token-expiry-label">Expires after</FormLabel>
          <RadioGroup
            row
            aria-labelledby="api-token-expiry-label"
            name="expiry"
            value={expiry}
            onChange={(event) => setExpiry(event.target.value as ExpiryChoice)}
          >
            {EXPIRY_CHOICES.map((choice) => (
              <FormControlLabel
                key={choice.value}
                value={choice.value}
                control={<Radio />}
                label={choice.label}
                data-testid={`api-token-expiry-${choice.value}`}
              />
            ))}
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <FormDialogActions onCancel={onCancel} busy={busy} label="Create token" testId="api-token-create-submit" />
    </Box>
  );
};

/** The secret, once: the server keeps only its hash, so closing this loses it for good. */
const NewTokenSecret = ({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) => {
  const notify = useNotify();
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard access');
      await navigator.clipboard.writeText(created.secret);
      notify.success(TOKEN_MESSAGES.copied);
    } catch {
      notify.error(TOKEN_MESSAGES.copyFailed);
    }
  };

  return (
    <>
      <DialogContent sx={{ pt: 1 }}>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy this token now: you will not be able to see it again.
        </Alert>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            id="api-token-secret"
            label={`Token "${created.token.name}"`}
            value={created.secret}
            fullWidth
            slotProps={{
              input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 14 } },
              htmlInput: {
                'data-testid': 'api-token-secret',
                onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
              },
            }}
          />
          <Button
            variant="contained"
            startIcon={<ContentCopyIcon />}
            onClick={() => void copy()}
            data-testid="api-token-copy"
            sx={{ mt: 1, flexShrink: 0 }}
          >
            Copy
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 0.5 }}>
          Send it in the Authorization header, for example:
        </Typography>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
            fontSize: 13,
            // Wrapped rather than scrolled: a scrolling block would need keyboard focus (axe scrollable-region).
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
          }}
        >
          {curlExample(window.location.origin, created.secret)}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onDone} data-testid="api-token-done">
          Done
        </Button>
      </DialogActions>
    </>
  );
};

/** Create a token, then show its secret once. `onCreated` refreshes the list while the secret shows. */
export const CreateApiTokenDialog = ({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) => {
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  // The secret leaves memory with the dialog; a dialog closed by Escape or the backdrop must not keep it either.
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={created ? undefined : close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="api-token-dialog-title"
    >
      <DialogTitle id="api-token-dialog-title">{created ? 'Your new API token' : 'Create API token'}</DialogTitle>
      {created ? (
        <NewTokenSecret created={created} onDone={close} />
      ) : (
        <CreateTokenForm
          onCancel={close}
          onCreated={(value) => {
            setCreated(value);
            onCreated();
          }}
        />
      )}
    </Dialog>
  );
};

/** Asks before revoking: whatever uses the token stops working at once. */
export const RevokeApiTokenDialog = ({
  token,
  onClose,
  onRevoked,
}: {
  token: ApiToken | null;
  onClose: () => void;
  onRevoked: () => void;
}) => {
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const revoke = async () => {
    if (!token) return;
    setBusy(true);
    try {
      await api.delete(tokenPath(token.id));
      notify.success(TOKEN_MESSAGES.revoked);
      onRevoked();
      onClose();
    } catch (error) {
      notify.error(serverMessage(error, TOKEN_MESSAGES.revokeFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={Boolean(token)} onClose={onClose} maxWidth="xs" aria-labelledby="revoke-token-title">
      <DialogTitle id="revoke-token-title">Revoke API token?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Anything using &ldquo;{token?.name}&rdquo; stops working at once. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button
          onClick={() => void revoke()}
          color="error"
          variant="contained"
          disabled={busy}
          data-testid="api-token-revoke-confirm"
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          Revoke
        </Button>
      </DialogActions>
    </Dialog>
  );
};
