import { Avatar, type SxProps, type Theme } from '@mui/material';
import { displayName, initialOf, type User } from '../lib/user';

/** The profile picture, else the initial of the first name (or username). */
export const UserAvatar = ({ user, size = 36, sx }: { user: User; size?: number; sx?: SxProps<Theme> }) => (
  <Avatar
    src={user.profilePicture || undefined}
    alt={displayName(user)}
    data-testid="user-avatar"
    sx={[
      { width: size, height: size, fontSize: size * 0.42, fontWeight: 700, bgcolor: 'primary.main' },
      ...(Array.isArray(sx) ? sx : [sx]),
    ]}
  >
    {initialOf(user)}
  </Avatar>
);
