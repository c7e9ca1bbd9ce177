/** The account as the API returns it (docs/api-auth.md). */
export interface User {
  id: number | string;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  company?: string | null;
  role?: string | null;
  profilePicture?: string | null;
  is_superuser?: boolean;
  is_staff?: boolean;
  is_admin?: boolean;
  plan_type?: string | null;
  created_at?: string;
}

export type Permission = 'admin' | 'user';

/** Admin as the spec defines it: is_superuser, or is_staff, or role 'admin'. */
export function isAdmin(user: Pick<User, 'is_superuser' | 'is_staff' | 'role'> | null | undefined): boolean {
  return !!user && (user.is_superuser === true || user.is_staff === true || user.role === 'admin');
}

export function permissionsOf(user: User | null | undefined): Permission {
  return isAdmin(user) ? 'admin' : 'user';
}

/** What the header calls the user: first name, else username. */
export function displayName(user: Pick<User, 'first_name' | 'username'> | null | undefined): string {
  if (!user) return '';
  return user.first_name?.trim() || user.username;
}

export function initialOf(user: Pick<User, 'first_name' | 'username'> | null | undefined): string {
  return displayName(user).charAt(0).toUpperCase();
}

/** First and last name for the profile card, else the username. */
export function fullName(user: Pick<User, 'first_name' | 'last_name' | 'username'>): string {
  return [user.first_name, user.last_name].filter((part) => part?.trim()).join(' ') || user.username;
}
