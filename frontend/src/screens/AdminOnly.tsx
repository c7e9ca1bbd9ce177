import BlockIcon from '@mui/icons-material/Block';
import { Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import type { Permission } from '../lib/user';

/** Renders its screen for admins only; others get one line saying they are not allowed. */
export const AdminOnly = ({ children }: { children: ReactNode }) => {
  const { permissions, isPending } = usePermissions<Permission>();
  if (isPending) {
    return (
      <Box sx={{ py: 6, display: 'grid', placeItems: 'center' }}>
        <CircularProgress size={28} aria-label="Checking permissions" />
      </Box>
    );
  }
  if (permissions !== 'admin') {
    return (
      <Card>
        <CardContent sx={{ py: 5, display: 'flex', gap: 1.5, alignItems: 'center', justifyContent: 'center' }}>
          <BlockIcon color="error" />
          <Typography data-testid="not-allowed" role="alert">
            You are not allowed to view this screen: it is for administrators only.
          </Typography>
        </CardContent>
      </Card>
    );
  }
  return <>{children}</>;
};
