import { Alert, AlertTitle, Box, Chip, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { formatCount } from '../leads/lib/format';
import { successMessage, type UploadResult, type UploadState } from './lib/uploadState';

/** How many line errors the panel lists before "and N more". */
const ERRORS_SHOWN = 20;

const Count = ({ label, value, testId }: { label: string; value: number; testId: string }) => (
  <Chip
    size="small"
    variant="outlined"
    data-testid={testId}
    label={
      <>
        {label}: <strong>{formatCount(value)}</strong>
      </>
    }
  />
);

const LineErrors = ({ result }: { result: UploadResult }) => {
  if (!result.errorCount) return null;
  const shown = result.errors.slice(0, ERRORS_SHOWN);
  const more = result.errorCount - shown.length;
  return (
    <Box sx={{ mt: 1.5 }} data-testid="upload-line-errors">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {formatCount(result.errorCount)} {result.errorCount === 1 ? 'line was' : 'lines were'} not imported:
      </Typography>
      <List dense disablePadding sx={{ maxHeight: 220, overflow: 'auto' }}>
        {shown.map((error) => (
          <ListItem key={`${error.line}-${error.message}`} disableGutters sx={{ py: 0.25 }}>
            <Typography variant="body2">
              <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                Line {error.line}
              </Box>
              {error.message}
            </Typography>
          </ListItem>
        ))}
      </List>
      {more > 0 && (
        <Typography variant="caption" color="text.secondary">
          and {formatCount(more)} more
        </Typography>
      )}
    </Box>
  );
};

/** What the import read the file as, the columns it skipped and the values it left out. */
const ImportWarnings = ({ result }: { result: UploadResult }) => {
  const shown = result.warnings.slice(0, ERRORS_SHOWN);
  const more = result.warningCount - shown.length;
  return (
    <Box sx={{ mt: 1.5 }} data-testid="upload-warnings">
      <Typography variant="body2" data-testid="upload-file-read">
        {result.encoding && (
          <>
            Encoding: <strong data-testid="upload-encoding">{result.encoding}</strong>
          </>
        )}
        {result.encoding && result.delimiter && ' · '}
        {result.delimiter && (
          <>
            Separator: <strong data-testid="upload-delimiter">{result.delimiter}</strong>
          </>
        )}
      </Typography>
      {result.skippedColumns.length > 0 && (
        <Typography variant="body2" data-testid="upload-skipped-columns">
          Columns skipped: {result.skippedColumns.map((column) => `"${column}"`).join(', ')}
        </Typography>
      )}
      {result.warningCount > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }} data-testid="upload-values-dropped">
            {formatCount(result.warningCount)} {result.warningCount === 1 ? 'value was' : 'values were'} left out (the
            rest of {result.warningCount === 1 ? 'its row was' : 'their rows were'} imported):
          </Typography>
          <List dense disablePadding sx={{ maxHeight: 220, overflow: 'auto' }}>
            {shown.map((warning, index) => (
              <ListItem key={`${warning.line}-${index}`} disableGutters sx={{ py: 0.25 }} data-testid="upload-warning">
                <Typography variant="body2">
                  <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                    Line {warning.line}
                  </Box>
                  {warning.message}
                </Typography>
              </ListItem>
            ))}
          </List>
          {more > 0 && (
            <Typography variant="caption" color="text.secondary">
              and {formatCount(more)} more
            </Typography>
          )}
        </>
      )}
    </Box>
  );
};

/** The progress bar while a file uploads or is processed, then the result panel. */
export const UploadStatus = ({ state }: { state: UploadState }) => {
  switch (state.status) {
    case 'idle':
      return null;
    case 'uploading':
      return (
        <Box data-testid="upload-progress">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Uploading…
          </Typography>
          <LinearProgress aria-label="Uploading" />
        </Box>
      );
    case 'processing':
      return (
        <Box data-testid="upload-progress">
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
            <Typography variant="body2" color="text.secondary">
              Processing the file in the background…
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="upload-progress-value">
              {Math.round(state.progress)}%
            </Typography>
          </Stack>
          <LinearProgress
            variant={state.progress > 0 ? 'determinate' : 'indeterminate'}
            value={state.progress}
            aria-label="Import progress"
          />
        </Box>
      );
    case 'success':
      return (
        <Alert severity="success" data-testid="upload-result" data-status="success">
          <AlertTitle data-testid="upload-result-title">{successMessage(state.result.records)}</AlertTitle>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Count label="New" value={state.result.inserted} testId="upload-inserted" />
            <Count label="Merged" value={state.result.merged} testId="upload-merged" />
            <Count label="Unchanged" value={state.result.unchanged} testId="upload-unchanged" />
            <Count label="Suppressed" value={state.result.suppressed} testId="upload-suppressed" />
          </Stack>
          <ImportWarnings result={state.result} />
          <LineErrors result={state.result} />
        </Alert>
      );
    case 'error':
      return (
        <Alert severity="error" data-testid="upload-result" data-status="error">
          <AlertTitle>Upload failed</AlertTitle>
          <span data-testid="upload-error">{state.message}</span>
        </Alert>
      );
  }
};
