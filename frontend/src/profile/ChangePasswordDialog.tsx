import { Box, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../common/PasswordField';
import { PasswordStrengthMeter } from '../common/PasswordStrengthMeter';
import { useFormState } from '../common/useFormState';
import { serverFieldErrors } from '../lib/authMessages';
import { api } from '../lib/httpClient';
import { useNotify } from '../lib/notify';
import { hasErrors, MESSAGES, validatePasswordChange } from '../lib/validation';
import { FormDialogActions } from './FormDialogActions';

const ChangePasswordForm = ({ onClose }: { onClose: () => void }) => {
  const { values, setErrors, field } = useFormState({ old_password: '', new_password: '', confirm_password: '' });
  const [busy, setBusy] = useState(false);
  const notify = useNotify();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validatePasswordChange(values);
    if (hasErrors(errors)) {
      setErrors(errors);
      notify.error(
        errors.confirm_password && !errors.old_password && !errors.new_password
          ? MESSAGES.passwordsDoNotMatch
          : MESSAGES.fixFormErrors,
      );
      return;
    }
    setBusy(true);
    try {
      await api.post('/auth/change-password/', {
        old_password: values.old_password,
        new_password: values.new_password,
      });
      notify.success('Password changed');
      onClose();
    } catch (error) {
      // The toast stays the spec's 'Change failed'; the field says why when the server told us.
      setErrors(serverFieldErrors(error, ['old_password', 'new_password'] as const));
      notify.error('Change failed');
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Change password" data-testid="change-password-form">
      <DialogContent sx={{ pt: 1 }}>
        <PasswordField
          {...field('old_password')}
          label="Current password"
          autoComplete="current-password"
          autoFocus
          testId="password-old"
          sx={{ mt: 1 }}
        />
        <PasswordField
          {...field('new_password')}
          label="New password"
          autoComplete="new-password"
          testId="password-new"
        />
        <PasswordStrengthMeter password={values.new_password} />
        <PasswordField
          {...field('confirm_password')}
          label="Confirm new password"
          autoComplete="new-password"
          testId="password-confirm"
        />
      </DialogContent>
      <FormDialogActions onCancel={onClose} busy={busy} label="Change password" testId="password-save" />
    </Box>
  );
};

export const ChangePasswordDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
    <DialogTitle id="change-password-title">Change Password</DialogTitle>
    <ChangePasswordForm onClose={onClose} />
  </Dialog>
);
