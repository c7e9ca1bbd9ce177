import { describe, expect, it } from 'vitest';
import { displayName, fullName, initialOf, isAdmin, permissionsOf, type User } from './user';

const user = (overrides: Partial<User> = {}): User => ({
  id: 1,
  username: 'ada',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'user',
  is_superuser: false,
  is_staff: false,
  ...overrides,
});

describe('isAdmin', () => {
  it('is true for superusers, staff, or role admin', () => {
    expect(isAdmin(user({ is_superuser: true }))).toBe(true);
    expect(isAdmin(user({ is_staff: true }))).toBe(true);
    expect(isAdmin(user({ role: 'admin' }))).toBe(true);
  });

  it('is false for a plain user and for no user', () => {
    expect(isAdmin(user())).toBe(false);
    expect(isAdmin(null)).toBe(false);
  });

  it('maps to react-admin permissions', () => {
    expect(permissionsOf(user({ role: 'admin' }))).toBe('admin');
    expect(permissionsOf(user())).toBe('user');
  });
});

describe('names', () => {
  it('shows the first name, else the username', () => {
    expect(displayName(user())).toBe('Ada');
    expect(displayName(user({ first_name: '' }))).toBe('ada');
    expect(initialOf(user({ first_name: '', username: 'zed' }))).toBe('Z');
  });

  it('joins first and last name for the profile, else the username', () => {
    expect(fullName(user())).toBe('Ada Lovelace');
    expect(fullName(user({ first_name: '', last_name: '' }))).toBe('ada');
  });
});
