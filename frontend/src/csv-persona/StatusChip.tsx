import { Chip } from '@mui/material';

/**
 * Soft tints with dark text: the theme's filled chips put white on mid-tone green, amber and blue, which falls
 * short of WCAG AA contrast at chip size.
 */
const TONES = {
  success: { bgcolor: '#dcfce7', color: '#166534' },
  warning: { bgcolor: '#fef3c7', color: '#92400e' },
  error: { bgcolor: '#fee2e2', color: '#991b1b' },
  info: { bgcolor: '#dbeafe', color: '#1e40af' },
  neutral: { bgcolor: '#f3f4f6', color: '#374151' },
} as const;

const TONE_OF: Record<string, keyof typeof TONES> = {
  completed: 'success',
  partially_completed: 'warning',
  failed: 'error',
  processing: 'info',
  pending: 'info',
  scraping: 'info',
  analysing: 'info',
  cancelled: 'neutral',
};

/** A session or row state as a chip: 'partially_completed' reads 'partially completed'. */
export const StatusChip = ({ status, suffix, testId }: { status: string; suffix?: string; testId?: string }) => (
  <Chip
    size="small"
    label={`${status.replace(/_/g, ' ')}${suffix ? ` ${suffix}` : ''}`}
    sx={{ ...TONES[TONE_OF[status] ?? 'neutral'], fontWeight: 600 }}
    data-testid={testId}
  />
);
