import DeleteIcon from '@mui/icons-material/Delete';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, Button, Dialog, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useGetIdentity } from 'react-admin';
import type { components } from '@leadscope/shared/api-types';
import { useFormState } from '../common/useFormState';
import { UserAvatar } from '../layout/UserAvatar';
import { formFieldErrors } from '../auth/fieldErrors';
import { api, ApiError } from '../lib/httpClient';
import { useNotify } from '../lib/notify';
import { tokenStore } from '../lib/tokens';
import type { User } from '../lib/user';
import {
  hasErrors,
  MESSAGES,
  PROFILE_PICTURE_TYPES,
  validateProfilePicture,
  validateProfileUpdate,
  type ProfileForm,
} from '../lib/validation';
import { FormDialogActions } from './FormDialogActions';

/** POST /auth/profile/update/ and GET /auth/profile/ (npm run api:types). */
type UserResponse = components['schemas']['UserResponseDto'];

const FIELDS: (keyof ProfileForm)[] = ['first_name', 'last_name', 'email', 'company', 'role'];

const formOf = (user: User): ProfileForm => ({
  first_name: user.first_name ?? '',
  last_name: user.last_name ?? '',
  email: user.email ?? '',
  company: user.company ?? '',
  role: user.role ?? '',
});

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

const EditProfileForm = ({ user, onClose }: { user: User; onClose: () => void }) => {
  const { values, setErrors, field } = useFormState(formOf(user));
  const [picture, setPicture] = useState<string | null>(user.profilePicture ?? null);
  const [pictureChanged, setPictureChanged] = useState(false);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const { refetch: refetchIdentity } = useGetIdentity();

  const pickPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = validateProfilePicture(file).profilePicture;
    if (problem) {
      setPictureError(problem);
      notify.error(problem);
      return;
    }
    setPictureError(null);
    try {
      setPicture(await readAsDataUrl(file));
      setPictureChanged(true);
    } catch {
      notify.error('Could not read the image');
    }
  };

  const removePicture = () => {
    setPicture(null);
    setPictureChanged(true);
    setPictureError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateProfileUpdate(values);
    if (hasErrors(errors)) {
      setErrors(errors);
      notify.error(MESSAGES.fixFormErrors);
      return;
    }
    setBusy(true);
    const body: Partial<User> = {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      company: values.company.trim(),
      role: values.role.trim(),
    };
    if (pictureChanged) body.profilePicture = picture;
    try {
      const response = await api.post<UserResponse>('/auth/profile/update/', body);
      // Reload the user so the header and the profile card show the new values.
      const updated = response?.user ?? (await api.get<UserResponse>('/auth/profile/')).user;
      tokenStore.setUser(updated);
      void refetchIdentity();
      notify.success('Profile updated successfully!');
      onClose();
    } catch (error) {
      setErrors(formFieldErrors(error, FIELDS));
      notify.error(error instanceof ApiError && error.status > 0 && error.message ? error.message : 'Update failed');
      setBusy(false);
    }
  };

  const preview: User = { ...user, first_name: values.first_name || user.first_name, profilePicture: picture };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Edit profile" data-testid="edit-profile-form">
      <DialogContent sx={{ pt: 1 }}>
        <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center', mb: 3 }}>
          <UserAvatar user={preview} size={72} />
          <Box>
            <Stack direction="row" spacing={1}>
              <Button
                variant="outlined"
                size="small"
                startIcon={<PhotoCameraIcon />}
                onClick={() => fileInput.current?.click()}
                data-testid="profile-picture-upload"
              >
                Upload picture
              </Button>
              <Button
                size="small"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={removePicture}
                disabled={!picture}
                data-testid="profile-picture-remove"
              >
                Remove picture
              </Button>
            </Stack>
            <Typography
              variant="caption"
              color={pictureError ? 'error' : 'text.secondary'}
              sx={{ display: 'block', mt: 0.75 }}
              data-testid="profile-picture-help"
            >
              {pictureError ?? 'PNG, JPG or GIF up to 5MB'}
            </Typography>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept={PROFILE_PICTURE_TYPES.join(',')}
              onChange={pickPicture}
              data-testid="profile-picture-input"
              aria-label="Profile picture file"
            />
          </Box>
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextField
            {...field('first_name')}
            label="First name"
            slotProps={{ htmlInput: { 'data-testid': 'profile-first-name' } }}
          />
          <TextField
            {...field('last_name')}
            label="Last name"
            slotProps={{ htmlInput: { 'data-testid': 'profile-last-name' } }}
          />
        </Box>
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          slotProps={{ htmlInput: { 'data-testid': 'profile-email' } }}
        />
        <TextField
          {...field('company')}
          label="Company"
          slotProps={{ htmlInput: { 'data-testid': 'profile-company' } }}
        />
        <TextField {...field('role')} label="Role" slotProps={{ htmlInput: { 'data-testid': 'profile-role' } }} />
      </DialogContent>
      <FormDialogActions onCancel={onClose} busy={busy} label="Save changes" testId="profile-save" />
    </Box>
  );
};

export const EditProfileDialog = ({ open, user, onClose }: { open: boolean; user: User; onClose: () => void }) => (
  <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="edit-profile-title">
    <DialogTitle id="edit-profile-title">Edit Profile</DialogTitle>
    {/* The dialog mounts its content per opening, so the form starts from the current user every time. */}
    <EditProfileForm user={user} onClose={onClose} />
  </Dialog>
);
