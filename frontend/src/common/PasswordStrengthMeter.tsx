import { Box, Stack, Typography } from '@mui/material';
import { passwordStrength, type StrengthLabel } from '../lib/passwordStrength';

/** Dark enough for the label text on white (WCAG AA 4.5:1). */
const COLORS: Record<StrengthLabel, string> = {
  Weak: '#dc2626',
  Fair: '#b45309',
  Good: '#2563eb',
  Strong: '#15803d',
};

/** Five segments, one per rule met, with the Weak/Fair/Good/Strong label. */
export const PasswordStrengthMeter = ({ password }: { password: string }) => {
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  const color = COLORS[label];
  return (
    <Box data-testid="password-strength" data-score={score} sx={{ mt: -1.5, mb: 1.5 }}>
      <Stack
        direction="row"
        spacing={0.5}
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={5}
        aria-valuenow={score}
        aria-valuetext={label}
      >
        {[1, 2, 3, 4, 5].map((step) => (
          <Box
            key={step}
            sx={{
              flex: 1,
              height: 5,
              borderRadius: 3,
              bgcolor: step <= score ? color : 'grey.200',
              transition: 'background-color 150ms',
            }}
          />
        ))}
      </Stack>
      <Typography variant="caption" sx={{ color, fontWeight: 600 }}>
        Password strength: {label} ({score}/5)
      </Typography>
    </Box>
  );
};
