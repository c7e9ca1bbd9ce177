import { Box, Button, CircularProgress } from '@mui/material';
import { PasswordField } from '../common/PasswordField';
import { PasswordStrengthMeter } from '../common/PasswordStrengthMeter';
import { useFormState } from '../common/useFormState';
import { useValidatedSubmit } from '../common/useValidatedSubmit';
import { AUTH_MESSAGES } from '../lib/authMessages';
import { api } from '../lib/httpClient';
import { useNotify } from '../lib/notify';
import { validateResetConfirm } from '../lib/validation';

/** Step 2 of the reset: the mailed link carries uid and token; the user picks a new password. */
export const ResetPasswordForm = ({ uid, token, onDone }: { uid: string; token: string; onDone: () => void }) => {
  const { values, setErrors, field } = useFormState({ new_password: '', confirm_password: '' });
  const notify = useNotify();

  const { busy, submit } = useValidatedSubmit(
    () => validateResetConfirm(values),
    setErrors,
    async () => {
      try {
        await api.post(
          '/auth/password-reset/confirm/',
          { uid, token, new_password: values.new_password },
          { auth: false },
        );
        notify.success(AUTH_MESSAGES.resetSuccess);
        onDone();
        return 'finished';
      } catch {
        notify.error(AUTH_MESSAGES.resetFailed);
        return 'again';
      }
    },
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Reset password" data-testid="reset-form">
      <PasswordField
        {...field('new_password')}
        label="New password"
        autoComplete="new-password"
        autoFocus
        testId="reset-new-password"
      />
      <PasswordStrengthMeter password={values.new_password} />
      <PasswordField
        {...field('confirm_password')}
        label="Confirm new password"
        autoComplete="new-password"
        testId="reset-confirm-password"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        data-testid="reset-submit"
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        Reset password
      </Button>
    </Box>
  );
};
