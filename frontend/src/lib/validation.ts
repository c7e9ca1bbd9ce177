import { PASSWORD_MIN_LENGTH } from './passwordStrength';

/** Field name -> message; a field without an entry is valid. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export const MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordsDoNotMatch: 'Passwords do not match',
  enterValidEmail: 'Enter a valid email',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  startAfterEnd: 'Start date cannot be after end date.',
  /** The toast variant of startAfterEnd has no full stop in the spec. */
  startAfterEndToast: 'Start date cannot be after end date',
  imageTooLarge: 'Image must be less than 5MB',
  imageWrongType: 'Please select an image file (PNG, JPG or GIF)',
  fixFormErrors: 'Please fix the errors in the form',
} as const;

export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const blank = (value: string | undefined | null) => !value || value.trim() === '';

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

export interface LoginForm {
  username: string;
  password: string;
}

export function validateLogin(form: LoginForm): FieldErrors<keyof LoginForm> {
  const errors: FieldErrors<keyof LoginForm> = {};
  if (blank(form.username)) errors.username = MESSAGES.usernameRequired;
  if (blank(form.password)) errors.password = MESSAGES.passwordRequired;
  return errors;
}

export interface RegistrationForm {
  username: string;
  email: string;
  password: string;
  password2: string;
  first_name: string;
  last_name: string;
}

export function validateRegistration(form: RegistrationForm): FieldErrors<keyof RegistrationForm> {
  const errors: FieldErrors<keyof RegistrationForm> = {};
  if (blank(form.username)) errors.username = MESSAGES.usernameRequired;
  if (blank(form.first_name)) errors.first_name = MESSAGES.firstNameRequired;
  if (blank(form.last_name)) errors.last_name = MESSAGES.lastNameRequired;
  if (blank(form.email)) errors.email = MESSAGES.emailRequired;
  else if (!isValidEmail(form.email)) errors.email = MESSAGES.emailInvalid;
  if (form.password.length < PASSWORD_MIN_LENGTH) errors.password = MESSAGES.passwordTooShort;
  if (form.password2 !== form.password) errors.password2 = MESSAGES.passwordsDoNotMatch;
  return errors;
}

export interface ResetRequestForm {
  email: string;
}

export function validateResetRequest(form: ResetRequestForm): FieldErrors<keyof ResetRequestForm> {
  return isValidEmail(form.email) ? {} : { email: MESSAGES.enterValidEmail };
}

export interface ResetConfirmForm {
  new_password: string;
  confirm_password: string;
}

export function validateResetConfirm(form: ResetConfirmForm): FieldErrors<keyof ResetConfirmForm> {
  const errors: FieldErrors<keyof ResetConfirmForm> = {};
  if (form.new_password.length < PASSWORD_MIN_LENGTH) errors.new_password = MESSAGES.passwordTooShort;
  if (form.confirm_password !== form.new_password) errors.confirm_password = MESSAGES.passwordsDoNotMatch;
  return errors;
}

export interface PasswordChangeForm {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

export function validatePasswordChange(form: PasswordChangeForm): FieldErrors<keyof PasswordChangeForm> {
  const errors: FieldErrors<keyof PasswordChangeForm> = {};
  if (form.old_password === '') errors.old_password = MESSAGES.currentPasswordRequired;
  if (form.new_password === '') errors.new_password = MESSAGES.newPasswordRequired;
  else if (form.new_password.length < PASSWORD_MIN_LENGTH) errors.new_password = MESSAGES.passwordTooShort;
  if (form.confirm_password !== form.new_password) errors.confirm_password = MESSAGES.passwordsDoNotMatch;
  return errors;
}

export interface ExportDatesForm {
  /** YYYY-MM-DD or empty: both dates are optional. */
  start_date: string;
  end_date: string;
}

export function validateExportDates(form: ExportDatesForm): FieldErrors<keyof ExportDatesForm> {
  // ISO dates (YYYY-MM-DD) order correctly as strings.
  if (form.start_date && form.end_date && form.start_date > form.end_date) {
    return { start_date: MESSAGES.startAfterEnd };
  }
  return {};
}

export interface PictureFile {
  type: string;
  size: number;
}

export function validateProfilePicture(file: PictureFile): FieldErrors<'profilePicture'> {
  if (!(PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type)) {
    return { profilePicture: MESSAGES.imageWrongType };
  }
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return { profilePicture: MESSAGES.imageTooLarge };
  return {};
}

export interface ProfileForm {
  first_name: string;
  last_name: string;
  email: string;
  company: string;
  role: string;
}

export function validateProfileUpdate(form: ProfileForm): FieldErrors<keyof ProfileForm> {
  if (blank(form.email)) return { email: MESSAGES.emailRequired };
  if (!isValidEmail(form.email)) return { email: MESSAGES.emailInvalid };
  return {};
}
