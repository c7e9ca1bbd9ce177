import PsychologyIcon from '@mui/icons-material/Psychology';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { PersonaRecord } from './lib/types';
import { PersonaBlock } from './PersonaBlock';

/** 'LinkedIn Persona Analysis' (spec §2.6): one block per analysed (or failed) profile. */
export const PersonaPanel = ({ blocks }: { blocks: readonly PersonaRecord[] }) => {
  if (!blocks.length) return null;
  const analysed = blocks.filter((block) => block.status === 'analyzed').length;
  return (
    <Card data-testid="persona-panel">
      <CardContent sx={{ p: 3 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2.5 }}>
          <PsychologyIcon color="primary" />
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
            LinkedIn Persona Analysis
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="persona-panel-count">
            {analysed} of {blocks.length} analysed
          </Typography>
        </Stack>
        <Stack spacing={2.5}>
          {blocks.map((block, index) => (
            <PersonaBlock key={block.linkedinUrl ?? `persona-${block.personaId ?? index}`} record={block} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
