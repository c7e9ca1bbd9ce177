import StopCircleOutlinedIcon from '@mui/icons-material/StopCircleOutlined';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { formatCount } from '../leads/lib/format';
import { progressPercent, type ProcessState } from './lib/state';
import type { UploadAnswer } from './lib/types';

const Count = ({ label, value, testId }: { label: string; value: number; testId: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography variant="h6" component="p" data-testid={testId}>
      {formatCount(value)}
    </Typography>
  </Box>
);

/** Invalid rows listed by line under the summary; the rest are counted. */
const INVALID_SHOWN = 5;

/** What the upload answer said about the file: rows skipped, merged or free. */
const UploadSummary = ({ upload }: { upload: UploadAnswer }) => {
  const parts = [
    upload.invalid_rows?.length ? `${upload.invalid_rows.length} invalid rows skipped` : null,
    upload.duplicate_rows ? `${upload.duplicate_rows} duplicates merged` : null,
    upload.reused_rows ? `${upload.reused_rows} already analysed (free)` : null,
  ].filter(Boolean);
  if (!parts.length) return null;
  const shown = (upload.invalid_rows ?? []).slice(0, INVALID_SHOWN);
  return (
    <Box data-testid="csvp-upload-summary">
      <Typography variant="body2" color="text.secondary">
        {parts.join(' · ')}
      </Typography>
      {shown.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {shown.map((row) => (
            <Typography
              component="li"
              variant="caption"
              color="text.secondary"
              key={row.line}
              data-testid="csvp-invalid-row"
            >
              Line {row.line}: {row.error}
              {row.value ? ` (${row.value.length > 60 ? `${row.value.slice(0, 60)}...` : row.value})` : ''}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
};

/**
 * The session's progress: queued, then the bar with completed / failed / pending and Cancel while it runs; the
 * outcome once it is done (spec part 2 §4).
 */
export const ProgressPanel = ({
  state,
  upload,
  cancelling,
  onCancel,
}: {
  state: ProcessState;
  upload: UploadAnswer | null;
  cancelling: boolean;
  onCancel: () => void;
}) => {
  if (state.status === 'success' || state.status === 'error') {
    return (
      <Alert severity={state.status} data-testid="csvp-outcome" data-status={state.status}>
        {state.message}
      </Alert>
    );
  }
  if (state.status !== 'queued' && state.status !== 'processing') return null;

  const progress = state.status === 'processing' ? state.progress : null;
  const total = progress?.total_rows ?? (state.status === 'queued' ? state.totalRows : 0);
  const percent = progressPercent(progress);
  return (
    <Box
      data-testid="csvp-progress"
      data-status={state.status}
      data-completed={progress?.completed ?? 0}
      data-failed={progress?.failed ?? 0}
      sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
          <Typography variant="subtitle2" component="h3" data-testid="csvp-progress-label">
            {state.status === 'queued'
              ? `Queued: ${formatCount(total)} profiles`
              : `Processing ${formatCount(total)} profiles · ${Math.round(percent)}%`}
          </Typography>
          <Button
            color="error"
            variant="outlined"
            size="small"
            startIcon={<StopCircleOutlinedIcon />}
            onClick={onCancel}
            disabled={cancelling}
            data-testid="csvp-cancel"
          >
            Cancel
          </Button>
        </Stack>
        <LinearProgress
          variant={progress ? 'determinate' : 'indeterminate'}
          value={percent}
          aria-label="CSV persona progress"
          data-testid="csvp-progress-bar"
        />
        {progress && (
          <Stack direction="row" spacing={4}>
            <Count label="Completed" value={progress.completed} testId="csvp-count-completed" />
            <Count label="Failed" value={progress.failed} testId="csvp-count-failed" />
            <Count label="Pending" value={progress.pending} testId="csvp-count-pending" />
          </Stack>
        )}
        {upload && <UploadSummary upload={upload} />}
      </Stack>
    </Box>
  );
};
