import BadgeIcon from '@mui/icons-material/Badge';
import BusinessIcon from '@mui/icons-material/Business';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import EmailIcon from '@mui/icons-material/Email';
import LockResetIcon from '@mui/icons-material/LockReset';
import PersonIcon from '@mui/icons-material/Person';
import { Box, Button, Card, CardContent, Chip, Divider, Stack, Typography, type SvgIconProps } from '@mui/material';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useCurrentUser } from '../auth/useCurrentUser';
import { ProfileBilling } from '../billing';
import { UserAvatar } from '../layout/UserAvatar';
import { fullName, isAdmin } from '../lib/user';
import { ScreenHeader } from '../screens/ScreenHeader';
import { ApiTokensCard } from './ApiTokensCard';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { EditProfileDialog } from './EditProfileDialog';
import { ExportDataDialog } from './ExportDataDialog';

type DialogName = 'edit' | 'password' | 'export' | null;

const Detail = ({
  icon: Icon,
  label,
  value,
  testId,
}: {
  icon: ComponentType<SvgIconProps>;
  label: string;
  value: ReactNode;
  testId: string;
}) => (
  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1.25 }}>
    <Icon fontSize="small" sx={{ color: 'text.secondary' }} />
    <Typography variant="body2" color="text.secondary" sx={{ width: 90, flexShrink: 0 }}>
      {label}
    </Typography>
    <Typography variant="body2" data-testid={testId} sx={{ fontWeight: 500, wordBreak: 'break-word' }}>
      {value || (
        <Box component="span" sx={{ color: 'text.disabled', fontWeight: 400 }}>
          Not set
        </Box>
      )}
    </Typography>
  </Stack>
);

const QuickAction = ({
  icon,
  title,
  description,
  onClick,
  testId,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  onClick: () => void;
  testId: string;
}) => (
  <Button
    onClick={onClick}
    data-testid={testId}
    color="inherit"
    variant="outlined"
    startIcon={icon}
    sx={{
      justifyContent: 'flex-start',
      textAlign: 'left',
      py: 1.25,
      px: 2,
      borderColor: 'divider',
      '& .MuiButton-startIcon': { color: 'primary.main', mr: 1.5 },
    }}
  >
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 400 }}>
        {description}
      </Typography>
    </Box>
  </Button>
);

/** The Profile tab: who you are, the Edit / Change password / Export actions, usage and billing, API tokens. */
export const ProfilePage = () => {
  const user = useCurrentUser();
  const [dialog, setDialog] = useState<DialogName>(null);
  const close = () => setDialog(null);

  if (!user) return null;

  return (
    <>
      <ScreenHeader title="Profile" subtitle="Your account, your credits and your data." />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          // minmax(0, …): a wide table scrolls inside its card instead of widening the page (issue 15 point 9).
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card data-testid="profile-card">
          <CardContent sx={{ p: 3 }}>
            <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center', mb: 2.5 }}>
              <UserAvatar user={user} size={80} />
              <Box sx={{ minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="h5" component="h2" data-testid="profile-name">
                    {fullName(user)}
                  </Typography>
                  {isAdmin(user) && <Chip label="Admin" size="small" color="secondary" variant="outlined" />}
                </Stack>
                <Typography color="text.secondary" data-testid="profile-username">
                  @{user.username}
                </Typography>
              </Box>
            </Stack>
            <Divider />
            <Box sx={{ pt: 1 }}>
              <Detail icon={EmailIcon} label="Email" value={user.email} testId="profile-email-value" />
              <Detail icon={BusinessIcon} label="Company" value={user.company} testId="profile-company-value" />
              <Detail icon={BadgeIcon} label="Role" value={user.role} testId="profile-role-value" />
              <Detail icon={PersonIcon} label="Username" value={user.username} testId="profile-username-value" />
            </Box>
          </CardContent>
        </Card>
        <Card data-testid="quick-actions">
          <CardContent sx={{ p: 3 }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 2 }}>
              Quick Actions
            </Typography>
            <Stack spacing={1.25}>
              <QuickAction
                icon={<EditIcon />}
                title="Edit Profile"
                description="Name, e-mail, company, role and picture"
                onClick={() => setDialog('edit')}
                testId="action-edit-profile"
              />
              <QuickAction
                icon={<LockResetIcon />}
                title="Change Password"
                description="Set a new password for this account"
                onClick={() => setDialog('password')}
                testId="action-change-password"
              />
              <QuickAction
                icon={<DownloadIcon />}
                title="Export Data"
                description="Download your data as JSON"
                onClick={() => setDialog('export')}
                testId="action-export-data"
              />
            </Stack>
          </CardContent>
        </Card>
        <ProfileBilling />
        <ApiTokensCard />
      </Box>
      <EditProfileDialog open={dialog === 'edit'} user={user} onClose={close} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={close} />
      <ExportDataDialog open={dialog === 'export'} onClose={close} />
    </>
  );
};
