import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PsychologyIcon from '@mui/icons-material/Psychology';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { notify } from '../lib/notify';
import { EmailDialog } from '../personas/EmailDialog';
import { personaWindowPath, POPUP_FEATURES } from '../personas/lib/availability';
import { PERSONA_MESSAGES } from '../personas/lib/messages';
import { csvPersonaApi } from './api';
import type { SessionRow } from './lib/types';
import { StatusChip } from './StatusChip';

/** The 1200x800 'View Analysis' pop-up of the Search tab, on the persona's own route. */
function viewAnalysis(personaId: number) {
  if (!window.open(personaWindowPath({ personaId }), `persona-${personaId}`, POPUP_FEATURES)) {
    notify.error(PERSONA_MESSAGES.popupBlocked);
  }
}

const fullName = (row: SessionRow) => [row.first_name, row.last_name].filter(Boolean).join(' ');

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; rows: SessionRow[] };

/** A session's profiles (GET /csv-persona/sessions/{id}/) with View Analysis and Generate Email per analysed row. */
export const SessionProfiles = ({ sessionId }: { sessionId: string | number }) => {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [emailFor, setEmailFor] = useState<number | null>(null);

  useEffect(() => {
    let active = true;
    csvPersonaApi
      .session(sessionId)
      .then((session) => active && setLoaded({ status: 'loaded', rows: session.rows ?? [] }))
      .catch((error: unknown) => {
        console.info('[csv-persona] session rows not loaded', error);
        if (active) setLoaded({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [sessionId]);

  if (loaded.status === 'loading') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 2 }}>
        <CircularProgress size={18} aria-label="Loading the profiles" />
        <Typography variant="body2">Loading the profiles...</Typography>
      </Stack>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        Could not load the profiles of this file.
      </Alert>
    );
  }
  return (
    <Box
      sx={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label="Profiles of the file"
      data-testid="csvp-session-rows"
    >
      <Table size="small" aria-label="Profiles of the file">
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            <TableCell>LinkedIn URL</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>State</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {loaded.rows.map((row) => {
            const personaId = row.state === 'completed' ? row.persona_id : null;
            return (
              <TableRow
                key={row.line}
                data-testid="csvp-session-row"
                data-url={row.linkedin_url}
                data-state={row.state}
                data-persona-id={personaId ?? ''}
              >
                <TableCell>{row.line}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.linkedin_url}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{fullName(row)}</TableCell>
                <TableCell>
                  <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                    <StatusChip status={row.state} suffix={row.reused ? '(reused)' : undefined} />
                    {row.error && (
                      <Typography variant="caption" color="error" data-testid="csvp-row-error">
                        {row.error}
                      </Typography>
                    )}
                  </Stack>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {personaId !== null && (
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        startIcon={<PsychologyIcon />}
                        onClick={() => viewAnalysis(personaId)}
                        data-testid="csvp-view-analysis"
                      >
                        View Analysis
                      </Button>
                      <Button
                        size="small"
                        startIcon={<EmailOutlinedIcon />}
                        onClick={() => setEmailFor(personaId)}
                        data-testid="csvp-generate-email"
                      >
                        Generate Email
                      </Button>
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {emailFor !== null && <EmailDialog open personaId={emailFor} onClose={() => setEmailFor(null)} />}
    </Box>
  );
};
