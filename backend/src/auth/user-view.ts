import { isAdmin, User } from './entities/user.entity';

/** The user as the API shows it (spec part 1 §3): never the password hash. */
export interface UserView {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  company: string;
  role: string;
  profilePicture: string | null;
  is_superuser: boolean;
  is_staff: boolean;
  is_admin: boolean;
  plan_type: string;
  created_at: string;
}

export function toUserView(user: User): UserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    company: user.company ?? '',
    role: user.role ?? '',
    profilePicture: user.profile_picture ?? null,
    is_superuser: Boolean(user.is_superuser),
    is_staff: Boolean(user.is_staff),
    is_admin: isAdmin(user),
    plan_type: user.plan_type,
    created_at: new Date(user.created_at).toISOString(),
  };
}
