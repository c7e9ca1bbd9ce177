import { Box, Button, CircularProgress, Link, TextField } from '@mui/material';
import { useLogin } from 'react-admin';
import { PasswordField } from '../common/PasswordField';
import { useFormState } from '../common/useFormState';
import { useValidatedSubmit } from '../common/useValidatedSubmit';
import { AUTH_MESSAGES, loginErrorMessage } from '../lib/authMessages';
import { useNotify } from '../lib/notify';
import { validateLogin } from '../lib/validation';

const EMPTY = { username: '', password: '' };

export const SignInForm = ({ onForgot }: { onForgot: () => void }) => {
  const { values, setErrors, field } = useFormState(EMPTY);
  const login = useLogin();
  const notify = useNotify();

  const { busy, submit } = useValidatedSubmit(
    () => validateLogin(values),
    setErrors,
    async () => {
      try {
        await login({ username: values.username.trim(), password: values.password });
        notify.success(AUTH_MESSAGES.welcomeBack);
        return 'finished';
      } catch (error) {
        notify.error(loginErrorMessage(error));
        return 'again';
      }
    },
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Sign in" data-testid="signin-form">
      <TextField
        {...field('username')}
        label="Username or email"
        autoComplete="username"
        autoFocus
        slotProps={{ htmlInput: { 'data-testid': 'signin-username' } }}
      />
      <PasswordField {...field('password')} label="Password" autoComplete="current-password" testId="signin-password" />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1, mb: 2 }}>
        <Link component="button" type="button" variant="body2" onClick={onForgot} data-testid="forgot-password-link">
          Forgot password?
        </Link>
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        data-testid="signin-submit"
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        Sign in
      </Button>
    </Box>
  );
};
