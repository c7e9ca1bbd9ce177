import PsychologyIcon from '@mui/icons-material/Psychology';
import { Alert, Box, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { personasApi } from './api';
import { personaFromResponse } from './lib/availability';
import { PERSONA_MESSAGES } from './lib/messages';
import { profileHeader } from './lib/format';
import { recordFromView } from './lib/records';
import type { PersonaRecord, PersonaView } from './lib/types';
import { PersonaBlock } from './PersonaBlock';

/** A lookup that found no persona: its message is the spec's. */
class NoPersonaError extends Error {}

type Loaded =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; record: PersonaRecord };

/** The persona by id (GET /linkedin/persona/{id}/), or a search result's (GET /linkedin/persona/get/). */
async function loadPersona(id: string | undefined, resultId: string | undefined): Promise<PersonaView> {
  if (id) return personasApi.getPersona(id);
  const found = personaFromResponse(await personasApi.getForResults([resultId ?? '']), resultId ?? '');
  if (found.kind === 'found') return found.view;
  throw new NoPersonaError(found.kind === 'missing' ? PERSONA_MESSAGES.detailMissing : PERSONA_MESSAGES.notAvailable);
}

/**
 * The 'View Analysis' pop-up (1200x800): the persona's block with the Experiences and Education counts, without
 * the tab layout. Routes /persona/:id and /persona/result/:resultId; it needs a signed-in user like the tabs.
 */
export const PersonaWindow = () => {
  const { id, resultId } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    setLoaded({ status: 'loading' });
    loadPersona(id, resultId)
      .then((view) => {
        if (!active) return;
        const record = recordFromView(view);
        setLoaded({ status: 'loaded', record });
        const { name } = profileHeader(record.linkedinData, { name: record.name });
        document.title = `${name} · Persona Analysis · LeadScope`;
      })
      .catch((error: unknown) => {
        console.warn('[personas] persona window failed', error);
        if (!active) return;
        const message = error instanceof NoPersonaError ? error.message : PERSONA_MESSAGES.detailFailed;
        setLoaded({ status: 'failed', message });
      });
    return () => {
      active = false;
    };
  }, [id, resultId]);

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', py: 3 }} data-testid="persona-window">
      <Container maxWidth="lg">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <PsychologyIcon color="primary" />
          <Typography variant="h6" component="h1">
            LinkedIn Persona Analysis
          </Typography>
        </Stack>
        {loaded.status === 'loading' && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 6, justifyContent: 'center' }}>
            <CircularProgress size={24} />
            <Typography color="text.secondary">Loading persona analysis…</Typography>
          </Stack>
        )}
        {loaded.status === 'failed' && (
          <Alert severity="error" data-testid="persona-window-error">
            {loaded.message}
          </Alert>
        )}
        {loaded.status === 'loaded' && <PersonaBlock record={loaded.record} withCounts />}
      </Container>
    </Box>
  );
};
