import { describe, expect, it } from 'vitest';
import {
  hasErrors,
  validateExportDates,
  validateLogin,
  validatePasswordChange,
  validateProfilePicture,
  validateProfileUpdate,
  validateRegistration,
  validateResetConfirm,
  validateResetRequest,
  type RegistrationForm,
} from './validation';

const registration = (overrides: Partial<RegistrationForm> = {}): RegistrationForm => ({
  username: 'ada',
  email: 'ada@example.com',
  password: 'Secret123!',
  password2: 'Secret123!',
  first_name: 'Ada',
  last_name: 'Lovelace',
  ...overrides,
});

describe('validateLogin', () => {
  it('accepts a username (or e-mail) and a password', () => {
    expect(validateLogin({ username: 'ada@example.com', password: 'x' })).toEqual({});
  });

  it('requires a username and a non-blank password', () => {
    expect(validateLogin({ username: '  ', password: '   ' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });
});

describe('validateRegistration', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(registration())).toEqual({});
  });

  it('names every missing required field with the spec texts', () => {
    const errors = validateRegistration(
      registration({ username: '', email: '', first_name: '', last_name: ' ', password: '', password2: '' }),
    );
    expect(errors).toEqual({
      username: 'Username is required',
      email: 'Email is required',
      first_name: 'First name is required',
      last_name: 'Last name is required',
      password: 'Password must be at least 8 characters',
    });
  });

  it('rejects an address that does not look like an e-mail', () => {
    expect(validateRegistration(registration({ email: 'ada@example' })).email).toBe('Email is invalid');
    expect(validateRegistration(registration({ email: 'ada example.com' })).email).toBe('Email is invalid');
  });

  it('needs at least 8 password characters and a matching confirmation', () => {
    expect(validateRegistration(registration({ password: 'Abc12!x', password2: 'Abc12!x' }))).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(validateRegistration(registration({ password2: 'Secret123?' }))).toEqual({
      password2: 'Passwords do not match',
    });
  });
});

describe('password reset', () => {
  it('asks for a valid e-mail on request', () => {
    expect(validateResetRequest({ email: '' })).toEqual({ email: 'Enter a valid email' });
    expect(validateResetRequest({ email: 'nope' })).toEqual({ email: 'Enter a valid email' });
    expect(validateResetRequest({ email: 'ada@example.com' })).toEqual({});
  });

  it('needs a new password of 8+ characters, confirmed, on confirm', () => {
    expect(validateResetConfirm({ new_password: 'short', confirm_password: 'short' })).toEqual({
      new_password: 'Password must be at least 8 characters',
    });
    expect(validateResetConfirm({ new_password: 'LongEnough1', confirm_password: 'LongEnough2' })).toEqual({
      confirm_password: 'Passwords do not match',
    });
    expect(validateResetConfirm({ new_password: 'LongEnough1', confirm_password: 'LongEnough1' })).toEqual({});
  });
});

describe('validatePasswordChange', () => {
  it('blocks a confirmation that differs', () => {
    expect(
      validatePasswordChange({ old_password: 'old', new_password: 'NewPass1!', confirm_password: 'NewPass2!' }),
    ).toEqual({ confirm_password: 'Passwords do not match' });
  });

  it('needs the current and the new password', () => {
    const errors = validatePasswordChange({ old_password: '', new_password: '', confirm_password: '' });
    expect(Object.keys(errors).sort()).toEqual(['new_password', 'old_password']);
  });

  it('needs a new password of at least 8 characters, as the server does', () => {
    expect(validatePasswordChange({ old_password: 'old', new_password: 'Ab1!', confirm_password: 'Ab1!' })).toEqual({
      new_password: 'Password must be at least 8 characters',
    });
  });

  it('accepts a matching pair', () => {
    expect(
      validatePasswordChange({ old_password: 'old', new_password: 'NewPass1!', confirm_password: 'NewPass1!' }),
    ).toEqual({});
  });
});

describe('validateExportDates', () => {
  it('allows both dates to be empty or only one to be set', () => {
    expect(validateExportDates({ start_date: '', end_date: '' })).toEqual({});
    expect(validateExportDates({ start_date: '2024-01-01', end_date: '' })).toEqual({});
    expect(validateExportDates({ start_date: '', end_date: '2024-01-01' })).toEqual({});
  });

  it('allows the same day and an ordered range', () => {
    expect(validateExportDates({ start_date: '2024-01-01', end_date: '2024-01-01' })).toEqual({});
    expect(validateExportDates({ start_date: '2023-12-31', end_date: '2024-01-01' })).toEqual({});
  });

  it('blocks a start date after the end date', () => {
    expect(validateExportDates({ start_date: '2024-02-01', end_date: '2024-01-31' })).toEqual({
      start_date: 'Start date cannot be after end date.',
    });
  });
});

describe('validateProfilePicture', () => {
  it('accepts PNG, JPG and GIF up to 5MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif']) {
      expect(validateProfilePicture({ type, size: 5 * 1024 * 1024 })).toEqual({});
    }
  });

  it('rejects anything larger than 5MB', () => {
    expect(validateProfilePicture({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toEqual({
      profilePicture: 'Image must be less than 5MB',
    });
  });

  it('rejects files that are not PNG, JPG or GIF images', () => {
    expect(validateProfilePicture({ type: 'application/pdf', size: 10 })).toEqual({
      profilePicture: 'Please select an image file (PNG, JPG or GIF)',
    });
    expect(validateProfilePicture({ type: 'image/svg+xml', size: 10 }).profilePicture).toBeDefined();
  });
});

describe('hasErrors', () => {
  it('is true only when some field carries a message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: undefined })).toBe(false);
    expect(hasErrors({ email: 'Email is required' })).toBe(true);
  });
});

describe('validateProfileUpdate', () => {
  const profile = { first_name: 'Ada', last_name: 'L', email: 'ada@example.com', company: '', role: '' };

  it('accepts empty optional fields', () => {
    expect(validateProfileUpdate(profile)).toEqual({});
  });

  it('keeps a valid e-mail address', () => {
    expect(validateProfileUpdate({ ...profile, email: '' })).toEqual({ email: 'Email is required' });
    expect(validateProfileUpdate({ ...profile, email: 'ada@' })).toEqual({ email: 'Email is invalid' });
  });
});
