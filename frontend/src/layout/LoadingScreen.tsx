import { Box, CircularProgress, Typography } from '@mui/material';
import { BrandMark } from './BrandMark';

/** Shown while the stored session is checked against the server. */
export const LoadingScreen = () => (
  <Box
    data-testid="loading-screen"
    role="status"
    aria-live="polite"
    sx={{
      minHeight: '100vh',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: 2,
      bgcolor: 'background.default',
    }}
  >
    <BrandMark size={48} />
    <Typography variant="h6">LeadScope</Typography>
    <CircularProgress size={28} />
    <Typography variant="body2" color="text.secondary">
      Checking your session…
    </Typography>
  </Box>
);
