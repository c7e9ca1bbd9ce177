import DownloadIcon from '@mui/icons-material/Download';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  Collapse,
  FormControlLabel,
  IconButton,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment, useState } from 'react';
import { formatCount, formatDateTime } from '../leads/lib/format';
import type { SessionSummary } from './lib/types';
import { SessionProfiles } from './SessionProfiles';
import { StatusChip } from './StatusChip';
import { useDownload } from './useDownload';

const COLUMNS = 8;

const ResultRow = ({
  session,
  includeEmail,
  downloading,
  onDownload,
}: {
  session: SessionSummary;
  includeEmail: boolean;
  downloading: boolean;
  onDownload: () => void;
}) => {
  const [open, setOpen] = useState(false);
  const id = String(session.id);
  return (
    <Fragment>
      <TableRow data-testid="csvp-result-row" data-session-id={id} data-status={session.status}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={
              open ? `Hide the profiles of ${session.file_name}` : `Show the profiles of ${session.file_name}`
            }
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
            data-testid="csvp-result-expand"
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(session.created_at)}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="csvp-result-file">
          {session.file_name}
        </TableCell>
        <TableCell align="right" data-testid="csvp-result-rows">
          {formatCount(session.total_rows)}
        </TableCell>
        <TableCell align="right" data-testid="csvp-result-completed">
          {formatCount(session.completed)}
        </TableCell>
        <TableCell align="right" data-testid="csvp-result-failed">
          {formatCount(session.failed)}
        </TableCell>
        <TableCell>
          <StatusChip status={session.status} testId="csvp-result-status" />
        </TableCell>
        <TableCell>
          <Button
            size="small"
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={downloading || session.status === 'processing'}
            onClick={onDownload}
            data-testid="csvp-result-download"
            aria-label={`Download the results of ${session.file_name}${includeEmail ? ' with e-mails' : ''}`}
          >
            Download
          </Button>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={COLUMNS} sx={{ p: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit>
            <SessionProfiles sessionId={session.id} />
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
};

/** Past files newest first (GET /csv-persona/results/): each row downloads its CSV and opens its profiles. */
export const ResultsList = ({
  history,
  loading,
  error,
}: {
  history: SessionSummary[] | null;
  loading: boolean;
  error: string | null;
}) => {
  const [includeEmail, setIncludeEmail] = useState(false);
  const { download, busyId } = useDownload();
  return (
    <Card data-testid="csvp-results">
      <CardContent sx={{ p: 3, pb: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
          <Box>
            <Typography variant="subtitle1" component="h2">
              Results
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Your files, newest first. Open a row to see its profiles.
            </Typography>
          </Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={includeEmail}
                onChange={(event) => setIncludeEmail(event.target.checked)}
                slotProps={{ input: { 'data-testid': 'csvp-include-email' } as Record<string, string> }}
              />
            }
            label="Add a Cold Outreach e-mail to downloads"
          />
        </Stack>
      </CardContent>
      {error ? (
        <Alert severity="error" sx={{ mx: 3, mb: 3 }}>
          {error}
        </Alert>
      ) : loading && !history ? (
        <Box sx={{ px: 3, pb: 3 }}>
          <Skeleton variant="rounded" height={80} />
        </Box>
      ) : !history?.length ? (
        <Typography color="text.secondary" sx={{ px: 3, pb: 3 }} data-testid="csvp-results-empty">
          No files analysed yet.
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="CSV persona results">
          <Table size="small" aria-label="CSV persona results">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    Profiles
                  </Box>
                </TableCell>
                <TableCell>Date</TableCell>
                <TableCell>File</TableCell>
                <TableCell align="right">Rows</TableCell>
                <TableCell align="right">Completed</TableCell>
                <TableCell align="right">Failed</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Download</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.map((session) => (
                <ResultRow
                  key={session.id}
                  session={session}
                  includeEmail={includeEmail}
                  downloading={busyId === String(session.id)}
                  onDownload={() => void download(session.id, includeEmail)}
                />
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Card>
  );
};

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
