import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { Alert, Box, Button, Divider, Paper, Stack } from '@mui/material';
import { useState } from 'react';
import { EmailDialog } from './EmailDialog';
import type { PersonaRecord } from './lib/types';
import { PersonaBackground } from './PersonaBackground';
import { PersonaHeader } from './PersonaHeader';
import { PersonaInsights } from './PersonaInsights';
import { PersonaOutreach } from './PersonaOutreach';

/**
 * One profile of the LinkedIn Persona Analysis panel (spec §2.6): every part the spec lists, a failed profile with
 * its error, and 'Generate Email' for an analysed one. The pop-up window shows it with the Experiences and
 * Education counts.
 */
export const PersonaBlock = ({ record, withCounts = false }: { record: PersonaRecord; withCounts?: boolean }) => {
  const [emailOpen, setEmailOpen] = useState(false);
  const { analysis } = record;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
      data-testid="persona-block"
      data-status={record.status}
      data-url={record.linkedinUrl ?? ''}
      data-persona-id={record.personaId ?? ''}
    >
      <Stack spacing={2.5}>
        <PersonaHeader record={record} withCounts={withCounts} />
        {record.error && (
          <Alert severity={record.status === 'failed' ? 'error' : 'warning'} data-testid="persona-error">
            {record.error}
            {record.detail ? ` — ${record.detail}` : ''}
          </Alert>
        )}
        {analysis && (
          <>
            <Divider />
            <PersonaInsights analysis={analysis} />
            <Divider />
            <PersonaOutreach analysis={analysis} />
          </>
        )}
        {record.linkedinData && (
          <>
            <Divider />
            <PersonaBackground data={record.linkedinData} />
          </>
        )}
        {record.status === 'analyzed' && record.personaId !== null && (
          <Box>
            <Button
              variant="contained"
              startIcon={<EmailOutlinedIcon />}
              onClick={() => setEmailOpen(true)}
              data-testid="persona-generate-email"
            >
              Generate Email
            </Button>
            <EmailDialog open={emailOpen} personaId={record.personaId} onClose={() => setEmailOpen(false)} />
          </Box>
        )}
      </Stack>
    </Paper>
  );
};
