import LogoutIcon from '@mui/icons-material/Logout';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { AppBar, Box, Button, Chip, Container, Stack, Toolbar, Typography } from '@mui/material';
import { useState } from 'react';
import { useLogout } from 'react-admin';
import { authProvider } from '../auth/authProvider';
import { useCurrentUser } from '../auth/useCurrentUser';
import { AUTH_MESSAGES } from '../lib/authMessages';
import { useNotify } from '../lib/notify';
import { displayName } from '../lib/user';
import { BrandMark } from './BrandMark';
import { UserAvatar } from './UserAvatar';

const SystemOnline = () => (
  <Chip
    data-testid="system-status"
    size="small"
    label="System Online"
    icon={<Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main', ml: 1 }} />}
    sx={{ bgcolor: '#ecfdf5', color: '#047857', fontWeight: 600, border: '1px solid #a7f3d0' }}
  />
);

export const Header = () => {
  const user = useCurrentUser();
  const notify = useNotify();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);

  const handleLogout = async () => {
    setLeaving(true);
    const revoked = await authProvider.endSession();
    if (revoked) notify.success(AUTH_MESSAGES.loggedOut);
    else notify.error(AUTH_MESSAGES.logoutFailed);
    // The session is already gone; react-admin only resets its state and shows the sign-in screen.
    await logout({}, '/login', false);
  };

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 64 } }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexShrink: 0 }}>
            <BrandMark />
            <Typography variant="h6" component="span" data-testid="product-name" sx={{ fontWeight: 800 }}>
              LeadScope
            </Typography>
            <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
              <SystemOnline />
            </Box>
          </Stack>
          <Box sx={{ flex: 1 }} />
          {user && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }} data-testid="header-user">
              <UserAvatar user={user} />
              {/* On a phone the name stays (cut short if need be); the plan label gives way (issue 15 point 11). */}
              <Box sx={{ lineHeight: 1.2, minWidth: 0 }}>
                <Typography
                  variant="subtitle2"
                  data-testid="header-user-name"
                  noWrap
                  title={displayName(user)}
                  sx={{ fontWeight: 700, maxWidth: { xs: 96, sm: 200 } }}
                >
                  {displayName(user)}
                </Typography>
                <Typography
                  variant="caption"
                  data-testid="header-plan-label"
                  sx={{
                    color: 'secondary.main',
                    display: { xs: 'none', sm: 'flex' },
                    alignItems: 'center',
                    gap: 0.5,
                    fontWeight: 600,
                  }}
                >
                  <WorkspacePremiumIcon sx={{ fontSize: 14 }} />
                  Premium User
                </Typography>
              </Box>
            </Stack>
          )}
          <Button
            variant="outlined"
            color="inherit"
            startIcon={<LogoutIcon />}
            onClick={handleLogout}
            disabled={leaving}
            data-testid="logout-button"
            aria-label="Logout"
            sx={{
              borderColor: 'divider',
              whiteSpace: 'nowrap',
              minWidth: 0,
              px: { xs: 1, sm: 2 },
              '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } },
            }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Logout
            </Box>
          </Button>
        </Toolbar>
      </Container>
    </AppBar>
  );
};
