import { Alert, Box, Button, CircularProgress, TextField } from '@mui/material';
import { useState } from 'react';
import { useFormState } from '../common/useFormState';
import { useValidatedSubmit } from '../common/useValidatedSubmit';
import { resetRequestErrorMessage } from '../lib/authMessages';
import { api } from '../lib/httpClient';
import { useNotify } from '../lib/notify';
import { validateResetRequest } from '../lib/validation';

interface ResetRequestResponse {
  success: boolean;
  message?: string;
  /** Only a server that follows the original spec returns these; ours mails a link instead. */
  uid?: string;
  token?: string;
}

const NEUTRAL_MESSAGE = 'If an account exists for that address, a reset link is on its way.';

/** Step 1 of the reset: ask for the address; the server answers the same for known and unknown ones. */
export const ForgotPasswordForm = ({ onToken }: { onToken: (uid: string, token: string) => void }) => {
  const { values, setErrors, field } = useFormState({ email: '' });
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const notify = useNotify();

  // The form stays on screen after either outcome, so it is always usable again.
  const { busy, submit } = useValidatedSubmit(
    () => validateResetRequest(values),
    setErrors,
    async () => {
      setSentMessage(null);
      try {
        const response = await api.post<ResetRequestResponse>(
          '/auth/password-reset/request/',
          { email: values.email.trim() },
          { auth: false },
        );
        if (response?.uid && response.token) onToken(response.uid, response.token);
        else setSentMessage(response?.message || NEUTRAL_MESSAGE);
      } catch (error) {
        notify.error(resetRequestErrorMessage(error));
      }
      return 'again';
    },
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Forgot password" data-testid="forgot-form">
      {sentMessage && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="reset-request-message">
          {sentMessage}
        </Alert>
      )}
      <TextField
        {...field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus
        slotProps={{ htmlInput: { 'data-testid': 'forgot-email' } }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        data-testid="forgot-submit"
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {sentMessage ? 'Send again' : 'Send reset link'}
      </Button>
    </Box>
  );
};
