import LinkedInIcon from '@mui/icons-material/LinkedIn';
import NotesIcon from '@mui/icons-material/Notes';
import { Button, Stack, Tooltip } from '@mui/material';
import { useMemo, useState } from 'react';
import { notify } from '../lib/notify';
import type { ResultsBySource } from '../search/lib/types';
import { analyzeCandidates } from './analysis';
import { extractCandidates } from './lib/candidates';
import { PERSONA_MESSAGES } from './lib/messages';
import { analyzeLinkedInLabel } from './lib/selection';
import type { PersonaCandidate } from './lib/types';
import { usePersonaState } from './personaStore';
import { SelectProfilesDialog } from './SelectProfilesDialog';
import { TextPersonaDialog } from './TextPersonaDialog';

/**
 * The Search Results header's persona buttons: 'Analyze LinkedIn (N)', shown only when the results name LinkedIn
 * profiles, and 'Persona from Text'.
 */
export const PersonaActions = ({ results }: { results: ResultsBySource | null }) => {
  const { running } = usePersonaState();
  const candidates = useMemo(() => extractCandidates(results), [results]);
  const [selecting, setSelecting] = useState(false);
  const [fromText, setFromText] = useState(false);

  const openSelection = () => {
    if (!candidates.length) {
      notify.error(PERSONA_MESSAGES.noProfiles);
      return;
    }
    setSelecting(true);
  };
  const analyze = (selected: PersonaCandidate[]) => {
    setSelecting(false);
    void analyzeCandidates(selected);
  };

  return (
    <Stack direction="row" spacing={1}>
      {candidates.length > 0 && (
        <Tooltip title={PERSONA_MESSAGES.tooltip} describeChild>
          <Button
            variant="contained"
            size="small"
            startIcon={<LinkedInIcon />}
            onClick={openSelection}
            data-testid="analyze-linkedin"
          >
            {analyzeLinkedInLabel(candidates.length)}
          </Button>
        </Tooltip>
      )}
      <Button
        variant="outlined"
        size="small"
        startIcon={<NotesIcon />}
        onClick={() => setFromText(true)}
        data-testid="persona-from-text"
      >
        Persona from Text
      </Button>
      <SelectProfilesDialog
        open={selecting}
        candidates={candidates}
        running={running}
        onClose={() => setSelecting(false)}
        onAnalyze={analyze}
      />
      <TextPersonaDialog open={fromText} onClose={() => setFromText(false)} />
    </Stack>
  );
};
