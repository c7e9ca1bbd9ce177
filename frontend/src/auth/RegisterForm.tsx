import { Box, Button, CircularProgress, TextField } from '@mui/material';
import { useLogin } from 'react-admin';
import { PasswordField } from '../common/PasswordField';
import { PasswordStrengthMeter } from '../common/PasswordStrengthMeter';
import { useFormState } from '../common/useFormState';
import { useValidatedSubmit } from '../common/useValidatedSubmit';
import { AUTH_MESSAGES, registrationErrorMessage } from '../lib/authMessages';
import { useNotify } from '../lib/notify';
import { validateRegistration, type RegistrationForm } from '../lib/validation';
import type { RegisterParams } from './authProvider';
import { formFieldErrors } from './fieldErrors';

const EMPTY: RegistrationForm = { username: '', email: '', password: '', password2: '', first_name: '', last_name: '' };
const FIELDS = Object.keys(EMPTY) as (keyof RegistrationForm)[];

export const RegisterForm = () => {
  const { values, setErrors, field } = useFormState(EMPTY);
  const login = useLogin();
  const notify = useNotify();

  const { busy, submit } = useValidatedSubmit(
    () => validateRegistration(values),
    setErrors,
    async () => {
      try {
        const params: RegisterParams = {
          mode: 'register',
          ...values,
          username: values.username.trim(),
          email: values.email.trim(),
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
        };
        await login(params);
        notify.success(AUTH_MESSAGES.accountCreated);
        return 'finished';
      } catch (error) {
        setErrors(formFieldErrors(error, FIELDS));
        notify.error(registrationErrorMessage(error));
        return 'again';
      }
    },
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Create account" data-testid="register-form">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextField
          {...field('first_name')}
          label="First name"
          autoComplete="given-name"
          autoFocus
          slotProps={{ htmlInput: { 'data-testid': 'register-first-name' } }}
        />
        <TextField
          {...field('last_name')}
          label="Last name"
          autoComplete="family-name"
          slotProps={{ htmlInput: { 'data-testid': 'register-last-name' } }}
        />
      </Box>
      <TextField
        {...field('username')}
        label="Username"
        autoComplete="username"
        slotProps={{ htmlInput: { 'data-testid': 'register-username' } }}
      />
      <TextField
        {...field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        slotProps={{ htmlInput: { 'data-testid': 'register-email' } }}
      />
      <PasswordField {...field('password')} label="Password" autoComplete="new-password" testId="register-password" />
      <PasswordStrengthMeter password={values.password} />
      <PasswordField
        {...field('password2')}
        label="Confirm password"
        autoComplete="new-password"
        testId="register-password2"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        data-testid="register-submit"
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        Create account
      </Button>
    </Box>
  );
};
